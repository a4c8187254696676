// The growth measure behind the linear-time tests can fail: it tells a quadratic cost from a linear one.

import { describe, expect, test } from "vitest";
import { leastGrowth } from "../harness/growth.ts";

/** Touches every pair of characters: quadratic on purpose */
function pairs(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) for (let j = i; j < text.length; j++) n += text.charCodeAt(j) & 1;
  return n;
}

/** Touches every character once */
function once(text: string): number {
  let n = 0;
  for (let k = 0; k < 40; k++) for (let i = 0; i < text.length; i++) n += text.charCodeAt(i) & 1;
  return n;
}

describe("leastGrowth", () => {
  const small = "ab".repeat(500);
  const large = "ab".repeat(8_000);
  test("a quadratic cost over 16x the input grows far past 64x", () => {
    expect(
      leastGrowth(
        () => pairs(small),
        () => pairs(large),
        64,
      ),
    ).toBeGreaterThan(64);
  });
  test("a linear cost over 16x the input stays under 64x", () => {
    expect(
      leastGrowth(
        () => once(small),
        () => once(large),
        64,
      ),
    ).toBeLessThan(64);
  });
});
