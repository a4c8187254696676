// The rule stage's inner loop: one prefilter pass opens each rule's literal gates, then the opened rules' regexes run.

import type { DocContext } from "./context.ts";
import { toOriginal, type View } from "./normalize.ts";
import { REPORTING_CUE } from "./patterns.ts";
import {
  ALL_RULES,
  ALTERNATIVE_SETS,
  literalIdsOf,
  literalIndex,
  PROBE_OF_ID,
  PROBE_OF_LITERAL,
  REACH,
  RUN_RE,
  SCRIPT_COUNT,
  SCRIPT_OF_RULE,
  SET_LITERALS,
  SETS_OF_ID,
  SETS_OF_LITERAL,
  SETS_OF_RULE,
  someAlternativeOpen,
  WINDOW_GATE,
} from "./scan-rules-gates.ts";
import { noProbes, PROBE_WORDS, type ProbeWords } from "./probe-words.ts";
import { wideBits } from "./scan-scripts.ts";
import { anchorWindows, boundedMatcher, matcher, ruleWindows, WINDOW_MIN_TEXT } from "./windows.ts";
import { type AnchorIndexer, anchorCache } from "./window-anchor-cache.ts";
import type { Hit } from "./types.ts";

export { PROBE_EMAIL, PROBE_ROT13 } from "./scan-rules-gates.ts";

