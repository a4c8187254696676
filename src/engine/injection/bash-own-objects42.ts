// What a script makes for itself before it acts on it: a hooks folder it fills with hooks it shows, a folder that lives only in its run, a data file it wrote from text it shows.

import { readsSecretsOnce, SENSITIVE_PATH } from "./bash-facts.ts";
import { CARRIES_NETWORK } from "./bash-persist-net.ts";
import { outputMayHoldSecret } from "./bash-own-output43.ts";
import { parseShell } from "./shell-parse.ts";
import { type Stage, stagesOf } from "./shell-words.ts";

let memo: { src: string; stages: Stage[] } | null = null;

/** The script's commands in source order, parsed once per script for every question below. */
function stagesIn(src: string): Stage[] {
  if (memo?.src !== src) memo = { src, stages: stagesOf(parseShell(src).commands, src).flat() };
  return memo.stages;
}

/** A path word without its quotes and trailing slashes. */
const bare = (w: string): string => w.replace(/^["']|["']$/g, "").replace(/(?<=.)\/+$/, "");
const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Tools that fill a path with text the script does not show: copies, links, downloads, archives, tee, a clone. */
const UNSEEN_FILL = /^(?:cp|mv|install|ln|rsync|curl|wget|tee|dd|tar|unzip|scp|sponge)$/;
const fillsUnseen = (s: Stage): boolean =>
  UNSEEN_FILL.test(s.name) || (s.name === "git" && s.argv[1]?.text === "clone");
/**
 * What a shown text must not hold to count as the script's own data: a secret's name or path (or the output of a command
 * that reads one: `outputMayHoldSecret`).
 */
const SECRET_NAME = /token|secret|passw(?:or)?d|api_?key|access_?key|private_?key|credential/i;

/**
 * The texts the script writes into the paths `hit` accepts (heredocs into `cat`, `echo`/`printf` words), or null when
 * any write there has content the script does not show (a copy, a download, a command's output redirected).
 */
function shownWrites(stages: Stage[], hit: (path: string) => boolean): string[] | null {
  const shown: string[] = [];
  for (const s of stages) {
    for (const r of s.cmd.redirects) {
      if (!/^>>?\|?$/.test(r.op) || !hit(bare(r.target.text))) continue;
      if (s.name === "cat" && s.cmd.stdin.length > 0) shown.push(s.cmd.stdin.map((w) => w.text).join("\n"));
      else if (s.name === "echo" || s.name === "printf") shown.push(s.argv.map((w) => w.text).join(" "));
      else return null;
    }
    if (fillsUnseen(s) && s.argv.slice(1).some((w) => hit(bare(w.text)))) return null;
  }
  return shown;
}

/**
 * `git config core.hooksPath DIR` where the script made DIR (`mkdir`) and wrote every hook in it from text it shows,
 * none of which reaches the network or a secret: a tool's install script putting its own hooks in place (round 42,
 * realfp42: a sandbox's pre-push hook that refuses direct pushes). A folder the script did not make, or fills by a copy
 * or a download, is code the commit runs from somewhere the script does not show.
 */
export function ownHooksFolder(src: string, dir: string): boolean {
  const d = bare(dir);
  if (!/^[/~$]/.test(d) || /^(?:\/|~|\$HOME|\/tmp|\/var\/tmp|\/dev\/shm)$/.test(d)) return false;
  const stages = stagesIn(src);
  if (!stages.some((s) => s.name === "mkdir" && s.argv.slice(1).some((w) => bare(w.text) === d))) return false;
  const hooks = shownWrites(stages, (p) => p === d || p.startsWith(`${d}/`));
  return (
    hooks !== null &&
    hooks.length > 0 &&
    hooks.every((h) => !CARRIES_NETWORK.test(h.toLowerCase()) && !SENSITIVE_PATH.test(h))
  );
}

/** Key folders and the roots: never a scratch folder, whatever the script did before. */
const NEVER_SCRATCH =
  /^(?:~|\$\{?HOME\}?)\/\.(?:ssh|gnupg|aws|azure|kube|docker|password-store|config)(?:\/|$)|^(?:\/|~|\$\{?HOME\}?|\.)$/;

/**
 * `rm -r DIR` on a folder that lives only in the script's run: the script makes it new with `mkdir` and removes it
 * afterwards (crm_report's `$HOME/$label` tested absent, made, packed and removed; cvs.sh's `rm -rf po.backup; mkdir
 * po.backup; …; rm -rf po.backup`). New means the script tested that it did not exist before making it or, inside the
 * working folder, made it with a plain `mkdir` (which fails on a folder already there) or after removing a previous
 * run's copy. `mkdir -p ~/Documents; rm -rf ~/Documents` removes what was there and stays a removal of the user's files.
 * Read on the script's text, not its words: a folder named with a command's output (`$HOME/CTS-`date +%F``) is one
 * word to the shell and the same text at each place the script names it.
 */
export function runScratchFolder(src: string, target: string, start: number): boolean {
  const t = bare(target);
  if (t === "" || /[*?]/.test(t) || NEVER_SCRATCH.test(t)) return false;
  // (the removal's line from the script: a word cut at a backquote by the tokenizer is read whole there)
  const removal = src.slice(start, start + 1000);
  const at = removal.indexOf(t);
  if (at < 0) return false;
  const raw = bare(
    (removal.slice(at).split("\n")[0] as string).split(/\s+(?:&&|\|\||;|[12]?>)|;\s*$/)[0]?.trimEnd() ?? "",
  );
  if (raw.length > 400) return false;
  const word = `["']?${escaped(raw)}["']?(?![\\w./-])`;
  const mkdir = new RegExp(`\\bmkdir((?:\\s+-[a-zA-Z-]+)*)\\s+${word}`).exec(src);
  if (mkdir === null) return false;
  const rms = [...src.matchAll(new RegExp(`\\brm\\s+(?:-[a-zA-Z-]+\\s+)*${word}`, "g"))].map((m) => m.index);
  if (!rms.some((i) => i > mkdir.index)) return false;
  const before = src.slice(0, mkdir.index);
  // (`[ -e DIR ] && exit`, `if [ -d DIR ]; then fatal …`: a test that stops the run when the folder is there; `[ -d DIR ]
  // || mkdir DIR` makes it only when missing and keeps what was in it)
  for (const m of before.matchAll(new RegExp(`(?:^|\\s)-[ed]\\s+${word}\\s*\\]{0,2}\\s*(?:;\\s*then\\b|&&)`, "g"))) {
    const branch = before.slice(m.index + m[0].length, m.index + m[0].length + 200).split(/\b(?:fi|else|elif)\b/)[0];
    if (/\b(?:exit|die|fatal|abort|error|return)\b/.test(branch ?? "")) return true;
  }
  const inWorkFolder = !/^[/~$]/.test(raw) && !raw.startsWith("..");
  const plain = !/-[a-zA-Z]*p|--parents/.test(mkdir[1] ?? "");
  return inWorkFolder && (plain || rms.some((i) => i < mkdir.index));
}

/**
 * The paths of a stage that read as secrets (`.env`, a config with a secret's name) but that the script itself wrote,
 * every time, from text it shows holding no secret's name, path or command output: its own settings file, sent to the
 * next host as data (round 42, realfp42: a cluster report tool's `.env` of labels and log times piped to its collector
 * over ssh). Empty when any such path is filled from elsewhere.
 */
export function ownDataPaths(s: Stage, src: string): Set<string> {
  const own = new Set<string>();
  const candidates = s.argv.slice(1).filter((w) => SENSITIVE_PATH.test(w.text));
  if (candidates.length === 0) return own;
  const stages = stagesIn(src);
  for (const w of candidates) {
    const p = bare(w.text);
    const texts = shownWrites(
      stages.filter((x) => x !== s),
      (q) => q === p,
    );
    if (
      texts !== null &&
      texts.length > 0 &&
      texts.every((x) => !SECRET_NAME.test(x) && !SENSITIVE_PATH.test(x) && !outputMayHoldSecret(x, src))
    )
      own.add(w.text);
  }
  return own;
}

/** Whether a stage that reads secrets still reads one once the script's own data files are set aside. */
export function readsSecretsBeyondOwn(s: Stage, src: string): boolean {
  const own = ownDataPaths(s, src);
  if (own.size === 0) return true;
  let text = s.text;
  for (const w of own) text = text.split(w).join("");
  return readsSecretsOnce({ ...s, argv: s.argv.filter((w) => !own.has(w.text)), text });
}

/** Variables whose value runs code or reroutes what runs: never a plain setting, whatever the value. */
const CODE_VARS =
  /^(?:LD_\w+|DYLD_\w+|PATH|PROMPT_COMMAND|BASH_ENV|ENV|PS[0-4]|PYTHON(?:PATH|STARTUP)|NODE_OPTIONS|PERL5OPT|RUBYOPT|JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|GIT_\w+|SSH_\w+|HISTFILE|HISTCONTROL)$/;
/** A value that runs a command, chains one, or names an outside address (a loopback or socket path is the machine's own). */
const ACTIVE_VALUE = /\$\(|`|[;|&<>]|:\/\/(?!(?:localhost|127\.0\.0\.1|\[::1\])(?:[:/"'\s]|$))/;

/**
 * A start-up drop-in written whole (`cat > /etc/profile.d/tool.sh <<'EOF'`) whose shown lines only set variables (`export
 * NAME="value"`, comments): a tool's environment for every shell, with no command, no code-loading variable (PATH,
 * LD_PRELOAD, PROMPT_COMMAND …) and no outside address (round 42, realfp42: a sandbox's proxy settings, its own
 * variables). `export HTTPS_PROXY=http://203.0.113.9:3128` or a `curl … | sh` line stays a persisted command.
 */
export function settingsOnlyStartup(s: Stage, path: string, appends: boolean): boolean {
  // (a drop-in of its own in a `.d` folder: writing a user's whole ~/.bashrc replaces what they had)
  if (appends || !/\.d\/[^/]+$/.test(path) || s.name !== "cat" || s.cmd.stdin.length === 0) return false;
  const lines = s.cmd.stdin
    .map((w) => w.text)
    .join("\n")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
  return (
    lines.length > 0 &&
    lines.every((l) => {
      const m = /^(?:export\s+)?([A-Za-z_]\w*)=(.*)$/.exec(l);
      return m !== null && !CODE_VARS.test(m[1] as string) && !ACTIVE_VALUE.test(m[2] as string);
    })
  );
}
