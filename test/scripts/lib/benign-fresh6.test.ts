// The sixth fresh benign set's selection rule: caps and order per class, what an npm, source or binary package yields.

import { describe, expect, test } from "vitest";
import {
  PROMPT_DOC6,
  PROMPTISH6,
  pick6,
  type Source6,
  selectNpm6,
  selectSrc6,
} from "../../../scripts/lib/benign-fresh6.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

describe("pick6", () => {
  test("each class takes up to its cap of files not taken by an earlier class; the result is sorted", () => {
    const rels = ["a.md", "b.md", "c.md", "x.js", "y.js"];
    const got = pick6(rels, [
      { test: (r) => r.endsWith(".md"), cap: 2 },
      { test: () => true, cap: 2 },
    ]);
    expect(got).toHaveLength(4);
    expect(got.filter((r) => r.endsWith(".md")).length).toBeGreaterThanOrEqual(2);
    expect(got).toEqual([...got].sort());
    expect(pick6([...rels].reverse(), [{ test: () => true, cap: 3 }])).toEqual(
      pick6(rels, [{ test: () => true, cap: 3 }]),
    );
  });
});

describe("patterns", () => {
  test.each([
    ['server.tool("search", "Search the web"', true],
    ["Install each skill from its SKILL.md", true],
    ["copy them to .cursor/rules/", true],
    ["alwaysApply: true", true],
    ['{"instructions": "Answer briefly"}', true],
    ["export const add = (a, b) => a + b;", false],
  ])("PROMPTISH6 %s -> %s", (text, want) => {
    expect(PROMPTISH6.test(text)).toBe(want);
  });
  test.each([
    ["# Guarding against prompt injection", true],
    ["## Agents and skills", true],
    ["# Installation\nnpm i x", false],
  ])("PROMPT_DOC6 %s -> %s", (text, want) => {
    expect(PROMPT_DOC6.test(text)).toBe(want);
  });
});

describe("selection", () => {
  test("an AI package: prompt files first (10), then prompt docs incl. .mdc (4), then 2 ordinary; .py reports as python-source", () => {
    const dir = makeTempDir("fresh6-npm");
    try {
      const tree: Record<string, string> = {};
      for (let i = 0; i < 12; i++) tree[`src/p${i}.js`] = `const systemPrompt = "You are a helpful assistant ${i}";`;
      for (let i = 0; i < 5; i++) tree[`docs/d${i}.md`] = `# About prompt injection ${i}`;
      tree["rules/a.mdc"] = "---\nalwaysApply: true\n---\nagents follow these rules";
      for (let i = 0; i < 4; i++) tree[`lib/o${i}.js`] = `export const x${i} = ${i};`;
      tree["tool.py"] = "SYSTEM_PROMPT = 'You are an assistant'";
      tree["types.d.ts"] = "export declare const x: number;";
      writeTree(dir, tree);
      const s: Source6 = { name: "@x/y@1.0.0", from: { npm: "@x/y@1.0.0" }, kind: "ai-source", licence: "MIT" };
      const files = selectNpm6(s, dir);
      const md = files.filter((f) => /\.md[xc]?$/.test(f.path));
      expect(files).toHaveLength(16);
      expect(md).toHaveLength(4);
      expect(files.some((f) => f.path.endsWith(".d.ts"))).toBe(false);
      expect(files.find((f) => f.path === "tool.py")?.kind ?? "(not picked)").toMatch(/python-source|not picked/);
      expect(new Set(files.map((f) => `${f.unit} ${f.split}`))).toEqual(new Set(["@x/y tune6"]));
    } finally {
      removeDir(dir);
    }
  });

  test("a Debian source tree: upstream CI files, then Debian's; shell scripts report as shell-script", () => {
    const dir = makeTempDir("fresh6-src");
    try {
      writeTree(dir, {
        ".github/workflows/ci.yml": "on: push\njobs: {}\n",
        "src/main.c": "int main(void) { return 0; }\n",
        "debian/tests/control": "Tests: smoke\n",
        "debian/tests/smoke": "#!/bin/sh\nset -e\ntrue\n",
      });
      const s: Source6 = {
        name: "debsrc:x=1",
        from: { debsrc: "x=1", suite: "trixie" },
        kind: "ci-config",
        licence: "",
      };
      expect(selectSrc6(s, dir).map((f) => [f.path, f.kind ?? s.kind, f.unit, f.split])).toEqual([
        [".github/workflows/ci.yml", "ci-config", "x", "tune6"],
        ["debian/tests/control", "ci-config", "x", "tune6"],
        ["debian/tests/smoke", "shell-script", "x", "tune6"],
      ]);
    } finally {
      removeDir(dir);
    }
  });
});
