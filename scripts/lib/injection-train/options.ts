// The trainer's settings from the environment: the feature set and table size to train, quick mode, and where to write.

import type { FeatureSet } from "../../../src/engine/injection/model.ts";
import { featureFlags } from "../../../src/engine/injection/model-ngrams.ts";

/**
 * The feature set and table size `npm run train:injection` ships by default: character 4-grams and word 1/2-grams with
 * murmur3's fmix in 2^18 buckets. Chosen by group CV among the variants in eval/injection/model-variants.md: the only
 * cheaper set that was not worse than the old default (char 3/4/5 + word 1/2, fmix, 2^18 = DEFAULT_FEATURES, which
 * assets without a `features` field still use) on two different fold assignments; it was better on both.
 */
export const DEFAULT_BITS = 18;
export const SHIPPED_FEATURES: FeatureSet = { char: [4], word: [1, 2], hash: "fmix" };

export interface TrainSettings {
  bits: number;
  features: FeatureSet;
  /** fixed hyper-parameters (no grid) and no transfer section: one comparison of feature sets takes minutes */
  quick: boolean;
  /** folder for injection-model.json and MODEL.md (default: assets/ and eval/injection/) */
  out: string | null;
}

function orders(raw: string | undefined, name: string, fallback: readonly number[]): number[] {
  if (raw === undefined) return [...fallback];
  if (raw.trim() === "") return [];
  const xs = raw.split(",").map((x) => Number(x.trim()));
  if (xs.some((x) => !Number.isInteger(x))) throw new Error(`${name}="${raw}": a comma-separated list of integers`);
  return xs;
}

/**
 * Reads INJECTION_TRAIN_BITS (table size, log2), INJECTION_TRAIN_CHAR ("3,4,5"), INJECTION_TRAIN_WORD ("1,2"),
 * INJECTION_TRAIN_HASH (fmix|mul), INJECTION_TRAIN_QUICK=1 and INJECTION_TRAIN_OUT=folder; throws on a bad value.
 */
export function trainSettings(env: NodeJS.ProcessEnv): TrainSettings {
  const bits = env.INJECTION_TRAIN_BITS === undefined ? DEFAULT_BITS : Number(env.INJECTION_TRAIN_BITS);
  if (!Number.isInteger(bits) || bits < 8 || bits > 24)
    throw new Error(`INJECTION_TRAIN_BITS=${env.INJECTION_TRAIN_BITS}: an integer in 8..24`);
  const hash = env.INJECTION_TRAIN_HASH ?? SHIPPED_FEATURES.hash;
  if (hash !== "fmix" && hash !== "mul") throw new Error(`INJECTION_TRAIN_HASH=${hash}: "fmix" or "mul"`);
  const features: FeatureSet = {
    char: orders(env.INJECTION_TRAIN_CHAR, "INJECTION_TRAIN_CHAR", SHIPPED_FEATURES.char),
    word: orders(env.INJECTION_TRAIN_WORD, "INJECTION_TRAIN_WORD", SHIPPED_FEATURES.word),
    hash,
  };
  featureFlags(features); // throws on orders the model cannot compute
  if (features.char.length + features.word.length === 0) throw new Error("the feature set holds no n-gram order");
  return { bits, features, quick: env.INJECTION_TRAIN_QUICK === "1", out: env.INJECTION_TRAIN_OUT || null };
}

/** "char 3,4,5 + word 1,2, fmix" */
export function describeFeatures(f: FeatureSet): string {
  const parts = [
    f.char.length ? `character ${f.char.join("/")}-grams` : "",
    f.word.length ? `word ${f.word.join("/")}-grams` : "",
  ].filter((x) => x);
  return `${parts.join(" and ")} (${f.hash === "mul" ? "one-multiply hash" : "murmur3 fmix hash"})`;
}
