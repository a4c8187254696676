// The learned second stage: hashed character 3–5-grams and word 1–2-grams plus rule features, a logistic model, per-surface calibration.

import { STRUCT_SIZE, structuralFeatures } from "./model-structure.ts";
import { tableOf } from "./model-table.ts";
import type { InjectionSurface, ScanResult } from "./types.ts";

export const SURFACE_INDEX: Record<InjectionSurface, number> = { bash: 0, write: 1, tool_result: 2, prompt: 3 };

/** Dense weights: one bias per surface, then (optionally) one weight per structural feature (model-structure.ts). */
export const DENSE_SIZE = 4;
export const DENSE_SIZE_STRUCT = DENSE_SIZE + STRUCT_SIZE;

/** Longer texts feed the model their head and tail only (the rules still read everything). */
export const MODEL_HEAD = 6000;
export const MODEL_TAIL = 6000;
/** The model scores windows of this many characters (half-overlapping) and keeps the highest: an injection inside a long text is not diluted. */
export const WINDOW = 512;
export const STRIDE = 256;
/** A window's n-gram sum is divided by sqrt(max(n, MIN_NORM)): a short text is not scored more confidently than a full window. */
export const MIN_NORM = 256;
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
}

const SEED_CHAR = [0, 0, 0, 0x9e3779b1, 0x85ebca77, 0xc2b2ae3d];
const SEED_WORD = 0x27d4eb2f;
const SEED_BIGRAM = 0x165667b1;

function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || (c >= 65 && c <= 90) || c > 127;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 11;
}

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The part of a (normalised) text the model reads: all of it, or its head and tail. */
export function modelInput(text: string): string {
  return text.length <= MODEL_HEAD + MODEL_TAIL
    ? text
    : `${text.slice(0, MODEL_HEAD)}\n${text.slice(text.length - MODEL_TAIL)}`;
}

/**
 * Calls `emit(bucket)` for every hashed n-gram of `text` in one linear pass: character 3-, 4- and 5-grams over the text
 * with whitespace runs folded to one space, word unigrams and bigrams. Returns the number of n-grams emitted.
 */
export function forEachNgram(text: string, bits: number, emit: (bucket: number) => void): number {
  const shift = 32 - bits;
  let c1 = -1,
    c2 = -1,
    c3 = -1,
    c4 = -1; // previous characters, c1 the latest
  let word = 0;
  let wordLen = 0;
  let prevWord = 0;
  let havePrev = false;
  let count = 0;
  let lastSpace = true;
  const endWord = (): void => {
    if (wordLen === 0) return;
    const w = fmix(word ^ SEED_WORD);
    emit(w >>> shift);
    if (havePrev) emit(fmix(Math.imul(prevWord, 0x01000193) ^ w ^ SEED_BIGRAM) >>> shift);
    count += havePrev ? 2 : 1;
    prevWord = w;
    havePrev = true;
    word = 0;
    wordLen = 0;
  };
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (isWordChar(c)) {
      word = Math.imul(word ^ c, 0x01000193);
      wordLen++;
    } else {
      endWord();
    }
    if (isSpace(c)) {
      if (lastSpace) continue;
      c = 32;
      lastSpace = true;
    } else {
      lastSpace = false;
    }
    if (c2 >= 0) {
      const h3 = Math.imul(Math.imul(Math.imul(c2 + 1, 0x01000193) ^ c1, 0x01000193) ^ c, 0x01000193);
      emit(fmix(h3 ^ SEED_CHAR[3]) >>> shift);
      count++;
      if (c3 >= 0) {
        const h4 = Math.imul(h3 ^ (c3 << 16), 0x5bd1e995);
        emit(fmix(h4 ^ SEED_CHAR[4]) >>> shift);
        count++;
        if (c4 >= 0) {
          const h5 = Math.imul(h4 ^ (c4 << 8), 0x5bd1e995);
          emit(fmix(h5 ^ SEED_CHAR[5]) >>> shift);
          count++;
        }
      }
    }
    c4 = c3;
    c3 = c2;
    c2 = c1;
    c1 = c;
  }
  endWord();
  return count;
}

/** The windows the model scores: [start, end) pairs over `text`, half-overlapping, covering it. */
export function windows(length: number): [number, number][] {
  if (length <= WINDOW) return [[0, length]];
  const out: [number, number][] = [];
  for (let s = 0; ; s += STRIDE) {
    if (s + WINDOW >= length) {
      out.push([Math.max(0, length - WINDOW), length]);
      return out;
    }
    out.push([s, s + WINDOW]);
  }
}

