// The own head (round 18): a second logistic head trained on our own prose sets and benign real files, with a line set on benign rows only; the run time combines it with the main model by max.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ModelAsset } from "../../../src/engine/injection/model-asset.ts";
import type { FeatureSet } from "../../../src/engine/injection/model.ts";
import type { InjectionSurface } from "../../../src/engine/injection/types.ts";
import { strHash, type TrainRow, unitOf } from "./data.ts";
import { type Lr, type LrOptions, rowLogit, train, type Vec, type WindowShape } from "./lr.ts";
import type { OwnSet } from "../heldout-own.ts";
import { inHalf, inShellHalf } from "./own-head-halves.ts";
import { ownRowsOf, ownSetPaths, ownShellPath, ownShellRowsOf } from "./own-sets.ts";
import { plantedRows, tuneCarriers } from "./plant.ts";
import { r6, tableFields } from "./pipeline.ts";
import {
  HEAD_PROSE_SETS,
  HEAD_SHELL_SETS,
  HEAD_SURFACES,
  headAddFromEnv,
  headHalfFromEnv,
  refuseHonest,
} from "./own-head-sets.ts";

// (the set lists live in own-head-sets.ts; re-exported so the trainer's and the tests' imports stay as they were)
export * from "./own-head-sets.ts";

/**
 * Every non-bash row of the head's sets (read from the working tree: set 23 is newer than the pin), without the sets in
 * `leaveOut` ("13", "shell16"). The head trains on the tool_result and write rows among them.
 */
export function headSetRows(
  root: string,
  leaveOut: readonly string[] = [],
  add: readonly string[] = [],
  half: "A" | "B" | null = null,
): TrainRow[] {
  const addProse = add.filter((s) => !s.startsWith("shell")) as OwnSet[];
  const addShell = add.filter((s) => s.startsWith("shell")).map((s) => s.slice("shell".length));
  const prose = [...HEAD_PROSE_SETS, ...addProse].filter((s) => !leaveOut.includes(s));
  const shell = [...HEAD_SHELL_SETS, ...addShell].filter((s) => !leaveOut.includes(`shell${s}`));
  refuseHonest([...prose, ...shell.map((s) => `shell${s}`)]);
  const read = (p: string): string => readFileSync(join(root, p), "utf8");
  return [
    ...prose.flatMap((s) => {
      const [inj, ben] = ownSetPaths(s);
      const rows = ownRowsOf(s, read(inj), read(ben));
      return half && addProse.includes(s) ? inHalf(s, read(inj), read(ben), rows, half) : rows;
    }),
    ...shell.flatMap((s) => {
      const rows = ownShellRowsOf(s, read(ownShellPath(s)));
      return half && addShell.includes(s) ? inShellHalf(s, read(ownShellPath(s)), rows, half) : rows;
    }),
  ];
}

/** The per-surface line on benign out-of-fold logits (see HEAD_LINE in model-variants.md, round 18). */
export interface HeadLine {
  /** share of own benign rows allowed over the warn line / the block line */
  ownWarn: number;
  ownBlock: number;
  /** share of benign real-file rows allowed over the warn line / the block line (0: above every one) */
  realWarn: number;
  realBlock: number;
  /** the block line sits at least this far (logit) over the warn line */
  gap: number;
}
/**
 * Round 18's line: over all but 2% / 1% of the own benign rows, all but 0.25% / none of the real-file rows (above every
 * real file at warn was variant 1: half A +0.028 recall, under the rule's +0.03; model-variants.md).
 */
export const HEAD_LINE: HeadLine = { ownWarn: 0.02, ownBlock: 0.01, realWarn: 0.0025, realBlock: 0, gap: 0.5 };

/** INJECTION_TRAIN_HEAD_LINE="ownWarn,ownBlock,realWarn,realBlock,gap" (a variant's line; absent: HEAD_LINE). */
export function headLineFromEnv(env: NodeJS.ProcessEnv): HeadLine {
  const raw = env.INJECTION_TRAIN_HEAD_LINE;
  if (raw === undefined) return HEAD_LINE;
  const x = raw.split(",").map(Number);
  if (x.length !== 5 || !x.every((v) => Number.isFinite(v) && v >= 0))
    throw new Error(`INJECTION_TRAIN_HEAD_LINE=${raw}: five numbers >= 0 (ownWarn,ownBlock,realWarn,realBlock,gap)`);
  const [ownWarn, ownBlock, realWarn, realBlock, gap] = x as [number, number, number, number, number];
  return { ownWarn, ownBlock, realWarn, realBlock, gap };
}

