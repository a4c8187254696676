// The trainer's settings from the environment: the feature set and table size to train, quick mode, and where to write.

import type { FeatureSet } from "../../../src/engine/injection/model.ts";
import { featureFlags } from "../../../src/engine/injection/model-ngrams.ts";
import { type InjectionSurface, SURFACES } from "../../../src/engine/injection/types.ts";
import { MAX_WINDOW, MIN_WINDOW } from "../../../src/engine/injection/model-windows.ts";
import type { FoldHow } from "./folds.ts";
import { OWN_SET_NAMES } from "./own-sets.ts";
import { type FitSettings, fitSettings } from "./fit-rule.ts";
import { RUNTIME_SHAPE, type WindowShape } from "./lr.ts";

/**
 * The feature set and table size `npm run train:injection` ships by default: character 4-grams and word 1/2-grams with
 * murmur3's fmix in 2^18 buckets. Chosen by group CV among the variants in eval/injection/model-variants.md: the only
 * cheaper set that was not worse than the old default (char 3/4/5 + word 1/2, fmix, 2^18 = DEFAULT_FEATURES, which
 * assets without a `features` field still use) on two different fold assignments; it was better on both.
 */
export const DEFAULT_BITS = 18;
export const SHIPPED_FEATURES: FeatureSet = { char: [4], word: [1, 2], hash: "fmix" };

export interface TrainSettings {
  bits: number;
  features: FeatureSet;
  /** fixed hyper-parameters (no grid) and no transfer section: one comparison of feature sets takes minutes */
  quick: boolean;
  /** folder for injection-model.json and MODEL.md (default: assets/ and eval/injection/) */
  out: string | null;
  /** per-window values: INJECTION_TRAIN_WINDOW, _BLOCKS=0|1 (run time); _COUNTS, _NORM (training-only variants) */
  shape: WindowShape;
  /** the model reads the rule stage's cleaned view (clean.ts) where there is one: INJECTION_TRAIN_CLEAN=1 (training-only) */
  clean: boolean;
  /** each source group's rows weigh 1/sqrt(group size), rescaled to the same total: INJECTION_TRAIN_SOURCE_WEIGHT=1 */
  sourceWeight: boolean;
  /** how source units are dealt to the folds (folds.ts): INJECTION_TRAIN_FOLDS=hash (default)|size|stratified */
  folds: FoldHow;
  /**
   * INJECTION_TRAIN_FOLD_SALT: another salt for the `hash` deal of units to folds (folds.ts hashFold), to measure how much
   * the CV and the calibration depend on one deal; "" (default) is the shipped deal
   */
  foldSalt: string;
  /**
   * INJECTION_TRAIN_BAG=k: each row's out-of-fold logit is the mean over k deals of the units to folds (the shipped deal
   * and k - 1 more salts, search.ts); the CV still cross-fits by the shipped deal. 1 (default): one deal
   */
  bag: number;
  /** INJECTION_TRAIN_CAL_SMOOTH=1: the anchored lines by the bootstrap mean of the k-th row (anchor-cut.ts smoothCut) */
  calSmooth: boolean;
  /** benign real files in the training part (they are scored either way): INJECTION_TRAIN_REALFILES=0 leaves them out */
  realFiles: boolean;
  /** permissive files of eval/benign-fresh's tune split as benign rows: INJECTION_TRAIN_FRESH=1 (training-only: fetched files) */
  fresh: boolean;
  /**
   * the picked fresh tune files (fresh-picks.ts, eval/injection/train-picks.txt) as negatives of the main model, never
   * scored (INJECTION_TRAIN_PICKS): "final" the shipped fit only, so the folds' out-of-fold logits and the calibration
   * chosen on them are the model's without them (round 28's candidate (b)); "every" every fit, the folds' too (candidate
   * (a): the line fell with the benign tail and spent the lesson as recall); "0" (default) none: neither candidate held
   * round 28's rule (eval/injection/model-variants.md), so the shipped run reads no picks
   */
  picks: "final" | "every" | "0";
  /** a picked file's rows weigh this many real-file rows (INJECTION_TRAIN_PICK_WEIGHT; default 1) */
  pickWeight: number;
  /** a carrier source's benign rows weigh as much as its injections (weights.ts); on unless INJECTION_TRAIN_CARRIER=0 */
  carrier: boolean;
  /** inputs scaled by document frequency, folded into the shipped weights (weights.ts): INJECTION_TRAIN_IDF=1 */
  idf: boolean;
  /**
   * our own sets (eval/injection/heldout-own, own-sets.ts: prose sets and the shell sets' write rows, one group per set,
   * so the group CV leaves authors out) as training rows: INJECTION_TRAIN_OWN=1 (or a leave-out). Off in the shipped run:
   * in round 14's group CV they lift the own sets left out (0.683 -> 0.766 recall@0.8) but cost the public corpora
   * 0.724 -> 0.560 and raise the own look-alikes' warn-rate 0.028 -> 0.049 (model-variants.md, round 14)
   */
  own: boolean;
  /** the shell sets' write/edit rows among the own rows; on unless INJECTION_TRAIN_OWN_SHELL=0 */
  ownShell: boolean;
  /**
   * own sets left out of the run entirely (not trained on, not scored), to score them afterwards with the written asset:
   * INJECTION_TRAIN_LEAVE_OUT=9 or 9,7 (needs INJECTION_TRAIN_OUT: such an asset is a measurement, not the shipped one)
   */
  leaveOut: string[];
  /** each own-set row's weight before the classes are balanced (fitter.ts): INJECTION_TRAIN_OWN_WEIGHT, default 1 */
  ownWeight: number;
  /** the own injections' weight (fitter.ts): INJECTION_TRAIN_OWN_POS_WEIGHT, default ownWeight */
  ownPosWeight?: number;
  /**
   * the own sets take part in the calibration, its bars and the grid's choice: only with INJECTION_TRAIN_OWN_CAL=1. By
   * default (since round 11) they train the logit only and are scored with the line the public rows and real files chose
   * (choose.ts calSkip): in the calibration they cost train.jsonl's tool_result line more and lift the left-out sets less
   * (model-variants.md, round 11)
   */
  ownCal: boolean;
  /**
   * own benign rows of these classes stay out of training (INJECTION_TRAIN_OWN_DROP=sysprompt,agentfile,...): benign
   * texts whose genre is instructions to a model, the shape the public corpora label as injected
   */
  ownDrop: string[];
  /**
   * near-duplicate benign corpus rows (dups.ts: one template with other names and numbers), INJECTION_TRAIN_DUPS:
   * "bars" counts each cluster as one row in the calibration's false-positive bars, "drop" keeps only a cluster's first
   * row (trained and scored), "sources" counts a source's false positives as one row in the corpora's bars (whatever
   * their number; the real files' bars count rows), "dedupe" trains on a cluster's first row only but scores every row
   * (out of fold) and counts it in the bars (drop without taking the hard benign rows out of the figures), "pairs" as
   * dedupe and the left-out rows' injected twins train no more either (a template trains once on each side), "off"
   * (default) none of these
   */
  dups: "off" | "bars" | "drop" | "sources" | "dedupe" | "pairs";
  /**
   * INJECTION_TRAIN_SOURCE_CAP=n: the corpora's bars count by source, each source's rows over a line costing its distinct
   * rows among them but at most n (choose.ts sourceCap; n = 1 is DUPS=sources). Combines with DUPS=drop (drop the
   * near-duplicates, then count by source); undefined: rows (or DUPS) as before
   */
  sourceCap?: number;
  /** the fit and its seed (fit-rule.ts): INJECTION_TRAIN_FIT, INJECTION_TRAIN_SEED */
  fit: FitSettings;
}

