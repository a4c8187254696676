// Deterministic training of the second stage: windowed logistic regression (max over windows) by SGD, and the per-surface stacker.

import { STRUCT_SIZE, structuralFeatures } from "../../../src/engine/injection/model-structure.ts";
import {
  DEFAULT_FEATURES,
  DENSE_SIZE,
  type FeatureSet,
  forEachNgram,
  MIN_NORM,
  modelInput,
  sigmoid,
  SURFACE_INDEX,
  WINDOW,
  windows,
} from "../../../src/engine/injection/model.ts";
import { blocks } from "../../../src/engine/injection/model-windows.ts";
import { type LengthCorrection, lengthTerm, windowCount } from "../../../src/engine/injection/model-length.ts";
import type { InjectionSurface } from "../../../src/engine/injection/types.ts";

/** One window's hashed features, duplicates merged (value = count / sqrt(n-grams in the window)). */
export interface Win {
  idx: Int32Array;
  val: Float32Array;
}

/** One row: its windows (a row without any n-gram has none and scores -Infinity) and its surface (the bias it uses). */
export interface Vec {
  wins: Win[];
  surface: number;
  /** the text's structural features (model-structure.ts), added to every window's logit */
  extra: Float32Array;
  /** how many windows the run time scores in this text (model-length.ts windowCount; absent: its windows with n-grams) */
  nwin?: number;
}

/**
 * The per-window values (eval/injection/model-variants.md). The run-time loop computes linear counts over
 * sqrt(max(n-grams, MIN_NORM)) for any window length, as slices or as block pairs (the asset's `windows` field); the
 * other counts and norms are training-only variants.
 */
export interface WindowShape {
  /** per-bucket count c in a window: as is, sqrt(c), 1 + ln(c), or 1 (`presence`: a repeated n-gram counts once) */
  counts: "linear" | "sqrt" | "log" | "presence";
  /** divide by sqrt(max(n-grams, MIN_NORM)) (`sqrtn`) or by the window vector's L2 norm (at least sqrt(MIN_NORM)) */
  norm: "sqrtn" | "l2";
  /** window length (stride half of it) */
  window: number;
  /**
   * windows as pairs of neighbouring blocks of window/2 characters, each block's n-grams hashed on their own (none
   * straddles a block edge): the shape a one-pass run-time loop can sum (each character read once)
   */
  blocks: boolean;
  /** with counts "presence": the surfaces that read presence counts (the others read linear counts; absent: all) */
  presenceOn?: readonly InjectionSurface[];
  /** block pairs only: the windows of a second grid half a block in too (the run time's `shifted`, model-windows.ts) */
  shifted?: boolean;
}
/** The windows of assets written before the asset's `windows` field: 512-character slices every 256. */
export const SLICE_SHAPE: WindowShape = { counts: "linear", norm: "sqrtn", window: WINDOW, blocks: false };
/**
 * What `npm run train:injection` ships: 256-character windows as pairs of 128-character blocks (round 6's best variant by
 * group CV) with presence counts on tool_result and write (a repeated n-gram counts once there; prompts keep linear
 * counts). Round 8 built presence counts but kept linear ones: their full run warned on 22 of 203 ordinary dev e-mails.
 * Round 9's carrier balance (weights.ts) removed those warnings, and presence then gave the fewest model-added warnings and
 * blocks on real files (eval/injection/model-variants.md, round 9).
 */
export const RUNTIME_SHAPE: WindowShape = {
  counts: "presence",
  norm: "sqrtn",
  window: 256,
  blocks: true,
  presenceOn: ["tool_result", "write"],
};
/** RUNTIME_SHAPE with linear counts on every surface (INJECTION_TRAIN_COUNTS=linear). */
export const LINEAR_SHAPE: WindowShape = { counts: "linear", norm: "sqrtn", window: 256, blocks: true };

/** Block-pair windows: [start, end) of each block, and the windows as the block indices they join. */
function blockWindows(length: number, window: number): { blocks: [number, number][]; wins: number[][] } {
  const bs = blocks(length, window);
  const wins = bs.length === 1 ? [[0]] : bs.slice(1).map((_, k) => [k, k + 1]);
  return { blocks: bs, wins };
}

