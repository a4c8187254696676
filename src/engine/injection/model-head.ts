// The learned stage's optional second head (trained on our own prose sets), combined with the main model by max: it can only raise a score.

import type { InjectionSurface } from "./types.ts";

/** The part of a model the head's score needs: its logit, its calibration and the surfaces it reads. */
export interface HeadLike {
  calibration: Record<InjectionSurface, [number, number, number]>;
  surfaces: readonly InjectionSurface[];
}

/** Below its warn line the head adds nothing: its false positives would otherwise haze every score the main model leaves low. */
export const HEAD_FLOOR = 0.5;

/** The head's probability from its logit `z` (sigmoid(a * z + b), rounded to 3 decimals), or 0 below HEAD_FLOOR or off the surface. */
export function headProbability(head: HeadLike, z: number, surface: InjectionSurface): number {
  if (!head.surfaces.includes(surface) || z === -Infinity) return 0;
  const [a, , b] = head.calibration[surface];
  const t = a * z + b;
  const p = t >= 0 ? 1 / (1 + Math.exp(-t)) : Math.exp(t) / (1 + Math.exp(t));
  return p < HEAD_FLOOR ? 0 : Math.round(p * 1000) / 1000;
}
