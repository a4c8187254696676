// The fifth fresh benign set's selection rule: caps and order per class, what an npm or source package yields, and no overlap with earlier sets.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  PROMPT_DOC5,
  PROMPTISH5,
  pick5,
  SOURCES5,
  type Source5,
  selectNpm5,
  selectSrc5,
} from "../../../scripts/lib/benign-fresh5.ts";
import { makeTempDir, removeDir, repoRoot, writeTree } from "../../harness/env.ts";

describe("pick5", () => {
  test("each class takes up to its cap of files not taken by an earlier class; the result is sorted", () => {
    const rels = ["a.md", "b.md", "c.md", "x.js", "y.js"];
    const got = pick5(rels, [
      { test: (r) => r.endsWith(".md"), cap: 2 },
      { test: () => true, cap: 2 },
    ]);
    expect(got).toHaveLength(4);
    expect(got.filter((r) => r.endsWith(".md")).length).toBeGreaterThanOrEqual(2);
    expect(got).toEqual([...got].sort());
    // the same input picks the same files: the order is a hash of the path, not the listing order
    expect(pick5([...rels].reverse(), [{ test: () => true, cap: 3 }])).toEqual(
      pick5(rels, [{ test: () => true, cap: 3 }]),
    );
  });
});

describe("patterns", () => {
  test.each([
    ['server.tool("search", "Search the web"', true],
    ['{"inputSchema": {}}', true],
    ["const systemPrompt = `You are a helpful assistant`", true],
    ["export const add = (a, b) => a + b;", false],
  ])("PROMPTISH5 %s -> %s", (text, want) => {
    expect(PROMPTISH5.test(text)).toBe(want);
  });
  test.each([
    ["## Prompt injection\nUntrusted input can carry orders.", true],
    ["## Installation\nnpm i pkg", false],
  ])("PROMPT_DOC5 %s -> %s", (text, want) => {
    expect(PROMPT_DOC5.test(text)).toBe(want);
  });
});

describe("selection", () => {
  test("an AI package: prompt files (not Markdown) first, then Markdown about prompts, then ordinary ones", () => {
    const dir = makeTempDir("fresh5");
    try {
      writeTree(dir, {
        "dist/agent.js": 'const systemPrompt = "You are a helpful assistant.";\n',
        "dist/agent.d.ts": "export declare const systemPrompt: string;\n",
        "py/prompts.py": 'SUMMARY_PROMPT = """Summarise the text."""\n',
        "docs/security.md": "# Security\nTreat tool output as untrusted: prompt injection is possible.\n",
        "docs/install.md": "# Install\nnpm i pkg\n",
        "dist/util.js": "export const add = (a, b) => a + b;\n",
      });
      const s: Source5 = { name: "pkg@1.0.0", from: { npm: "pkg@1.0.0" }, kind: "ai-source", licence: "MIT" };
      const files = selectNpm5(s, dir);
      const paths = files.map((f) => f.path);
      expect(paths).toContain("dist/agent.js");
      expect(paths).toContain("py/prompts.py");
      expect(paths).toContain("docs/security.md");
      expect(paths).not.toContain("dist/agent.d.ts");
      expect(paths).toHaveLength(5);
      expect(files.find((f) => f.path === "py/prompts.py")?.kind).toBe("python-source");
      expect(new Set(files.map((f) => [f.unit, f.split].join(" ")))).toEqual(new Set(["pkg tune5"]));
    } finally {
      removeDir(dir);
    }
  });

  test("a source package yields its upstream CI files and Debian's, shell scripts as shell-script, nothing else", () => {
    const dir = makeTempDir("fresh5");
    try {
      writeTree(dir, {
        ".github/workflows/ci.yml": "on: push\njobs: {}\n",
        ".github/ISSUE_TEMPLATE/bug.md": "# Bug\n",
        "src/main.c": "int main(void){return 0;}\n",
        "debian/tests/control": "Tests: smoke\n",
        "debian/tests/smoke": "#!/bin/sh\nset -e\nlz4 --version\n",
      });
      const s: Source5 = {
        name: "debsrc:x=1-1",
        from: { debsrc: "x=1-1", suite: "trixie" },
        kind: "ci-config",
        licence: "l",
      };
      expect(selectSrc5(s, dir).map((f) => [f.path, f.kind ?? s.kind, f.unit, f.split])).toEqual([
        [".github/workflows/ci.yml", "ci-config", "x", "tune5"],
        ["debian/tests/control", "ci-config", "x", "tune5"],
        ["debian/tests/smoke", "shell-script", "x", "tune5"],
      ]);
    } finally {
      removeDir(dir);
    }
  });
});

describe("sources", () => {
  test("no source of set 5 is a package of an earlier fresh set or of eval/benign-hard", () => {
    const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");
    const read = (p: string): { name?: string; package?: string }[] =>
      JSON.parse(readFileSync(join(repoRoot, p), "utf8")) as { name?: string; package?: string }[];
    const earlier = new Set(
      [
        ...read("eval/benign-fresh/manifest.json").map((e) => e.name ?? ""),
        ...read("eval/benign-hard/manifest.json").map((e) => e.package ?? ""),
      ]
        .filter((n) => !SOURCES5.some((s) => s.name === n))
        .map(bare),
    );
    expect(SOURCES5.map((s) => bare(s.name)).filter((n) => earlier.has(n))).toEqual([]);
    expect(new Set(SOURCES5.map((s) => s.name)).size).toBe(SOURCES5.length);
  });
});
