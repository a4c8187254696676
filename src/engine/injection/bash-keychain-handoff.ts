// One named keychain item handed to the tool that logs in with it, not printed, written or sent (round 28, bashfp28).

import { parseShell } from "./shell-parse.ts";
import { stagesOf, type Stage } from "./shell-words.ts";

/**
 * Commands that would print, store, send or run what they are given: a secret reaching one of them is out of the tool's
 * hands (network clients, printers, clipboards, file writers, encoders, shells and interpreters that may run inline code).
 */
const LEAKS = new Set([
  ...["curl", "wget", "nc", "ncat", "netcat", "socat", "telnet", "ssh", "scp", "rsync", "sftp", "ftp", "http", "https"],
  ...["xh", "httpie", "mail", "mailx", "sendmail", "dig", "nslookup", "host", "ping"],
  ...["echo", "printf", "print", "cat", "tee", "dd", "cp", "mv", "install", "logger", "wall", "write"],
  ...["pbcopy", "xclip", "xsel", "wl-copy", "clip", "clip.exe", "base64", "xxd", "od", "hexdump", "gpg", "openssl"],
  ...["sh", "bash", "zsh", "dash", "ksh", "fish", "eval", "exec", "source", ".", "env", "xargs", "osascript"],
  ...["python", "python2", "python3", "perl", "ruby", "node", "deno", "bun", "php", "pwsh", "powershell", "lua"],
  ...["git", "gh", "jq", "sed", "awk", "tr", "export", "set", "declare", "typeset", "local", "readonly"],
]);
/** CLIs that read their token from the environment they are started with (`GH_TOKEN=$(…) gh release create …`). */
const ENV_LOGINS = new Set(["gh", "git", "glab"]);
/** Commands that only define a variable (`export X=…`, `local X=…`): its uses decide. */
const DEFINERS = /^(?:|export|local|declare|typeset|readonly)$/;

/** A login that reads its password from stdin (`docker login --password-stdin`, `gh auth login --with-token`). */
function stdinLogin(s: Stage): boolean {
  const args = s.argv.map((w) => w.text);
  return (
    args.some((a) => /^--(?:password|token)-stdin$/.test(a)) ||
    (s.name === "gh" && args[1] === "auth" && args[2] === "login" && args.includes("--with-token"))
  );
}

/** `echo "$PW" | docker login … --password-stdin`: the echo prints only into the login. */
function echoedIntoLogin(s: Stage, pipelines: Stage[][]): boolean {
  if (s.name !== "echo" && s.name !== "printf") return false;
  const pipe = pipelines.find((p) => p.includes(s)) ?? [];
  return pipe.length === 2 && pipe[0] === s && pipe[1] !== undefined && stdinLogin(pipe[1]);
}

/** Past this many keychain reads in one script, or uses of one variable, the hit keeps its weight (linear on any text). */
const MAX_READS = 16;
const MAX_USES = 32;
let memo: { src: string; pipelines: Stage[][]; stages: Stage[] } | null = null;

/** The script's pipelines, parsed once for all its keychain reads; null when it holds more than MAX_READS of them. */
function parsedOnce(src: string): { pipelines: Stage[][]; stages: Stage[] } | null {
  if (memo?.src !== src) {
    const reads = src.match(/\bfind-(?:generic|internet)-password\b/g)?.length ?? 0;
    const pipelines = reads > MAX_READS ? [] : stagesOf(parseShell(src).commands, src);
    memo = { src, pipelines, stages: pipelines.flat() };
  }
  return memo.pipelines.length === 0 ? null : memo;
}

const within = (s: Stage, at: number): boolean => s.cmd.start <= at && at < s.cmd.end;

/**
 * Why `security find-generic-password -s ITEM -w` (or find-internet-password) only hands one item to its tool, or null:
 * piped into a stdin login, held in the environment of the one command it prefixes (`TWINE_PASSWORD=$(…) twine upload`),
 * passed as an argument (`xcrun notarytool … --password "$(…)"`), or kept in a variable whose every use is such a
 * handoff (an exported variable the release CLI reads, `echo "$PW" | docker login --password-stdin`). The twins keep
 * their weight: the keychain dumped, no item named, the password printed, written to a file, copied to the clipboard,
 * or reaching a network client, an encoder or a shell anywhere in the script.
 */
export function keychainHandoff(s: Stage, src: string): string | null {
  const args = s.argv.map((w) => w.text);
  if (s.name !== "security" || !/^find-(?:generic|internet)-password$/.test(args[1] ?? "")) return null;
  if (!args.some((a) => a === "-s" || a === "-l") || args.some((a) => /^-[a-zA-Z]*g/.test(a))) return null;
  if (s.cmd.redirects.some((r) => r.op.includes(">") && r.target.text !== "/dev/null")) return null;
  const parsed = parsedOnce(src);
  if (parsed === null) return null;
  const { pipelines, stages } = parsed;
  const own = pipelines.find((p) => p.some((x) => x.cmd.start === s.cmd.start && x.cmd.end === s.cmd.end));
  if (!own) return null;
  const HANDED = "one named keychain item handed to the tool that logs in with it";
  if (s.cmd.depth === 0) return own.length === 2 && own[1] && stdinLogin(own[1]) ? HANDED : null;
  if (own.length !== 1) return null;
  // the command whose word holds this `$(…)`: the innermost one a level up that spans it
  const holder = stages
    .filter((x) => x.cmd.depth === s.cmd.depth - 1 && x.cmd.start <= s.cmd.start && s.cmd.end <= x.cmd.end)
    .sort((a, b) => a.cmd.end - a.cmd.start - (b.cmd.end - b.cmd.start))[0];
  const word = holder?.cmd.words.find((w) => w.start <= s.cmd.start && s.cmd.end <= w.end);
  if (!holder || !word) return null;
  const assigned = /^([A-Za-z_]\w{0,63})=/.exec(word.text)?.[1];
  const prefix = assigned !== undefined && (holder.argv.length === 0 || word.end <= (holder.argv[0]?.start ?? 0));
  if (!assigned || (!prefix && !DEFINERS.test(holder.name)))
    return !LEAKS.has(holder.name) || echoedIntoLogin(holder, pipelines) ? HANDED : null;
  if (prefix && holder.argv.length > 0) return !LEAKS.has(holder.name) || ENV_LOGINS.has(holder.name) ? HANDED : null;
  // a variable: every `$NAME` / `${NAME…}` must land in a tool's argument or an echo piped into a stdin login
  const use = new RegExp(String.raw`\$\{?${assigned}(?![\w])`, "g");
  const uses = [...src.matchAll(use)];
  if (uses.length > MAX_USES) return null;
  for (const m of uses) {
    const at = m.index;
    const user = stages
      .filter((x) => within(x, at))
      .sort((a, b) => a.cmd.end - a.cmd.start - (b.cmd.end - b.cmd.start))[0];
    if (!user) return null;
    if (!echoedIntoLogin(user, pipelines) && (LEAKS.has(user.name) || DEFINERS.test(user.name))) return null;
  }
  return HANDED;
}