/** The model's raw score (a logit): the highest window score of the normalised text (-Infinity without any n-gram). Linear in the text's length. */
export function logit(model: InjectionModel, normText: string, surface: InjectionSurface): number {
  const input = modelInput(normText);
  const table = tableOf(model.weights);
  let best = -Infinity;
  let any = false;
  for (const [s, e] of windows(input.length)) {
    const sum = windowSum(input, s, e, model.bits, table.codes, table.values);
    const n = lastCount;
    if (n === 0) continue;
    any = true;
    const z = sum / Math.sqrt(Math.max(n, MIN_NORM));
    if (z > best) best = z;
  }
  if (!any) return -Infinity;
  return best + model.dense[SURFACE_INDEX[surface]] + structuralTerm(model, normText);
}

/** The structural features' part of the logit (0 for a model without them). */
export function structuralTerm(model: InjectionModel, normText: string): number {
  if (model.dense.length <= DENSE_SIZE) return 0;
  const f = structuralFeatures(normText);
  let z = 0;
  for (let k = 0; k < STRUCT_SIZE; k++) z += model.dense[DENSE_SIZE + k] * f[k];
  return z;
}

/** the n-gram count of the last windowSum call (a second return value without an allocation) */
let lastCount = 0;

/**
 * The sum of `weights` over the hashed n-grams of text[s, e), added in the order forEachNgram emits them (so the float
 * sum is bit-identical), in one tight pass over char codes: no slice, no callback per n-gram. Sets lastCount.
 */
function windowSum(
  text: string,
  s: number,
  e: number,
  bits: number,
  codes: Uint8Array | Uint32Array,
  values: Float64Array,
): number {
  const shift = 32 - bits;
  const s3 = SEED_CHAR[3],
    s4 = SEED_CHAR[4],
    s5 = SEED_CHAR[5];
  let c1 = -1,
    c2 = -1,
    c3 = -1,
    c4 = -1;
  let word = 0;
  let wordLen = 0;
  let prevWord = 0;
  let havePrev = false;
  let count = 0;
  let lastSpace = true;
  let sum = 0;
  for (let i = s; i < e; i++) {
    let c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || (c >= 65 && c <= 90) || c > 127) {
      word = Math.imul(word ^ c, 0x01000193);
      wordLen++;
    } else if (wordLen > 0) {
      const w = fmix(word ^ SEED_WORD);
      sum += values[codes[w >>> shift]];
      if (havePrev) {
        sum += values[codes[fmix(Math.imul(prevWord, 0x01000193) ^ w ^ SEED_BIGRAM) >>> shift]];
        count += 2;
      } else count += 1;
      prevWord = w;
      havePrev = true;
      word = 0;
      wordLen = 0;
    }
    if (c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 11) {
      if (lastSpace) continue;
      c = 32;
      lastSpace = true;
    } else {
      lastSpace = false;
    }
    if (c2 >= 0) {
      const h3 = Math.imul(Math.imul(Math.imul(c2 + 1, 0x01000193) ^ c1, 0x01000193) ^ c, 0x01000193);
      sum += values[codes[fmix(h3 ^ s3) >>> shift]];
      count++;
      if (c3 >= 0) {
        const h4 = Math.imul(h3 ^ (c3 << 16), 0x5bd1e995);
        sum += values[codes[fmix(h4 ^ s4) >>> shift]];
        count++;
        if (c4 >= 0) {
          const h5 = Math.imul(h4 ^ (c4 << 8), 0x5bd1e995);
          sum += values[codes[fmix(h5 ^ s5) >>> shift]];
          count++;
        }
      }
    }
    c4 = c3;
    c3 = c2;
    c2 = c1;
    c1 = c;
  }
  if (wordLen > 0) {
    const w = fmix(word ^ SEED_WORD);
    sum += values[codes[w >>> shift]];
    if (havePrev) {
      sum += values[codes[fmix(Math.imul(prevWord, 0x01000193) ^ w ^ SEED_BIGRAM) >>> shift]];
      count += 2;
    } else count += 1;
  }
  lastCount = count;
  return sum;
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
  if (!model.surfaces.includes(surface)) return rule;
  const score = combinedScore(model, logit(model, normText, surface), surface, rule.score);
  if (score === rule.score) return rule;
  const evidence =
    score > rule.score
      ? [{ rule: "learned.model", category: "learned", start: 0, end: textLength }, ...rule.evidence].slice(
          0,
          MAX_EVIDENCE,
        )
      : rule.evidence;
  return { score, evidence };
}
