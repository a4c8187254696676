// The trainer's --check: the default-run guard and the comparison with the committed asset and MODEL.md.

import { describe, expect, test } from "vitest";
import type { ModelAsset } from "../../../../src/engine/injection/model-asset.ts";
import { assertDefaultRun, compareWithCommitted, trainKnobs } from "../../../../scripts/lib/injection-train/check.ts";
import { featureDefinition } from "../../../../scripts/lib/injection-train/describe.ts";
import { RUNTIME_SHAPE, SLICE_SHAPE } from "../../../../scripts/lib/injection-train/lr.ts";

const asset = (scale: number, rows = "r1"): ModelAsset =>
  ({
    format: 1,
    bits: 8,
    scale,
    weights: "",
    dense: [0, 0, 0, 0],
    meta: { fingerprints: { rows, ruleScores: "s1", pin: "p" } },
  }) as unknown as ModelAsset;

describe("trainKnobs / assertDefaultRun", () => {
  test.each([
    [{}, []],
    [{ PATH: "/bin", INJECTION_TRAIN_QUICK: "1" }, ["INJECTION_TRAIN_QUICK"]],
    [{ INJECTION_TRAIN_PIN: "HEAD", INJECTION_TRAIN_BITS: "16" }, ["INJECTION_TRAIN_BITS", "INJECTION_TRAIN_PIN"]],
  ])("%j -> %j", (env, knobs) => expect(trainKnobs(env)).toEqual(knobs));

  test("a knob makes --check refuse, naming it; none passes", () => {
    expect(() => assertDefaultRun({ INJECTION_TRAIN_OWN: "1" })).toThrow(/unset INJECTION_TRAIN_OWN/);
    expect(() => assertDefaultRun({ HOME: "/root" })).not.toThrow();
  });
});

describe("compareWithCommitted", () => {
  const md = "# generated\nline\n";
  const committed = { assetText: `${JSON.stringify(asset(1))}\n`, modelMd: `${md}\n## hand-kept record\n` };

  test("same bytes and MODEL.md starting with the generated part: null", () =>
    expect(compareWithCommitted(committed, asset(1), md)).toBeNull());

  test("another asset: says the asset differs and why (the rows fingerprint)", () => {
    const m = compareWithCommitted(committed, asset(1, "r2"), md);
    expect(m).toMatch(/assets\/injection-model.json differs/);
    expect(m).toMatch(/rows/);
    expect(m).not.toMatch(/MODEL.md/);
  });

  test("another generated MODEL.md: says so, not the asset", () => {
    const m = compareWithCommitted(committed, asset(1), "# generated\nother\n");
    expect(m).toMatch(/MODEL.md's generated part differs/);
    expect(m).not.toMatch(/injection-model.json differs/);
  });
});

describe("featureDefinition", () => {
  test("names the feature set and the window shape the asset reads", () => {
    const blocks = featureDefinition({ char: [4], word: [1, 2], hash: "fmix" }, RUNTIME_SHAPE, { length: 256 }).join(
      "\n",
    );
    expect(blocks).toContain('{"char":[4],"word":[1,2],"hash":"fmix"}');
    expect(blocks).toMatch(/presence counts on tool_result, write/);
    expect(blocks).toMatch(/128-character blocks/);
    const slices = featureDefinition({ char: [3], word: [], hash: "mul" }, SLICE_SHAPE, {}).join("\n");
    expect(slices).toMatch(/512-character slices every 256/);
    expect(slices).not.toMatch(/presence/);
  });
});
