// unmatchedOpenBrace: the `{` that opens the block around a position, skipping closed blocks, bounded by a floor.
import { describe, expect, test } from "vitest";
import { unmatchedOpenBrace } from "../../../src/engine/injection/open-brace.ts";

describe("unmatchedOpenBrace", () => {
  test.each([
    ["the brace just before", '{"role": "user"}', 1, 0, 0],
    ["a closed block before is skipped", '{"a": {"b": 1}, "role": "x"}', 17, 0, 0],
    ["the innermost open block", '{"a": {"role": "x"}}', 8, 0, 6],
    ["the position itself may be the brace", "x { y", 2, 0, 2],
    ["no brace", '"role": "user"', 5, 0, -1],
    ["only closed blocks", "{a} {b} c", 8, 0, -1],
    ["a floor stops the reading", '{ "a": 1, "role": "x"', 12, 3, -1],
    ["a start before the text", "{x}", -1, 0, -1],
    ["a start past a stray closing brace", "} {", 2, 0, 2],
  ])("%s", (_name, text, from, floor, expected) => {
    expect(unmatchedOpenBrace(text, from, floor)).toBe(expected);
  });

  test("hostile input: ten thousand closing braces answer -1 without throwing", () => {
    expect(unmatchedOpenBrace("}".repeat(10_000), 9_999)).toBe(-1);
  });
});
