// The labelled n-gram emitter of scripts/model-fp.ts against the model's own emitter: the same buckets in the same order, labels that say the n-gram.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { DEFAULT_FEATURES, type FeatureSet, forEachNgram } from "../../../src/engine/injection/model-ngrams.ts";
import { labelledNgrams } from "../../../scripts/lib/model-fp/ngram-labels.ts";

const F = (char: number[], word: number[], hash: "fmix" | "mul" = "fmix"): FeatureSet => ({ char, word, hash });
const SETS: [string, FeatureSet][] = [
  ["default", DEFAULT_FEATURES],
  ["char 4 + words (shipped)", F([4], [1, 2])],
  ["mul hash", F([3, 4, 5], [1, 2], "mul")],
  ["words only", F([], [1, 2])],
  ["char 5 + unigrams", F([5], [1])],
];
const unit = fc.constantFrom("a", "ig", "nore", " ", "  ", "\n", "\t", "_", "9", "Z", "é", "ж", ".", "-", "you ");
const text = fc.array(unit, { maxLength: 200 }).map((a) => a.join(""));

describe("labelledNgrams", () => {
  test.each(SETS)("%s: the buckets forEachNgram emits, in order (property)", (_n, f) => {
    fc.assert(
      fc.property(text, (t) => {
        const ref: number[] = [];
        forEachNgram(t, 18, (b) => void ref.push(b), f);
        expect(labelledNgrams(t, 18, f).map((g) => g.bucket)).toEqual(ref);
      }),
      { numRuns: 80 },
    );
  });

  test.each([
    ["two words", "rm  -rf", F([4], [1, 2]), ["w:rm", "c4:rm -", "c4:m -r", "c4: -rf", "w:rf", "w2:rm rf"]],
    ["whitespace folded", "ab\n\ncd", F([4], []), ["c4:ab c", "c4:b cd"]],
    ["leading space skipped", "  you", F([3], [1]), ["c3:you", "w:you"]],
    ["empty", "", DEFAULT_FEATURES, []],
  ] as const)("%s: labels say the n-gram", (_n, t, f, labels) => {
    expect(labelledNgrams(t, 18, f).map((g) => g.label)).toEqual(labels);
  });
});
