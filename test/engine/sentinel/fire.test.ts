// Which rules fire on which pi event, and what each firing audits (pure): table-driven.

import { describe, expect, it } from "vitest";
import {
  agentEndFirings,
  contextTokensFiring,
  eventFirings,
  eventSubscriptions,
  toolCallFirings,
  toolResultFirings,
  turnEndFirings,
} from "../../../src/engine/sentinel/fire.ts";
import { createRuleSet } from "../../../src/engine/sentinel/rule-set.ts";
import { initialConfig } from "../../../src/state/config.ts";
import type { SentinelRule, SourcedRule } from "../../../src/state/config-model.ts";

const rule = (name: string, r: Partial<SentinelRule>): SourcedRule => ({
  rule: { name, prompt: "p", trigger: { type: "tool_call" }, ...r } as SentinelRule,
  source: { scope: "project" },
});

const rules: SourcedRule[] = [
  rule("gate-bash", { mode: "blocking", trigger: { type: "tool_call", tools: ["bash"] } }),
  rule("watch-all", { trigger: { type: "tool_call" } }),
  rule("watch-edit", { trigger: { type: "tool_call", tools: ["e*"] } }),
  rule("results", { trigger: { type: "tool_result", tools: ["read"] } }),
  rule("turns", { trigger: { type: "turn_end" }, window: { messages: 2 } }),
  rule("ends", { trigger: { type: "agent_end" } }),
  rule("tokens", { trigger: { type: "context_tokens", threshold: 100 } }),
  rule("bus", { trigger: { type: "event", event: "x:done" } }),
  rule("core", { trigger: { type: "event", event: "core:session_compact" } }),
  rule("bad-core", { trigger: { type: "event", event: "core:nope" } }),
];
const names = (fs: { rule: SourcedRule }[]) => fs.map((f) => f.rule.rule.name);

describe("toolCallFirings", () => {
  it.each([
    ["bash", ["gate-bash"], ["watch-all"]],
    ["edit", [], ["watch-all", "watch-edit"]],
    ["read", [], ["watch-all"]],
  ])("%s: blocking %j, background %j", (tool, blocking, background) => {
    const f = toolCallFirings(rules, { toolName: tool, toolCallId: "c1", input: { command: "ls" } }, 1000);
    expect(names(f.blocking)).toEqual(blocking);
    expect(names(f.background)).toEqual(background);
  });

  it("the scope leaves out the call id (the verdict cache would never hit) and the target names the command", () => {
    const a = toolCallFirings(rules, { toolName: "bash", toolCallId: "c1", input: { command: "ls -la" } }, 1000);
    const b = toolCallFirings(rules, { toolName: "bash", toolCallId: "c2", input: { command: "ls -la" } }, 1000);
    expect(a.blocking[0]?.scope).toBe(b.blocking[0]?.scope);
    expect(a.blocking[0]?.scope).not.toContain("c1");
    expect(a.blocking[0]).toMatchObject({
      trigger: "tool_call",
      target: "bash ls -la",
      scopeSummary: "tool call bash",
    });
  });
});

describe("the other triggers", () => {
  const messages = [
    { role: "user", content: "one" },
    { role: "assistant", content: [{ type: "text", text: "two" }] },
    { role: "user", content: "three" },
  ];
  it("tool_result rules match on the tool", () => {
    const r = { toolName: "read", toolCallId: "c", input: {}, content: [{ type: "text", text: "x" }], isError: false };
    expect(names(toolResultFirings(rules, r, 1000))).toEqual(["results"]);
    expect(toolResultFirings(rules, { ...r, toolName: "bash" }, 1000)).toEqual([]);
  });
  it("turn_end audits its window of the transcript", () => {
    const [f] = turnEndFirings(rules, { turnIndex: 3, message: {}, toolResults: [] }, messages, 1000);
    expect(f).toMatchObject({ trigger: "turn_end", target: "turn 3", scopeSummary: "2 messages" });
    expect(f?.scope).toContain("three");
    expect(f?.scope).not.toContain("one");
  });
  it("agent_end fires its rules", () => {
    expect(names(agentEndFirings(rules, { messages }, messages, 1000))).toEqual(["ends"]);
  });
  it("context_tokens audits the messages since its last firing", () => {
    const tokens = rules.find((r) => r.rule.name === "tokens") as SourcedRule;
    const f = contextTokensFiring(tokens, 250, { level: 2, since: 1 }, messages, 1000);
    expect(f).toMatchObject({ trigger: "context_tokens", scopeSummary: "2 messages", vars: { level: 2, messages: 2 } });
  });
  it.each([
    ["x:done", ["bus"]],
    ["core:session_compact", ["core"]],
    ["y:other", []],
  ])("event %s fires %j", (name, expected) => {
    expect(names(eventFirings(rules, name, { a: 1 }, 1000))).toEqual(expected);
  });
  it("subscriptions: bus channels and known core events, sorted, with a key that changes only with the set", () => {
    const s = eventSubscriptions(rules);
    expect(s.channels).toEqual(["x:done"]);
    expect(s.cores).toEqual(["session_compact"]);
    expect(eventSubscriptions([...rules].reverse()).key).toBe(s.key);
    expect(eventSubscriptions(rules.slice(0, 8)).key).not.toBe(s.key);
  });
});

describe("createRuleSet", () => {
  it("reading the valid rules dispatches nothing; each diagnostic is reported once per loaded config", () => {
    const base = { settings: initialConfig.settings, rules, reviewers: [], diagnostics: [], files: [] };
    const config = { ...initialConfig, base, rules, revision: 1 } as unknown as typeof initialConfig;
    const set = createRuleSet();
    expect(set.valid(config).map((r) => r.rule.name)).not.toContain("bad-core");
    const first = set.unreported(config);
    expect(first.map((d) => d.rule)).toEqual(["bad-core"]);
    expect(set.unreported({ ...config, revision: 2 } as typeof config)).toEqual([]);
    expect(set.unreported({ ...config, base: { ...base } } as typeof config)).toHaveLength(1);
  });
});
