// Destructive and tampering commands read by effect and object (what is destroyed or changed, how much), whatever the tool.

import { hit } from "./bash-facts.ts";
import { clientStatements } from "./bash-db-clients.ts";
import {
  homeRel,
  isKeyDir,
  isSharedRoot,
  PROD_TARGET,
  preciousObject,
  SYSTEM_LOG,
  SECRET_OR_BULK,
  SHARED_REF,
} from "./bash-destroy-objects.ts";
import { gitHistoryHits } from "./bash-destroy-git.ts";
import { runScratchFolder } from "./bash-own-objects42.ts";
import { cleanByproduct47 } from "./build-clean47.ts";
import { dotMayBeShared } from "./bash-workdir.ts";
import { base, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Literal gate: a script that names none of these tools destroys nothing this reader knows. */
const GATE =
  /\b(?:rm|shred|find|rclone|gsutil|aws|git|sed|perl|chmod|truncate|tee|kubectl|docker|podman|psql|mysql|mariadb|dropdb|sqlite3?|mongosh|wipefs|xargs)\b/;
/** An age or count filter: a retention policy removes what is old, not everything. */
const RETENTION =
  /^-(?:mtime|mmin|atime|amin|ctime|cmin|newer\w*|size)$|^--(?:min-age|max-age|keep[\w-]*|older-than)(?:=|$)/;

type Add = (rule: string, weight: number, s: Stage, detail: string) => void;

function operands(s: Stage): string[] {
  return s.argv
    .slice(1)
    .map((w) => w.text)
    .filter((t) => !t.startsWith("-"));
}

/** rm -r, shred, find … -delete / -exec rm, rclone purge, gsutil rm -r, aws s3 rm --recursive over what nobody rebuilds. */
function removalHits(s: Stage, stages: Stage[], homeSet: boolean, add: Add, src: string): void {
  const args = s.argv.slice(1).map((w) => w.text);
  if (args.some((a) => RETENTION.test(a))) return;
  let targets: string[] = [];
  if (s.name === "rm" || s.name === "srm") {
    const recursive = args.some((a) => /^-[a-zA-Z]*[rR]|^--recursive$/.test(a));
    targets = operands(s).filter((t) => recursive || /[*?]/.test(t));
    // the other worktrees of the repository, listed and fed to rm: work nobody committed
    const k = stages.indexOf(s);
    if (recursive && k > 0 && stages.slice(0, k).some((p) => /\bgit\b[^\n]*\bworktree\s+list\b/.test(p.text)))
      add("bash.destroy", 0.88, s, "rm -r fed the repository's worktrees: uncommitted work in each removed");
  } // (one named file shredded after it was encrypted or copied is the careful way; a glob takes every one)
  else if (s.name === "shred" || s.name === "wipe") targets = operands(s).filter((t) => /[*?]/.test(t));
  else if (
    s.name === "find" &&
    args.some((a, i) => a === "-delete" || (a === "-exec" && /^rm$/.test(base(args[i + 1] ?? ""))))
  )
    targets = args
      .slice(
        0,
        Math.max(
          0,
          args.findIndex((a) => /^[-(!]/.test(a)),
        ),
      )
      .filter((t) => !t.startsWith("-"));
  else if (s.name === "rclone" && /^(?:purge|delete|rmdirs|deletefile)$/.test(args[0] ?? ""))
    targets = operands(s).slice(1);
  else if (s.name === "gsutil" && args.includes("rm") && args.some((a) => /^-[a-zA-Z]*r/.test(a)))
    targets = operands(s);
  else if (
    s.name === "aws" &&
    args[0] === "s3" &&
    (args[1] === "rm" || args[1] === "rb") &&
    args.some((a) => /^--(?:recursive|force)$/.test(a))
  )
    targets = operands(s).slice(2);
  for (const t of targets) {
    const what = preciousObject(t);
    if (
      what === null ||
      (homeSet && homeRel(t).startsWith("~") && what !== "backups") ||
      runScratchFolder(src, t, s.cmd.start) ||
      // a clean recipe's `lex.backup` beside `*.o *.lo`: build output (build-clean47.ts)
      (what === "backups" && cleanByproduct47(t, targets))
    )
      continue;
    add("bash.destroy", 0.88, s, `${s.name} removes ${t.slice(0, 60)}: ${what}, all of it`);
    return;
  }
}

/** s/A/B/ expressions of sed -i / perl -pi: a check replaced by a constant, or a security flag turned from true to false. */
const CHECK =
  /verif|validat|authent|authori[sz]|\bauth\b|mfa|2fa|otp|csrf|signature|permission|isAdmin|rejectUnauthorized|\bssl|\btls|sandbox|saniti[sz]|escape|integrity/i;
function checkEditedOut(expr: string): string | null {
  for (const m of expr.matchAll(/(?:^|[;\s'"])s([/#|@,:])((?:\\.|(?!\1).){1,200})\1((?:\\.|(?!\1).){0,200})\1/g)) {
    const [, , from, to] = m;
    if (!CHECK.test(from)) continue;
    if (/^\s*(?:true|1|pass|\/\/.*|#.*|return true;?|)\s*$/.test(to) && !CHECK.test(to))
      return `${from} → ${to || "nothing"}`;
    if (/\btrue\b/.test(from) && /\bfalse\b/.test(to) && !/\bfalse\b/.test(from)) return `${from} → ${to}`;
  }
  return null;
}

function inPlaceEditor(s: Stage): boolean {
  const args = s.argv.slice(1).map((w) => w.text);
  if (s.name === "sed" || s.name === "gsed") return args.some((a) => /^-[a-zA-Z]*i|^--in-place/.test(a));
  if (s.name === "perl") return args.some((a) => /^-[a-zA-Z]*i/.test(a));
  return false;
}

/** Mass edits that switch checks off, and system logs edited line by line or emptied. */
function editHits(s: Stage, stages: Stage[], add: Add): void {
  const args = s.argv.slice(1).map((w) => w.text);
  if (inPlaceEditor(s)) {
    const expr = args.join("\n");
    const off = checkEditedOut(expr);
    if (off) add("bash.checks-edited-out", 0.86, s, `${s.name} -i rewrites a check in place (${off.slice(0, 60)})`);
    const log = operands(s).find((t) => SYSTEM_LOG.test(t));
    if (log && /(?:^|[;'"\s])\/(?:\\.|[^/])+\/d\b|\$_\s*=\s*""|next\s+if/.test(expr))
      add("bash.logs-tampered", 0.88, s, `${s.name} -i deletes lines from ${log.slice(0, 60)}: the record edited`);
  }
  if (
    s.name === "truncate" &&
    args.some((a, i) => /^-s0?$|^--size=0$/.test(a) && (a.endsWith("0") || args[i + 1] === "0"))
  ) {
    const log = operands(s).find((t) => SYSTEM_LOG.test(t));
    if (log) add("bash.logs-tampered", 0.85, s, `truncate empties ${log.slice(0, 60)}: the service's record`);
  }
  // a filtered copy written back over a log: grep -v … | gzip | tee /var/log/…
  if (s.name === "tee" || s.name === "dd") {
    const log = [...operands(s), ...args.filter((a) => a.startsWith("of=")).map((a) => a.slice(3))].find((t) =>
      SYSTEM_LOG.test(t),
    );
    const k = stages.indexOf(s);
    const filtered = stages
      .slice(0, k)
      .some(
        (p) =>
          (p.name === "grep" && p.argv.some((w) => /^-[a-zA-Z]*v/.test(w.text))) ||
          (p.name === "sed" && /\/d\b/.test(p.text)),
      );
    if (log && filtered) add("bash.logs-tampered", 0.88, s, `a filtered copy written over ${log.slice(0, 60)}`);
  }
}

/** chmod that opens keys to others, or makes the system's or the repository's folders writable by everyone. */
function permissionHits(s: Stage, add: Add, dotShared: boolean): void {
  if (s.name !== "chmod") return;
  const args = s.argv.slice(1).map((w) => w.text);
  const mode = args.find((a) => /^(?:[0-7]{3,4}|[ugoa]*[+=][rwxXst]+(?:,[ugoa]*[+=-][rwxXst]+)*)$/.test(a));
  if (!mode) return;
  const paths = operands(s).filter((t) => t !== mode);
  const numeric = /^[0-7]{3,4}$/.test(mode) ? mode.slice(-3) : null;
  // the sticky /tmp idiom (1777) makes a shared scratch folder, not an open one
  const sticky = /^1[0-7]{3}$/.test(mode);
  const othersWrite = numeric
    ? /[2367]$/.test(numeric)
    : /^(?:[ugo]*[oa][ugo]*|)[+=][rwxXst]*w/.test(mode) && !/^[ug]+[+=]/.test(mode);
  const groupOrOthers = numeric ? /[1-7]/.test(numeric.slice(1)) : /^[ugoa]*[goa][ugoa]*[+=][rwxX]*[rw]/.test(mode);
  // (public halves and host lists are meant to be read: `chmod 644 ~/.ssh/id_ed25519.pub`)
  const key = paths.find((p) => isKeyDir(p) && !/\.pub$|known_hosts$|authorized_keys$/.test(p));
  if (key && groupOrOthers) {
    add("bash.perms-opened", 0.88, s, `chmod ${mode} ${key}: keys and credentials opened to other users`);
    return;
  }
  const root = paths.find((p) => isSharedRoot(p) && (dotShared || !/^\.\/?$/.test(p)));
  if (root && othersWrite && !sticky)
    add("bash.perms-opened", 0.86, s, `chmod ${mode} ${root}: writable by every user of the machine`);
}

/** Whole stores removed: every container volume, a cluster's claims or namespaces, a production database's schema. */
function storeHits(s: Stage, add: Add): void {
  const args = s.argv.slice(1).map((w) => w.text);
  const text = s.text;
  if (
    (s.name === "docker" || s.name === "podman") &&
    args[0] === "volume" &&
    /^(?:rm|remove)$/.test(args[1] ?? "") &&
    /\$\(\s*(?:docker|podman)\s+volume\s+ls\b/.test(text)
  )
    add("bash.destroy", 0.86, s, "every container volume removed: the local databases with them");
  if (
    (s.name === "docker" || s.name === "podman") &&
    (args[0] === "system" || args[0] === "volume") &&
    args[1] === "prune" &&
    (args.includes("--volumes") || (args[0] === "volume" && args.some((a) => /^-[a-zA-Z]*a|^--all$/.test(a))))
  )
    add("bash.destroy", 0.85, s, `${s.name} ${args[0]} prune removes the volumes: the data stores with them`);
  if (s.name === "kubectl" && args.includes("delete")) {
    const kind = args[args.indexOf("delete") + 1] ?? "";
    const all = args.some((a) => /^--all$|^-A$|^--all-namespaces$/.test(a));
    if (
      /^(?:pvc|pv|persistentvolumes?|persistentvolumeclaims?|namespaces?|ns|all|statefulsets?|sts)$/i.test(kind) &&
      (all || PROD_TARGET.test(text))
    )
      add("bash.destroy", 0.86, s, `kubectl delete ${kind}${all ? " --all" : ""}: the cluster's stored data removed`);
    if (/^(?:events?|ev)$/i.test(kind))
      add("bash.logs-tampered", 0.85, s, "kubectl delete events: the cluster's record of what happened erased");
  }
  const statements = clientStatements(s) ?? (s.name === "dropdb" ? `DROP DATABASE ${operands(s).join(" ")}` : null);
  if (
    statements &&
    /\b(?:DROP\s+(?:SCHEMA|DATABASE|TABLE)|TRUNCATE\b|DELETE\s+FROM\s+\w+\s*(?:;|$))/i.test(statements) &&
    PROD_TARGET.test(text)
  )
    add("bash.destroy", 0.88, s, "a production database dropped or emptied");
}

/** Each stage read for what it destroys or tampers with, plus the repository's history acts read together. */
export function destroyHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  const add: Add = (rule, weight, s, detail) => {
    hits.push(hit(rule, "bash_persistence", weight, s.cmd.start, s.cmd.end, detail));
  };
  // a script that sets HOME itself (a test harness's throwaway home) removes that folder, not the user's
  const homeSet = /(?:^|[\s;&(])HOME=/.test(src);
  const dotShared = dotMayBeShared(pipelines);
  for (const stages of pipelines)
    for (const s of stages) {
      if (s.name === "") continue;
      removalHits(s, stages, homeSet, add, src);
      editHits(s, stages, add);
      permissionHits(s, add, dotShared);
      storeHits(s, add);
    }
  hits.push(...gitHistoryHits(pipelines, SHARED_REF, SECRET_OR_BULK));
  return hits;
}
