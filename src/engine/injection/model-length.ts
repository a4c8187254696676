// The learned stage's length correction: a long text offers many windows, so its best window is high by chance alone.

import { blocks, type WindowSpec, windows } from "./model-windows.ts";

/**
 * The correction an asset carries (its `length` field), per surface (bash, write, tool_result, prompt): `slope` logit
 * units per doubling of the window count beyond `from` windows. `from` is where the texts the calibration was fitted on
 * typically end, so those keep their scores and only longer texts are brought back to their level.
 */
export interface LengthCorrection {
  slope: readonly number[];
  from: readonly number[];
}

/**
 * How many windows the model scores in an input of `length` characters, as `bestWindow` cuts it: block pairs (one
 * window for a text within one block) or slices every length/2.
 */
export function windowCount(length: number, spec: WindowSpec): number {
  if (!spec.blocks) return windows(length, spec.length).length;
  const n = blocks(length, spec.length).length;
  return n === 1 ? 1 : n - 1;
}

/** What the correction takes off a text's logit: slope × log2(windows / from) where the text has more than `from`. */
export function lengthTerm(c: LengthCorrection | undefined, surfaceIndex: number, windowsScored: number): number {
  const k = c?.slope[surfaceIndex] ?? 0;
  const from = c?.from[surfaceIndex] ?? 1;
  return k > 0 && windowsScored > from ? k * Math.log2(windowsScored / from) : 0;
}
