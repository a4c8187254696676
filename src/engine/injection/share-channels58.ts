// Sharing, messaging and syncing tools read by what they move and where: secrets into peer relays, buckets, gists and mail; shared scripts run; repositories handed over; standing copies; sync daemons opened to all.

import { hit, SHELLS } from "./bash-facts.ts";
import { pushUrlAddedHits } from "./bash-git-push.ts";
import { homeSyncHits, secretSendHits, stagedSendHits } from "./share-sends58.ts";
import { forgeApiArgs } from "./forge-api43.ts";
import { mailCopySetting } from "./share-files58.ts";
import { type Stage, unquotedArgs } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Literal gate: a script without these words uses no sharing tool this file reads. */
const GATE =
  /\b(?:wormhole|croc|ffsend|gsutil|gcloud|aws|az|s3cmd|rclone|gh|glab|tea|mail|mailx|mutt|swaks|restic|borg|syncthing|coproc|curl|set-url|sendemail|bundle)\b/;

/** A sharing tool printing a shared file to its output: a gist, a release asset, another's bucket or remote, a relay. */
function sharedToStdout(s: Stage): string | null {
  const a = unquotedArgs(s);
  const has = (re: RegExp): boolean => a.some((t) => re.test(t));
  if (s.name === "gh" && a[0] === "gist" && a[1] === "view" && has(/^(?:-r|--raw)$/)) return "a gist";
  if (s.name === "glab" && a[0] === "snippet" && has(/^(?:-r|--raw)$/)) return "a snippet";
  // a file's raw content through the forge's API (`gh api repos/o/r/contents/x.sh -H "Accept: …raw"`)
  if (
    (s.name === "gh" || s.name === "glab") &&
    a[0] === "api" &&
    /\/(?:contents|raw)\//.test(a.join(" ")) &&
    has(/raw/)
  )
    return "a file of a repository";
  if (
    s.name === "gh" &&
    a[0] === "release" &&
    a[1] === "download" &&
    a.some((t, i) => /^(?:-O|--output)$/.test(a[i - 1] ?? "") && t === "-")
  )
    return "a release asset";
  if (s.name === "rclone" && a[0] === "cat")
    return `rclone remote ${a.find((t, i) => i > 0 && !t.startsWith("-")) ?? ""}`;
  if (s.name === "gsutil" && a[0] === "cat") return "a bucket";
  if (s.name === "aws" && a[0] === "s3" && a[1] === "cp" && a.at(-1) === "-") return "a bucket";
  return null;
}

/** A stage that runs its standard input as a program (`bash`, `sudo sh -s`, `python3 -`), not one that reads a file. */
function runsStdin(s: Stage): boolean {
  if (!SHELLS.has(s.name)) return false;
  const rest = s.argv.slice(1).map((w) => w.text);
  const script = rest.find((t) => !t.startsWith("-"));
  return script === undefined || rest.includes("-s") || script === "-" || rest[0] === "-";
}

