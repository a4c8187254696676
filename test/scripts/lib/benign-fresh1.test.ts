// The first fresh benign set's rule: its sources match the manifest, the unit split alternates, npm and local picks.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { assignSplits, PROMPTISH, SOURCES1, selectLocal1, selectNpm1 } from "../../../scripts/lib/benign-fresh1.ts";
import type { FreshFile, FreshSource } from "../../../scripts/lib/benign-fresh-manifest.ts";
import { readManifest } from "../../../scripts/lib/benign-fresh-manifest.ts";
import { makeTempDir, removeDir, repoRoot, writeTree } from "../../harness/env.ts";

const file = (unit: string): FreshFile => ({ path: `${unit}.js`, sha256: "", unit, split: "holdout" });

describe("SOURCES1", () => {
  test("the manifest's first-set entries are exactly these sources, in this order (nothing moved in the split)", () => {
    const first = readManifest(join(repoRoot, "eval", "benign-fresh")).filter((e) =>
      e.files.some((f) => f.split === "tune" || f.split === "holdout"),
    );
    expect(first.map((e) => [e.name, e.kind, e.licence])).toEqual(SOURCES1.map((s) => [s.name, s.kind, s.licence]));
  });
});

describe("assignSplits", () => {
  test("units alternate tune/holdout in hash order; every file of a unit shares its unit's split", () => {
    const groups = [
      [file("a"), file("b"), file("a")],
      [file("c"), file("d")],
    ];
    assignSplits(groups);
    const byUnit = new Map<string, Set<string>>();
    for (const f of groups.flat()) byUnit.set(f.unit, (byUnit.get(f.unit) ?? new Set()).add(f.split));
    expect([...byUnit.values()].every((s) => s.size === 1)).toBe(true);
    const splits = [...byUnit.values()].map((s) => [...s][0]);
    expect(splits.filter((s) => s === "tune")).toHaveLength(2);
    expect(splits.filter((s) => s === "holdout")).toHaveLength(2);
  });
  test("the same units split the same way whatever the input order", () => {
    const a = [[file("x"), file("y"), file("z")]];
    const b = [[file("z"), file("y"), file("x")]];
    assignSplits(a);
    assignSplits(b);
    const of = (g: FreshFile[][]) => Object.fromEntries(g.flat().map((f) => [f.unit, f.split]));
    expect(of(a)).toEqual(of(b));
  });
});

describe("selection", () => {
  test.each([
    ["const systemPrompt = 'x'", true],
    ["You are a helpful assistant", true],
    ["export const add = (a, b) => a + b;", false],
  ])("PROMPTISH %s -> %s", (text, want) => {
    expect(PROMPTISH.test(text)).toBe(want);
  });

  test("an AI package yields its prompt files first, no .d.ts, map or changelog; unit is the name without version", () => {
    const dir = makeTempDir("fresh1-npm");
    try {
      writeTree(dir, {
        "prompt.js": "const systemPrompt = 'You are a helpful assistant';",
        "plain.js": "export const x = 1;",
        "types.d.ts": "export declare const x: number;",
        "a.js.map": "{}",
        "CHANGELOG.md": "# 1.0",
      });
      const s: FreshSource = { name: "@x/y@1.0.0", from: { npm: "@x/y@1.0.0" }, kind: "ai-source", licence: "MIT" };
      const got = selectNpm1(s, dir);
      expect(got.map((f) => [f.path, f.unit, f.split])).toEqual([
        ["plain.js", "@x/y", "holdout"],
        ["prompt.js", "@x/y", "holdout"],
      ]);
      expect(got.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    } finally {
      removeDir(dir);
    }
  });

  test("local Python: .py files outside tests, unit the top-level module; binary files left out", () => {
    const dir = makeTempDir("fresh1-local");
    try {
      writeTree(dir, {
        "json/decoder.py": "def f(): pass\n",
        "json/tests/test_x.py": "def t(): pass\n",
        "abc.py": "x = 1\n",
        "notes.txt": "text\n",
      });
      writeFileSync(join(dir, "bin.py"), Buffer.from([0x61, 0, 0x62]));
      const s: FreshSource = { name: "local:py", from: { local: dir }, kind: "python-stdlib", licence: "PSF-2.0" };
      expect(selectLocal1(s, dir).map((f) => [f.path, f.unit])).toEqual([
        ["abc.py", "abc"],
        ["json/decoder.py", "json"],
      ]);
    } finally {
      removeDir(dir);
    }
  });
});
