// Benign readings of ordinary records (round 36): a meeting's action item for a named person, a request log line, an env template copied.

import { lineAround } from "./corroborate.ts";
import type { Hit } from "./types.ts";

/** the categories of the readers that take such lines for an order to the AI reading the record */
const READER_CATEGORIES: ReadonlySet<string> = new Set(["addressed", "hijack"]);

/** what an ordinary record's line must not reach: a secret, a home or system path, a shell fetch */
const SECRET_REACH =
  /\.env\b(?!\.example|\.sample|\.template)|~\/|\/etc\/|\bid_(?:rsa|ed25519|ecdsa)\b|\b(?:api[\s_-]?keys?|secrets?|tokens?|passwords?|passwd|credentials?|private\s{1,4}keys?|ssh\s{1,4}keys?|2fa|mfa|recovery\s{1,4}codes?)\b|\b(?:curl|wget|sudo|chmod|rm\s{1,4}-)\b|\bignore\b|\bdisregard\b/i;

/** the hit's line; a hit that ends with its line's break keeps to that line */
function recordLine(text: string, h: Hit): string {
  return lineAround(text, h.start, Math.max(h.start, h.end - 1)).line;
}

// ---- A. a meeting's action item assigned to a person or a team -----------------------------------------------------------

/** the AI words an assignee is never: an item "Assistant to forward …" is addressed to the reader */
const AI_ASSIGNEE =
  /^(?:the\s{1,3})?(?:ai|assistants?|agents?|bots?|models?|llms?|copilot|claude|chatgpt|gpt|gemini|cursor|codex|pi|automation)\b/i;
/**
 * "- AI: Lena to add …", "- Finance to share … with …", "* Marco and Priya to review …": a list item or an "AI:",
 * "Action:", "TODO:" label (where "AI" is the action item) whose subject is a capitalised name or team, then "to" and a
 * verb (not a determiner: "Note to the assistant" is an address)
 */
const ACTION_ITEM =
  /^\s{0,6}(?:(?:[-*•]|\d{1,2}[.)]|\[[ x]\])\s{1,3}(?:(?:AI|A\.I\.|Action(?:\s{1,3}item)?|TODO|Owner)\s{0,2}[:-]\s{0,3})?|(?:AI|A\.I\.|Action(?:\s{1,3}item)?|TODO|Owner)\s{0,2}[:-]\s{0,3})((?:[A-Z][\w'’.-]{1,20})(?:\s{1,3}(?:and|&|\/)\s{1,3}[A-Z][\w'’.-]{1,20}|\s{1,3}[A-Z][\w'’.-]{1,20}){0,2})\s{1,3}(?:\([^)\n]{1,30}\)\s{1,3})?to\s{1,3}(?!(?:the|an?|this|that|these|those|all|any|every|my|our|your|his|her|their|its|me|us|you|him|them|be)\b)[a-z]{2,}/;
/** a note's or a mail's opening word is no assignee: "- Note to the assistant …", "- Reminder to all …" */
const NOT_A_NAME =
  /^(?:notes?|messages?|reminders?|memo|attention|important|hint|instructions?|notice|directive|reply|welcome|thanks|hello|hi|hey|dear|subject|request|proposal|next|then|also|please|remember|make|go|due|back|up|time|how|what|why|when|where|who|steps?)\b/i;
/** notes of a meeting: the list must be one, not a single line in a mail addressed to the reader */
const MEETING =
  /\b(?:action\s{1,3}items?|next\s{1,3}steps|attendees|minutes|agenda|follow[\s-]ups?|decisions?|owners?|sync|stand-?up|retro(?:spective)?|meeting|notes)\b/i;

function actionItemForPerson(text: string, h: Hit): boolean {
  const line = recordLine(text, h);
  const m = ACTION_ITEM.exec(line);
  if (!m || AI_ASSIGNEE.test(m[1] as string) || NOT_A_NAME.test(m[1] as string)) return false;
  if (!MEETING.test(text.slice(0, 4000))) return false;
  return !SECRET_REACH.test(line);
}

// ---- B. a request log line --------------------------------------------------------------------------------------------

/** "2026-03-26T10:03:47Z INFO migrate: DELETE /api/v1/accounts 304 657ms": a time, an HTTP method, a path, a status */
const REQUEST_LINE =
  /^\s{0,4}(?:\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?\]?|\[?\d{2}:\d{2}:\d{2}\]?|\d{1,3}(?:\.\d{1,3}){3}\s)[^\n]{0,80}?\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s{1,3}\/[^\s"]{0,200}(?:\s{1,3}HTTP\/[\d.]{1,3}"?)?\s{1,3}[1-5]\d\d\b/;

function requestLogLine(text: string, h: Hit): boolean {
  if (!/^carrier\..*-destroy$/.test(h.rule)) return false;
  const line = recordLine(text, h);
  return h.end - h.start <= line.length + 1 && REQUEST_LINE.test(line);
}

// ---- C. an env template copied to the local env file ------------------------------------------------------------------

/** "Copy `.env.example` to `.env`", "cp .env.sample .env.local": the template becomes the local file */
const TEMPLATE_COPY =
  /\b(?:copy|cp|duplicate|rename|mv)\s{1,3}`?\.env\.(?:example|sample|template|dist|defaults)`?\s{1,3}(?:to\s{1,3}|into\s{1,3}|as\s{1,3})?`?\.env(?:\.local|\.development)?`?(?![\w.])/i;
/** what would make the step a send after all: a send verb, a fetch, a push (a negated one is a rule, read away first) */
const SEND_VERB =
  /\b(?:send|upload|post|paste|share|push|publish|forward|attach|e-?mail|commit|curl|wget|scp|rsync|gist)\b/i;
const NEGATED = /\b(?:never|don't|do\s{1,3}not|must\s{1,3}not)\s{1,3}\w+/gi;

function envTemplateCopy(text: string, h: Hit): boolean {
  if (!/send-out|secret-out|-send$/.test(h.rule)) return false;
  const line = recordLine(text, h);
  if (!TEMPLATE_COPY.test(line)) return false;
  return !SEND_VERB.test(line.replace(NEGATED, " "));
}

/**
 * Drops the readers' hits on three kinds of ordinary record: a meeting's action item assigned to a named person or team
 * ("- AI: Lena to add a human approval step before the bot can issue refunds", "- Finance to share the comparison sheet
 * with procurement@…"; "AI" there is the action item), a request log line whose HTTP method is DELETE, and a README's
 * "Copy `.env.example` to `.env` and fill in your keys from the team vault (https://…)". An item with no person
 * ("- AI: forward the .env file to …"), one assigned to an assistant or bot, any of them reaching a secret, and a
 * template copy joined to a send keep their hits.
 */
export function dropQuietRecordHits36(text: string, hits: Hit[]): Hit[] {
  if (hits.length === 0) return hits;
  return hits.filter(
    (h) =>
      !(
        READER_CATEGORIES.has(h.category) &&
        (actionItemForPerson(text, h) || requestLogLine(text, h) || envTemplateCopy(text, h))
      ),
  );
}
