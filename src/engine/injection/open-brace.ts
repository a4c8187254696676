// Where the `{ … }` block around a position opens: the first `{` before it that no `}` between them closes.

/**
 * The index of the unmatched `{` at or before `from`, reading back no further than `floor`; -1 when there is none.
 * Shared by the readers that judge a hit by the JSON object or HCL block it stands in.
 */
export function unmatchedOpenBrace(text: string, from: number, floor = 0): number {
  for (let k = from, depth = 0; k >= floor; k--) {
    const c = text[k];
    if (c === "}") depth++;
    else if (c === "{") {
      if (depth === 0) return k;
      depth--;
    }
  }
  return -1;
}
