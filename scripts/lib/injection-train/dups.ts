// Near-duplicate benign rows (one template filled with different names and numbers) and the bars' weights that count a cluster as one row.

/**
 * A text's word 3-shingles after masking what a template fills in: tokens are runs of letters, digits and apostrophes;
 * a token starting with a capital letter becomes "C", one starting with a digit "0", the rest are lowercased. So "The
 * user's name is Joseph Mitchell. He was born on November 11, 1830" and the same sentence about Linda Turner share
 * most shingles, while two texts that merely share a topic do not.
 */
export function maskedShingles(text: string, mask = true): Set<string> {
  const toks = text.match(/[A-Za-z0-9']+/g) ?? [];
  const w = toks.map((t) =>
    !mask ? t.toLowerCase() : /^[A-Z]/.test(t) ? "C" : /^[0-9]/.test(t) ? "0" : t.toLowerCase(),
  );
  const out = new Set<string>();
  for (let i = 0; i + 2 < w.length; i++) out.add(`${w[i]} ${w[i + 1]} ${w[i + 2]}`);
  return out;
}

/** Two rows are near-duplicates when the Jaccard similarity of their masked shingles is at least this. */
export const DUP_JACCARD = 0.6;
/** Shingles found in more texts than this are skipped when looking for candidate pairs (boilerplate; keeps it linear). */
const MAX_POSTINGS = 300;

/**
 * Clusters of near-duplicates (single linkage over pairs with Jaccard ≥ `threshold`): for each text, the index of its
 * cluster's first member (itself when it has no near-duplicate). Texts with no shingle (under three tokens) are alone.
 */
export function nearDupClusters(texts: readonly string[], threshold = DUP_JACCARD): number[] {
  const sh = texts.map((t) => maskedShingles(t));
  const inv = new Map<string, number[]>();
  sh.forEach((s, i) => {
    for (const g of s) {
      const l = inv.get(g);
      if (l) l.push(i);
      else inv.set(g, [i]);
    }
  });
  const parent = texts.map((_, i) => i);
  const find = (x: number): number => {
    let r = x;
    while (parent[r] !== r) r = parent[r];
    while (parent[x] !== r) [parent[x], x] = [r, parent[x]];
    return r;
  };
  for (let i = 0; i < sh.length; i++) {
    if (sh[i].size === 0) continue;
    const common = new Map<number, number>();
    for (const g of sh[i]) {
      const l = inv.get(g) as number[];
      if (l.length > MAX_POSTINGS) continue;
      for (const j of l) if (j > i) common.set(j, (common.get(j) ?? 0) + 1);
    }
    for (const [j, c] of common)
      if (c / (sh[i].size + sh[j].size - c) >= threshold) {
        const a = find(i);
        const b = find(j);
        parent[Math.max(a, b)] = Math.min(a, b);
      }
  }
  return texts.map((_, i) => find(i));
}

/**
 * The bars' weight of each row of `xs` (row indices): 1 / the number of rows of `xs` in its cluster (`dupOf[i]`, the
 * cluster's first member; rows without an entry are alone), so a cluster of near-duplicates counts as one row in the
 * false-positive bars and in their denominator. Without `dupOf` every row weighs 1 (the bars as before).
 */
export function barWeights(xs: readonly number[], dupOf?: ReadonlyMap<number, number>): number[] {
  if (!dupOf) return xs.map(() => 1);
  const key = (i: number): number => dupOf.get(i) ?? i;
  const n = new Map<number, number>();
  for (const i of xs) n.set(key(i), (n.get(key(i)) ?? 0) + 1);
  return xs.map((i) => 1 / (n.get(key(i)) ?? 1));
}

/**
 * How many of the rows, highest logit first with weights `w`, may pass a bar of total weight `allowed`: the largest k
 * with w[0] + … + w[k-1] ≤ allowed (a hair of slack for floating point). With unit weights: floor(allowed).
 */
export function passing(w: readonly number[], allowed: number): number {
  let c = 0;
  let k = 0;
  while (k < w.length && c + w[k] <= allowed + 1e-9) c += w[k++];
  return k;
}

/**
 * How many rows, highest logit first with sources `src`, may pass when a source's false positives weigh at most one
 * row: the longest run from the top that holds at most `allowed` distinct sources.
 */
export function sourcesPassing(src: readonly string[], allowed: number): number {
  return sourceCapPassing(
    src,
    src.map((_, k) => k),
    1,
    allowed,
  );
}

/**
 * The bars' cost of rows over a line counted by source (INJECTION_TRAIN_SOURCE_CAP): each source costs the number of
 * its distinct units among them, but at most `cap`. A unit is a row, or a cluster of near-duplicates when `units` names
 * clusters. cap 1 is `sources` (a source weighs one row whatever its number); a larger cap lets one source's run of
 * distinct false positives cost more than one row, so one source's rows can hold the line up to `cap` rows' worth.
 */
export function sourceCost(src: readonly string[], units: readonly (string | number)[], cap: number): number {
  const per = new Map<string, Set<string | number>>();
  src.forEach((s, k) => {
    const u = per.get(s);
    if (u) u.add(units[k]);
    else per.set(s, new Set([units[k]]));
  });
  let c = 0;
  for (const u of per.values()) c += Math.min(cap, u.size);
  return c;
}

/** How many rows, highest logit first, may pass a bar of `allowed` rows: the longest run from the top whose sourceCost fits. */
export function sourceCapPassing(
  src: readonly string[],
  units: readonly (string | number)[],
  cap: number,
  allowed: number,
): number {
  const per = new Map<string, Set<string | number>>();
  let c = 0;
  let k = 0;
  for (; k < src.length; k++) {
    const u = per.get(src[k]) ?? new Set<string | number>();
    const add = u.has(units[k]) || u.size >= cap ? 0 : 1;
    if (c + add > allowed + 1e-9) break;
    u.add(units[k]);
    per.set(src[k], u);
    c += add;
  }
  return k;
}

/** The share of `xs` (weighted by barWeights) that `hit` keeps; with unit weights exactly count / max(1, n). */
export function weightedShare(
  xs: readonly number[],
  dupOf: ReadonlyMap<number, number> | undefined,
  hit: (i: number) => boolean,
): number {
  const w = barWeights(xs, dupOf);
  let tot = 0;
  let on = 0;
  xs.forEach((i, k) => {
    tot += w[k];
    if (hit(i)) on += w[k];
  });
  return on / Math.max(1, tot);
}

/**
 * The rows to drop when near-duplicates are removed from the benign side (INJECTION_TRAIN_DUPS=drop|both): every benign
 * row of `idx` whose cluster's first member is another row. Injections are never dropped.
 */
export function dupDrops(
  idx: readonly number[],
  ys: readonly (0 | 1)[],
  dupOf: ReadonlyMap<number, number>,
): Set<number> {
  return new Set(idx.filter((i) => ys[i] === 0 && (dupOf.get(i) ?? i) !== i));
}

/**
 * The clusters of the benign rows `idx` of `texts` as a map row → the cluster's first row (only rows in a cluster of two
 * or more). Each surface is clustered on its own: the bars are per surface.
 */
export function benignDupMap(
  idx: readonly number[],
  texts: readonly string[],
  surfaces: readonly string[],
  threshold = DUP_JACCARD,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const s of new Set(idx.map((i) => surfaces[i]))) {
    const on = idx.filter((i) => surfaces[i] === s);
    const c = nearDupClusters(
      on.map((i) => texts[i]),
      threshold,
    );
    const size = new Map<number, number>();
    for (const r of c) size.set(r, (size.get(r) ?? 0) + 1);
    c.forEach((r, k) => {
      if ((size.get(r) ?? 1) > 1) out.set(on[k], on[r]);
    });
  }
  return out;
}

/**
 * Each injection's benign twin among `benign` (rows of clusters of near-duplicates): the row of the same surface and
 * source whose word 3-shingles (unmasked: the fills tell a template's rows apart) the injection holds most of, at least
 * `minContain` of them; i.e. the same mail or prompt with an order inserted. Returns injection → twin.
 */
export function benignTwins(
  injections: readonly number[],
  benign: readonly number[],
  texts: readonly string[],
  surfaces: readonly string[],
  groups: readonly string[],
  minContain = DUP_JACCARD,
): Map<number, number> {
  const sh = new Map(benign.map((b) => [b, maskedShingles(texts[b], false)]));
  const out = new Map<number, number>();
  for (const i of injections) {
    const on = benign.filter((b) => surfaces[b] === surfaces[i] && groups[b] === groups[i]);
    if (on.length === 0) continue;
    const s = maskedShingles(texts[i], false);
    let best = -1;
    let bestShare = minContain;
    for (const b of on) {
      const bs = sh.get(b) as Set<string>;
      if (bs.size === 0) continue;
      let c = 0;
      for (const g of bs) if (s.has(g)) c++;
      if (c / bs.size > bestShare || (best < 0 && c / bs.size >= bestShare)) [best, bestShare] = [b, c / bs.size];
    }
    if (best >= 0) out.set(i, best);
  }
  return out;
}
