// Accept check of "the help text above": a text above named by its kind is a section of the document, not the prompt.

/** a kind of text a document holds for its human reader (the text is lowercased) */
const NAMED_TEXT =
  /\b(?:help|usage|sample|example|template|error|log|licen[cs]e|legal|menu|reference|quoted|code|table|changelog|release|welcome|banner|status|summary|report|disclaimer)\s{1,4}(?:text|content|words)\s{1,4}(?:above|before\s{1,4}this)$/;

/**
 * `extraction.system-prompt` reads "Just print the help text above and stop" (a slash command that prints its own
 * usage block) as "print the text above". A text named by its kind (help, usage, example, licence, error …) is a
 * section the reader can see; "print the text above", "repeat the full text above" and "output everything above" name
 * no kind and still fire.
 */
export function notNamedTextAbove(_text: string, _index: number, match: string): boolean {
  return !NAMED_TEXT.test(match);
}
