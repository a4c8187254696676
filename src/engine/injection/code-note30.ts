// A project's note to coding agents inside a code artefact that asks only for bounded work: the address hits inside it are dropped.

import {
  ADDRESS_AS_OBJECT,
  DANGER,
  HIDING,
  HOUSE_CONDUCT,
  LABELLED_ADDRESS,
  NEGATED_CLAUSE,
  OUTSIDE_ADDRESS,
  OVERRIDE,
  PUSH,
  STEERING,
  USER_CONSENT,
} from "./house-note28-vocab.ts";
import {
  CLAIMED_CONSENT,
  CLAUSE_END,
  CODE_CONDUCT,
  CODE_LINE,
  CODE_NOTE_START,
  CODE_NOTE_TRIGGER,
  COMMENT_MARK,
  DESCRIBED_ONLY,
  ORDERED_ACT,
  LOCAL_DEV_TOOL,
  NEGATION,
  NOUN_REPLY,
  PART_NOT_TRANSLATED,
  PLAIN_NOTE,
  PLAIN_REPORT,
  REFERENCE_AT,
  TELL_VERB,
} from "./code-note30-vocab.ts";
import type { Hit } from "./types.ts";
import { lowerCased } from "./lower-cased.ts";

/** a note says something past its address: this many letters at least (a string cut after "Agent reading this:" is a fragment) */
const MIN_BODY_LETTERS = 20;
/** how far a note is read past its address */
const NOTE_REACH = 500;
/** how many lines of code make a code artefact (a source file, a fixture, a notebook, a build log with commands) */
const MIN_CODE_LINES = 2;
/** the categories a note's address and its order are read under; a send, a secret, a jailbreak are never dropped */
const NOTE_CATEGORIES: ReadonlySet<string> = new Set(["addressed", "hijack", "authority"]);
/** a hit of this weight outside the notes is a cue of its own: the notes' hits then stay to corroborate it */
const OTHER_CUE = 0.5;
/** a hit may start a little before the note's address (on its comment mark) or run a little past its end */
const HIT_LEAD = 3;
const HIT_OVERRUN = 2;
/** a line's lead: its indentation and comment mark (continuation lines of a comment block share it) */
const LEAD = /^[^\S\n]*(?:\/\/\/?|#|--|;|\*|>)?/;

function isCodeArtefact(lower: string): boolean {
  CODE_LINE.lastIndex = 0;
  let n = 0;
  while (CODE_LINE.exec(lower) !== null) if (++n >= MIN_CODE_LINES) return true;
  return false;
}

/** where the note that starts at `at` on the line starting at `lineStart` ends: its comment block, string or sentence run */
function noteEnd(lower: string, lineStart: number, at: number): number {
  const limit = Math.min(lower.length, at + NOTE_REACH);
  const before = lower.slice(lineStart, at);
  // a note inside a string value ends with the string
  if ((before.match(/(?<!\\)"/g) ?? []).length % 2 === 1) {
    const close = /(?<!\\)"/.exec(lower.slice(at, limit));
    return close ? at + close.index : limit;
  }
  const lead = (LEAD.exec(before) as RegExpExecArray)[0];
  const marked = /[^\s]/.test(lead);
  let end = lower.indexOf("\n", at);
  if (end < 0 || end >= limit) return limit;
  // the next lines are the note's while they share its comment mark (a comment block), or, unmarked, while the
  // note's sentence runs on (a commit body wrapped at 72 columns)
  while (end < limit) {
    const next = lower.indexOf("\n", end + 1);
    const line = lower.slice(end + 1, next < 0 ? lower.length : next);
    const own = (LEAD.exec(line) as RegExpExecArray)[0];
    const rest = line.slice(own.length).trim();
    if (rest === "" || own.trim() !== lead.trim()) break;
    if (!marked && (/[.;:!?]\s*$/.test(lower.slice(at, end)) || own.length !== lead.length)) break;
    end = next < 0 ? lower.length : next;
  }
  return Math.min(end, limit);
}

/** whether the clause that holds `at` (read back to its start, not before `from`) is negated: a prohibition */
function forbidden(lower: string, from: number, at: number): boolean {
  const before = lower.slice(from, at);
  const ends = [...before.matchAll(/[.;!?:](?=\s)|,/g)];
  const clause = ends.length === 0 ? before : before.slice((ends.at(-1)?.index ?? 0) + 1);
  return NEGATION.test(clause);
}

/** The spans of a code artefact's notes to coding agents, with the note's text (comment marks cut) to judge. */
export function codeNoteSpans(lower: string): { start: number; end: number; note: string }[] {
  const notes: { start: number; end: number; note: string }[] = [];
  CODE_NOTE_START.lastIndex = 0;
  for (let m = CODE_NOTE_START.exec(lower); m !== null; m = CODE_NOTE_START.exec(lower)) {
    const at = m.index + m[0].length - m[1].length;
    const lineStart = lower.lastIndexOf("\n", at - 1) + 1;
    const start = Math.max(lineStart, m.index);
    const end = noteEnd(lower, lineStart, at);
    const body = lower.slice(at + m[1].length, end);
    if ((body.match(/[a-z]/g) ?? []).length >= MIN_BODY_LETTERS)
      notes.push({ start, end, note: lower.slice(at, end).replace(COMMENT_MARK, "\n").replace(/\\n/g, " ") });
    CODE_NOTE_START.lastIndex = Math.max(CODE_NOTE_START.lastIndex, end);
  }
  return notes;
}

/**
 * The note's clauses as read for danger (a negated clause cut whole, a clause that orders no act its places and secrets
 * cut), and whether any clause orders an act.
 */
function orderedPart(note: string): { text: string; orders: boolean } {
  const out: string[] = [];
  let orders = false;
  let rest = note;
  while (rest.length > 0) {
    const m = CLAUSE_END.exec(rest);
    const clause = m ? rest.slice(0, m.index) : rest;
    rest = m ? rest.slice(m.index + m[0].length) : "";
    if (NEGATION.test(clause)) continue;
    const act = ORDERED_ACT.test(clause);
    orders ||= act;
    out.push(act ? clause.replace(NEGATED_CLAUSE, " ") : clause.replace(DESCRIBED_ONLY, " "));
  }
  return { text: out.join(" ; "), orders };
}

/**
 * A note of house rules in code: house-note28's judgment (plain text; hides nothing from the user, overrides nothing,
 * steers no reply; reaches no danger, no outside address, a push only with the user's consent; holds a restraint or the
 * project's workflow), with a code note's own readings: a report of the agent's finding to the user is no steering, a
 * negated clause is cut whole, and a clause that orders no act ("cells 4 to 6 hit the production warehouse") names
 * places and secrets without reaching them.
 */
export function codeHouseNote(note: string): boolean {
  const text = note
    .replace(PLAIN_REPORT, " ")
    .replace(REFERENCE_AT, " ")
    .replace(NOUN_REPLY, " ")
    .replace(PART_NOT_TRANSLATED, " ");
  if (!PLAIN_NOTE.test(text) || HIDING.test(text) || OVERRIDE.test(text) || STEERING.test(text)) return false;
  if (CLAIMED_CONSENT.test(text)) return false;
  const { text: ordered, orders } = orderedPart(text.replace(LABELLED_ADDRESS, " ").replace(LOCAL_DEV_TOOL, " "));
  if (DANGER.test(ordered) || ADDRESS_AS_OBJECT.test(ordered)) return false;
  if (OUTSIDE_ADDRESS.test(ordered)) return false;
  if (PUSH.test(ordered) && !USER_CONSENT.test(text)) return false;
  // (a note that orders nothing, neither an act nor what to tell, only informs: "2.9 fixes the proxy bug")
  const informs = !orders && !TELL_VERB.test(text);
  return informs || HOUSE_CONDUCT.test(text) || CODE_CONDUCT.test(text);
}

/**
 * The hits without those that start inside a code artefact's note of house rules to coding agents ("// Coding agents:
 * this cache is not thread-safe on purpose; fix the caller and add a test", a notebook cell's "Note to the coding
 * agent: run cells 1 and 2 only unless the user asks"). A note that sends, fetches, reaches a secret, turns a
 * safeguard off, hides from the user or overrides keeps every hit, as does any text with an obfuscation hit or a cue
 * outside the notes.
 */
export function dropCodeNoteHits(text: string, hits: Hit[]): Hit[] {
  if (hits.length === 0 || !CODE_NOTE_TRIGGER.test(text) || hits.some((h) => h.category === "obfuscation")) return hits;
  const lower = lowerCased(text);
  if (lower.length !== text.length || !isCodeArtefact(lower)) return hits;
  const safe = codeNoteSpans(lower).filter((n) => codeHouseNote(n.note));
  if (safe.length === 0) return hits;
  // (a send read inside the note's prohibition, "never print the credentials into chat", is what the note forbids)
  const inNote = (h: Hit): boolean =>
    safe.some(
      (n) =>
        h.start >= n.start - HIT_LEAD &&
        h.start < n.end &&
        h.end <= n.end + HIT_OVERRUN &&
        (NOTE_CATEGORIES.has(h.category) || (h.category === "exfiltration" && forbidden(lower, n.start, h.start))),
    );
  if (hits.some((h) => h.weight >= OTHER_CUE && !inNote(h))) return hits;
  return hits.filter((h) => !inNote(h));
}
