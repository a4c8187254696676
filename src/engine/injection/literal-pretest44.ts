// A costly regex's literal pretest: the literals one of which every match holds, as one alternation V8 runs cheaply (round 44).

import { requiredLiterals } from "./gate-literals.ts";

/**
 * V8 tries a case-blind Unicode pattern (flags iu) that opens on `\b` or a look-behind at every position of the text,
 * through every alternative: such a reader's whole-step test costs some 100–200 ns a character, where an alternation of
 * plain literals with the same flags costs 2–3. The pretest is that alternation: the literals one of which every match
 * of the pattern holds (gate-literals.ts, read from the pattern without its i flag), compiled with the pattern's own i
 * and u flags. A case-blind match matches each pattern unit with a unit of the same canonical form, so it holds a case
 * variant of one literal, which the case-blind alternation finds; a literal inside a look-around stands in the string
 * too (read before or after the match), and a negative one adds none. So a string the pretest does not match holds no
 * match of the pattern, from any lastIndex: the pretest decides nothing else, and answers stay the same.
 */
export function literalPretest(re: RegExp): RegExp | null {
  // (the parser reads g, u and y only: m and s change ^, $ and ., which it reads as zero-width or unknown anyway, but it
  // is not asked here; such a pattern keeps no pretest)
  if (/[^giuy]/.test(re.flags)) return null;
  const literals = requiredLiterals(new RegExp(re.source, re.flags.replace(/[giy]/g, "")));
  if (literals === null) return null;
  // (escaped as the u flag allows: syntax characters only)
  const source = literals.map((l) => l.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&")).join("|");
  return new RegExp(source, re.flags.replace(/[gy]/g, ""));
}

/**
 * Exactly `re.test(s)` for a pattern without g or y: false without running `re` where its pretest finds no literal.
 * (A pattern the parser knows no literal of is run as it is.)
 */
export function pretested(re: RegExp): (s: string) => boolean {
  if (re.global || re.sticky) throw new Error(`pretested: ${re} keeps a lastIndex`);
  const pre = literalPretest(re);
  return pre === null ? (s) => re.test(s) : (s) => pre.test(s) && re.test(s);
}
