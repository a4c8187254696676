// Reads the shipped second-stage weights (assets/injection-model.json) once: decode, validate, and say clearly what is wrong.

import { readFileSync } from "node:fs";
import { DENSE_SIZE, DENSE_SIZE_STRUCT, type InjectionModel } from "./model.ts";
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
  /** what the weights were trained on and how (informational) */
  meta?: unknown;
}

function fail(what: string): never {
  throw new Error(`injection model asset: ${what}`);
}

/** Turns the asset's JSON into a model; throws an Error naming the field that is wrong. */
export function decodeModel(raw: unknown): InjectionModel {
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
    bits: a.bits,
    weights,
    dense: Float32Array.from(a.dense),
    calibration: cal as InjectionModel["calibration"],
    combine: a.combine,
    surfaces: a.surfaces,
  };
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