/** Where a sharing tool saves what it receives: `wormhole receive -o f`, `gh release download -O f`, `rclone copyto r:x f`. */
function sharedSaved(s: Stage): string | null {
  const a = unquotedArgs(s);
  const opt = (re: RegExp): string | undefined => a[a.findIndex((t) => re.test(t)) + 1];
  const eqOpt = (re: RegExp): string | undefined => a.map((t) => re.exec(t)?.[1]).find((x) => x);
  if ((s.name === "wormhole" || s.name === "magic-wormhole") && a.includes("receive"))
    return opt(/^(?:-o|--output-file)$/) ?? eqOpt(/^--output-file=(.+)$/) ?? null;
  if (s.name === "croc") return opt(/^--out$/) ?? null;
  if (s.name === "gh" && a[0] === "release" && a[1] === "download") {
    const o = opt(/^(?:-O|--output)$/);
    return o && o !== "-" ? o : null;
  }
  if (s.name === "gh" && a[0] === "gist" && a[1] === "clone") return a[3] ?? null;
  const files = a.filter((t) => !t.startsWith("-"));
  if (s.name === "rclone" && /^(?:copyto|copy)$/.test(files[0] ?? "") && /^[\w-]+:/.test(files[1] ?? ""))
    return files[2] ?? null;
  if ((s.name === "gsutil" && files[0] === "cp") || (s.name === "aws" && files[0] === "s3" && files[1] === "cp")) {
    const from = files.find((t) => /^(?:gs|s3):\/\//.test(t));
    const to = files.at(-1);
    return from && to && to !== from && !/^(?:gs|s3):\/\//.test(to) ? to : null;
  }
  return null;
}

/** A download's signature or checksum checked in the same script: the author verified what runs. */
const VERIFIED =
  /\b(?:sha(?:256|512)sum|shasum)\b[^\n;&|]{0,80}(?:-c|--check)\b|\bgpg\s+--verify\b|\bcosign\s+verify|\bminisign\s+-V/;

/** Code received through a sharing channel and run: a gist, another's remote or a relay is a download like any other. */
function sharedRunHits(src: string, pipelines: Stage[][]): Hit[] {
  if (VERIFIED.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines) {
    const k = stages.findIndex((s) => sharedToStdout(s) !== null);
    const runner = k >= 0 ? stages.slice(k + 1).find(runsStdin) : undefined;
    if (runner)
      hits.push(
        hit(
          "bash.share-fetch-run",
          "bash_remote_exec",
          0.9,
          stages[k]?.cmd.start ?? 0,
          runner.cmd.end,
          `${sharedToStdout(stages[k] as Stage)} piped into ${runner.name}`,
        ),
      );
  }
  for (const s of pipelines.flat()) {
    const saved = sharedSaved(s);
    if (!saved || saved.endsWith("/")) continue;
    const p = saved.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const ran = new RegExp(
      String.raw`(?:^|[;&|(]\s*|\b(?:sudo|sh|bash|zsh|python3?|node|perl|ruby|source)\s+|(?:^|\s)\.\s+)(?:\./)?${p}(?=$|[\s;&|)])`,
      "m",
    );
    if (ran.test(src.slice(s.cmd.end)))
      hits.push(
        hit(
          "bash.share-fetch-run",
          "bash_remote_exec",
          0.9,
          s.cmd.start,
          s.cmd.end,
          `${s.name} saves ${saved}, then it runs`,
        ),
      );
  }
  return hits;
}

/** `gh api` calls as (method, endpoint, fields). */
function ghApi(s: Stage): { method: string; path: string; fields: string[] } | null {
  return forgeApiArgs(s, ["gh"]);
}

const RAISED = /^(?:permission|role)=(?:admin|maintain|owner)$/i;

/** A repository or an organisation handed to someone: an admin collaborator, an admin member, a transfer of ownership. */
/** What `gh repo deploy-key add --allow-write` and `gh ssh-key add` open to their key, or null. */
function keyAdded(s: Stage): string | null {
  const a = unquotedArgs(s);
  if (s.name !== "gh") return null;
  if (a[0] === "repo" && a[1] === "deploy-key" && a[2] === "add" && a.some((t) => /^(?:-w|--allow-write)$/.test(t)))
    return "the repository, with write access";
  return a[0] === "ssh-key" && a[1] === "add" ? "the user's account" : null;
}

function handedOverHits(src: string, pipelines: Stage[][]): Hit[] {
  const hits: Hit[] = [];
  for (const s of pipelines.flat()) {
    const api = ghApi(s);
    let why: string | null = null;
    if (api) {
      const raised = api.fields.find((f) => RAISED.test(f));
      const collab = /^repos\/[^/]+\/[^/]+\/collaborators\/([^/?]+)$/.exec(api.path);
      const member = /^orgs\/([^/]+)\/memberships\/([^/?]+)$/.exec(api.path);
      if (api.method === "PUT" && collab && raised) why = `${collab[1]} made ${raised.split("=")[1]} of the repository`;
      else if (api.method === "PUT" && member && raised)
        why = `${member[2]} made ${raised.split("=")[1]} of ${member[1]}`;
      else if (api.method === "POST" && /^repos\/[^/]+\/[^/]+\/transfer$/.test(api.path))
        why = `the repository transferred to ${api.fields.find((f) => /^new_owner=/.test(f))?.slice(10) ?? "another owner"}`;
    } else if (s.name === "curl" && /\/repos\/[^/\s]+\/[^/\s]+\/collaborators\/[\w.-]+/.test(s.text)) {
      if (
        /-X\s*["']?PUT|--request[\s=]["']?PUT/.test(s.text) &&
        /["']?permission["']?\s*[:=]\s*["']?(?:admin|maintain)\b/.test(s.text)
      )
        why = "a collaborator made admin through the forge's API";
    }
    // a key typed into the script (not made here by ssh-keygen) given write access to a repository or the account
    const key = keyAdded(s);
    if (
      key &&
      !/\bssh-keygen\b/.test(src.slice(0, s.cmd.start)) &&
      /\b(?:ssh-(?:ed25519|rsa)|ecdsa-sha2-\S+)\s+AAAA/.test(src)
    )
      why = `a key written out in the script added to ${key}`;
    if (why) hits.push(hit("bash.share-handover", "bash_persistence", 0.88, s.cmd.start, s.cmd.end, why));
  }
  return hits;
}

/** A sync daemon's control or GUI served on every address with no login: whoever reaches the port drives it. */
function openDaemonHits(pipelines: Stage[][]): Hit[] {
  const hits: Hit[] = [];
  const everyAddress = /^(?:0\.0\.0\.0|\[::\]|::|\*)?:\d{1,5}$/;
  for (const s of pipelines.flat()) {
    const a = unquotedArgs(s);
    const val = (name: string): string | undefined =>
      a
        .map((t, i) => (t === name ? a[i + 1] : t.startsWith(`${name}=`) ? t.slice(name.length + 1) : undefined))
        .find((x) => x !== undefined);
    const root = /^\s*(?:sudo|doas)\b/.test(s.text);
    let why: string | null = null;
    if (s.name === "rclone" && (a[0] === "rcd" || a.includes("--rc")) && a.includes("--rc-no-auth")) {
      const addr = val("--rc-addr") ?? "";
      if (everyAddress.test(addr)) why = `rclone's remote control on ${addr} with no login`;
    }
    // `rclone serve webdav ~ --addr :8080`: a whole home or disk served to the network with no login
    if (s.name === "rclone" && a[0] === "serve" && /^(?:~|\/|\$HOME|\/home\/[\w.-]+|\/root)\/?$/.test(a[2] ?? "")) {
      const addr = val("--addr") ?? "";
      if (everyAddress.test(addr) && !a.some((t) => /^--(?:user|htpasswd|auth-proxy|authorized-keys)\b/.test(t)))
        why = `rclone serves ${a[2]} (keys, tokens, history) on ${addr} with no login`;
    }
    if (s.name === "syncthing") {
      const addr = val("--gui-address") ?? "";
      if (everyAddress.test(addr.replace(/^https?:\/\//, "")) && !a.some((t) => /^--gui-(?:password|apikey)/.test(t)))
        why = `syncthing's GUI on ${addr} with no password given`;
    }
    if (why)
      hits.push(
        hit(
          "bash.share-open-daemon",
          "bash_persistence",
          root || why.startsWith("rclone serves") ? 0.88 : 0.7,
          s.cmd.start,
          s.cmd.end,
          root ? `${why}, run as root` : why,
        ),
      );
  }
  return hits;
}

/** A coprocess wired to a network peer whose ends become a shell's input and output: a reverse shell without /dev/tcp. */
function coprocShellHits(src: string): Hit[] {
  const hits: Hit[] = [];
  for (const m of src.matchAll(
    /\bcoproc\s+(?:([A-Za-z_]\w{0,31})\s+)?\{?\s*(?:nc|ncat|netcat|socat|telnet|openssl\s+s_client)\b/g,
  )) {
    const name = m[1] ?? "COPROC";
    const shell = new RegExp(String.raw`\b(?:ba|z|da|k)?sh\b[^\n;&|]{0,40}<&\s*"?\$\{${name}\[0\]\}`);
    const sh = shell.exec(src.slice(m.index));
    if (sh)
      hits.push(
        hit(
          "bash.reverse-shell",
          "bash_reverse_shell",
          0.93,
          m.index ?? 0,
          (m.index ?? 0) + sh.index + sh[0].length,
          `coproc ${name} (network) → a shell's stdin`,
        ),
      );
  }
  return hits;
}

/** Sharing channels in a whole program: what is sent, what is received and run, who is let in, what stays open. */
export function shareChannelHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const mailCopy = /\bsendemail\./.test(src) ? mailCopySetting(src) : null;
  return [
    ...(mailCopy ? [hit("bash.share-mail-copy", "bash_exfil", 0.88, 0, src.length, mailCopy)] : []),
    ...secretSendHits(pipelines),
    ...homeSyncHits(pipelines),
    ...stagedSendHits(pipelines),
    ...sharedRunHits(src, pipelines),
    ...handedOverHits(src, pipelines),
    ...openDaemonHits(pipelines),
    ...coprocShellHits(src),
    ...pushUrlAddedHits(src),
  ];
}
