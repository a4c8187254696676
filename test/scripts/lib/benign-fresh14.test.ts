// The fourteenth fresh benign set's selection rule: set 12's, with its own salt and split.

import { describe, expect, test } from "vitest";
import { pick12 } from "../../../scripts/lib/benign-fresh12.ts";
import { pick13 } from "../../../scripts/lib/benign-fresh13.ts";
import { pick14, type Source14, select14 } from "../../../scripts/lib/benign-fresh14.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

describe("select14", () => {
  test("picks are sorted and reproducible whatever the input order, and salted apart from sets 12 and 13", () => {
    const rels = Array.from({ length: 40 }, (_, i) => `f${i}.md`);
    const got = pick14(rels, [{ test: () => true, cap: 5 }]);
    expect(got).toHaveLength(5);
    expect(got).toEqual([...got].sort());
    expect(pick14([...rels].reverse(), [{ test: () => true, cap: 5 }])).toEqual(got);
    expect(got).not.toEqual(pick12(rels, [{ test: () => true, cap: 5 }]));
    expect(got).not.toEqual(pick13(rels, [{ test: () => true, cap: 5 }]));
  });

  test("an npm docs package: its docs, then up to 6 tool-output files, every file in split tune14", () => {
    const dir = makeTempDir("fresh14-");
    try {
      const tree: Record<string, string> = { "package.json": "{}", "README.md": "# lib\n", "src/index.js": "x;\n" };
      for (let i = 0; i < 9; i++) tree[`test/fixtures/mail/m${i}.eml`] = `Subject: m${i}\n\nhello\n`;
      writeTree(dir, tree);
      const s: Source14 = {
        name: "lib@1.0.0",
        from: { npm: "lib@1.0.0" },
        kind: "framework-docs",
        licence: "from its package.json",
      };
      const got = select14(s, dir);
      expect(got.map((f) => f.path)).toContain("README.md");
      expect(got.filter((f) => f.path.endsWith(".eml"))).toHaveLength(6);
      expect(new Set(got.map((f) => f.split))).toEqual(new Set(["tune14"]));
      expect(got.every((f) => f.unit === "lib" && /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    } finally {
      removeDir(dir);
    }
  });
});
