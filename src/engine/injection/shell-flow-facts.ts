// What the program-level shell analysis knows: shells and interpreters, sinks, its context and state, argument readers, hosts.

import { isNetwork, NET } from "./bash-facts.ts";
import { boundedValue, decodeEscapes, type Assignment } from "./shell-expand.ts";
import { isNameRef } from "./shell-expand-ops.ts";
import type { Word } from "./shell-parse.ts";
import { resolveSubstitutions } from "./shell-static.ts";
import { backquoteDepth, backquotesAsParens } from "./shell-backquote43.ts";
import { base, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

export const SHELL_NAMES = new Set(["sh", "bash", "zsh", "dash", "ksh", "ash", "mksh", "fish", "busybox", "rbash"]);
export const INTERPRETERS: Record<string, { flags: string[]; lang: string }> = {
  python: { flags: ["-c"], lang: "python" },
  python2: { flags: ["-c"], lang: "python" },
  python3: { flags: ["-c"], lang: "python" },
  node: { flags: ["-e", "--eval", "-p", "--print"], lang: "js" },
  nodejs: { flags: ["-e", "--eval", "-p", "--print"], lang: "js" },
  // TypeScript runners take the same -e / -p as node
  tsx: { flags: ["-e", "--eval", "-p", "--print"], lang: "js" },
  "ts-node": { flags: ["-e", "--eval", "-p", "--print"], lang: "js" },
  deno: { flags: ["eval"], lang: "js" },
  bun: { flags: ["-e", "--eval"], lang: "js" },
  perl: { flags: ["-e", "-E"], lang: "perl" },
  ruby: { flags: ["-e"], lang: "ruby" },
  php: { flags: ["-r"], lang: "php" },
  lua: { flags: ["-e"], lang: "lua" },
  osascript: { flags: ["-e"], lang: "applescript" },
  pwsh: { flags: ["-c", "-command", "-Command", "-encodedcommand"], lang: "powershell" },
  powershell: { flags: ["-c", "-command", "-Command", "-encodedcommand"], lang: "powershell" },
  tclsh: { flags: [], lang: "tcl" },
  jrunscript: { flags: ["-e"], lang: "js" },
  julia: { flags: ["-e"], lang: "julia" },
  rscript: { flags: ["-e"], lang: "r" },
  elixir: { flags: ["-e"], lang: "elixir" },
  racket: { flags: ["-e"], lang: "racket" },
  go: { flags: [], lang: "go" },
  java: { flags: [], lang: "java" },
  groovy: { flags: ["-e"], lang: "java" },
  dart: { flags: [], lang: "dart" },
  crystal: { flags: ["eval"], lang: "crystal" },
  v: { flags: [], lang: "v" },
  rustc: { flags: [], lang: "rust" },
  gcc: { flags: [], lang: "c" },
  cc: { flags: [], lang: "c" },
};
// a command named "constructor" or "toString" is no interpreter: without a prototype, no lookup crashes the scan
Object.setPrototypeOf(INTERPRETERS, null);
/** sub-commands that take the program file next: go run f.go, v run f.v, crystal run f.cr, dart run f.dart */
export const RUN_VERBS = /^(?:run|build|exec)$/;
export const NETWORKISH =
  /\b(?:https?|ftp|sftp|tcp|rsync|rest:https?):\/\/|\/dev\/(?:tcp|udp)\/|(?:^|[^\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])|\b(?:curl|wget|nc|ncat|socat|finger|tftp|sftp|ftp|smbclient|scp|rsync|sshfs|s_client)\b/;
export const RAW_NETWORK =
  /(?:^|[^\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])|\/dev\/tcp\/|\b(?:nc|ncat|socat|finger|tftp|sftp|ftp|smbclient|openssl)\b/;
export const REPLS = new Set([
  "python",
  "python3",
  "node",
  "lua",
  "tclsh",
  "wish",
  "jjs",
  "jshell",
  "irb",
  "php",
  "perl",
  "ruby",
  "jrunscript",
]);
export const AWKS = new Set(["awk", "gawk", "mawk", "nawk", "busybox-awk"]);
/** where data can leave the machine: every fetcher (they can post too) plus uploaders, mailers and sync tools */
export const NET_SINKS = new Set([
  ...NET,
  "tftp",
  "ssh",
  "smbclient",
  "sendmail",
  "mail",
  "mutt",
  "rclone",
  "restic",
  "gsutil",
  "s3cmd",
  "aws",
  "gh",
  "ztcp",
]);
/**
 * Cloud CLIs that also do much else (log in, deploy, list): only their upload subcommands send a file they are given
 * (`gcloud storage cp`, `az storage blob upload`, `oras push`, `azcopy copy`); `gcloud auth print-access-token` is a source.
 */
const CLOUD_UPLOAD =
  /^(?:gcloud\s+(?:alpha\s+|beta\s+)?storage\s+(?:cp|mv|rsync)|az\s+storage\s+(?:blob|file)\s+upload(?:-batch)?|oras\s+(?:push|attach)|azcopy\s+(?:copy|cp|sync))\b/;

/** A stage that sends what it is given somewhere else (openssl only through its client subcommands). */
export function netSink(s: Stage): boolean {
  if (s.name === "gcloud" || s.name === "az" || s.name === "oras" || s.name === "azcopy")
    return CLOUD_UPLOAD.test(s.argv.map((w) => w.text).join(" "));
  return NET_SINKS.has(s.name) && (s.name !== "openssl" || isNetwork(s));
}

export interface FlowContext {
  depth: number;
  /** scans a derived script as bash one level deeper; hits come back on the span [start, end) of the source */
  rescan(text: string, start: number, end: number, label: string): Hit[];
  /** a derived program text read as code */
  code(text: string, lang: string, start: number, end: number, label: string): Hit[];
  /** derived texts the prose rules should read too (decoded scripts carry injected instructions) */
  views: Word[];
  readsSecrets(s: Stage): boolean;
}

export function assignmentsOf(pipelines: Stage[][], src: string): Assignment[] {
  const out: Assignment[] = [];
  for (const stages of pipelines) {
    for (const s of stages) {
      const ws = s.cmd.words;
      const decl = ws.length > 0 && /^(?:export|declare|local|readonly|typeset)$/.test(ws[0].text);
      for (const w of decl ? ws.slice(1) : ws) {
        // m[t]=curl: one element assigned, kept under its name and key
        const m = /^([A-Za-z_][A-Za-z0-9_]*(?:\[[^\]=]{1,32}\])?)\+?=([\s\S]*)$/.exec(w.text);
        if (!m) {
          if (decl && w.text.startsWith("-")) continue;
          break;
        }
        // c=$'\x63\x75\x72\x6c': an ANSI-C quoted constant holds its decoded text
        const ansi = /^[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]=]{1,32}\])?\+?=\$'((?:[^'\\]|\\[\s\S]){0,4096})'$/.exec(
          src.slice(w.start, w.end),
        );
        const raw = ansi ? decodeEscapes(ansi[1]) : resolveSubstitutions(m[2]).text;
        // the shell expands a value when it assigns it (c=cur; c=${c}l holds "curl"): one expansion pass then reads
        // the script as it runs, instead of one more pass per link of a chain of variables
        const plain = ansi || src[w.start + m[1].length + 1] === "'" ? raw : resolveRefs(raw, out);
        // archname="$2", HEADER="$2" in an option loop that shifts: a positional parameter is the caller's, not a
        // constant (written in, two names would read as one file: makeself's archive "run" as its header)
        if (/^\$(?:[1-9]|\{[1-9]\})$/.test(m[2])) continue;
        // declare -n r=HOME: a name reference, every later $r is $HOME
        const value = decl && isNameRef(ws) && /^[A-Za-z_]\w{0,63}$/.test(plain) ? `\${${plain}}` : plain;
        // x="$(f $x)" with no earlier x: the value is the environment's, unknown (expanding it would never end)
        if (new RegExp(`\\$\\{?${m[1].replace(/\[.*$/, "")}\\b`).test(value)) continue;
        const name = m[1].replace(/\[(['"])([^\]]*)\1\]$/, "[$2]");
        if (out.length < 256) out.push({ name, value: boundedValue(value), end: w.end });
      }
    }
  }
  return out;
}

