// The second stage's hashed n-grams with their text: the same buckets in the same order as forEachNgram, each with a label, to say what a window fires on.

import {
  C3,
  C4,
  C5,
  CLASS,
  DEFAULT_FEATURES,
  type FeatureSet,
  featureFlags,
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
} from "../../../src/engine/injection/model-ngrams.ts";

/** One hashed n-gram: its bucket and what it is (`w:word`, `w2:word word`, `c4:abcd` over the whitespace-folded text). */
export interface LabelledNgram {
  bucket: number;
  label: string;
}

const mix = (h: number, mul: boolean): number => (mul ? Math.imul(h, GOLDEN) : fmix(h));

/** Every hashed n-gram of `text`, as forEachNgram emits them (tests check the buckets are the same, in order). */
export function labelledNgrams(text: string, bits: number, features: FeatureSet = DEFAULT_FEATURES): LabelledNgram[] {
  const flags = featureFlags(features);
  const mul = (flags & MUL) !== 0;
  const shift = 32 - bits;
  const out: LabelledNgram[] = [];
  const chars: number[] = []; // the folded characters so far (for char labels)
  let c1 = -1,
    c2 = -1,
    c3 = -1,
    c4 = -1;
  let word = 0;
  let wordText = "";
  let prevWord = 0;
  let prevText = "";
  let havePrev = false;
  let lastSpace = true;
  const endWord = (): void => {
    if (wordText === "") return;
    const w = mix(word ^ SEED_WORD, mul);
    if (flags & W1) out.push({ bucket: w >>> shift, label: `w:${wordText}` });
    if (havePrev && flags & W2)
      out.push({
        bucket: mix(Math.imul(prevWord, 0x01000193) ^ w ^ SEED_BIGRAM, mul) >>> shift,
        label: `w2:${prevText} ${wordText}`,
      });
    prevWord = w;
    prevText = wordText;
    havePrev = true;
    word = 0;
    wordText = "";
  };
  const tail = (n: number): string => String.fromCharCode(...chars.slice(chars.length - n));
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    const k = c < 128 ? CLASS[c] : 1;
    if (k === 1) {
      word = Math.imul(word ^ c, 0x01000193);
      wordText += text[i];
    } else endWord();
    if (k === 2) {
      if (lastSpace) continue;
      c = 32;
      lastSpace = true;
    } else lastSpace = false;
    chars.push(c);
    if (c2 >= 0) {
      const h3 = Math.imul(Math.imul(Math.imul(c2 + 1, 0x01000193) ^ c1, 0x01000193) ^ c, 0x01000193);
      if (flags & C3) out.push({ bucket: mix(h3 ^ SEED_C3, mul) >>> shift, label: `c3:${tail(3)}` });
      if (c3 >= 0) {
        const h4 = Math.imul(h3 ^ (c3 << 16), 0x5bd1e995);
        if (flags & C4) out.push({ bucket: mix(h4 ^ SEED_C4, mul) >>> shift, label: `c4:${tail(4)}` });
        if (c4 >= 0 && flags & C5) {
          const h5 = Math.imul(h4 ^ (c4 << 8), 0x5bd1e995);
          out.push({ bucket: mix(h5 ^ SEED_C5, mul) >>> shift, label: `c5:${tail(5)}` });
        }
      }
    }
    c4 = c3;
    c3 = c2;
    c2 = c1;
    c1 = c;
  }
  endWord();
  return out;
}
