// Readers' literal pretests answered by the rule stage's one prefilter pass: a reader asks the bits that pass found in its view instead of scanning the text again.

import { NEED36 } from "./act-effects36.ts";
import { NEED18 } from "./artifact-orders18.ts";
import { AGENT_FILE } from "./artifact-plant19.ts";
import { NEED19 } from "./artifact-verdict19.ts";
import { NEED16 } from "./carrier-act16.ts";
import { ADDRESS_NEED14 } from "./carrier-address14.ts";
import { mayBench18Re } from "./carrier-bench18.ts";
import { EFFECTS } from "./carrier-vocab.ts";
import { mayHijack17Re } from "./carrier-hijack17.ts";
import { PAY_NEED, WHERE_NEED } from "./carrier-pay15.ts";
import { READER_OBJECT_LITERALS } from "./carrier-reader-need.ts";
import { READER_NEED } from "./carrier-reader-vocab.ts";
import { ROLE_NEED21 } from "./carrier-reading21-vocab.ts";
import { NEED26 } from "./declared-act26-vocab.ts";
import { NEED25 } from "./machine-order25-vocab.ts";
import { NEED28 } from "./piped-secret28-vocab.ts";
import { NEED_STAGED28 } from "./staged-capture28-vocab.ts";
import { ANY_LEVER29, NEED29 } from "./pressed-act29-vocab.ts";
import { NEED30 } from "./code-remedy30-vocab.ts";
import { PLAIN_WORDS } from "./multilingual-pretest.ts";
import { ANY_OBJECT34, VERB34 } from "./record-act34-vocab.ts";

import { LABEL24, REPORTS_TRICK24 } from "./hidden-order24-vocab.ts";
import { PURPOSE40 } from "./deceit40-vocab.ts";
import { WRONG40 } from "./deceit40-many.ts";
import type { View } from "./normalize.ts";
import { type ReaderGate, readerGate, spaceFree } from "./reader-gate.ts";

export type { ReaderGate } from "./reader-gate.ts";

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
/** piped-secret28.ts's pretest (a network sender's name), asked on every tool result */
export const PIPED28_GATE = readerGate("piped.secret28", NEED28);
/** staged-capture28.ts's pretest (a literal of a setting that routes a tool), asked on every tool result */
export const STAGED28_GATE = readerGate("staged.capture28", NEED_STAGED28);
/** pressed-act29.ts's pretest (a literal of an act of consequence a message may ask for), asked on every tool result */
export const PRESSED29_GATE = readerGate("pressed.act29", NEED29);
/**
 * pressed-act29.ts's lever (ANY_LEVER29) in the text as written: where the pass found none, the regex is not run on it
 * (the text's spaced and leet readings, which the pass does not read, are still asked)
 */
