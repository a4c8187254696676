// The length correction's fit: slopes from benign real files only, beyond the corpus rows' typical length, cross-fitted by fold.

import { describe, expect, test } from "vitest";
import type { TrainRow } from "../../../../scripts/lib/injection-train/data.ts";
import {
  corrected,
  crossFitLength,
  fitLength,
  NO_LENGTH,
  slopeOf,
} from "../../../../scripts/lib/injection-train/length.ts";
import type { Vec } from "../../../../scripts/lib/injection-train/lr.ts";
import type { InjectionSurface } from "../../../../src/engine/injection/types.ts";

/** model.ts's SURFACE_INDEX (written out: this test takes values from the trainer's modules only) */
const SURFACE_INDEX: Record<InjectionSurface, number> = { bash: 0, write: 1, tool_result: 2, prompt: 3 };

describe("slopeOf", () => {
  test.each([
    ["a rising line", [0, 1, 2, 3].map((x) => ({ x, z: 0.5 * x - 1 })), 0.5],
    ["a falling line is floored at 0", [0, 1, 2].map((x) => ({ x, z: -x })), 0],
    ["no spread in x", [1, 1, 1].map((x, k) => ({ x, z: k })), 0],
    ["no points", [], 0],
  ])("%s", (_name, pts, want) => {
    expect(slopeOf(pts)).toBeCloseTo(want, 9);
  });
});

const row = (surface: InjectionSurface, y: 0 | 1, part: string, unit: string): TrainRow => ({
  id: `${unit}#${surface}`,
  text: "",
  y,
  surface,
  group: unit,
  part,
  category: part,
  trainable: true,
  heldOut: false,
});
const vec = (surface: InjectionSurface, nwin: number): Vec => ({
  wins: [],
  surface: SURFACE_INDEX[surface],
  extra: new Float32Array(6),
  nwin,
});

/**
 * Corpus rows of 4 windows (the calibration texts' length), and 80 benign real files per surface of 4 to 256 windows
 * whose logit grows by `k` per doubling beyond 4 (2k on write), plus rows that must not move the fit.
 */
function data(k: number) {
  const rows: TrainRow[] = [];
  const vecs: Vec[] = [];
  const oof = new Map<number, number>();
  const add = (r: TrainRow, v: Vec, z: number): void => {
    oof.set(rows.length, z);
    rows.push(r);
    vecs.push(v);
  };
  for (let j = 0; j < 80; j++) {
    const n = 4 * 2 ** (j % 7);
    const d = Math.log2(n / 4);
    add(row("tool_result", 0, "realfile", `f${j}`), vec("tool_result", n), -3 + k * d);
    add(row("write", 0, "realfile", `f${j}`), vec("write", n), -3 + 2 * k * d);
    // corpus rows: they set `from`, and their logits (injections high, benign low) must not enter the slope
    add(row("tool_result", 1, "train.jsonl", `i${j}`), vec("tool_result", 4), 3);
    add(row("tool_result", 0, "train.jsonl", `b${j}`), vec("tool_result", j % 2 === 0 ? 2 : 4), 1);
    add(row("write", 0, "train.jsonl", `w${j}`), vec("write", 4), 1);
    // a row without n-grams (floored logit)
    add(row("tool_result", 0, "realfile", `e${j}`), vec("tool_result", n), -50);
  }
  return { rows, vecs, oof };
}

describe("fitLength", () => {
  test("slope from benign real files per surface, starting at the corpus rows' median window count", () => {
    const { rows, vecs, oof } = data(0.25);
    const c = fitLength(rows, vecs, [...oof.keys()], oof);
    expect(c.slope[SURFACE_INDEX.tool_result]).toBeCloseTo(0.25, 5);
    expect(c.slope[SURFACE_INDEX.write]).toBeCloseTo(0.5, 5);
    expect(c.slope[SURFACE_INDEX.prompt]).toBe(0);
    expect(c.slope[SURFACE_INDEX.bash]).toBe(0);
    expect(c.from[SURFACE_INDEX.tool_result]).toBe(4);
    expect(c.from[SURFACE_INDEX.write]).toBe(4);
  });

  test("too few real files on a surface: no correction there", () => {
    const { rows, vecs, oof } = data(0.25);
    const few = [...oof.keys()].filter((i) => rows[i].part !== "realfile" || Number(rows[i].group.slice(1)) < 10);
    expect(fitLength(rows, vecs, few, oof).slope).toEqual([0, 0, 0, 0]);
  });
});

describe("corrected and crossFitLength", () => {
  test("a corrected benign real file no longer rises with its length; corpus-length and floored rows stay", () => {
    const { rows, vecs, oof } = data(0.25);
    const c = fitLength(rows, vecs, [...oof.keys()], oof);
    const out = corrected(vecs, oof, () => c);
    for (const i of oof.keys()) {
      const r = rows[i];
      const z = oof.get(i) ?? 0;
      if (z === -50 || r.part !== "realfile") expect(out.get(i)).toBe(z);
      else expect(out.get(i)).toBeCloseTo(-3, 4);
    }
  });

  test("each fold is corrected with the fit of the other folds", () => {
    const { rows, vecs, oof } = data(0.25);
    const pool = [...oof.keys()];
    const foldOfRow = (i: number): number => Number(rows[i].group.slice(1)) % 2;
    const { perFold } = crossFitLength(rows, vecs, pool, oof, foldOfRow, 2);
    expect(perFold).toHaveLength(2);
    for (const c of perFold) expect(c.slope[SURFACE_INDEX.tool_result]).toBeCloseTo(0.25, 5);
    // a fold whose complement has no real file gets no correction
    const lonely = crossFitLength(rows, vecs, pool, oof, (i) => (rows[i].part === "realfile" ? 0 : 1), 2);
    expect(lonely.perFold[0].slope).toEqual(NO_LENGTH.slope);
    expect(lonely.oof.get(0)).toBe(oof.get(0));
  });
});