/** Each window's bucket counts and n-gram count, as `shape` cuts `input` (block pairs or slices). */
function spansOf(
  input: string,
  bits: number,
  features: FeatureSet,
  shape: WindowShape,
): { counts: Map<number, number>; n: number }[] {
  const blockCounts: { counts: Map<number, number>; n: number }[] = [];
  const bw = shape.blocks ? blockWindows(input.length, shape.window) : null;
  if (bw)
    for (const [s, e] of bw.blocks) {
      const counts = new Map<number, number>();
      const n = forEachNgram(input.slice(s, e), bits, (b) => counts.set(b, (counts.get(b) ?? 0) + 1), features);
      blockCounts.push({ counts, n });
    }
  return bw
    ? bw.wins.map((ks) => {
        const counts = new Map<number, number>();
        let n = 0;
        for (const k of ks) {
          n += blockCounts[k].n;
          for (const [b, c] of blockCounts[k].counts) counts.set(b, (counts.get(b) ?? 0) + c);
        }
        return { counts, n };
      })
    : windows(input.length, shape.window).map(([s, e]) => {
        const counts = new Map<number, number>();
        const n = forEachNgram(input.slice(s, e), bits, (b) => counts.set(b, (counts.get(b) ?? 0) + 1), features);
        return { counts, n };
      });
}

/** The same windows and numbers `logit()` in model.ts computes at run time (for linear counts and sqrtn). */
export function featurize(
  normText: string,
  surface: InjectionSurface,
  bits: number,
  features: FeatureSet = DEFAULT_FEATURES,
  shape: WindowShape = RUNTIME_SHAPE,
  /** compute the structural features (regex passes; zeros when the run cannot use them) */
  structure = true,
): Vec {
  const input = modelInput(normText);
  const wins: Win[] = [];
  const f =
    shape.counts === "sqrt"
      ? Math.sqrt
      : shape.counts === "log"
        ? (c: number) => 1 + Math.log(c)
        : shape.counts === "presence" && (shape.presenceOn?.includes(surface) ?? true)
          ? () => 1
          : null;
  const q = shape.window / 4;
  const spans =
    shape.blocks && shape.shifted && input.length > 2 * q
      ? [...spansOf(input, bits, features, shape), ...spansOf(input.slice(q), bits, features, shape)]
      : spansOf(input, bits, features, shape);
  for (const { counts, n } of spans) {
    if (n === 0) continue;
    const keys = [...counts.keys()].sort((a, b) => a - b);
    const vals = keys.map((k) => (f ? f(counts.get(k) ?? 0) : (counts.get(k) ?? 0)));
    let sq = 0;
    for (const v of vals) sq += v * v;
    const norm = 1 / Math.sqrt(Math.max(shape.norm === "l2" ? sq : n, MIN_NORM));
    wins.push({ idx: Int32Array.from(keys), val: Float32Array.from(vals.map((v) => v * norm)) });
  }
  return {
    wins,
    surface: SURFACE_INDEX[surface],
    extra: structure ? structuralFeatures(normText) : new Float32Array(STRUCT_SIZE),
    nwin: windowCount(input.length, { length: shape.window, blocks: shape.blocks }),
  };
}

/** A seeded 32-bit PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LrOptions {
  bits: number;
  epochs: number;
  lr: number;
  l2: number;
  seed: number;
  /** learn weights for the structural features too (dense grows to DENSE_SIZE + STRUCT_SIZE) */
  structure: boolean;
}

export interface Lr {
  w: Float32Array;
  dense: Float32Array;
  /** the length correction (length.ts; set after training, from out-of-fold logits) */
  length?: LengthCorrection;
}

function winLogit(w: Float32Array, x: Win): number {
  let z = 0;
  for (let j = 0; j < x.idx.length; j++) z += w[x.idx[j]] * x.val[j];
  return z;
}

/** The row's logit (highest window) and which window it was. */
export function rowLogit(m: Lr, v: Vec): { z: number; at: number } {
  let best = -Infinity;
  let at = 0;
  for (let k = 0; k < v.wins.length; k++) {
    const z = winLogit(m.w, v.wins[k]);
    if (z > best) {
      best = z;
      at = k;
    }
  }
  if (v.wins.length === 0) return { z: -Infinity, at };
  let z = best + m.dense[v.surface];
  if (m.dense.length > DENSE_SIZE) for (let k = 0; k < STRUCT_SIZE; k++) z += m.dense[DENSE_SIZE + k] * v.extra[k];
  if (m.length) z -= lengthTerm(m.length, v.surface, v.nwin ?? v.wins.length);
  return { z, at };
}

/**
 * Trains on `vecs` with labels `y` and sample weights `sw`: SGD on the highest-scoring window of each row (multiple-instance
 * learning: a long benign text pushes down its most suspicious window, an injection pulls up its most suspicious one),
 * step lr / (1 + epoch), L2 on touched weights, fixed seed and order. Same inputs, same weights.
 */
