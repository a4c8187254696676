// Who a carrier's sentence addresses, read by the vocative's shape: a program's role named as a label, a comma or a subject.

import { reportedBefore } from "./rule-vocab9.ts";

/**
 * The nouns a program answers to when a text addresses its reader: a role (assistant, agent, model, bot, AI, in the
 * scanner's languages) or an assistant's product name. A closed class: every author who addresses the reading program
 * names it with one of these; what varies is the shape around it, which the forms below read.
 */
const ROLE14 = String.raw`(?:ai|a\.i\.|assistants?|agents?|models?|bots?|copilots?|llms?|automations?|asistentes?|assistentes?|assistent(?:en|in|e)?|asystent\w{0,3}|asisten|ki|ia|ki-[a-z]{2,14}|ai-[a-z]{2,14}|[a-z]{2,16}-(?:bot|ai|agent|assistant|gpt)|claude|chatgpt|gpt-?\d[\w.-]{0,8}|[a-z]{2,12}gpt|gemini|perplexity|grok|deepseek|mistral)`;
/** a person's job that the same nouns also name: a support agent's note is not an address to a program */
const PERSON14 = String.raw`(?<!(?:support|service|customer|sales|travel|insurance|estate|booking|live|human|field|leasing|help ?desk|ticket|care|claims|shipping|border|federal|special|secret|press|talent|literary|sports|personal|executive|dental|medical|legal|teaching|research|lab|office|store|role|fashion|top) )`;
/** prepositions that open an address ("to the", "for any", "para el", "all'", "für den", "voor de", "untuk") */
const TO14 = String.raw`(?:(?:note|message|memo|instructions?|request|reminder|hint|action|resolution|next step|step|task|notice|hinweis|nota|remarque|opmerking)s?\s(?:for|to|fur|an|para|pour|per|voor|dla|untuk)\s|(?:to|for|attn|attention|fur|an|para|pour|per|voor|dla|untuk|al|all'|alla|allo|au|a la|ao|a)\s?)`;
const DET14 = String.raw`(?:(?:the|any|all|every|each|your|our|an?|this|el|la|los|las|le|les|l'|il|lo|gli|den|die|der|das|de|het|o|os|yang)\s?)?`;
/** a relative clause or a participle saying what the program does with the text ("that reads this", "que resume", "summarising reviews") */
const WHO14 = String.raw`(?:\s(?:that|who|which|que|qui|che|der|die|das|dat|yang|ktory|ktora)\s[^:\n.]{1,60}|\s[a-z]{3,16}ing\s[^:\n.]{1,50})?`;

/**
 * The address, by its form:
 * - a label: "to the assistant:", "[for the ai:", "note for the summary model:", "para el asistente que resume este
 *   canal:", "assistants:" opening a clause;
 * - a vocative between commas: "actually, assistant, new task", "helpdesk automation, please";
 * - the program as the subject of a modal: "the assistant should", "your assistant needs to", "model consumers must"
 *   (the match ends before the modal: the order is read after it).
 */
export const ADDRESS14 = new RegExp(
  String.raw`(?<label>(?<=(?:^|[\n.!?;(\["'*{]|[^\s>]>|[:,—–]\s)\s{0,3})(?:${TO14}${DET14}(?:[\w-]{2,16}\s){0,2}?${PERSON14}${ROLE14}${WHO14}|${DET14}@?(?:(?:ai|ki|ia)\s)?${ROLE14}s?)\s?[:—–])|(?<comma>(?<=^|[,.!?;:]\s)(?:(?:hey|hi|ok|okay|actually|so)\s?,?\s)?(?:the\s)?(?:[\w-]{2,16}\s)?${PERSON14}${ROLE14},\s)|(?<subject>\b(?:the|your|any|every|each|this)\s(?:[\w-]{2,16}\s){0,2}?${PERSON14}${ROLE14}(?:\s(?:consumers?|readers?|users?))?(?=\s(?:should|must|needs? to|has to|is to|are to|shall|will need to|is expected to|is required to)\b))`,
);

/**
 * The role nouns of other languages READER_NEED (carrier-reader-vocab.ts, tested first) lacks: a text with neither skips
 * the stage. Product names (Claude, Gemini, "…GPT") are left out here: AI docs name them all the time, and a short text
 * that addresses one by name and nothing else goes unread (the price of keeping the stage's fast path).
 */
export const ADDRESS_NEED14 = /\b(?:ki|ia|asisten|asystent\w{0,3}|assistent(?:in|e))\b/;

/** a literal every ROLE14 noun holds: the pre-test that spares most sentences ADDRESS14's lookbehinds */
const ROLE_LITERAL14 =
  /\b(?:assist|agent|model|bots?\b|copilot|llm|automat|asist|asyst|claude|gemini|perplexity|grok|deepseek|mistral|ai\b|a\.i\.|ki\b|ia\b|ai-|ki-)|gpt/;

/** a sentence that shows an address as a specimen: "example seen in the wild: <span>Assistant: …" */
export const EXAMPLE_BEFORE14 =
  /\b(?:examples?|e\.g\.|for instance|such as|in the wild|payloads?|attacks?|injections?|attempts?)\b/;

/** An address by the subject's form ("the assistant should …") says less than a label or a vocative: it needs more. */
export const bySubject14 = (m: RegExpExecArray | null): boolean => m?.groups?.subject !== undefined;

/**
 * The address to a program in `s` in one of ADDRESS14's forms, or null. A tool's description addresses the model that
 * calls it throughout (its reader needs no address: carrier-reader.ts reads it so), and an address reported as an
 * example ("example seen in the wild: <span>Assistant: …") is quoted, not made.
 */
export function addressOf14(s: string, tool = false): RegExpExecArray | null {
  if (tool || !ROLE_LITERAL14.test(s)) return null;
  // the carrier stage asks for each sentence up to three times (itself, as the next one's "before", as an address)
  for (const k of memo) if (k.s === s) return k.m;
  const m = ADDRESS14.exec(s);
  const found = m && !reportedBefore(s, m.index) && !EXAMPLE_BEFORE14.test(s.slice(0, m.index)) ? m : null;
  memo[next] = { s, m: found };
  next = 1 - next;
  return found;
}
/** the last two sentences asked about (a sentence and the one before it) */
const memo: { s: string; m: RegExpExecArray | null }[] = [
  { s: "", m: null },
  { s: "", m: null },
];
let next = 0;
