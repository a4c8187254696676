// The declared-act reader: an act of consequence stated as how things are (a routine in the passive, a policy's requirement, an expected result, a past habit, a table's outcome), with no order verb, read by its act and the marks of a standing routine.

import { askedFirst47 } from "./asked-first47.ts";
import { countCapped } from "./count-capped.ts";
import { docContext } from "./context.ts";
import { documentHit } from "./document-hit.ts";
import {
  ACTS26,
  NEED26,
  NEED26_ALL,
  NEGATION26,
  OUTCOME_TABLE26,
  SETTINGS_FILE26,
  SILENT26,
  STANDING26,
  STANDING26_ALL,
  UNASKED26,
  UNDONE26,
  UNDONE_REACH26,
  VENDOR_INSTALLER26,
} from "./declared-act26-vocab.ts";
import { fetchedEffect27, KEPT_OUT27, KEPT_OUT27_ALL, MARKUP27 } from "./declared-act27-marks.ts";
import { otherObjectSent, withoutRestartedSession } from "./declared-act27-readings.ts";
import { CONFINED25, TALKS25 } from "./machine-order25-vocab.ts";
import { TRIGGER28_ALL, triggered28 } from "./trigger-marks28.ts";
import type { View } from "./normalize.ts";
import { DISCUSSION_MARKERS } from "./patterns.ts";
import { DECLARED26_GATE, gateClosed } from "./reader-gates.ts";
import type { Hit } from "./types.ts";

/**
 * Why a reader of its own: the order readers look for an order's mood (an imperative, a modal, an address to the AI).
 * A handbook, a changelog, a runbook step, a ticket's acceptance criteria or a table of outcomes gives the same order
 * as a fact: "`.env` is mirrored to X after every change", "the session adds this key on start". What makes it an
 * order is the consequence: a secret moved to an outside address, a download piped to a shell, the permission prompts
 * switched off, branch protection removed, failing tests removed and reported as passing, a key or a fetcher planted;
 * and, for all but the plainest of these, a mark that the session carries it out on its own (every session, on start,
 * without a prompt, not announced, re-added when missing, expected). The same facts in benign documents are told as
 * prohibitions ("never leaves the machine"), as what was removed or revoked, or about the project's own pinned tools.
 */
