// The length correction: window counts as the run time cuts them, the term per surface, and the asset field that holds it.

import { describe, expect, test } from "vitest";
import { decodeModel } from "../../../src/engine/injection/model-asset.ts";
import { flatModelAsset } from "../../fixtures/flat-model.ts";
import { lengthTerm, windowCount } from "../../../src/engine/injection/model-length.ts";
import { logit, SURFACE_INDEX } from "../../../src/engine/injection/model.ts";

const BLOCKS = { length: 256, blocks: true };
const SLICES = { length: 512, blocks: false };

describe("windowCount", () => {
  test.each([
    ["empty text, block pairs", 0, BLOCKS, 1],
    ["within one block", 128, BLOCKS, 1],
    ["two blocks: one pair", 129, BLOCKS, 1],
    ["three blocks: two pairs", 257, BLOCKS, 2],
    ["the model's whole view (12,001 characters)", 12001, BLOCKS, 93],
    ["slices: shorter than a window", 100, SLICES, 1],
    ["slices: 1,024 characters", 1024, SLICES, 3],
  ])("%s", (_name, length, spec, n) => {
    expect(windowCount(length, spec)).toBe(n);
  });
});

describe("lengthTerm", () => {
  const c = { slope: [0, 0.2, 0.5, 0], from: [1, 8, 4, 1] };
  test.each([
    ["one window loses nothing", c, SURFACE_INDEX.tool_result, 1, 0],
    ["up to `from` windows loses nothing (the calibration texts' length)", c, SURFACE_INDEX.tool_result, 4, 0],
    ["one doubling beyond `from`", c, SURFACE_INDEX.tool_result, 8, 0.5],
    ["three doublings beyond `from` on write", c, SURFACE_INDEX.write, 64, 0.6],
    ["a surface with slope 0", c, SURFACE_INDEX.prompt, 64, 0],
    ["no correction at all", undefined, SURFACE_INDEX.write, 64, 0],
  ])("%s", (_name, lc, surface, n, want) => {
    expect(lengthTerm(lc, surface, n)).toBeCloseTo(want, 9);
  });
});

describe("the asset's length field", () => {
  // weights of +1 on every bucket: every window sums to its n-gram count, so the best window is the same for a short
  // text and for many repeats of it, and only the length term tells them apart
  const good = flatModelAsset(1 / 127);
  const from = [1, 1, 1, 1];
  test.each([
    ["not an object", 0.3, /length must be \{ slope/],
    ["three slopes", { slope: [0, 0.1, 0.1], from }, /length must be/],
    ["a negative slope (would reward length)", { slope: [0, -0.1, 0.1, 0], from }, /length must be/],
    ["a start below one window", { slope: [0, 0.1, 0.1, 0], from: [1, 0, 1, 1] }, /length must be/],
    ["no start", { slope: [0, 0.1, 0.1, 0] }, /length must be/],
  ])("rejects %s", (_name, length, msg) => {
    expect(() => decodeModel({ ...good, length })).toThrow(msg);
  });

  test("an asset without it scores as before; with it a long text loses its slope per doubling of windows", () => {
    const short = "the quick brown fox jumps over the lazy dog. ".repeat(2);
    const long = short.repeat(60);
    const plain = decodeModel(good);
    const corrected = decodeModel({ ...good, length: { slope: [0, 0, 0.5, 0], from: [1, 1, 2, 1] } });
    expect(plain.length).toBeUndefined();
    expect(logit(corrected, short, "tool_result")).toBe(logit(plain, short, "tool_result"));
    const n = windowCount(long.length, good.windows);
    expect(n).toBeGreaterThan(8);
    expect(logit(plain, long, "tool_result") - logit(corrected, long, "tool_result")).toBeCloseTo(
      0.5 * Math.log2(n / 2),
      5,
    );
    // write has slope 0 in this asset: unchanged
    expect(logit(corrected, long, "write")).toBe(logit(plain, long, "write"));
  });
});
