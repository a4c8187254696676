// The second stage's combination and per-surface calibration, chosen on out-of-fold logits of some rows; cross-fitted so no fold calibrates itself.

import { combinedScore, DENSE_SIZE, type InjectionModel } from "../../../src/engine/injection/model.ts";
import { type InjectionSurface, SURFACES } from "../../../src/engine/injection/types.ts";
import type { TrainRow } from "./data.ts";
import { orderCut, smoothCut } from "./anchor-cut.ts";
import { barWeights, passing, sourceCapPassing, sourceCost, weightedShare } from "./dups.ts";
import { stacker } from "./lr.ts";
import { type Figures, figures } from "./metrics.ts";

export type Cal = Record<InjectionSurface, [number, number, number]>;
export type Mode = "stack" | "max" | "rules";

/** What the choice reads: the rows, their rule scores, the surfaces where the model is off, and the table size. */
export interface Ctx {
  rows: TrainRow[];
  ruleScore: number[];
  modelOff: readonly InjectionSurface[];
  bits: number;
  /** parts whose benign rows do not count in the corpora's false-positive bars (INJECTION_TRAIN_OWN_BARS=0: ["own"]) */
  barsSkip?: readonly string[];
  /**
   * parts whose rows train the logit but take no part in the calibration, its bars or the grid's choice
   * (the own sets unless INJECTION_TRAIN_OWN_CAL=1): they are scored with the line the other rows chose
   */
  calSkip?: readonly string[];
  /**
   * benign corpus rows in a cluster of near-duplicates → the cluster's first row (dups.ts; INJECTION_TRAIN_DUPS=bars|both):
   * in the false-positive bars a cluster weighs one row. Absent: every row weighs 1
   */
  dupOf?: ReadonlyMap<number, number>;
  /**
   * the corpora's bars count by source (INJECTION_TRAIN_SOURCE_CAP=n; DUPS=sources is n = 1): a source's rows over a line
   * cost its number of rows among them, at most n (dups.ts sourceCost); the real files' bars count rows. Absent: rows
   */
  sourceCap?: number;
  /** the anchored lines by smoothCut (anchor-cut.ts) instead of the k-th row (INJECTION_TRAIN_CAL_SMOOTH=1) */
  smooth?: boolean;
}

/** The share of `xs` that `hit` keeps as the bars count it: by source on the corpora with a source cap, else weighted. */
function fpShare(ctx: Ctx, xs: number[], corpora: boolean, hit: (i: number) => boolean): number {
  if (!(corpora && ctx.sourceCap !== undefined)) return weightedShare(xs, ctx.dupOf, hit);
  const on = xs.filter(hit);
  const cost = sourceCost(
    on.map((i) => ctx.rows[i].group),
    on,
    ctx.sourceCap,
  );
  return cost / Math.max(1, xs.length);
}

export interface Choice {
  mode: "stack" | "max";
  /** how the calibration was fitted: weighted Platt / stacker, or anchored on the bars (`anchor`, with `max`) */
  fit: "platt" | "anchor";
  cal: Cal;
  /** benign weight per surface of the calibration fit */
  bw: Record<InjectionSurface, number>;
  /** every surface met the bars */
  ok: boolean;
}

/** Benign weights tried per surface, smallest first. */
export const BWS = [1, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32];
/** The bars on the model's own out-of-fold false positives (benign rows it lifts over a threshold the rules did not reach). */
export const BARS = { warnCorpora: 0.005, warnReal: 0.005, blockReal: 0.0025 };

export function asModel(bits: number, mode: Mode, cal: Cal): InjectionModel {
  return {
    bits,
    weights: new Float32Array(0),
    dense: new Float32Array(DENSE_SIZE),
    calibration: cal,
    combine: mode === "max" ? "max" : "stack",
    surfaces: SURFACES,
  };
}

/** Row i's final score with logit z under a mode and calibration (the rule score alone for `rules` and where the model is off). */
export function scoreOf(ctx: Ctx, mode: Mode, cal: Cal, i: number, z: number): number {
  return mode === "rules" || ctx.modelOff.includes(ctx.rows[i].surface)
    ? ctx.ruleScore[i]
    : combinedScore(asModel(ctx.bits, mode, cal), z, ctx.rows[i].surface, ctx.ruleScore[i]);
}

