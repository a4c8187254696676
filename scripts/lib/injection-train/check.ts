// `npm run train:injection -- --check`: the default run's guard (no INJECTION_TRAIN_* knob) and the comparison of what it would write with what is committed.

import { readFileSync } from "node:fs";
import type { ModelAsset } from "../../../src/engine/injection/model-asset.ts";
import { assetDiff } from "./asset.ts";

/** The environment variables that change a training run (INJECTION_TRAIN_*), sorted. */
export function trainKnobs(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter((k) => k.startsWith("INJECTION_TRAIN_"))
    .sort();
}

/** Throws when `--check` is asked for a run that is not the default one (a knob would compare another variant). */
export function assertDefaultRun(env: NodeJS.ProcessEnv): void {
  const knobs = trainKnobs(env);
  if (knobs.length > 0) throw new Error(`--check compares the default run: unset ${knobs.join(", ")}`);
}

export interface Committed {
  /** the committed asset file's text */
  assetText: string;
  /** the committed MODEL.md's text */
  modelMd: string;
}

/**
 * Compares the asset and MODEL.md's generated part a run would write with the committed files: null when they match,
 * else the message that says what differs (and why, from the asset's fingerprints).
 */
export function compareWithCommitted(committed: Committed, asset: ModelAsset, generatedMd: string): string | null {
  const bytesSame = committed.assetText === `${JSON.stringify(asset)}\n`;
  const mdSame = committed.modelMd.startsWith(generatedMd);
  if (bytesSame && mdSame) return null;
  const why = bytesSame ? [] : assetDiff(JSON.parse(committed.assetText) as ModelAsset, asset);
  return `--check: ${bytesSame ? "" : `assets/injection-model.json differs from what the trainer writes (${why.join("; ") || "bytes only"}); `}${mdSame ? "" : "eval/injection/MODEL.md's generated part differs; "}retrain with npm run train:injection`;
}

/** Reads the committed files `compareWithCommitted` takes. */
export function readCommitted(assetPath: string, modelMdPath: string): Committed {
  return { assetText: readFileSync(assetPath, "utf8"), modelMd: readFileSync(modelMdPath, "utf8") };
}