/** The smallest logit over which at most `share` of `xs` lie (just over the highest when share is 0). */
export function lineOver(xs: readonly number[], share: number): number {
  const d = xs.filter((x) => x > -Infinity).sort((a, b) => b - a);
  if (d.length === 0) return -Infinity;
  const k = Math.floor(share * d.length);
  return k >= d.length ? -Infinity : d[k] + 1e-6;
}

/** [a, 0, b] so that sigmoid(a z + b) is 0.5 at the warn line and 0.8 at the block line. */
export function headCalibration(warn: number, block: number): [number, number, number] {
  const a = Math.log(4) / (block - warn);
  return [a, 0, -a * warn];
}

/** The calibration of each head surface from benign out-of-fold logits (own benign rows and real files apart). */
export function headLines(
  rows: readonly TrainRow[],
  oof: readonly number[],
  line: HeadLine = HEAD_LINE,
): Record<InjectionSurface, [number, number, number]> {
  const off: [number, number, number] = [0, 0, -20];
  const cal: Record<InjectionSurface, [number, number, number]> = {
    bash: off,
    prompt: off,
    write: off,
    tool_result: off,
  };
  for (const s of HEAD_SURFACES) {
    const of = (part: (r: TrainRow) => boolean): number[] =>
      rows.flatMap((r, i) => (r.y === 0 && r.surface === s && part(r) ? [oof[i] as number] : []));
    const own = of((r) => r.part === "own");
    const real = of((r) => r.part === "realfile");
    const warn = Math.max(lineOver(own, line.ownWarn), lineOver(real, line.realWarn));
    const block = Math.max(lineOver(own, line.ownBlock), lineOver(real, line.realBlock), warn + line.gap);
    cal[s] = headCalibration(warn, block);
  }
  return cal;
}

/** The fold of a row: whole own sets and whole real-file units, by hash. */
export const headFold = (r: TrainRow, k: number): number => strHash(unitOf(r)) % k;

/**
 * Sample weights: each class weighs as much in total (the own sets hold more attacks than look-alikes, real files none);
 * within the benign class a real-file row weighs `realWeight` times an own benign row (1: all alike, as before round 27).
 */
export function headWeights(rows: readonly TrainRow[], idx: readonly number[], realWeight = 1): number[] {
  const pos = idx.filter((i) => rows[i].y === 1).length;
  const neg = idx.length - pos;
  if (realWeight === 1)
    return idx.map((i) =>
      rows[i].y === 1 ? idx.length / (2 * Math.max(1, pos)) : idx.length / (2 * Math.max(1, neg)),
    );
  const real = idx.filter((i) => rows[i].y === 0 && rows[i].part === "realfile").length;
  const unit = idx.length / (2 * Math.max(1, neg - real + realWeight * real));
  return idx.map((i) =>
    rows[i].y === 1 ? idx.length / (2 * Math.max(1, pos)) : rows[i].part === "realfile" ? realWeight * unit : unit,
  );
}

/** INJECTION_TRAIN_HEAD_REAL_WEIGHT=4: a real-file row weighs 4 own benign rows in the head's fit (round 27; absent: 1). */
export function headRealWeightFromEnv(env: NodeJS.ProcessEnv): number {
  const w = Number(env.INJECTION_TRAIN_HEAD_REAL_WEIGHT ?? "1");
  if (!Number.isFinite(w) || w <= 0) throw new Error(`INJECTION_TRAIN_HEAD_REAL_WEIGHT=${w}: a number > 0`);
  return w;
}

function fitOn(rows: readonly TrainRow[], vecs: readonly Vec[], idx: readonly number[], o: LrOptions): Lr {
  return train(
    idx.map((i) => vecs[i]),
    idx.map((i) => rows[i].y),
    headWeights(rows, idx, headRealWeightFromEnv(process.env)),
    o,
  );
}

/** The head's out-of-fold logits (group k-fold), its calibration from them, and the fit on every row. */
export function trainHead(
  rows: readonly TrainRow[],
  vecs: readonly Vec[],
  o: LrOptions,
  k = 5,
  line: HeadLine = HEAD_LINE,
): { final: Lr; oof: number[]; calibration: Record<InjectionSurface, [number, number, number]> } {
  const oof = rows.map(() => -Infinity);
  for (let f = 0; f < k; f++) {
    const fit = rows.map((_, i) => i).filter((i) => headFold(rows[i], k) !== f);
    const m = fitOn(rows, vecs, fit, o);
    for (let i = 0; i < rows.length; i++) if (headFold(rows[i], k) === f) oof[i] = rowLogit(m, vecs[i]).z;
  }
  const final = fitOn(
    rows,
    vecs,
    rows.map((_, i) => i),
    o,
  );
  return { final, oof, calibration: headLines(rows, oof, line) };
}