const f3 = (x: number | null): string => (x === null ? "-" : x.toFixed(3));

function calibrateSurface(ctx: Ctx, idx: number[], oof: Map<number, number>, mode: Mode, bw: number) {
  return stacker(
    idx.map((i) => oof.get(i) ?? 0),
    idx.map((i) => (mode === "stack" ? ctx.ruleScore[i] : 0)),
    idx.map((i) => ctx.rows[i].y),
    bw,
  );
}

/** Per surface: the smallest benign weight whose model-added false positives on `idx` stay within BARS and keeps every rule block. */
function chooseFor(ctx: Ctx, idx: number[], oof: Map<number, number>, mode: Mode, sweep?: string[]): Choice {
  const cal = {} as Cal;
  const bw = {} as Record<InjectionSurface, number>;
  let allOk = true;
  const z = (i: number): number => oof.get(i) ?? 0;
  for (const s of SURFACES) {
    const on = idx.filter((i) => ctx.rows[i].surface === s);
    const ben = (real: boolean): number[] =>
      on.filter((i) => ctx.rows[i].y === 0 && (ctx.rows[i].part === "realfile") === real);
    const benC = ben(false).filter((i) => !ctx.barsSkip?.includes(ctx.rows[i].part));
    const benR = ben(true);
    let pick: { b: number; c: [number, number, number] } | null = null;
    for (const b of BWS) {
      const c = calibrateSurface(ctx, on, oof, mode, b);
      const one = { ...cal, [s]: c } as Cal;
      const added = (xs: number[], t: number, corpora = false): number =>
        fpShare(ctx, xs, corpora, (i) => ctx.ruleScore[i] < t && scoreOf(ctx, mode, one, i, z(i)) >= t);
      const addC = added(benC, 0.5, true);
      const addR = added(benR, 0.5);
      const addRB = added(benR, 0.8);
      const keepsRules = on.every((i) => ctx.ruleScore[i] < 0.8 || scoreOf(ctx, mode, one, i, z(i)) >= 0.8);
      const ok = keepsRules && addC <= BARS.warnCorpora && addR <= BARS.warnReal && addRB <= BARS.blockReal;
      if (sweep) {
        const fs = figures(
          on
            .filter((i) => ctx.rows[i].part !== "realfile")
            .map((i) => ({ y: ctx.rows[i].y, s: scoreOf(ctx, mode, one, i, z(i)) })),
        );
        sweep.push(
          `| ${mode} | ${s} | ${b} | ${f3(fs.recallBlock)} | ${f3(fs.warnRate)} | ${f3(fs.auc)} | ${f3(addC)} | ${f3(addR)} | ${f3(addRB)} | ${keepsRules ? "yes" : "no"} | ${ok ? "yes" : "no"} |`,
        );
      }
      if (ok) {
        pick = { b, c };
        break;
      }
    }
    if (!pick) allOk = false;
    const p = pick ?? { b: BWS[BWS.length - 1], c: calibrateSurface(ctx, on, oof, mode, BWS[BWS.length - 1]) };
    cal[s] = p.c;
    bw[s] = p.b;
  }
  return { mode: mode === "stack" ? "stack" : "max", fit: "platt", cal, bw, ok: allOk };
}

/**
 * `max` with each surface's line anchored on the bars instead of fitted by log-loss: z_warn is the lowest logit at which
 * the model's own false positives on `idx` (benign rows the rules leave below 0.5) stay within BARS, z_block the same for
 * 0.8 (at least ANCHOR_GAP above z_warn, or the Platt line's distance when it is steeper), and sigmoid(a z + b)
 * passes 0.5 at z_warn and 0.8 at z_block. A weighted Platt fit is one line through all the
 * rows: on a surface whose injections and benign rows overlap it flattens, and few rows reach 0.8 though many pass 0.5.
 * Surfaces with fewer than 20 benign rows keep the Platt line of `fallback`.
 */
