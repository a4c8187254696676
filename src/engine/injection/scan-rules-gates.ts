// The rule stage's tables, built once at load: each rule's literal gate sets, window gate and reach, the probes, and
// the literal ids that open them (scan-rules.ts runs the rules over a text with these).

import { ROT13_LITERALS } from "./decode.ts";
import { alternativeGateSets, gateSets } from "./gate-literals.ts";
import { EMAIL_LITERALS } from "./hijack.ts";
import { MULTILINGUAL_RULES } from "./multilingual.ts";
import { PROSE_RULES, type ProseRule } from "./patterns.ts";
import { literalIds } from "./prefilter.ts";
import { flatProbeWords, type Probe, probeSlots, probeWordsOf } from "./probe-words.ts";
import { regexReach, type Reach } from "./reach.ts";
import { READER_GATES } from "./reader-gates.ts";
import { compactRegExp } from "./regex-compact.ts";
import { scriptGates } from "./scan-scripts.ts";
import { literalIndexer } from "./windows.ts";

export const ALL_RULES: ProseRule[] = [...PROSE_RULES, ...MULTILINGUAL_RULES];
/**
 * the regex each rule runs: its own, rewritten to compile to less native code with the same matches (regex-compact.ts);
 * gates, reach and anchors are still read from the rule's own source
 */
export const RUN_RE: RegExp[] = ALL_RULES.map((rule) => compactRegExp(rule.re));

/**
 * Each rule's gates: literal sets that must each have a literal in the text before the rule's regex runs. A rule's
 * own `gate` list, and the literals derived from its pattern (gate-literals.ts), which every match holds by
 * construction: a rule added without a gate list is gated all the same (and a unit test names a rule with neither).
 * A derived literal may ask for a word edge beside it (prefilter.ts EDGE_NW): "ai" as a word, not inside "maintain".
 */
const DERIVED = ALL_RULES.map((rule) => gateSets(rule.re));
/** a set `by` implies (each literal of `by` holds one of `set`): it opens whenever `by` does, so it adds nothing */
const impliedBy = (set: readonly string[], by: readonly string[]): boolean =>
  by.every((x) => set.some((y) => x.includes(y)));
/** the rule's own list is left out when a derived set implies it ("ignore" beside "‹ignore‹"): one literal id less */
const OWN_KEPT = ALL_RULES.map(
  // a list some matches escape is a choice of the rule (it runs only then), not a speed gate: always kept
  (rule, r) =>
    rule.gate !== undefined &&
    (rule.gateNotInEveryMatch === true || !DERIVED[r].some((d) => impliedBy(rule.gate ?? [], d))),
);
export const GATES: (readonly string[])[][] = ALL_RULES.map((rule, r) =>
  OWN_KEPT[r] && rule.gate ? [rule.gate, ...DERIVED[r]] : DERIVED[r],
);
/**
 * the literal set whose every match holds one, for windows: the rule's own list when it says so and is kept, else the
 * first derived one (a rule whose own list some matches escape, as `hijack.tool-duty9`'s words around a tool
 * description, windows on its first derived set, or on none when it has none)
 */
export const WINDOW_GATE = ALL_RULES.map((rule, r) =>
  rule.gate && rule.gateNotInEveryMatch ? DERIVED[r][0] : OWN_KEPT[r] ? rule.gate : GATES[r][0],
);

/** Rules whose every match holds a gate literal and whose pattern reads a bounded distance: scanned in windows. */
export const REACH = new Map<ProseRule, Reach>();
ALL_RULES.forEach((rule, r) => {
  if (!WINDOW_GATE[r] || rule.perMatch !== undefined) return;
  const reach = regexReach(rule.re);
  if (Number.isFinite(reach.ahead) && reach.behind <= 64) REACH.set(rule, reach);
});
/**
 * Per rule, the gate sets of each of its top-level alternatives (gate-literals.ts alternativeGateSets), or null: the
 * rule runs only when some alternative finds all of its sets, besides its own gates.
 */
const ALTERNATIVES = ALL_RULES.map((rule) => alternativeGateSets(rule.re));
export const SET_LITERALS: (readonly string[])[] = [
  ...GATES.flat(),
  ...ALTERNATIVES.flatMap((a) => (a ? a.flat() : [])),
];
/**
 * probes: literals the same pass looks for on behalf of checks outside the rules, one bit per check (runRules' answer).
 * The answer is PROBE_WORDS words of WORD_BITS bits (probe-words.ts); word 0 holds these two and the script sets (the
 * rule loop reads it), the readers' gates fill what is left of word 0 and then the next words.
 */
