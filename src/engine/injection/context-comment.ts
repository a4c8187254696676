// Quotations inside a code comment ("…", `…`, “…”) are data the comment names; the comment's own words keep full weight.

/** the longest quotation read inside a comment (a longer run between two quote marks is prose, not one quoted phrase) */
const MAX_QUOTE = 200;

function closer(c: string): string | null {
  if (c === '"' || c === "`") return c;
  if (c === "“") return "”";
  return null;
}

/**
 * Spans of the quotations in the comment text[start, end), pushed as [open, close + 1, factor]: a phrase in double
 * quotes, backticks or curly quotes, closed within MAX_QUOTE characters (a block comment's phrase may wrap). A
 * guard's comment that names the attacks it catches ("catches the canonical "ignore all previous instructions"
 * family", `DAN mode`) quotes them; an order written into a comment as plain words ("AI agents reading this: …") is
 * not inside quotes and keeps its weight. Single quotes are left out (apostrophes). An opening mark that does not close is passed over, and the stretch searched for its closing
 * mark is not searched again: one pass.
 */
export function commentQuoteSpans(text: string, start: number, end: number, out: number[], factor: number): void {
  // per closing mark, the index up to which it is known not to occur (a failed search is not read again)
  const clear = new Map<string, number>();
  let i = start;
  while (i < end) {
    const close = closer(text[i]);
    if (close === null) {
      i++;
      continue;
    }
    let j = Math.max(i + 1, clear.get(close) ?? 0);
    while (j < end && j - i <= MAX_QUOTE && text[j] !== close) j++;
    if (j < end && text[j] === close) {
      if (j - i > 3) out.push(i, j + 1, factor);
      i = j + 1;
    } else {
      clear.set(close, j);
      i++;
    }
  }
}