export function anchored(ctx: Ctx, idx: number[], oof: Map<number, number>, fallback: Choice): Choice {
  const cal = { ...fallback.cal };
  const z = (i: number): number => oof.get(i) ?? 0;
  let ok = true;
  for (const s of SURFACES) {
    if (ctx.modelOff.includes(s)) continue;
    const on = idx.filter((i) => ctx.rows[i].surface === s);
    const benC = on.filter(
      (i) => ctx.rows[i].y === 0 && ctx.rows[i].part !== "realfile" && !ctx.barsSkip?.includes(ctx.rows[i].part),
    );
    const benR = on.filter((i) => ctx.rows[i].y === 0 && ctx.rows[i].part === "realfile");
    if (benC.length + benR.length < 20) continue;
    // the lowest threshold on z that lets at most bar × n of the rows (those the rules leave below t) reach it
    // (weighted: a cluster of near-duplicates counts as one row, ctx.dupOf; k = the most rows whose weight fits the bar)
    // (by source: k = the longest run from the top whose sources cost at most bar × n, each min(cap, its rows), ctx.sourceCap)
    const cut = (xs: number[], t: number, bar: number, corpora = false): number => {
      const w = barWeights(xs, ctx.dupOf);
      const tot = w.reduce((a, b) => a + b, 0);
      const cand = xs
        .map((i, k) => ({ i, z: z(i), w: w[k], below: ctx.ruleScore[i] < t }))
        .filter((x) => x.below)
        .sort((a, b) => b.z - a.z);
      const v = cand.map((x) => x.z);
      // smooth (row counts only): the bootstrap mean of the k-th row rule over resamples of the anchor rows
      if (ctx.smooth && !(corpora && ctx.sourceCap !== undefined) && !ctx.dupOf)
        return smoothCut(v, Math.floor(bar * xs.length), xs.length);
      const k =
        corpora && ctx.sourceCap !== undefined
          ? sourceCapPassing(
              cand.map((x) => ctx.rows[x.i].group),
              cand.map((x) => x.i),
              ctx.sourceCap,
              bar * xs.length,
            )
          : ctx.dupOf
            ? passing(
                cand.map((x) => x.w),
                bar * tot,
              )
            : Math.floor(bar * xs.length);
      return orderCut(v, k);
    };
    // never warn below the Platt line's 0.5 either (with WARN_AT_PLATT): the anchored fit then moves only the block point
    const [pa, , pb] = fallback.cal[s];
    const plattWarn = WARN_AT_PLATT && pa > 0 ? -pb / pa : -Infinity;
    const zw = Math.max(plattWarn, cut(benC, 0.5, BARS.warnCorpora, true), cut(benR, 0.5, BARS.warnReal));
    // graded: 0.5 and 0.8 at least ANCHOR_GAP apart, or as far apart as the Platt line's when that is steeper
    const plattGap = fallback.cal[s][0] > 0 ? Math.log(4) / fallback.cal[s][0] : ANCHOR_GAP;
    const gap = Math.min(ANCHOR_GAP, plattGap);
    const zb = Math.max(zw + gap, cut(benC, 0.8, BARS.blockReal, true), cut(benR, 0.8, BARS.blockReal));
    if (!Number.isFinite(zw)) continue;
    const a = Math.log(4) / (zb - zw);
    cal[s] = [a, 0, -a * zw];
    const one = asModel(ctx.bits, "max", cal);
    const added = (xs: number[], t: number, corpora = false): number =>
      fpShare(ctx, xs, corpora, (i) => ctx.ruleScore[i] < t && combinedScore(one, z(i), s, ctx.ruleScore[i]) >= t);
    // smooth: the line estimates where the bar falls, so this sample may pass it by a row or two; only the k-th row
    // rule is held to the exact count
    if (
      !ctx.smooth &&
      (added(benC, 0.5, true) > BARS.warnCorpora ||
        added(benR, 0.5) > BARS.warnReal ||
        added(benC, 0.8, true) > BARS.blockReal ||
        added(benR, 0.8) > BARS.blockReal)
    )
      ok = false;
  }
  return { mode: "max", fit: "anchor", cal, bw: fallback.bw, ok };
}

/**
 * The least distance in logit between the warn and block anchors (INJECTION_TRAIN_ANCHOR_GAP): the scores stay graded
 * between 0.5 and 0.8 instead of jumping from below warn to above block within a hair of logit.
 */
export const ANCHOR_GAP = Number(process.env.INJECTION_TRAIN_ANCHOR_GAP ?? "1");
if (!(ANCHOR_GAP >= 0.05 && ANCHOR_GAP <= 20))
  throw new Error(`INJECTION_TRAIN_ANCHOR_GAP=${process.env.INJECTION_TRAIN_ANCHOR_GAP}: a logit distance in 0.05..20`);

