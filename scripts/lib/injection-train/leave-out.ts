// Leave one own prose set out: train without it (features and rule scores computed once), score it with the full scanner, and keep the public CV lines of each run.

import type { InjectionModel } from "../../../src/engine/injection/model.ts";
import { decodeModel } from "../../../src/engine/injection/model-asset.ts";
import { scan } from "../../../src/engine/injection/scan.ts";
import type { TrainRow } from "./data.ts";
import type { Hyper, WeightSettings } from "./fitter.ts";
import type { LrOptions, Vec, WindowShape } from "./lr.ts";
import type { FeatureSet } from "../../../src/engine/injection/model.ts";
import { type Figures, figures, type Scored } from "./metrics.ts";
import { classHalves, ownGroup } from "./own-sets.ts";
import { buildAsset, runTraining } from "./pipeline.ts";
import { oofScored } from "./report.ts";

/** Everything computed once for all the runs. */
export interface Prepared {
  rows: TrainRow[];
  ruleScore: number[];
  vecs: Vec[];
}

export interface LeaveOutSettings {
  opts: LrOptions;
  weights: WeightSettings;
  hyper: Hyper;
  features: FeatureSet;
  shape: WindowShape;
  calSkip?: readonly string[];
  log: (s: string) => void;
}

/** The public CV lines every run reports (out of fold, cross-fitted rules + model). */
export const PUBLIC_LINES: readonly [string, (r: TrainRow) => boolean][] = [
  ["train.jsonl tool_result", (r) => r.part === "train.jsonl" && r.surface === "tool_result"],
  ["train.jsonl write", (r) => r.part === "train.jsonl" && r.surface === "write"],
  ["train.jsonl prompt", (r) => r.part === "train.jsonl" && r.surface === "prompt"],
  ["dev.jsonl tool_result", (r) => r.part === "dev.jsonl" && r.surface === "tool_result"],
  ["both corpora", (r) => r.part.endsWith(".jsonl")],
  ["real files", (r) => r.part === "realfile"],
];

/** A set's figures by half (classHalves: A tunes, B is read once) and in all. */
export interface SetFigures {
  all: Figures;
  A: Figures;
  B: Figures;
  /** recall@0.8 per class of injections (all rows) */
  byClass: Record<string, number>;
}

export interface RunResult {
  /** the set left out (null: every own set out, the public rows alone) */
  left: string | null;
  publicLines: Figures[];
  /** the left-out set(s) scored by the full scanner with this run's model */
  sets: Record<string, SetFigures>;
}

/** Figures of one set's rows scored `s` (rows in file order), by half and class. */
export function setFigures(rows: readonly TrainRow[], s: readonly number[]): SetFigures {
  const half = classHalves(rows.map((r) => ({ cls: r.category, y: r.y })));
  const pick = (keep: (i: number) => boolean): Scored[] =>
    rows.flatMap((r, i) => (keep(i) ? [{ y: r.y, s: s[i] ?? 0 }] : []));
  const byClass: Record<string, number> = {};
  for (const c of [...new Set(rows.filter((r) => r.y === 1).map((r) => r.category))].sort())
    byClass[c] = figures(pick((i) => rows[i].y === 1 && rows[i].category === c)).recallBlock ?? 0;
  return {
    all: figures(pick(() => true)),
    A: figures(pick((i) => half[i] === "A")),
    B: figures(pick((i) => half[i] === "B")),
    byClass,
  };
}

/** Scores rows with the full scanner (rules alone with `model` null). */
export function scanScores(rows: readonly TrainRow[], model: InjectionModel | null): number[] {
  return rows.map((r) => scan(r.text, r.surface, { model }).score);
}

/**
 * One run without the own sets in `out` (all of them: the public rows alone): trained as the trainer does at one grid
 * point, its asset decoded as the run time reads it, and each set of `score` (left out) scored by the full scanner.
 */
export function leaveOut(
  p: Prepared,
  out: readonly string[],
  score: readonly string[],
  s: LeaveOutSettings,
  label: string | null,
): RunResult {
  const groups = new Set(out.map(ownGroup));
  const keep = p.rows.map((_, i) => i).filter((i) => !groups.has(p.rows[i].group));
  const rows = keep.map((i) => p.rows[i]);
  const ruleScore = keep.map((i) => p.ruleScore[i]);
  const run = runTraining({
    rows,
    ruleScore,
    vecs: keep.map((i) => p.vecs[i]),
    opts: s.opts,
    weights: s.weights,
    folds: { k: 5, how: "hash" },
    grid: [s.hyper],
    modelOff: ["bash"],
    ...(s.calSkip ? { calSkip: s.calSkip } : {}),
    fixpos: false,
    log: s.log,
  });
  const asset = buildAsset(run, {
    bits: s.opts.bits,
    features: s.features,
    shape: s.shape,
    weights: run.final.w,
    trainedOn: "leave-out run",
    options: {},
    fingerprints: { rows, ruleScore, pin: "" },
  });
  const model = decodeModel(JSON.parse(JSON.stringify(asset)));
  const sets: Record<string, SetFigures> = {};
  for (const k of score) {
    const of = p.rows.filter((r) => r.group === ownGroup(k));
    sets[k] = setFigures(of, scanScores(of, model));
  }
  const publicLines = PUBLIC_LINES.map(([, f]) => figures(oofScored(run, run.chosen.mode, f)));
  return { left: label, publicLines, sets };
}
