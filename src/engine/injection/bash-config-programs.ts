// Programs named in a tool's config (git's credential helper, askPass, textconv, pager, alias; npm's script-shell) read as what the tool will run.

import type { Hit } from "./types.ts";
import { writtenContent } from "./bash-written.ts";
import type { Stage } from "./shell-words.ts";

type Rescan = (text: string, start: number, end: number, label: string) => Hit[];

/** Literal gate: a script without these words sets no tool's program. */
const GATE = /\bgit\b[^\n]{0,80}\bconfig\b|\b(?:npm|pnpm|yarn)\b[^\n]{0,40}\bconfig\s+set\b/;

/** git keys whose program git hands a secret: the credential (helper), the password typed (askPass). */
const SECRET_FED = /^(?:credential(?:\..+)?\.helper|core\.askpass)$/i;
/** git keys whose program git hands the repository's files (diff text conversion, clean/smudge filters, merge drivers). */
const FILE_FED = /^(?:diff\..+\.textconv|filter\..+\.(?:clean|smudge|process)|merge\..+\.driver)$/i;
/** git keys whose value is a program git runs later (a pager, an editor, ssh, gpg, the fs monitor, a `!` alias). */
const RUNS_LATER =
  /^(?:core\.(?:pager|editor|sshcommand|fsmonitor|hookspath)|sequence\.editor|gpg(?:\.\w+)?\.program|pager\..+|alias\..+|ssh\.variant|credential(?:\..+)?\.helper|core\.askpass|diff\..+\.(?:textconv|command)|filter\..+\.(?:clean|smudge|process)|merge\..+\.driver|difftool\..+\.cmd|mergetool\..+\.cmd|uploadpack\.packobjectshook)$/i;
/** npm/pnpm/yarn keys whose value is a program the package manager runs (the shell of every script, its git). */
const NPM_RUNS = /^(?:script-shell|shell|git|node-gyp|yarn-path|yarnpath)$/i;

/** A send of bytes off the machine in a program's text (an upload, a post, a raw socket, a copy to a remote host). */
const UPLOAD =
  /\bcurl\b[^\n|;&]*?\s(?:-T|--upload-file|-F|--form|-d|--data(?:-binary|-raw|-urlencode|-ascii)?|-X\s*(?:POST|PUT))\b|\bwget\b[^\n|;&]*--post-(?:file|data)\b|\b(?:nc|ncat|netcat|socat|telnet)\s+(?:-\w+\s+)*[\w.-]+\s+\d{2,5}\b|\/dev\/(?:tcp|udp)\/|\b(?:scp|rsync)\b[^\n|;&]*\s[\w.-]+@[\w.-]+:/;
const LOOPBACK_ONLY = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;
const HOSTS = /\b(?:https?|ftp):\/\/([^\s/"'`:)\\]{1,120})|\b(?:nc|ncat|netcat|telnet)\s+(?:-\w+\s+)*([\w.-]+)\s+\d/gi;

/** A path as a key: quotes, `$HOME`/`~` and `$PWD/`/`./` dropped. */
export function pathKey(p: string): string {
  return p
    .replace(/^["']|["']$/g, "")
    .replace(/^(?:\$\{?HOME\}?|~)\//, "~/")
    .replace(/^(?:\$\{?PWD\}?\/|\.\/)/, "");
}

/** What the script writes into each file whose text it shows (heredoc, printf, echo), by path key. */
export function writtenFiles(pipelines: Stage[][]): Map<string, string> {
  const out = new Map<string, string>();
  for (const stages of pipelines)
    for (const s of stages)
      for (const r of s.cmd.redirects) {
        if (r.op !== ">" && r.op !== ">>") continue;
        const content = writtenContent(s, r.target, null, () => null);
        if (content !== null) out.set(pathKey(r.target.text), content);
      }
  return out;
}

/** Whether the program text sends to a host that is not this machine. */
function sendsOff(program: string): boolean {
  if (!UPLOAD.test(program)) return false;
  const hosts = [...program.matchAll(HOSTS)].map((m) => (m[1] ?? m[2] ?? "").toLowerCase());
  return hosts.length === 0 || hosts.some((h) => !LOOPBACK_ONLY.test(h));
}

/** The key and value a config command sets (`git config [--global] KEY VALUE`, `npm config set KEY VALUE|KEY=VALUE`). */
function setting(s: Stage): { tool: "git" | "npm"; key: string; value: string } | null {
  const a = s.argv.map((w) => w.text);
  if (s.name === "git") {
    const i = a.indexOf("config");
    if (i < 1) return null;
    const rest: string[] = [];
    for (let k = i + 1; k < a.length; k++) {
      const w = a[k] ?? "";
      if (/^(?:-f|--file|--blob|--type)$/.test(w)) k++;
      else if (!w.startsWith("-")) rest.push(w);
      else if (/^--(?:unset|get|list|remove-section|rename-section)/.test(w)) return null;
    }
    return rest.length >= 2 ? { tool: "git", key: rest[0] as string, value: rest[1] as string } : null;
  }
  if (/^(?:npm|pnpm|yarn)$/.test(s.name)) {
    const i = a.indexOf("config");
    if (i < 1 || a[i + 1] !== "set") return null;
    const rest = a.slice(i + 2).filter((w) => !w.startsWith("-"));
    const eq = /^([^=]+)=(.*)$/.exec(rest[0] ?? "");
    if (eq) return { tool: "npm", key: eq[1] as string, value: eq[2] as string };
    return rest.length >= 2 ? { tool: "npm", key: rest[0] as string, value: rest[1] as string } : null;
  }
  return null;
}

/**
 * A program set in a tool's config runs later with what the tool holds: git hands a credential helper or askPass the
 * secret, a textconv or filter the repository's files. Such a program (inline, or a file the same script writes) that
 * sends off the machine is a send of that secret or those files; any program a tool will run is read as the script it
 * is, so a pager or alias that fetches and runs code is that fetch-and-run. Settings to ordinary programs (`store`,
 * `delta`, `git-lfs clean`, `/bin/bash`, a helper that prints a token) carry nothing.
 */
export function configProgramHits(src: string, pipelines: Stage[][], rescan: Rescan): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  let files: Map<string, string> | null = null;
  for (const stages of pipelines)
    for (const s of stages) {
      const set = setting(s);
      if (set === null) continue;
      const runs = set.tool === "git" ? RUNS_LATER.test(set.key) : NPM_RUNS.test(set.key);
      if (!runs) continue;
      const inline = set.value.replace(/^!/, "").trim();
      files ??= writtenFiles(pipelines);
      // a value naming one file (a path, with or without arguments) is that file's text when the script writes it
      const named = files.get(pathKey(inline.split(/\s+/)[0] ?? ""));
      const program = named ?? inline;
      const start = s.cmd.start;
      const end = s.cmd.end;
      const fed = SECRET_FED.test(set.key)
        ? "the credential or password"
        : FILE_FED.test(set.key)
          ? "the repository's files"
          : null;
      if (fed !== null && sendsOff(program))
        hits.push({
          rule: "bash.config-program-send",
          category: "bash_exfil",
          weight: 0.9,
          start,
          end,
          detail: `${set.tool} config ${set.key} runs a program that sends ${fed} git hands it off the machine`,
        });
      // (a credential helper or askPass prints a secret to git: that is its job, not a leak)
      if (/\s/.test(program) || named !== undefined)
        for (const h of rescan(program, start, end, `program of ${set.tool} config ${set.key}`))
          if (h.weight >= 0.8 && !(fed !== null && h.rule === "bash.read-credentials")) hits.push(h);
    }
  return hits;
}
