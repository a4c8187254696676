// The length correction's fit: how much benign real files' out-of-fold logits grow per doubling of their window count.

import type { LengthCorrection } from "../../../src/engine/injection/model-length.ts";
import { lengthTerm } from "../../../src/engine/injection/model-length.ts";
import { SURFACE_INDEX } from "../../../src/engine/injection/model.ts";
import type { TrainRow } from "./data.ts";
import type { Vec } from "./lr.ts";

/** Real files are rows of these surfaces; elsewhere there is nothing long and benign to measure, so no correction. */
export const LENGTH_SURFACES = ["write", "tool_result"] as const;
/** No correction anywhere (INJECTION_TRAIN_LENGTH=0, or nothing to measure). */
export const NO_LENGTH: LengthCorrection = { slope: [0, 0, 0, 0], from: [1, 1, 1, 1] };
/** fewer benign real-file rows than this on a surface: slope 0 (too little to measure a trend) */
const MIN_ROWS = 30;
/** out-of-fold logits are floored at -50 (search.ts): such rows had no n-gram and say nothing about length */
const FLOOR = -50;

const r6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** The windows the run time scores in the row's text. */
export const windowsOf = (v: Vec): number => Math.max(1, v.nwin ?? v.wins.length);

/** Least-squares slope of z on x, floored at 0: a correction never rewards length. 0 without spread in x. */
export function slopeOf(points: readonly { x: number; z: number }[]): number {
  if (points.length === 0) return 0;
  const mx = points.reduce((a, p) => a + p.x, 0) / points.length;
  const mz = points.reduce((a, p) => a + p.z, 0) / points.length;
  let sxz = 0;
  let sxx = 0;
  for (const p of points) {
    sxz += (p.x - mx) * (p.z - mz);
    sxx += (p.x - mx) * (p.x - mx);
  }
  return sxx > 0 ? Math.max(0, sxz / sxx) : 0;
}

/** The median of a non-empty list of numbers (the lower middle one for an even count). */
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/**
 * The correction per surface from the rows `idx` and their out-of-fold logits `oof` (each scored by a model that did not
 * train on it). `from`: the median window count of the surface's corpus rows (the texts the calibration is fitted on),
 * so texts of their length keep their scores. `slope`: the least-squares slope of the benign real files' logits on
 * log2(windows / from) beyond `from` (a long file's best window is as high as chance makes it on text the model never saw).
 */
export function fitLength(
  rows: readonly TrainRow[],
  vecs: readonly Vec[],
  idx: readonly number[],
  oof: ReadonlyMap<number, number>,
): LengthCorrection {
  const slope = [0, 0, 0, 0];
  const from = [1, 1, 1, 1];
  for (const s of LENGTH_SURFACES) {
    const si = SURFACE_INDEX[s];
    const corpus = idx
      .filter((i) => rows[i].surface === s && rows[i].part !== "realfile")
      .map((i) => windowsOf(vecs[i]));
    if (corpus.length > 0) from[si] = median(corpus);
    const points: { x: number; z: number }[] = [];
    for (const i of idx) {
      const z = oof.get(i);
      const r = rows[i];
      if (z === undefined || z <= FLOOR || r.y !== 0 || r.part !== "realfile" || r.surface !== s) continue;
      points.push({ x: Math.max(0, Math.log2(windowsOf(vecs[i]) / from[si])), z });
    }
    if (points.length >= MIN_ROWS) slope[si] = r6(slopeOf(points));
  }
  return { slope, from };
}

/** `oof` with each row's length term taken off, under the correction `corrOf(row)` gives (rows at the floor stay there). */
export function corrected(
  vecs: readonly Vec[],
  oof: ReadonlyMap<number, number>,
  corrOf: (i: number) => LengthCorrection,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const [i, z] of oof)
    out.set(i, z <= FLOOR ? z : Math.max(FLOOR, z - lengthTerm(corrOf(i), vecs[i].surface, windowsOf(vecs[i]))));
  return out;
}

/**
 * Cross-fitted correction for the CV: each fold's rows lose the length term under the correction fitted on the other
 * folds' rows, so no file's own logit sets the slope that corrects it. Returns the corrected logits and each fold's fit.
 */
export function crossFitLength(
  rows: readonly TrainRow[],
  vecs: readonly Vec[],
  pool: readonly number[],
  oof: ReadonlyMap<number, number>,
  foldOfRow: (i: number) => number,
  k: number,
): { oof: Map<number, number>; perFold: LengthCorrection[] } {
  const perFold: LengthCorrection[] = [];
  for (let f = 0; f < k; f++)
    perFold.push(
      fitLength(
        rows,
        vecs,
        pool.filter((i) => foldOfRow(i) !== f),
        oof,
      ),
    );
  return { oof: corrected(vecs, oof, (i) => perFold[foldOfRow(i)] ?? NO_LENGTH), perFold };
}
