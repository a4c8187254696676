// Group k-fold assignment for the trainer: whole source groups (or units) to folds, by a hash of the name (stable), by size, or stratified.

/** A group's rows counted per stratum (e.g. "prompt|1": prompt-surface injections). */
export type Strata = Map<string, number>;

/** How units are dealt to folds: `hash` (the default since round 9), `size` (rounds 5–8), `stratified`. */
export type FoldHow = "hash" | "size" | "stratified";

/** murmur3's finaliser over FNV-1a of the name: a unit's fold depends on its name alone. */
function nameHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The fold of a unit under `hash`: a function of its name only, so adding or removing rows of other sources never
 * re-deals it (the size assignment did: after fp8's merge this repository's new files moved microsoft/BIPIA into
 * real:this-repo's fold and the CV warn-rate doubled with identical rule scores). Folds are uneven in size.
 */
export function hashFold(unit: string, folds: number, salt = ""): number {
  return nameHash(`fold${salt}:${unit}`) % folds;
}

/**
 * Sources whose rows sit in more than one fold although they were not declared split into units: `rows` as
 * [source, unit] pairs, `foldOf` keyed by unit. The trainer refuses to run when this is not empty.
 */
export function spanningSources(
  rows: Iterable<readonly [string, string]>,
  foldOf: ReadonlyMap<string, number>,
  split: ReadonlySet<string>,
): string[] {
  const seen = new Map<string, Set<number>>();
  for (const [source, unit] of rows) {
    if (split.has(source)) continue;
    const s = seen.get(source) ?? new Set<number>();
    s.add(foldOf.get(unit) ?? -1);
    seen.set(source, s);
  }
  return [...seen].filter(([, fs]) => fs.size > 1).map(([g]) => g);
}

/**
 * Assigns each group to one of `folds` folds, so a group never straddles folds. `hash`: by its name (hashFold).
 * The others deal the largest group first (ties by name). `size`: to the fold with the fewest rows so far (the round-5 assignment). `stratified`: to the fold where the sum over
 * strata of the squared share of the stratum's rows each fold holds (plus the same for all rows) grows least; a big source of one stratum (all prompt-surface jailbreaks of one
 * benchmark) then does not share its fold with the next big source of the same stratum when another fold is free.
 */
export function assignFolds(
  groups: ReadonlyMap<string, Strata>,
  folds: number,
  how: FoldHow,
  /** `hash` only: another salt deals the units anew (INJECTION_TRAIN_FOLD_SALT; "" is the shipped deal) */
  salt = "",
): Map<string, number> {
  if (how === "hash") return new Map([...groups.keys()].map((g) => [g, hashFold(g, folds, salt)]));
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
