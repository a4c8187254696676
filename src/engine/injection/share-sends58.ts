// Secrets handed to a sharing channel (peer relays, buckets, gists, issues, mail) and a whole home synced to a remote.

import { hit, readsSecrets, SENSITIVE_PATH } from "./bash-facts.ts";
import { ownBucket47 } from "./cloud-grants47.ts";
import { type Stage, unquotedArgs } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Project secrets a path names beside the home stores SENSITIVE_PATH knows: secret folders, variable files, keys, state. */
const PROJECT_SECRET =
  /(?:^|\/)(?:secrets?|private|credentials)(?:\/|$)|\.tfvars(?:\.json)?$|\.tfstate(?:\.backup)?$|(?:^|\/)wp-config\.php$|(?:^|\/)(?:master|credentials)\.key$|\.(?:pem|p12|pfx|jks|keystore|kdbx)$|(?:^|\/)\.config\/restic\/env[\w.-]*$|(?:^|\/)\.msmtprc$|(?:^|\/)\.config\/rclone\/rclone\.conf$/i;
/** A copy made for others on purpose: encrypted, a sample or a public key. */
const NOT_SECRET =
  /\.(?:age|gpg|asc|enc|pub|example|sample|template|dist)$|\.sops\.[a-z]+$|(?:^|\/)\.env\.(?:example|sample|template)$/i;

