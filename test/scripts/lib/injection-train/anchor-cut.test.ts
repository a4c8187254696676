// The anchored line's position: the k-th row rule, its bootstrap mean (which lines come out of a pool, and how far one pool change moves each), and the bag of fold deals.

import { describe, expect, test } from "vitest";
import { binomCdf, orderCut, orderWeights, smoothCut } from "../../../../scripts/lib/injection-train/anchor-cut.ts";
import { anchored, type Choice, type Ctx } from "../../../../scripts/lib/injection-train/choose.ts";
import type { TrainRow } from "../../../../scripts/lib/injection-train/data.ts";
import { assignFolds, hashFold } from "../../../../scripts/lib/injection-train/folds.ts";
import { trainSettings } from "../../../../scripts/lib/injection-train/options.ts";
import { bagSalts } from "../../../../scripts/lib/injection-train/pipeline.ts";
import { meanLogits } from "../../../../scripts/lib/injection-train/search.ts";

const logFact = (n: number): number[] => {
  const out = [0];
  for (let i = 1; i <= n; i++) out.push(out[i - 1] + Math.log(i));
  return out;
};
/** a sparse benign tail: logits from 2 down in uneven steps (the top of a surface's benign out-of-fold logits) */
const TAIL = [2, 1.2, 1.1, 0.4, 0.35, 0.3, -0.2, -0.25, -0.3, -0.9, -1, -1.05, -1.1, -1.6, -1.7, -1.75, -1.8, -1.85];
const without = (v: number[], j: number): number[] => v.filter((_, i) => i !== j);

describe("orderCut (the k-th row rule)", () => {
  test.each([
    // [k, line]: midway between v[k] and the next higher logit, at least 0.01 above v[k]
    [0, 2.25],
    [1, 1.6],
    [2, 1.15],
    [3, 0.75],
  ])("k = %i lets the k highest rows through: line %f", (k, line) => {
    expect(orderCut(TAIL, k)).toBeCloseTo(line, 6);
    expect(TAIL.filter((z) => z >= orderCut(TAIL, k)).length).toBe(k);
  });
  test("-Infinity when every candidate may pass", () => {
    expect(orderCut([1, 0], 2)).toBe(-Infinity);
  });
});

describe("orderWeights and binomCdf", () => {
  test.each([
    [10, 0.5, 5, 0.623046875],
    [20, 0.1, 0, 0.9 ** 20],
    [5, 1, 4, 0],
    [5, 0, 0, 1],
  ])("P(Binomial(%i, %f) <= %i) = %f", (n, p, k, want) => {
    expect(binomCdf(n, p, k, logFact(n))).toBeCloseTo(want, 9);
  });
  test("the weights are a distribution centred on the k-th row", () => {
    const w = orderWeights(400, 60, 2);
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    const mode = w.indexOf(Math.max(...w));
    expect(mode).toBeGreaterThanOrEqual(1);
    expect(mode).toBeLessThanOrEqual(3);
    // and spread: more than half of the mass away from row k itself
    expect(w[2]).toBeLessThan(0.5);
  });
});

describe("smoothCut (the bootstrap mean of the k-th row rule)", () => {
  test("lies within the rows the resamples put the line on, and near the k-th row rule", () => {
    const s = smoothCut(TAIL, 2, 400);
    expect(s).toBeLessThan(orderCut(TAIL, 0));
    expect(s).toBeGreaterThan(orderCut(TAIL, 8));
    expect(Math.abs(s - orderCut(TAIL, 2))).toBeLessThan(0.6);
  });
  test("-Infinity exactly where the k-th row rule is", () => {
    expect(smoothCut([1, 0], 2, 400)).toBe(-Infinity);
  });
  test("deterministic: the same pool gives the same line", () => {
    expect(smoothCut(TAIL, 2, 400)).toBe(smoothCut(TAIL, 2, 400));
  });
  test("one anchor row less moves it less than it moves the k-th row rule (each of the top rows, k = 2)", () => {
    // the pool change that moved round 15's lines: a row leaves the sparse top of the tail
    for (const j of [0, 1, 2]) {
      const order = Math.abs(orderCut(without(TAIL, j), 2) - orderCut(TAIL, 2));
      const smooth = Math.abs(smoothCut(without(TAIL, j), 2, 399) - smoothCut(TAIL, 2, 400));
      expect(smooth).toBeLessThan(order);
    }
  });
  test("a row's logit moving within the top moves it less than the k-th row rule", () => {
    const moved = [...TAIL];
    moved[2] = 0.5; // the third row falls under the fourth's neighbours: the k-th row rule jumps a whole gap
    moved.sort((a, b) => b - a);
    const order = Math.abs(orderCut(moved, 2) - orderCut(TAIL, 2));
    const smooth = Math.abs(smoothCut(moved, 2, 400) - smoothCut(TAIL, 2, 400));
    expect(order).toBeGreaterThan(0.29);
    expect(smooth).toBeLessThan(order / 2);
  });
});

