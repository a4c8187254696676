// Hard-wrapped prose joined back into its sentences, length kept: a line cut mid-sentence, with a log's repeated prefix.

/**
 * The other-language reader ends a sentence at every line end (a JSON record's last sentence must not run into the
 * next record), so prose wrapped at a fixed width (a CLI's help text, a commit body, a mail, a README, a warning a
 * build tool repeats on each line: `configure: WARNING: …`, pytest's `E   …`) reached it cut in pieces, the act on
 * one line and its object on the next, and read as nothing. The English readers join such lines. Here a line end
 * becomes a space when the line before it is prose long enough to have been wrapped, ends inside a sentence (a letter, a
 * digit, a comma, a closing bracket: no stop, no colon) and the next line goes on with a word; the prefix both lines
 * repeat (a tool's label, a comment or quote mark, the indentation) is blanked. Every replacement keeps the length,
 * so the reader's offsets still map to the original text.
 */
const MIN_WRAPPED = 40;
/** what a wrapped line ends with: a word, a number, a comma, a closing bracket or quote */
const OPEN_END = /[\p{L}\p{N},)\]'"’]$/u;
/** a list item, a table row, a heading, a key, code: a line of its own, not the rest of a sentence */
const OWN_LINE = /^(?:[-*+•#|>]|\d{1,3}[.)]\s|[\w.-]{1,40}\s{0,2}(?:=|:\s)|\$\s|[{}[\]<]|```)/u;
/** a key's line of a properties, .env or i18n file ("auth.reset=…"): its value ends there */
const KEY_LINE = /^\s*[\w.-]{1,60}\s{0,2}=/;
/** program text: a line that ends as code or holds its operators */
const CODE_LINE = /[{};]$|=>|&&|\|\||\)\s*\{|^\s*(?:if|for|while|return|const|let|var|def|function|import|export)\b/;

/**
 * Whether a line reads as prose that may go on: six words or more, most of them words (a signature's "name | phone",
 * a link, a path list is not), or a run of Han, kana or Hangul (no spaces between its words)
 */
function prose(line: string): boolean {
  if (/\s\|\s|https?:\/\/\S+\s*$/.test(line)) return false;
  if ((line.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.length ?? 0) >= 15) return true;
  const words = line.trim().split(/\s+/);
  const wordy = words.filter((w) => /^[(«"'„“]?\p{L}/u.test(w)).length;
  return words.length >= 6 && wordy >= 0.7 * words.length;
}

/** a prefix a tool or a format repeats on each line: labels ("configure: warning: "), comment and quote marks, pytest's "e   " */
const REPEATED = /^\s*(?:(?:[\w.-]{1,20}:\s*){1,3}|(?:#+|\/\/|\*|>|--|;+)\s*|[a-z]\s+)$/;

/** The length of the prefix two lines share that ends in white space and is a repeated mark or label, or 0. */
function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const cut = a.slice(0, i);
  const m = /\s(?=\S*$)/.exec(cut);
  if (!m) return 0;
  const p = m.index + 1;
  return REPEATED.test(cut.slice(0, p)) ? p : 0;
}

/**
 * The text with wrapped lines joined, its length kept: each joining line end a space, the next line's repeated prefix
 * and indentation moved to the end of the joined sentence (so words meet across the cut with one space, as phrases of
 * the lexicons expect; an offset inside a joined line moves by at most that prefix, an evidence span's shift).
 */
export function unwrapLines37(text: string): string {
  if (!text.includes("\n")) return text;
  const lines = text.split("\n");
  let out = lines[0] as string;
  // the blanks taken out of joined lines, put back before the next line end that stays
  let pad = 0;
  for (let k = 1; k < lines.length; k++) {
    const prev = lines[k - 1] as string;
    const line = lines[k] as string;
    const rest = line.slice(sharedPrefix(prev, line));
    const body = rest.trimStart();
    const joins =
      prev.trimEnd().length >= MIN_WRAPPED &&
      OPEN_END.test(prev.trimEnd()) &&
      prose(prev.slice(sharedPrefix(prev, line))) &&
      /^\p{L}/u.test(body) &&
      !OWN_LINE.test(body) &&
      !CODE_LINE.test(prev) &&
      !KEY_LINE.test(prev) &&
      !CODE_LINE.test(body);
    if (joins) {
      out += ` ${body}`;
      pad += line.length - body.length;
    } else {
      out += `${" ".repeat(pad)}\n${line}`;
      pad = 0;
    }
  }
  return out + " ".repeat(pad);
}
