// The second stage's windows: the highest window score of a text, summed in one tight pass per window (the generic loop here).

import {
  C3,
  C4,
  C5,
  CHAR4_WORDS,
  CLASS,
  COUNT,
  DEFAULT_FLAGS,
  fmix,
  GOLDEN,
  MUL,
  SEED_BIGRAM,
  SEED_C3,
  SEED_C4,
  SEED_C5,
  SEED_WORD,
  W1,
  W2,
} from "./model-ngrams.ts";
import { windowSumChar4, windowSumDefault } from "./model-loops.ts";
import { NEW_SUM, nextId, presenceSum, startIds } from "./model-presence.ts";
import type { InjectionSurface } from "./types.ts";

/** The model scores windows of this many characters (half-overlapping) and keeps the highest: an injection inside a long text is not diluted. */
export const WINDOW = 512;
export const STRIDE = 256;
/** A window's n-gram sum is divided by sqrt(max(n, MIN_NORM)): a short text is not scored more confidently than a full window. */
export const MIN_NORM = 256;

/**
 * How a model cuts a text into windows (the asset's `windows` field). `blocks: false`: slices of `length` every
 * length/2, each hashed on its own (assets without the field: 512). `blocks: true`: blocks of length/2 characters, each
 * hashed with a fresh state (no n-gram straddles a block edge), and the windows are neighbouring pairs of blocks (one
 * block when the text fits in it): each character is read once.
 */
export interface WindowSpec {
  length: number;
  blocks: boolean;
  /**
   * the surfaces that read presence counts: a bucket adds its weight once per window however often its n-gram repeats
   * (the norm still counts every n-gram), so a list that repeats one word or path cannot dominate a window; the other
   * surfaces (all when absent) read linear counts
   */
  presence?: readonly InjectionSurface[];
  /**
   * block pairs only: the text is also read on a second grid, its blocks starting half a block in (shiftOf), and the
   * higher window counts: an order that straddles a block edge on one grid sits inside a window of the other (round 20)
   */
  shifted?: boolean;
}
/** Where a shifted spec's second grid starts: half a block in (a quarter window). */
export const shiftOf = (spec: WindowSpec): number => spec.length / 4;
/** The windows of assets written before the `windows` field existed. */
export const SLICE_WINDOWS: WindowSpec = { length: WINDOW, blocks: false };
export const MIN_WINDOW = 64;
export const MAX_WINDOW = 4096;

/** The windows the model scores: [start, end) pairs over `text`, half-overlapping, covering it. */
export function windows(length: number, size: number = WINDOW): [number, number][] {
  const out: [number, number][] = [];
  for (let s = 0; ; s += size / 2) {
    if (s + size >= length) {
      out.push([Math.max(0, length - size), length]);
      return out;
    }
    out.push([s, s + size]);
  }
}

/** The blocks of a block-pair spec: [start, end) of each block of `size`/2 characters (one empty block for ""). */
export function blocks(length: number, size: number): [number, number][] {
  const b = size / 2;
  const out: [number, number][] = [];
  for (let s = 0; s < length || s === 0; s += b) out.push([s, Math.min(length, s + b)]);
  return out;
}

/**
 * The highest window score of `input` (the windows `spec` says, without building them): each window's weight sum
 * divided by sqrt(max(n-grams, MIN_NORM)); -Infinity when no window holds an n-gram. A block pair's sum is the first
 * block's sum plus the second's, each added in emission order.
 */
export function bestWindow(
  input: string,
  bits: number,
  flags: number,
  codes: Uint8Array,
  values: Float64Array,
  spec: WindowSpec = SLICE_WINDOWS,
  /** presence counts (the caller's surface is in spec.presence) */
  presence = false,
): number {
  const len = input.length;
  const shift = 32 - bits;
  let best = -Infinity;
  if (presence) return bestPresenceWindow(input, bits, flags, codes, values, spec);
  if (spec.blocks) {
    const b = spec.length / 2;
    let prevSum = 0;
    let prevN = -1;
    for (let s = 0; s < len || s === 0; s += b) {
      const e = Math.min(len, s + b);
      const sum = blockSum(input, s, e, shift, flags, codes, values);
      const n = COUNT[0];
      // a window is this block with the one before it, or this block alone when it is the only one
      const wn = prevN >= 0 ? prevN + n : e >= len ? n : 0;
      if (wn > 0) {
        const z = (prevN >= 0 ? prevSum + sum : sum) / Math.sqrt(Math.max(wn, MIN_NORM));
        if (z > best) best = z;
      }
      prevSum = sum;
      prevN = n;
    }
    return best;
  }
  const size = spec.length;
  for (let s = 0; ; s += size / 2) {
    const last = s + size >= len;
    const start = last ? Math.max(0, len - size) : s;
    const end = last ? len : s + size;
    const sum = blockSum(input, start, end, shift, flags, codes, values);
    if (COUNT[0] > 0) {
      const z = sum / Math.sqrt(Math.max(COUNT[0], MIN_NORM));
      if (z > best) best = z;
    }
    if (last) return best;
  }
}

/**
 * bestWindow with presence counts. Block pairs: a window's sum is the first block's distinct buckets plus the second
 * block's buckets that were not in the first (each block read once, model-presence.ts); slices: each slice's distinct
 * buckets. The divisor is sqrt(max(n-grams, MIN_NORM)) with every n-gram counted, as with linear counts.
 */
