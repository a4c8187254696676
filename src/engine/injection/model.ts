// The learned second stage: hashed character and word n-grams (model-ngrams.ts) in windows, a logistic model, per-surface calibration.

import { DEFAULT_FEATURES, type FeatureSet, featureFlags, forEachNgram } from "./model-ngrams.ts";
import { bestWindow, blocks, MIN_NORM, SLICE_WINDOWS, shiftOf, type WindowSpec, windows } from "./model-windows.ts";
import { type LengthCorrection, lengthTerm, windowCount } from "./model-length.ts";
import { STRUCT_SIZE, structuralFeatures } from "./model-structure.ts";
import { tableOf } from "./model-table.ts";
import { headProbability } from "./model-head.ts";
import { bestPresencePair, hashAlike, PAIR_BEST } from "./model-pair.ts";
import type { InjectionSurface, ScanResult } from "./types.ts";

export { DEFAULT_FEATURES, type FeatureSet, forEachNgram } from "./model-ngrams.ts";
export { MIN_NORM, SLICE_WINDOWS, STRIDE, WINDOW, type WindowSpec, windows } from "./model-windows.ts";

export const SURFACE_INDEX: Record<InjectionSurface, number> = { bash: 0, write: 1, tool_result: 2, prompt: 3 };

/** Dense weights: one bias per surface, then (optionally) one weight per structural feature (model-structure.ts). */
export const DENSE_SIZE = 4;
export const DENSE_SIZE_STRUCT = DENSE_SIZE + STRUCT_SIZE;

/** Longer texts feed the model their head and tail only (the rules still read everything). */
export const MODEL_HEAD = 6000;
export const MODEL_TAIL = 6000;
/** Model probabilities below this leave the rule score alone: innocuous text keeps scoring 0, not a haze of small values. */
export const MODEL_FLOOR = 0.4;
const MAX_EVIDENCE = 24;

export interface InjectionModel {
  /** log2 of the hashed bucket count */
  bits: number;
  /** hashed n-gram weights */
  weights: Float32Array;
  /** one bias per surface, then the structural features' weights when the model has them (DENSE_SIZE_STRUCT) */
  dense: Float32Array;
  /**
   * Calibration per surface, fitted on out-of-fold scores: p = sigmoid(a * z + c * ruleScore + b) for `stack`;
   * p = sigmoid(a * z + b), final = max(rule score, p) for `max`.
   */
  calibration: Record<InjectionSurface, [number, number, number]>;
  combine: "stack" | "max";
  /** surfaces the model scores; on the others the rule score stands alone */
  surfaces: readonly InjectionSurface[];
  /** the hashed n-grams it reads (DEFAULT_FEATURES when absent, as in assets written before the field existed) */
  features?: FeatureSet;
  /** how the text is cut into windows (SLICE_WINDOWS, 512 every 256, when absent, as in assets written before the field) */
  windows?: WindowSpec;
  /**
   * the length correction (model-length.ts): per surface, logit units taken off per doubling of the window count beyond
   * the calibration texts' typical count, fitted on benign real files' out-of-fold logits (absent: none, as before round 12)
   */
  length?: LengthCorrection;
  /** a second head (trained on our own sets, model-head.ts) whose probability over its own line raises the score: max */
  head?: InjectionModel;
}

/** The part of a (normalised) text the model reads: all of it, or its head and tail. */
export function modelInput(text: string): string {
  return text.length <= MODEL_HEAD + MODEL_TAIL
    ? text
    : `${text.slice(0, MODEL_HEAD)}\n${text.slice(text.length - MODEL_TAIL)}`;
}

/**
 * The model's raw score (a logit): the highest window score of the normalised text (-Infinity without any n-gram), less
 * the length correction for the number of windows it had to choose from. Linear in the text's length.
 */