export const LEVER29_GATE = readerGate("pressed.lever29", ANY_LEVER29);
/** code-remedy30.ts's pretest: a literal of an act of consequence (round 29's and the code carriers' own) */
export const CODE_REMEDY30_GATE = readerGate("code.remedy30", NEED30);
/** code-applied30.ts's pretest: a suggestion block's fence or a lifecycle script's name */
export const APPLIED30_GATE = readerGate("code.applied30", /```suggestion|install"|"prepare"|"pretest"|"prebuild"/);

/** hidden-order24.ts's label for a program ("SYSTEM:", "(internal)", "note to the AI"), asked on every tool result */
export const LABEL24_GATE = readerGate("hidden.label24", LABEL24);
/** hidden-order24.ts's signs of a text that reports or teaches the trick, asked on every tool result */
export const REPORTS24_GATE = readerGate("hidden.reports24", REPORTS_TRICK24);
/**
 * carrier.ts's test of the reader's noun in each free-text part of a carrier: the same regex, its literals without
 * edge marks (a part is a slice), so a text that holds none has no part that names a reader
 */
export const ADDRESSED_PARTS_GATE = readerGate("carrier.addressed-parts", ADDRESSED_GATE.re, true);
/** artifact-orders18.ts's pretest (a secret's, a verdict's or a check's word), asked on every tool result */
export const ARTIFACT18_GATE = readerGate("artifact.orders18", NEED18);
/** artifact-verdict19.ts's pretest (a report's or a dictation's word), asked on every tool result */
export const VERDICT19_GATE = readerGate("artifact.verdict19", NEED19);
/** artifact-plant19.ts's agent file named, asked on every tool result */
export const PLANT19_GATE = readerGate("artifact.plant19", AGENT_FILE);
/** multilingual-pretest.ts's frequent words of languages written without accents, asked on every tool result */
export const FOREIGN16_GATE = readerGate("multilingual.words16", PLAIN_WORDS);
/** carrier-act16.ts's pretest (a literal of some act family), asked on every short tool result */
export const ACT16_GATE = readerGate("carrier.act16", NEED16);
/** carrier-pay15.ts's pretests: where money goes, and a payment word (both asked on every short tool result) */
export const PAY15_WHERE_GATE = readerGate("carrier.pay15-where", WHERE_NEED);
export const PAY15_GATE = readerGate("carrier.pay15", PAY_NEED);
/**
 * carrier-effects.ts's effect verbs, one of which every sentence that scores holds (sentencePoints gives no points to
 * a sentence whose `e.verb` finds nothing). A sentence is a slice of the view with quoted spans and reassurances
 * replaced by white space, so the literals are cores (a slice's edge passes any edge mark) cut to their longest part
 * without white space: such a part found in the sentence stands at the same place in the view, since the blanking only
 * ever writes white space. A carrier whose view holds none (most logs, tables and records) has no sentence to score.
 */
export const EFFECT_VERBS_GATE = spaceFree(
  readerGate("carrier.effect-verbs", new RegExp(EFFECTS.map((e) => e.verb.source).join("|")), true),
);

/** words too common to gate anything: a literal's part that is one of them is chosen last */
const FUNCTION_WORDS = new Set([
  "a",
  "an",
  "the",
  "to",
  "in",
  "on",
  "of",
  "or",
  "and",
  "as",
  "is",
  "with",
  "ohne",
  "sans",
  "sin",
]);

/**
 * act-order36.ts's necessary condition (NEED36: an effect's words or an agent file's name), read in sentences cut from
 * the view with wrapped lines joined by one space: cores cut to their longest part without white space, as above.
 * scan-once.ts skips the reader where the pass found none (about one short text in N: see the README's speed rows).
 */
export const ACT36_GATE = spaceFree(readerGate("act.order36", NEED36, true), FUNCTION_WORDS);
/**
 * record-act34.ts's two necessary conditions: an imperative verb (VERB34) and an object of some act class
 * (ANY_OBJECT34), both read in a sentence of the view with quotations and comment lines blanked to white space
 */
export const RECORD34_VERB_GATE = spaceFree(readerGate("record.act34-verb", VERB34, true), FUNCTION_WORDS);
export const RECORD34_OBJECT_GATE = spaceFree(readerGate("record.act34-object", ANY_OBJECT34, true), FUNCTION_WORDS);

/**
 * carrier.ts's reader's condition (carrier-reader-need.ts): a literal of an order's object or of a place outside, one
 * of which every sentence that scores holds, as parts without white space; its regex is the literals' alternation
 */
export const READER_OBJECT_GATE: ReaderGate = {
  name: "carrier.reader-object",
  re: new RegExp(READER_OBJECT_LITERALS.map((l) => l.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")),
  sets: [[...READER_OBJECT_LITERALS]],
  word: 0,
  bits: 0,
};

/** deceit40.ts's purposes' words (one of which every sentence it reads for a purpose holds), asked on every tool result and write */
export const DECEIT40_GATE = readerGate("act.deceit40", PURPOSE40);
/** deceit40-many.ts's wrong done to a population (every message it reads holds one of its words) */
export const DECEIT40_MANY_GATE = readerGate("act.deceit40-many", WRONG40);

export const READER_GATES: readonly ReaderGate[] = [
  HIJACK17_GATE,
  BENCH18_GATE,
  READING21_GATE,
  ADDRESSED_GATE,
  MACHINE25_GATE,
  DECLARED26_GATE,
  PIPED28_GATE,
  STAGED28_GATE,
  PRESSED29_GATE,
  CODE_REMEDY30_GATE,
  APPLIED30_GATE,

  LABEL24_GATE,
  REPORTS24_GATE,
  ADDRESSED_PARTS_GATE,
  ARTIFACT18_GATE,
  VERDICT19_GATE,
  PLANT19_GATE,
  FOREIGN16_GATE,
  ACT16_GATE,
  PAY15_WHERE_GATE,
  PAY15_GATE,
  EFFECT_VERBS_GATE,
  ACT36_GATE,
  RECORD34_OBJECT_GATE,
  RECORD34_VERB_GATE,
  READER_OBJECT_GATE,
  // round 39: the probe's second word
  LEVER29_GATE,
  // round 41
  DECEIT40_GATE,
  DECEIT40_MANY_GATE,
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
  return found !== undefined && found.text === view.text && (found.probes[gate.word] & gate.bits) !== gate.bits;
}

/** act-order36's condition on the main view: false only where the prefilter pass found none of NEED36's literals */
export const mayOrderAct36 = (view: View): boolean => !gateClosed(view, ACT36_GATE);
/** record-act34's condition on the main view: false where the pass found no literal of its verbs or of its objects */
export const mayRecordAct34 = (view: View): boolean =>
  !gateClosed(view, RECORD34_VERB_GATE) && !gateClosed(view, RECORD34_OBJECT_GATE);
