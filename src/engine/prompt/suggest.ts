// "Did you mean /deploy?": the closest known command names to an unknown /word, by edit distance.

import { editDistance } from "../edit-distance.ts";

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
