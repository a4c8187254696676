// The eighth fresh benign set's selection rule: agent instruction files and CI/build files first, its salt and split.

import { describe, expect, test } from "vitest";
import {
  AGENT_FILE8,
  PROMPT_DOC8,
  PROMPTISH8,
  pick8,
  type Source8,
  select8,
} from "../../../scripts/lib/benign-fresh8.ts";
import { pick7 } from "../../../scripts/lib/benign-fresh7.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

describe("patterns", () => {
  test.each([
    ["See AGENTS.md for the house rules", true],
    ['{"mcpServers": {"x": {}}}', true],
    ["copy it to .clinerules", true],
    ['server.registerTool("x", handler)', true],
    ["export const add = (a, b) => a + b;", false],
  ])("PROMPTISH8 %s -> %s", (text, want) => {
    expect(PROMPTISH8.test(text)).toBe(want);
  });
  test.each([
    ["# Connecting an MCP client", true],
    ["## Instructions for your coding assistant", true],
    ["# Installation\nnpm i x", false],
  ])("PROMPT_DOC8 %s -> %s", (text, want) => {
    expect(PROMPT_DOC8.test(text)).toBe(want);
  });
  test.each([
    ["AGENTS.md", true],
    ["templates/CLAUDE.md", true],
    ["skills/review/SKILL.md", true],
    [".cursorrules", true],
    [".cursor/rules/style.mdc", true],
    ["dist/commands/plan.md", true],
    ["README.md", false],
    ["docs/agents.ts", false],
  ])("AGENT_FILE8 %s -> %s", (path, want) => {
    expect(AGENT_FILE8.test(path)).toBe(want);
  });
});

describe("selection", () => {
  test("picks are sorted and reproducible whatever the input order, and salted apart from set 7's", () => {
    const rels = Array.from({ length: 40 }, (_, i) => `f${i}.md`);
    const got = pick8(rels, [{ test: () => true, cap: 5 }]);
    expect(got).toHaveLength(5);
    expect(got).toEqual([...got].sort());
    expect(pick8([...rels].reverse(), [{ test: () => true, cap: 5 }])).toEqual(got);
    expect(pick7(rels, [{ test: () => true, cap: 5 }])).not.toEqual(got);
  });

  test("an npm AI package: agent files capped at 4 and taken first, then prompt files, all in split tune8", () => {
    const dir = makeTempDir("fresh8-npm");
    try {
      const tree: Record<string, string> = { ".cursorrules": "Use tabs.", "AGENTS.md": "# Rules" };
      for (let i = 0; i < 5; i++) tree[`skills/s${i}/SKILL.md`] = `---\nname: s${i}\n---\nDo ${i}.`;
      for (let i = 0; i < 12; i++) tree[`src/t${i}.js`] = `server.registerTool("t${i}", { inputSchema: {} });`;
      for (let i = 0; i < 8; i++) tree[`lib/o${i}.js`] = `export const x${i} = ${i};`;
      writeTree(dir, tree);
      const s: Source8 = { name: "@x/y@1.0.0", from: { npm: "@x/y@1.0.0" }, kind: "ai-source", licence: "MIT" };
      const files = select8(s, dir);
      const paths = files.map((f) => f.path);
      expect(paths.filter((p) => AGENT_FILE8.test(p))).toHaveLength(4);
      expect(paths.filter((p) => p.startsWith("src/"))).toHaveLength(10);
      expect(paths.filter((p) => p.startsWith("lib/"))).toHaveLength(2);
      expect(new Set(files.map((f) => `${f.unit} ${f.split}`))).toEqual(new Set(["@x/y tune8"]));
    } finally {
      removeDir(dir);
    }
  });

  test("an npm docs package: Markdown/YAML/JSON, then CI and build files (a shell script as shell-script)", () => {
    const dir = makeTempDir("fresh8-docs");
    try {
      writeTree(dir, {
        "README.md": "# Queue\n",
        "docs/api.md": "## add(job)\n",
        "scripts/release.sh": "#!/bin/sh\nnpm publish\n",
        Dockerfile: "FROM node:22\n",
        "lib/a.js": "module.exports = 1;\n",
        "lib/b.js": "module.exports = 2;\n",
      });
      const s: Source8 = { name: "q@2.0.0", from: { npm: "q@2.0.0" }, kind: "framework-docs", licence: "MIT" };
      const files = select8(s, dir);
      expect(files.map((f) => f.path).sort()).toEqual(
        ["Dockerfile", "README.md", "docs/api.md", "lib/a.js", "lib/b.js", "scripts/release.sh"].sort(),
      );
      expect(files.find((f) => f.path === "scripts/release.sh")?.kind).toBe("shell-script");
      expect(files.find((f) => f.path === "README.md")?.kind).toBeUndefined();
    } finally {
      removeDir(dir);
    }
  });

  test("a Debian source tree: upstream CI, a Dockerfile, a Makefile, shell scripts, then Debian's CI", () => {
    const dir = makeTempDir("fresh8-src");
    try {
      writeTree(dir, {
        ".github/workflows/build.yml": "on: push\njobs: {}\n",
        Dockerfile: "FROM debian:trixie\n",
        Makefile: "all:\n\tcc -o a a.c\n",
        "tools/gen.sh": "#!/bin/sh\necho hi\n",
        "lib/a.c": "int a(void) { return 1; }\n",
        "debian/tests/control": "Tests: unit\n",
        "debian/rules": "#!/usr/bin/make -f\n",
      });
      const s: Source8 = {
        name: "debsrc:z=2",
        from: { debsrc: "z=2", suite: "trixie" },
        kind: "ci-config",
        licence: "",
      };
      expect(select8(s, dir).map((f) => [f.path, f.unit, f.split, f.kind ?? "ci-config"])).toEqual([
        [".github/workflows/build.yml", "z", "tune8", "ci-config"],
        ["Dockerfile", "z", "tune8", "ci-config"],
        ["Makefile", "z", "tune8", "ci-config"],
        ["debian/tests/control", "z", "tune8", "ci-config"],
        ["tools/gen.sh", "z", "tune8", "shell-script"],
      ]);
    } finally {
      removeDir(dir);
    }
  });
});
