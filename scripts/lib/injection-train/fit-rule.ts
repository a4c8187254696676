// How the second stage's weights are fitted: plain SGD (the shipped fit) or a fit whose result a few rows cannot move.

import { DENSE_SIZE } from "../../../src/engine/injection/model.ts";
import { STRUCT_SIZE } from "../../../src/engine/injection/model-structure.ts";
import { type Lr, type LrOptions, sgdStep, train, type Vec } from "./lr.ts";

/**
 * "sgd": one pool-wide shuffle per epoch, the last iterate (the shipped fit). "avg": each row's place in an epoch's order
 * comes from a hash of its id (rows two pools share keep their relative order), and the weights are the mean of the
 * iterates over the last half of the epochs (Polyak–Ruppert tail averaging).
 */
export type FitRule = "sgd" | "avg";

/** The fit rule of a run: INJECTION_TRAIN_FIT, INJECTION_TRAIN_FIT_BAG and INJECTION_TRAIN_SEED. */
export interface FitSettings {
  rule: FitRule;
  /** fits over this many seeds of the orders, weights averaged (1: one fit) */
  bag: number;
  /** the seed of the shuffle orders */
  seed: number;
}

/** The trainer's LrOptions with the fit rule; `fit`/`fitBag` absent: the shipped SGD, one order. */
export interface FitOptions extends LrOptions {
  fit?: FitRule;
  fitBag?: number;
}

export const DEFAULT_SEED = 20261201;

/** Reads INJECTION_TRAIN_FIT, INJECTION_TRAIN_FIT_BAG and INJECTION_TRAIN_SEED; throws on a bad value. */
export function fitSettings(env: NodeJS.ProcessEnv): FitSettings {
  const rule = env.INJECTION_TRAIN_FIT ?? "sgd";
  if (rule !== "sgd" && rule !== "avg") throw new Error(`INJECTION_TRAIN_FIT=${rule}: "sgd" or "avg"`);
  const bag = env.INJECTION_TRAIN_FIT_BAG === undefined ? 1 : Number(env.INJECTION_TRAIN_FIT_BAG);
  if (!(Number.isInteger(bag) && bag >= 1 && bag <= 16))
    throw new Error(`INJECTION_TRAIN_FIT_BAG=${env.INJECTION_TRAIN_FIT_BAG}: an integer in 1..16`);
  const seed = env.INJECTION_TRAIN_SEED === undefined ? DEFAULT_SEED : Number(env.INJECTION_TRAIN_SEED);
  if (!(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32))
    throw new Error(`INJECTION_TRAIN_SEED=${env.INJECTION_TRAIN_SEED}: an integer in 0..2^32-1`);
  return { rule, bag, seed };
}

/** The option fields a non-default fit adds to the trainer's options (and so to the asset's meta); {} for the shipped fit. */
export function fitFields(f: FitSettings): { fit?: FitRule; fitBag?: number } {
  return { ...(f.rule === "sgd" ? {} : { fit: f.rule }), ...(f.bag > 1 ? { fitBag: f.bag } : {}) };
}

/** The trainer's fit options: 12 epochs from step 0.5 (L2 is the grid's), seed and rule as `f` says. */
export function trainerOptions(bits: number, f: FitSettings): FitOptions {
  return { bits, epochs: 12, lr: 0.5, l2: 1e-5, seed: f.seed, structure: false, ...fitFields(f) };
}

