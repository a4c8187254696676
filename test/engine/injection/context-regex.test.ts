// Where a regex literal starts and ends in source code: a division is none, a list item on its own line is one.

import { describe, expect, test } from "vitest";
import { regexCanStart, skipRegex } from "../../../src/engine/injection/context-regex.ts";

describe("regexCanStart: a `/` that opens a regex literal", () => {
  // the slash asked about is the one that starts `needle`
  test.each([
    ["after an opening bracket", "const p = [/ignore/i];", "/ignore", true],
    ["after return", "function f() { return /x/.test(s); }", "/x/", true],
    ["a division after a name", "const half = total /2;", "/2", false],
    ["a division at the start of a line after a name", "const half = total\n  /2;", "/2", false],
    ["an item on its own line after a comma", "const p = [\n  /a/i,\n  /b/i,\n];", "/b/", true],
    ["an item after a comment line between items", "const p = [\n  /a/i,\n  // more\n  /b/i,\n];", "/b/", true],
    ["a line comment is no regex", "const a = 1; // note", "// note", false],
  ])("%s", (_name, text, needle, want) => {
    expect(regexCanStart(text, text.indexOf(needle))).toBe(want);
  });
  test("a long run of blank lines before a slash stays bounded", () => {
    const text = `x${"\n".repeat(100_000)}/a/`;
    expect(regexCanStart(text, text.length - 3)).toBe(false);
  });
});

describe("skipRegex: the index after a regex literal's closing slash", () => {
  test.each([
    ["a plain pattern", "/ignore previous/i,", 17],
    ["a slash inside a class", "/[/]x/g", 6],
    ["an escaped slash", "/a\\/b/", 6],
    ["no closing slash on the line: the index after the opener", "/abc\ndef/", 1],
  ])("%s", (_name, text, want) => {
    expect(skipRegex(text, 0, { noClose: -1 })).toBe(want);
  });
});