/** `$name` and `${name}` in a value replaced by the last value assigned to that name before it (others kept). */
function resolveRefs(value: string, earlier: Assignment[]): string {
  if (!value.includes("$") || earlier.length === 0) return value;
  let grown = 0;
  // (a value with backquotes spliced inside a backquoted command nests as `$(…)`: shell-backquote43.ts)
  const inBackquotes = backquoteDepth(value);
  return value.replace(
    /\$(?:\{([A-Za-z_]\w{0,63})\}|([A-Za-z_]\w{0,63}))/g,
    (ref, a: string, b: string, at: number) => {
      const name = a ?? b;
      if (grown > 8192) return ref;
      for (let i = earlier.length - 1; i >= 0; i--)
        if (earlier[i].name === name) {
          grown += earlier[i].value.length;
          return inBackquotes(at) ? backquotesAsParens(earlier[i].value) : earlier[i].value;
        }
      return ref;
    },
  );
}

export function scriptArgOf(argv: Word[]): { word: Word; shell: string } | null {
  for (let i = 0; i + 1 < argv.length; i++) {
    const b = base(argv[i].text);
    if (!SHELL_NAMES.has(b) && !(b === "su" || b === "script" || b === "runuser")) continue;
    // bash -c 'x', bash -lc 'x', sh -ec 'x', su -c 'x' user, su user -c 'x'
    for (let j = i + 1; j < argv.length && j < i + 6; j++) {
      const t = argv[j].text;
      if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(t) && j + 1 < argv.length) return { word: argv[j + 1], shell: b };
      if (!t.startsWith("-") && b !== "su" && b !== "runuser") break;
    }
  }
  return null;
}

