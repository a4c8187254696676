// The change view: real line numbers in the diff, the numbered file, and bounded excerpts above maxFileContextChars.

import { describe, expect, it } from "vitest";
import { buildChangeView } from "../../../src/engine/review/change.ts";
import { changedLinesOf, computePatch } from "../../../src/engine/review/patch.ts";

/** Changed line numbers in the new file (a deletion counts at the line that now follows it). */
const changedLines = (before: string, after: string): number[] => changedLinesOf(computePatch("a", "b", before, after));

const lines = (n: number, f: (i: number) => string = (i) => `line ${i}`): string =>
  `${Array.from({ length: n }, (_, i) => f(i + 1)).join("\n")}\n`;

describe("changedLines", () => {
  it("gives new-file line numbers of replacements, insertions and deletions", () => {
    const before = lines(10);
    expect(changedLines(before, before.replace("line 4\n", "LINE FOUR\n"))).toEqual([4]);
    expect(changedLines(before, `${before}line 11\n`)).toEqual([11]);
    expect(changedLines(before, before.replace("line 5\n", ""))).toEqual([5]);
    expect(changedLines(before, before.replace("line 2\n", "two\n").replace("line 9\n", "nine\n"))).toEqual([2, 9]);
  });
});

describe("buildChangeView", () => {
  it("has a unified diff whose hunk header carries the real line numbers, and the whole numbered file", () => {
    const before = lines(40);
    const after = before.replace("line 30\n", "line thirty\n");
    const v = buildChangeView("src/x.ts", before, after, 50_000);
    expect(v.diff).toContain("--- a/src/x.ts");
    expect(v.diff).toContain("+++ b/src/x.ts");
    expect(v.diff).toContain("@@ -27,7 +27,7 @@");
    expect(v.diff).toContain("-line 30\n+line thirty");
    expect(v.numbered.split("\n")).toHaveLength(40);
    expect(v.numbered).toContain("30 | line thirty");
    expect(v.truncated).toBe(false);
    expect(v.firstChangedLine).toBe(30);
  });

  it("treats a null before as a new file", () => {
    const v = buildChangeView("n.ts", null, "a\nb\n", 1000);
    expect(v.diff).toContain("--- /dev/null");
    expect(v.diff).toContain("@@ -0,0 +1,2 @@");
    expect(v.changed).toBe(true);
  });

  it("reports an unchanged file", () => {
    expect(buildChangeView("x", "same", "same", 1000).changed).toBe(false);
  });

  it("sends the whole file at exactly the limit and excerpts one character above it", () => {
    const before = lines(200);
    const after = before.replace("line 20\n", "line XX\n").replace("line 180\n", "line YY\n");
    const atLimit = buildChangeView("f.txt", before, after, after.length);
    expect(atLimit.truncated).toBe(false);
    expect(atLimit.numbered.split("\n")).toHaveLength(200);

    const max = after.length - 1;
    const v = buildChangeView("f.txt", before, after, max);
    expect(v.truncated).toBe(true);
    expect(v.numbered.length).toBeLessThanOrEqual(max + 1000); // excerpts + markers stay near the budget
    expect(v.numbered).toContain(" 20 | line XX");
    expect(v.numbered).toContain("180 | line YY");
    expect(v.numbered).toMatch(/not shown: the file has \d+ characters, above maxFileContextChars/);
  });

  it("shows only excerpts around the first and last change of a big file, with markers for what is left out", () => {
    const before = lines(5000, (i) => `const value${i} = ${i}; // some padding text to make the line longer`);
    const after = before
      .replace("const value100 = 100;", "const value100 = -1;")
      .replace("const value4000 = 4000;", "const value4000 = -2;");
    const max = 4000;
    const v = buildChangeView("big.ts", before, after, max);
    expect(v.truncated).toBe(true);
    expect(v.shownRanges).toHaveLength(2);
    const [a, b] = v.shownRanges;
    expect(a.from).toBeLessThanOrEqual(100);
    expect(a.to).toBeGreaterThanOrEqual(100);
    expect(b.from).toBeLessThanOrEqual(4000);
    expect(b.to).toBeGreaterThanOrEqual(4000);
    const excerptChars = v.numbered
      .split("\n")
      .filter((l) => !l.startsWith("[…"))
      .reduce((n, l) => n + l.length + 1, 0);
    expect(excerptChars).toBeLessThanOrEqual(max);
    expect(v.numbered).toContain(" 100 | const value100 = -1;");
    expect(v.numbered).toContain("4000 | const value4000 = -2;");
    const markers = v.numbered.split("\n").filter((l) => l.startsWith("[… lines "));
    expect(markers).toHaveLength(3); // before the first excerpt, between them, after the last
    expect(markers[0]).toMatch(new RegExp(`^\\[… lines 1-${a.from - 1} not shown`));
    expect(markers[2]).toMatch(new RegExp(`lines ${b.to + 1}-5000 not shown`));
  });

  it("merges the two excerpts when the changes are close", () => {
    const before = lines(3000);
    const after = before.replace("line 1500\n", "a\n").replace("line 1502\n", "b\n");
    const v = buildChangeView("m.txt", before, after, 2000);
    expect(v.shownRanges).toHaveLength(1);
  });

  it("cuts a diff longer than the limit with a marker", () => {
    const v = buildChangeView("new.txt", null, lines(2000), 3000);
    expect(v.diff.length).toBeLessThan(3200);
    expect(v.diff).toMatch(/diff truncated: \d+ of \d+ characters shown, above maxFileContextChars \(3000\)/);
  });
});
