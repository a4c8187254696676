// argument-hint parser: accepted shapes, every error shape, and the usage line.

import { describe, expect, it } from "vitest";
import { formatUsage, parseHint } from "../../../src/engine/prompt/hint.ts";

const OK: [string, [string, boolean, boolean][]][] = [
  ["", []],
  ["   ", []],
  ["<project>", [["project", true, false]]],
  [
    "<project> [version]",
    [
      ["project", true, false],
      ["version", false, false],
    ],
  ],
  [
    "<a><b>[c]",
    [
      ["a", true, false],
      ["b", true, false],
      ["c", false, false],
    ],
  ],
  ["<provider/model>", [["provider/model", true, false]]],
  ["[focus area]", [["focus area", false, false]]],
  [
    "<file> [more files...]",
    [
      ["file", true, false],
      ["more files...", false, true],
    ],
  ],
  ["<files…>", [["files…", true, true]]],
  [
    "  <x>\t[y]  ",
    [
      ["x", true, false],
      ["y", false, false],
    ],
  ],
];

const BAD: [string, RegExp, number][] = [
  ["project", /unexpected "project" at column 1/, 1],
  ["<a> b", /unexpected "b" at column 5/, 5],
  ["[a] <b>", /required <b> at column 5 comes after optional \[a\]/, 5],
  ["<a", /"<" at column 1 is never closed with ">"/, 1],
  ["[a", /never closed/, 1],
  ["<>", /empty argument name/, 1],
  ["[ ]", /empty argument name/, 1],
  ["<a [b]>", /unexpected "\[" inside/, 4],
  ["<a>>", /unexpected ">" at column 4/, 4],
  ["[rest...] [x]", /comes after \[rest\.\.\.\], which already takes every remaining argument/, 11],
  ["{a}", /unexpected "\{a\}"/, 1],
];

describe("parseHint", () => {
  it.each(OK)("accepts %j", (hint, expected) => {
    const r = parseHint(hint);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.args.map((a) => [a.name, a.required, a.variadic])).toEqual(expected);
  });

  it.each(BAD)("rejects %j", (hint, message, column) => {
    const r = parseHint(hint);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toMatch(message);
      expect(r.column).toBe(column);
    }
  });
});

describe("formatUsage", () => {
  it("shows the tokens as written", () => {
    const r = parseHint("<project>   [version]");
    expect(r.ok && formatUsage("deploy", r.args)).toBe("/deploy <project> [version]");
    expect(formatUsage("review", undefined)).toBe("/review");
    expect(formatUsage("x", " bad hint ")).toBe("/x bad hint");
  });
});
