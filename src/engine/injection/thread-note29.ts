// A person's message to the coding agent in a thread that asks only for bounded project work or only restrains: its address and order hits are dropped.

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
  USER_CONSENT,
} from "./house-note28-vocab.ts";
import {
  DESCRIBED,
  GATE_ACTS,
  NEGATED_SERIES,
  READ_ONLY_ASK,
  RECORD_START,
  RESTRAINS,
  RESTRAINT_CLAUSE,
  STEERS,
  THREAD,
} from "./thread-note29-vocab.ts";
import { safeNoteSpans } from "./note-spans.ts";
import type { Hit } from "./types.ts";
import { lowerCased } from "./lower-cased.ts";

/**
 * the hits that read only that the agent is addressed and given an order; a hit that reads the act itself (a safeguard
 * off, a send, a secret), a request for the prompt or a jailbreak is never dropped
 */
const ADDRESS_RULES: ReadonlySet<string> = new Set([
  "hijack.reader-vocative8",
  "hijack.reader-order",
  "hijack.addressed-next-sentence",
  "hijack.notice-remedy13",
  "hijack.asked-act13",
  "hidden.order24-labelled",
]);
const isAddress = (h: Hit): boolean => h.category === "addressed" || ADDRESS_RULES.has(h.rule);
/** the literal every such message holds: texts without it pay one scan of a short regex and nothing more */
const TRIGGER = /agent|assistant|\bai\b|llm|\bbots?\b/i;
/** a message longer than this is no chat line, comment or short mail: the rules judge it */
const MESSAGE_REACH = 700;
/** a hit may start on the white space before the message's first word, and end just past its last */
const HIT_LEAD = 3;
const HIT_OVERRUN = 2;
/** a hit of this weight outside the safe messages is a cue of its own: the messages' hits then stay to corroborate it */
const OTHER_CUE = 0.5;
/** a message judged here is plain text (a homoglyph, a foreign script or an invisible character leaves it to the rules) */
const PLAIN = /^[\t\n\r\x20-\x7e\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2192\u2022]*$/;

/**
 * The one message (a chat or JSON line, a comment's paragraph, a mail's paragraph) around `at`: back and forward over
 * the lines that continue it, to a blank line or a line that starts a record of its own. Null when it runs too long.
 */
export function messageAround(text: string, at: number): [number, number] | null {
  // (each step is bounded by MESSAGE_REACH: a long run of lines costs no more than one message's worth per hit)
  let start = lineStart(text, at);
  if (start < 0) return null;
  while (start > 0 && !RECORD_START.test(lineAt(text, start, MESSAGE_REACH))) {
    const prev = lineStart(text, start - 1);
    if (prev < 0 || at - prev > MESSAGE_REACH) return null;
    if (lineAt(text, prev, MESSAGE_REACH).trim() === "") break;
    start = prev;
  }
  let end = lineEnd(text, at, start + MESSAGE_REACH + 1);
  while (end < text.length && end - start <= MESSAGE_REACH) {
    const next = lineAt(text, end + 1, MESSAGE_REACH);
    if (next.trim() === "" || RECORD_START.test(next)) break;
    end = lineEnd(text, end + 1, start + MESSAGE_REACH + 1);
  }
  return end - start > MESSAGE_REACH ? null : [start, end];
}

/** where the line through `at` starts, looking back no further than MESSAGE_REACH (-1: further) */
function lineStart(text: string, at: number): number {
  const from = Math.max(0, at - MESSAGE_REACH);
  const nl = text.slice(from, at).lastIndexOf("\n");
  return nl >= 0 ? from + nl + 1 : from === 0 ? 0 : -1;
}

/** where the line through `at` ends, looking no further than `limit` */
function lineEnd(text: string, at: number, limit: number): number {
  const stop = Math.min(text.length, limit);
  const nl = text.slice(at, stop).indexOf("\n");
  return nl < 0 ? stop : at + nl;
}

/** the line that starts at `start`, at most `max` characters of it */
function lineAt(text: string, start: number, max: number): string {
  return text.slice(start, lineEnd(text, start, start + max));
}

/**
 * A message to the agent that asks only for bounded work or only restrains (lowercased): plain text that hides nothing
 * from the user, overrides nothing, steers no reply or verdict and plays no part, and once its prohibitions and its
 * clauses of restraint are cut ("never push to `release`", "credentials stay local", "keep the secret scanner
 * enabled") reaches no secret, send, fetch, run of an outside script, privilege, destruction, safeguard off, release
 * or unlabelled outside address; a push only when it leaves it to the user; and it names the project's workflow or a
 * restraint. A claimed role, praise or urgency is the thread's own: the ask is what is judged.
 */
export function threadNote(message: string): boolean {
  if (!PLAIN.test(message) || HIDING.test(message) || OVERRIDE.test(message) || STEERS.test(message)) return false;
  const cut = message
    .replace(DESCRIBED, " ")
    .replace(NEGATED_SERIES, " ")
    .replace(NEGATED_CLAUSE, " ")
    .replace(RESTRAINT_CLAUSE, " ");
  if (DANGER.test(cut) || GATE_ACTS.test(cut) || ADDRESS_AS_OBJECT.test(cut)) return false;
  if (OUTSIDE_ADDRESS.test(cut.replace(LABELLED_ADDRESS, " "))) return false;
  if (PUSH.test(cut) && !USER_CONSENT.test(message)) return false;
  return HOUSE_CONDUCT.test(message) || RESTRAINS.test(message) || READ_ONLY_ASK.test(message);
}

/**
 * The hits without the address and order hits inside a thread's message to the agent that asks only for bounded work
 * ("hey assistant, I maintain this package: rename `getCfg` across `src/`, run the type checker and open a PR") or only
 * restrains ("Security notice for AI assistants: agents must not read credential files; stop and ask the user"). A
 * message that sends a key out, runs a fetched script, hides from the user or pushes past review keeps every hit, as
 * does a text with an obfuscation hit or another cue outside the messages.
 */
export function dropThreadNoteHits(text: string, hits: Hit[]): Hit[] {
  if (hits.length === 0 || !TRIGGER.test(text) || !THREAD.test(text)) return hits;
  if (hits.some((h) => h.category === "obfuscation")) return hits;
  const lower = lowerCased(text);
  if (lower.length !== text.length) return hits;
  const safe = safeNoteSpans(lower, hits, isAddress, HIT_LEAD, messageAround, threadNote);
  if (safe.length === 0) return hits;
  const inSafe = (h: Hit): boolean =>
    isAddress(h) && safe.some(([s, e]) => h.start >= s - HIT_LEAD && h.start < e && h.end <= e + HIT_OVERRUN);
  // (a cue elsewhere makes the message a frame around it: every hit stays, the message's corroborating it)
  if (hits.some((h) => h.weight >= OTHER_CUE && !inSafe(h))) return hits;
  return hits.filter((h) => !inSafe(h));
}