/** The head as an asset of its own (the main asset's `head` field). */
export function headAsset(
  m: { final: Lr; calibration: Record<InjectionSurface, [number, number, number]> },
  a: { bits: number; features: FeatureSet; shape: WindowShape; trainedOn: string; line?: HeadLine },
): Omit<ModelAsset, "head"> {
  return {
    ...tableFields(m.final.w, m.final.dense, a),
    calibration: Object.fromEntries(
      Object.entries(m.calibration).map(([s, c]) => [s, c.map(r6)]),
    ) as ModelAsset["calibration"],
    combine: "max",
    surfaces: [...HEAD_SURFACES],
    meta: { trainedOn: a.trainedOn, line: a.line ?? HEAD_LINE },
  };
}

/** Planted-order rows in the head's training (plant.ts): INJECTION_TRAIN_HEAD_PLANT=1. */
export const plantFromEnv = (env: NodeJS.ProcessEnv): boolean => env.INJECTION_TRAIN_HEAD_PLANT === "1";

/**
 * The head's windows, as the trainer featurises its rows (`train`) and as its asset tells the run time to read texts
 * (`asset`): the main model's windows, and with INJECTION_TRAIN_HEAD_SHIFTED a second grid half a block in too
 * (`shifted`, model-windows.ts). Round 20 (eval/injection/model-variants.md), neither shipped: `read` trains on one grid
 * and reads two (set 27 half A recall@0.8 +0.024, but three benign real files of the tune groups over 0.5, one over
 * 0.8); `train` featurises both grids too (its line put the block point further out: half A 0.656 against 0.664).
 * Absent or `0`: one grid, as before round 20.
 */
export function headShapes(shape: WindowShape, env: NodeJS.ProcessEnv): { train: WindowShape; asset: WindowShape } {
  const mode = env.INJECTION_TRAIN_HEAD_SHIFTED ?? "0";
  if (!["read", "train", "0"].includes(mode))
    throw new Error(`INJECTION_TRAIN_HEAD_SHIFTED=${mode}: 0 (default), read or train`);
  const two: WindowShape = shape.blocks && mode !== "0" ? { ...shape, shifted: true } : shape;
  return { train: mode === "train" ? two : shape, asset: two };
}

/** The head's table size (log2): its rows are few, so a quarter of the main table keeps the asset small. */
export const HEAD_BITS = 16;

/**
 * The trainer's head (INJECTION_TRAIN_OWN_HEAD=1): every head set's tool_result and write rows and the benign real-file
 * rows the main run trains on, featurised as the main model reads texts, trained and lined as trainHead does.
 */
export function buildHead(
  root: string,
  realRows: readonly TrainRow[],
  s: { features: FeatureSet; shape: WindowShape; seed: number; assetShape?: WindowShape },
  prepare: (rows: readonly TrainRow[], bits: number) => Vec[],
): Omit<ModelAsset, "head"> {
  const add = headAddFromEnv(process.env);
  const half = headHalfFromEnv(process.env);
  const own = headSetRows(root, [], add, half).filter((r) => HEAD_SURFACES.includes(r.surface));
  const plant = plantFromEnv(process.env);
  const rows = [
    ...own,
    ...realRows.filter((r) => r.trainable && HEAD_SURFACES.includes(r.surface)),
    ...(plant ? plantedRows(own, tuneCarriers(root, s.seed), HEAD_SURFACES, s.seed) : []),
  ];
  const o: LrOptions = { bits: HEAD_BITS, epochs: 12, lr: 0.5, l2: 1e-3, seed: s.seed, structure: false };
  // INJECTION_TRAIN_HEAD_LINE reached only own-head-leave-out.ts until round 27; absent, HEAD_LINE as before
  const line = headLineFromEnv(process.env);
  const m = trainHead(rows, prepare(rows, HEAD_BITS), o, 5, line);
  return headAsset(m, {
    line,
    bits: HEAD_BITS,
    features: s.features,
    shape: s.assetShape ?? s.shape,
    trainedOn: `${rows.length} rows: the tool_result and write rows of own prose sets ${HEAD_PROSE_SETS.join(", ")} and shell sets ${HEAD_SHELL_SETS.join(", ")}${add.length > 0 ? `, and ${add.join(", ")}${half ? ` (half ${half} of each)` : ""}` : ""} (eval/injection/heldout-own, MIT), and benign real files${plant ? "; the own rows planted in permissive carriers of the fresh tune groups, and the carriers bare" : ""}`,
  });
}
