// Unknown-command suggestions: edit distance and the "did you mean" text.

import { describe, expect, it } from "vitest";
import { editDistance } from "../../../src/engine/edit-distance.ts";
import { didYouMean, suggestCommands } from "../../../src/engine/prompt/suggest.ts";

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["a", "", 1],
    ["deploy", "deploy", 0],
    ["deplyo", "deploy", 1],
    ["ab", "ba", 1],
    ["Deploy", "deploy", 0],
    ["kitten", "sitting", 3],
  ] as const)("%s -> %s = %d", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe("suggestCommands", () => {
  const known = ["deploy", "deploy-all", "review", "model", "hotkeys", "settings", "skill:lint"];
  it("finds close names, closest first", () => {
    expect(suggestCommands("deplyo", known)).toEqual(["deploy"]);
    expect(suggestCommands("deploy-al", known)).toEqual(["deploy-all", "deploy"]);
    expect(suggestCommands("modle", known)).toEqual(["model"]);
    expect(suggestCommands("hotkey", known)).toEqual(["hotkeys"]);
    expect(suggestCommands("xyzzy", known)).toEqual([]);
  });
  it("formats the hint", () => {
    expect(didYouMean([])).toBe("");
    expect(didYouMean(["deploy"])).toBe("did you mean /deploy?");
    expect(didYouMean(["a", "b", "c"])).toBe("did you mean /a, /b or /c?");
  });
});
