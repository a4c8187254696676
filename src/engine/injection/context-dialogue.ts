// Records of a conversation: an AI speaker's label in a turn of a dialogue with both sides names who spoke, not a reader.

import { reaches9 } from "./rule-vocab9.ts";

/** factor of an AI speaker's label in a record of a conversation (below warn for a label alone: 0.85 × 0.5) */
export const TURN_LABEL = 0.5;

/** a labelled line: an optional time stamp, a speaker of one or two words, a colon and the turn's text */
const LABELLED_LINE =
  /^[ \t]{0,4}(?:\[[^\]\n]{1,24}\][ \t]{0,2}|\(?\d{1,2}:\d{2}(?::\d{2})?\)?[ \t]{0,2})?\*{0,2}(\p{L}[\p{L}\d'_-]{0,19}(?:[ .][\p{L}\d_-]{1,20})?)\*{0,2}[ \t]{0,2}:[ \t]{0,4}\S/u;
/** the AI side of a dialogue: a program's role or product name, in the languages our rules read */
const AI_SPEAKER =
  /^(?:[\p{L}\d_-]{1,16}[ .-])?(?:ai|assistant|assistent|asistente|assistente|asystent|bot|chatbot|model|agent|llm|chatgpt|gpt|claude|copilot|gemini)$/u;
/**
 * labels that head a field, a step or a note rather than name a speaker: a text of "Note: … / Assistant: …" is no
 * dialogue with both sides, and a planted "System:" or "Instructions:" turn is no speaker of the record
 */
const NOT_A_SPEAKER =
  /^(?:system|developer|tool|function|note|notes|nb|warning|caution|important|example|examples|step|tip|todo|fixme|input|output|expected|result|error|usage|summary|instructions?|task|context|rules?|goal|prompt|query|question|answer|response|reply|title|description|subject|from|to|date|cc|bcc|re|fwd|q|a|http|https|file|path|url|id|name|type|status|version)$/u;
/** where a word naming an AI speaker can sit before a colon: the pre-test that rules the pass out for most texts */
const AI_LABEL_NEED = /(?:ai|assist\w{0,4}|asystent|bot|model|agent|llm|gpt|claude|copilot|gemini)\*{0,2}[ \t]{0,2}:/u;
/**
 * what a planted turn of a fake conversation makes the reader take on: a standing commitment for later turns ("from
 * now on", "every time", "remember?", "as you asked", in the languages our rules read) or a safeguard said to be off
 */
const STANDING =
  /\b(?:from\s{1,4}now\s{1,4}on|going\s{1,4}forward|from\s{1,4}here\s{1,4}on|always|every\s{1,4}time|each\s{1,4}time|whenever|remember|as\s{1,4}(?:you\s{1,4})?(?:asked|agreed|requested|instructed)|as\s{1,4}agreed|will\s{1,4}do|(?:i'll|i\s{1,4}will)\s{1,4}do\s{1,4}(?:that|it|so)|you\s{1,4}know\s{1,4}what\s{1,4}to\s{1,4}do|(?:are|is)\s{1,4}(?:now\s{1,4})?(?:off|disabled|lifted)|skip\w{0,3}|bypass\w{0,3}|disabl\w{1,3})\b|à\s{1,4}chaque\s{1,4}fois|toujours|désormais|je\s{1,4}le\s{1,4}ferai|\bimmer\b|ab\s{1,4}jetzt|von\s{1,4}nun\s{1,4}an|jedes\s{1,4}mal|\bsiempre\b|cada\s{1,4}vez|a\s{1,4}partir\s{1,4}de\s{1,4}ahora|\bsempre\b|ogni\s{1,4}volta|d'ora\s{1,4}in\s{1,4}poi|\bzawsze\b|每次|总是|今后|毎回|今後/u;
/** how many lines a record is read over (a dialogue is its lines; a long text has no more than this many labels read) */
const MAX_LINES = 20_000;

/** how far apart (characters) two turns may be and still be one exchange */
const TURN_GAP = 2000;

interface Turn {
  /** where the line starts (the newline before it, when there is one) and where its label's colon ends */
  lineStart: number;
  labelEnd: number;
  textEnd: number;
  ai: boolean;
}

/** The labelled lines of `text` (speakers only: field and note labels are left out). */
function turns(text: string): Turn[] {
  const out: Turn[] = [];
  let pos = 0;
  for (let n = 0; pos < text.length && n < MAX_LINES; n++) {
    let end = text.indexOf("\n", pos);
    if (end < 0) end = text.length;
    const m = LABELLED_LINE.exec(text.slice(pos, Math.min(end, pos + 80)));
    const label = m?.[1];
    if (m && label !== undefined && !NOT_A_SPEAKER.test(label)) {
      const colon = pos + m[0].lastIndexOf(":");
      out.push({ lineStart: Math.max(0, pos - 1), labelEnd: colon + 1, textEnd: end, ai: AI_SPEAKER.test(label) });
    }
    pos = end + 1;
  }
  return out;
}

/**
 * Spans of the AI speakers' labels in a record of a conversation, pushed as [start, end, TURN_LABEL]: a turn labelled
 * as an AI's that follows a turn of another speaker (a dialogue with both sides, as a transcript, a chat log or a saved
 * session has). Only the label is covered: what the turn says is read at full weight, so an order or a secret in it
 * still counts. A turn that, with the one before it, reaches secrets, private records or a safeguard (`reaches9`), or
 * takes on a standing commitment (STANDING), keeps its label's weight: a planted turn of a fake conversation grants
 * what the attacker wants for the turns to come, where a record's turns answer the turn before them.
 */
export function dialogueSpans(text: string, out: number[]): void {
  if (!AI_LABEL_NEED.test(text)) return;
  const all = turns(text);
  for (let k = 1; k < all.length; k++) {
    const turn = all[k] as Turn;
    const before = all[k - 1] as Turn;
    if (!turn.ai || before.ai || turn.lineStart - before.textEnd > TURN_GAP) continue;
    const exchange = text.slice(before.lineStart, turn.textEnd);
    if (reaches9(exchange) || STANDING.test(exchange)) continue;
    out.push(turn.lineStart, turn.labelEnd, TURN_LABEL);
  }
}
