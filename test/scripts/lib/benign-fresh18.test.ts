// The eighteenth fresh benign set's selection rule: sets 16 and 17's (set 12's, then up to 4 shell scripts), with its own salt and split.

import { describe, expect, test } from "vitest";
import { pick16 } from "../../../scripts/lib/benign-fresh16.ts";
import { pick17 } from "../../../scripts/lib/benign-fresh17.ts";
import { pick18, SHELL_PATH18, type Source18, select18 } from "../../../scripts/lib/benign-fresh18.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

describe("select18", () => {
  test("picks are sorted and reproducible whatever the input order, and salted apart from sets 16 and 17", () => {
    const rels = Array.from({ length: 40 }, (_, i) => `f${i}.md`);
    const got = pick18(rels, [{ test: () => true, cap: 5 }]);
    expect(got).toHaveLength(5);
    expect(got).toEqual([...got].sort());
    expect(pick18([...rels].reverse(), [{ test: () => true, cap: 5 }])).toEqual(got);
    expect(got).not.toEqual(pick16(rels, [{ test: () => true, cap: 5 }]));
    expect(got).not.toEqual(pick17(rels, [{ test: () => true, cap: 5 }]));
  });

  test.each([
    ["scripts/install.sh", true],
    ["lib/prompt.zsh", true],
    ["root/usr/share/bash-completion/completions/tool", true],
    ["root/usr/share/zsh/vendor-completions/_tool", true],
    ["completions/tool.bash", true],
    ["README.md", false],
    ["src/index.js", false],
  ])("SHELL_PATH18 %s: %s", (path, want) => {
    expect(SHELL_PATH18.test(path)).toBe(want);
  });

  test("an npm docs package: its docs and tool output, then up to 4 shell scripts (kind shell-script), all in tune18", () => {
    const dir = makeTempDir("fresh18-");
    try {
      const tree: Record<string, string> = { "package.json": "{}", "README.md": "# lib\n", "src/index.js": "x;\n" };
      for (let i = 0; i < 7; i++) tree[`scripts/s${i}.sh`] = `#!/bin/sh\necho ${i}\n`;
      for (let i = 0; i < 3; i++) tree[`bin/t${i}`] = `#!/usr/bin/env bash\necho t${i}\n`;
      writeTree(dir, tree);
      const s: Source18 = {
        name: "lib@1.0.0",
        from: { npm: "lib@1.0.0" },
        kind: "framework-docs",
        licence: "from its package.json",
      };
      const got = select18(s, dir);
      expect(got.map((f) => f.path)).toContain("README.md");
      const shell = got.filter((f) => f.kind === "shell-script");
      // set 12's docs class may take up to 2 build files (shell scripts among them) and 3 ordinary files first
      expect(shell.length).toBeGreaterThanOrEqual(4);
      expect(got.filter((f) => f.path.startsWith("scripts/") || f.path.startsWith("bin/")).length).toBeLessThanOrEqual(
        9,
      );
      expect(new Set(got.map((f) => f.split))).toEqual(new Set(["tune18"]));
      expect(got.every((f) => f.unit === "lib" && /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
      expect(new Set(got.map((f) => f.path)).size).toBe(got.length);
    } finally {
      removeDir(dir);
    }
  });

  test("an npm AI package: up to 4 shell scripts after set 12's classes", () => {
    const dir = makeTempDir("fresh18-");
    try {
      const tree: Record<string, string> = { "package.json": "{}", "README.md": "# agent\n" };
      for (let i = 0; i < 6; i++) tree[`hooks/h${i}.sh`] = `#!/bin/bash\necho ${i}\n`;
      writeTree(dir, tree);
      const s: Source18 = { name: "agent@2.0.0", from: { npm: "agent@2.0.0" }, kind: "ai-source", licence: "x" };
      const got = select18(s, dir);
      const shell = got.filter((f) => f.kind === "shell-script");
      expect(shell.length).toBeGreaterThanOrEqual(4);
      expect(shell.length).toBeLessThanOrEqual(6);
    } finally {
      removeDir(dir);
    }
  });
});
