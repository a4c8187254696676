// The second stage's window loops specialised to the feature sets assets ship with: the generic loop's buckets and order, without its flag tests.

import { CLASS, COUNT, fmix, SEED_BIGRAM, SEED_C3, SEED_C4, SEED_C5, SEED_WORD } from "./model-ngrams.ts";

/** windowSum specialised to DEFAULT_FEATURES (char 3/4/5-grams, word 1/2-grams, fmix): the same buckets in the same order, no flag tests. */
export function windowSumDefault(
  text: string,
  s: number,
  e: number,
  shift: number,
  codes: Uint8Array,
  values: Float64Array,
): number {
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
    if (k === 2) {
      if (lastSpace) continue;
      c = 32;
      lastSpace = true;
    } else {
      lastSpace = false;
    }
    if (c2 >= 0) {
      const h3 = Math.imul(Math.imul(Math.imul(c2 + 1, 0x01000193) ^ c1, 0x01000193) ^ c, 0x01000193);
      sum += values[codes[fmix(h3 ^ SEED_C3) >>> shift]];
      count++;
      if (c3 >= 0) {
        const h4 = Math.imul(h3 ^ (c3 << 16), 0x5bd1e995);
        sum += values[codes[fmix(h4 ^ SEED_C4) >>> shift]];
        count++;
        if (c4 >= 0) {
          const h5 = Math.imul(h4 ^ (c4 << 8), 0x5bd1e995);
          sum += values[codes[fmix(h5 ^ SEED_C5) >>> shift]];
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
  COUNT[0] = count;
  return sum;
}

/** windowSum specialised to character 4-grams and word 1/2-grams with fmix: the same buckets in the same order. */
export function windowSumChar4(
  text: string,
  s: number,
  e: number,
  shift: number,
  codes: Uint8Array,
  values: Float64Array,
): number {
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
  for (let i = s; i < e; i++) {
    let c = text.charCodeAt(i);
    const k = c < 128 ? CLASS[c] : 1;
    if (k === 1) {
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
    if (k === 2) {
      if (lastSpace) continue;
      c = 32;
      lastSpace = true;
    } else {
      lastSpace = false;
    }
    if (c3 >= 0) {
      const h3 = Math.imul(Math.imul(Math.imul(c2 + 1, 0x01000193) ^ c1, 0x01000193) ^ c, 0x01000193);
      sum += values[codes[fmix(Math.imul(h3 ^ (c3 << 16), 0x5bd1e995) ^ SEED_C4) >>> shift]];
      count++;
    }
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
  COUNT[0] = count;
  return sum;
}
