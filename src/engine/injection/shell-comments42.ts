// Where a shell comment that starts at `i` ends: its quotes are prose (`# l'environnement`, `# don't`), never shell quoting.

/**
 * The index of the newline ending the comment that starts at `i` (a `#` opening a word: at the start, after a blank or
 * an operator), or -1 when `src[i]` opens no comment (`a#b`, `$#`, `${#x}`). A scanner that walks quotes must jump over
 * comments, or one apostrophe in a comment (French `l'`, English `it's`) swallows the script up to the next quote.
 */
export function commentEnd(src: string, i: number): number {
  if (src[i] !== "#" || (i > 0 && !/[\s;&|()]/.test(src[i - 1] as string))) return -1;
  const j = src.indexOf("\n", i);
  return j < 0 ? src.length : j;
}
