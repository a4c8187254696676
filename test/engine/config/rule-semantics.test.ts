// The one rule-semantics check: table-driven, and every caller (load validation, the runtime's rule check) says the same.

import { describe, expect, it } from "vitest";
import { ruleSemanticProblems } from "../../../src/engine/config/rule-semantics.ts";
import { validateRule } from "../../../src/engine/config/validate.ts";
import { ruleProblems } from "../../../src/engine/sentinel/triggers.ts";
import type { SentinelRule } from "../../../src/state/config-model.ts";

const base = { name: "r", prompt: "check {{tool}}", trigger: { type: "tool_call" } };

const table: { name: string; rule: Record<string, unknown>; path?: string[]; says?: string }[] = [
  { name: "a plain tool_call rule", rule: base },
  { name: "blocking on tool_call", rule: { ...base, mode: "blocking" } },
  {
    name: "blocking off tool_call",
    rule: { ...base, mode: "blocking", trigger: { type: "turn_end" } },
    path: ["mode"],
    says: '"blocking" only works with a tool_call trigger (this one is "turn_end")',
  },
  {
    name: "context_tokens without threshold",
    rule: { ...base, trigger: { type: "context_tokens" } },
    path: ["trigger"],
    says: 'needs "threshold"',
  },
  {
    name: "context_tokens with threshold 0",
    rule: { ...base, trigger: { type: "context_tokens", threshold: 0 } },
    path: ["trigger", "threshold"],
    says: "positive",
  },
  { name: "context_tokens with a threshold", rule: { ...base, trigger: { type: "context_tokens", threshold: 1000 } } },
  {
    name: "event without event",
    rule: { ...base, trigger: { type: "event" } },
    path: ["trigger"],
    says: 'needs "event"',
  },
  {
    name: "unknown core event",
    rule: { ...base, trigger: { type: "event", event: "core:nope" } },
    path: ["trigger", "event"],
    says: '"core:nope" is not a pi event; use one of: core:resources_discover',
  },
  { name: "a known core event", rule: { ...base, trigger: { type: "event", event: "core:session_compact" } } },
  { name: "a bus channel (never checked)", rule: { ...base, trigger: { type: "event", event: "core-ish:x" } } },
  {
    name: "a template that does not compile",
    rule: { ...base, prompt: "{{#if x}}unclosed" },
    path: ["prompt"],
    says: "does not compile",
  },
  { name: "wrong types are the schema's to say", rule: { name: "r", prompt: 5, trigger: "x", mode: 3 } },
];

describe("ruleSemanticProblems", () => {
  it.each(table)("$name", ({ rule, path, says }) => {
    const problems = ruleSemanticProblems(rule);
    if (!says) {
      expect(problems).toEqual([]);
      return;
    }
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toEqual(path);
    expect(problems[0]?.message).toContain(says);
  });

  it.each(table.filter((t) => t.says && typeof t.rule.prompt === "string"))(
    "load validation and the runtime check agree: $name",
    ({ rule, says }) => {
      const loaded = validateRule(rule, { scope: "project" }, ["rules", 0]);
      expect(loaded.rule).toBeUndefined();
      expect(loaded.diagnostics[0]?.message).toContain(says);
      expect(ruleProblems(rule as unknown as SentinelRule)[0]).toContain(says);
    },
  );
});

describe("the core event list in the docs", () => {
  it("docs/configuration.md names exactly CORE_EVENT_NAMES", async () => {
    const { readFileSync } = await import("node:fs");
    const { CORE_EVENT_NAMES } = await import("../../../src/engine/config/core-events.ts");
    const doc = readFileSync(new URL("../../../docs/configuration.md", import.meta.url), "utf8");
    const start = doc.indexOf("one of pi's extension events:");
    expect(start).toBeGreaterThan(0);
    const para = doc.slice(start, doc.indexOf(".\n", start));
    const named = [...para.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
    expect([...named].sort()).toEqual([...CORE_EVENT_NAMES].sort());
  });
});
