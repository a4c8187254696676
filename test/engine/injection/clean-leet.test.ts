// Leetspeak tokens: which read as words, the word each spells, and the hash test that skips words that cannot matter.

import { describe, expect, test } from "vitest";
import { leetMayMatter, leetShape, leetWord } from "../../../src/engine/injection/clean-leet.ts";

describe("leetWord and leetShape", () => {
  test.each([
    ["1gn0r3", "ignore"],
    ["pr3v10us", "previous"],
    ["1nstruct10ns", "instructions"],
    ["th3", "the"],
    ["$y$t3m", "system"],
    ["pl3453", "please"],
    // not leetspeak: a hex number, a version, a unit, a digit that spells no letter, too short, no letter
    ["deadbeef1", null],
    ["0x1f", null],
    ["v2", null],
    ["utf8", null],
    ["md5", null],
    ["es2015", null],
    ["x86", null],
    ["12345", null],
    ["a1", null],
  ])("%s reads as %s", (token, want) => {
    expect(leetWord(`  ${token}  `, 2, 2 + token.length)).toBe(want);
    expect(leetShape(token, 0, token.length)).toBe(want !== null);
  });

  test("an @ inside an e-mail address stays an @", () => {
    const text = "b1ll1ng@p4y-s3rv1c3.example";
    expect(leetWord(text, 0, "b1ll1ng@p4y".length)).toBe("billing@pay");
  });
});

describe("leetMayMatter", () => {
  test.each([
    ["1gn0r3", true],
    ["pr0mpt", true],
    ["45ms", false],
  ])("%s: %s", (token, want) => {
    expect(leetMayMatter(token, 0, token.length)).toBe(want);
  });
});