export function train(vecs: Vec[], y: number[], sw: number[], o: LrOptions): Lr {
  const w = new Float32Array(1 << o.bits);
  const dense = new Float32Array(o.structure ? DENSE_SIZE + STRUCT_SIZE : DENSE_SIZE);
  const order = vecs.map((_, i) => i);
  const rnd = prng(o.seed);
  const m = { w, dense };
  for (let e = 0; e < o.epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const lr = o.lr / (1 + e);
    for (const i of order) {
      const v = vecs[i];
      if (v.wins.length > 0) sgdStep(m, v, y[i], sw[i], lr, o);
    }
  }
  return m;
}

/** One SGD step on row `v` (label `y`, sample weight `sw`): its highest window's weights, its surface's bias, the structural weights. */
export function sgdStep(
  m: Lr,
  v: Vec,
  y: number,
  sw: number,
  lr: number,
  o: Pick<LrOptions, "l2" | "structure">,
): void {
  const { z, at } = rowLogit(m, v);
  const g = (sigmoid(z) - y) * sw;
  const x = v.wins[at];
  for (let j = 0; j < x.idx.length; j++) {
    const k = x.idx[j];
    m.w[k] -= lr * (g * x.val[j] + o.l2 * m.w[k]);
  }
  m.dense[v.surface] -= lr * g;
  if (o.structure)
    for (let k = 0; k < STRUCT_SIZE; k++)
      m.dense[DENSE_SIZE + k] -= lr * (g * v.extra[k] + o.l2 * m.dense[DENSE_SIZE + k]);
}

/** Weighted log-loss of sigmoid(a z + c r + b) with a small ridge, so separable data keeps finite parameters. */
function loss(z: number[], r: number[], y: number[], bw: number, p: number[]): number {
  let l = 1e-3 * (p[0] * p[0] + p[1] * p[1] + p[2] * p[2]);
  for (let i = 0; i < z.length; i++) {
    const t = p[0] * z[i] + p[1] * r[i] + p[2];
    const u = y[i] ? -t : t;
    l += (y[i] ? 1 : bw) * (u > 0 ? u + Math.log1p(Math.exp(-u)) : Math.log1p(Math.exp(u)));
  }
  return l;
}

/**
 * The per-surface calibration [a, c, b] minimising weighted log-loss of sigmoid(a z + c r + b) (r: rule score; pass r = 0
 * everywhere for plain Platt scaling); benign rows weigh `bw`. Newton steps with backtracking.
 */
export function stacker(z: number[], r: number[], y: number[], bw: number): [number, number, number] {
  let p = [1, 0, 0];
  let cur = loss(z, r, y, bw, p);
  for (let it = 0; it < 200; it++) {
    const g = [2e-3 * p[0], 2e-3 * p[1], 2e-3 * p[2]];
    const h = [
      [2e-3, 0, 0],
      [0, 2e-3, 0],
      [0, 0, 2e-3],
    ];
    for (let i = 0; i < z.length; i++) {
      const x = [z[i], r[i], 1];
      const q = sigmoid(p[0] * x[0] + p[1] * x[1] + p[2]);
      const wt = y[i] ? 1 : bw;
      const d = (q - y[i]) * wt;
      const hh = q * (1 - q) * wt;
      for (let a = 0; a < 3; a++) {
        g[a] += d * x[a];
        for (let b = 0; b < 3; b++) h[a][b] += hh * x[a] * x[b];
      }
    }
    const step = solve3(h, g);
    let t = 1;
    let next = loss(
      z,
      r,
      y,
      bw,
      p.map((v, k) => v - t * step[k]),
    );
    while (next > cur && t > 1e-6) {
      t /= 2;
      next = loss(
        z,
        r,
        y,
        bw,
        p.map((v, k) => v - t * step[k]),
      );
    }
    if (next > cur) break;
    p = p.map((v, k) => v - t * step[k]);
    const done = cur - next < 1e-10 * (1 + cur);
    cur = next;
    if (done) break;
  }
  return [p[0], p[1], p[2]];
}

/** Solves the 3x3 system h x = g (Cramer's rule; h is positive definite thanks to the ridge). */
function solve3(h: number[][], g: number[]): number[] {
  const det = (m: number[][]): number =>
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
    m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
    m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
  const d = det(h);
  return [0, 1, 2].map((k) => det(h.map((row, i) => row.map((v, j) => (j === k ? g[i] : v)))) / d);
}
