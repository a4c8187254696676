// The second stage's fit rule: the averaged fit converges to the known optimum, a few rows more move it less than plain SGD, a fixed seed repeats, and the keyed order survives pool changes; the CV over fold deals.

import { describe, expect, test } from "vitest";
import {
  averagedFit,
  bagged,
  bagSeeds,
  fitFields,
  fitRows,
  fitSettings,
  keyedOrder,
  rowKey,
} from "../../../../scripts/lib/injection-train/fit-rule.ts";
import { cvDealsOf, describeDeals, summariseDeals } from "../../../../scripts/lib/injection-train/deal-cv.ts";
import { type Lr, prng, train, type Vec } from "../../../../scripts/lib/injection-train/lr.ts";
import type { Figures } from "../../../../scripts/lib/injection-train/metrics.ts";

const OPTS = { bits: 10, epochs: 12, lr: 0.5, l2: 1e-3, seed: 20261201, structure: false };

/** A one-window row holding features `idx` with value `val` each. */
const vec = (idx: number[], val = 1): Vec => ({
  wins: [{ idx: Int32Array.from(idx), val: Float32Array.from(idx.map(() => val)) }],
  surface: 0,
  extra: new Float32Array(0), // read only when the structural features train
  nwin: 1,
});

/**
 * The separable problem: n injections with feature 0 alone, n benign rows with feature 1 alone, L2 λ on both. By
 * symmetry the bias is 0 and w0 = -w1 = t with sigmoid(-t) = λ t (the gradient of log(1 + e^-t) + λ t² / 2).
 */
function separable(n: number): { vecs: Vec[]; y: number[] } {
  const vecs: Vec[] = [];
  const y: number[] = [];
  for (let i = 0; i < n; i++) {
    vecs.push(vec([0]), vec([1]));
    y.push(1, 0);
  }
  return { vecs, y };
}

function knownOptimum(l2: number): number {
  let lo = 0;
  let hi = 100;
  for (let i = 0; i < 200; i++) {
    const t = (lo + hi) / 2;
    if (1 / (1 + Math.exp(t)) > l2 * t) lo = t;
    else hi = t;
  }
  return lo;
}

/** A noisy problem: 2,000 rows of 20 of 512 features, labels drawn from a fixed weight vector's probabilities. */
function noisy(): { vecs: Vec[]; y: number[]; keys: number[] } {
  const rnd = prng(11);
  const truth = Array.from({ length: 512 }, () => rnd() * 4 - 2);
  const vecs: Vec[] = [];
  const y: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const idx = [...new Set(Array.from({ length: 20 }, () => Math.floor(rnd() * 512)))].sort((a, b) => a - b);
    vecs.push(vec(idx, 1 / Math.sqrt(idx.length)));
    const z = idx.reduce((s, k) => s + truth[k], 0) / Math.sqrt(idx.length);
    y.push(rnd() < 1 / (1 + Math.exp(-z)) ? 1 : 0);
  }
  return { vecs, y, keys: vecs.map((_, i) => rowKey(`row${i}`)) };
}

const dist = (a: Lr, b: Lr): number => {
  let s = 0;
  for (let k = 0; k < a.w.length; k++) s += (a.w[k] - b.w[k]) ** 2;
  for (let k = 0; k < a.dense.length; k++) s += (a.dense[k] - b.dense[k]) ** 2;
  return Math.sqrt(s);
};

describe("averagedFit", () => {
  test.each([0.05, 0.1, 0.3])("a separable problem with L2 %f converges to the known optimum", (l2) => {
    const { vecs, y } = separable(50);
    const keys = vecs.map((_, i) => rowKey(`r${i}`));
    const m = averagedFit(
      vecs,
      y,
      y.map(() => 1),
      keys,
      { ...OPTS, l2, epochs: 40, lr: 0.2, bits: 8 },
    );
    const t = knownOptimum(l2);
    expect(m.w[0]).toBeCloseTo(t, 1);
    expect(m.w[1]).toBeCloseTo(-t, 1);
    expect(Math.abs(m.dense[0])).toBeLessThan(0.1);
  });

  test("the same rows and seed give the same weights, bit for bit", () => {
    const { vecs, y, keys } = noisy();
    const a = averagedFit(
      vecs,
      y,
      y.map(() => 1),
      keys,
      OPTS,
    );
    const b = averagedFit(
      vecs,
      y,
      y.map(() => 1),
      keys,
      OPTS,
    );
    expect(Buffer.from(a.w.buffer).equals(Buffer.from(b.w.buffer))).toBe(true);
    expect([...a.dense]).toEqual([...b.dense]);
  });

  test("a pool with a few rows more moves the weights less than plain SGD does", () => {
    const { vecs, y, keys } = noisy();
    const sw = y.map(() => 1);
    const cut = (n: number) => ({ v: vecs.slice(n), y: y.slice(n), k: keys.slice(n), s: sw.slice(n) });
    const a = cut(0);
    const b = cut(5);
    // the keyed order keeps the 1,995 shared rows' sequence; Fisher–Yates over 1,995 rows deals every row a new place
    const avg = dist(averagedFit(a.v, a.y, a.s, a.k, OPTS), averagedFit(b.v, b.y, b.s, b.k, OPTS));
    const sgd = dist(train(a.v, a.y, a.s, OPTS), train(b.v, b.y, b.s, OPTS));
    expect(avg).toBeLessThan(sgd * 0.6);
  });
});

