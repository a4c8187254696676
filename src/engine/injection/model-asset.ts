// Reads the shipped second-stage weights (assets/injection-model.json) once: decode, validate, and say clearly what is wrong.

import { readFileSync } from "node:fs";
import { DEFAULT_FEATURES, DENSE_SIZE, DENSE_SIZE_STRUCT, type FeatureSet, type InjectionModel } from "./model.ts";
import { featureFlags } from "./model-ngrams.ts";
import { MAX_WINDOW, MIN_WINDOW, SLICE_WINDOWS, type WindowSpec } from "./model-windows.ts";
import type { LengthCorrection } from "./model-length.ts";
import type { InjectionSurface } from "./types.ts";
import { errorText } from "../error-text.ts";

export const MODEL_ASSET_URL = new URL("../../../assets/injection-model.json", import.meta.url);

/** The asset as written by scripts/train-injection.ts: int8 weights (base64) times `scale`. */
export interface ModelAsset {
  format: 1;
  bits: number;
  scale: number;
  weights: string;
  dense: number[];
  calibration: Record<InjectionSurface, [number, number, number]>;
  combine: "stack" | "max";
  surfaces: InjectionSurface[];
  /** the hashed n-grams the weights are for; absent in assets written before it existed (then DEFAULT_FEATURES) */
  features?: FeatureSet;
  /** how texts are cut into windows; absent in assets written before it existed (then 512-character slices every 256) */
  windows?: WindowSpec;
  /** the length correction, per surface (model-length.ts); absent in assets written before round 12 (none) */
  length?: { slope: number[]; from: number[] };
  /** what the weights were trained on and how (informational) */
  meta?: unknown;
  /** a second head (model-head.ts), an asset of its own without a head; absent: none, as before round 18 */
  head?: Omit<ModelAsset, "head">;
}

function fail(what: string): never {
  throw new Error(`injection model asset: ${what}`);
}

/** Turns the asset's JSON into a model; throws an Error naming the field that is wrong. */
export function decodeModel(raw: unknown): InjectionModel {
  const model = decodeOne(raw);
  const head = (raw as Partial<ModelAsset>).head;
  if (head === undefined) return model;
  if (typeof head === "object" && head !== null && "head" in head) fail("head must not hold a head of its own");
  try {
    return { ...model, head: decodeOne(head) };
  } catch (e) {
    fail(`head: ${errorText(e)}`);
  }
}

function decodeOne(raw: unknown): InjectionModel {
  if (typeof raw !== "object" || raw === null) fail("not a JSON object");
  const a = raw as Partial<ModelAsset>;
  if (a.format !== 1) fail(`format ${String(a.format)} is not 1`);
  if (typeof a.bits !== "number" || !Number.isInteger(a.bits) || a.bits < 8 || a.bits > 24)
    fail(`bits ${String(a.bits)} is not an integer in 8..24`);
  if (typeof a.scale !== "number" || !Number.isFinite(a.scale)) fail("scale is not a finite number");
  if (typeof a.weights !== "string") fail("weights is not a base64 string");
  const bytes = Buffer.from(a.weights, "base64");
  if (bytes.length !== 1 << a.bits) fail(`weights hold ${bytes.length} bytes, expected ${1 << a.bits}`);
  const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const weights = new Float32Array(q.length);
  for (let i = 0; i < q.length; i++) weights[i] = q[i] * a.scale;
  if (
    !Array.isArray(a.dense) ||
    (a.dense.length !== DENSE_SIZE && a.dense.length !== DENSE_SIZE_STRUCT) ||
    !a.dense.every((x) => typeof x === "number" && Number.isFinite(x))
  ) {
    fail(`dense must be ${DENSE_SIZE} or ${DENSE_SIZE_STRUCT} finite numbers`);
  }
  const cal = a.calibration;
  for (const s of ["bash", "write", "tool_result", "prompt"] as const) {
    const c = cal?.[s];
    if (!Array.isArray(c) || c.length !== 3 || !c.every((x) => typeof x === "number" && Number.isFinite(x)))
      fail(`calibration.${s} must be [a, c, b]`);
  }
  if (a.combine !== "stack" && a.combine !== "max") fail(`combine "${String(a.combine)}" is not "stack" or "max"`);
  const known = ["bash", "write", "tool_result", "prompt"];
  if (!Array.isArray(a.surfaces) || !a.surfaces.every((x) => known.includes(x)))
    fail(`surfaces must list some of ${known.join(", ")}`);
  return {
    features: decodeFeatures(a.features),
    windows: decodeWindows(a.windows),
    bits: a.bits,
    weights,
    dense: Float32Array.from(a.dense),
    calibration: cal as InjectionModel["calibration"],
    combine: a.combine,
    surfaces: a.surfaces,
    ...(a.length === undefined ? {} : { length: decodeLength(a.length) }),
  };
}

