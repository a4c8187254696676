// The one capped match counter of the scanner: counts a global regex's matches and stops at a cap (bounded work on long text).

/** Matches of `re` (global) in `text`, counting at most `cap`. */
export function countCapped(re: RegExp, text: string, cap: number): number {
  re.lastIndex = 0;
  let n = 0;
  while (n < cap && re.exec(text) !== null) n++;
  return n;
}
