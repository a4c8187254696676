// The fourth fresh benign set's selection rule: which paths count as CI files, and what a package yields per kind.

import { describe, expect, test } from "vitest";
import { isCiFile4, isDebianCi, type Source4, selectNpm4, selectSrc4 } from "../../../scripts/lib/benign-fresh4.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

describe("isCiFile4", () => {
  test.each([
    [".github/workflows/ci.yml", true],
    ["deps/hiredis/.github/workflows/build.yml", true],
    [".github/actions/run-build/action.yml", true],
    [".github/dependabot.yml", true],
    [".gitlab-ci.yml", true],
    [".travis.yml", true],
    ["appveyor.yml", true],
    ["deps/jemalloc/.appveyor.yml", true],
    ["azure-pipelines.yml", true],
    [".cirrus.yml", true],
    [".circleci/config.yml", true],
    ["bitbucket-pipelines.yml", true],
    ["Jenkinsfile", true],
    ["src/generators/ci-workflow/files/github/.github/workflows/__workflowFileName__.yml__tmpl__", true],
    // look-alikes that are not CI configuration
    [".github/ISSUE_TEMPLATE/bug.md", false],
    [".github/FUNDING.yml", false],
    ["docs/ci.md", false],
    ["src/travis.ts", false],
    ["jenkins/README.md", false],
  ])("%s -> %s", (path, want) => {
    expect(isCiFile4(path)).toBe(want);
  });
});

describe("isDebianCi", () => {
  test.each([
    ["debian/salsa-ci.yml", true],
    ["debian/gitlab-ci.yml", true],
    ["debian/tests/control", true],
    ["debian/tests/smoke", true],
    ["debian/control", false],
    ["debian/tests/data/x.txt", false],
    ["upstream/debian/tests/control", false],
  ])("%s -> %s", (path, want) => {
    expect(isDebianCi(path)).toBe(want);
  });
});

describe("selection", () => {
  test("a source package yields its upstream CI files and Debian's, shell scripts as shell-script, nothing else", () => {
    const dir = makeTempDir("fresh4");
    try {
      writeTree(dir, {
        ".github/workflows/ci.yml": "on: push\njobs: {}\n",
        ".github/ISSUE_TEMPLATE/bug.md": "# Bug\n",
        ".travis.yml": "language: c\n",
        "src/main.c": "int main(void){return 0;}\n",
        "debian/tests/control": "Tests: smoke\n",
        "debian/tests/smoke": "#!/bin/sh\nset -e\nhtop --version\n",
        "debian/control": "Source: x\n",
      });
      const s: Source4 = {
        name: "debsrc:x=1-1",
        from: { debsrc: "x=1-1", suite: "trixie" },
        kind: "ci-config",
        licence: "l",
      };
      const files = selectSrc4(s, dir);
      expect(files.map((f) => [f.path, f.kind ?? s.kind, f.unit, f.split])).toEqual([
        [".github/workflows/ci.yml", "ci-config", "x", "tune4"],
        [".travis.yml", "ci-config", "x", "tune4"],
        ["debian/tests/control", "ci-config", "x", "tune4"],
        ["debian/tests/smoke", "shell-script", "x", "tune4"],
      ]);
      expect(files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    } finally {
      removeDir(dir);
    }
  });

  test("an AI package yields prompt files first, then ordinary ones; .py reports as python-source; no .d.ts or maps", () => {
    const dir = makeTempDir("fresh4");
    try {
      writeTree(dir, {
        "dist/agent.js": 'const systemPrompt = "You are a helpful assistant.";\n',
        "dist/agent.d.ts": "export declare const systemPrompt: string;\n",
        "dist/agent.js.map": "{}",
        "py/prompts.py": 'SUMMARY_PROMPT = """Summarise the text."""\n',
        "dist/util.js": "export const add = (a, b) => a + b;\n",
        "README.md": "# pkg\n",
      });
      const s: Source4 = { name: "pkg@1.0.0", from: { npm: "pkg@1.0.0" }, kind: "ai-source", licence: "MIT" };
      const files = selectNpm4(s, dir);
      expect(files.map((f) => [f.path, f.kind ?? s.kind])).toEqual([
        ["README.md", "ai-source"],
        ["dist/agent.js", "ai-source"],
        ["dist/util.js", "ai-source"],
        ["py/prompts.py", "python-source"],
      ]);
      expect(new Set(files.map((f) => f.unit))).toEqual(new Set(["pkg"]));
    } finally {
      removeDir(dir);
    }
  });
});