/**
 * The length correction: per surface (bash, write, tool_result, prompt) a finite slope ≥ 0 (a negative one would reward
 * length) and a window count ≥ 1 where it starts.
 */
function decodeLength(raw: unknown): LengthCorrection {
  const r = raw as Partial<Record<"slope" | "from", unknown>> | null;
  const four = (x: unknown, min: number): x is number[] =>
    Array.isArray(x) && x.length === 4 && x.every((v) => typeof v === "number" && Number.isFinite(v) && v >= min);
  if (typeof r !== "object" || r === null || !four(r.slope, 0) || !four(r.from, 1))
    fail("length must be { slope: 4 numbers >= 0, from: 4 window counts >= 1 } (bash, write, tool_result, prompt)");
  return { slope: [...r.slope], from: [...r.from] };
}

/** The asset's feature set: absent means DEFAULT_FEATURES; otherwise orders the model knows and a known hash. */
function decodeFeatures(raw: unknown): FeatureSet {
  if (raw === undefined) return DEFAULT_FEATURES;
  const f = raw as Partial<FeatureSet> | null;
  const ints = (x: unknown): x is number[] => Array.isArray(x) && x.every((n) => Number.isInteger(n));
  if (typeof f !== "object" || f === null || !ints(f.char) || !ints(f.word))
    fail("features must be { char: number[], word: number[], hash }");
  if (f.hash !== "fmix" && f.hash !== "mul") fail(`features.hash "${String(f.hash)}" is not "fmix" or "mul"`);
  if (f.char.length + f.word.length === 0) fail("features hold no n-gram order");
  const out: FeatureSet = { char: [...f.char], word: [...f.word], hash: f.hash };
  try {
    featureFlags(out);
  } catch (e) {
    fail(`features: ${errorText(e)} (char orders 3, 4, 5; word orders 1, 2)`);
  }
  return out;
}

/** The asset's windows: absent means SLICE_WINDOWS; otherwise an even length in MIN_WINDOW..MAX_WINDOW, blocks or slices. */
function decodeWindows(raw: unknown): WindowSpec {
  if (raw === undefined) return SLICE_WINDOWS;
  const w = raw as Partial<WindowSpec> | null;
  if (typeof w !== "object" || w === null || typeof w.blocks !== "boolean")
    fail("windows must be { length: number, blocks: boolean, presence?: surfaces, shifted?: true }");
  const n = w.length;
  if (typeof n !== "number" || !Number.isInteger(n) || n % 2 !== 0 || n < MIN_WINDOW || n > MAX_WINDOW)
    fail(`windows.length ${String(n)} is not an even integer in ${MIN_WINDOW}..${MAX_WINDOW}`);
  const known = ["bash", "write", "tool_result", "prompt"];
  if (w.shifted !== undefined && (w.shifted !== true || !w.blocks))
    fail("windows.shifted is true (block pairs only) or absent");
  const shifted = w.shifted ? { shifted: true } : {};
  if (w.presence === undefined) return { length: n, blocks: w.blocks, ...shifted };
  if (!Array.isArray(w.presence) || !w.presence.every((x) => known.includes(x)))
    fail(`windows.presence ${JSON.stringify(w.presence)} is not a list of surfaces (${known.join(", ")})`);
  return { length: n, blocks: w.blocks, presence: [...w.presence], ...shifted };
}

let cached: { model: InjectionModel | null; error: string | null } | null = null;

/**
 * The shipped model, read on first use. A missing or broken asset does not disable the scanner: the rule score is used
 * alone and `error` says why (the guard shows it); it fails open to the rules, never to "no scanning".
 */
export function shippedModel(): { model: InjectionModel | null; error: string | null } {
  if (cached) return cached;
  try {
    cached = { model: decodeModel(JSON.parse(readFileSync(MODEL_ASSET_URL, "utf8"))), error: null };
  } catch (e) {
    cached = { model: null, error: errorText(e) };
  }
  return cached;
}
