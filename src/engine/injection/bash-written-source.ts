// Program source files the agent writes (Go, Ruby, Python, JavaScript, PHP, PowerShell …) read whole, on strict facts.

import { codeDebugExposeHits } from "./debug-expose66.ts";
import { foldedHitKept, foldedProgram } from "./code-fold.ts";
import { runsFetchedCode } from "./code-scan-more.ts";
import { OPS_SECRET_PATH } from "./ops-secrets.ts";
import { codeProgramHits } from "./shell-flow.ts";
import type { Hit } from "./types.ts";

type Reader = (text: string, start: number, end: number, label: string) => Hit[];

const LANGS: [RegExp, string][] = [
  [/\.py$/i, "python"],
  [/\.go$/i, "go"],
  [/\.rb$/i, "ruby"],
  [/\.(?:[cm]?js|[cm]?ts|jsx|tsx)$/i, "js"],
  [/\.php$/i, "php"],
  [/\.ps1$/i, "powershell"],
  [/\.pl$/i, "perl"],
  [/\.lua$/i, "lua"],
];

/** The whole environment taken at once, in each language. */
const WHOLE_ENV =
  /\bos\.environ\s*\.\s*(?:items|copy|keys|values)\s*\(|\b(?:dict|str|repr|json\.dumps|list)\s*\(\s*os\.environ\s*[,)]|\*\*\s*os\.environ\b|\bos\.Environ\s*\(\s*\)|\bENV\s*\.\s*(?:to_h|to_a|to_hash|each|map|inspect|keys|sort)\b|\bJSON\.stringify\s*\(\s*process\.env\s*[,)]|\.\.\.\s*process\.env\b|\bObject\.(?:entries|keys|values|assign)\s*\(\s*(?:\{\s*\}\s*,\s*)?process\.env\s*\)|\bgetenv\s*\(\s*\)|\$_ENV\b|\bGet-ChildItem\s+env:|\bgci\s+env:|\[Environment\]::GetEnvironmentVariables\s*\(\s*\)|%ENV\b/;
/** A secret file's path, spelled whole or by parts (the folded view spells `Path.home() / ".ssh"` as `"~/.ssh"`). */
const SECRET_PATH =
  /(?:~|\$HOME|\$\{HOME\})\/\.(?:ssh|aws|kube|docker|gnupg|netrc|npmrc|pypirc|git-credentials|pgpass|config\/(?:gh|gcloud)\/)|["']\.(?:aws|ssh|kube|docker|gnupg|netrc|npmrc|pypirc|git-credentials|pgpass)\b|["'](?:application_default_credentials\.json|id_(?:rsa|ed25519|ecdsa))["']/;
/** The host's own secrets by their path (shadow and its backup, host keys, keytabs, apt's and sssd's logins …). */
const HOST_SECRET_PATH = new RegExp(`["'](?:/etc/g?shadow|/var/backups/g?shadow\\.bak)["']|${OPS_SECRET_PATH.source}`);
/** A call that sends bytes off the machine, in each language. */
const SENDS =
  /\bsocket\.(?:create_connection|socket)\s*\(|\burlopen\s*\(|\brequests\.(?:post|put|get|request)\s*\(|\bhttpx\.(?:post|put|get|Client)\b|\bhttp\.client\.HTTPS?Connection\s*\(|\bhttp\.(?:Post|Get|PostForm|NewRequest)\s*\(|\bnet\.Dial\w*\s*\(|\bNet::HTTP\b|\bURI\.open\b|\bTCPSocket\.new\b|\bfetch\s*\(|\bhttps?\.request\s*\(|\baxios\.(?:post|put|get|request)\s*\(|\bnet\.(?:connect|createConnection)\s*\(|\bcurl_exec\s*\(|\bfile_get_contents\s*\(\s*["']https?:|\bfsockopen\s*\(|\bInvoke-(?:RestMethod|WebRequest)\b|\bNet\.WebClient\b|\bHTTP::Tiny\b|\bLWP\b/;
/** The environment given whole as a child process's own (`env: { ...process.env }`, `env={**os.environ}`, `cmd.Env = os.Environ()`). */
const CHILD_ENV =
  /(?:^\s*|[{,(]\s*)env\s*:\s*\{?\s*\.\.\.\s*process\.env\b|[,(]\s*env\s*=\s*(?:dict\s*\(\s*)?(?:\{\s*\*\*\s*)?os\.environ\b|\.Env\s*=\s*(?:append\s*\(\s*)?os\.Environ\s*\(\s*\)/;
/** A secret named in a line: a token, password or key variable read from the environment, or the .env file read. */
const SECRET_READ =
  /\bprocess\.env\.([A-Z][A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|API_KEY|PRIVATE_KEY|PAT))\b|\b(?:os\.environ(?:\.get)?|os\.getenv|os\.Getenv|ENV(?:\.fetch)?|getenv)\s*[[(]\s*["']([A-Z][A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|API_KEY|PRIVATE_KEY|PAT))["']|\b(?:readFileSync|readFile|open|read_text|File\.read|file_get_contents)\s*\(\s*["'](\.env)["']/g;

/** The secrets a line names (at most a few). */
function secretsNamedIn(line: string): string[] {
  if (!/TOKEN|SECRET|PASSWORD|KEY|PAT|\.env/.test(line)) return [];
  return [...line.matchAll(SECRET_READ)].map((m) => (m[1] ?? m[2] ?? m[3]) as string).slice(0, 8);
}

/** A call that starts a process. */
const CHILD_START =
  /\b(?:spawn|spawnSync|execFile|execFileSync|execa|exec|execSync|fork|Popen|run|call|check_call|check_output|Command)\s*\(/;
/** How many lines above its env option a process-starting call may open. */
const CHILD_LINES = 6;

/** Line `i`'s whole-environment read is a child's env option under a call that starts the child: handed on, not sent. */
function childEnvironment(lines: string[], i: number): boolean {
  return (
    CHILD_ENV.test(lines[i] ?? "") && lines.slice(Math.max(0, i - CHILD_LINES), i + 1).some((l) => CHILD_START.test(l))
  );
}
/** A socket dialled out, a shell started, and the socket handed to it as its input. */
const DIAL =
  /\bnet\.Dial\w*\s*\(|\bsocket\.(?:socket|create_connection)\s*\(|\bTCPSocket\.new\b|\bnet\.(?:connect|createConnection)\s*\(|\bfsockopen\s*\(|\bTcpClient\b|\bIO::Socket::INET\b/;
const SHELL_PROGRAM =
  /["'](?:\/bin\/|\/usr\/bin\/)?(?:ba|z|da|k)?sh(?:\s+-i)?(?:["']|\s+[<>]&\s?\d)|["']cmd(?:\.exe)?["']|["']powershell(?:\.exe)?["']/;
const WIRED =
  /\.Stdin\b[^\n]{0,40}=\s*\w|\bstdin\s*[:=]\s*\w|\bos\.dup2\s*\(|\bpty\.spawn\s*\(|\.pipe\s*\(\s*\w+\.stdin\b|\bin:\s*\w|<&\s*\d/;
const HOSTS =
  /\b(?:https?|wss?|ftp|tcp):\/\/([^\s/"'`:)]{1,120})|["']([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6}|(?:\d{1,3}\.){3}\d{1,3}):\d{1,5}["']/gi;
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|::1|\[::1\])$/i;
/** How many lines apart a read and a send may be and still be one step. */
const NEAR_LINES = 15;
/** Longer lines are minified code. */
const MAX_LINE = 400;
/** Rules of the one-liner reading that a whole file trips for ordinary reasons (judged by the strict facts above). */
const COARSE = new Set(["bash.exfil-runtime", "bash.reverse-shell", "bash.run-decoded-code"]);
/**
 * A line of the first fact with every other fact within NEAR_LINES of it: one step of the program. A long program that
 * opens a socket in one function (a free port, a console), runs `bash` in another and sets `stdin=DEVNULL` in a third
 * wires nothing to anything.
 */
function oneStep([anchors, ...others]: number[][]): boolean {
  return (anchors ?? []).some((line) =>
    others.every((lines) => lines.some((other) => Math.abs(other - line) <= NEAR_LINES)),
  );
}

/** The language of a source file by its name, or null. */
export function sourceLanguage(path: string): string | null {
  for (const [re, lang] of LANGS) if (re.test(path)) return lang;
  return null;
}

/**
 * A source file written whole is judged as a program that will run: the whole environment or a secret file read within
 * a few lines of a send to a host off this machine, a dialled socket handed to a shell as its input, code fetched and
 * run, and its shell commands and file writes (read as an inline program's are, constants folded). The one-liner
 * reading (any env read plus any network call) is too coarse for a whole file and is left out.
 */
export function writtenSourceHits(path: string, text: string, maxBytes: number, read: Reader): Hit[] {
  const lang = sourceLanguage(path);
  if (lang === null) return [];
  const code = text.slice(0, maxBytes);
  const view = foldedProgram(code) ?? code;
  const label = `write ${path}`;
  const hits: Hit[] = [];
  const hit = (rule: string, category: Hit["category"], weight: number, why: string): void => {
    hits.push({ rule, category, weight, start: 0, end: text.length, detail: `${label}: ${why}` });
  };
  const hosts = [...view.matchAll(HOSTS)].map((m) => (m[1] ?? m[2] ?? "").toLowerCase());
  if (hosts.length === 0 || hosts.some((h) => !LOOPBACK.test(h))) {
    const lines = view.split("\n");
    // (a minified line holds a whole module: reads and sends on it are not one step, so long lines are not read)
    const at = (re: RegExp): number[] => lines.flatMap((l, i) => (l.length <= MAX_LINE && re.test(l) ? [i] : []));
    const sends = at(SENDS);
    const reads = [
      ...at(WHOLE_ENV).filter((i) => !childEnvironment(lines, i)),
      ...at(SECRET_PATH),
      ...at(HOST_SECRET_PATH),
    ];
    if (
      reads.some((r) => sends.some((s) => Math.abs(r - s) <= NEAR_LINES)) &&
      foldedHitKept("bash.exfil-runtime", "~/.ssh", view)
    )
      hit("bash.exfil-runtime", "bash_exfil", 0.93, "the environment or a secret file sent off the machine");
    // (round 45: a raw socket dialled out within a few lines of two or more named secrets or the .env file read: an
    // install script's "statistics" carrying the registry and forge tokens; one password beside a client's socket is
    // the client's own login)
    const secretLines = lines.map((l) => (l.length <= MAX_LINE ? secretsNamedIn(l) : []));
    if (
      at(DIAL).some((d) => new Set(secretLines.slice(Math.max(0, d - NEAR_LINES), d + NEAR_LINES + 1).flat()).size >= 2)
    )
      hit("bash.exfil-runtime", "bash_exfil", 0.9, "named secrets written to a socket dialled off the machine");
    if (oneStep([at(DIAL), at(SHELL_PROGRAM), at(WIRED)]))
      hit("bash.reverse-shell", "bash_reverse_shell", 0.95, "a dialled socket handed to a shell");
  }
  // a debugger console or listener opened on every address (debug-expose66.ts)
  hits.push(...codeDebugExposeHits(view));
  // fetched text run as code (an eval of a variable or of decoded text alone is common in real files: template engines)
  if (runsFetchedCode(view)) hit("bash.run-decoded-code", "bash_remote_exec", 0.92, "runs code it fetched");
  for (const h of codeProgramHits(code, lang, 0, text.length, label, read)) if (!COARSE.has(h.rule)) hits.push(h);
  return hits;
}
