// "Did you mean /deploy?": the closest known command names to an unknown /word, by edit distance.

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
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    before = prev;
    prev = row;
  }
  return prev[t.length];
}

/**
 * Up to `limit` known names close to `word`: within an edit distance of a third of the longer name (at least 1,
 * at most 3), or sharing a prefix of 3+ characters; closest first, ties by name.
 */
export function suggestCommands(word: string, known: Iterable<string>, limit = 3): string[] {
  const w = word.toLowerCase();
  const scored: { name: string; d: number }[] = [];
  for (const name of new Set(known)) {
    const n = name.toLowerCase();
    const d = editDistance(w, n);
    const budget = Math.min(3, Math.max(1, Math.floor(Math.max(w.length, n.length) / 3)));
    const prefix = w.length >= 3 && (n.startsWith(w) || w.startsWith(n));
    if (d <= budget || prefix) scored.push({ name, d });
  }
  scored.sort((x, y) => x.d - y.d || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  return scored.slice(0, limit).map((s) => s.name);
}

/** `did you mean /deploy?`, `did you mean /deploy or /deploy-all?`; empty when nothing is close. */
export function didYouMean(suggestions: readonly string[]): string {
  if (suggestions.length === 0) return "";
  const names = suggestions.map((s) => `/${s}`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
  return `did you mean ${list}?`;
}
