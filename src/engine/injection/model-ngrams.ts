// The second stage's hashed n-grams: the feature sets, their hashes, and the reference emitter the trainer and the tests use.

/** Which hashed n-grams the model reads; an asset without `features` uses DEFAULT_FEATURES. */
export interface FeatureSet {
  /** character n-gram orders over the whitespace-folded text: some of 3, 4, 5 */
  char: readonly number[];
  /** word n-gram orders: some of 1 (unigrams), 2 (bigrams) */
  word: readonly number[];
  /** how an n-gram's hash becomes a bucket: "fmix" (murmur3's finaliser) or "mul" (one multiply, Fibonacci hashing) */
  hash: "fmix" | "mul";
}

export const DEFAULT_FEATURES: FeatureSet = { char: [3, 4, 5], word: [1, 2], hash: "fmix" };

// feature flags: one small integer, so the hot loop takes one monomorphic argument
export const C3 = 1;
export const C4 = 2;
export const C5 = 4;
export const W1 = 8;
export const W2 = 16;
export const MUL = 32;

/** The feature set as flags (throws on orders it does not know). */
export function featureFlags(f: FeatureSet): number {
  let flags = f.hash === "mul" ? MUL : 0;
  for (const n of f.char) flags |= n === 3 ? C3 : n === 4 ? C4 : n === 5 ? C5 : fail(`char order ${n}`);
  for (const n of f.word) flags |= n === 1 ? W1 : n === 2 ? W2 : fail(`word order ${n}`);
  return flags;
}

function fail(what: string): never {
  throw new Error(`feature set: ${what} is not supported`);
}

export const DEFAULT_FLAGS = C3 | C4 | C5 | W1 | W2;
export const CHAR4_WORDS = C4 | W1 | W2;

export const SEED_C3 = 0x9e3779b1;
export const SEED_C4 = 0x85ebca77;
export const SEED_C5 = 0xc2b2ae3d;
export const SEED_WORD = 0x27d4eb2f;
export const SEED_BIGRAM = 0x165667b1;
export const GOLDEN = 0x9e3779b1;

/** Character classes below 128: 1 word character ([a-zA-Z0-9_]), 2 whitespace; every code point over 127 is a word character. */
export const CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++)
  CLASS[c] =
    (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || (c >= 65 && c <= 90)
      ? 1
      : c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 11
        ? 2
        : 0;

export function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The 32-bit hash whose top `bits` are the bucket. */
function mix(h: number, mul: boolean): number {
  return mul ? Math.imul(h, GOLDEN) : fmix(h);
}

/**
 * Calls `emit(bucket)` for every hashed n-gram of `text` in one linear pass: character n-grams over the text with
 * whitespace runs folded to one space, word unigrams and bigrams, as `features` says. Returns the number emitted. The
 * reference for windowSum below (and what the trainer uses).
 */
export function forEachNgram(
  text: string,
  bits: number,
  emit: (bucket: number) => void,
  features: FeatureSet = DEFAULT_FEATURES,
): number {
  const flags = featureFlags(features);
  const mul = (flags & MUL) !== 0;
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
    const w = mix(word ^ SEED_WORD, mul);
    if (flags & W1) {
      emit(w >>> shift);
      count++;
    }
    if (havePrev && flags & W2) {
      emit(mix(Math.imul(prevWord, 0x01000193) ^ w ^ SEED_BIGRAM, mul) >>> shift);
      count++;
    }
    prevWord = w;
    havePrev = true;
    word = 0;
    wordLen = 0;
  };
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    const k = c < 128 ? CLASS[c] : 1;
    if (k === 1) {
      word = Math.imul(word ^ c, 0x01000193);
      wordLen++;
    } else endWord();
    if (k === 2) {
      if (lastSpace) continue;
      c = 32;
      lastSpace = true;
    } else lastSpace = false;
    if (c2 >= 0) {
      const h3 = Math.imul(Math.imul(Math.imul(c2 + 1, 0x01000193) ^ c1, 0x01000193) ^ c, 0x01000193);
      if (flags & C3) {
        emit(mix(h3 ^ SEED_C3, mul) >>> shift);
        count++;
      }
      if (c3 >= 0) {
        const h4 = Math.imul(h3 ^ (c3 << 16), 0x5bd1e995);
        if (flags & C4) {
          emit(mix(h4 ^ SEED_C4, mul) >>> shift);
          count++;
        }
        if (c4 >= 0 && flags & C5) {
          const h5 = Math.imul(h4 ^ (c4 << 8), 0x5bd1e995);
          emit(mix(h5 ^ SEED_C5, mul) >>> shift);
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

/** The n-gram count of the last window loop (a second return value without an allocation). */
export const COUNT = new Int32Array(1);