function fmix(h: number): number {
  let x = h >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A row id's 32-bit key (FNV-1a, mixed): the same id gives the same key in any pool. */
export function rowKey(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return fmix(h);
}

/**
 * Epoch `epoch`'s order of the rows with keys `keys`: sorted by a hash of (key, seed, epoch), ties by position. A row
 * added to or dropped from the pool leaves the other rows' relative order as it was, where a Fisher–Yates shuffle over
 * the pool deals every row a new place.
 */
export function keyedOrder(keys: readonly number[], epoch: number, seed: number): number[] {
  const salt = fmix((seed >>> 0) ^ Math.imul(epoch + 1, 0x9e3779b9));
  const at = keys.map((k) => fmix(k ^ salt));
  return keys.map((_, i) => i).sort((a, b) => at[a] - at[b] || a - b);
}

/** Snapshots of the iterate per epoch in the averaged tail: often enough that no one stretch of rows decides. */
const SNAPSHOTS_PER_EPOCH = 4;

/**
 * SGD as lr.ts `train` (the highest window of each row, step lr / (1 + epoch), L2 on touched weights), with the keyed
 * order and the mean of the iterates taken SNAPSHOTS_PER_EPOCH times an epoch over the last half of the epochs.
 */
export function averagedFit(
  vecs: Vec[],
  y: number[],
  sw: number[],
  keys: readonly number[],
  o: LrOptions,
  /** the share of the epochs averaged (0: the last iterate alone) */
  tail = 0.5,
): Lr {
  const w = new Float32Array(1 << o.bits);
  const dense = new Float32Array(o.structure ? DENSE_SIZE + STRUCT_SIZE : DENSE_SIZE);
  const sumW = new Float64Array(w.length);
  const sumD = new Float64Array(dense.length);
  let taken = 0;
  const snapshot = (): void => {
    for (let k = 0; k < w.length; k++) sumW[k] += w[k];
    for (let k = 0; k < dense.length; k++) sumD[k] += dense[k];
    taken++;
  };
  const m = { w, dense };
  const tailFrom = tail > 0 ? Math.floor(o.epochs * (1 - tail)) : o.epochs;
  const every = Math.max(1, Math.ceil(vecs.length / SNAPSHOTS_PER_EPOCH));
  for (let e = 0; e < o.epochs; e++) {
    const lr = o.lr / (1 + e);
    const order = keyedOrder(keys, e, o.seed);
    for (let n = 0; n < order.length; n++) {
      const i = order[n];
      const v = vecs[i];
      if (v.wins.length > 0) sgdStep(m, v, y[i], sw[i], lr, o);
      if (e >= tailFrom && ((n + 1) % every === 0 || n === order.length - 1)) snapshot();
    }
  }
  if (taken === 0) return m; // tail 0: the last iterate
  return { w: Float32Array.from(sumW, (s) => s / taken), dense: Float32Array.from(sumD, (s) => s / taken) };
}

/** Seeds of the bagged fits: the first is the run's own, so a bag of 1 is the plain fit bit for bit. */
export function bagSeeds(k: number, seed: number): number[] {
  return Array.from({ length: k }, (_, j) => (seed + j * 7919) >>> 0);
}

/** The mean of `k` fits that differ only in the seed of their orders: one model of the same shape, its order noise cut ~√k. */
export function bagged(k: number, fitOne: (seed: number) => Lr, seed: number): Lr {
  const seeds = bagSeeds(k, seed);
  const first = fitOne(seeds[0]);
  if (k <= 1) return first;
  const w = Float64Array.from(first.w);
  const dense = Float64Array.from(first.dense);
  for (const s of seeds.slice(1)) {
    const m = fitOne(s);
    for (let i = 0; i < w.length; i++) w[i] += m.w[i];
    for (let i = 0; i < dense.length; i++) dense[i] += m.dense[i];
  }
  return { w: Float32Array.from(w, (s) => s / k), dense: Float32Array.from(dense, (s) => s / k) };
}

/** Fits by the rule in `o` (FitOptions): rows `vecs` with labels, sample weights and id keys (the keyed orders read them). */
export function fitRows(vecs: Vec[], y: number[], sw: number[], keys: readonly number[], o: FitOptions): Lr {
  const one = (seed: number): Lr =>
    o.fit === "avg" ? averagedFit(vecs, y, sw, keys, { ...o, seed }) : train(vecs, y, sw, { ...o, seed });
  return bagged(o.fitBag ?? 1, one, o.seed);
}
