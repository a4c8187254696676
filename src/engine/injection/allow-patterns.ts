// User allowPatterns run on re2js (a pure-JS RE2: linear time, no backtracking); a pattern RE2 cannot express is refused.

import { RE2JS } from "re2js";
import { errorText } from "../error-text.ts";

export type AllowPattern = { ok: true; source: string; re: RE2JS } | { ok: false; source: string; why: string };

const MAX_CACHED = 256;
const cache = new Map<string, AllowPattern>();

function why(e: unknown): string {
  const m = errorText(e);
  return m.replace(/^error parsing regexp:\s*/, "").slice(0, 200);
}

/**
 * Compiles one allowPattern case-insensitively with RE2 semantics (JS-only syntax such as `(?<name>` is translated
 * first). Lookarounds and backreferences have no linear-time form, so they are refused with the reason.
 */
export function compileAllowPattern(source: string): AllowPattern {
  const hit = cache.get(source);
  if (hit) return hit;
  let out: AllowPattern;
  if (source.length === 0) out = { ok: false, source, why: "an empty pattern would match everywhere" };
  else {
    try {
      out = { ok: true, source, re: RE2JS.compile(RE2JS.translateRegExp(source), RE2JS.CASE_INSENSITIVE) };
    } catch (e) {
      out = {
        ok: false,
        source,
        why: `${why(e)} (patterns run on a linear-time RE2 engine: no lookarounds or backreferences; escape it to match it literally)`,
      };
    }
  }
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(source, out);
  return out;
}

/**
 * Blank out (same length, so spans stay right) every text a usable allowPattern matches. A refused pattern
 * blanks nothing: the text stays scanned (fails closed). One DFA pass decides whether there is any match at all;
 * only then the matcher walks the spans.
 */
export function blankAllowedRe2(text: string, patterns: readonly string[]): string {
  let out = text;
  for (const p of patterns) {
    const c = compileAllowPattern(p);
    if (!c.ok || !c.re.test(out)) continue;
    const m = c.re.matcher(out);
    const spans: [number, number][] = [];
    while (m.find()) {
      const s = m.start();
      const e = m.end();
      if (e > s) spans.push([s, e]);
    }
    if (spans.length === 0) continue;
    let next = "";
    let at = 0;
    for (const [s, e] of spans) {
      next += out.slice(at, s) + " ".repeat(e - s);
      at = e;
    }
    out = next + out.slice(at);
  }
  return out;
}
