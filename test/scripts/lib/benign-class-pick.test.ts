// The fresh sets' shared pickers: caps per class in a given order, shell detection, a source tree's CI candidates.

import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { isShellFile, pickByClass, sourceTreeCiFiles } from "../../../scripts/lib/benign-class-pick.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

const alpha = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const reverse = (a: string, b: string): number => -alpha(a, b);

describe("pickByClass", () => {
  test.each([
    // each class takes up to its cap of files an earlier class did not take, in the given order; the result is sorted
    [
      ["a.md", "b.md", "c.md", "x.js"],
      [
        { md: true, cap: 2 },
        { md: false, cap: 1 },
      ],
      alpha,
      ["a.md", "b.md", "c.md"],
    ],
    [
      ["a.md", "b.md", "c.md", "x.js"],
      [
        { md: true, cap: 2 },
        { md: false, cap: 1 },
      ],
      reverse,
      ["b.md", "c.md", "x.js"],
    ],
    [["a.md", "b.md"], [{ md: true, cap: 0 }], alpha, []],
  ] as const)("%j %j", (rels, spec, order, want) => {
    const classes = spec.map((c) => ({ test: (r: string) => (c.md ? r.endsWith(".md") : true), cap: c.cap }));
    expect(pickByClass(rels, classes, order)).toEqual(want);
  });

  test("the input order does not matter", () => {
    const rels = ["e", "d", "c", "b", "a"];
    const classes = [{ test: () => true, cap: 3 }];
    expect(pickByClass(rels, classes, alpha)).toEqual(pickByClass([...rels].reverse(), classes, alpha));
  });
});

describe("a source tree's CI files", () => {
  test("upstream CI first, then Debian's, within caps; empty, NUL and oversized files are never picked; shell scripts marked", () => {
    const dir = makeTempDir("class-pick-");
    try {
      writeTree(dir, {
        ".github/workflows/ci.yml": "on: push\n",
        ".github/workflows/empty.yml": "",
        ".github/workflows/nul.yml": "a\0b",
        ".github/workflows/huge.yml": "x".repeat(70_000),
        ".gitlab-ci.yml": "test:\n  script: make\n",
        "debian/tests/control": "Tests: smoke\n",
        "debian/tests/smoke": "#!/bin/sh\nmake check\n",
        "src/main.c": "int main(){}\n",
      });
      const got = sourceTreeCiFiles(dir, { upstream: 5, debian: 5 }, alpha);
      const paths = got.map((g) => g.path);
      expect(paths).toContain(".github/workflows/ci.yml");
      expect(paths).toContain("debian/tests/smoke");
      expect(paths.some((p) => /empty|nul|huge|main\.c/.test(p))).toBe(false);
      expect(got.find((g) => g.path === "debian/tests/smoke")?.shell).toBe(true);
      expect(got.find((g) => g.path === ".github/workflows/ci.yml")?.shell).toBe(false);
      expect(sourceTreeCiFiles(dir, { upstream: 1, debian: 0 }, alpha).map((g) => g.path)).toEqual([
        ".github/workflows/ci.yml",
      ]);
      expect(isShellFile(dir, "debian/tests/smoke")).toBe(true);
      expect(isShellFile(join(dir), ".gitlab-ci.yml")).toBe(false);
    } finally {
      removeDir(dir);
    }
  });
});
