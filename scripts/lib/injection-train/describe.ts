// MODEL.md's feature definition: how the asset's buckets and windows are computed, in words a rewrite of the inference loop can check.

import type { FeatureSet } from "../../../src/engine/injection/model.ts";
import { SURFACES } from "../../../src/engine/injection/types.ts";
import type { WindowShape } from "./lr.ts";

/** The asset's feature definition as MODEL.md lines; `windowsField` is the asset's `windows` field as written. */
export function featureDefinition(features: FeatureSet, shape: WindowShape, windowsField: object): string[] {
  const windowsText =
    (shape.counts === "presence"
      ? `with presence counts on ${(shape.presenceOn ?? SURFACES).join(", ")} (each bucket's weight once per window however often its n-gram repeats; the divisor still counts every n-gram; a block pair's sum is the first block's distinct buckets plus the second's not in the first) and linear counts elsewhere; they `
      : "") +
    (shape.blocks
      ? `are pairs of neighbouring ${shape.window / 2}-character blocks, each block hashed from a fresh state (no n-gram straddles a block edge; a text within one block is one window), the pair's sum the first block's sum plus the second's`
      : `are ${shape.window}-character slices every ${shape.window / 2}`);
  return [
    "Feature definition (`forEachNgram` in src/engine/injection/model-ngrams.ts, the reference the window loops in model-windows.ts and",
    `model-loops.ts must match bucket for bucket; the asset's \`features\` field: ${JSON.stringify(features)}): over the normalised`,
    "text, whitespace runs folded to one space; character n-gram hashes h3 = imul(imul(imul(c2 + 1, 0x01000193) ^ c1, 0x01000193) ^ c,",
    "0x01000193), h4 = imul(h3 ^ (c3 << 16), 0x5bd1e995), h5 = imul(h4 ^ (c4 << 8), 0x5bd1e995), each order emitted only when the",
    "feature set names it, with seeds 0x9e3779b1 / 0x85ebca77 / 0xc2b2ae3d; word unigrams (word = run of [a-z0-9_A-Z] or code point",
    "> 127, FNV-1a-style imul(w ^ c, 0x01000193) from 0) as mix(w ^ 0x27d4eb2f) and bigrams as mix(imul(prev, 0x01000193) ^ w ^",
    "0x165667b1), where w and prev are the mixed unigram hashes; bucket = mix(h ^ seed) >>> (32 - bits), with mix = murmur3's fmix",
    "(hash `fmix`) or imul(x, 0x9e3779b1) (hash `mul`). A window's logit is the sum of its buckets' weights divided by",
    `sqrt(max(n-grams, 256)); windows (the asset's \`windows\` field: ${JSON.stringify(windowsField)}) ${windowsText};`,
    "the text's logit is the best window plus the surface's bias",
    "(plus, only when the asset's `dense` has 10 entries, the structural features of model-structure.ts times dense[4..9]; less, when",
    "the asset has a `length` field, the length correction of model-length.ts for the window count of the text it reads). An asset",
    "without `features` reads character 3/4/5-grams and word 1/2-grams with fmix; one without `windows` reads 512-character slices every 256.",
  ];
}