export function logit(model: InjectionModel, normText: string, surface: InjectionSurface): number {
  const input = modelInput(normText);
  const table = tableOf(model.weights);
  const features = model.features ?? DEFAULT_FEATURES;
  const spec = model.windows ?? SLICE_WINDOWS;
  const presence = spec.presence?.includes(surface) ?? false;
  const best = (text: string): number =>
    table.codes
      ? bestWindow(text, model.bits, featureFlags(features), table.codes, table.values, spec, presence)
      : plainBestWindow(text, model, features, spec, presence);
  // one grid: no closure kept past this call; a shifted spec reads the second grid too
  const own = best(input);
  return logitOf(model, spec.shifted ? onShiftedGrid(spec, input, own, best) : own, normText, input.length, surface);
}

/**
 * `best` (the highest window on the text's own grid), or higher when the spec reads a second grid (`shifted`) and a
 * window there scores more; a text within one block has no second window.
 */
function onShiftedGrid(spec: WindowSpec, input: string, best: number, score: (text: string) => number): number {
  const q = shiftOf(spec);
  return spec.shifted && spec.blocks && input.length > 2 * q ? Math.max(best, score(input.slice(q))) : best;
}

/** The logit from the highest window score: the surface's bias, the structural term, less the length correction. */
function logitOf(
  model: InjectionModel,
  best: number,
  normText: string,
  inputLength: number,
  surface: InjectionSurface,
): number {
  if (best === -Infinity) return best;
  const si = SURFACE_INDEX[surface];
  const spec = model.windows ?? SLICE_WINDOWS;
  const long = model.length ? lengthTerm(model.length, si, windowCount(inputLength, spec)) : 0;
  return best + model.dense[si] + structuralTerm(model, normText) - long;
}

/** per model: the surfaces on which it and its head share one n-gram pass (hashAlike, both tables quantised) */
const PAIRED = new WeakMap<InjectionModel, Set<InjectionSurface>>();

function pairedSurfaces(model: InjectionModel): Set<InjectionSurface> {
  let out = PAIRED.get(model);
  if (out) return out;
  out = new Set();
  const h = model.head;
  const hashing = (m: InjectionModel) => ({
    flags: featureFlags(m.features ?? DEFAULT_FEATURES),
    bits: m.bits,
    spec: m.windows ?? SLICE_WINDOWS,
  });
  if (h && tableOf(model.weights).codes && tableOf(h.weights).codes)
    for (const s of model.surfaces) if (h.surfaces.includes(s) && hashAlike(hashing(model), hashing(h), s)) out.add(s);
  PAIRED.set(model, out);
  return out;
}

/**
 * The main model's and its head's logits on `surface` from one n-gram pass (model-pair.ts), each equal to its own
 * logit() bit for bit; null when they do not hash alike there (then each reads the text on its own).
 */
export function pairedLogits(
  model: InjectionModel,
  normText: string,
  surface: InjectionSurface,
): [number, number] | null {
  const h = model.head;
  if (!h || !pairedSurfaces(model).has(surface)) return null;
  const input = modelInput(normText);
  const main = tableOf(model.weights);
  const head = tableOf(h.weights);
  const spec = model.windows ?? SLICE_WINDOWS;
  bestPresencePair(
    input,
    model.bits,
    spec.length,
    { codes: main.codes as Uint8Array, values: main.values, drop: 0 },
    { codes: head.codes as Uint8Array, values: head.values, drop: model.bits - h.bits },
  );
  const bestMain = PAIR_BEST[0];
  const bestHead = PAIR_BEST[1];
  return [
    logitOf(model, spec.shifted ? shiftedPresence(model, input, bestMain) : bestMain, normText, input.length, surface),
    logitOf(h, h.windows?.shifted ? shiftedPresence(h, input, bestHead) : bestHead, normText, input.length, surface),
  ];
}

/** A paired model's best window with its second grid read too (quantised, presence counts: what hashAlike admits). */
function shiftedPresence(m: InjectionModel, input: string, best: number): number {
  const t = tableOf(m.weights);
  const spec = m.windows ?? SLICE_WINDOWS;
  const flags = featureFlags(m.features ?? DEFAULT_FEATURES);
  return onShiftedGrid(spec, input, best, (x) =>
    bestWindow(x, m.bits, flags, t.codes as Uint8Array, t.values, spec, true),
  );
}

