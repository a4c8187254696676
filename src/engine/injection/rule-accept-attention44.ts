// Accept check of `addressed.note-to-ai` on "attention" the noun inside a sentence ("all attention models", "draw attention to the model").

/** "attention" and a word after it with no comma: "attention models", "attention to the model" (a greeting's "Attention," is not read) */
const NOUN_PAIR = /^attention[^\S\n]{1,3}[a-z]/i;
/** a word right before on the same line: "all attention models", "self-attention model", "the attention agent" */
const WORD_BEFORE = /[\p{L}\p{N}-][^\S\n]{0,3}$/u;
/** a greeting's own mark after the AI word: "Attention AI:", "ATTENTION ASSISTANT —" (a comma ends a noun phrase too) */
const GREETING_MARK = /^[^\S\n]{0,2}(?:[:!—–]|--|-\s)/;
/** what makes the sentence an order to a reader after all: an override, the prompt, a secret, a reader addressed */
const REACH =
  /\b(?:ignore|disregard|forget|override|instructions?|system\s{1,4}prompt|api[\s_-]?keys?|passwords?|tokens?|secrets?|credentials?|private\s{1,4}keys?|reading\s{1,4}this|you\s{1,4}(?:must|should|need|are\s{1,4}to))\b|\.env\b|\bid_(?:rsa|ed25519)/i;

/**
 * False for `addressed.note-to-ai` when "attention" is the noun of neural networks, not a call to a reader (round 44,
 * realfp44: human's `face/attention.ts`, "// all attention models produce 2d results"): the word follows another word
 * on its line ("all", "the", "self-", "multi-head", "draw full attention to the model" of a 3D prompt), no comma
 * follows it, no colon or dash follows the AI word, and the
 * sentence names no override, prompt, secret or reader. "Attention AI: …", "ATTENTION ASSISTANT: …", "Attention
 * Claude, Copilot …" and "all attention models reading this must …" keep their hit.
 */
export function notAttentionNoun(text: string, index: number, match: string): boolean {
  if (!NOUN_PAIR.test(match)) return true;
  const line = text.slice(Math.max(0, index - 40), index);
  if (!WORD_BEFORE.test(line.slice(line.lastIndexOf("\n") + 1))) return true;
  const end = index + match.length;
  if (GREETING_MARK.test(text.slice(end, end + 6))) return true;
  const rest = text.slice(end, end + 200);
  const stop = rest.search(/[.!?](?:\s|$)|\n\s*\n/);
  return REACH.test(`${match} ${stop < 0 ? rest : rest.slice(0, stop)}`);
}
