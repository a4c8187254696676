// The main model and the own head read in one n-gram pass when they hash alike: each block hashed once, two tables looked up.

import { CHAR4_WORDS } from "./model-ngrams.ts";
import { hashChar4, nextId, packedOf, spanBuckets, startIds } from "./model-presence.ts";
import { MIN_NORM, type WindowSpec } from "./model-windows.ts";
import type { InjectionSurface } from "./types.ts";

/** One model's side of the pair: its weight codes and values, and how many low bits of the shared bucket it drops. */
export interface PairSide {
  codes: Uint8Array;
  values: Float64Array;
  drop: number;
}

/** The pair's two best window scores (a second return value without an allocation): [main, head]. */
export const PAIR_BEST = new Float64Array(2);

/** What decides whether two models can share a pass: their feature flags, bucket bits and windows. */
export interface Hashing {
  flags: number;
  bits: number;
  spec: WindowSpec;
}

/**
 * Whether two models read the same n-grams in the same windows on `surface`, so that one pass serves both: character
 * 4-grams and word 1/2-grams with fmix (the loop hashChar4 specialises), block pairs of one length with presence counts
 * on `surface` for both, and the second with no more bits than the first (its bucket is then the first's shifted right:
 * both are the top bits of one 32-bit hash).
 */
export function hashAlike(a: Hashing, b: Hashing, surface: InjectionSurface): boolean {
  return (
    a.flags === CHAR4_WORDS &&
    b.flags === CHAR4_WORDS &&
    a.spec.blocks &&
    b.spec.blocks &&
    a.spec.length === b.spec.length &&
    (a.spec.presence?.includes(surface) ?? false) &&
    (b.spec.presence?.includes(surface) ?? false) &&
    b.bits <= a.bits
  );
}

/**
 * bestPresenceWindow (model-windows.ts) for block pairs, for two models at once: PAIR_BEST[0] the first's highest window
 * score, PAIR_BEST[1] the second's (-Infinity when no window holds an n-gram). Each model's sums add its buckets in the
 * order its own pass would, so both scores are bit-identical to two separate passes. `bits` is the first model's.
 */
export function bestPresencePair(
  input: string,
  bits: number,
  blockLength: number,
  main: PairSide,
  head: PairSide,
): void {
  const len = input.length;
  const shift = 32 - bits;
  const b = blockLength / 2;
  const drop = head.drop;
  let id = startIds(b);
  const packedM = packedOf(main.codes);
  const packedH = packedOf(head.codes);
  const valuesM = main.values;
  const valuesH = head.values;
  let bestM = -Infinity;
  let bestH = -Infinity;
  let prevM = 0;
  let prevH = 0;
  let prevN = -1;
  for (let s = 0; s < len || s === 0; s += b) {
    const e = Math.min(len, s + b);
    const n = hashChar4(input, s, e, shift);
    const buf = spanBuckets;
    const prev = id - 1;
    let sumM = 0;
    let freshM = 0;
    let sumH = 0;
    let freshH = 0;
    for (let j = 0; j < n; j++) {
      const bm = buf[j];
      const pm = packedM[bm];
      const seenM = pm >>> 8;
      if (seenM !== id) {
        packedM[bm] = (id << 8) | (pm & 0xff);
        const v = valuesM[pm & 0xff];
        sumM += v;
        if (seenM !== prev) freshM += v;
      }
      const bh = bm >>> drop;
      const ph = packedH[bh];
      const seenH = ph >>> 8;
      if (seenH !== id) {
        packedH[bh] = (id << 8) | (ph & 0xff);
        const v = valuesH[ph & 0xff];
        sumH += v;
        if (seenH !== prev) freshH += v;
      }
    }
    // a window is this block with the one before it, or this block alone when it is the only one
    const wn = prevN >= 0 ? prevN + n : e >= len ? n : 0;
    if (wn > 0) {
      const norm = Math.sqrt(Math.max(wn, MIN_NORM));
      const zm = (prevN >= 0 ? prevM + freshM : sumM) / norm;
      const zh = (prevN >= 0 ? prevH + freshH : sumH) / norm;
      if (zm > bestM) bestM = zm;
      if (zh > bestH) bestH = zh;
    }
    prevM = sumM;
    prevH = sumH;
    prevN = n;
    id = nextId();
  }
  PAIR_BEST[0] = bestM;
  PAIR_BEST[1] = bestH;
}
