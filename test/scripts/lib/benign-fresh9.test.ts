// The ninth fresh benign set's selection rule: set 8's with more agent-file paths, its own salt and split.

import { describe, expect, test } from "vitest";
import { AGENT_FILE8, pick8, select8 } from "../../../scripts/lib/benign-fresh8.ts";
import { AGENT_FILE9, pick9, type Source9, select9 } from "../../../scripts/lib/benign-fresh9.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

describe("AGENT_FILE9", () => {
  test.each([
    ["AGENTS.md", true],
    ["skills/review/SKILL.md", true],
    [".cursor/rules/style.mdc", true],
    [".claude/commands/ship.md", true],
    [".claude/agents/reviewer.md", true],
    [".agents/rules/tests.md", true],
    [".roo/rules/general.md", true],
    [".kiro/steering/product.md", true],
    [".windsurf/rules/style.md", true],
    [".github/instructions/ts.instructions.md", true],
    [".github/prompts/release.prompt.md", true],
    ["docs/setup.instructions.md", true],
    ["README.md", false],
    ["docs/prompting.md", false],
    [".claude/settings.json", false],
    [".github/workflows/ci.yml", false],
  ])("%s -> %s", (path, want) => {
    expect(AGENT_FILE9.test(path)).toBe(want);
  });

  test("every path set 8 takes as an agent file, set 9 takes too", () => {
    for (const p of ["CLAUDE.md", "GEMINI.md", ".clinerules", "copilot-instructions.md", "prompts/a.md"])
      expect([AGENT_FILE8.test(p), AGENT_FILE9.test(p)], p).toEqual([true, true]);
  });
});

describe("selection", () => {
  test("picks are sorted and reproducible whatever the input order, and salted apart from set 8's", () => {
    const rels = Array.from({ length: 40 }, (_, i) => `f${i}.md`);
    const got = pick9(rels, [{ test: () => true, cap: 5 }]);
    expect(got).toHaveLength(5);
    expect(got).toEqual([...got].sort());
    expect(pick9([...rels].reverse(), [{ test: () => true, cap: 5 }])).toEqual(got);
    expect(pick8(rels, [{ test: () => true, cap: 5 }])).not.toEqual(got);
  });

  test("an npm AI package: agent files (set 9's paths too) capped at 4, then prompt files, in split tune9 (holdout9 until round 16)", () => {
    const dir = makeTempDir("fresh9-npm");
    try {
      const tree: Record<string, string> = {
        ".claude/commands/ship.md": "Ship it.",
        ".kiro/steering/product.md": "# Product",
        "AGENTS.md": "# Rules",
      };
      for (let i = 0; i < 3; i++) tree[`skills/s${i}/SKILL.md`] = `---\nname: s${i}\n---\nDo ${i}.`;
      for (let i = 0; i < 12; i++) tree[`src/t${i}.js`] = `server.registerTool("t${i}", { inputSchema: {} });`;
      for (let i = 0; i < 8; i++) tree[`lib/o${i}.js`] = `export const x${i} = ${i};`;
      writeTree(dir, tree);
      const s: Source9 = { name: "@x/y@1.0.0", from: { npm: "@x/y@1.0.0" }, kind: "ai-source", licence: "MIT" };
      const paths = select9(s, dir).map((f) => f.path);
      expect(paths.filter((p) => AGENT_FILE9.test(p))).toHaveLength(4);
      expect(paths.filter((p) => p.startsWith("src/"))).toHaveLength(10);
      expect(paths.filter((p) => p.startsWith("lib/"))).toHaveLength(2);
      expect(new Set(select9(s, dir).map((f) => `${f.unit} ${f.split}`))).toEqual(new Set(["@x/y tune9"]));
    } finally {
      removeDir(dir);
    }
  });

  test("an npm docs package and a Debian source tree take what set 8 takes, in split tune9", () => {
    const dir = makeTempDir("fresh9-same");
    try {
      writeTree(dir, {
        "README.md": "# Queue\n",
        "docs/api.md": "## add(job)\n",
        "scripts/release.sh": "#!/bin/sh\nnpm publish\n",
        ".github/workflows/build.yml": "on: push\njobs: {}\n",
        Dockerfile: "FROM node:22\n",
        Makefile: "all:\n\tcc -o a a.c\n",
        "lib/a.js": "module.exports = 1;\n",
        "debian/tests/control": "Tests: unit\n",
      });
      const docs: Source9 = { name: "q@2.0.0", from: { npm: "q@2.0.0" }, kind: "framework-docs", licence: "MIT" };
      const tree: Source9 = {
        name: "debsrc:z=2",
        from: { debsrc: "z=2", suite: "trixie" },
        kind: "ci-config",
        licence: "",
      };
      for (const s of [docs, tree]) {
        const nine = select9(s, dir);
        expect(nine.length, s.name).toBeGreaterThan(0);
        expect(new Set(nine.map((f) => f.split)), s.name).toEqual(new Set(["tune9"]));
        const eight = select8(s, dir);
        expect(new Set(nine.map((f) => f.path)), s.name).toEqual(new Set(eight.map((f) => f.path)));
      }
    } finally {
      removeDir(dir);
    }
  });
});
