// The fortieth fresh benign set's trim: a quota per group, at most 4 files per source, round-robin over sources, the agent and AI group's prompt and agent files by path first.

import { describe, expect, test } from "vitest";
import { PROMPT_PATH40, TRIM40, type Trim40File, trim40 } from "../../../scripts/lib/benign-fresh40.ts";
import { describeQuotaTrim } from "./quota-trim-cases.ts";

describeQuotaTrim("trim40", trim40, TRIM40);

describe("trim40 prefers prompt and agent files by path in the agent and AI group", () => {
  test("PROMPT_PATH40 takes prompt, agent, skill and template paths and not ordinary source", () => {
    for (const p of [
      "prompts/summarize.md",
      "src/agent.prompt.ts",
      "dist/system-prompt.txt",
      "system.md",
      "AGENTS.md",
      "docs/CLAUDE.md",
      ".cursorrules",
      ".cursor/rules/style.mdc",
      "skills/review/SKILL.md",
      "templates/starter/index.ts",
      "agents/planner.md",
      "commands/fix.md",
      "chat.jinja",
      "instructions.md",
    ])
      expect(PROMPT_PATH40.test(p), p).toBe(true);
    for (const p of ["README.md", "src/index.ts", "package.json", "lib/client.js", "docs/systemd.conf"])
      expect(PROMPT_PATH40.test(p), p).toBe(false);
  });

  test("every source's prompt files come before any source's other AI files, still at most 4 per source", () => {
    const all: Trim40File[] = [];
    for (let i = 0; i < 300; i++) {
      all.push(
        { source: `ai${i}`, path: `src/f${i}.ts`, group: 1 },
        { source: `ai${i}`, path: `lib/g${i}.js`, group: 1 },
      );
      if (i % 3 === 0) all.push({ source: `ai${i}`, path: `prompts/p${i}.md`, group: 1 });
    }
    const kept = trim40(all).filter((f) => f.group === 1);
    expect(kept).toHaveLength(700);
    expect(kept.slice(0, 100).every((f) => PROMPT_PATH40.test(f.path))).toBe(true);
    expect(kept.slice(100).some((f) => PROMPT_PATH40.test(f.path))).toBe(false);
  });

  test("other groups keep the plain round-robin (a prompt path outside the AI group is not preferred)", () => {
    const all: Trim40File[] = [
      { source: "d1", path: "a.md", group: 4 },
      { source: "d1", path: "prompts/b.md", group: 4 },
    ];
    expect(trim40(all)).toHaveLength(2);
  });
});
