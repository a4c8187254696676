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
 * The block id each bucket was last seen in (one table per table size, grown on demand). Ids only grow, so the table is
 * never cleared between texts; a call starts two ids past the last one, so nothing of an earlier text looks like "the
 * block before".
 */
let stamp = new Int32Array(0);
let lastId = 0;
/** The sum of the buckets of the last span that were not in the block before it (a second return value). */
export const NEW_SUM = new Float64Array(1);

/** A fresh run of block ids for one text: the first block's id (the id before it belongs to no block). */
export function startIds(bits: number): number {
  if (stamp.length !== 1 << bits) {
    stamp = new Int32Array(1 << bits);
    lastId = 0;
  }
  if (lastId > 0x7ffffff0) {
    stamp.fill(0);
    lastId = 0;
  }
  lastId += 2;
  return lastId;
}

/** Takes the next block id of the current text. */
export function nextId(): number {
  return ++lastId;
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
  const st = stamp;
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
    const t = st[b];
    if (t === id) return;
    const v = values[codes[b]];
    sum += v;
    if (t !== prev) fresh += v;
    st[b] = id;
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

/** presenceGeneric specialised to character 4-grams and word 1/2-grams with fmix (the shipped set): same buckets, same order. */
function presenceChar4(
  text: string,
  s: number,
  e: number,
  shift: number,
  codes: Uint8Array,
  values: Float64Array,
  id: number,
): number {
  const st = stamp;
  const prev = id - 1;
  let c1 = -1,
    c2 = -1,
    c3 = -1;
  let word = 0;
  let wordLen = 0;
  let prevWord = 0;
  let havePrev = false;
  let count = 0;
  let lastSpace = true;
  let sum = 0;
  let fresh = 0;
  let b = 0;
  let t = 0;
  let v = 0;
  for (let i = s; i <= e; i++) {
    // i === e: one more turn that only ends the last word
    let c = i < e ? text.charCodeAt(i) : 32;
    const k = c < 128 ? CLASS[c] : 1;
    if (k === 1) {
      word = Math.imul(word ^ c, 0x01000193);
      wordLen++;
    } else if (wordLen > 0) {
      const w = fmix(word ^ SEED_WORD);
      b = w >>> shift;
      t = st[b];
      if (t !== id) {
        v = values[codes[b]];
        sum += v;
        if (t !== prev) fresh += v;
        st[b] = id;
      }
      count++;
      if (havePrev) {
        b = fmix(Math.imul(prevWord, 0x01000193) ^ w ^ SEED_BIGRAM) >>> shift;
        t = st[b];
        if (t !== id) {
          v = values[codes[b]];
          sum += v;
          if (t !== prev) fresh += v;
          st[b] = id;
        }
        count++;
      }
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
      b = fmix(Math.imul(h3 ^ (c3 << 16), 0x5bd1e995) ^ SEED_C4) >>> shift;
      t = st[b];
      if (t !== id) {
        v = values[codes[b]];
        sum += v;
        if (t !== prev) fresh += v;
        st[b] = id;
      }
      count++;
    }
    c3 = c2;
    c2 = c1;
    c1 = c;
  }
  COUNT[0] = count;
  NEW_SUM[0] = fresh;
  return sum;
}
