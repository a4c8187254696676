// The group CV over several deals of the source units to folds: one deal's CV moves ±0.06 recall@0.8 (round 16), so the headline is a mean and a range.

import { corporaFigures, crossFit } from "./choose.ts";
import { crossFitLength } from "./length.ts";
import type { Figures } from "./metrics.ts";
import type { Run } from "./pipeline.ts";
import { bagSalts } from "./pipeline.ts";
import { crossValidate, foldsOf } from "./search.ts";
import type { TrainRow } from "./data.ts";
import type { FoldHow } from "./folds.ts";
import type { Vec } from "./lr.ts";

/** One deal's CV figure (rules + model, both corpora, cross-fitted). */
export interface DealFigure {
  salt: string;
  fig: Figures;
}

/** Mean and range of a figure over deals (null when a deal has none). */
export interface Spread {
  mean: number;
  min: number;
  max: number;
}

export interface DealSummary {
  deals: number;
  recallBlock: Spread | null;
  warnRate: Spread | null;
  auc: Spread | null;
}

function spread(xs: (number | null)[]): Spread | null {
  if (xs.length === 0 || xs.some((x) => x === null)) return null;
  const v = xs as number[];
  return { mean: v.reduce((a, b) => a + b, 0) / v.length, min: Math.min(...v), max: Math.max(...v) };
}

/** Mean and range of recall@0.8, warn-rate and AUC over the deals' figures. */
export function summariseDeals(figs: readonly DealFigure[]): DealSummary {
  return {
    deals: figs.length,
    recallBlock: spread(figs.map((d) => d.fig.recallBlock)),
    warnRate: spread(figs.map((d) => d.fig.warnRate)),
    auc: spread(figs.map((d) => d.fig.auc)),
  };
}

/** INJECTION_TRAIN_CV_DEALS: how many deals the headline CV averages (default 5; 1: the run's own deal only). */
export function cvDealsOf(env: NodeJS.ProcessEnv): number {
  const k = env.INJECTION_TRAIN_CV_DEALS === undefined ? 5 : Number(env.INJECTION_TRAIN_CV_DEALS);
  if (!(Number.isInteger(k) && k >= 1 && k <= 16))
    throw new Error(`INJECTION_TRAIN_CV_DEALS=${env.INJECTION_TRAIN_CV_DEALS}: an integer in 1..16`);
  return k;
}

const f3 = (x: number): string => x.toFixed(3);
const one = (s: Spread | null): string => (s === null ? "-" : `${f3(s.mean)} (${f3(s.min)}–${f3(s.max)})`);

/** "recall@0.8 0.741 (0.704–0.832) / warn … / AUC …, mean (range) over 5 deals" */
export function describeDeals(s: DealSummary): string {
  return `recall@0.8 ${one(s.recallBlock)} / warn ${one(s.warnRate)} / AUC ${one(s.auc)}, mean (range) over ${s.deals} deal${s.deals === 1 ? "" : "s"} of the source units to folds`;
}

/**
 * The CV of the run's chosen point under `deals` deals: the run's own (its figure as computed) and deals - 1 more
 * (salts "<salt>s1" …, as INJECTION_TRAIN_FOLD_SALT would deal them), each cross-validated, length-corrected and
 * cross-fitted as the run's own. Costs k fits per extra deal.
 */
export function dealFigures(
  run: Run,
  rows: readonly TrainRow[],
  vecs: readonly Vec[],
  k: number,
  how: FoldHow,
  salt: string,
  deals: number,
  length: boolean,
): DealFigure[] {
  const own: DealFigure[] = run.best.fig ? [{ salt, fig: run.best.fig }] : [];
  const more = bagSalts(salt, deals).map((s): DealFigure => {
    const folds = foldsOf(rows, run.pool, k, how, s);
    const r = crossValidate(run.fitter, vecs, run.pool, folds.foldOfRow, k, run.best.hyper);
    const o = length ? crossFitLength(rows, vecs, run.pool, r, folds.foldOfRow, k).oof : r;
    const cv = crossFit(run.ctx, run.pool, folds.foldOfRow, k, o);
    return { salt: s, fig: corporaFigures(run.ctx, run.pool, cv.scores) };
  });
  return [...own, ...more];
}

/** The headline line of a run: its CV over INJECTION_TRAIN_CV_DEALS deals (the length term as the run has it). */
export function dealCvLine(
  run: Run,
  rows: readonly TrainRow[],
  vecs: readonly Vec[],
  k: number,
  how: FoldHow,
  salt: string,
  env: NodeJS.ProcessEnv,
): string {
  const length = env.INJECTION_TRAIN_LENGTH !== "0";
  return describeDeals(summariseDeals(dealFigures(run, rows, vecs, k, how, salt, cvDealsOf(env), length)));
}
