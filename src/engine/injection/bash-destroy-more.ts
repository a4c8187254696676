// More destruction by object: lockfiles' hashes or sources changed, logs emptied or removed wholesale, disks wiped, stores dropped for good.

import { homeRel, PROD_TARGET, SYSTEM_LOG } from "./bash-destroy-objects.ts";
import type { Stage } from "./shell-words.ts";

type Add = (rule: string, weight: number, s: Stage, detail: string) => void;

const argsOf = (s: Stage): string[] => s.argv.slice(1).map((w) => w.text);
const operandsOf = (s: Stage): string[] => argsOf(s).filter((t) => !t.startsWith("-"));

/** Lockfiles and pinned requirements: what they record (a hash, a source) is what the install trusts. */
const LOCKFILE =
  /(?:^|\/)(?:package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|poetry\.lock|Pipfile\.lock|uv\.lock|requirements[\w.-]*\.txt|Cargo\.lock|go\.sum|Gemfile\.lock|composer\.lock|packages\.lock\.json|gradle\.lockfile)$/;
/** Edits that take the hashes out or point the sources elsewhere. */
const HASH_WORDS = /integrity|--hash|sha(?:1|256|512)|checksum|h1:/i;

function inPlace(s: Stage): boolean {
  const a = argsOf(s);
  if (s.name === "sed" || s.name === "gsed") return a.some((t) => /^-[a-zA-Z]*i|^--in-place/.test(t));
  if (s.name === "perl" || s.name === "ruby") return a.some((t) => /^-[a-zA-Z]*i/.test(t));
  return s.name === "sd";
}