/** bestWindow for a model with more than 256 distinct weights (not quantised): each span's buckets summed in order. */
function plainBestWindow(
  input: string,
  model: InjectionModel,
  features: FeatureSet,
  spec: WindowSpec,
  presence: boolean,
): number {
  const w = model.weights;
  // presence (the surface is in spec.presence): a bucket once per span, and a block's sum over the buckets not in `before` too
  const spanSum = (s: number, e: number, before?: Set<number>): [number, number, number] => {
    let sum = 0;
    let fresh = 0;
    const seen = new Set<number>();
    const n = forEachNgram(
      input.slice(s, e),
      model.bits,
      (b) => {
        if (presence && seen.has(b)) return;
        seen.add(b);
        sum += w[b];
        if (!before?.has(b)) fresh += w[b];
      },
      features,
    );
    if (presence) lastSeen = seen;
    return [sum, n, fresh];
  };
  let lastSeen: Set<number> | undefined;
  let best = -Infinity;
  const score = (sum: number, n: number): void => {
    if (n > 0) best = Math.max(best, sum / Math.sqrt(Math.max(n, MIN_NORM)));
  };
  if (!spec.blocks) {
    for (const [s, e] of windows(input.length, spec.length)) score(...(spanSum(s, e).slice(0, 2) as [number, number]));
    return best;
  }
  const sums: [number, number, number][] = [];
  for (const [s, e] of blocks(input.length, spec.length)) sums.push(spanSum(s, e, lastSeen));
  if (sums.length === 1) score(sums[0][0], sums[0][1]);
  for (let k = 1; k < sums.length; k++)
    score(sums[k - 1][0] + (presence ? sums[k][2] : sums[k][0]), sums[k - 1][1] + sums[k][1]);
  return best;
}

/** The structural features' part of the logit (0 for a model without them). */
export function structuralTerm(model: InjectionModel, normText: string): number {
  if (model.dense.length <= DENSE_SIZE) return 0;
  const f = structuralFeatures(normText);
  let z = 0;
  for (let k = 0; k < STRUCT_SIZE; k++) z += model.dense[DENSE_SIZE + k] * f[k];
  return z;
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** The final score from the model's logit and the rule score, as the asset's combination says. Rounded to 3 decimals. */
export function combinedScore(model: InjectionModel, z: number, surface: InjectionSurface, ruleScore: number): number {
  const [a, c, b] = model.calibration[surface];
  if (model.combine === "stack") return Math.round(sigmoid(a * z + c * ruleScore + b) * 1000) / 1000;
  const m = sigmoid(a * z + b);
  const p = m < MODEL_FLOOR ? ruleScore : Math.max(ruleScore, m);
  return Math.round(p * 1000) / 1000;
}

/** The final result: the rule result with its score replaced by the combined one; the model shows up as evidence when it raised the score. */
export function combine(
  model: InjectionModel,
  normText: string,
  surface: InjectionSurface,
  rule: ScanResult,
  textLength: number,
): ScanResult {
  // both read in one pass when they hash alike (pairedLogits), each on its own otherwise
  const pair = pairedLogits(model, normText, surface);
  const main = model.surfaces.includes(surface)
    ? combinedScore(model, pair ? pair[0] : logit(model, normText, surface), surface, rule.score)
    : rule.score;
  const h = model.head;
  const head = h?.surfaces.includes(surface)
    ? headProbability(h, pair ? pair[1] : logit(h, normText, surface), surface)
    : 0;
  const score = Math.max(main, head);
  if (score === rule.score) return rule;
  const by = head > main ? "learned.own-head" : "learned.model";
  const evidence =
    score > rule.score
      ? [{ rule: by, category: "learned", start: 0, end: textLength }, ...rule.evidence].slice(0, MAX_EVIDENCE)
      : rule.evidence;
  return { score, evidence };
}
