// The forty-first fresh benign set's rule and trim: prompt files by path from Debian AI source trees; a quota per group, at most 4 files per source, round-robin, the agent and AI group's prompt and agent files by path first.

import { describe, expect, test } from "vitest";
import {
  PROMPT_PATH41,
  PROMPT_SRC_CAP41,
  type Source41,
  select41,
  TRIM41,
  type Trim41File,
  trim41,
} from "../../../scripts/lib/benign-fresh41.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";
import { describeQuotaTrim } from "./quota-trim-cases.ts";

describeQuotaTrim("trim41", trim41, TRIM41);

describe("select41: a Debian source tree of kind ai-source gives its prompt files by path too", () => {
  const tree = (): Record<string, string> => {
    const t: Record<string, string> = {
      "README.md": "# nlp tool\n",
      "debian/control": "Source: tool\n",
      "debian/prompts/ignored.txt": "packaging, not upstream\n",
      "src/main.py": "print(1)\n",
    };
    for (let i = 0; i < 6; i++) t[`prompts/p${i}.txt`] = `Summarise the text ${i}.\n`;
    t["templates/chat.jinja"] = "{{ message }}\n";
    return t;
  };
  const src = (kind: Source41["kind"]): Source41 => ({
    name: "debsrc:tool=1.0-1",
    from: { debsrc: "tool=1.0-1", suite: "trixie" },
    kind,
    licence: "x",
  });

  test(`up to ${PROMPT_SRC_CAP41} prompt files outside debian/, kind ai-source, in holdout41`, () => {
    const dir = makeTempDir("fresh41-");
    try {
      writeTree(dir, tree());
      const got = select41(src("ai-source"), dir);
      const prompts = got.filter((f) => PROMPT_PATH41.test(f.path) && !f.kind);
      expect(prompts.length).toBe(PROMPT_SRC_CAP41);
      expect(got.some((f) => f.path.startsWith("debian/prompts/"))).toBe(false);
      expect(new Set(got.map((f) => f.split))).toEqual(new Set(["holdout41"]));
      expect(got.every((f) => f.unit === "tool" && /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
      expect(new Set(got.map((f) => f.path)).size).toBe(got.length);
      // reproducible whatever the walk order
      expect(select41(src("ai-source"), dir)).toEqual(got);
    } finally {
      removeDir(dir);
    }
  });

  test("a source tree of another kind gets no prompt pick", () => {
    const dir = makeTempDir("fresh41-");
    try {
      writeTree(dir, tree());
      const got = select41(src("ci-config"), dir);
      expect(got.filter((f) => /^prompts\//.test(f.path) && (f.kind ?? "ci-config") === "ai-source")).toEqual([]);
      expect(got.filter((f) => f.path.startsWith("prompts/")).length).toBeLessThan(PROMPT_SRC_CAP41);
    } finally {
      removeDir(dir);
    }
  });
});

describe("trim41 prefers prompt and agent files by path in the agent and AI group", () => {
  test("every source's prompt files come before any source's other AI files, still at most 4 per source", () => {
    const all: Trim41File[] = [];
    for (let i = 0; i < 300; i++) {
      all.push(
        { source: `ai${i}`, path: `src/f${i}.ts`, group: 1 },
        { source: `ai${i}`, path: `lib/g${i}.js`, group: 1 },
      );
      if (i % 3 === 0) all.push({ source: `ai${i}`, path: `prompts/p${i}.md`, group: 1 });
    }
    const kept = trim41(all).filter((f) => f.group === 1);
    expect(kept).toHaveLength(700);
    expect(kept.slice(0, 100).every((f) => PROMPT_PATH41.test(f.path))).toBe(true);
    expect(kept.slice(100).some((f) => PROMPT_PATH41.test(f.path))).toBe(false);
  });
});