const MAX_HITS_PER_RULE = 16;
const NEGATION =
  /(?:\bnot|n't|\bnever|\bno|\bnor|\bwithout|\bavoid|\brefuse to|\bunder no circumstances(?: should you)?|\bshould you)\s{1,4}(?:\w{1,12}\s{1,4}){0,2}$/;

/** True when `index` sits inside a quotation opened earlier on the same line. */
function insideQuote(text: string, index: number): boolean {
  let open = false;
  for (let i = index - 1; i >= 0 && index - i < 240; i--) {
    const c = text[i];
    if (c === "\n") break;
    if (
      c === '"' ||
      c === "“" ||
      c === "”" ||
      c === "«" ||
      c === "»" ||
      c === "「" ||
      c === "」" ||
      c === "『" ||
      c === "』"
    )
      open = !open;
  }
  return open;
}

/**
 * a long text's pass leaves the alternatives' literals out (their sets stay closed, and the alternatives are not
 * asked): on long texts most rules open anyway, and the larger automaton cost more than the runs it saved
 */
/**
 * Per rule, its window anchors, read the first time a long text opens the rule and its gate gives no cheap windows
 * (most rules never need them), and its deep anchors when the first give no narrower windows either
 * (`hijack.reader-subject` opens on every "agent" and "tool"; its "should" or "must" after the reader is rarer); one
 * positional pass over their literals, run on a text only when some rule there needs it.
 */
const ANCHORS = anchorCache(ALL_RULES);
/** anchors are read for a rule whose windows read more than this fraction of a long text (1 / ANCHOR_WORTH) */
const ANCHOR_WORTH = 32;
/** units of text a regex reads over `windows` whose slices reach `margin` units past them (plus a call each) */
function windowsCost(windows: number[], margin: number): number {
  let n = 0;
  for (let k = 0; k < windows.length; k += 2) n += windows[k + 1] - windows[k] + margin + 16;
  return n;
}
/** per call: each distinct script's answer, 0 not read yet, 1 no, 2 yes */
const SCRIPT_OPEN = new Uint8Array(SCRIPT_COUNT);

const OPENED = new Uint8Array(SET_LITERALS.length);
/** the rule each gate set belongs to (alternatives' sets: -1, they are asked only once a rule's own gates are open) */
const RULE_OF_SET = new Int32Array(SET_LITERALS.length).fill(-1);
SETS_OF_RULE.forEach((sets, r) => {
  for (const k of sets) RULE_OF_SET[k] = r;
});
/** per rule, how many of its gate sets are still closed (a copy of NEED per call, counted down as sets open) */
const NEED = Int32Array.from(SETS_OF_RULE, (sets) => sets.length);
const MISSING = new Int32Array(ALL_RULES.length);
/** rules whose gates are all open, in the order they opened (sorted before they run) */
const READY: number[] = [];
/** rules without any gate set: always asked */
const UNGATED: readonly number[] = ALL_RULES.flatMap((_, r) => (NEED[r] === 0 ? [r] : []));

/** Opens gate set k (once), and makes its rule ready when it was the rule's last closed set. */
function open(opened: Uint8Array, k: number): void {
  if (opened[k] !== 0) return;
  opened[k] = 1;
  const r = RULE_OF_SET[k];
  if (r >= 0 && --MISSING[r] === 0) READY.push(r);
}

/**
 * The rules whose every gate set a literal found in `text` opens, in rule order, and the probe bits of the literals
 * found (`index`: a long text's positional pass, else one pass by literal id). Marks the opened sets in OPENED (the
 * alternatives read them). Each rule counts its closed sets down as literals open them, so a text visits only the
 * rules it opens (a few per short text), not every rule's every set.
 */
export function openGates(
  text: string,
  index: Map<string, readonly number[]> | null,
): { ready: number[]; probes: number[] } {
  // one buffer for every call (runRules never calls itself), cleared first
  const opened = OPENED.fill(0);
  MISSING.set(NEED);
  READY.length = 0;
  for (const r of UNGATED) READY.push(r);
  const probes = noProbes();
  if (index)
    for (const lit of index.keys()) {
      for (const k of SETS_OF_LITERAL.get(lit) ?? []) open(opened, k);
      const words = PROBE_OF_LITERAL.get(lit);
      if (words) for (let w = 0; w < PROBE_WORDS; w++) probes[w] |= words[w];
    }
  else
    for (const id of literalIdsOf.ids(text)) {
      for (const k of SETS_OF_ID[id]) open(opened, k);
      for (let w = 0, at = id * PROBE_WORDS; w < PROBE_WORDS; w++) probes[w] |= PROBE_OF_ID[at + w];
    }
  // in rule order, as a loop over every rule visits them (hits keep their order)
  return { ready: sortInPlace(READY).slice(), probes };
}

/** `xs` sorted ascending in place: an insertion sort (a text opens a few rules; Array#sort allocated a work copy per call) */
function sortInPlace(xs: number[]): number[] {
  for (let i = 1; i < xs.length; i++) {
    const x = xs[i];
    let j = i - 1;
    while (j >= 0 && xs[j] > x) {
      xs[j + 1] = xs[j];
      j--;
    }
    xs[j + 1] = x;
  }
  return xs;
}

/**
 * Run every rule whose gates open on `view`, pushing its hits. Answers the probe words of the probe literals the same
 * pass found (probe-words.ts: PROBE_ROT13 and PROBE_EMAIL in word 0, the readers' gates' bits where they took them).
 */
export function runRules(
  view: View,
  originalLength: number,
  boost: number,
  hits: Hit[],
  discussing: () => boolean = () => false,
  context?: () => DocContext,
): ProbeWords {
  const text = view.text;
  // the script bits of the text's wide units, read when a script gate first asks
  let wide = -1;
  SCRIPT_OPEN.fill(0);
  // one multi-literal pass finds every gate literal at once (not one substring search per literal and rule); a short
  // text needs no positions (no windows), only which literals are there, by id
  const index = text.length >= WINDOW_MIN_TEXT ? literalIndex(text, true) : null;
  // the anchors' positions in this text, found when a rule first needs them (again if that rule's anchors are new)
  let anchorIndex: Map<string, readonly number[]> | null = null;
  let anchorIndexOf: AnchorIndexer | null = null;
  // the gate sets the found literals open (in OPENED), the rules they all open, and the probe bits
  const { ready, probes } = openGates(text, index);
  const opened = OPENED;
  for (const r of ready) {
    const rule = ALL_RULES[r];
    const alternatives = ALTERNATIVE_SETS[r];
    if (alternatives !== null && index === null && !someAlternativeOpen(alternatives, opened)) continue;
    const sg = SCRIPT_OF_RULE[r];
    if (sg) {
      // exactly sg.script.test(text): a wide unit of its class, else its words' literals then the regex
      if (SCRIPT_OPEN[sg.k] === 0) {
        if (wide < 0) wide = wideBits(text);
        const yes =
          (wide & sg.bit) !== 0 ||
          (sg.rest !== "none" && (sg.ungated || (probes[0] & sg.restBits) === sg.restBits) && sg.script.test(text));
        SCRIPT_OPEN[sg.k] = yes ? 2 : 1;
      }
      if (SCRIPT_OPEN[sg.k] === 1) continue;
    }
    const re = RUN_RE[r];
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    let n = 0;
    if (rule.perMatch !== undefined) {
      // density rule: distinct matched words, one hit at the first match
      const seen = new Set<string>();
      let first = -1;
      let last = 0;
      while (seen.size < 12 && (m = re.exec(text)) !== null) {
        seen.add(m[0]);
        if (first < 0) first = m.index;
        last = m.index + m[0].length;
      }
      if (seen.size > 0) {
        const weight =
          seen.size === 1 && rule.single !== undefined
            ? rule.single
            : Math.min(rule.cap ?? 1, rule.weight + rule.perMatch * (seen.size - 1));
        const [start, end] = toOriginal(view, first, last, originalLength);
        hits.push({ rule: rule.id, category: rule.category, weight: Math.min(1, weight + boost), start, end });
      }
      continue;
    }
    const reach = REACH.get(rule);
    const gate = WINDOW_GATE[r];
    let windows = reach && gate && index ? ruleWindows(text, gate, reach, index) : null;
    // a long text where the gate's windows read much of it: the starts near the rarest anchors of each alternative,
    // when they read less
    let near: number[] | null = null;
    const cost = windows && reach ? windowsCost(windows, reach.ahead + reach.behind) : text.length;
    if (index && cost * ANCHOR_WORTH > text.length) {
      // the first anchors, then (when they read no less) the deep ones
      for (const deep of [false, true]) {
        const anchors = ANCHORS.anchorsOf(r, deep);
        if (anchors && (anchorIndex === null || anchorIndexOf !== ANCHORS.indexer())) {
          anchorIndexOf = ANCHORS.indexer();
          anchorIndex = anchorIndexOf(text, true);
        }
        near = anchors && anchorIndex ? anchorWindows(text, anchors, anchorIndex) : null;
        if (near && windowsCost(near, 0) < cost) break;
        near = null;
      }
      if (near) windows = null;
    }
    const next = near ? boundedMatcher(re, text, near) : matcher(re, text, windows, reach);
    while (n < MAX_HITS_PER_RULE && (m = next()) !== null) {
      if (rule.accept && !rule.accept(text, m.index, m[0])) continue;
      n++;
      let weight = rule.weight;
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      if (rule.negatable && NEGATION.test(before)) weight *= 0.25;
      else if (REPORTING_CUE.test(before)) weight *= 0.5;
      // a text about attacks quotes them: a match inside quotation marks there is an example, not an order
      else if (discussing() && insideQuote(text, m.index)) weight *= 0.5;
      // a prompt in a string literal, a transcript in a code fence, a command in a table of commands: quoted, not addressed
      // (rules that fire inside quotes too, as tool-description poisoning and harmful code, still count less in a test
      // fixture or a named example)
      const quoted = !context
        ? 1
        : rule.category === "malicious_code"
          ? context().fixtureFactor(m.index)
          : rule.unquoted
            ? context().fixtureFactor(m.index + m[0].length - 1)
            : context().quotedFactor(m.index);
      const [start, end] = toOriginal(view, m.index, m.index + m[0].length, originalLength);
      hits.push({
        rule: rule.id,
        category: rule.category,
        weight: Math.min(1, weight + boost),
        start,
        end,
        factor: rule.factor,
        ...(quoted < 1 ? { quoted } : {}),
      });
    }
  }
  return probes;
}
