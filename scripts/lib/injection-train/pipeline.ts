// One training run from prepared rows: the pool, the group folds, the grid, the calibration chosen on the folds, the final fit and its asset.

import type { InjectionSurface } from "../../../src/engine/injection/types.ts";
import { SURFACES } from "../../../src/engine/injection/types.ts";
import type { ModelAsset } from "../../../src/engine/injection/model-asset.ts";
import { type Fingerprints, quantise, rowsFingerprint, scoresFingerprint } from "./asset.ts";
import { type Choice, choose, type Ctx } from "./choose.ts";
import type { TrainRow } from "./data.ts";
import { type Fitter, type Hyper, makeFitter, type WeightSettings } from "./fitter.ts";
import type { FoldHow } from "./folds.ts";
import type { FitOptions } from "./fit-rule.ts";
import type { Lr, Vec, WindowShape } from "./lr.ts";
import type { FeatureSet } from "../../../src/engine/injection/model.ts";
import type { LengthCorrection } from "../../../src/engine/injection/model-length.ts";
import { type Best, type Folds, foldsOf, searchGrid } from "./search.ts";

export interface RunInput {
  rows: TrainRow[];
  ruleScore: number[];
  vecs: Vec[];
  opts: FitOptions;
  weights: WeightSettings;
  folds: { k: number; how: FoldHow; salt?: string; bag?: number };
  grid: readonly Hyper[];
  modelOff: InjectionSurface[];
  /** parts out of the corpora's false-positive bars / out of the calibration altogether (choose.ts Ctx) */
  barsSkip?: readonly string[];
  calSkip?: readonly string[];
  /** near-duplicate benign corpus rows → their cluster's first row: a cluster weighs one row in the bars (choose.ts Ctx) */
  dupOf?: ReadonlyMap<number, number>;
  /** a source's rows over a line cost at most this many rows in the corpora's bars (choose.ts Ctx; 1: DUPS=sources) */
  sourceCap?: number;
  /** the anchored lines by the bootstrap mean of the k-th row (choose.ts Ctx.smooth; INJECTION_TRAIN_CAL_SMOOTH=1) */
  smooth?: boolean;
  /** rows that never train but are scored out of fold and read by the bars (DUPS=dedupe: near-duplicates of a kept row) */
  untrained?: ReadonlySet<number>;
  /** the fresh files of INJECTION_TRAIN_FRESH=1: in every fit, never scored; with `fixpos` they do not raise injection weights */
  fixpos: boolean;
  /** the picked fresh files (fresh-picks.ts): in every fit (absent, "every") or the shipped fit only ("final") */
  picks?: "every" | "final";
  /** the length correction (length.ts): on unless INJECTION_TRAIN_LENGTH=0 */
  length?: boolean;
  log: (s: string) => void;
}

export interface Run {
  ctx: Ctx;
  pool: number[];
  /** rows in every fit and never scored (synthetic, fresh files) */
  synIdx: number[];
  fitter: Fitter;
  folds: Folds;
  best: Best;
  gridLines: string[];
  /** the shipped calibration, chosen on every pool row's out-of-fold logit; `sweep` its MODEL.md lines */
  chosen: Choice;
  sweep: string[];
  /** the shipped model: every pool row */
  final: Lr;
}

/** Trains as `npm run train:injection` does on the rows given: grid, cross-fitted CV, shipped calibration and fit. */
export function runTraining(inp: RunInput): Run {
  const { rows } = inp;
  const isFresh = (i: number): boolean => rows[i].category === "fresh-tune";
  // the picked fresh files (fresh-picks.ts) train in every fit like the fresh variant's, and never raise the injections'
  // weight: a few dozen hard negatives must not tilt the class balance
  const isPick = (i: number): boolean => rows[i].category === "fresh-pick";
  const pool = rows
    .map((_, i) => i)
    .filter((i) => rows[i].trainable && !rows[i].heldOut && rows[i].part !== "synthetic" && !isFresh(i) && !isPick(i));
  // picks train every fit ("every") or the shipped fit only ("final": the folds, the grid and the calibration are the
  // model's without them, so the anchored line cannot fall with their lesson and spend it as recall)
  const picks = rows.map((_, i) => i).filter(isPick);
  const picksEvery = inp.picks !== "final";
  const synIdx = rows
    .map((_, i) => i)
    .filter((i) => rows[i].part === "synthetic" || isFresh(i) || (picksEvery && isPick(i)));
  const fitter = makeFitter(
    rows,
    inp.vecs,
    inp.weights,
    inp.opts,
    synIdx,
    (i) => (inp.fixpos && isFresh(i)) || isPick(i),
    inp.untrained,
  );
  const folds = foldsOf(rows, pool, inp.folds.k, inp.folds.how, inp.folds.salt);
  // INJECTION_TRAIN_BAG=k: k - 1 more deals (salts "<salt>s1", "<salt>s2", …) whose out-of-fold logits are averaged in
  const bagFolds = bagSalts(inp.folds.salt ?? "", inp.folds.bag ?? 1).map((s) =>
    foldsOf(rows, pool, inp.folds.k, inp.folds.how, s),
  );
  const ctx: Ctx = {
    rows,
    ruleScore: inp.ruleScore,
    modelOff: inp.modelOff,
    bits: inp.opts.bits,
    ...(inp.barsSkip ? { barsSkip: inp.barsSkip } : {}),
    ...(inp.calSkip ? { calSkip: inp.calSkip } : {}),
    ...(inp.dupOf ? { dupOf: inp.dupOf } : {}),
    ...(inp.sourceCap === undefined ? {} : { sourceCap: inp.sourceCap }),
    ...(inp.smooth ? { smooth: true } : {}),
  };
  const { best, gridLines } = searchGrid(
    ctx,
    fitter,
    inp.vecs,
    pool,
    folds,
    inp.folds.k,
    inp.grid,
    inp.log,
    inp.length ?? true,
    bagFolds,
  );
  const sweep: string[] = [];
  const chosen = choose(ctx, pool, best.oof, sweep);
  inp.log(
    `chosen on the folds: combine=${chosen.mode}, fit=${chosen.fit}, benign weights ${JSON.stringify(chosen.bw)}`,
  );
  const final = withLength(fitter.fit(picksEvery ? pool : [...pool, ...picks], best.hyper), best.length);
  return { ctx, pool, synIdx, fitter, folds, best, gridLines, chosen, sweep, final };
}