const MAX26 = 100_000;
const WEIGHT26 = 0.86;
/** a sentence this long is a paragraph of prose, not a stated routine */
const MAX_SENTENCE = 700;
/** the words of security writing that quotes such a line to warn of it */
const SECURITY_WRITING26 =
  /\b(?:advisory|advisories|post-?mortem|blameless|cve-\d{4}|ghsa-|threat|malicious|attackers?|planted|poisoned|(?:do\s{1,3}not|don't|never)\s{1,3}(?:follow|obey|run|paste|execute|apply)\b|reported\s{1,3}by|steps\s{1,3}to\s{1,3}reproduce|security\s{1,3}(?:notice|bulletin|review)|prompt\s{1,3}injection|disguised)\b/g;
const TALKS_DOCUMENT = 2;
/** sentence ends: a full stop, question or exclamation mark before a space, or a CJK full stop */
const SENTENCE_END26 = /(?<=[^.\s][.!?])\s+(?=\S)|(?<=[。！])/;
/** the end of one JSON string and the start of the next: a field is a statement of its own */
const FIELD_END26 = /"\s{0,3}[,}\]][\s,}\]{[]{0,12}(?=")/;
/** "for example" in the other languages the gate reads (TALKS25 has the English) */
const EXAMPLE26 = /\b(?:beispiel|exemple|ejemplo|esempio|exemplo|przyk[lł]ad)\w{0,4}|пример|例えば|例如/;
/** acts whose own words are a removal or a silence ("branch protection removed", "no longer listed in the report") */
const REMOVAL_ACTS: ReadonlySet<string> = new Set(["guard-off", "fake-pass", "conceal", "left-out", "history"]);
/** a test vector: a quoted input and the verdict a detector should give it ("`…` → expect: flagged") */
const VERDICT26 =
  /(?:→|->|=>|\bexpect(?:ed)?:)\s{0,3}(?:expect(?:ed)?:?\s{0,3})?(?:flagged|allowed|blocked|detected|safe|unsafe|benign|malicious|clean|injection)\b/;
/** how far before an act a prohibition reaches ("are never mailed to …") */
const NEGATION_REACH = 60;

/** The marks of a statement, computed once and only when an act asks for them. */
interface Marks {
  standing(): boolean;
  /** a script fetched and run is said to send secrets or to add a way in (declared-act27-marks.ts) */
  fetchedEffect(): boolean;
  permissionsSet(): boolean;
}

export interface DeclaredAct26 {
  cls: string;
  /** where the statement's line starts in the view's text */
  at: number;
  length: number;
  /** where the act's words start */
  words: number;
  /** where the statement's own words start: its line's, or, in a record read field by field, the act's words */
  lead: number;
  /** a row of a trigger/outcome table (the document's own table, not a catalogue of quoted lines) */
  row: boolean;
}

/** a comment's line break and the next line's comment mark: one comment read as one statement */
const COMMENT_JOIN = /\n\s{0,8}(?:#|\/\/)\s{0,3}/g;
/** a comment line: it may run on over the next comment lines, and explains the line after it */
const COMMENT_LINE = /^\s{0,8}(?:#|\/\/)\s/;
/** a comment runs on over at most this many lines (its value line included) */
const COMMENT_LINES = 4;
/** how far around an act of the permission class its settings file may be named */
const SETTINGS_REACH = 300;

/** a step of a Gherkin scenario: the scenario's steps are one statement ("Then … are marked skipped / And … says …") */
const GHERKIN_STEP = /^\s{0,8}(?:given|when|then|and|but)\s/;
/** a scenario's steps read together, at most this many */
const GHERKIN_STEPS = 6;

/** Where the statement holding the line at `lineStart` starts: the line, or the first step of its Gherkin scenario. */
function statementStart(text: string, lineStart: number): number {
  let start = lineStart;
  if (!GHERKIN_STEP.test(text.slice(start, start + 20))) return start;
  for (let k = 0; k < GHERKIN_STEPS && start > 0; k++) {
    const prev = text.lastIndexOf("\n", start - 2) + 1;
    if (!GHERKIN_STEP.test(text.slice(prev, prev + 20))) break;
    start = prev;
  }
  return start;
}

/**
 * Where the statement holding `index` ends: its line's end, or, for a comment, the end of the comment lines that
 * follow it and of the value line the comment explains ("# the endpoint receives …" then "endpoint: https://…").
 */
function statementEnd(text: string, start: number, index: number): number {
  const lineEnd = (from: number): number => {
    const e = text.indexOf("\n", from);
    return e < 0 ? text.length : e;
  };
  let stop = lineEnd(index);
  if (!COMMENT_LINE.test(text.slice(start, stop))) return stop;
  for (let k = 0; k < COMMENT_LINES && stop < text.length; k++) {
    const next = lineEnd(stop + 1);
    const line = text.slice(stop + 1, next);
    if (line.trim() === "") break;
    stop = next;
    if (!COMMENT_LINE.test(line)) break;
  }
  return stop;
}

/** Two words of attack discussion or security writing: the text is a write-up that quotes such lines. */
function talksAboutAttacks(text: string): boolean {
  const talks = countCapped(DISCUSSION_MARKERS, text, TALKS_DOCUMENT);
  return talks + countCapped(SECURITY_WRITING26, text, TALKS_DOCUMENT - talks) >= TALKS_DOCUMENT;
}

/** The first act of consequence a text states as a standing routine, or null. Pure. */
export function declaredAct26(text: string): DeclaredAct26 | null {
  if (text.length > MAX26 || !NEED26.test(text)) return null;
  // (whole-text tests asked once, and only when a statement needs them: most texts with a gate word state no act)
  let table: boolean | undefined;
  const outcomeTable = (): boolean => (table ??= OUTCOME_TABLE26.test(text));
  NEED26_ALL.lastIndex = 0;
  for (let m = NEED26_ALL.exec(text), n = 0; m !== null && n < 400; m = NEED26_ALL.exec(text), n++) {
    const start = statementStart(text, text.lastIndexOf("\n", m.index) + 1);
    const stop = statementEnd(text, start, m.index);
    NEED26_ALL.lastIndex = stop;
    // a JSON string's escaped lines and quotes are read as the text they stand for; a record's fields one by one
    const line = text
      .slice(start, stop)
      .replace(/\\n/g, " ")
      .replace(/\\"/g, '"')
      .replace(COMMENT_JOIN, " ")
      .replace(/\n/g, " ")
      // (a tag's attributes are no words of the sentence: `<div style="display:none">` is no prohibition)
      .replace(MARKUP27, " ");
    const fields = FIELD_END26.test(line);
    for (const piece of fields ? line.split(FIELD_END26) : [line]) {
      if (!NEED26.test(piece)) continue;
      // (a row of a trigger/outcome table states what happens, as "every session" does)
      const row = /^\s{0,3}\||\S\s{3,}\S/.test(piece) && outcomeTable();
      // (asked only when an act that needs them is in sight: most sentences with a gate word hold no act)
      let standing: boolean | undefined;
      let effect: boolean | undefined;
      let permissionsSet: boolean | undefined;
      const marks: Marks = {
        // (a session the reader is told to restart is theirs, not the session's routine: declared-act27-readings.ts)
        // (or a step kept out of the record: "not recorded in the change log", "needs no mention")
        // (or a trigger that keeps the act from a human: only on CI, when nobody watches, from a date: trigger-marks28.ts)
        standing: () =>
          (standing ??=
            row ||
            STANDING26.test(withoutRestartedSession(piece)) ||
            KEPT_OUT27.test(piece) ||
            triggered28(piece, text)),
        fetchedEffect: () => (effect ??= fetchedEffect27(piece)),
        // (the permission class: the prompts skipped are the act itself, so "without asking" is no mark of routine
        // there; the settings file may be named on the line before or after: a test's expected value, then its file)
        permissionsSet: () =>
          (permissionsSet ??=
            (row ||
              STANDING26.test(withoutRestartedSession(piece).replace(UNASKED26, " ")) ||
              triggered28(piece, text)) &&
            SETTINGS_FILE26.test(text.slice(Math.max(0, start - SETTINGS_REACH), stop + SETTINGS_REACH)) &&
            !CONFINED25.test(piece)),
      };
      for (const sentence of piece.split(SENTENCE_END26)) {
        if (sentence.length > MAX_SENTENCE || !NEED26.test(sentence) || TALKS25.test(sentence)) continue;
        if (EXAMPLE26.test(sentence) || VERDICT26.test(sentence)) continue;
        const found = actStated(sentence, marks);
        // a write-up about attacks quotes such lines to warn of them (the whole text's verdict: no later line counts)
        if (found && talksAboutAttacks(text)) return null;
        if (found) {
          const words = placeOf(text, found.words, start, stop);
          return {
            cls: found.cls,
            at: start,
            length: stop - start,
            words,
            lead: fields ? words : start,
            row: /^\s{0,3}\|/.test(piece) && outcomeTable(),
          };
        }
      }
    }
  }
  return null;
}

/** The act's class and words when the sentence states one that is not forbidden or undone. */
function actStated(sentence: string, marks: Marks): { cls: string; words: string } | null {
  for (const [cls, re, needsStanding, quick] of ACTS26) {
    // (each act's literal first: the act's own regex and the marks are asked only when it is there)
    if (!quick.test(sentence)) continue;
    // (the act's own regex before the marks: a sentence with an act's literal seldom states the act, and the marks,
    // whole-sentence passes, are asked only of one that does; all of them are pure, so the order changes no answer)
    const act = re.exec(sentence);
    if (!act) continue;
    if (needsStanding && !marks.standing() && !(cls === "run-fetched" && marks.fetchedEffect())) continue;
    if (cls === "permissions" && !marks.permissionsSet()) continue;
    // (an internal registry is an everyday setting: where packages come from counts only when changed silently)
    if (cls === "supply" && !SILENT26.test(sentence)) continue;
    if (cls === "run-fetched" && VENDOR_INSTALLER26.test(act[0])) continue;
    // (a secret's place in one clause and another object sent in the next: declared-act27-readings.ts)
    if ((cls === "send-out" || cls === "send-out-named") && otherObjectSent(act[0])) continue;
    // a prohibition before or inside the act: "are never mailed", "no longer posts"; standing marks are not one
    // (the acts that are a removal or a silence name it in their own words: only what stands before them counts)
    const reach = sentence.slice(
      Math.max(0, act.index - NEGATION_REACH),
      REMOVAL_ACTS.has(cls) ? act.index : act.index + act[0].length,
    );
    // (emphasis marks are no word: "_never_ force-push")
    // ("when nobody watches" is a trigger's mark, not a prohibition: trigger-marks28.ts)
    const reachWords = reach.replace(/[_*]/g, " ").replace(STANDING26_ALL, " ").replace(KEPT_OUT27_ALL, " ");
    if (NEGATION26.test(reachWords.replace(TRIGGER28_ALL, " "))) continue;
    // (a safeguard that names the act: "ask the user before running … git push --force": asked-first47.ts)
    if (askedFirst47(reachWords)) continue;
    // (an act named, then undone or refused: "`Bash(*)` was reverted by the user")
    const after = sentence.slice(act.index + act[0].length, act.index + act[0].length + UNDONE_REACH26);
    const afterWords = after.replace(/[_*]/g, " ").replace(STANDING26_ALL, " ").replace(KEPT_OUT27_ALL, " ");
    if (!REMOVAL_ACTS.has(cls) && UNDONE26.test(afterWords)) continue;
    return { cls, words: act[0] };
  }
  return null;
}

/** Where the act's words stand in the line (an unescaped JSON line may not hold them verbatim: then its start). */
function placeOf(text: string, words: string, start: number, stop: number): number {
  const at = text.indexOf(words.trim().slice(0, 20), start);
  return at >= 0 && at < stop ? at : start;
}

/** The hit of the first declared act in a text, quoted as the rule stage quotes a document. */
export function declaredActHits26(view: View, originalLength: number): Hit[] {
  // (the prefilter pass of the rule stage already said whether one of the gate's literals is in this text)
  if (gateClosed(view, DECLARED26_GATE)) return [];
  const found = declaredAct26(view.text);
  if (!found) return [];
  const ctx = docContext(view.text);
  // (quoting is read where the line starts, as the machine-order reader reads it; a row of an outcome table is the
  // document's own statement, so only a test's fixture or a named example discounts it)
  // (a fixture's string holds the whole line; an inline-code list inside a sentence is no fixture: the line's first
  // word says which)
  // (a record read field by field: the field is the statement, so its own words say whether it is a fixture's string)
  const lead = found.lead + (/^\s*/.exec(view.text.slice(found.lead, found.at + found.length))?.[0].length ?? 0);
  const fixture = Math.max(ctx.fixtureFactor(found.words), ctx.fixtureFactor(lead));
  const factor = found.row ? fixture : Math.min(ctx.quotedFactor(found.at), fixture);
  return documentHit(view, originalLength, {
    rule: `declared.act26-${found.cls}`,
    category: "hijack",
    weight: WEIGHT26,
    from: found.at,
    to: found.at + found.length,
    factor,
    // (a file the agent writes that states such a routine plants it for the next session: no discount for writes)
    surfaces: { write: 1 },
  });
}
