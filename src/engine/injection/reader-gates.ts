// Readers' literal pretests answered by the rule stage's one prefilter pass: a reader asks the bits that pass found in its view instead of scanning the text again.

import { ADDRESS_NEED14 } from "./carrier-address14.ts";
import { mayBench18Re } from "./carrier-bench18.ts";
import { mayHijack17Re } from "./carrier-hijack17.ts";
import { READER_NEED } from "./carrier-reader-vocab.ts";
import { ROLE_NEED21 } from "./carrier-reading21-vocab.ts";
import { gateSets } from "./gate-literals.ts";
import { NEED26 } from "./declared-act26-vocab.ts";
import { NEED25 } from "./machine-order25-vocab.ts";

import { LABEL24, REPORTS_TRICK24 } from "./hidden-order24-vocab.ts";
import type { View } from "./normalize.ts";

/**
 * A reader's pretest (`re`, tested on the whole view) and the literal sets derived from it (gate-literals.ts: every
 * match of `re` holds a literal of each set, by construction). scan-rules-gates.ts gives each set a probe bit of the
 * prefilter pass (`bits`, 0 when no bit was left: the regex alone decides). The sets are derived from the reader's own
 * regex at load, so a word another round adds to the pretest is in the gate without anyone listing it.
 */
export interface ReaderGate {
  name: string;
  re: RegExp;
  sets: readonly string[][];
  bits: number;
}

function readerGate(name: string, re: RegExp): ReaderGate {
  return { name, re, sets: gateSets(re), bits: 0 };
}

/** carrier-hijack17.ts's signs of a planted task, asked on every short tool result */
export const HIJACK17_GATE = readerGate("carrier.hijack17", mayHijack17Re);
/** carrier-bench18.ts's signs of a benchmark-shaped order, asked on every short tool result */
export const BENCH18_GATE = readerGate("carrier.bench18", mayBench18Re);
/** carrier-reading21.ts's pretest (a program's role noun), asked on every short tool result */
export const READING21_GATE = readerGate("carrier.reading21", ROLE_NEED21);
/**
 * carrier.ts's pretest of a reader named in the text (a program's or a role's noun, or another language's), asked on
 * every short tool result: `READER_NEED.test(t) || ADDRESS_NEED14.test(t)` is this one regex's test (neither has a
 * back-reference or a flag)
 */
export const ADDRESSED_GATE = readerGate(
  "carrier.addressed",
  new RegExp(`${READER_NEED.source}|${ADDRESS_NEED14.source}`),
);
/** machine-order25.ts's pretest (a literal of an act of consequence), asked on every tool result */
export const MACHINE25_GATE = readerGate("machine.order25", NEED25);
/** declared-act26.ts's pretest (a literal of an act stated as a routine), asked on every tool result and write */
export const DECLARED26_GATE = readerGate("declared.act26", NEED26);

/** hidden-order24.ts's label for a program ("SYSTEM:", "(internal)", "note to the AI"), asked on every tool result */
export const LABEL24_GATE = readerGate("hidden.label24", LABEL24);
/** hidden-order24.ts's signs of a text that reports or teaches the trick, asked on every tool result */
export const REPORTS24_GATE = readerGate("hidden.reports24", REPORTS_TRICK24);
export const READER_GATES: readonly ReaderGate[] = [
  HIJACK17_GATE,
  BENCH18_GATE,
  READING21_GATE,
  ADDRESSED_GATE,
  MACHINE25_GATE,
  DECLARED26_GATE,

  LABEL24_GATE,
  REPORTS24_GATE,
];

/**
 * Exactly `gate.re.test(view.text)`: false without running the regex when the prefilter pass over this very text
 * (`view.found`, set by the rule stage on the main view) found no literal of one of the gate's sets.
 */
export function mayRead(view: View, gate: ReaderGate): boolean {
  if (gateClosed(view, gate)) return false;
  gate.re.lastIndex = 0;
  return gate.re.test(view.text);
}

/**
 * True when the prefilter pass over this very text (`view.found`) found no literal of one of the gate's sets, so
 * `gate.re` cannot match `view.text`; false when it may (or when no pass read this text: the caller asks the regex).
 */
export function gateClosed(view: View, gate: ReaderGate): boolean {
  const found = view.found;
  // (a view copied from the main one with other text carries its bits no more: the text itself is compared)
  return found !== undefined && found.text === view.text && (found.probes & gate.bits) !== gate.bits;
}
