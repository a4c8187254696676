// Applying edit-tool edits[] to the current file for before-reviews: exact match, CRLF retry, not found, ambiguity, overlap.

import { describe, expect, it } from "vitest";
import { applyEdits, editsFromInput } from "../../../src/engine/review/edits.ts";

describe("applyEdits", () => {
  it("applies several non-overlapping edits against the original text", () => {
    const r = applyEdits("a b c d", [
      { oldText: "d", newText: "D" },
      { oldText: "a", newText: "A" },
    ]);
    expect(r).toEqual({ content: "A b c D", problems: [], applied: 2 });
  });
  it("reports an oldText that is not found and applies the rest", () => {
    const r = applyEdits("hello world", [
      { oldText: "nope", newText: "x" },
      { oldText: "world", newText: "there" },
    ]);
    expect(r.content).toBe("hello there");
    expect(r.problems).toEqual(["edit 1: oldText not found in the current file"]);
  });
  it("retries on LF-normalised text for CRLF files", () => {
    const r = applyEdits("one\r\ntwo\r\nthree\r\n", [{ oldText: "one\ntwo", newText: "1\n2" }]);
    expect(r.content).toBe("1\n2\nthree\n");
    expect(r.problems).toEqual([]);
  });
  it("notes an ambiguous oldText and an overlapping edit", () => {
    const r = applyEdits("x x", [
      { oldText: "x", newText: "y" },
      { oldText: "x x", newText: "z" },
    ]);
    expect(r.problems.some((p) => p.includes("more than once"))).toBe(true);
    expect(r.problems.some((p) => p.includes("overlaps"))).toBe(true);
  });
});

describe("editsFromInput", () => {
  it("reads edits[] and the legacy top-level form", () => {
    expect(editsFromInput({ path: "a", edits: [{ oldText: "a", newText: "b" }] })).toEqual([
      { oldText: "a", newText: "b" },
    ]);
    expect(editsFromInput({ path: "a", oldText: "a", newText: "b" })).toEqual([{ oldText: "a", newText: "b" }]);
    expect(editsFromInput({ path: "a", edits: "bad" })).toEqual([]);
  });
});