function bestPresenceWindow(
  input: string,
  bits: number,
  flags: number,
  codes: Uint8Array,
  values: Float64Array,
  spec: WindowSpec,
): number {
  const len = input.length;
  const shift = 32 - bits;
  let best = -Infinity;
  if (spec.blocks) {
    const b = spec.length / 2;
    let id = startIds(b);
    let prevSum = 0;
    let prevN = -1;
    for (let s = 0; s < len || s === 0; s += b) {
      const e = Math.min(len, s + b);
      const sum = presenceSum(input, s, e, shift, flags, codes, values, id);
      const n = COUNT[0];
      const wn = prevN >= 0 ? prevN + n : e >= len ? n : 0;
      if (wn > 0) {
        const z = (prevN >= 0 ? prevSum + NEW_SUM[0] : sum) / Math.sqrt(Math.max(wn, MIN_NORM));
        if (z > best) best = z;
      }
      prevSum = sum;
      prevN = n;
      id = nextId();
    }
    return best;
  }
  const size = spec.length;
  for (let s = 0; ; s += size / 2) {
    const last = s + size >= len;
    const start = last ? Math.max(0, len - size) : s;
    const end = last ? len : s + size;
    const sum = presenceSum(input, start, end, shift, flags, codes, values, startIds(size));
    if (COUNT[0] > 0) {
      const z = sum / Math.sqrt(Math.max(COUNT[0], MIN_NORM));
      if (z > best) best = z;
    }
    if (last) return best;
  }
}

/** One span's sum through the loop specialised to `flags` when there is one (sets COUNT[0]). */
function blockSum(
  input: string,
  start: number,
  end: number,
  shift: number,
  flags: number,
  codes: Uint8Array,
  values: Float64Array,
): number {
  return flags === DEFAULT_FLAGS
    ? windowSumDefault(input, start, end, shift, codes, values)
    : flags === CHAR4_WORDS
      ? windowSumChar4(input, start, end, shift, codes, values)
      : windowSum(input, start, end, shift, flags, codes, values);
}

/**
 * The sum of `values[codes[bucket]]` over the hashed n-grams of text[s, e), added in the order forEachNgram emits them
 * (so the float sum is bit-identical to summing its buckets), in one tight pass over char codes: no slice, no callback,
 * no allocation; one-byte codes only (model-table.ts), so every call sees the same argument types. Sets COUNT[0].
 */
function windowSum(
  text: string,
  s: number,
  e: number,
  shift: number,
  flags: number,
  codes: Uint8Array,
  values: Float64Array,
): number {
  const mul = (flags & MUL) !== 0;
  const w1 = (flags & W1) !== 0;
  const w2 = (flags & W2) !== 0;
  const on3 = (flags & C3) !== 0;
  const on4 = (flags & C4) !== 0;
  const on5 = (flags & C5) !== 0;
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
    const k = c < 128 ? CLASS[c] : 1;
    if (k === 1) {
      word = Math.imul(word ^ c, 0x01000193);
      wordLen++;
    } else {
      if (wordLen > 0) {
        const w = mul ? Math.imul(word ^ SEED_WORD, GOLDEN) : fmix(word ^ SEED_WORD);
        if (w1) {
          sum += values[codes[w >>> shift]];
          count++;
        }
        if (havePrev && w2) {
          const b = Math.imul(prevWord, 0x01000193) ^ w ^ SEED_BIGRAM;
          sum += values[codes[(mul ? Math.imul(b, GOLDEN) : fmix(b)) >>> shift]];
          count++;
        }
        prevWord = w;
        havePrev = true;
        word = 0;
        wordLen = 0;
      }
      if (k === 2) {
        if (lastSpace) continue;
        c = 32;
      }
    }
    lastSpace = k === 2;
    if (c2 >= 0) {
      const h3 = Math.imul(Math.imul(Math.imul(c2 + 1, 0x01000193) ^ c1, 0x01000193) ^ c, 0x01000193);
      if (on3) {
        sum += values[codes[(mul ? Math.imul(h3 ^ SEED_C3, GOLDEN) : fmix(h3 ^ SEED_C3)) >>> shift]];
        count++;
      }
      if (c3 >= 0) {
        const h4 = Math.imul(h3 ^ (c3 << 16), 0x5bd1e995);
        if (on4) {
          sum += values[codes[(mul ? Math.imul(h4 ^ SEED_C4, GOLDEN) : fmix(h4 ^ SEED_C4)) >>> shift]];
          count++;
        }
        if (c4 >= 0 && on5) {
          const h5 = Math.imul(h4 ^ (c4 << 8), 0x5bd1e995);
          sum += values[codes[(mul ? Math.imul(h5 ^ SEED_C5, GOLDEN) : fmix(h5 ^ SEED_C5)) >>> shift]];
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
    const w = mul ? Math.imul(word ^ SEED_WORD, GOLDEN) : fmix(word ^ SEED_WORD);
    if (w1) {
      sum += values[codes[w >>> shift]];
      count++;
    }
    if (havePrev && w2) {
      const b = Math.imul(prevWord, 0x01000193) ^ w ^ SEED_BIGRAM;
      sum += values[codes[(mul ? Math.imul(b, GOLDEN) : fmix(b)) >>> shift]];
      count++;
    }
  }
  COUNT[0] = count;
  return sum;
}