/** The first argument that is not an option: the script file a shell or interpreter runs. */
export function scriptFileOf(s: Stage): string | null {
  for (const w of s.argv.slice(1)) {
    if (w.text.startsWith("-")) continue;
    return w.text;
  }
  return null;
}

/** a program started from a temporary directory: what an autostart entry planted by an intruder runs */
export const TEMP_RUN = /(?:^|[\s;&|'"(])(?:\/tmp|\/var\/tmp|\/dev\/shm)\/[^\s;&|'"]{1,120}/;
export const WRITE_OPS = new Set([">", ">>", ">|", "&>", "&>>"]);

/** What one script's analysis remembers from command to command: files written, secrets saved, downloads, sessions. */
export interface FlowState {
  written: Map<string, { text: string; start: number; end: number }>;
  /** files written by a command whose output the analysis cannot see: the command's own text */
  produced: Map<string, string>;
  /** folders an archive from the network was unpacked into, and where it came from */
  extracted: Map<string, string>;
  tainted: Map<string, string>;
  downloads: Map<string, string>;
  /** downloads a checksum or signature check passed before anything ran them (shell-checked-download.ts) */
  checked: Set<string>;
  secretsRead: string | null;
  mounts: string[];
  executable: Set<string>;
  /** a command so far talked to the network (script-network.ts): what runs after it may have come from there */
  talked: boolean;
  remoteSession: string | null;
}

export function newFlowState(): FlowState {
  return {
    written: new Map(),
    produced: new Map(),
    extracted: new Map(),
    tainted: new Map(),
    downloads: new Map(),
    checked: new Set(),
    secretsRead: null,
    mounts: [],
    executable: new Set(),
    talked: false,
    remoteSession: null,
  };
}

/** The host a network command talks to, for evidence. */
export function hostOf(s: Stage): string | null {
  const url =
    /(?:https?|ftp|sftp|wss?|tcp|rsync):\/\/(?:[^@/\s]{1,64}@)?([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})/i.exec(
      s.text,
    );
  if (url) return url[1];
  const at = /@((?:\d{1,3}\.){3}\d{1,3}|[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})\b/i.exec(s.text);
  if (at && !/\.(?:txt|json|sh|py|gz|tgz|tar|zip|log|pem|key|md|env)$/i.test(at[1])) return at[1];
  // (a listen address, `--host 0.0.0.0`, is this machine's: a remote named after it is the one the command reaches)
  const ip = /(?:^|[\s"'=:@([])((?!127\.|0\.)(?:\d{1,3}\.){3}\d{1,3})\b/.exec(s.text);
  if (ip) return ip[1];
  let local: string | null = null;
  for (const w of s.argv.slice(1)) {
    const m =
      /^(?:[a-z][a-z0-9+.-]{0,10}:\/\/)?(?:[^@/\s]{1,64}@)?((?:\d{1,3}\.){3}\d{1,3}|[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})(?=[:/]|$)/i.exec(
        w.text,
      );
    if (m && !w.text.startsWith("-") && !/\.(?:txt|json|sh|py|gz|tgz|tar|zip|log|pem|key|md|env)$/i.test(m[1])) {
      if (!/^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0)$/.test(m[1])) return m[1];
      local ??= m[1];
    }
  }
  if (local !== null) return local;
  const unc = /\\\\([^\\\s'"]{1,80})\\/.exec(s.text);
  if (unc) return unc[1];
  const tcp = /\/dev\/(?:tcp|udp)\/([^/\s]{1,80})\//.exec(s.text);
  return tcp ? tcp[1] : null;
}
