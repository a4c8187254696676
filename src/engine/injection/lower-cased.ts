// The text as written, lower-cased once per text: the benign accepts and several readers each lower-cased the same text on their own (on a megabyte, one pass each).

/**
 * The last text asked for and its lower case. Readers ask for the text as written (not the normalised view, which is
 * lower-cased already), one after another within one scan, so one entry serves them all; a different text replaces
 * it. The answer is `text.toLowerCase()` always: a memo, no state a caller can see.
 */
let last: { text: string; lower: string } = { text: "", lower: "" };

/** Exactly `text.toLowerCase()`, computed once for the same text asked for again. */
export function lowerCased(text: string): string {
  // (two different strings of one length are compared up to their first difference; of two lengths, not at all)
  if (last.text !== text) last = { text, lower: text.toLowerCase() };
  return last.lower;
}
