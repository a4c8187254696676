// The seventh fresh benign set's selection rule: its prompt shapes, its split, and picks that differ from set 6's salt.

import { describe, expect, test } from "vitest";
import { PROMPT_DOC7, PROMPTISH7, pick7, type Source7, select7 } from "../../../scripts/lib/benign-fresh7.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

describe("patterns", () => {
  test.each([
    ["See AGENTS.md for the house rules", true],
    ['server.registerTool("x", { inputSchema: z.object({}) })', true],
    ['{"tool_choice": "auto"}', true],
    ["const systemPrompt = buildPrompt(ctx);", true],
    ["copy them to .cursor/rules/", true],
    ["export const add = (a, b) => a + b;", false],
  ])("PROMPTISH7 %s -> %s", (text, want) => {
    expect(PROMPTISH7.test(text)).toBe(want);
  });
  test.each([
    ["# Connecting an MCP client", true],
    ["## Handling tool calls", true],
    ["# Guarding against prompt injection", true],
    ["# Installation\nnpm i x", false],
  ])("PROMPT_DOC7 %s -> %s", (text, want) => {
    expect(PROMPT_DOC7.test(text)).toBe(want);
  });
});

describe("selection", () => {
  test("picks are sorted and reproducible, whatever order the files come in", () => {
    const rels = Array.from({ length: 30 }, (_, i) => `f${i}.md`);
    const got = pick7(rels, [{ test: () => true, cap: 5 }]);
    expect(got).toHaveLength(5);
    expect(got).toEqual([...got].sort());
    expect(pick7([...rels].reverse(), [{ test: () => true, cap: 5 }])).toEqual(got);
  });

  test("an npm AI package: tool-schema files first, every file in split tune7 under the package's unit", () => {
    const dir = makeTempDir("fresh7-npm");
    try {
      const tree: Record<string, string> = {};
      for (let i = 0; i < 6; i++) tree[`src/t${i}.js`] = `server.registerTool("t${i}", { inputSchema: {} });`;
      for (let i = 0; i < 8; i++) tree[`lib/o${i}.js`] = `export const x${i} = ${i};`;
      tree["docs/mcp.md"] = "# Use it from an MCP client";
      writeTree(dir, tree);
      const s: Source7 = { name: "@x/y@1.0.0", from: { npm: "@x/y@1.0.0" }, kind: "ai-source", licence: "MIT" };
      const files = select7(s, dir);
      expect(files.filter((f) => f.path.startsWith("src/"))).toHaveLength(6);
      expect(files.map((f) => f.path)).toContain("docs/mcp.md");
      expect(files).toHaveLength(9);
      expect(new Set(files.map((f) => `${f.unit} ${f.split}`))).toEqual(new Set(["@x/y tune7"]));
    } finally {
      removeDir(dir);
    }
  });

  test("a Debian source tree: upstream CI files, then Debian's, in split tune7", () => {
    const dir = makeTempDir("fresh7-src");
    try {
      writeTree(dir, {
        ".github/workflows/build.yml": "on: push\njobs: {}\n",
        "lib/a.c": "int a(void) { return 1; }\n",
        "debian/tests/control": "Tests: unit\n",
      });
      const s: Source7 = {
        name: "debsrc:z=2",
        from: { debsrc: "z=2", suite: "trixie" },
        kind: "ci-config",
        licence: "",
      };
      expect(select7(s, dir).map((f) => [f.path, f.unit, f.split])).toEqual([
        [".github/workflows/build.yml", "z", "tune7"],
        ["debian/tests/control", "z", "tune7"],
      ]);
    } finally {
      removeDir(dir);
    }
  });
});