function clean(w: string): string {
  return w.replace(/^["']|["']$/g, "");
}

function secretPath(w: string): boolean {
  // (swaks and curl name a file to read as @path)
  const p = clean(w).replace(/^@/, "");
  return !NOT_SECRET.test(p) && (SENSITIVE_PATH.test(` ${p}`) || PROJECT_SECRET.test(p.replace(/\/+$/, "")));
}

/** The channel a sending stage hands its file arguments to, or null: `wormhole send`, `gsutil cp … gs://`, `mail -A`. */
function sendChannel(s: Stage): string | null {
  const a = unquotedArgs(s);
  // a bucket destination is the last bucket URL (option values such as `--acl private` may follow it)
  const last = a.filter((t) => /^(?:gs|s3):\/\//.test(t)).at(-1) ?? "";
  if ((s.name === "wormhole" || s.name === "magic-wormhole") && a.includes("send")) return "wormhole send (peer relay)";
  if (s.name === "croc" && a.includes("send")) return "croc send (peer relay)";
  if (s.name === "ffsend" && a.includes("upload")) return "ffsend upload (share link)";
  if (s.name === "gsutil" && /^(?:cp|mv|rsync)$/.test(a.find((t) => !t.startsWith("-")) ?? "") && /^gs:\/\//.test(last))
    return `gsutil to ${last}`;
  if (s.name === "gcloud" && a[0] === "storage" && /^(?:cp|mv|rsync)$/.test(a[1] ?? "") && /^gs:\/\//.test(last))
    return `gcloud storage to ${last}`;
  if (s.name === "aws" && a[0] === "s3" && /^(?:cp|mv|sync)$/.test(a[1] ?? "") && /^s3:\/\//.test(last))
    return `aws s3 to ${last}`;
  if (s.name === "s3cmd" && /^(?:put|sync)$/.test(a[0] ?? "") && /^s3:\/\//.test(last)) return `s3cmd to ${last}`;
  if (s.name === "az" && a[0] === "storage" && /^upload/.test(a[2] ?? "")) return "az storage upload";
  if (s.name === "gh" && a[0] === "gist" && a[1] === "create") return "a gist";
  if (
    (s.name === "gh" || s.name === "glab" || s.name === "tea") &&
    a[0] === "release" &&
    /^(?:upload|create)$/.test(a[1] ?? "")
  )
    return `${s.name} release assets`;
  if (s.name === "glab" && a[0] === "snippet" && a[1] === "create") return "a snippet";
  if ((s.name === "gh" || s.name === "glab") && /^(?:issue|pr|mr)$/.test(a[0] ?? ""))
    return `${s.name} ${a[0]} ${a[1]}`;
  if (/^(?:mail|mailx|mutt|swaks)$/.test(s.name)) return `${s.name} (mail)`;
  return null;
}

/** The file arguments of a send: bare words and the values of file options (`-A f`, `--attach=f`, `-F f`, `--file f`). */
function sentFiles(s: Stage): string[] {
  const a = s.argv.slice(1).map((w) => w.text);
  const out: string[] = [];
  for (let i = 0; i < a.length; i++) {
    const t = a[i] as string;
    const eq = /^--(?:attach|file|source|body-file|attach-type)=(.+)$/.exec(t);
    if (eq) out.push(eq[1] as string);
    else if (/^(?:-A|-a|--attach|-F|--file|-f|--source|-s|--body-file)$/.test(t) && a[i + 1])
      out.push(a[++i] as string);
    else if (!t.startsWith("-")) out.push(t);
  }
  return out;
}

/** A secret file handed to a sharing channel: whoever holds the relay code, the bucket, the gist or the mailbox has it. */
export function secretSendHits(pipelines: Stage[][]): Hit[] {
  const hits: Hit[] = [];
  for (const s of pipelines.flat()) {
    const channel = sendChannel(s);
    if (!channel) continue;
    const secret = sentFiles(s).find(secretPath);
    // (the team's own bucket, named as the profile the copy runs under: a backup, own-bucket in cloud-grants47.ts)
    const bucket = unquotedArgs(s)
      .filter((t) => /^(?:s3|gs):\/\//.test(t))
      .at(-1);
    if (secret && !(bucket && ownBucket47(s, bucket)))
      hits.push(hit("bash.share-secret", "bash_exfil", 0.92, s.cmd.start, s.cmd.end, `${clean(secret)} → ${channel}`));
  }
  return hits;
}

/** A whole home folder: every key, token store and history file under it. */
const WHOLE_HOME = /^(?:~|\$HOME|\$\{HOME\}|\/home\/[\w.-]{1,32}|\/root|\/Users\/[\w.-]{1,32})\/?$/;

/** A plain copy tool's destination when it is elsewhere: `rclone sync SRC remote:path`, `rsync SRC host:path`. */
function copyDestination(s: Stage): { from: string[]; to: string } | null {
  const a = s.argv
    .slice(1)
    .map((w) => clean(w.text))
    .filter((t) => !t.startsWith("-"));
  // the destination is the last word shaped like one (option values such as `--transfers 8` may follow it)
  const to = a.filter((t) => /^(?:[\w.-]{1,64}@)?[\w.-]{1,253}:|^(?:s3|gs):\/\//.test(t)).at(-1) ?? "";
  const from = a.slice(0, a.lastIndexOf(to));
  if (s.name === "rclone" && /^(?:sync|copy|move|bisync)$/.test(a[0] ?? "") && /^[\w-]{1,64}:/.test(to))
    return { from: from.slice(1), to };
  if ((s.name === "rsync" || s.name === "scp") && /^(?:[\w.-]{1,64}@)?[\w.-]{1,253}:/.test(to) && !/^\w:\\/.test(to))
    return { from, to };
  if (s.name === "aws" && a[0] === "s3" && a[1] === "sync" && /^s3:\/\//.test(to)) return { from: from.slice(2), to };
  if (s.name === "gsutil" && a.includes("rsync") && /^gs:\/\//.test(to))
    return { from: from.slice(from.indexOf("rsync") + 1), to };
  return null;
}

/**
 * The whole home copied to a remote by a plain sync tool: its keys, tokens and history go with it (`rclone sync ~
 * remote:`). An encrypted backup tool (restic, borg) to a repository is a backup, and a project folder is not a home.
 */
export function homeSyncHits(pipelines: Stage[][]): Hit[] {
  const hits: Hit[] = [];
  for (const s of pipelines.flat()) {
    const copy = copyDestination(s);
    if (copy?.from.some((f) => WHOLE_HOME.test(f)) && !s.argv.some((w) => /^(?:--dry-run|-n)$/.test(w.text)))
      hits.push(
        hit(
          "bash.share-secret",
          "bash_exfil",
          0.88,
          s.cmd.start,
          s.cmd.end,
          `the whole home (keys, tokens, history) → ${s.name} to ${copy.to}`,
        ),
      );
  }
  return hits;
}

/** A peer relay or an upload by curl: the channels a staged file is handed to here (buckets and mail: secretSendHits). */
function relayOrUpload(s: Stage): string[] {
  const a = unquotedArgs(s);
  if (/^(?:wormhole|magic-wormhole|croc)$/.test(s.name) && a.includes("send"))
    return a.filter((t) => !t.startsWith("-"));
  if (s.name === "ffsend" && a.includes("upload")) return a.filter((t) => !t.startsWith("-"));
  if (s.name === "curl")
    return a.flatMap((t, i) =>
      /^(?:-T|--upload-file)$/.test(a[i - 1] ?? "")
        ? [t]
        : /^(?:-F|--form|-d|--data(?:-binary)?)$/.test(a[i - 1] ?? "")
          ? [/@([^;\s]+)/.exec(t)?.[1] ?? ""]
          : [],
    );
  return [];
}

/**
 * A file the script fills with secrets or the whole repository (`env > f`, `zip -r f ~/.ssh`, `git bundle create f
 * --all`), then hands to a peer relay, an upload or a sharing channel: the staging step hides what leaves. A source
 * archive uploaded as a release asset is a release.
 */
export function stagedSendHits(pipelines: Stage[][]): Hit[] {
  const staged = new Map<string, string>();
  const hits: Hit[] = [];
  for (const s of pipelines.flat()) {
    const a = unquotedArgs(s);
    const out = s.cmd.redirects.find((r) => r.op === ">" || r.op === ">>")?.target.text;
    if (out && readsSecrets(s)) staged.set(clean(out), `\`${s.name}\` output`);
    if (/^(?:zip|tar|7z)$/.test(s.name) && a.some(secretPath)) {
      const f = a.find((t) => /\.(?:zip|tgz|tar(?:\.\w+)?|7z)$/.test(t));
      if (f) staged.set(f, `an archive of ${a.find(secretPath)}`);
    }
    if (s.name === "git" && a[0] === "bundle" && a[1] === "create" && a[2]) staged.set(a[2], "the whole repository");
    if (s.name === "git" && a[0] === "archive") {
      const o = a[a.findIndex((t) => t === "-o" || t === "--output") + 1] ?? /^--output=(.+)$/.exec(a.join(" "))?.[1];
      if (o && a.some((t) => t === "-o" || t.startsWith("--output"))) staged.set(o, "the whole repository");
    }
    if (staged.size === 0) continue;
    const release = s.name === "gh" && a[0] === "release";
    const given = [...relayOrUpload(s), ...(sendChannel(s) && !release ? sentFiles(s) : [])].map(clean);
    const f = given.find((g) => staged.has(g));
    if (f)
      hits.push(
        hit(
          "bash.share-secret",
          "bash_exfil",
          0.88,
          s.cmd.start,
          s.cmd.end,
          `${staged.get(f)} staged in ${f} → ${s.name}`,
        ),
      );
  }
  return hits;
}
