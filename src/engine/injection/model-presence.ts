// The second stage's windows with presence counts: each hashed n-gram bucket adds its weight once per window, however often it repeats.

import {
  C3,
  C4,
  C5,
  CHAR4_WORDS,
  CLASS,
  COUNT,
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

/**
 * Which block saw each bucket last, beside the bucket's weight code: one Int32Array per weight table, entry
 * `id << 8 | code`. One read per n-gram answers "already in this block?", "in the block before?" and its weight
 * (the hash tables this replaced took two probes and a separate read of the code). Ids only grow within an epoch;
 * when they near ID_LIMIT they restart, and each table clears its stamps the first time it is read in the new epoch.
 */
interface Stamps {
  packed: Int32Array;
  epoch: number;
}
const STAMPS = new WeakMap<Uint8Array, Stamps>();
/** ids fit 23 bits, so `id << 8 | code` stays a positive int32 */
const ID_LIMIT = 1 << 23;
/** a text starts no run of ids past this, so its blocks (at most one per character of the model's input) never pass ID_LIMIT */
const ID_RESTART = ID_LIMIT - (1 << 20);
let epoch = 0;
let lastId = 0;
let lastCodes: Uint8Array | null = null;
let lastPacked: Int32Array = new Int32Array(0);
/** The sum of the buckets of the last span that were not in the block before it (a second return value). */
export const NEW_SUM = new Float64Array(1);

/** The stamps of weight table `codes`, made (or cleared, in a new epoch) on first use. */
function stampsOf(codes: Uint8Array): Int32Array {
  let st = STAMPS.get(codes);
  if (st === undefined) {
    st = { packed: Int32Array.from(codes), epoch };
    STAMPS.set(codes, st);
  } else if (st.epoch !== epoch) {
    for (let b = 0; b < st.packed.length; b++) st.packed[b] &= 0xff;
    st.epoch = epoch;
  }
  return st.packed;
}

/** A fresh run of block ids for one text: the first block's id (`span`, the block length, is no longer needed). */
export function startIds(_span: number): number {
  if (lastId > ID_RESTART) {
    lastId = 0;
    epoch++;
    lastCodes = null;
  }
  lastId += 2;
  return lastId;
}

/** Takes the next block id of the current text. */
export function nextId(): number {
  return ++lastId;
}

/** The stamps for `codes` (the last table's, without a map lookup, while it stays the same). */
export function packedOf(codes: Uint8Array): Int32Array {
  if (codes !== lastCodes) {
    lastPacked = stampsOf(codes);
    lastCodes = codes;
  }
  return lastPacked;
}

/**
 * The presence sum of text[s, e) (block `id`): each distinct bucket's value once, in the order of first emission;
 * NEW_SUM[0] the same over the buckets that were not in block id-1. COUNT[0] is every n-gram (repeats included): the
 * window's norm stays sqrt(max(n-grams, MIN_NORM)), so a list that repeats one n-gram scores low instead of high.
 */
export function presenceSum(
  text: string,
  s: number,
  e: number,
  shift: number,
  flags: number,
  codes: Uint8Array,
  values: Float64Array,
  id: number,
): number {
  return flags === CHAR4_WORDS
    ? presenceChar4(text, s, e, shift, codes, values, id)
    : presenceGeneric(text, s, e, shift, flags, codes, values, id);
}

function presenceGeneric(
  text: string,
  s: number,
  e: number,
  shift: number,
  flags: number,
  codes: Uint8Array,
  values: Float64Array,
  id: number,
): number {
  const packed = packedOf(codes);
  const prev = id - 1;
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
  let fresh = 0;
  const add = (b: number): void => {
    count++;
    const p = packed[b];
    const seen = p >>> 8;
    if (seen === id) return;
    packed[b] = (id << 8) | (p & 0xff);
    const v = values[p & 0xff];
    sum += v;
    if (seen !== prev) fresh += v;
  };
  const endWord = (): void => {
    const w = mul ? Math.imul(word ^ SEED_WORD, GOLDEN) : fmix(word ^ SEED_WORD);
    if (w1) add(w >>> shift);
    if (havePrev && w2) {
      const b = Math.imul(prevWord, 0x01000193) ^ w ^ SEED_BIGRAM;
      add((mul ? Math.imul(b, GOLDEN) : fmix(b)) >>> shift);
    }
    prevWord = w;
    havePrev = true;
    word = 0;
    wordLen = 0;
  };
  for (let i = s; i < e; i++) {
    let c = text.charCodeAt(i);
    const k = c < 128 ? CLASS[c] : 1;
    if (k === 1) {
      word = Math.imul(word ^ c, 0x01000193);
      wordLen++;
    } else {
      if (wordLen > 0) endWord();
      if (k === 2) {
        if (lastSpace) continue;
        c = 32;
      }
    }
    lastSpace = k === 2;
    if (c2 >= 0) {
      const h3 = Math.imul(Math.imul(Math.imul(c2 + 1, 0x01000193) ^ c1, 0x01000193) ^ c, 0x01000193);
      if (on3) add((mul ? Math.imul(h3 ^ SEED_C3, GOLDEN) : fmix(h3 ^ SEED_C3)) >>> shift);
      if (c3 >= 0) {
        const h4 = Math.imul(h3 ^ (c3 << 16), 0x5bd1e995);
        if (on4) add((mul ? Math.imul(h4 ^ SEED_C4, GOLDEN) : fmix(h4 ^ SEED_C4)) >>> shift);
        if (c4 >= 0 && on5) {
          const h5 = Math.imul(h4 ^ (c4 << 8), 0x5bd1e995);
          add((mul ? Math.imul(h5 ^ SEED_C5, GOLDEN) : fmix(h5 ^ SEED_C5)) >>> shift);
        }
      }
    }
    c4 = c3;
    c3 = c2;
    c2 = c1;
    c1 = c;
  }
  if (wordLen > 0) endWord();
  COUNT[0] = count;
  NEW_SUM[0] = fresh;
  return sum;
}

/** the buckets of the current span in emission order (hashChar4's output), grown as spans need */
export let spanBuckets = new Int32Array(4096);

/**
 * presenceGeneric specialised to character 4-grams and word 1/2-grams with fmix (the shipped set): same buckets, same
 * order. Two phases: the buckets are hashed into a buffer first (arithmetic only, hashChar4), then read from the stamps
 * in one small loop whose loads do not wait on each other, so the CPU overlaps their cache misses (inside a scan the
 * rule stage has pushed the stamps out of the cache, and each text reads a few hundred scattered ones).
 */
function presenceChar4(
  text: string,
  s: number,
  e: number,
  shift: number,
  codes: Uint8Array,
  values: Float64Array,
  id: number,
): number {
  const n = hashChar4(text, s, e, shift);
  const buf = spanBuckets;
  const packed = packedOf(codes);
  const prev = id - 1;
  let sum = 0;
  let fresh = 0;
  for (let j = 0; j < n; j++) {
    const b = buf[j];
    const p = packed[b];
    const seen = p >>> 8;
    if (seen !== id) {
      packed[b] = (id << 8) | (p & 0xff);
      const v = values[p & 0xff];
      sum += v;
      if (seen !== prev) fresh += v;
    }
  }
  COUNT[0] = n;
  NEW_SUM[0] = fresh;
  return sum;
}

/**
 * The buckets (the top 32 - `shift` bits of each hash) of text[s, e)'s character 4-grams and word 1/2-grams with fmix,
 * in forEachNgram's order, written to spanBuckets; returns how many. A model with fewer bits over the same features
 * reads the same hashes: its bucket is this one shifted right by the difference (model-pair.ts).
 */
export function hashChar4(text: string, s: number, e: number, shift: number): number {
  // a character makes at most three buckets (a 4-gram, a word and a word pair at a word's end)
  if (spanBuckets.length < 3 * (e - s) + 8) spanBuckets = new Int32Array(2 * (3 * (e - s) + 8));
  const buf = spanBuckets;
  let n = 0;
  let c1 = -1,
    c2 = -1,
    c3 = -1;
  let word = 0;
  let wordLen = 0;
  let prevWord = 0;
  let havePrev = false;
  let lastSpace = true;
  for (let i = s; i <= e; i++) {
    // i === e: one more turn that only ends the last word
    let c = i < e ? text.charCodeAt(i) : 32;
    const k = c < 128 ? CLASS[c] : 1;
    if (k === 1) {
      word = Math.imul(word ^ c, 0x01000193);
      wordLen++;
    } else if (wordLen > 0) {
      const w = fmix(word ^ SEED_WORD);
      buf[n++] = w >>> shift;
      if (havePrev) buf[n++] = fmix(Math.imul(prevWord, 0x01000193) ^ w ^ SEED_BIGRAM) >>> shift;
      prevWord = w;
      havePrev = true;
      word = 0;
      wordLen = 0;
    }
    if (i === e) break;
    if (k === 2) {
      if (lastSpace) continue;
      c = 32;
      lastSpace = true;
    } else {
      lastSpace = false;
    }
    if (c3 >= 0) {
      const h3 = Math.imul(Math.imul(Math.imul(c2 + 1, 0x01000193) ^ c1, 0x01000193) ^ c, 0x01000193);
      buf[n++] = fmix(Math.imul(h3 ^ (c3 << 16), 0x5bd1e995) ^ SEED_C4) >>> shift;
    }
    c3 = c2;
    c2 = c1;
    c1 = c;
  }
  return n;
}
