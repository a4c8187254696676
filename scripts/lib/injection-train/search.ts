// Group k-fold over the trainer's pool: the folds by source unit, out-of-fold logits, and the hyper-parameter grid judged by cross-fitted rules + model.

import type { TrainRow } from "./data.ts";
import { unitOf } from "./data.ts";
import type { Fitter, Hyper } from "./fitter.ts";
import { assignFolds, type FoldHow, spanningSources, type Strata } from "./folds.ts";
import { rowLogit, type Vec } from "./lr.ts";
import { auc, type Figures } from "./metrics.ts";
import { better, corporaFigures, crossFit, type Ctx } from "./choose.ts";
import { corrected, crossFitLength, fitLength, NO_LENGTH } from "./length.ts";
import type { LengthCorrection } from "../../../src/engine/injection/model-length.ts";

export interface Folds {
  /** fold of each source unit */
  foldOf: Map<string, number>;
  foldOfRow: (i: number) => number;
}

/**
 * Group k-fold by source over the pool (group: the row's first repository; real files by collection, the big collections
 * split into units: a package's README, a directory). Whole units either way; `hash` (default) deals by the unit's name,
 * so new rows never re-deal the others. Throws on a source that spans folds.
 */
export function foldsOf(
  rows: readonly TrainRow[],
  pool: readonly number[],
  folds: number,
  how: FoldHow,
  salt = "",
): Folds {
  const groups = new Map<string, Strata>();
  for (const i of pool) {
    const g = unitOf(rows[i]);
    if (!groups.has(g)) groups.set(g, new Map());
    const k = `${rows[i].surface}|${rows[i].y}`;
    const s = groups.get(g) as Strata;
    s.set(k, (s.get(k) ?? 0) + 1);
  }
  const foldOf = assignFolds(groups, folds, how, salt);
  const split = new Set(pool.filter((i) => rows[i].unit !== undefined).map((i) => rows[i].group));
  const spanning = spanningSources(
    pool.map((i) => [rows[i].group, unitOf(rows[i])] as const),
    foldOf,
    split,
  );
  if (spanning.length > 0) throw new Error(`sources in more than one fold: ${spanning.join(", ")}`);
  return { foldOf, foldOfRow: (i: number): number => foldOf.get(unitOf(rows[i])) ?? -1 };
}

/** Out-of-fold logits of every pool row under hyper-parameters `h` (floored at -50). */
export function crossValidate(
  fitter: Fitter,
  vecs: readonly Vec[],
  pool: readonly number[],
  foldOfRow: (i: number) => number,
  folds: number,
  h: Hyper,
): Map<number, number> {
  const out = new Map<number, number>();
  for (let f = 0; f < folds; f++) {
    const m = fitter.fit(
      pool.filter((i) => foldOfRow(i) !== f),
      h,
    );
    for (const i of pool) if (foldOfRow(i) === f) out.set(i, Math.max(-50, rowLogit(m, vecs[i]).z));
  }
  return out;
}

/**
 * Each row's mean logit over several out-of-fold runs (one per deal of the units to folds). Every run scores every pool
 * row out of fold, so the mean is out of fold too: no model behind it saw the row's source.
 */
export function meanLogits(runs: readonly ReadonlyMap<number, number>[]): Map<number, number> {
  if (runs.length === 1) return new Map(runs[0]);
  const out = new Map<number, number>();
  for (const [i] of runs[0]) out.set(i, runs.reduce((a, m) => a + (m.get(i) ?? 0), 0) / runs.length);
  return out;
}

export interface Best {
  fig: Figures | null;
  hyper: Hyper;
  /** the chosen point's out-of-fold logits (less the length term under `length`, the slopes fitted on every pool row) */
  oof: Map<number, number>;
  /** the length correction (length.ts; NO_LENGTH when it is off) */
  length: LengthCorrection;
  /** rules + model, cross-fitted out-of-fold: the score of each pool row every CV figure reads */
  cv: Map<number, number>;
  /** the logits `cv` was computed from (length term cross-fitted too): a calibration study replays the CV from them */
  cvOof: Map<number, number>;
}

const f3 = (x: number | null): string => (x === null ? "-" : x.toFixed(3));

/**
 * The grid judged by the figures that decide shipping: rules + model on both corpora, recall at block 0.8 among the
 * points whose benign warn-rate stays at or below WARN_BAR, AUC as the tie-break (choose.ts `better`). Each fold is scored
 * with the calibration and combination chosen on the other folds (crossFit). Returns the best point and MODEL.md's lines.
 */
export function searchGrid(
  ctx: Ctx,
  fitter: Fitter,
  vecs: readonly Vec[],
  pool: number[],
  folds: Folds,
  k: number,
  grid: readonly Hyper[],
  log: (s: string) => void,
  /** the length correction (length.ts), cross-fitted in the CV: on unless INJECTION_TRAIN_LENGTH=0 */
  length = true,
  /** more deals of the units to folds whose out-of-fold logits are averaged with `folds`' (INJECTION_TRAIN_BAG) */
  bagFolds: readonly Folds[] = [],
): { best: Best; gridLines: string[] } {
  const gridLines: string[] = [];
  let best: Best = {
    fig: null,
    hyper: grid[0] as Hyper,
    oof: new Map(),
    cv: new Map(),
    cvOof: new Map(),
    length: NO_LENGTH,
  };
  for (const h of grid) {
    // one deal of the units to folds, or the mean over several (INJECTION_TRAIN_BAG): a row's out-of-fold logit then
    // does not hinge on which sources its one fold happened to leave out
    const per = [folds, ...bagFolds].map((d) => {
      const r = crossValidate(fitter, vecs, pool, d.foldOfRow, k, h);
      return { r, o: length ? crossFitLength(ctx.rows, vecs, pool, r, d.foldOfRow, k).oof : r };
    });
    const raw = meanLogits(per.map((p) => p.r));
    const o = meanLogits(per.map((p) => p.o));
    const lc = length ? fitLength(ctx.rows, vecs, pool, raw) : NO_LENGTH;
    const cv = crossFit(ctx, pool, folds.foldOfRow, k, o);
    const fig = corporaFigures(ctx, pool, cv.scores);
    const a = auc(pool.map((i) => ({ y: ctx.rows[i].y, s: o.get(i) ?? -50 }))) ?? 0;
    gridLines.push(
      `| ${h.l2} | ${h.realWeight} | ${h.structure ? "yes" : "no"} | ${f3(fig.recallBlock)} | ${f3(fig.warnRate)} | ${f3(fig.auc)} | ${a.toFixed(4)} | ${cv.perFold.map((c) => (c.fit === "anchor" ? "anchor" : c.mode)).join(" ")} |`,
    );
    log(
      `grid ${JSON.stringify(h)}: rules + model CV ${f3(fig.recallBlock)} / ${f3(fig.warnRate)} / ${f3(fig.auc)} (logit OOF AUC ${a.toFixed(4)}; length slopes ${lc.slope.join(" ")} from ${lc.from.join(" ")} windows)`,
    );
    if (better(fig, best.fig))
      best = { fig, hyper: h, oof: length ? corrected(vecs, raw, () => lc) : raw, cv: cv.scores, cvOof: o, length: lc };
  }
  return { best, gridLines };
}
