// The selection rule shared by fresh sets 6 and 7: the set's split on every file, its prompt shapes, its hash salt.

import { describe, expect, test } from "vitest";
import {
  debSource,
  debSrcSource,
  npmSource,
  type SetSource,
  setPickers,
} from "../../../scripts/lib/benign-set-pick.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

const src = (kind: SetSource["kind"]): SetSource => ({
  name: "pkg@1.0.0",
  from: { npm: "pkg@1.0.0" },
  kind,
  licence: "MIT",
});

describe("setPickers", () => {
  test("an ai-source package: files matching the set's prompt shape first, each file carries the set's split", () => {
    const dir = makeTempDir("set-pick");
    try {
      const tree: Record<string, string> = {};
      for (let i = 0; i < 14; i++) tree[`src/o${i}.js`] = `export const v${i} = ${i};`;
      tree["src/agent.js"] = "const MARKER_PROMPT = 'be brief';";
      writeTree(dir, tree);
      const p = setPickers("t1", "holdoutX", /MARKER_PROMPT/, /nothing-matches/);
      const files = p.selectNpm(src("ai-source"), dir);
      // one prompt file, then 2 ordinary ones: the prompt file is always in
      expect(files).toHaveLength(3);
      expect(files.map((f) => f.path)).toContain("src/agent.js");
      expect(new Set(files.map((f) => `${f.unit} ${f.split}`))).toEqual(new Set(["pkg holdoutX"]));
      // without the prompt shape it is only picked if the hash puts it among the two ordinary files
      const plain = setPickers("t1", "holdoutX", /nothing-matches/, /nothing-matches/).selectNpm(src("ai-source"), dir);
      expect(plain).toHaveLength(2);
    } finally {
      removeDir(dir);
    }
  });

  test("framework-docs: Markdown/YAML/JSON first (12), then 3 others; the order within a class follows the salt", () => {
    const dir = makeTempDir("set-pick-docs");
    try {
      const tree: Record<string, string> = {};
      for (let i = 0; i < 20; i++) tree[`docs/d${i}.md`] = `# Page ${i}`;
      for (let i = 0; i < 20; i++) tree[`lib/x${i}.js`] = `module.exports = ${i};`;
      writeTree(dir, tree);
      const a = setPickers("saltA", "s", /x^/, /x^/).selectNpm(src("framework-docs"), dir);
      const b = setPickers("saltB", "s", /x^/, /x^/).selectNpm(src("framework-docs"), dir);
      expect(a.filter((f) => f.path.endsWith(".md"))).toHaveLength(12);
      expect(a).toHaveLength(15);
      expect(a.map((f) => f.path)).not.toEqual(b.map((f) => f.path));
      expect(setPickers("saltA", "s", /x^/, /x^/).selectNpm(src("framework-docs"), dir)).toEqual(a);
    } finally {
      removeDir(dir);
    }
  });
});

describe("source builders of a set's list", () => {
  test.each([
    [npmSource("ai-source")("a-mcp@1.0.0"), "a-mcp@1.0.0", { npm: "a-mcp@1.0.0" }, "ai-source"],
    [npmSource("framework-docs")("@s/docs@2.1.0"), "@s/docs@2.1.0", { npm: "@s/docs@2.1.0" }, "framework-docs"],
    [debSource("cron"), "deb:cron", { deb: "cron", suite: "trixie" }, "debian-script"],
    [debSrcSource("nnn"), "debsrc:nnn", { debsrc: "nnn", suite: "trixie" }, "ci-config"],
  ])("%#: %o", (source: SetSource, name, from, kind) => {
    expect(source.name).toBe(name);
    expect(source.from).toEqual(from);
    expect(source.kind).toBe(kind);
    expect(source.licence).not.toBe("");
  });
});
