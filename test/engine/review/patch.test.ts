// The bounded diff: the one-hunk fallback matches the diff library on contiguous changes, and huge rewrites use it.

import { FILE_HEADERS_ONLY, formatPatch, structuredPatch } from "diff";
import { describe, expect, it } from "vitest";
import { changedLinesOf, computePatch, MAX_EDIT_LENGTH, replaceHunkPatch } from "../../../src/engine/review/patch.ts";

const lines = (n: number, f: (i: number) => string = (i) => `line ${i}`): string =>
  `${Array.from({ length: n }, (_, i) => f(i + 1)).join("\n")}\n`;

describe("replaceHunkPatch", () => {
  const before = lines(10);
  it.each([
    ["two lines in the middle", before.replace("line 5\nline 6\n", "five\nsix\n")],
    ["first line", before.replace("line 1\n", "one\n")],
    ["last line", before.replace("line 10\n", "ten\n")],
    ["insertion", before.replace("line 3\n", "line 3\nnew\n")],
    ["deletion", before.replace("line 7\n", "")],
    ["append", `${before}line 11\n`],
  ])("formats like the diff library for a contiguous change: %s", (_name, after) => {
    const lib = formatPatch(
      structuredPatch("a/f", "b/f", before, after, undefined, undefined, { context: 3 }),
      FILE_HEADERS_ONLY,
    );
    expect(formatPatch(replaceHunkPatch("a/f", "b/f", before, after), FILE_HEADERS_ONLY)).toBe(lib);
  });

  it("has no hunk for equal texts", () => {
    expect(replaceHunkPatch("a", "b", before, before).hunks).toEqual([]);
  });
});

describe("computePatch", () => {
  it("falls back to one replace hunk when a rewrite exceeds the edit limit, keeping real line numbers", () => {
    const n = MAX_EDIT_LENGTH * 2;
    const before = lines(n, (i) => `old ${i}`);
    const after = `same first\n${lines(n, (i) => `new ${i}`)}`;
    const p = computePatch("a/f", "b/f", `same first\n${before}`, after);
    expect(p.hunks).toHaveLength(1);
    expect(formatPatch(p, FILE_HEADERS_ONLY)).toContain(`@@ -1,${n + 1} +1,${n + 1} @@\n same first\n-old 1\n`);
    expect(changedLinesOf(p)[0]).toBe(2);
  });

  it("uses the diff library's own hunks for ordinary edits", () => {
    const before = lines(100);
    const after = before.replace("line 10\n", "ten\n").replace("line 90\n", "ninety\n");
    expect(computePatch("a", "b", before, after).hunks).toHaveLength(2);
    expect(changedLinesOf(computePatch("a", "b", before, after))).toEqual([10, 90]);
  });
});