describe("keyedOrder", () => {
  const keys = Array.from({ length: 50 }, (_, i) => rowKey(`id${i}`));

  test("a permutation of the rows, the same for the same epoch and seed, another for another epoch", () => {
    const o = keyedOrder(keys, 0, 5);
    expect([...o].sort((a, b) => a - b)).toEqual(keys.map((_, i) => i));
    expect(keyedOrder(keys, 0, 5)).toEqual(o);
    expect(keyedOrder(keys, 1, 5)).not.toEqual(o);
    expect(keyedOrder(keys, 0, 6)).not.toEqual(o);
  });

  test("rows dropped from the pool leave the others' relative order as it was", () => {
    const kept = keys.filter((_, i) => i % 7 !== 3);
    const full = keyedOrder(keys, 2, 9).map((i) => keys[i]);
    const part = keyedOrder(kept, 2, 9).map((i) => kept[i]);
    expect(full.filter((k) => kept.includes(k))).toEqual(part);
  });

  test("rowKey reads the id only", () => {
    expect(rowKey("train.jsonl:17")).toBe(rowKey("train.jsonl:17"));
    expect(rowKey("train.jsonl:17")).not.toBe(rowKey("train.jsonl:18"));
  });
});

describe("bagged and fitRows", () => {
  test("a bag of 1 is the plain fit; the bag's first seed is the run's own", () => {
    const { vecs, y, keys } = noisy();
    const sw = y.map(() => 1);
    expect(bagSeeds(3, 7)[0]).toBe(7);
    const plain = train(vecs, y, sw, OPTS);
    const viaRule = fitRows(vecs, y, sw, keys, OPTS);
    expect(Buffer.from(viaRule.w.buffer).equals(Buffer.from(plain.w.buffer))).toBe(true);
  });

  test("the mean of k orders: weights of two bags lie closer than two single orders", () => {
    const { vecs, y } = noisy();
    const sw = y.map(() => 1);
    const one = (seed: number): Lr => train(vecs, y, sw, { ...OPTS, seed });
    const single = dist(one(1), one(2));
    const bags = dist(bagged(4, one, 1), bagged(4, one, 100));
    expect(bags).toBeLessThan(single);
  });
});

describe("fitSettings and the CV over deals", () => {
  test.each([
    [{}, { rule: "sgd", bag: 1, seed: 20261201 }, {}],
    [{ INJECTION_TRAIN_FIT: "avg" }, { rule: "avg", bag: 1, seed: 20261201 }, { fit: "avg" }],
    [{ INJECTION_TRAIN_FIT_BAG: "3", INJECTION_TRAIN_SEED: "7" }, { rule: "sgd", bag: 3, seed: 7 }, { fitBag: 3 }],
  ])("%j reads as %j and records %j", (env, settings, fields) => {
    expect(fitSettings(env)).toEqual(settings);
    expect(fitFields(fitSettings(env))).toEqual(fields);
  });

  test.each([
    { INJECTION_TRAIN_FIT: "lbfgs" },
    { INJECTION_TRAIN_FIT_BAG: "0" },
    { INJECTION_TRAIN_SEED: "-1" },
    { INJECTION_TRAIN_SEED: "1.5" },
  ])("%j is refused", (env) => {
    expect(() => fitSettings(env)).toThrow();
  });

  test("deals: 5 by default, 1..16, anything else refused", () => {
    expect(cvDealsOf({})).toBe(5);
    expect(cvDealsOf({ INJECTION_TRAIN_CV_DEALS: "1" })).toBe(1);
    expect(() => cvDealsOf({ INJECTION_TRAIN_CV_DEALS: "0" })).toThrow();
    expect(() => cvDealsOf({ INJECTION_TRAIN_CV_DEALS: "x" })).toThrow();
  });

  test("the summary is the mean and the range of each figure", () => {
    const fig = (r: number, w: number, a: number): Figures => ({
      n: 10,
      inj: 5,
      recallBlock: r,
      recallWarn: r,
      warnRate: w,
      blockRate: w,
      auc: a,
    });
    const s = summariseDeals([
      { salt: "", fig: fig(0.7, 0.05, 0.9) },
      { salt: "s1", fig: fig(0.8, 0.01, 0.94) },
      { salt: "s2", fig: fig(0.75, 0.03, 0.92) },
    ]);
    expect(s.recallBlock?.mean).toBeCloseTo(0.75, 9);
    expect(s.warnRate).toEqual({ mean: expect.closeTo(0.03, 9), min: 0.01, max: 0.05 });
    expect(describeDeals(s)).toBe(
      "recall@0.8 0.750 (0.700–0.800) / warn 0.030 (0.010–0.050) / AUC 0.920 (0.900–0.940), mean (range) over 3 deals of the source units to folds",
    );
  });
});
