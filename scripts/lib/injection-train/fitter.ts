// The trainer's row weights and its one fit: class balance, real-file weight, source weights, carrier balance, own-set weight.

import type { TrainRow } from "./data.ts";
import { type FitOptions, fitRows, rowKey } from "./fit-rule.ts";
import type { Lr, Vec } from "./lr.ts";
import { carrierBalanced } from "./weights.ts";

/** The hyper-parameters the grid searches. */
export interface Hyper {
  l2: number;
  realWeight: number;
  structure: boolean;
}

/** The settings that change the weights (options.ts). */
export interface WeightSettings {
  sourceWeight: boolean;
  carrier: boolean;
  realFiles: boolean;
  /**
   * the own prose sets' rows (part "own") weigh this much each before the classes are balanced (1: as any row;
   * INJECTION_TRAIN_OWN_WEIGHT): 2,500 rows of one kind of author need not outweigh 4,000 public ones
   */
  ownWeight: number;
  /**
   * the own injections' weight instead of ownWeight (INJECTION_TRAIN_OWN_POS_WEIGHT; absent: ownWeight): the own
   * look-alikes keep teaching at full weight while the own attacks pull the public benign tail up less
   */
  ownPosWeight?: number;
  /** a picked fresh file's row (category "fresh-pick", fresh-picks.ts) weighs this many real-file rows (absent: 1) */
  pickWeight?: number;
}

export interface Fitter {
  /** the sample weight of each row of `idxs`, in order */
  weightOf(idxs: number[], h: Hyper): number[];
  /** trains on the rows `testless` (plus the always-in rows) */
  fit(testless: number[], h: Hyper): Lr;
}

/**
 * A fitter over `rows` and their feature vectors. `extra` rows (synthetic, fresh files) are in every fit; `fixpos` rows
 * (INJECTION_TRAIN_FIXPOS=1: the fresh files) do not raise the injections' weight; `untrained` rows (DUPS=dedupe: a
 * near-duplicate of a row that trains) never train, though they stay scored out of fold.
 */
export function makeFitter(
  rows: readonly TrainRow[],
  vecs: readonly Vec[],
  set: WeightSettings,
  opts: FitOptions,
  extra: readonly number[],
  fixpos: (i: number) => boolean,
  untrained?: ReadonlySet<number>,
): Fitter {
  const weightOf = (idxs: number[], h: Hyper): number[] => {
    // INJECTION_TRAIN_SOURCE_WEIGHT=1: a row of a source group with n rows of its class weighs 1/sqrt(n), rescaled so the
    // class keeps its row count as total weight (big sources do not dominate); otherwise 1
    const sw = new Map<number, number>();
    const base = (i: number): number =>
      rows[i].part !== "own" ? 1 : rows[i].y === 1 ? (set.ownPosWeight ?? set.ownWeight) : set.ownWeight;
    for (const y of [0, 1]) {
      const of = idxs.filter((i) => rows[i].y === y);
      const n = new Map<string, number>();
      for (const i of of) n.set(rows[i].group, (n.get(rows[i].group) ?? 0) + 1);
      const raw = of.map((i) => (set.sourceWeight ? 1 / Math.sqrt(n.get(rows[i].group) ?? 1) : 1));
      const total = raw.reduce((a, b) => a + b, 0);
      for (let k = 0; k < of.length; k++) sw.set(of[k], (raw[k] * of.length) / Math.max(1e-9, total));
    }
    // own rows weigh ownWeight (a multiplication by 1 leaves every other weight's bits as they were)
    if (set.ownWeight !== 1 || (set.ownPosWeight ?? 1) !== 1)
      for (const i of idxs) if (rows[i].part === "own") sw.set(i, (sw.get(i) ?? 1) * base(i));
    // both classes weigh the same in all: injections are up-weighted to the (weighted) benign count
    const pick = (i: number): number => (rows[i].category === "fresh-pick" ? (set.pickWeight ?? 1) : 1);
    const bw = (i: number): number => (rows[i].part === "realfile" ? h.realWeight * pick(i) : 1) * (sw.get(i) ?? 1);
    let pos = 0;
    let neg = 0;
    // FIXPOS: the extra benign rows (fresh files) do not raise the injections' weight (model7's finding: 980 more benign
    // rows at 4x made every injection weigh 1.6x more and the model leaned positive)
    for (const i of idxs) if (rows[i].y === 0 && !fixpos(i)) neg += bw(i);
    for (const i of idxs) if (rows[i].y === 1) pos += sw.get(i) ?? 1;
    const out = idxs.map((i) => (rows[i].y === 1 ? ((sw.get(i) ?? 1) * neg) / Math.max(1, pos) : bw(i)));
    // carrier balance: a carrier source's benign rows weigh as much as its injections (weights.ts)
    return set.carrier
      ? carrierBalanced(
          idxs.map((i) => rows[i].group),
          idxs.map((i) => rows[i].y),
          out,
        )
      : out;
  };
  const fit = (testless: number[], h: Hyper): Lr => {
    // INJECTION_TRAIN_REALFILES=0: benign real files stay out of the training part (they are still scored out of fold)
    const idxs = [
      ...testless.filter((i) => (set.realFiles || rows[i].part !== "realfile") && !untrained?.has(i)),
      ...extra,
    ];
    return fitRows(
      idxs.map((i) => vecs[i]),
      idxs.map((i) => rows[i].y),
      weightOf(idxs, h),
      opts.fit === "avg" ? idxs.map((i) => rowKey(rows[i].id)) : [],
      { ...opts, l2: h.l2, structure: h.structure },
    );
  };
  return { weightOf, fit };
}
