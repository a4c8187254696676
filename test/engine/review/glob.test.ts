// Table tests of the simplified rules-file glob (`*`, `**`, `**/`, backslashes, leading ./).

import { describe, expect, it } from "vitest";
import { matchGlob } from "../../../src/engine/review/glob.ts";

const TABLE: [pattern: string, path: string, expected: boolean][] = [
  ["*.ts", "a.ts", true],
  ["*.ts", "src/a.ts", false], // * does not cross /
  ["src/*.ts", "src/a.ts", true],
  ["src/*.ts", "src/x/a.ts", false],
  ["src/**", "src/a/b/c.ts", true], // ** crosses /
  ["src/**.ts", "src/a/b/c.ts", true],
  ["src/**.ts", "src/a/b/c.js", false],
  ["**/*.ts", "a.ts", true], // **/ matches zero folders
  ["**/*.ts", "src/a/b.ts", true],
  ["src/**/*.ts", "src/a.ts", true],
  ["src/**/*.ts", "src/a/b/c.ts", true],
  ["src/**/test/*.ts", "src/test/a.ts", true], // **/ in the middle: zero folders
  ["src/**/test/*.ts", "src/x/y/test/a.ts", true],
  ["src/**/test/*.ts", "src/x/test/y/a.ts", false],
  ["src/**/test/*.ts", "lib/test/a.ts", false],
  ["./src/*.ts", "src/a.ts", true], // leading ./ ignored in patterns
  ["src/*.ts", "./src/a.ts", true], // ... and in paths
  ["src\\*.ts", "src/a.ts", true], // backslashes normalised
  ["src/*.ts", "src\\a.ts", true],
  ["*.md", ".hidden.md", true], // no dotfile special case
  ["a?c.ts", "abc.ts", true],
  ["a?c.ts", "a/c.ts", false],
  ["file.(x).ts", "file.(x).ts", true], // regex characters are literal
  ["file.ts", "fileXts", false],
  ["docs/**", "docs", false],
  ["**", "any/thing/at/all", true],
];

describe("matchGlob", () => {
  it.each(TABLE)("%s vs %s -> %s", (pattern, path, expected) => {
    expect(matchGlob(pattern, path)).toBe(expected);
  });
});

describe("matchGlob on hostile paths", () => {
  it("answers patterns with many stars on a long path (no backtracking blow-up)", () => {
    const path = `${"a".repeat(4000)}/${"a".repeat(4000)}`;
    expect(matchGlob("**a**a**a**a**b", path)).toBe(false);
    expect(matchGlob("*a*a*a*a*/**", path)).toBe(true);
    expect(matchGlob("**/**/**/*.ts", `${path}.ts`)).toBe(true);
  });
});