/** INJECTION_TRAIN_ANCHOR_WARN=cut lets the anchored warn point go below the Platt line's (default: not below it). */
const WARN_AT_PLATT = process.env.INJECTION_TRAIN_ANCHOR_WARN !== "cut";

/** INJECTION_TRAIN_ANCHOR=0 leaves the anchored calibration out of the choice (Platt / stacker only). */
const ANCHOR = process.env.INJECTION_TRAIN_ANCHOR !== "0";

/**
 * The combination and calibration chosen on the rows `idx`: `stack` only if it meets the bars on every surface and
 * catches more at 0.8 on the corpora; otherwise `max` (it never lowers a rule score).
 */
export function choose(ctx: Ctx, all: number[], oof: Map<number, number>, sweep?: string[]): Choice {
  const idx = calRows(ctx, all);
  const stack = chooseFor(ctx, idx, oof, "stack", sweep);
  const max = chooseFor(ctx, idx, oof, "max", sweep);
  const recall = (c: Choice): number =>
    figures(
      idx
        .filter((i) => ctx.rows[i].part !== "realfile")
        .map((i) => ({ y: ctx.rows[i].y, s: scoreOf(ctx, c.mode, c.cal, i, oof.get(i) ?? 0) })),
    ).recallBlock ?? 0;
  const platt = stack.ok && recall(stack) > recall(max) ? stack : max;
  if (!ANCHOR) return platt;
  const anchor = anchored(ctx, idx, oof, max);
  // a fit that meets the bars beats one that does not; among those that do, the one that blocks more
  return anchor.ok && (!platt.ok || recall(anchor) > recall(platt)) ? anchor : platt;
}

/**
 * Cross-fitted scores: each fold's rows scored with the combination and calibration chosen on the other folds' rows
 * (their out-of-fold logits), so no row's label fits the calibration that scores it. Also the choice on all rows (shipped).
 */
export function crossFit(
  ctx: Ctx,
  pool: number[],
  foldOfRow: (i: number) => number,
  folds: number,
  oof: Map<number, number>,
  sweep?: string[],
): { scores: Map<number, number>; all: Choice; perFold: Choice[] } {
  const scores = new Map<number, number>();
  const perFold: Choice[] = [];
  for (let f = 0; f < folds; f++) {
    const c = choose(
      ctx,
      pool.filter((i) => foldOfRow(i) !== f),
      oof,
    );
    perFold.push(c);
    for (const i of pool) if (foldOfRow(i) === f) scores.set(i, scoreOf(ctx, c.mode, c.cal, i, oof.get(i) ?? 0));
  }
  return { scores, all: choose(ctx, pool, oof, sweep), perFold };
}

/** The rows of `idx` that calibrate (those outside ctx.calSkip's parts). */
export function calRows(ctx: Ctx, idx: number[]): number[] {
  const skip = ctx.calSkip;
  return skip && skip.length > 0 ? idx.filter((i) => !skip.includes(ctx.rows[i].part)) : idx;
}

/** The selection criterion's figures: rules + model on both corpora (not the real files), from cross-fitted scores. */
export function corporaFigures(ctx: Ctx, pool: number[], scores: Map<number, number>): Figures {
  return figures(
    calRows(ctx, pool)
      .filter((i) => ctx.rows[i].part !== "realfile")
      .map((i) => ({ y: ctx.rows[i].y, s: scores.get(i) ?? 0 })),
  );
}

/** The warn-rate bar of the selection: a grid point or variant counts only if its corpora warn-rate stays at or below it. */
export const WARN_BAR = 0.03;

/** a better than b: higher recall@0.8 among those within WARN_BAR; a recall tie (within 0.001) goes to the higher AUC. */
export function better(a: Figures, b: Figures | null): boolean {
  if (!b) return true;
  const okA = (a.warnRate ?? 1) <= WARN_BAR;
  const okB = (b.warnRate ?? 1) <= WARN_BAR;
  if (okA !== okB) return okA;
  const ra = a.recallBlock ?? 0;
  const rb = b.recallBlock ?? 0;
  if (Math.abs(ra - rb) > 0.001) return ra > rb;
  return (a.auc ?? 0) > (b.auc ?? 0);
}
