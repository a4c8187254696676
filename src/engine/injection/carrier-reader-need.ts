// What a sentence addressed to a program must hold to score (carrier-reader.ts): a literal of its order's object or of a place outside the text.

import { OWNED14 } from "./carrier-reach14.ts";
import { TOOL_ADDRESS } from "./carrier-reader.ts";
import { OBJECT_CLASSES } from "./carrier-reader-vocab.ts";
import { best, gateLiteral } from "./gate-info.ts";
import { parse } from "./gate-parse.ts";
import { automaton, literalCore, pairTable, scanWide, splitLiterals } from "./prefilter-tables.ts";

/**
 * A place outside the text (DESTINATION, PLACE14), by the units every match holds: an address's "@", a link's "://"
 * (DESTINATION's "http://" holds it), a hex address's "0x", an IP address's digit before a dot. Written here because
 * the parser reads the IP address as "." alone, a literal of nearly every text.
 */
const PLACES = ["@", "://", "0x", ..."0123456789".split("").map((d) => `${d}.`)];

/**
 * The required literals of `re` (gate-parse.ts: one of them stands in every match, single units included), trimmed, and
 * cut at any run of two white space units to its longest part. readerPoints reads a sentence cut from the view with
 * quotations and reassurances blanked to runs of white space (two units at least: a quotation holds its two marks, a
 * reassurance its words), and a speaker's or a description's label cut from its start: a literal without such a run
 * or white space at its ends found there stands at the same place in the view (a blanked unit inside it would have a
 * blanked neighbour inside it too).
 */
function requiredParts(re: RegExp): string[] {
  const top = parse(re);
  const set = top ? best(top) : null;
  if (!set) throw new Error(`carrier-reader-need: no required literals in ${re.source.slice(0, 60)}`);
  return set.map((l) =>
    literalCore(gateLiteral(l))
      .trim()
      .split(/\s{2,}/)
      .reduce((a, b) => (b.length > a.length ? b : a), ""),
  );
}

/**
 * readerPoints gives a sentence points only when its order reaches an object class (OBJECT_CLASSES), a belonging or a
 * place read by its shape (carrier-reach14.ts), or an outside address it moves something to (DESTINATION): a text that
 * holds no literal of them holds no sentence that scores. Derived from the classes' own regexes at load, so a word
 * another round adds to a class is in the condition without anyone listing it.
 */
export const READER_OBJECT_LITERALS: readonly string[] = (() => {
  const parts = [...OBJECT_CLASSES.map((o) => requiredParts(o.re)), requiredParts(OWNED14), PLACES].flat();
  const unique = [...new Set(parts)].filter((p) => p.length > 0);
  // (a literal that holds another adds nothing: the shorter one opens wherever it does)
  return unique.filter((p) => !unique.some((o) => o !== p && p.includes(o)));
})();

/**
 * A tool description's sentence is read under TOOL_ADDRESS ("for the ai: " and the sentence): when a literal of the
 * condition stands in those words, or starts with their end, the condition cannot close a tool description (false
 * today; computed at load).
 */
export const TOOL_ADDRESS_OPENS = READER_OBJECT_LITERALS.some(
  (l) => TOOL_ADDRESS.includes(l) || [...TOOL_ADDRESS].some((_, k) => l.startsWith(TOOL_ADDRESS.slice(k))),
);

const { ascii, wideLits } = splitLiterals(READER_OBJECT_LITERALS);
const AUTO = automaton(ascii, false);
const WIDE = pairTable(wideLits);
const LENGTHS = Int32Array.from(ascii, (l) => l.length);

/**
 * Per position p of `text`, the least end of a literal of the condition that starts at p or after it (text.length + 1
 * when none does), in one pass: a slice [s, e) of the text holds one when the answer at s is at most e. carrier.ts asks
 * it of each sentence, so a sentence that cannot score is neither cut nor read.
 */
export function objectReach(text: string): Int32Array {
  const n = text.length;
  const least = new Int32Array(n + 1).fill(n + 1);
  const { cls, delta, k, outStart, outList, ends } = AUTO;
  let state = 0;
  let anyWide = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) {
      anyWide = true;
      state = 0;
      continue;
    }
    state = delta[state * k + cls[c]];
    if (ends[state] === 0) continue;
    for (let j = outStart[state]; j < outStart[state + 1]; j++) {
      const start = i + 1 - LENGTHS[outList[j]];
      if (i + 1 < least[start]) least[start] = i + 1;
    }
  }
  if (wideLits.length > 0 && anyWide)
    scanWide(text, WIDE, (lit, at) => {
      if (at + lit.length < least[at]) least[at] = at + lit.length;
    });
  for (let p = n - 1; p >= 0; p--) if (least[p + 1] < least[p]) least[p] = least[p + 1];
  return least;
}
