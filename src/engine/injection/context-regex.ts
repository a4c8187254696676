// Regex literals in source code: where one may start (not a division) and where it ends, in one bounded pass.

/** A `/` after one of these (or at the start, or after `return`/`typeof`) opens a regex literal, not a division. */
const REGEX_PREV = "(,=:[!&|?{};";
export function regexCanStart(text: string, i: number): boolean {
  const next = text[i + 1];
  if (next === "/" || next === "*" || next === " " || next === "\n" || next === undefined) return false;
  let j = i - 1;
  // an item of a list of patterns opens its own line: the mark before it may sit at the end of the line above, or
  // above a comment line between the items
  for (let lines = 0; ; lines++) {
    while (j >= 0 && i - j < 400 && (text[j] === " " || text[j] === "\t" || text[j] === "\n" || text[j] === "\r")) j--;
    if (lines >= 2 || j < 0) break;
    // the line's start, looked for over at most 200 characters (a long line is no comment between items)
    let lineStart = j;
    while (lineStart > 0 && j - lineStart < 200 && text[lineStart - 1] !== "\n") lineStart--;
    if (lineStart > 0 && text[lineStart - 1] !== "\n") break;
    if (!/^[ \t]*\/\//.test(text.slice(lineStart, j + 1))) break;
    j = lineStart - 1;
  }
  if (j < 0) return true;
  if (REGEX_PREV.includes(text[j])) return true;
  return /(?:^|[^\w$.])(?:return|typeof)$/.test(text.slice(Math.max(0, j - 7), j + 1));
}

/**
 * From a regex literal's opening `/`, the index after its closing one (classes `[…]` and escapes respected). A `/` with
 * no closing one on its line (or within 500 characters) is no regex literal: the index after it. `seen.noClose` keeps
 * the end of the last failed search, and a `/` before it is not searched again, so a hostile line stays linear.
 */
export function skipRegex(text: string, start: number, seen: { noClose: number }): number {
  if (start < seen.noClose) return start + 1;
  let inClass = false;
  let i = start + 1;
  for (; i < text.length && i - start < 500; i++) {
    const d = text[i];
    if (d === "\n") break;
    if (d === "\\") i++;
    else if (d === "[") inClass = true;
    else if (d === "]") inClass = false;
    else if (d === "/" && !inClass) return i + 1;
  }
  seen.noClose = i;
  return start + 1;
}
