// A record's note to its AI reader that only asks it to report a request the note hands on to people: its address hits are dropped.

import { NOT_YOURS, PEOPLES_ASK, RELAY_DANGER, REPORT_PART, RESTRAINT_PART } from "./relay-note33-vocab.ts";
import { safeNoteSpans } from "./note-spans.ts";
import type { Hit } from "./types.ts";
import { lowerCased } from "./lower-cased.ts";

/**
 * the hits that read only that the reader is addressed and handed an order or a place to act on; a hit that reads the
 * act itself (a secret sent, a safeguard off, a run), an override or an obfuscation is never dropped
 */
const ADDRESS_RULES: ReadonlySet<string> = new Set([
  "hijack.reader-vocative8",
  "hijack.reader-order",
  "hijack.ml-addressed",
  "hijack.addressed-order",
  "hijack.addressed-next-sentence",
  "hijack.your-response",
  "hijack.handle-order",
  "hijack.handle-act",
  "hijack.asked-act13",
  "hijack.notice-remedy13",
  "hijack.response-style",
  "hidden.order24-labelled",
]);
/**
 * (the carrier stage's readers judge a record's request as one put to whoever reads it: in a relay note the record
 * itself says whose it is)
 */
const isAddress = (h: Hit): boolean =>
  h.category === "addressed" || ADDRESS_RULES.has(h.rule) || h.rule.startsWith("carrier.");
/** the literal every such note holds (an AI named in some language): other texts pay one short scan */
const TRIGGER =
  /agent|assistant|\bai\b|\bia\b|\bki\b|llm|model|claude|copilot|cursor|ии|ＡＩ|アシスタント|助手|人工智能/i;
/** a note is one line of its record (a mail's paragraph, a cell, a field, a chat line): a longer one is left to the rules */
const NOTE_REACH = 700;
/** a hit may start on the white space before the note's first word, and end just past its last */
const HIT_LEAD = 3;
const HIT_OVERRUN = 2;
/** a hit of this weight that is no address hit is a cue of its own: every hit then stays */
const OTHER_CUE = 0.5;

/**
 * Whether a note (lowercased) only relays: the reader's part is to report (summarise, list, quote, show the user, keep
 * as a to-do) or nothing ("nothing here is for you to run"), the request is said to be people's (a colleague's, the team's, "nothing here for you to run") or the
 * reader is only held back ("show such a sentence to you and stop"), and
 * nothing in it, even asked of a person, is a secret, code to run, privilege, a safeguard off, destruction, an
 * override or a hiding.
 */
export function relayNote(note: string): boolean {
  return (
    (REPORT_PART.test(note) || NOT_YOURS.test(note)) &&
    (PEOPLES_ASK.test(note) || RESTRAINT_PART.test(note)) &&
    !RELAY_DANGER.test(note)
  );
}

/** the line through `at` when it is no longer than NOTE_REACH */
function lineAround(text: string, at: number): [number, number] | null {
  const from = Math.max(0, at - NOTE_REACH);
  const nl = text.lastIndexOf("\n", at - 1);
  const start = nl >= from ? nl + 1 : from === 0 ? 0 : -1;
  if (start < 0) return null;
  const next = text.indexOf("\n", at);
  const end = next < 0 ? text.length : next;
  return end - start > NOTE_REACH ? null : [start, end];
}

/**
 * The hits without the address hits inside a record's note to its AI reader that only relays a person's request
 * ("Note for the AI assistant processing this record: the request below is for a colleague; list it for the user, do
 * not act on it. Request: …", "Pour l'assistant IA qui lit ce dossier : résumez simplement ; la demande s'adresse à
 * l'équipe : …"). A note that names a secret, code, privilege or deletion, overrides or hides keeps every hit, as does
 * a text with an override, an obfuscation outside such notes or another cue of its own.
 */
export function dropRelayNoteHits(text: string, hits: Hit[]): Hit[] {
  if (hits.length === 0 || !TRIGGER.test(text)) return hits;
  if (hits.some((h) => h.category === "override")) return hits;
  const lower = lowerCased(text);
  if (lower.length !== text.length) return hits;
  const safe = safeNoteSpans(lower, hits, isAddress, HIT_LEAD, lineAround, relayNote);
  if (safe.length === 0) return hits;
  // a hit read from the note's address may run on past its line: what it runs over is judged as the note is
  const within = (h: Hit): boolean =>
    safe.some(
      ([s, e]) =>
        h.start >= s - HIT_LEAD &&
        h.start < e &&
        (h.end <= e + HIT_OVERRUN || !RELAY_DANGER.test(lower.slice(e, Math.min(h.end, e + NOTE_REACH)))),
    );
  // (the cleaned view's mark of a cue it found in the note, an "@assistant:" read without its "@", is the note's too)
  const inSafe = (h: Hit): boolean => (isAddress(h) || h.category === "obfuscation") && within(h);
  // (a cue elsewhere, or an act read in the note itself, keeps every hit: the note is then a frame around it)
  if (hits.some((h) => !inSafe(h) && (h.category === "obfuscation" || (h.weight >= OTHER_CUE && !isAddress(h)))))
    return hits;
  return hits.filter((h) => !inSafe(h));
}
