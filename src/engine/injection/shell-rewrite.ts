// The script as the shell would run it after aliases, functions defined then called, and brace-list command words.

import type { Stage } from "./shell-words.ts";

const MAX_EDITS = 64;
const MAX_OUT = 64 * 1024;
/** NAME() { BODY; } or function NAME { BODY; } (a body without nested braces) */
const FUNC_DEF =
  /(?:^|[;\n&|(]\s*)(?:function\s+([A-Za-z_][\w-]{0,63})\s*(?:\(\s*\))?|([A-Za-z_][\w-]{0,63})\s*\(\s*\))\s*\{([^{}]{1,4000})\}/g;
/** {curl,-s,URL}: brace expansion in the command position, which the shell splits into words */
const BRACE_LIST = /^\{([^{}\s]*,[^{}\s]*)\}$/;

type Edit = { start: number; end: number; text: string; why: string };

/**
 * The source with alias and function calls replaced by what they run (positional parameters filled from the call's
 * arguments as written) and brace-list command words split, plus what was rewritten; null when nothing was.
 */
export function rewriteSource(src: string, pipelines: Stage[][]): { text: string; why: string } | null {
  if (!/[{]|\balias\b/.test(src)) return null;
  const aliases = new Map<string, { value: string; end: number }>();
  const funcs = new Map<string, { body: string; end: number }>();
  FUNC_DEF.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = FUNC_DEF.exec(src)) !== null && funcs.size < 32)
    funcs.set((m[1] ?? m[2]) as string, {
      body: (m[3] as string).trim().replace(/;\s*$/, ""),
      end: FUNC_DEF.lastIndex,
    });
  const edits: Edit[] = [];
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
      const first = ws[0];
      const alias = aliases.get(first.text);
      const func = funcs.get(first.text);
      const brace = BRACE_LIST.exec(src.slice(first.start, first.end));
      if (alias && first.start >= alias.end)
        edits.push({ start: first.start, end: first.end, text: alias.value, why: `alias ${first.text}` });
      else if (func && first.start >= func.end) {
        const args = ws.slice(1).map((w) => src.slice(w.start, w.end));
        const all = args.join(" ");
        const body = func.body
          .replace(/"\$[@*]"|\$\{[@*]\}|\$[@*]/g, all)
          .replace(/"?\$\{?([1-9])\}?"?/g, (_, n: string) => args[Number(n) - 1] ?? "");
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
