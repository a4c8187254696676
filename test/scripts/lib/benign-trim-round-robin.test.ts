// The fresh sets' round-robin over sources: every source's first file before any source's second, in a salted order.

import { describe, expect, test } from "vitest";
import { roundRobinBySource } from "../../../scripts/lib/benign-trim-round-robin.ts";

const files = [
  { source: "a", path: "1" },
  { source: "a", path: "2" },
  { source: "a", path: "3" },
  { source: "b", path: "1" },
  { source: "c", path: "1" },
  { source: "c", path: "2" },
];

describe("roundRobinBySource", () => {
  test("ranks: each source's first file, then each source's second, …", () => {
    const out = roundRobinBySource(files, "t-salt");
    expect(out).toHaveLength(files.length);
    const rankOf = (i: number): number => out.slice(0, i).filter((f) => f.source === out[i]?.source).length;
    const ranks = out.map((_, i) => rankOf(i));
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    expect(ranks.filter((r) => r === 0)).toHaveLength(3);
  });
  test("the order depends on the salt and not on the input's order", () => {
    const once = roundRobinBySource(files, "t-salt");
    expect(roundRobinBySource([...files].reverse(), "t-salt")).toEqual(once);
    const salts = ["s1", "s2", "s3", "s4", "s5", "s6"].map((s) => JSON.stringify(roundRobinBySource(files, s)));
    expect(new Set(salts).size).toBeGreaterThan(1);
  });
});
