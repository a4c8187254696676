// Planted-order rows: deterministic slices and plants, a passage on lines of its own, a carrier's rows in one fold unit.

import { describe, expect, test } from "vitest";
import type { TrainRow } from "../../../../scripts/lib/injection-train/data.ts";
import {
  type Carrier,
  carrierSlice,
  plantedRows,
  plantIn,
  unitRandom,
} from "../../../../scripts/lib/injection-train/plant.ts";

const lines = (n: number): string => Array.from({ length: n }, (_, i) => `line ${i} of an ordinary log`).join("\n");

describe("the seeded draws", () => {
  test("the same key and seed give the same number, another seed another", () => {
    expect(unitRandom("a", 1)).toBe(unitRandom("a", 1));
    expect(unitRandom("a", 1)).not.toBe(unitRandom("a", 2));
  });
  test.each([0, 1, 7, 20261201])("seed %i stays in [0, 1)", (seed) => {
    for (const k of ["a", "b", "carrier/x.md"]) {
      const r = unitRandom(k, seed);
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThan(1);
    }
  });
  test("a slice starts at a line start and holds at most 4,000 characters", () => {
    const text = lines(2000);
    const s = carrierSlice(text, "k", 3);
    expect(s.length).toBeLessThanOrEqual(4000);
    expect(s.startsWith("line ")).toBe(true);
    expect(text.includes(s)).toBe(true);
  });
  test("a short text is its own slice", () => expect(carrierSlice("short", "k", 3)).toBe("short"));
});

describe("planting", () => {
  test.each([1, 2, 3, 4, 5])("seed %i: the passage sits on lines of its own, the carrier around it whole", (seed) => {
    const carrier = lines(40);
    const out = plantIn(carrier, "PLANTED ORDER", "p", seed);
    expect(out.split("\n")).toContain("PLANTED ORDER");
    expect(out.replace("PLANTED ORDER\n", "").replace(/\n$/, "")).toBe(carrier);
  });
  test("each passage is planted once with its label and group, and its carrier's fold unit; carriers come back bare", () => {
    const carriers: Carrier[] = [
      { source: "pkg-a@1", path: "a/README.md", text: lines(30) },
      { source: "pkg-b@2", path: "b/index.js", text: lines(30) },
    ];
    const row = (id: string, y: 0 | 1): TrainRow => ({
      id,
      text: `passage ${id}`,
      y,
      surface: "tool_result",
      group: "own:set25",
      part: "own",
      category: "c",
      trainable: true,
      heldOut: false,
    });
    const out = plantedRows([row("x", 1), row("y", 0)], carriers, ["tool_result", "write"], 9);
    const planted = out.filter((r) => r.id.startsWith("plant:"));
    expect(planted.map((r) => [r.y, r.group, r.part])).toEqual([
      [1, "own:set25", "own"],
      [0, "own:set25", "own"],
    ]);
    for (const p of planted) expect(["plant:pkg-a@1", "plant:pkg-b@2"]).toContain(p.unit);
    const bare = out.filter((r) => r.id.startsWith("carrier:"));
    expect(bare).toHaveLength(4);
    expect(bare.every((r) => r.y === 0 && r.part === "realfile" && r.group.startsWith("plant:"))).toBe(true);
    expect(plantedRows([row("x", 1)], carriers, ["tool_result"], 9)).toEqual(
      plantedRows([row("x", 1)], carriers, ["tool_result"], 9),
    );
  });
  test("no carriers, no rows", () => expect(plantedRows([], [], ["tool_result"], 1)).toEqual([]));
});
