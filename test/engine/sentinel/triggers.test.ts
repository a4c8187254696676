// Unit tests of trigger matching and rule validity (tool patterns, core: event names, blocking only on tool_call, templates).

import { describe, expect, it } from "vitest";
import {
  checkRules,
  CORE_EVENTS,
  isBlocking,
  matchesTool,
  parseEventTarget,
  ruleProblems,
} from "../../../src/engine/sentinel/triggers.ts";
import type { SentinelRule, SourcedRule } from "../../../src/state/config-model.ts";

const rule = (over: Partial<SentinelRule> = {}): SentinelRule => ({
  name: "r",
  trigger: { type: "tool_call" },
  prompt: "check {{tool}}",
  ...over,
});

describe("tool matching", () => {
  it.each([
    [undefined, "bash", true],
    [[], "anything", true],
    [["bash"], "bash", true],
    [["bash"], "bashful", false],
    [["ba*"], "bash", true],
    [["{edit,write}"], "write", true],
    [["{edit,write}"], "read", false],
    [["mcp__*"], "mcp__github__issue", true],
    [["!read"], "write", true],
  ])("patterns %j on %s -> %s", (tools, name, expected) => {
    expect(matchesTool(rule({ trigger: { type: "tool_call", tools: tools as string[] | undefined } }), name)).toBe(
      expected,
    );
  });

  it("blocking only counts on tool_call", () => {
    expect(isBlocking(rule({ mode: "blocking" }))).toBe(true);
    expect(isBlocking(rule({ mode: "background" }))).toBe(false);
    expect(isBlocking(rule({ mode: "blocking", trigger: { type: "tool_result" } }))).toBe(false);
  });
});

describe("event targets", () => {
  it("a bare name is a bus channel, never validated", () => {
    expect(parseEventTarget("my:channel")).toEqual({ kind: "bus", channel: "my:channel" });
  });
  it("core: names must be pi events; the error lists the legal names", () => {
    expect(parseEventTarget("core:session_compact")).toEqual({ kind: "core", event: "session_compact" });
    const bad = parseEventTarget("core:session_compacted");
    expect(bad.kind).toBe("invalid");
    expect(bad.kind === "invalid" && bad.error).toContain("session_compact, session_compact_failed");
    expect(CORE_EVENTS).not.toContain("project_trust");
  });
});

describe("rule validity", () => {
  it("flags bad core names, blocking off tool_call, missing threshold, and templates that do not compile", () => {
    expect(ruleProblems(rule())).toEqual([]);
    expect(ruleProblems(rule({ trigger: { type: "event", event: "core:nope" } }))[0]).toContain("is not a pi event");
    expect(ruleProblems(rule({ trigger: { type: "event" } }))[0]).toContain('needs "event"');
    expect(ruleProblems(rule({ mode: "blocking", trigger: { type: "turn_end" } }))[0]).toContain(
      "only works with a tool_call trigger",
    );
    expect(ruleProblems(rule({ trigger: { type: "context_tokens" } }))[0]).toContain("threshold");
    expect(ruleProblems(rule({ prompt: "{{#if x}}unclosed" }))[0]).toContain("does not compile");
  });

  it("an invalid rule drops only itself, with a diagnostic naming rule and file", () => {
    const rs: SourcedRule[] = [
      { rule: rule({ name: "good" }), source: { scope: "project", file: "/p/.pi/sentinel.json" } },
      { rule: rule({ name: "bad", prompt: "{{/each}}" }), source: { scope: "project", file: "/p/.pi/sentinel.json" } },
    ];
    const c = checkRules(rs);
    expect(c.valid.map((r) => r.rule.name)).toEqual(["good"]);
    expect(c.diagnostics).toHaveLength(1);
    expect(c.diagnostics[0]).toMatchObject({ severity: "error", rule: "bad", file: "/p/.pi/sentinel.json" });
  });
});
