// Two training-side remedies for the second stage's false positives on ordinary prose: carrier-balanced row weights and document-frequency feature scales.

import type { Vec } from "./lr.ts";

/**
 * Carrier balance: in each source that holds both benign rows and injections (a carrier such as BIPIA's e-mails or
 * docker's docs, with attacks inserted into some of its texts), the benign rows are up-weighted until they weigh as much
 * as the source's injections. The carrier's own text (greetings, "if you have any questions just reply", headers) then
 * pulls down as hard as the injected copies pull it up, and only the inserted attack is left to separate the classes.
 * Without it each injection weighs about 3.7 benign rows (injections are scaled to the weighted benign total, real files
 * 4x), so a carrier's ordinary wording reads as evidence of an attack. Benign rows are never down-weighted.
 */
export function carrierBalanced(
  groups: readonly string[],
  ys: readonly (0 | 1)[],
  weights: readonly number[],
): number[] {
  const pos = new Map<string, number>();
  const neg = new Map<string, number>();
  for (let i = 0; i < groups.length; i++) {
    const m = ys[i] === 1 ? pos : neg;
    m.set(groups[i], (m.get(groups[i]) ?? 0) + weights[i]);
  }
  return weights.map((w, i) => {
    if (ys[i] === 1) return w;
    const p = pos.get(groups[i]) ?? 0;
    const n = neg.get(groups[i]) ?? 0;
    return p > n && n > 0 ? (w * p) / n : w;
  });
}

/**
 * Per-bucket input scales from document frequency over `vecs` (labels unused): s = idf / max idf with idf =
 * ln((1 + N) / (1 + df)) + 1, df the number of rows whose windows hold the bucket. Training on x·s and shipping w·s gives
 * the same run-time logit as an ordinary weight table, while an n-gram found in most texts (" you", "his ", "e an") needs
 * far more evidence to gain weight than a rare one: its steps shrink by s and its L2 penalty grows by 1/s².
 */
export function idfScales(vecs: readonly Vec[], bits: number): Float32Array {
  const df = new Uint32Array(1 << bits);
  const seen = new Uint32Array(1 << bits);
  for (let r = 0; r < vecs.length; r++)
    for (const w of vecs[r].wins)
      for (const k of w.idx)
        if (seen[k] !== r + 1) {
          seen[k] = r + 1;
          df[k]++;
        }
  const n = vecs.length;
  const max = Math.log(1 + n) + 1;
  const s = new Float32Array(1 << bits);
  for (let k = 0; k < s.length; k++) s[k] = (Math.log((1 + n) / (1 + df[k])) + 1) / max;
  return s;
}

/** Multiplies every window value by its bucket's scale, in place. */
export function scaleVecs(vecs: Vec[], s: Float32Array): void {
  for (const v of vecs) for (const w of v.wins) for (let j = 0; j < w.idx.length; j++) w.val[j] *= s[w.idx[j]];
}
