// What a constant pipeline prints: echo/printf/here-strings through base64, hex, rev and rot13, and $(…) that only print.

import { decoderOf, echoOutput, escapeCount, printfOutput } from "./shell-expand.ts";
import { parseShell } from "./shell-parse.ts";
import { stagesOf, type Stage } from "./shell-words.ts";

export interface Produced {
  text: string;
  /** something was decoded on the way (base64, hex, escapes): the mark of hiding */
  decoded: boolean;
  steps: string[];
}

/** What a pipeline prints when it only prints constants and decodes them (echo/printf/here-string → decoders). */
export function staticOutput(stages: Stage[]): Produced | null {
  if (stages.length === 0) return null;
  const first = stages[0];
  const args = first.argv.slice(1).map((w) => w.text);
  let text: string | null = null;
  let decoded = false;
  const steps: string[] = [first.name];
  let from = 1;
  if (first.name === "echo") {
    text = echoOutput(args);
    decoded = args.some((a) => /^-[a-z]*e/.test(a)) && escapeCount(text === null ? "" : args.join(" ")) >= 4;
  } else if (first.name === "printf") {
    text = printfOutput(args);
    decoded = escapeCount(args.join(" ")) >= 4;
  } else if (first.cmd.stdin.length > 0) {
    text = first.cmd.stdin.map((w) => w.text).join("\n");
    from = first.name === "cat" ? 1 : 0;
  }
  if (text === null) return null;
  for (let i = from; i < stages.length; i++) {
    const s = stages[i];
    const dec = decoderOf(
      s.name,
      s.argv.slice(1).map((w) => w.text),
    );
    if (!dec) return null;
    const next: string | null = dec(text);
    if (next === null) return null;
    text = next;
    decoded = true;
    steps.push(s.name);
  }
  return { text, decoded, steps };
}

/** Text with `$(…)` and backticks that only print decoded constants replaced by what they print. */
export function resolveSubstitutions(text: string): Produced & { opaqueDecoder: boolean } {
  let decoded = false;
  let opaqueDecoder = false;
  const steps: string[] = [];
  let out = "";
  let at = 0;
  let n = 0;
  // (each unclosed `$(` looks for its `)` to the end: a budget of a few passes keeps many of them linear, round 43)
  let budget = 8 * text.length + 4096;
  for (let i = 0; i < text.length && n < 16 && budget > 0; i++) {
    let open = -1;
    let inner = "";
    let close = -1;
    if (text[i] === "$" && text[i + 1] === "(" && text[i + 2] !== "(") {
      open = i;
      let depth = 0;
      for (let j = i + 1; j < text.length && --budget > 0; j++) {
        if (text[j] === "(") depth++;
        else if (text[j] === ")" && --depth === 0) {
          close = j + 1;
          break;
        }
      }
      if (close > 0) inner = text.slice(i + 2, close - 1);
    } else if (text[i] === "`") {
      const j = text.indexOf("`", i + 1);
      if (j > 0) {
        open = i;
        close = j + 1;
        inner = text.slice(i + 1, j);
      }
    }
    if (open < 0 || close < 0) continue;
    n++;
    const parsed = parseShell(inner);
    // (an assignment alone, `$(IFS=; echo …)`, prints nothing: the one pipeline that prints is the output)
    const pipes = stagesOf(parsed.commands, inner).filter((p) => !(p.length === 1 && p[0].argv.length === 0));
    const produced = pipes.length === 1 ? staticOutput(pipes[0]) : null;
    if (produced) {
      // bash drops NUL bytes from a substitution's output (printf '%s\0' … for xargs -0)
      out += text.slice(at, open) + produced.text.replace(/\0/g, "");
      at = close;
      decoded ||= produced.decoded;
      steps.push(...produced.steps);
    } else if (
      pipes.some((p) =>
        p.some(
          (s) =>
            decoderOf(
              s.name,
              s.argv.slice(1).map((w) => w.text),
            ) !== undefined,
        ),
      )
    ) {
      opaqueDecoder = true;
    }
    i = close - 1;
  }
  return { text: out + text.slice(at), decoded, steps, opaqueDecoder };
}

/** What a process substitution `<(…)` prints when its commands only print constants (printf, echo, decoders). */
export function processSubstitutionOutput(word: string): Produced | null {
  const m = /^<\(([\s\S]*)\)$/.exec(word);
  if (!m) return null;
  const inner = m[1];
  const outs: Produced[] = [];
  for (const p of stagesOf(parseShell(inner).commands, inner).filter((x) => x[0].cmd.depth === 0)) {
    const o = staticOutput(p);
    if (!o) return null;
    outs.push(o);
  }
  if (outs.length === 0) return null;
  return {
    text: outs.map((o) => o.text).join("\n"),
    decoded: outs.some((o) => o.decoded),
    steps: outs.flatMap((o) => o.steps),
  };
}
