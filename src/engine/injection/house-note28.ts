// A project's own note to coding agents that asks only for safe, bounded work: the rule hits that start inside it are dropped.

import {
  ADDRESS_AS_OBJECT,
  DANGER,
  HIDING,
  HOUSE_CONDUCT,
  NEGATED_CLAUSE,
  NOTE_START,
  OVERRIDE,
  PUSH,
  USER_CONSENT,
} from "./house-note28-vocab.ts";
import type { Hit } from "./types.ts";

/** how far a note is read past its address: to a blank line, the next list item or heading, or this many characters */
const NOTE_REACH = 500;
/** how far a hit that starts inside a note may run past its end and still be the note's */
const HIT_OVERRUN = 80;
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
 * A note of house rules: plain text that hides nothing from the user, overrides nothing, and once its prohibitions are
 * cut ("never commit `.env`", "do not post tokens") reaches no secret, send, fetch, privilege, destruction, disabled
 * safeguard, release or outside address; a push only when the note leaves it to the user; and it holds a restraint,
 * the project's own workflow or a document it points to.
 */
export function houseNote(note: string): boolean {
  if (!PLAIN.test(note) || HIDING.test(note) || OVERRIDE.test(note)) return false;
  const cut = note.replace(NEGATED_CLAUSE, " ");
  if (DANGER.test(cut) || ADDRESS_AS_OBJECT.test(cut)) return false;
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
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return hits;
  const safe = agentNoteSpans(lower).filter(([s, e]) => houseNote(lower.slice(s, e)));
  if (safe.length === 0) return hits;
  return hits.filter((h) => !safe.some(([s, e]) => h.start >= s - HIT_LEAD && h.start < e && h.end <= e + HIT_OVERRUN));
}