describe("anchored with smooth: which lines come out of a pool", () => {
  // one surface: 440 benign corpus rows (bar 0.005: k = 2, and still 2 with one row less) with the sparse tail on top,
  // 50 injections far above
  const benign = [...TAIL, ...Array.from({ length: 440 - TAIL.length }, (_, i) => -2 - i / 100)];
  const zs = [...benign, ...Array.from({ length: 50 }, () => 6)];
  const rows = zs.map(
    (_, i) =>
      ({
        id: String(i),
        text: "",
        y: i < benign.length ? 0 : 1,
        surface: "tool_result",
        part: "train.jsonl",
        group: `g${i}`,
        trainable: true,
      }) as unknown as TrainRow,
  );
  const oof = new Map(zs.map((z, i) => [i, z]));
  const idx = zs.map((_, i) => i);
  // a fallback whose Platt line never floors the anchored warn point (slope 0)
  const flat: Choice = {
    mode: "max",
    fit: "platt",
    cal: { tool_result: [0, 0, 0], write: [0, 0, 0], prompt: [0, 0, 0], bash: [0, 0, 0] },
    bw: { tool_result: 1, write: 1, prompt: 1, bash: 1 },
    ok: true,
  };
  const ctx = (smooth: boolean): Ctx => ({
    rows,
    ruleScore: zs.map(() => 0),
    modelOff: ["bash", "write", "prompt"],
    bits: 8,
    ...(smooth ? { smooth: true } : {}),
  });
  const warnAt = (c: Choice): number => -c.cal.tool_result[2] / c.cal.tool_result[0];
  test("the k-th row rule puts warn between the 3rd and 4th benign rows; smooth puts it at their bootstrap mean", () => {
    const plain = anchored(ctx(false), idx, oof, flat);
    expect(warnAt(plain)).toBeCloseTo(orderCut(TAIL, 2), 6);
    const sm = anchored(ctx(true), idx, oof, flat);
    expect(warnAt(sm)).toBeCloseTo(smoothCut(benign, 2, 440), 6);
    expect(sm.ok).toBe(true);
  });
  test("dropping the top benign row moves the smooth line less than the plain one", () => {
    const keep = idx.filter((i) => i !== 0);
    const dPlain = Math.abs(
      warnAt(anchored(ctx(false), keep, oof, flat)) - warnAt(anchored(ctx(false), idx, oof, flat)),
    );
    const dSmooth = Math.abs(
      warnAt(anchored(ctx(true), keep, oof, flat)) - warnAt(anchored(ctx(true), idx, oof, flat)),
    );
    expect(dSmooth).toBeLessThan(dPlain);
  });
});

describe("the bag of fold deals", () => {
  test("meanLogits averages each row over the runs; one run is itself", () => {
    const a = new Map([
      [1, 0],
      [2, 2],
    ]);
    const b = new Map([
      [1, 1],
      [2, -2],
    ]);
    expect([...meanLogits([a, b])]).toEqual([
      [1, 0.5],
      [2, 0],
    ]);
    expect([...meanLogits([a])]).toEqual([...a]);
  });
  test.each([
    ["", 1, []],
    ["", 3, ["s1", "s2"]],
    ["x", 2, ["xs1"]],
  ])("bagSalts(%j, %i) = %j", (salt, k, want) => {
    expect(bagSalts(salt, k)).toEqual(want);
  });
  test("a salt re-deals the units; no salt is the shipped deal", () => {
    const names = Array.from({ length: 40 }, (_, i) => `source-${i}`);
    const g = new Map(names.map((n) => [n, new Map([["p|0", 1]])]));
    const shipped = assignFolds(g, 5, "hash");
    const salted = assignFolds(g, 5, "hash", "s1");
    for (const n of names) expect(shipped.get(n)).toBe(hashFold(n, 5));
    expect(names.filter((n) => shipped.get(n) !== salted.get(n)).length).toBeGreaterThan(10);
  });
  test.each([
    [{}, "", 1, false],
    [{ INJECTION_TRAIN_FOLD_SALT: "s3", INJECTION_TRAIN_BAG: "3", INJECTION_TRAIN_CAL_SMOOTH: "1" }, "s3", 3, true],
  ])("options %j: salt %j, bag %i, smooth %s", (env, salt, bag, smooth) => {
    const s = trainSettings(env);
    expect([s.foldSalt, s.bag, s.calSmooth]).toEqual([salt, bag, smooth]);
  });
  test.each([{ INJECTION_TRAIN_BAG: "0" }, { INJECTION_TRAIN_BAG: "2.5" }, { INJECTION_TRAIN_FOLD_SALT: "a b" }])(
    "refuses %j",
    (env) => {
      expect(() => trainSettings(env)).toThrow();
    },
  );
});