/** The salts of the extra deals of a bag of k: "<salt>s1" … "<salt>s(k-1)" (with salt "" the first is INJECTION_TRAIN_FOLD_SALT=s1's deal). */
export function bagSalts(salt: string, k: number): string[] {
  return Array.from({ length: Math.max(0, k - 1) }, (_, j) => `${salt}s${j + 1}`);
}

/** A fitted model with the length correction fitted on the folds (none when every slope is 0: the asset then has no field). */
export function withLength(m: Lr, c: LengthCorrection): Lr {
  return c.slope.some((x) => x > 0) ? { ...m, length: c } : m;
}

/** What the asset records besides the weights. */
export interface AssetInput {
  bits: number;
  features: FeatureSet;
  shape: WindowShape;
  /** the trained weights times the idf scales (INJECTION_TRAIN_IDF=1) or as trained */
  weights: Float32Array;
  trainedOn: string;
  options: Record<string, unknown>;
  fingerprints: { rows: TrainRow[]; ruleScore: number[]; pin: string };
}

/** The asset's `windows` field: `presence` (the surfaces that read presence counts) only with presence counts. */
export function windowsField(shape: WindowShape): NonNullable<ModelAsset["windows"]> {
  return {
    length: shape.window,
    blocks: shape.blocks,
    ...(shape.counts === "presence" ? { presence: [...(shape.presenceOn ?? SURFACES)] } : {}),
    ...(shape.shifted ? { shifted: true } : {}),
  };
}

/** A weight or calibration figure as the asset stores it (6 decimals). */
export const r6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/**
 * The fields every asset and the own head's asset begin with, in the order the trainer has always written them (`--check`
 * compares bytes): format, table size, features, windows, the quantised table and the dense weights.
 */
export function tableFields(
  weights: Float32Array,
  dense: Iterable<number>,
  a: { bits: number; features: FeatureSet; shape: WindowShape },
): Pick<ModelAsset, "format" | "bits" | "features" | "windows" | "scale" | "weights" | "dense"> {
  const { q, scale } = quantise(weights);
  return {
    format: 1,
    bits: a.bits,
    features: a.features,
    windows: windowsField(a.shape),
    scale,
    weights: Buffer.from(q.buffer).toString("base64"),
    dense: [...dense].map(r6),
  };
}

/** The shipped asset of a run (key order as the trainer has always written it: `--check` compares bytes). */
export function buildAsset(run: Run, a: AssetInput): ModelAsset {
  const cal = run.chosen.cal;
  return {
    ...tableFields(a.weights, run.final.dense, a),
    calibration: Object.fromEntries(SURFACES.map((s) => [s, cal[s].map(r6)])) as ModelAsset["calibration"],
    combine: run.chosen.mode === "max" ? "max" : "stack",
    surfaces: SURFACES.filter((s) => !run.ctx.modelOff.includes(s)),
    ...(run.final.length
      ? { length: { slope: run.final.length.slope.map(r6), from: [...run.final.length.from] } }
      : {}),
    meta: {
      trainedOn: a.trainedOn,
      options: a.options,
      benignWeight: run.chosen.bw,
      off: run.ctx.modelOff,
      // what `--check` and test/engine/injection/model-asset.reproduce.test.ts compare (asset.ts)
      fingerprints: {
        rows: rowsFingerprint(a.fingerprints.rows),
        ruleScores: scoresFingerprint(a.fingerprints.ruleScore),
        pin: a.fingerprints.pin,
      } satisfies Fingerprints,
    },
  };
}
