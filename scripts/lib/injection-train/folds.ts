// Group k-fold assignment for the trainer: whole source groups to folds, by size or stratified by surface and label.

/** A group's rows counted per stratum (e.g. "prompt|1": prompt-surface injections). */
export type Strata = Map<string, number>;

/**
 * Assigns each group to one of `folds` folds, largest group first (ties by name), so a group never straddles folds.
 * `size`: to the fold with the fewest rows so far (the round-5 assignment). `stratified`: to the fold where the sum over
 * strata of the squared share of the stratum's rows each fold holds (plus the same for all rows) grows least; a big source of one stratum (all prompt-surface jailbreaks of one
 * benchmark) then does not share its fold with the next big source of the same stratum when another fold is free.
 */
export function assignFolds(
  groups: ReadonlyMap<string, Strata>,
  folds: number,
  how: "size" | "stratified",
): Map<string, number> {
  const total = new Map<string, number>();
  let rows = 0;
  const sizeOf = (s: Strata): number => [...s.values()].reduce((a, b) => a + b, 0);
  for (const s of groups.values()) {
    for (const [k, n] of s) total.set(k, (total.get(k) ?? 0) + n);
    rows += sizeOf(s);
  }
  const count = Array.from({ length: folds }, () => new Map<string, number>());
  const size = new Array<number>(folds).fill(0);
  const out = new Map<string, number>();
  const order = [...groups].sort((a, b) => sizeOf(b[1]) - sizeOf(a[1]) || (a[0] < b[0] ? -1 : 1));
  for (const [g, s] of order) {
    const n = sizeOf(s);
    let best = 0;
    let bestCost = Infinity;
    for (let f = 0; f < folds; f++) {
      let cost: number;
      if (how === "size") cost = size[f];
      else {
        // the growth of the sum of squared shares: (c + m)^2 - c^2 = m (2c + m), over the stratum's total squared
        cost = (n * (2 * size[f] + n)) / Math.max(1, rows) ** 2;
        for (const [k, m] of s) cost += (m * (2 * (count[f].get(k) ?? 0) + m)) / Math.max(1, total.get(k) ?? 0) ** 2;
      }
      if (cost < bestCost) {
        bestCost = cost;
        best = f;
      }
    }
    out.set(g, best);
    size[best] += n;
    for (const [k, m] of s) count[best].set(k, (count[best].get(k) ?? 0) + m);
  }
  return out;
}