/** A variant the run-time loop cannot compute: its asset must not replace the shipped one. */
export function trainingOnly(s: TrainSettings): boolean {
  return (
    s.clean || s.fresh || (s.shape.counts !== "linear" && s.shape.counts !== "presence") || s.shape.norm !== "sqrtn"
  );
}

function orders(raw: string | undefined, name: string, fallback: readonly number[]): number[] {
  if (raw === undefined) return [...fallback];
  if (raw.trim() === "") return [];
  const xs = raw.split(",").map((x) => Number(x.trim()));
  if (xs.some((x) => !Number.isInteger(x))) throw new Error(`${name}="${raw}": a comma-separated list of integers`);
  return xs;
}

/**
 * Reads INJECTION_TRAIN_BITS (table size, log2), INJECTION_TRAIN_CHAR ("3,4,5"), INJECTION_TRAIN_WORD ("1,2"),
 * INJECTION_TRAIN_HASH (fmix|mul), INJECTION_TRAIN_QUICK=1 and INJECTION_TRAIN_OUT=folder; throws on a bad value.
 */
export function trainSettings(env: NodeJS.ProcessEnv): TrainSettings {
  const bits = env.INJECTION_TRAIN_BITS === undefined ? DEFAULT_BITS : Number(env.INJECTION_TRAIN_BITS);
  if (!Number.isInteger(bits) || bits < 8 || bits > 24)
    throw new Error(`INJECTION_TRAIN_BITS=${env.INJECTION_TRAIN_BITS}: an integer in 8..24`);
  const hash = env.INJECTION_TRAIN_HASH ?? SHIPPED_FEATURES.hash;
  if (hash !== "fmix" && hash !== "mul") throw new Error(`INJECTION_TRAIN_HASH=${hash}: "fmix" or "mul"`);
  const features: FeatureSet = {
    char: orders(env.INJECTION_TRAIN_CHAR, "INJECTION_TRAIN_CHAR", SHIPPED_FEATURES.char),
    word: orders(env.INJECTION_TRAIN_WORD, "INJECTION_TRAIN_WORD", SHIPPED_FEATURES.word),
    hash,
  };
  featureFlags(features); // throws on orders the model cannot compute
  if (features.char.length + features.word.length === 0) throw new Error("the feature set holds no n-gram order");
  const counts = env.INJECTION_TRAIN_COUNTS ?? RUNTIME_SHAPE.counts;
  if (counts !== "linear" && counts !== "sqrt" && counts !== "log" && counts !== "presence")
    throw new Error(`INJECTION_TRAIN_COUNTS=${counts}: "linear", "sqrt", "log" or "presence"`);
  const norm = env.INJECTION_TRAIN_NORM ?? RUNTIME_SHAPE.norm;
  if (norm !== "sqrtn" && norm !== "l2") throw new Error(`INJECTION_TRAIN_NORM=${norm}: "sqrtn" or "l2"`);
  const window = env.INJECTION_TRAIN_WINDOW === undefined ? RUNTIME_SHAPE.window : Number(env.INJECTION_TRAIN_WINDOW);
  if (!Number.isInteger(window) || window < MIN_WINDOW || window > MAX_WINDOW || window % 2 !== 0)
    throw new Error(
      `INJECTION_TRAIN_WINDOW=${env.INJECTION_TRAIN_WINDOW}: an even integer in ${MIN_WINDOW}..${MAX_WINDOW}`,
    );
  const folds = env.INJECTION_TRAIN_FOLDS ?? "hash";
  if (folds !== "hash" && folds !== "size" && folds !== "stratified")
    throw new Error(`INJECTION_TRAIN_FOLDS=${folds}: "hash", "size" or "stratified"`);
  const foldSalt = env.INJECTION_TRAIN_FOLD_SALT ?? "";
  if (!/^[\w-]{0,32}$/.test(foldSalt))
    throw new Error(`INJECTION_TRAIN_FOLD_SALT=${foldSalt}: up to 32 letters or digits`);
  const bag = env.INJECTION_TRAIN_BAG === undefined ? 1 : Number(env.INJECTION_TRAIN_BAG);
  if (!(Number.isInteger(bag) && bag >= 1 && bag <= 16))
    throw new Error(`INJECTION_TRAIN_BAG=${env.INJECTION_TRAIN_BAG}: an integer in 1..16`);
  const out: TrainSettings = {
    folds,
    foldSalt,
    bag,
    calSmooth: env.INJECTION_TRAIN_CAL_SMOOTH === "1",
    bits,
    features,
    quick: env.INJECTION_TRAIN_QUICK === "1",
    out: env.INJECTION_TRAIN_OUT || null,
    shape: {
      counts,
      norm,
      window,
      blocks: blocksOf(env.INJECTION_TRAIN_BLOCKS),
      ...(counts === "presence" ? { presenceOn: presenceOn(env.INJECTION_TRAIN_PRESENCE_ON) } : {}),
    },
    clean: env.INJECTION_TRAIN_CLEAN === "1",
    sourceWeight: env.INJECTION_TRAIN_SOURCE_WEIGHT === "1",
    realFiles: env.INJECTION_TRAIN_REALFILES !== "0",
    fresh: env.INJECTION_TRAIN_FRESH === "1",
    picks: (env.INJECTION_TRAIN_PICKS ?? "0") as TrainSettings["picks"],
    pickWeight: env.INJECTION_TRAIN_PICK_WEIGHT === undefined ? 1 : Number(env.INJECTION_TRAIN_PICK_WEIGHT),
    carrier: env.INJECTION_TRAIN_CARRIER !== "0",
    idf: env.INJECTION_TRAIN_IDF === "1",
    own: env.INJECTION_TRAIN_OWN === "1" || (env.INJECTION_TRAIN_LEAVE_OUT ?? "").trim() !== "",
    ownShell: env.INJECTION_TRAIN_OWN_SHELL !== "0",
    leaveOut: leaveOutOf(env.INJECTION_TRAIN_LEAVE_OUT),
    ownWeight: env.INJECTION_TRAIN_OWN_WEIGHT === undefined ? 1 : Number(env.INJECTION_TRAIN_OWN_WEIGHT),
    ...(env.INJECTION_TRAIN_OWN_POS_WEIGHT === undefined
      ? {}
      : { ownPosWeight: Number(env.INJECTION_TRAIN_OWN_POS_WEIGHT) }),
    ownCal: env.INJECTION_TRAIN_OWN_CAL === "1",
    ownDrop: (env.INJECTION_TRAIN_OWN_DROP ?? "")
      .split(",")
      .map((x) => x.trim())
      .filter((x) => x),
    dups: (env.INJECTION_TRAIN_DUPS ?? "off") as TrainSettings["dups"],
    fit: fitSettings(env),
  };
  if (env.INJECTION_TRAIN_SOURCE_CAP !== undefined) {
    const cap = Number(env.INJECTION_TRAIN_SOURCE_CAP);
    if (!(Number.isInteger(cap) && cap >= 1 && cap <= 100))
      throw new Error(`INJECTION_TRAIN_SOURCE_CAP=${env.INJECTION_TRAIN_SOURCE_CAP}: an integer in 1..100`);
    if (out.dups === "bars" || out.dups === "sources")
      throw new Error(
        `INJECTION_TRAIN_SOURCE_CAP counts the bars by source: it combines with DUPS=off, drop, dedupe or pairs`,
      );
    out.sourceCap = cap;
  }
  if (!["off", "bars", "drop", "sources", "dedupe", "pairs"].includes(out.dups))
    throw new Error(`INJECTION_TRAIN_DUPS=${out.dups}: "off", "bars", "drop", "sources", "dedupe" or "pairs"`);
  if (!(out.ownWeight > 0 && out.ownWeight <= 10))
    throw new Error(`INJECTION_TRAIN_OWN_WEIGHT=${env.INJECTION_TRAIN_OWN_WEIGHT}: a number in (0, 10]`);
  if (!["final", "every", "0"].includes(out.picks))
    throw new Error(`INJECTION_TRAIN_PICKS=${out.picks}: "final", "every" or "0"`);
  if (!(out.pickWeight > 0 && out.pickWeight <= 10))
    throw new Error(`INJECTION_TRAIN_PICK_WEIGHT=${env.INJECTION_TRAIN_PICK_WEIGHT}: a number in (0, 10]`);
  if (out.ownPosWeight !== undefined && !(out.ownPosWeight > 0 && out.ownPosWeight <= 10))
    throw new Error(`INJECTION_TRAIN_OWN_POS_WEIGHT=${env.INJECTION_TRAIN_OWN_POS_WEIGHT}: a number in (0, 10]`);
  if (out.leaveOut.length > 0 && !out.out)
    throw new Error("INJECTION_TRAIN_LEAVE_OUT needs INJECTION_TRAIN_OUT: an asset without a set is a measurement");
  if (trainingOnly(out) && !out.out)
    throw new Error(
      "a training-only variant (COUNTS sqrt/log, NORM, CLEAN, FRESH) needs INJECTION_TRAIN_OUT: the run-time loop cannot read it",
    );
  return out;
}

