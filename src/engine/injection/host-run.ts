// Code fetched and run through a macOS or Windows host tool: LOLBins, cradles, encoded commands, AppleScript, socket shells, fake password prompts.

import { psVendorInstall } from "./bash-ps-installer.ts";
import { hit, vendorInstallerUrl } from "./bash-facts.ts";
import { normalisedPaths, statementsOf } from "./host-statements.ts";
import type { Hit } from "./types.ts";

const URL_IN = /\b(?:https?|ftp):\/\/[^\s"'`)<>]{1,300}/i;

/** A URL that is not a vendor's own installer host and not loopback. */
function foreignUrl(text: string): string | null {
  const url = URL_IN.exec(text)?.[0];
  if (!url || /^\w+:\/\/(?:localhost|127\.|\[::1\])/i.test(url) || vendorInstallerUrl(url)) return null;
  return url;
}

/** Script hosts and LOLBins that run what a URL serves, with no file in between. */
const RUNS_URL: [RegExp, string][] = [
  [/\bmshta(?:\.exe)?\s+["']?(?:https?:|vbscript:|javascript:|\\\\)/i, "mshta runs a remote or inline script"],
  [/\bregsvr32(?:\.exe)?\b[^\n]{0,80}?\/i:["']?(?:https?:|\\\\)/i, "regsvr32 runs a remote scriptlet"],
  [
    /\brundll32(?:\.exe)?\s+(?:javascript:|vbscript:|url\.dll,\s*(?:OpenURL|FileProtocolHandler)\s+https?:|["']?\\\\[\w.-]+\\)/i,
    "rundll32 runs a script or a remote library",
  ],
  [
    /\b(?:iex|Invoke-Expression)\b[^\n]{0,60}?\b(?:irm|iwr|Invoke-WebRequest|Invoke-RestMethod|DownloadString|DownloadData)\b|\bDownloadString\s*\([^\n]{0,200}?\)\s*\|\s*(?:iex|Invoke-Expression)\b/i,
    "PowerShell runs what it downloads",
  ],
  [
    /\bmsiexec(?:\.exe)?\b[^\n]{0,60}?\/(?:i|package)\s+["']?https?:/i,
    "msiexec installs a package straight from a URL",
  ],
];

/** A host tool that downloads a file, with the file it writes (the last path-like argument or the `-OutFile` value). */
const FETCH_TO_FILE =
  /\bcertutil(?:\.exe)?\b[^\n]{0,40}?-urlcache\b[^\n]*?https?:\/\/\S+\s+["']?([^\s"';&|]+)|\bbitsadmin(?:\.exe)?\s+\/transfer\b[^\n]*?https?:\/\/\S+\s+["']?([^\s"';&|]+)|\b(?:iwr|Invoke-WebRequest|Start-BitsTransfer|irm|Invoke-RestMethod)\b[^\n;]*?-(?:OutFile|Destination)\s+["']?([^\s"';&|]+)|\bDownloadFile\s*\([^,\n]{1,300},\s*["']?([^\s"')]+)|\bcurl(?:\.exe)?\b[^\n;|]*?\s-(?:o|-output)\s+["']?([^\s"';&|]+)/gi;
const SCRIPT_HOST = /\b(?:osascript|wscript|cscript|mshta|rundll32|regsvr32)\b/i;
/** Ways a host runs a file: by its path, `start`, `&`, Start-Process, a script host, an installer, `open`, osascript (flags between). */
function runsFile(statement: string, file: string): boolean {
  const f = file.replace(/\\/g, "/");
  const s = statement.replace(/\\/g, "/").replace(/["']/g, "");
  if (s.startsWith(f) || s.startsWith(`./${f}`)) return true;
  const at = s.indexOf(f);
  if (at < 0) return false;
  return /(?:^|[\s&(])(?:start(?:\s+\/\w+)*|&|\.|Start-Process(?:\s+-FilePath)?|cmd(?:\.exe)?\s+\/c|wscript|cscript|mshta|rundll32|regsvr32(?:\s+\/\w+)*|msiexec(?:\s+\/\w+)*|osascript|open|sh|bash|zsh|powershell(?:\.exe)?(?:\s+-\w+)*\s+-File|pwsh(?:\s+-\w+)*\s+-File)(?:\s+(?:\/\/?|-{1,2})[\w:-]+)*\s+$/i.test(
    s.slice(0, at),
  );
}

/**
 * A file fetched from a foreign URL and run later by the same script, where the fetch or the run is a host's LOLBin:
 * certutil and bitsadmin fetching, a script host (osascript, wscript, cscript, mshta, rundll32, regsvr32) running. An
 * installer downloaded with curl or Invoke-WebRequest and started is how Windows software is installed: left alone.
 */
function fetchedThenRun(statements: string[]): string | null {
  for (let i = 0; i < statements.length; i++) {
    for (const m of statements[i].matchAll(FETCH_TO_FILE)) {
      const file = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? "").replace(/["']$/, "");
      if (file.length < 2 || !foreignUrl(m[0])) continue;
      const lolbin = /^(?:certutil|bitsadmin)/i.test(m[0]);
      const runs = (st: string): boolean => runsFile(st, file) && (lolbin || SCRIPT_HOST.test(st));
      for (const later of statements.slice(i + 1)) if (runs(later)) return `${file} downloaded and run`;
      // cmd's `&` and PowerShell's `;` inside one quoted command: the rest of the same statement
      const rest = statements[i].slice((m.index ?? 0) + m[0].length);
      for (const part of rest.split(/\s(?:&&?|;)\s|;/)) if (runs(part.trim())) return `${file} downloaded and run`;
    }
  }
  return null;
}

/** `powershell -EncodedCommand …` (every accepted prefix of the flag): the command, decoded from UTF-16LE base64. */
const ENCODED =
  /\b(?:powershell|pwsh)(?:\.exe)?\b[^\n|]{0,200}?\s[-/]e(?:c|n|nc|nco|ncod|ncode|ncoded|ncodedcommand)?\s+["']?([A-Za-z0-9+/]{16,}={0,2})/gi;
export function encodedCommands(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(ENCODED)) {
    const decoded = Buffer.from(m[1], "base64").toString("utf16le");
    if (/^[\x09\x0a\x0d\x20-\x7e\u00a0-\u024f]+$/.test(decoded)) out.push(decoded);
  }
  return out;
}

/** AppleScript's `do shell script "…"`: the shell command it hands over. */
const DO_SHELL = /\bdo shell script\s+\\?["']((?:[^"'\\\n]|\\.){1,600})\\?["']/gi;
const FETCH_RUNS_SHELL =
  /\b(?:curl|wget)\b[^\n]{0,200}?\|\s{0,3}(?:sudo\s+)?(?:\/bin\/)?(?:ba|z|da|k)?sh\b|\/dev\/tcp\/|\b(?:nc|ncat)\s+(?:-\w+\s+)*-e\b/;

/** A .NET socket whose stream feeds an interpreter: PowerShell's reverse or bind shell. */
const SOCKET_SHELL =
  /\bNet\.Sockets\.Tcp(?:Client|Listener)\b[\s\S]{0,600}?\bGetStream\s*\(\)[\s\S]{0,800}?(?:\b(?:iex|Invoke-Expression)\b|Diagnostics\.Process|\b(?:cmd|powershell)\.exe\b|\/bin\/(?:ba|z)?sh\b)|\b(?:iex|Invoke-Expression)\b[\s\S]{0,400}?\bNet\.Sockets\.Tcp(?:Client|Listener)\b[\s\S]{0,400}?\bGetStream\s*\(\)/i;

/** A dialog that asks for a password with its answer hidden, dressed as the system in its own words (or whose answer is sent on). */
const HIDDEN_ANSWER = /\bdisplay dialog\b[^\n]{0,400}?\bwith hidden answer\b|\bPromptForCredential\s*\(/i;
const SYSTEM_DRESS =
  /\b(?:macOS|Software Update|System (?:Settings|Preferences|Events)|Keychain|Apple|Xcode|security update)\b|システム|系统/i;
const SENT_ON =
  /\|\s{0,3}(?:curl|nc|ncat)\b|\b(?:curl|Invoke-RestMethod|Invoke-WebRequest|fetch\s*\(|axios\.post)[^\n]{0,200}?https?:\/\//i;

/** Base64 literals in a text that hands code to a host interpreter (osascript, PowerShell): decoded, as UTF-8 or UTF-16LE. */
const HOST_INTERPRETER = /\b(?:osascript|powershell|pwsh)\b/i;
const BASE64_LITERAL = /["'`]([A-Za-z0-9+/]{24,}={0,2})["'`]/g;
function decodedLiterals(text: string): string[] {
  if (!HOST_INTERPRETER.test(text)) return [];
  const out: string[] = [];
  for (const m of text.matchAll(BASE64_LITERAL)) {
    const bytes = Buffer.from(m[1], "base64");
    for (const decoded of [bytes.toString("utf8"), bytes.toString("utf16le")])
      if (/^[\x09\x0a\x0d\x20-\x7e]{8,}$/.test(decoded)) out.push(decoded);
    if (out.length >= 8) break;
  }
  return out;
}

/** Hits for code fetched and run, encoded or dressed as the system through a macOS or Windows host tool. */
export function hostRunHits(text: string, judgeDecoded: (decoded: string) => Hit[]): Hit[] {
  const out = (rule: string, category: Hit["category"], score: number, why: string): Hit[] => [
    hit(rule, category, score, 0, text.length, why),
  ];
  // a vendor's documented installer from its own host, in a script that names no other address, is bash-ps-installer's
  // judgement (0.45, as `curl https://sh.rustup.rs | sh`), not a fetched payload
  const vendorInstall = psVendorInstall(text, text);
  for (const [re, why] of vendorInstall ? [] : RUNS_URL) {
    const m = re.exec(text);
    if (m && (foreignUrl(text.slice(m.index, m.index + 400)) || /^(?:mshta|rundll32)/i.test(m[0].trim())))
      return out("bash.host-tool-runs-url", "bash_remote_exec", 0.9, why);
  }
  const statements = statementsOf(text);
  const ran = vendorInstall ? null : fetchedThenRun(statements);
  if (ran) return out("bash.host-tool-runs-url", "bash_remote_exec", 0.9, ran);
  for (const decoded of encodedCommands(text)) {
    const inner = judgeDecoded(decoded);
    if (inner.length > 0 || RUNS_URL.some(([re]) => re.test(decoded)) || FETCH_RUNS_SHELL.test(decoded))
      return out(
        "bash.host-encoded-command",
        "bash_remote_exec",
        0.92,
        `an encoded PowerShell command: ${decoded.slice(0, 60)}`,
      );
  }
  for (const decoded of decodedLiterals(text)) {
    const shell = [...decoded.matchAll(DO_SHELL)].map((m) => m[1]);
    if (shell.some((c) => FETCH_RUNS_SHELL.test(c)) || judgeDecoded(decoded).length > 0)
      return out(
        "bash.host-encoded-command",
        "bash_remote_exec",
        0.92,
        `a decoded literal handed to a host interpreter: ${decoded.slice(0, 60)}`,
      );
  }
  for (const m of text.matchAll(DO_SHELL)) {
    const inner = m[1].replace(/\\(["'\\])/g, "$1");
    if (FETCH_RUNS_SHELL.test(inner) || judgeDecoded(inner).length > 0)
      return out("bash.host-tool-runs-url", "bash_remote_exec", 0.9, `AppleScript runs \`${inner.slice(0, 60)}\``);
  }
  if (SOCKET_SHELL.test(text))
    return out("bash.host-socket-shell", "bash_reverse_shell", 0.95, "a .NET socket's stream feeds an interpreter");
  if (HIDDEN_ANSWER.test(text)) {
    if (SENT_ON.test(text))
      return out(
        "bash.host-fake-prompt",
        "bash_exfil",
        0.92,
        "a hidden-answer password dialog whose answer is sent on",
      );
    const at = HIDDEN_ANSWER.exec(text)?.index ?? 0;
    if (SYSTEM_DRESS.test(normalisedPaths(text.slice(Math.max(0, at - 300), at + 300))))
      return out("bash.host-fake-prompt", "bash_exfil", 0.86, "a hidden-answer password dialog dressed as the system");
  }
  return [];
}
