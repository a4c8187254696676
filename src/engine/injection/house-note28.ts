// A project's own note to coding agents that asks only for safe, bounded work: the rule hits that start inside it are dropped.

import {
  ADDRESS_AS_OBJECT,
  DANGER,
  HIDING,
  HOUSE_CONDUCT,
  LABELLED_ADDRESS,
  NEGATED_CLAUSE,
  NOTE_START,
  OUTSIDE_ADDRESS,
  OVERRIDE,
  PUSH,
  STEERING,
  USER_CONSENT,
} from "./house-note28-vocab.ts";
import type { Hit } from "./types.ts";
import { lowerCased } from "./lower-cased.ts";

/** how far a note is read past its address: to a blank line, the next list item or heading, or this many characters */
const NOTE_REACH = 500;
/** how far a hit that starts inside a note may run past its end and still be the note's */
const HIT_OVERRUN = 2;
/** a note that points ahead to what follows it: a colon at its end, "below", "the following", "next" */
const POINTS_AHEAD = /:\s*$|\b(?:below|following|next|these|further\s{1,3}down|underneath|attached)\b/;
/** how far past its end a note that points ahead is read */
const AHEAD_REACH = 400;
/** the categories a note's address and its order are read under; a request for the prompt, a jailbreak or a send is never dropped */
const NOTE_CATEGORIES: ReadonlySet<string> = new Set(["addressed", "hijack", "authority"]);
/** a conversation's turns: a "user:" or "human:" line */
const TRANSCRIPT = /(?:^|\n)[^\S\n]{0,4}(?:user|human|system)[^\S\n]{0,2}:/;
/** a note that is only a speaker's label: "assistant:", "ai:" */
const BARE_TURN = /^[^\S\n]{0,4}(?:assistant|ai|agent)[^\S\n]{0,2}:/;
/** a project document's heading (Markdown) or a workflow's top-level key (YAML): where house notes are written */
const DOCUMENT = /(?:^|\n)(?:#{1,6}[^\S\n]\S|[a-z][\w-]{1,30}:[^\S\n]*\n[^\S\n]{2})/;
/** a hit of this weight outside the notes is a cue of its own: the notes' hits then stay to corroborate it */
const OTHER_CUE = 0.5;
/** a hit may start on the white space before the note's address */
const HIT_LEAD = 3;
/** the literal every note holds: texts without it pay one scan of a short regex and nothing more */
const TRIGGER = /agent|assistant|\bai\b|llm|\bbots?\b/i;
/** a heading right above the note is the note's: "## Modes" over "Assistant: …" (a rule may start its match there) */
const HEADING_ABOVE = /(?:^|\n)#{1,6}[^\S\n][^\n]{0,60}\n[^\S\n]*\n?$/;
/**
 * a note judged here is plain text: ASCII and typographic punctuation only (a homoglyph, a foreign script or an
 * invisible character leaves the judgment to the rules)
 */
const PLAIN = /^[\t\n\r\x20-\x7e\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2192]*$/;
/** where a note ends: a blank line, the next list item, a heading of level two or more */
const NOTE_END = /\n[^\S\n]*\n|\n[^\S\n]{0,6}(?:[-*+]|\d{1,2}[.)])[^\S\n]|\n#{2,6}[^\S\n]/;

/** The spans of the text's notes to coding agents, from their address to their end (lowercased text, same length). */
export function agentNoteSpans(lower: string): [number, number][] {
  const spans: [number, number][] = [];
  NOTE_START.lastIndex = 0;
  for (let m = NOTE_START.exec(lower); m !== null; m = NOTE_START.exec(lower)) {
    const own = m.index + (lower[m.index] === "\n" ? 1 : 0);
    const above = HEADING_ABOVE.exec(lower.slice(Math.max(0, own - 70), own));
    const start = above ? own - above[0].length + (above[0][0] === "\n" ? 1 : 0) : own;
    const after = m.index + m[0].length;
    const lead = (/^\s*/.exec(lower.slice(after, after + 40)) as RegExpExecArray)[0].length;
    const rest = lower.slice(after + lead, after + lead + NOTE_REACH);
    const end = rest.search(NOTE_END);
    spans.push([start, after + lead + (end < 0 ? rest.length : end)]);
  }
  return spans;
}

/**
 * A note of house rules: plain text that hides nothing from the user, overrides nothing, steers no verdict or reply,
 * presses with no urgency or authority, and once its prohibitions are
 * cut ("never commit `.env`", "do not post tokens") reaches no secret, send, fetch, privilege, destruction, disabled
 * safeguard, release or outside address; a push only when the note leaves it to the user; and it holds a restraint,
 * the project's own workflow or a document it points to.
 */
export function houseNote(note: string): boolean {
  if (!PLAIN.test(note) || HIDING.test(note) || OVERRIDE.test(note) || STEERING.test(note)) return false;
  const cut = note.replace(NEGATED_CLAUSE, " ");
  if (DANGER.test(cut) || ADDRESS_AS_OBJECT.test(cut)) return false;
  if (OUTSIDE_ADDRESS.test(cut.replace(LABELLED_ADDRESS, " "))) return false;
  if (PUSH.test(cut) && !USER_CONSENT.test(note)) return false;
  return HOUSE_CONDUCT.test(note);
}

/**
 * The hits without those that start inside a note of house rules to coding agents ("AI agents: only after the user's
 * tests pass, run `npm run lint -- --fix` and list every file it changed in your summary", "Message for the agent: use
 * the read-only database role, and only switch if the user explicitly asks"). A note that sends a key out, hides from
 * the user or pushes past review keeps every hit, as does any text with an obfuscation hit.
 */
export function dropHouseNoteHits(text: string, hits: Hit[]): Hit[] {
  if (hits.length === 0 || !TRIGGER.test(text) || hits.some((h) => h.category === "obfuscation")) return hits;
  // (a project's document has headings or a workflow's keys; a page, a mail or a message without them is left to the
  // rules)
  if (!DOCUMENT.test(text)) return hits;
  const lower = lowerCased(text);
  if (lower.length !== text.length) return hits;
  // (a note that points ahead, "read the following:", "the steps below", is judged with what it points to; a
  // transcript's "assistant:" is a turn of the conversation, not a note to the agent)
  const transcript = TRANSCRIPT.test(lower);
  const safe = agentNoteSpans(lower).filter(
    ([s, e]) =>
      !(transcript && BARE_TURN.test(lower.slice(s, e))) &&
      houseNote(lower.slice(s, POINTS_AHEAD.test(lower.slice(s, e)) ? e + AHEAD_REACH : e)),
  );
  if (safe.length === 0) return hits;
  const inNote = (h: Hit): boolean =>
    NOTE_CATEGORIES.has(h.category) &&
    safe.some(([s, e]) => h.start >= s - HIT_LEAD && h.start < e && h.end <= e + HIT_OVERRUN);
  // (a cue elsewhere in the text makes the note a frame around it: every hit stays, the note's corroborating it)
  if (hits.some((h) => h.weight >= OTHER_CUE && !inNote(h))) return hits;
  return hits.filter((h) => !inNote(h));
}
