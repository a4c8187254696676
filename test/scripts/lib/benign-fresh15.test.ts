// The fifteenth fresh benign set's selection rule: set 12's, with its own salt and split.

import { describe, expect, test } from "vitest";
import { pick12 } from "../../../scripts/lib/benign-fresh12.ts";
import { pick13 } from "../../../scripts/lib/benign-fresh13.ts";
import { pick14 } from "../../../scripts/lib/benign-fresh14.ts";
import { pick15, type Source15, select15 } from "../../../scripts/lib/benign-fresh15.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

describe("select15", () => {
  test("picks are sorted and reproducible whatever the input order, and salted apart from sets 12, 13 and 14", () => {
    const rels = Array.from({ length: 40 }, (_, i) => `f${i}.md`);
    const got = pick15(rels, [{ test: () => true, cap: 5 }]);
    expect(got).toHaveLength(5);
    expect(got).toEqual([...got].sort());
    expect(pick15([...rels].reverse(), [{ test: () => true, cap: 5 }])).toEqual(got);
    expect(got).not.toEqual(pick12(rels, [{ test: () => true, cap: 5 }]));
    expect(got).not.toEqual(pick13(rels, [{ test: () => true, cap: 5 }]));
    expect(got).not.toEqual(pick14(rels, [{ test: () => true, cap: 5 }]));
  });

  test("an npm docs package: its docs, then up to 6 tool-output files, every file in split tune15", () => {
    const dir = makeTempDir("fresh15-");
    try {
      const tree: Record<string, string> = { "package.json": "{}", "README.md": "# lib\n", "src/index.js": "x;\n" };
      for (let i = 0; i < 9; i++) tree[`test/fixtures/mail/m${i}.eml`] = `Subject: m${i}\n\nhello\n`;
      writeTree(dir, tree);
      const s: Source15 = {
        name: "lib@1.0.0",
        from: { npm: "lib@1.0.0" },
        kind: "framework-docs",
        licence: "from its package.json",
      };
      const got = select15(s, dir);
      expect(got.map((f) => f.path)).toContain("README.md");
      expect(got.filter((f) => f.path.endsWith(".eml"))).toHaveLength(6);
      expect(new Set(got.map((f) => f.split))).toEqual(new Set(["tune15"]));
      expect(got.every((f) => f.unit === "lib" && /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    } finally {
      removeDir(dir);
    }
  });
});
