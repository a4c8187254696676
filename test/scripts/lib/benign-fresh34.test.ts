// The thirty-fourth fresh benign set's trim: a quota per group, at most 4 files per source, round-robin over sources.

import { describe, expect, test } from "vitest";
import { TRIM34, type Trim34File, trim34 } from "../../../scripts/lib/benign-fresh34.ts";

const files = (source: string, group: Trim34File["group"], n: number): Trim34File[] =>
  Array.from({ length: n }, (_, i) => ({ source, path: `f${i}.md`, group }));

describe("trim34", () => {
  test("each group keeps its quota even when the earlier groups have more files than the total", () => {
    const all = [
      ...Array.from({ length: 300 }, (_, i) => files(`lang${i}`, 0, 4)).flat(),
      ...Array.from({ length: 300 }, (_, i) => files(`ai${i}`, 1, 4)).flat(),
      ...Array.from({ length: 300 }, (_, i) => files(`sh${i}`, 2, 4)).flat(),
      ...Array.from({ length: 300 }, (_, i) => files(`ci${i}`, 3, 4)).flat(),
      ...Array.from({ length: 300 }, (_, i) => files(`doc${i}`, 4, 4)).flat(),
    ];
    const kept = trim34(all);
    const count = (g: number): number => kept.filter((f) => f.group === g).length;
    expect(kept).toHaveLength(TRIM34.total);
    expect([count(0), count(1), count(2), count(3), count(4)]).toEqual([160, 230, 130, 170, 270]);
  });

  test("round-robin: every source gives its first file before any source gives its second", () => {
    const all = Array.from({ length: 300 }, (_, i) => files(`ai${i}`, 1, 3)).flat();
    const kept = trim34(all);
    expect(kept).toHaveLength(900);
    expect(new Set(kept.slice(0, 300).map((f) => f.source)).size).toBe(300);
    expect(new Set(kept.slice(300, 600).map((f) => f.source)).size).toBe(300);
  });

  test("no source gives more than 4 files, across groups", () => {
    const all = [...files("a", 0, 6), ...files("a", 1, 6), ...files("b", 4, 9)];
    const kept = trim34(all);
    expect(kept.filter((f) => f.source === "a")).toHaveLength(4);
    expect(kept.filter((f) => f.source === "b")).toHaveLength(4);
  });

  test("places a group leaves pass to the rest, then back to the groups before it past their quotas", () => {
    const all = [...Array.from({ length: 1200 }, (_, i) => files(`l${i}`, 0, 1)).flat(), ...files("d", 4, 2)];
    const kept = trim34(all);
    expect(kept).toHaveLength(TRIM34.total);
    expect(kept.slice(160, 162).map((f) => f.group)).toEqual([4, 4]);
    expect(kept.filter((f) => f.group === 0)).toHaveLength(958);
  });

  test("CI and config files keep their own quota before the rest", () => {
    const all = [
      ...Array.from({ length: 400 }, (_, i) => files(`c${i}`, 3, 1)).flat(),
      ...Array.from({ length: 1000 }, (_, i) => files(`d${i}`, 4, 1)).flat(),
    ];
    const kept = trim34(all);
    expect(kept).toHaveLength(TRIM34.total);
    expect(kept.slice(0, TRIM34.config).every((f) => f.group === 3)).toBe(true);
    expect(kept.filter((f) => f.group === 3)).toHaveLength(TRIM34.config);
  });

  test("the order is the salted hash order, not the input order", () => {
    const all = Array.from({ length: 400 }, (_, i) => files(`s${i}`, 1, 1)).flat();
    const a = trim34(all).map((f) => f.source);
    const b = trim34([...all].reverse()).map((f) => f.source);
    expect(a).toEqual(b);
  });
});
