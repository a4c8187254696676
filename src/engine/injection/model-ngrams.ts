// The second stage's hashed n-grams: which n-grams a feature set emits, and the tight loop that sums their weights per window.

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
const C3 = 1;
const C4 = 2;
const C5 = 4;
const W1 = 8;
const W2 = 16;
const MUL = 32;

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

const DEFAULT_FLAGS = C3 | C4 | C5 | W1 | W2;
const CHAR4_WORDS = C4 | W1 | W2;

const SEED_C3 = 0x9e3779b1;
const SEED_C4 = 0x85ebca77;
const SEED_C5 = 0xc2b2ae3d;
const SEED_WORD = 0x27d4eb2f;
const SEED_BIGRAM = 0x165667b1;
const GOLDEN = 0x9e3779b1;

/** Character classes below 128: 1 word character ([a-zA-Z0-9_]), 2 whitespace; every code point over 127 is a word character. */
const CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++)
  CLASS[c] =
    (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || (c >= 65 && c <= 90)
      ? 1
      : c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 11
        ? 2
        : 0;

function fmix(h: number): number {
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

/** the n-gram count of the last windowSum call (a second return value without an allocation) */
let lastCount = 0;

/** The model scores windows of this many characters (half-overlapping) and keeps the highest: an injection inside a long text is not diluted. */
export const WINDOW = 512;
export const STRIDE = 256;
/** A window's n-gram sum is divided by sqrt(max(n, MIN_NORM)): a short text is not scored more confidently than a full window. */
export const MIN_NORM = 256;

/** The windows the model scores: [start, end) pairs over `text`, half-overlapping, covering it. */
export function windows(length: number): [number, number][] {
  const out: [number, number][] = [];
  for (let s = 0; ; s += STRIDE) {
    if (s + WINDOW >= length) {
      out.push([Math.max(0, length - WINDOW), length]);
      return out;
    }
    out.push([s, s + WINDOW]);
  }
}

/**
 * The highest window score of `input` (the windows of windows(), without building them): each window's weight sum
 * divided by sqrt(max(n-grams, MIN_NORM)); -Infinity when no window holds an n-gram.
 */
export function bestWindow(
  input: string,
  bits: number,
  flags: number,
  codes: Uint8Array,
  values: Float64Array,
): number {
  const len = input.length;
  const shift = 32 - bits;
  let best = -Infinity;
  for (let s = 0; ; s += STRIDE) {
    const last = s + WINDOW >= len;
    const start = last ? Math.max(0, len - WINDOW) : s;
    const end = last ? len : s + WINDOW;
    const sum =
      flags === DEFAULT_FLAGS
        ? windowSumDefault(input, start, end, shift, codes, values)
        : flags === CHAR4_WORDS
          ? windowSumChar4(input, start, end, shift, codes, values)
          : windowSum(input, start, end, shift, flags, codes, values);
    if (lastCount > 0) {
      const z = sum / Math.sqrt(Math.max(lastCount, MIN_NORM));
      if (z > best) best = z;
    }
    if (last) return best;
  }
}

/**
 * The sum of `values[codes[bucket]]` over the hashed n-grams of text[s, e), added in the order forEachNgram emits them
 * (so the float sum is bit-identical to summing its buckets), in one tight pass over char codes: no slice, no callback,
 * no allocation; one-byte codes only (model-table.ts), so every call sees the same argument types. Sets lastCount.
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
  lastCount = count;
  return sum;
}

/** windowSum specialised to DEFAULT_FEATURES (char 3/4/5-grams, word 1/2-grams, fmix): the same buckets in the same order, no flag tests. */
function windowSumDefault(
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
  lastCount = count;
  return sum;
}

/** windowSum specialised to character 4-grams and word 1/2-grams with fmix: the same buckets in the same order. */
function windowSumChar4(
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
  lastCount = count;
  return sum;
}
