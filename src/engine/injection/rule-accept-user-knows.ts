// Accept check of `hijack.conceal` when "the user does not know" states what the user lacks, not what to keep from them.

/** the plain indicative: "does not know" / "doesn't know", no modal and no "need to" (those keep it from the user) */
const INDICATIVE = /\b(?:does\s{1,4}not|doesn'?t)\s{1,4}know$/i;
/** what follows names the missing knowledge: a list after a colon or bracket, a question word, "yet", "the answer" */
const WHAT_IS_MISSING =
  /^\s{0,3}(?:\([^)\n]{0,40}\)\s{0,3})?(?::|\(|\b(?:what|which|how|where|why|when|whether|if|yet|the\s{1,4}(?:answer|cause|root\s{1,4}cause|exact|file|path|name|value|version|password|command))\b)/i;
/** a purpose before it: "make sure the user does not know", "so that the user doesn't know" (concealment after all) */
const PURPOSE_BEFORE =
  /\b(?:make\s{1,4}sure|ensure|so\s{1,4}(?:that\s{1,4})?|in\s{1,4}order\s{1,4}that|keep\s{1,4}it\s{1,4}so|such\s{1,4}that)\s{1,4}$/i;
/** concealment words around it: the act is hidden all the same */
const HIDING_NEAR =
  /\b(?:hid(?:e|den|ing)|secret(?:ly)?|silent(?:ly)?|quiet(?:ly)?|conceal\w*|never\s{1,4}(?:mention|tell|reveal)|(?:do\s{1,4}not|don'?t)\s{1,4}(?:mention|tell|reveal|inform))\b/i;

/**
 * False for `hijack.conceal` when "the user does not know" opens what the user lacks: a debugging prompt's "The user
 * does NOT know (don't ask): what's causing the bug", a help page's "If the user doesn't know which file …". Still a
 * hit: "the user does not need to know", "must not know", "make sure the user does not know", or the same words with
 * a hiding word in their sentence ("… does not know about this upload; never mention it").
 */
export function notUserLacks(text: string, index: number, match: string): boolean {
  return !statesUserLacks(text, index, match);
}

/** Whether the match "… the user does not know" at `index` states what the user lacks (any case; notUserLacks's test). */
export function statesUserLacks(text: string, index: number, match: string): boolean {
  if (!INDICATIVE.test(match)) return false;
  const before = text.slice(Math.max(0, index - 40), index);
  if (PURPOSE_BEFORE.test(before)) return false;
  const end = index + match.length;
  if (!WHAT_IS_MISSING.test(text.slice(end, end + 60))) return false;
  const sentenceStart = Math.max(text.lastIndexOf(".", index), text.lastIndexOf("\n", index - 1), index - 200);
  const sentenceEnd = text.slice(end, end + 200).search(/[.!?](?:\s|$)/);
  const sentence = text.slice(sentenceStart + 1, sentenceEnd < 0 ? end + 200 : end + sentenceEnd);
  return !HIDING_NEAR.test(sentence);
}
