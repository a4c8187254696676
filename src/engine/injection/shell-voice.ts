// A script's own voice: its comments and the messages it prints to the terminal, which no agent reads as orders.

import { parseShell, type Word } from "./shell-parse.ts";
import { type Stage, stagesOf } from "./shell-words.ts";

/** Programs that print a message: their words are the script talking to whoever runs it. */
const PRINTERS = new Set(["echo", "printf", "logger", "gettext", "eval_gettext"]);
/** Where a message may go and stay a message: the terminal, the log of the system, nowhere. */
const TERMINAL = /^(?:&?[12]|-|\/dev\/(?:null|stderr|stdout|tty|console))$/;
/** `name() {` and `function name` at a line's head: the script's own functions (`debug`, `log`, `die`, `usage`). */
const FUNCTION_DEF = /^[ \t]*(?:function[ \t]+([A-Za-z_][\w-]{0,40})|([A-Za-z_][\w-]{0,40})[ \t]*\(\))/gm;
/** A whole-line comment (the shebang included). */
const COMMENT_LINE = /^[ \t]*#[^\n]*/gm;

/** A write into a file: `>`/`>>` to anything but a descriptor or /dev/…, or tee. */
const FILE_WRITE = /(?:^|[^<&0-9>])>{1,2}[ \t]*(?![&>]|\/dev\/)\S|\btee\b|\bdd\b|\bsed[ \t]+-i/;

/**
 * The names of the functions a script defines whose body writes no file (at most 64): `log "…"` that writes into
 * AGENTS.md carries its words somewhere, `debug "…"` that echoes to stderr does not. The body is read up to the first
 * `}` at a line's head (or 2,000 characters).
 */
export function scriptFunctions(src: string): Set<string> {
  const out = new Set<string>();
  if (!src.includes("(") && !src.includes("function")) return out;
  FUNCTION_DEF.lastIndex = 0;
  for (let m = FUNCTION_DEF.exec(src); m !== null && out.size < 64; m = FUNCTION_DEF.exec(src)) {
    const from = m.index + m[0].length;
    const close = src.indexOf("\n}", from);
    const body = src.slice(from, close < 0 || close - from > 2000 ? from + 2000 : close);
    if (!FILE_WRITE.test(body)) out.add(m[1] ?? m[2]);
  }
  return out;
}

/**
 * Spans the prose rules skip on the bash surface: whole-line comments, and the words of a message printed to the
 * terminal (echo, printf, logger, `cat <<EOF` or one of the script's own functions, alone in its pipeline, at top level,
 * its output not written to a file). Whatever it prints comes back to the agent as the command's output and is read there; what a
 * command writes into a file, pipes on or carries in a heredoc is not its voice and keeps its words.
 */
export function voiceSpans(
  src: string,
  pipelines: readonly Stage[][],
  literals: readonly Word[],
  own: ReadonlySet<string> = scriptFunctions(src),
): [number, number][] {
  const spans: [number, number][] = [];
  if (src.includes("#")) {
    // comments come in source order: one pointer over the literals sorted by start keeps this linear
    const sorted = [...literals].sort((a, b) => a.start - b.start);
    let k = 0;
    let reach = -1;
    COMMENT_LINE.lastIndex = 0;
    for (let m = COMMENT_LINE.exec(src); m !== null; m = COMMENT_LINE.exec(src)) {
      const at = m.index + m[0].indexOf("#");
      while (k < sorted.length && (sorted[k] as Word).start <= at) reach = Math.max(reach, (sorted[k++] as Word).end);
      if (at >= reach) spans.push([at, m.index + m[0].length]);
    }
  }
  for (const stages of pipelines) {
    if (stages.length !== 1) continue;
    const s = stages[0];
    if (s.cmd.depth !== 0 || !s.cmd.redirects.every((r) => TERMINAL.test(r.target.text))) continue;
    // `cat <<EOF` alone: a usage text or a notice printed from a heredoc
    if (s.name === "cat" && s.argv.length === 1 && s.cmd.stdin.length > 0)
      for (const w of s.cmd.stdin) spans.push([w.start, w.end]);
    if (s.cmd.stdin.length > 0 || !(PRINTERS.has(s.name) || own.has(s.name))) continue;
    for (const w of s.argv.slice(1)) spans.push([w.start, w.end]);
  }
  return spans;
}

/** A quick necessary condition for any voice span: a comment or a printer's name. */
const MAY_SPEAK = /#|\b(?:echo|printf|logger|gettext)\b/;

/**
 * A derived view of a script (functions inlined, a nested script unwrapped) with its own voice blanked the same way:
 * inlining `debug "…"` into `echo "D: …" >&2` must not hand the message back to the prose rules. `own` is the whole
 * script's functions: a fragment may call a function it does not define.
 */
export function quietText(text: string, own: ReadonlySet<string>): string {
  if (!MAY_SPEAK.test(text) && own.size === 0) return text;
  const parsed = parseShell(text);
  const spans = voiceSpans(text, stagesOf(parsed.commands, text), parsed.literals, own);
  if (spans.length === 0) return text;
  let out = "";
  let at = 0;
  for (const [a, b] of spans.sort((x, y) => x[0] - y[0])) {
    if (a < at) continue;
    out += text.slice(at, a) + " ".repeat(b - a);
    at = b;
  }
  return out + text.slice(at);
}
