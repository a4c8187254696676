// Script gates of the multilingual rules, answered without a pass of their own: wide units by table, words by the prefilter.

import { gateSets, splitTopLevel } from "./gate-literals.ts";

/**
 * A rule's `script` regex says whether the text holds a unit of a script (or, for the mixed one, one of a few words)
 * before the rule's own regex runs. Each used to be one regex pass over the whole text, per view: on 1 MB about two
 * NFKC passes for the five of them. Here a top-level alternative that is a class of units above 0x7f is answered
 * from the text's units above 0x7f (one table lookup each, most texts have none), and the other alternatives only
 * when the prefilter pass found a literal every match of them holds (a probe); only then does the regex run. The
 * answer is exactly `script.test(text)`.
 */
export interface ScriptGate {
  script: RegExp;
  /** the bit of this script in WIDE_MASK's entries (0 when no alternative is a class of wide units) */
  bit: number;
  /** the other alternatives: none, no known literal (the regex runs), or these literal sets must all hit first */
  rest: "none" | "ungated" | string[][];
}

/** per unit above 0x7f, the bits of the scripts whose wide class holds it */
const WIDE_MASK = new Int32Array(65536);

const WIDE_CLASS = /^\[((?:\\u[0-9a-fA-F]{4}(?:-\\u[0-9a-fA-F]{4})?)+)\]$/;

/** The ranges of a class of \uXXXX units and ranges, all above 0x7f; null for any other alternative. */
function wideRanges(alt: string): [number, number][] | null {
  const m = WIDE_CLASS.exec(alt);
  if (!m) return null;
  const ranges = [...m[1].matchAll(/\\u([0-9a-fA-F]{4})(?:-\\u([0-9a-fA-F]{4}))?/g)].map(
    ([, a, b]) => [Number.parseInt(a, 16), Number.parseInt(b ?? a, 16)] as [number, number],
  );
  return ranges.every(([a, b]) => a >= 0x80 && b >= a) ? ranges : null;
}

/** The gate of each distinct script regex (at most 31 with a wide class: one bit each). */
export function scriptGates(scripts: readonly RegExp[]): Map<RegExp, ScriptGate> {
  const gates = new Map<RegExp, ScriptGate>();
  for (const script of scripts) {
    if (gates.has(script)) continue;
    const alts = splitTopLevel(script.source);
    const wide = alts.map(wideRanges);
    // under the i flag a class may hold more than its ranges: no shortcut
    const bit = wide.some((r) => r !== null) && gates.size < 31 && !script.flags.includes("i") ? 1 << gates.size : 0;
    if (bit)
      for (const ranges of wide) for (const [a, b] of ranges ?? []) for (let c = a; c <= b; c++) WIDE_MASK[c] |= bit;
    const others = alts.filter((_, k) => !bit || wide[k] === null);
    const flags = script.flags.replace(/[gy]/g, "");
    const sets = others.length === 0 ? [] : gateSets(new RegExp(others.join("|"), flags));
    gates.set(script, { script, bit, rest: others.length === 0 ? "none" : sets.length === 0 ? "ungated" : sets });
  }
  return gates;
}

/** The script bits of the wide units in `text` (0 for an ASCII text): one native scan for units above 0x7f. */
export function wideBits(text: string): number {
  const wide = /[^\x00-\x7f]/g;
  let bits = 0;
  while (wide.exec(text) !== null) bits |= WIDE_MASK[text.charCodeAt(wide.lastIndex - 1)];
  return bits;
}
