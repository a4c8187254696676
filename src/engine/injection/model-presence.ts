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
 * The distinct buckets of the current block and of the block before it: two small open-addressing tables (bucket and
 * block id per slot; a slot is live when its id is the block's), used in turn, so nothing is cleared between blocks or
 * texts and both stay in the first-level cache. Ids only grow: no earlier block's slot looks live.
 */
interface Table {
  keys: Int32Array;
  ids: Int32Array;
  mask: number;
}
let tables: [Table, Table] = [table(1024), table(1024)];
let lastId = 0;
/** The sum of the buckets of the last span that were not in the block before it (a second return value). */
export const NEW_SUM = new Float64Array(1);

function table(size: number): Table {
  return { keys: new Int32Array(size), ids: new Int32Array(size), mask: size - 1 };
}

/**
 * A fresh run of block ids for one text whose spans are at most `span` characters: the first block's id. The tables hold
 * at least 8 slots per character (a character makes at most 4 n-grams), so they stay at most half full.
 */
export function startIds(span: number): number {
  const size = Math.max(1024, 1 << Math.ceil(Math.log2(span * 8)));
  if (tables[0].keys.length < size) tables = [table(size), table(size)];
  if (lastId > 0x7ffffff0) {
    for (const t of tables) t.ids.fill(0);
    lastId = 0;
  }
  lastId += 2;
  return lastId;
}

/** Takes the next block id of the current text. */
export function nextId(): number {
  return ++lastId;
}

/** The slot of bucket `b` in a table for block `id`: where it is, or the free slot where it would go. */
function slot(keys: Int32Array, ids: Int32Array, mask: number, b: number, id: number): number {
  let h = b & mask;
  while (ids[h] === id && keys[h] !== b) h = (h + 1) & mask;
  return h;
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
  const cur = tables[id & 1];
  const before = tables[(id - 1) & 1];
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
    const h = slot(cur.keys, cur.ids, cur.mask, b, id);
    if (cur.ids[h] === id) return;
    cur.ids[h] = id;
    cur.keys[h] = b;
    const v = values[codes[b]];
    sum += v;
    if (before.ids[slot(before.keys, before.ids, before.mask, b, prev)] !== prev) fresh += v;
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
  const cur = tables[id & 1];
  const keys = cur.keys;
  const ids = cur.ids;
  const pb = tables[(id - 1) & 1];
  const pkeys = pb.keys;
  const pids = pb.ids;
  const mask = cur.mask;
  const prev = id - 1;
  let h = 0;
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
      h = slot(keys, ids, mask, b, id);
      if (ids[h] !== id) {
        ids[h] = id;
        keys[h] = b;
        v = values[codes[b]];
        sum += v;
        if (pids[slot(pkeys, pids, mask, b, prev)] !== prev) fresh += v;
      }
      count++;
      if (havePrev) {
        b = fmix(Math.imul(prevWord, 0x01000193) ^ w ^ SEED_BIGRAM) >>> shift;
        h = slot(keys, ids, mask, b, id);
        if (ids[h] !== id) {
          ids[h] = id;
          keys[h] = b;
          v = values[codes[b]];
          sum += v;
          if (pids[slot(pkeys, pids, mask, b, prev)] !== prev) fresh += v;
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
      h = slot(keys, ids, mask, b, id);
      if (ids[h] !== id) {
        ids[h] = id;
        keys[h] = b;
        v = values[codes[b]];
        sum += v;
        if (pids[slot(pkeys, pids, mask, b, prev)] !== prev) fresh += v;
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
