// One group's files in round-robin over their sources, in a salted hash order: the quota trims of fresh sets 32 and 33.

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
