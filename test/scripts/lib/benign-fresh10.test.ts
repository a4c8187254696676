// The tenth fresh benign set's selection rule: set 9's with more coding agents' files, its own salt and split.

import { describe, expect, test } from "vitest";
import { AGENT_FILE10, pick10, type Source10, select10 } from "../../../scripts/lib/benign-fresh10.ts";
import { AGENT_FILE9, pick9, select9 } from "../../../scripts/lib/benign-fresh9.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

describe("AGENT_FILE10", () => {
  test.each([
    ["AGENT.md", true],
    ["docs/AGENT.md", true],
    [".gemini/styleguide.md", true],
    [".opencode/agent/review.md", true],
    [".codex/prompts/fix.md", true],
    [".continue/rules/ts.md", true],
    [".augment/rules/style.md", true],
    [".qwen/commands/plan.md", true],
    [".github/agents/planner.md", true],
    ["agents/reviewer.agent.md", true],
    [".github/chatmodes/plan.chatmode.md", true],
    ["README.md", false],
    ["docs/agent-setup.md", false],
    ["REAGENT.md", false],
    [".gemini/settings.json", false],
    [".opencode/opencode.json", false],
    [".github/workflows/agents.yml", false],
  ])("%s -> %s", (path, want) => {
    expect(AGENT_FILE10.test(path)).toBe(want);
  });

  test("every path set 9 takes as an agent file, set 10 takes too", () => {
    for (const p of ["CLAUDE.md", "SKILL.md", ".kiro/steering/a.md", ".claude/commands/x.md", "a.prompt.md"])
      expect([AGENT_FILE9.test(p), AGENT_FILE10.test(p)], p).toEqual([true, true]);
  });
});

describe("selection", () => {
  test("picks are sorted and reproducible whatever the input order, and salted apart from set 9's", () => {
    const rels = Array.from({ length: 40 }, (_, i) => `f${i}.md`);
    const got = pick10(rels, [{ test: () => true, cap: 5 }]);
    expect(got).toHaveLength(5);
    expect(got).toEqual([...got].sort());
    expect(pick10([...rels].reverse(), [{ test: () => true, cap: 5 }])).toEqual(got);
    expect(pick9(rels, [{ test: () => true, cap: 5 }])).not.toEqual(got);
  });

  test("an npm AI package: agent files (set 10's paths too) capped at 4, then prompt files, in split tune10 (holdout10 until round 17)", () => {
    const dir = makeTempDir("fresh10-npm");
    try {
      const tree: Record<string, string> = {
        ".gemini/styleguide.md": "# Style",
        ".github/agents/planner.md": "Plan first.",
        "AGENT.md": "# Rules",
      };
      for (let i = 0; i < 3; i++) tree[`skills/s${i}/SKILL.md`] = `---\nname: s${i}\n---\nDo ${i}.`;
      for (let i = 0; i < 12; i++) tree[`src/t${i}.js`] = `server.registerTool("t${i}", { inputSchema: {} });`;
      for (let i = 0; i < 8; i++) tree[`lib/o${i}.js`] = `export const x${i} = ${i};`;
      writeTree(dir, tree);
      const s: Source10 = { name: "@x/y@1.0.0", from: { npm: "@x/y@1.0.0" }, kind: "ai-source", licence: "MIT" };
      const files = select10(s, dir);
      const paths = files.map((f) => f.path);
      expect(paths.filter((p) => AGENT_FILE10.test(p))).toHaveLength(4);
      expect(paths.filter((p) => p.startsWith("src/"))).toHaveLength(10);
      expect(paths.filter((p) => p.startsWith("lib/"))).toHaveLength(2);
      expect(new Set(files.map((f) => `${f.unit} ${f.split}`))).toEqual(new Set(["@x/y tune10"]));
      for (const f of files) expect(f.sha256, f.path).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      removeDir(dir);
    }
  });

  test("an npm docs package and a Debian source tree take what set 9 takes, in split tune10", () => {
    const dir = makeTempDir("fresh10-same");
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
      const docs: Source10 = { name: "q@2.0.0", from: { npm: "q@2.0.0" }, kind: "framework-docs", licence: "MIT" };
      const tree: Source10 = {
        name: "debsrc:z=2",
        from: { debsrc: "z=2", suite: "trixie" },
        kind: "ci-config",
        licence: "",
      };
      for (const s of [docs, tree]) {
        const ten = select10(s, dir);
        expect(ten.length, s.name).toBeGreaterThan(0);
        expect(new Set(ten.map((f) => f.split)), s.name).toEqual(new Set(["tune10"]));
        const nine = select9(s, dir);
        expect(new Set(ten.map((f) => f.path)), s.name).toEqual(new Set(nine.map((f) => f.path)));
      }
    } finally {
      removeDir(dir);
    }
  });
});
