// A send of named, non-secret work output next to a prohibition on sending secrets ("post that output …; do not post tokens"): a support or QA step, not exfiltration; its send hits are dropped.

import type { Hit } from "./types.ts";
import { lowerCased } from "./lower-cased.ts";

/** the literal every guard holds: a negation (texts without one pay one short scan) */
const TRIGGER = /\b(?:never|not|don'?t|no)\b/i;
/** the rules that read a send */
const SEND_RULE = /send|exposure|upload|post|share|attach/;
/**
 * the guard: a prohibition on sending secrets in the hit's sentence or the one after it ("Do not post environment
 * variables or tokens", "never attach .env or logs with tokens", "never paste a token")
 */
const GUARD =
  /\b(?:never|do\s{1,3}not|don'?t|must\s{1,3}not|no)\s{1,3}(?:\w{1,12}\s{1,3}){0,2}?(?:post|send|attach|paste|share|upload|include|commit|forward|e-?mail)\w{0,3}\b[^.;!?\n]{0,60}?(?:tokens?|secrets?|credentials?|passwords?|\.env\b|environment\s{1,3}variables|api\s{0,3}keys?|keys?)/;
/** a negated clause, cut before the send's own words are read for a secret */
const NEGATED =
  /\b(?:never|do\s{1,3}not|don'?t|must\s{1,3}not|no)\s(?:[^,;!?\n]|[.:](?=\S))*?(?=[,;!?\n]|\.(?:\s|$)|$)/g;
/**
 * a secret or a dump of one in what is sent or in the command whose output is sent: a credential file, a variable
 * dump, the agent's own context
 */
const SECRET_SENT =
  /token|secret|credential|passw|passphrase|private|api[\s_-]?key|\bkeys?\b|cookie|\benv\b|printenv|\.env\b|\.npmrc|\.netrc|\.pgpass|\.aws|\.ssh|id_(?:rsa|ed25519)|\/etc\/|history|transcript|conversation|system\s{1,3}prompt|instructions|\bcat\b|\$\{?[a-z_]+/;
/** a sentence's end: a stop, question or exclamation mark before white space, or a line break */
const SENTENCE_END = /[.!?](?=\s)|\n/g;

/** The sentence boundaries around `at`: [start of the sentence before, end of the sentence after]. */
function sentencesAround(lower: string, start: number, end: number): { before: string; own: string; after: string } {
  const from = Math.max(0, start - 300);
  const head = lower.slice(from, start);
  const stops = [...head.matchAll(SENTENCE_END)].map((m) => from + (m.index as number) + 1);
  const ownStart = stops.length > 0 ? (stops[stops.length - 1] as number) : from;
  const prevStart = stops.length > 1 ? (stops[stops.length - 2] as number) : from;
  const tail = lower.slice(end, end + 300);
  const e1 = tail.search(/[.!?](?=\s)|\n/);
  const ownEnd = e1 < 0 ? end + tail.length : end + e1 + 1;
  const rest = lower.slice(ownEnd, ownEnd + 300);
  const e2 = rest.search(/[.!?](?=\s)|\n(?!\S)/);
  return {
    before: lower.slice(prevStart, ownStart),
    own: lower.slice(ownStart, ownEnd),
    after: rest.slice(0, e2 < 0 ? rest.length : e2 + 1),
  };
}

/**
 * A send that names its own non-secret work output and is guarded: the sentence (or the next) forbids sending secrets,
 * and neither the send's sentence with its prohibitions cut nor the sentence before it (the command whose output is
 * sent) names a secret. Pure.
 */
export function guardedSend(lower: string, start: number, end: number): boolean {
  const { before, own, after } = sentencesAround(lower, start, end);
  if (!GUARD.test(own) && !GUARD.test(after)) return false;
  return !SECRET_SENT.test(own.replace(NEGATED, " ")) && !SECRET_SENT.test(before.replace(NEGATED, " "));
}

/**
 * The hits without the send hits of a guarded send: "Run `node --version` and post that output at
 * https://support.example/case/1. Do not post environment variables or tokens." A send of `printenv`'s output, of a
 * file under `~/.ssh` or of the agent's context keeps its hits, as does any text with an obfuscation hit.
 */
export function dropGuardedSends(text: string, hits: Hit[]): Hit[] {
  if (hits.length === 0 || !TRIGGER.test(text) || hits.some((h) => h.category === "obfuscation")) return hits;
  if (!hits.some((h) => SEND_RULE.test(h.rule))) return hits;
  const lower = lowerCased(text);
  if (lower.length !== text.length) return hits;
  return hits.filter((h) => !(SEND_RULE.test(h.rule) && guardedSend(lower, h.start, h.end)));
}
