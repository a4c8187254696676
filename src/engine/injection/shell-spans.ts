// Where a span of shell text ends: a run of plain characters, the `)` that closes a `(`, the `"` that closes a string.

// characters that may start something other than a plain word character; runs between them are copied in one slice
export const WORD_STOP = new Uint8Array(128);
for (const c of "\\'\"$<>`#;&| \t\n\r()") WORD_STOP[c.charCodeAt(0)] = 1;
export const QUOTED_STOP = new Uint8Array(128);
for (const c of '\\"$`') QUOTED_STOP[c.charCodeAt(0)] = 1;

/** End of the run of characters from `i` that `stop` does not list (at least one character is taken). */
export function plainRun(src: string, i: number, to: number, stop: Uint8Array): number {
  let j = i + 1;
  while (j < to) {
    const c = src.charCodeAt(j);
    if (c < 128 && stop[c] === 1) break;
    j++;
  }
  return j;
}

/**
 * Steps the span readers below may take, shared by every call of one parse: a string that never closes is read again
 * from its quote as a plain character, and nested `"$(` … `"` that never close made that exponential (round 43,
 * realfp43: 17 KB of a script's expanded view took seconds, 60 KB of `echo "$(` overflowed the stack). Past the budget
 * or the nesting cap a span reads as unclosed, which the tokenizer already takes as running to the end of its range.
 */
export interface SpanBudget {
  steps: number;
}
/** a parse's budget: several passes over the text, far more than any shell text needs */
export const spanBudget = (length: number): SpanBudget => ({ steps: 16 * length + 65536 });
/** strings and substitutions nested deeper than this are read as unclosed */
const MAX_SPAN_NEST = 64;

/** Index just after the `)` that closes the `(` before `from`, honouring quotes; -1 when unbalanced. */
export function closeParen(
  src: string,
  from: number,
  limit: number,
  budget: SpanBudget = spanBudget(limit - from),
  nest = 0,
): number {
  let depth = 1;
  for (let i = from; i < limit; i++) {
    if (--budget.steps < 0) return -1;
    const c = src[i];
    if (c === "\\") {
      i++;
    } else if (c === "'") {
      const j = src.indexOf("'", i + 1);
      if (j < 0 || j >= limit) return -1;
      budget.steps -= j - i;
      i = j;
    } else if (c === '"') {
      // `$(_ "Beginner's Guide")`: an apostrophe or a parenthesis inside a double-quoted string is a letter (a string
      // that never closes is read as before, its quote as a plain character)
      const j = nest < MAX_SPAN_NEST ? closeDouble(src, i + 1, limit, budget, nest + 1) : -1;
      if (j >= 0) i = j;
    } else if (c === "(") depth++;
    else if (c === ")") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Index of the `"` that closes a double-quoted string opened before `from` (its `$(…)` and backticks skipped); -1 if none. */
function closeDouble(src: string, from: number, limit: number, budget: SpanBudget, nest: number): number {
  for (let i = from; i < limit; i++) {
    if (--budget.steps < 0) return -1;
    const c = src[i];
    if (c === "\\") i++;
    else if (c === '"') return i;
    else if (c === "$" && src[i + 1] === "(") {
      const k = nest < MAX_SPAN_NEST ? closeParen(src, i + 2, limit, budget, nest + 1) : -1;
      if (k < 0) return -1;
      i = k - 1;
    } else if (c === "`") {
      const k = src.indexOf("`", i + 1);
      if (k < 0 || k >= limit) return -1;
      budget.steps -= k - i;
      i = k;
    }
  }
  return -1;
}
