// The trainer's hyper-parameter grid: L2 and the weight of benign real files (and the structural features when asked for).

import type { Hyper } from "./fitter.ts";

/**
 * The points the group CV compares. Quick mode (INJECTION_TRAIN_QUICK=1): one point, INJECTION_TRAIN_L2 (default 1e-4) and
 * INJECTION_TRAIN_REALWEIGHT (default 4). The structural features are in the grid only with `structure`
 * (INJECTION_TRAIN_STRUCTURE=1): they cost regex passes over every text the model reads (more than the hashed n-grams' own
 * loop on short texts); eval/injection/model-variants.md has their CV.
 */
export function trainGrid(quick: boolean, structure: boolean, env: NodeJS.ProcessEnv): Hyper[] {
  const structures = structure ? [false, true] : [false];
  return quick
    ? [
        {
          l2: Number(env.INJECTION_TRAIN_L2 ?? 1e-4),
          realWeight: Number(env.INJECTION_TRAIN_REALWEIGHT ?? 4),
          structure,
        },
      ]
    : [
        { l2: 1e-4, realWeight: 1, structure: false },
        ...[1e-5, 1e-4, 1e-3].flatMap((l2) => structures.map((s) => ({ l2, realWeight: 4, structure: s }))),
      ];
}