export const PROBE_ROT13 = 1;
export const PROBE_EMAIL = 2;
export const PROBES: Probe[] = [
  { word: 0, bit: PROBE_ROT13, literals: ROT13_LITERALS },
  { word: 0, bit: PROBE_EMAIL, literals: EMAIL_LITERALS },
];
const slots = probeSlots(PROBES);
/**
 * Script gates (scan-scripts.ts): per rule with a script, its gate; the literal sets of a script's word alternatives
 * are probes of their own (one bit per set, from bit 2), and `restBits` the bits that must all be found.
 */
export const SCRIPT_OF_RULE = (() => {
  const gates = scriptGates(ALL_RULES.flatMap((r) => (r.script ? [r.script] : [])));
  const distinct = [...gates.values()].map((g, k) => {
    let restBits = 0;
    const sets = typeof g.rest === "string" ? [] : g.rest;
    // more sets than word 0 has bits left: the regex decides (ungated)
    const taken = g.rest === "ungated" ? null : slots.take(sets, 0);
    const ungated = taken === null;
    if (taken) restBits = taken.bits;
    return { ...g, k, restBits, ungated };
  });
  const byScript = new Map(distinct.map((d) => [d.script, d]));
  return ALL_RULES.map((r) => (r.script ? byScript.get(r.script) : undefined));
})();
export const SCRIPT_COUNT = new Set(SCRIPT_OF_RULE.filter((g) => g !== undefined)).size;
/**
 * readers' pretests (reader-gates.ts): one probe bit per derived set, all of a gate's in one word (the first with room),
 * while bits are left (else the regex decides)
 */
for (const gate of READER_GATES) {
  const taken = gate.sets.length === 0 ? null : slots.take(gate.sets);
  if (taken) {
    gate.word = taken.word;
    gate.bits = taken.bits;
  }
}
const ALL_LITERALS = [...SET_LITERALS.flat(), ...PROBES.flatMap((p) => p.literals)];
/** the literals whose positions windows read (the window gates of the rules run in windows); others: found or not */
const WINDOW_LITERALS = new Set(ALL_RULES.flatMap((rule, r) => (REACH.has(rule) ? (WINDOW_GATE[r] ?? []) : [])));
/** the gate literals and probes, with positions for the window gates' (a long text's pass) */
export const literalIndex = literalIndexer([...GATES.flat(2), ...PROBES.flatMap((p) => p.literals)], (lit) =>
  WINDOW_LITERALS.has(lit),
);
export const literalIdsOf = literalIds(ALL_LITERALS);
/** per literal, its probe words (PROBE_WORDS of them; absent: it opens no probe) */
export const PROBE_OF_LITERAL = probeWordsOf(PROBES);
/** per literal id of literalIdsOf, its PROBE_WORDS probe words one after the other (0 where it opens none) */
export const PROBE_OF_ID = flatProbeWords(literalIdsOf.literals, PROBE_OF_LITERAL);
/** for each gate literal, the indexes in SET_LITERALS of the gate sets it opens */
export const SETS_OF_LITERAL = new Map<string, number[]>();
SET_LITERALS.forEach((set, k) => {
  for (const lit of set) {
    const list = SETS_OF_LITERAL.get(lit);
    if (!list) SETS_OF_LITERAL.set(lit, [k]);
    else if (list[list.length - 1] !== k) list.push(k);
  }
});
/** for each literal id of literalIdsOf, the indexes in SET_LITERALS of the gate sets it opens */
export const SETS_OF_ID: readonly number[][] = literalIdsOf.literals.map((lit) => SETS_OF_LITERAL.get(lit) ?? []);
/** for each rule, the indexes in SET_LITERALS of its gate sets */
export const SETS_OF_RULE: number[][] = [];
{
  let k = 0;
  for (const g of GATES) SETS_OF_RULE.push(g.map(() => k++));
}
/** for each rule, per top-level alternative the indexes in SET_LITERALS of its sets (after the rules' own), or null */
export const ALTERNATIVE_SETS: (number[][] | null)[] = [];
{
  let k = GATES.reduce((sum, g) => sum + g.length, 0);
  for (const alts of ALTERNATIVES) ALTERNATIVE_SETS.push(alts ? alts.map((sets) => sets.map(() => k++)) : null);
}

/** some alternative has every one of its sets opened */
export function someAlternativeOpen(alternatives: number[][], opened: Uint8Array): boolean {
  next: for (const sets of alternatives) {
    for (const k of sets) if (opened[k] === 0) continue next;
    return true;
  }
  return false;
}