/**
 * INJECTION_TRAIN_PRESENCE_ON: the surfaces that read presence counts (comma-separated; default tool_result,write: files,
 * tool output and mail, where lists repeat a word or path; prompts keep linear counts).
 */
function presenceOn(raw: string | undefined): InjectionSurface[] {
  if (raw === undefined) return ["tool_result", "write"];
  const xs = raw.split(",").map((x) => x.trim());
  for (const x of xs)
    if (!(SURFACES as readonly string[]).includes(x))
      throw new Error(`INJECTION_TRAIN_PRESENCE_ON=${raw}: surfaces among ${SURFACES.join(", ")}`);
  return xs as InjectionSurface[];
}

/** INJECTION_TRAIN_LEAVE_OUT: comma-separated own set names (OWN_SET_NAMES: "15", "shell16"), or nothing. */
function leaveOutOf(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === "") return [];
  const xs = raw.split(",").map((x) => x.trim());
  for (const x of xs)
    if (!OWN_SET_NAMES.includes(x))
      throw new Error(`INJECTION_TRAIN_LEAVE_OUT=${raw}: own sets among ${OWN_SET_NAMES.join(", ")}`);
  return xs;
}

/** INJECTION_TRAIN_BLOCKS: unset (the shipped shape's), "1" (block pairs) or "0" (slices). */
function blocksOf(raw: string | undefined): boolean {
  if (raw === undefined) return RUNTIME_SHAPE.blocks;
  if (raw !== "0" && raw !== "1") throw new Error(`INJECTION_TRAIN_BLOCKS=${raw}: "0" (slices) or "1" (block pairs)`);
  return raw === "1";
}

/** "char 3,4,5 + word 1,2, fmix" */
export function describeFeatures(f: FeatureSet): string {
  const parts = [
    f.char.length ? `character ${f.char.join("/")}-grams` : "",
    f.word.length ? `word ${f.word.join("/")}-grams` : "",
  ].filter((x) => x);
  return `${parts.join(" and ")} (${f.hash === "mul" ? "one-multiply hash" : "murmur3 fmix hash"})`;
}
