// The script as the shell would run it after aliases, functions defined then called, and brace-list command words.

import { containerCommand } from "./shell-containers.ts";
import { parallelAsXargs } from "./shell-launchers.ts";
import { listedLoops } from "./shell-loop-listed.ts";
import { loopbackCommand, withDefaults } from "./shell-positional.ts";
import { readAsAssignment } from "./shell-read-vars.ts";
import type { Stage } from "./shell-words.ts";
import { vmCommand, vmMountsOf } from "./vm-mounts68.ts";

const MAX_EDITS = 64;
const MAX_OUT = 64 * 1024;
/** NAME() { BODY; } or function NAME { BODY; } (a body without nested braces) */
const FUNC_DEF =
  /(?:^|[;\n&|(]\s*)(?:function\s+([A-Za-z_][\w-]{0,63})\s*(?:\(\s*\))?|([A-Za-z_][\w-]{0,63})\s*\(\s*\))\s*\{([^{}]{1,4000})\}/g;
/** {curl,-s,URL}: brace expansion in the command position, which the shell splits into words */
const BRACE_LIST = /^\{([^{}\s]*,[^{}\s]*)\}$/;

/** `for k in a b; do BODY; done` over literal words (no expansion in the list) */
const FOR_LITERAL =
  /\bfor\s+([A-Za-z_]\w{0,31})\s+in((?:[ \t]+(?:"[^"$`\\\n]{0,80}"|'[^'\n]{0,80}'|[\w.:/@+=,-]{1,80})){1,16})[ \t]*(?:;|\n)\s*do\b([\s\S]{1,2000}?)(?:;|\n)\s*done\b/g;

/** Loops over literal words unrolled: the body once per word with the word in place of `$k` (names hidden in a list). */
function unrolledLoops(src: string): Edit[] {
  const edits: Edit[] = [];
  FOR_LITERAL.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = FOR_LITERAL.exec(src)) !== null && edits.length < 8) {
    const name = m[1] as string;
    const body = (m[3] as string).trim();
    if (!new RegExp(`\\$\\{?${name}\\b`).test(body)) continue;
    const words = [...(m[2] as string).matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((w) => w[1] ?? w[2] ?? w[3] ?? "");
    const ref = new RegExp(`"\\$\\{?${name}\\}?"|\\$\\{${name}\\}|\\$${name}(?!\\w)`, "g");
    const text = words.map((w) => body.replace(ref, () => w)).join("; ");
    edits.push({ start: m.index, end: m.index + m[0].length, text, why: `for ${name} unrolled` });
  }
  return edits;
}

export type Edit = { start: number; end: number; text: string; why: string };

/** Commands that open a protected file in $EDITOR, and the file they open. */
const EDITS_FILE: [RegExp, (args: string[]) => string][] = [
  [/^visudo$/, (a) => a[a.indexOf("-f") + 1] ?? "/etc/sudoers"],
  [/^vipw$/, (a) => (a.includes("-s") ? "/etc/shadow" : "/etc/passwd")],
  [/^vigr$/, (a) => (a.includes("-s") ? "/etc/gshadow" : "/etc/group")],
  [/^crontab$/, () => "/var/spool/cron/crontabs/user"],
  [/^sudoedit$/, (a) => a.filter((x) => !x.startsWith("-"))[0] ?? "/etc/sudoers"],
  [/^systemctl$/, (a) => `/etc/systemd/system/${a.filter((x) => !x.startsWith("-"))[1] ?? "unit"}.d/override.conf`],
];
/** What people edit with: an interactive editor in $EDITOR is not a writer of piped text. */
const INTERACTIVE =
  /^(?:\S*\/)?(?:vi|vim|nvim|nano|pico|emacs|emacsclient|ed|joe|micro|mcedit|code|subl|gedit|kate|mate|hx|helix)\b/;

/**
 * `echo 'app ALL=(ALL) NOPASSWD:ALL' | sudo EDITOR='tee -a' visudo`: the editor variable names a writer, and the
 * editing command runs it on the protected file. The words as the shell would run them: `sudo tee -a /etc/sudoers`.
 */
export function editorWrite(words: string[]): string | null {
  const set = words.findIndex((w) => /^(?:SUDO_EDITOR|EDITOR|VISUAL)=/.test(w));
  if (set < 0) return null;
  const value = (words[set] ?? "").replace(/^\w+=/, "").replace(/^(["'])([\s\S]*)\1$/, "$2");
  if (value === "" || INTERACTIVE.test(value)) return null;
  const rest = words.slice(set + 1).filter((w) => !/^[A-Za-z_]\w*=/.test(w));
  const at = rest.findIndex((w) => EDITS_FILE.some(([re]) => re.test(w.replace(/^.*\//, ""))));
  if (at < 0) return null;
  const tool = (rest[at] ?? "").replace(/^.*\//, "");
  const args = rest.slice(at + 1);
  if (tool === "crontab" && !args.includes("-e")) return null;
  if (tool === "systemctl" && args[0] !== "edit") return null;
  const file = EDITS_FILE.find(([re]) => re.test(tool))?.[1](args) ?? "";
  const prefix = words.slice(0, set).filter((w) => /^(?:sudo|doas|-\S+)$/.test(w));
  return [...prefix, value, file].join(" ");
}

/**
 * The source with alias and function calls replaced by what they run (positional parameters filled from the call's
 * arguments as written) and brace-list command words split, plus what was rewritten; null when nothing was.
 */
export function rewriteSource(src: string, pipelines: Stage[][]): { text: string; why: string } | null {
  const loops = /\bfor\s+\w+\s+in\b/.test(src);
  if (
    !loops &&
    !/[{]|\balias\b|EDITOR=|VISUAL=|\b(?:read|readarray|mapfile|docker|podman|nerdctl|docker-compose|parallel|ssh|multipass|lxc|incus)\b/.test(
      src,
    )
  )
    return null;
  const aliases = new Map<string, { value: string; end: number }>();
  const funcs = new Map<string, { body: string; end: number }>();
  FUNC_DEF.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = FUNC_DEF.exec(src)) !== null && funcs.size < 32)
    funcs.set((m[1] ?? m[2]) as string, {
      body: (m[3] as string).trim().replace(/;\s*$/, ""),
      end: FUNC_DEF.lastIndex,
    });
  let vmMounts: ReturnType<typeof vmMountsOf> | undefined;
  const edits: Edit[] = loops ? [...unrolledLoops(src), ...listedLoops(src)] : [];
  for (const stages of pipelines)
    for (const s of stages) {
      const ws = s.cmd.words;
      if (ws.length === 0 || edits.length >= MAX_EDITS) continue;
      if (ws[0].text === "alias") {
        for (const w of ws.slice(1)) {
          const a = /^([A-Za-z_][\w.-]{0,63})=([\s\S]{1,4000})$/.exec(w.text);
          if (a && aliases.size < 32) aliases.set(a[1] as string, { value: a[2] as string, end: w.end });
        }
        continue;
      }
      // a call in a loop or branch body (`do h "$p"`): the command follows the reserved word
      const lead = ws.length > 1 && /^(?:do|then|else|!)$/.test(ws[0].text) ? 1 : 0;
      const first = ws[lead] as (typeof ws)[number];
      const read = readAsAssignment(s, src);
      if (read !== null) {
        edits.push({ start: s.cmd.start, end: s.cmd.end, text: read, why: `${first.text} into variables` });
        continue;
      }
      // a container's or VM's command with its mounts and variables mapped back to the host's
      const inside = containerCommand(s.argv, src) ?? vmCommand(s.cmd.words, src, (vmMounts ??= vmMountsOf(pipelines)));
      if (inside !== null) {
        const last = s.argv[s.argv.length - 1] as (typeof s.argv)[number];
        edits.push({ start: s.argv[0]?.start ?? first.start, end: last.end, text: inside, why: `${s.name} container` });
        continue;
      }
      // ssh to this machine runs its command here
      const local = loopbackCommand(s.argv.map((w) => w.text));
      if (local !== null) {
        const last = s.argv[s.argv.length - 1] as (typeof s.argv)[number];
        edits.push({ start: s.argv[0]?.start ?? first.start, end: last.end, text: local, why: "ssh to this machine" });
        continue;
      }
      // a piped parallel's template, per line of stdin
      const perLine = s.cmd.stage > 0 ? parallelAsXargs(s.argv.map((w) => w.text)) : null;
      if (perLine !== null) {
        const last = s.argv[s.argv.length - 1] as (typeof s.argv)[number];
        edits.push({ start: s.argv[0]?.start ?? first.start, end: last.end, text: perLine, why: "parallel per line" });
        continue;
      }
      const editor = editorWrite(ws.map((w) => w.text));
      if (editor) {
        const last = ws[ws.length - 1];
        edits.push({ start: first.start, end: last.end, text: editor, why: "editor variable" });
        continue;
      }
      const alias = aliases.get(first.text);
      const func = funcs.get(first.text);
      const brace = BRACE_LIST.exec(src.slice(first.start, first.end));
      if (alias && first.start >= alias.end)
        edits.push({ start: first.start, end: first.end, text: alias.value, why: `alias ${first.text}` });
      else if (func && first.start >= func.end) {
        const args = ws.slice(lead + 1).map((w) => withDefaults(src.slice(w.start, w.end), src));
        const all = args.join(" ");
        const body = func.body
          .replace(/"\$[@*]"|\$\{[@*]\}|\$[@*]/g, all)
          // "$1" whole takes the argument as written; $1 inside a longer quoted word ("$1.zone.example") takes it
          // without its own double quotes, so the word stays one word
          .replace(/"\$\{?([1-9])\}?"|\$\{?([1-9])\}?/g, (_, whole?: string, part?: string) => {
            const arg = args[Number(whole ?? part) - 1] ?? "";
            return whole ? arg : arg.replace(/^"([^"]*)"$/, "$1");
          });
        const last = ws[ws.length - 1];
        edits.push({ start: first.start, end: last.end, text: body, why: `function ${first.text}` });
      } else if (brace) {
        edits.push({
          start: first.start,
          end: first.end,
          text: (brace[1] as string).split(",").join(" "),
          why: "{a,b}",
        });
      }
    }
  if (edits.length === 0) return null;
  edits.sort((a, b) => a.start - b.start);
  return applyEdits(src, edits);
}

/**
 * The source with sorted edits applied, an edit that overlaps an earlier one skipped, cut at MAX_OUT; `why` lists each
 * edit's reason once, in order (shared by the rewrite and the grammar view).
 */
export function applyEdits(src: string, edits: readonly Edit[]): { text: string; why: string } {
  let out = "";
  let at = 0;
  const why: string[] = [];
  for (const e of edits) {
    if (e.start < at) continue;
    out += src.slice(at, e.start) + e.text;
    at = e.end;
    if (!why.includes(e.why)) why.push(e.why);
    if (out.length > MAX_OUT) break;
  }
  return { text: (out + src.slice(at)).slice(0, MAX_OUT), why: why.join(", ") };
}

/** The text an ed/ex script adds: the lines after each a, i or c command (any address) up to a line holding ".". */
export function edAdded(script: string): string {
  const out: string[] = [];
  let adding = false;
  for (const line of script.split("\n")) {
    if (adding) {
      if (line.trim() === ".") adding = false;
      else out.push(line);
    } else if (/^\s*(?:\d+|\$|\.|\/[^/]{0,200}\/)?(?:,(?:\d+|\$))?\s*[aic]!?\s*$/.test(line)) adding = true;
  }
  return out.join("\n");
}
