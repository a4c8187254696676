// The quota trim of fresh sets 32 and 33: each group's files round-robin over their sources in a salted hash order, a quota per group.

import { createHash } from "node:crypto";

/**
 * Every source's first file (its files in the order of sha256 of `SALT:source:path`) before any source's second, and
 * so on; sources of one rank in the order of sha256 of `SALT:source`. The salt is the set's (`fresh32-trim`).
 */
export function roundRobinBySource<F extends { source: string; path: string }>(files: readonly F[], salt: string): F[] {
  const hash = (s: string): string => createHash("sha256").update(`${salt}:${s}`).digest("hex");
  const bySource = new Map<string, F[]>();
  for (const f of files) bySource.set(f.source, [...(bySource.get(f.source) ?? []), f]);
  const ranked: { rank: number; key: string; f: F }[] = [];
  for (const [source, fs] of bySource) {
    const key = hash(source);
    const sorted = fs
      .map((f) => ({ f, h: hash(`${source}:${f.path}`) }))
      .sort((a, b) => (a.h < b.h ? -1 : a.h > b.h ? 1 : 0));
    sorted.forEach(({ f }, rank) => {
      ranked.push({ rank, key, f });
    });
  }
  ranked.sort((a, b) => a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return ranked.map((r) => r.f);
}

/**
 * The trim: groups 0 to n-1 up to their quotas (`quotas[g]`), then group n (the rest) up to the total, then groups 0 to
 * n-1 past their quotas if places are left; no source gives more than `perSource` files; each group round-robin over
 * its sources (`roundRobinBySource` with the set's salt). With `first` (set 40's), a group's files that `first`
 * takes come before its other files: round-robin over their sources, then the group's other files round-robin; without
 * it (sets 32 to 39) the order is as it was.
 */
export function quotaTrim<F extends { source: string; path: string; group: number }>(
  files: readonly F[],
  quotas: readonly number[],
  caps: { total: number; perSource: number },
  salt: string,
  first?: (f: F) => boolean,
): F[] {
  const groups = quotas.length + 1;
  const orders = Array.from({ length: groups }, (_, g) => {
    const inGroup = files.filter((f) => f.group === g);
    if (!first) return roundRobinBySource(inGroup, salt);
    return [
      ...roundRobinBySource(
        inGroup.filter((f) => first(f)),
        salt,
      ),
      ...roundRobinBySource(
        inGroup.filter((f) => !first(f)),
        salt,
      ),
    ];
  });
  const pos: number[] = new Array(groups).fill(0);
  const per = new Map<string, number>();
  const taken: F[] = [];
  const take = (g: number, limit: number): void => {
    const order = orders[g] ?? [];
    let got = 0;
    while ((pos[g] ?? 0) < order.length && got < limit && taken.length < caps.total) {
      const f = order[pos[g] ?? 0] as F;
      pos[g] = (pos[g] ?? 0) + 1;
      if ((per.get(f.source) ?? 0) >= caps.perSource) continue;
      per.set(f.source, (per.get(f.source) ?? 0) + 1);
      taken.push(f);
      got++;
    }
  };
  for (const [g, quota] of quotas.entries()) take(g, quota);
  take(quotas.length, caps.total);
  for (let g = 0; g < quotas.length; g++) take(g, caps.total);
  return taken;
}
