// The trainer's inputs per row: the rule stage's score and normalised text (cached by content between runs) and the model's feature vectors.

import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cleanView } from "../../../src/engine/injection/clean.ts";
import type { FeatureSet } from "../../../src/engine/injection/model.ts";
import { normalize } from "../../../src/engine/injection/normalize.ts";
import { ruleStage } from "../../../src/engine/injection/scan.ts";
import type { TrainRow } from "./data.ts";
import { featurize, type Vec, type WindowShape } from "./lr.ts";

export interface Stage {
  score: number;
  normText: string;
}

/** The cache key of a row: its surface and text (a rule change makes every entry stale: delete the file). */
export const stageKey = (r: Pick<TrainRow, "surface" | "text">): string =>
  createHash("sha256").update(`${r.surface}\0${r.text}`).digest("base64url");

/**
 * The rule stage of every row. With `cacheFile` (INJECTION_TRAIN_CACHE, for tuning runs; never with --check) the
 * results are kept by content, so runs with other rows (a leave-out, own sets in or out) reuse them.
 */
export function ruleStages(rows: readonly TrainRow[], cacheFile?: string): Stage[] {
  const cache: Record<string, Stage> =
    cacheFile && existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, "utf8")) as Record<string, Stage>) : {};
  let added = 0;
  const out = rows.map((r) => {
    const key = cacheFile ? stageKey(r) : "";
    const hit = cacheFile ? cache[key] : undefined;
    if (hit) return hit;
    const { rule, normText } = ruleStage(r.text, r.surface);
    const s = { score: rule.score, normText };
    if (cacheFile) {
      cache[key] = s;
      added++;
    }
    return s;
  });
  if (cacheFile && added > 0) writeFileSync(cacheFile, JSON.stringify(cache));
  return out;
}

export interface VecSettings {
  bits: number;
  features: FeatureSet;
  shape: WindowShape;
  /** the model reads the rule stage's cleaned view where there is one (INJECTION_TRAIN_CLEAN=1, training-only) */
  clean: boolean;
  structure: boolean;
}

/**
 * Each row's feature vector: the normalised text (or with `clean`, the cleaned view where the rule stage has one: entities,
 * Markdown inside words, leetspeak, typos of cue words undone; clean.ts).
 */
export function rowVecs(rows: readonly TrainRow[], stages: readonly Stage[], s: VecSettings): Vec[] {
  const modelText = (r: TrainRow, i: number): string =>
    s.clean && r.surface !== "bash"
      ? (cleanView(normalize(r.text).main)?.text ?? stages[i].normText)
      : stages[i].normText;
  return rows.map((r, i) => featurize(modelText(r, i), r.surface, s.bits, s.features, s.shape, s.structure));
}
