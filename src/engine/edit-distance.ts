// The one edit distance of pi-sentinel ("did you mean" for commands, config keys and template variables).

const MAX_COMPARED = 64;

/** Edit distance counting insert, delete, substitute and swapping two neighbours (optimal string alignment), case-insensitive; inputs capped at 64 characters. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase().slice(0, MAX_COMPARED);
  const t = b.toLowerCase().slice(0, MAX_COMPARED);
  if (s === t) return 0;
  let before: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      // "modle" -> "model" is one typo, not two
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    before = prev;
    prev = row;
  }
  return prev[t.length];
}