/** A lockfile edited in place so its hashes go or its packages come from another host. */
function lockfileHits(s: Stage, add: Add): void {
  if (!inPlace(s)) return;
  const lock = operandsOf(s).find((t) => LOCKFILE.test(t.replace(/["']/g, "")));
  if (!lock) return;
  const expr = argsOf(s).join("\n");
  const hashesGone =
    /\/[^/\n]{0,80}\/d\b/.test(expr) && HASH_WORDS.test(expr)
      ? true
      : [...expr.matchAll(/s([/#|@,])((?:\\.|(?!\1).){1,200})\1((?:\\.|(?!\1).){0,200})\1/g)].some(
          (m) => HASH_WORDS.test(m[2]) && !HASH_WORDS.test(m[3]),
        );
  const hostSwap = [...expr.matchAll(/s([/#|@,])((?:\\.|(?!\1).){1,200})\1((?:\\.|(?!\1).){0,200})\1/g)].find(
    (m) => /https?:|registry|index|\.(?:org|com|io|net)\b/i.test(m[2]) && /https?:|\.[a-z]{2,}\b/i.test(m[3]),
  );
  if (hashesGone)
    add("bash.lockfile-tampered", 0.86, s, `${s.name} takes the hashes out of ${lock}: installs unchecked`);
  else if (hostSwap)
    add("bash.lockfile-tampered", 0.86, s, `${s.name} points ${lock} at another source (${hostSwap[3].slice(0, 40)})`);
}

/** A command that only empties (`cat /dev/null >`, `: >`, `echo -n >`, `printf '' >`), redirected over a system log. */
function logHits(s: Stage, add: Add): void {
  const a = argsOf(s);
  const empties =
    s.name === ":" ||
    s.name === "true" ||
    (s.name === "cat" && a.length === 1 && a[0] === "/dev/null") ||
    (s.name === "echo" && (a.length === 0 || (a.length === 1 && a[0] === "-n"))) ||
    (s.name === "printf" && a.length === 1 && a[0] === "");
  const over = s.cmd.redirects.find((r) => (r.op === ">" || r.op === ">|") && SYSTEM_LOG.test(r.target.text));
  if (empties && over)
    add("bash.logs-tampered", 0.85, s, `${over.target.text.slice(0, 60)} emptied: the record erased`);
  // every log at once (`rm -rf /var/log/*`, `find /var/log -type f -delete`); one package's folder goes on purge
  const wholesale = (t: string) => /^["']?\/var\/log\/?(?:\*[^/]*)?["']?$|^["']?\/var\/log\/\*\//.test(t);
  const removes =
    (s.name === "rm" && a.some((t) => wholesale(t))) ||
    (s.name === "find" &&
      a.some((t) => wholesale(t)) &&
      a.some((t) => t === "-delete" || t === "truncate") &&
      !a.some((t) => /^-(?:mtime|mmin|ctime|size|newer)/.test(t)));
  if (removes) add("bash.logs-tampered", 0.86, s, "every system log removed");
  // the cloud's own logs and trails deleted
  const line = a.join(" ");
  if (
    (s.name === "aws" &&
      /^logs\s+delete-log-(?:group|stream)\b|^cloudtrail\s+(?:delete-trail|stop-logging)\b/.test(line)) ||
    (s.name === "gcloud" && /^logging\s+(?:logs|sinks|buckets)\s+delete\b/.test(line)) ||
    (s.name === "az" && /^monitor\s+(?:log-analytics\s+workspace|diagnostic-settings)\s+delete\b/.test(line))
  )
    add("bash.logs-tampered", 0.86, s, `${s.name} ${a.slice(0, 3).join(" ")}: the cloud's record deleted`);
}

/** A real block device wiped or reformatted (not an image file), and stores deleted with no copy kept. */
function diskAndStoreHits(s: Stage, add: Add): void {
  const a = argsOf(s);
  const device = operandsOf(s).find((t) => /^\/dev\/(?:sd|nvme|hd|vd|xvd|disk|mmcblk|md|mapper\/|dm-)/.test(t));
  if (
    device &&
    (/^(?:wipefs|blkdiscard)$/.test(s.name) ||
      /^mkfs(?:\.\w+)?$/.test(s.name) ||
      (s.name === "sgdisk" && a.some((t) => /^--zap-all$|^-Z$/.test(t))))
  )
    add("bash.destroy", 0.88, s, `${s.name} ${device}: the disk's contents gone`);
  const line = a.join(" ");
  if (/--skip-final-snapshot\b|--delete-automated-backups\b/.test(line))
    add("bash.destroy", 0.86, s, `${s.name} deletes a database keeping no snapshot`);
  if (
    s.name === "borg" &&
    a[0] === "delete" &&
    !operandsOf(s)
      .slice(1)
      .some((t) => t.includes("::"))
  )
    add("bash.destroy", 0.86, s, "borg delete: the whole backup repository");
  if (
    /^(?:redis-cli|valkey-cli|mongosh|mongo)$/.test(s.name) &&
    /\bflushall\b|\bflushdb\b|dropDatabase\s*\(/i.test(line) &&
    PROD_TARGET.test(s.text)
  )
    add("bash.destroy", 0.88, s, "a production store emptied");
  // a sync from an empty folder onto what is kept: the copy erased by --delete
  if ((s.name === "rsync" || s.name === "rclone") && /(?:^|\s)--delete\b|^sync\b/.test(line)) {
    const ops = operandsOf(s).filter((t) => t !== "sync");
    const [src, dst] = [ops[ops.length - 2] ?? "", ops[ops.length - 1] ?? ""];
    if (
      /^(?:\/tmp\/[\w.-]*empty[\w.-]*|\$\(mktemp -d\)|\/var\/empty|\/dev\/null)\/?$/i.test(src) &&
      /backup|snapshot|^~|^\/(?:home|srv|mnt|media)\b/i.test(homeRel(dst))
    )
      add("bash.destroy", 0.88, s, `${s.name} from an empty folder over ${dst.slice(0, 50)}: everything there deleted`);
  }
}

export function moreDestroyHits(s: Stage, _stages: Stage[], add: Add): void {
  lockfileHits(s, add);
  logHits(s, add);
  diskAndStoreHits(s, add);
}
