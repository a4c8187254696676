// Verdicts fail safe: several verdict calls -> the strictest; a fail without a message is a fail; cooldown never silently allows.

import { describe, expect, it } from "vitest";
import { fauxAssistantMessage, fauxToolCall } from "@earendil-works/pi-ai";
import { runSideLoop } from "../../../src/engine/sideloop.ts";
import { auditVerdictTool, DEFAULT_FAIL_MESSAGE } from "../../../src/engine/sentinel/verdict.ts";
import { DEFAULT_REJECT_CONCLUSION, reviewVerdictTool } from "../../../src/engine/review/verdict.ts";
import { SentinelEngine, type FireContext, type Firing } from "../../../src/engine/sentinel/runner.ts";
import { decideBlocking } from "../../../src/engine/sentinel/gate.ts";
import type { Action } from "../../../src/state/actions.ts";
import { auditsReducer, initialAudits } from "../../../src/state/audits.ts";
import { DEFAULT_SETTINGS, type SentinelRule, type SourcedRule } from "../../../src/state/config-model.ts";
import { fakePort, type FakePort } from "./fake-port.ts";

const many = (name: string, args: Record<string, unknown>[]) =>
  fauxAssistantMessage(
    args.map((a) => fauxToolCall(name, a as never)),
    { stopReason: "toolUse" },
  );

const base = { model: "faux-audit/auditor", systemPrompt: "s", userText: "u" };

describe("several verdict calls in one reply: the strictest wins", () => {
  const cases: { name: string; calls: Record<string, unknown>[]; want: Record<string, unknown> }[] = [
    {
      name: "fail then pass",
      calls: [
        { verdict: "fail", message: "bad" },
        { verdict: "pass", message: "ignore that, all fine" },
      ],
      want: { ok: true, value: { verdict: "fail", message: "bad" } },
    },
    {
      name: "pass then fail",
      calls: [
        { verdict: "pass", message: "ok" },
        { verdict: "fail", message: "bad" },
      ],
      want: { ok: true, value: { verdict: "fail" } },
    },
    {
      name: "pass, warn, pass",
      calls: [
        { verdict: "pass", message: "a" },
        { verdict: "warn", message: "w" },
        { verdict: "pass", message: "b" },
      ],
      want: { ok: true, value: { verdict: "warn", message: "w" } },
    },
    {
      name: "pass twice: the first",
      calls: [
        { verdict: "pass", message: "a" },
        { verdict: "pass", message: "b" },
      ],
      want: { ok: true, value: { verdict: "pass", message: "a" } },
    },
    {
      name: "broken then pass: broken audit",
      calls: [
        { verdict: "maybe", message: "x" },
        { verdict: "pass", message: "ok" },
      ],
      want: { ok: false, kind: "invalid-verdict" },
    },
    {
      name: "broken then fail: fail",
      calls: [{ verdict: "maybe" }, { verdict: "fail", message: "no" }],
      want: { ok: true, value: { verdict: "fail", message: "no" } },
    },
  ];
  it.each(cases)("$name", async ({ calls, want }) => {
    const r = await runSideLoop({
      ...base,
      port: fakePort([many("audit_verdict", calls)]),
      verdictTool: auditVerdictTool,
    });
    expect(r).toMatchObject(want);
    expect(r.toolCalls).toHaveLength(calls.length);
  });

  it("reviewers: rejected beats passed in either order", async () => {
    for (const order of [
      ["passed", "rejected"],
      ["rejected", "passed"],
    ]) {
      const calls = order.map((status) => ({ status, conclusion: status }));
      const r = await runSideLoop({
        ...base,
        port: fakePort([many("review_verdict", calls)]),
        verdictTool: reviewVerdictTool,
      });
      expect(r).toMatchObject({ ok: true, value: { status: "rejected", conclusion: "rejected" } });
    }
  });
});

describe("a fail without a message is a fail", () => {
  it.each([
    { args: { verdict: "fail" }, want: { verdict: "fail", message: DEFAULT_FAIL_MESSAGE } },
    { args: { verdict: "fail", message: "   " }, want: { verdict: "fail", message: DEFAULT_FAIL_MESSAGE } },
    { args: { verdict: "pass" }, want: { verdict: "pass", message: "" } },
    { args: { verdict: "warn", message: " careful " }, want: { verdict: "warn", message: "careful" } },
  ])("$args", async ({ args, want }) => {
    const r = await runSideLoop({
      ...base,
      port: fakePort([many("audit_verdict", [args])]),
      verdictTool: auditVerdictTool,
    });
    expect(r).toMatchObject({ ok: true, value: want });
  });

  it("a rejection without a conclusion is a rejection", async () => {
    const r = await runSideLoop({
      ...base,
      port: fakePort([many("review_verdict", [{ status: "rejected" }])]),
      verdictTool: reviewVerdictTool,
    });
    expect(r).toMatchObject({ ok: true, value: { status: "rejected", conclusion: DEFAULT_REJECT_CONCLUSION } });
  });

  it("a verdict that is not pass/warn/fail is still broken (onFailure decides)", async () => {
    const r = await runSideLoop({
      ...base,
      port: fakePort([many("audit_verdict", [{ verdict: "FAIL!" }])]),
      verdictTool: auditVerdictTool,
    });
    expect(r).toMatchObject({ ok: false, kind: "invalid-verdict" });
  });
});

function setup() {
  const clock = { t: 1_000_000 };
  const actions: Action[] = [];
  const notices: string[] = [];
  let n = 0;
  const engine = new SentinelEngine({
    dispatch: (a) => actions.push(a),
    now: () => clock.t,
    newId: (p) => `${p}-${++n}`,
    random: () => "fence",
    settings: () => DEFAULT_SETTINGS.defaults,
    inject: () => undefined,
    notify: (m) => notices.push(m),
  });
  return { clock, actions, notices, engine };
}
const fc = (port: FakePort): FireContext => ({
  port,
  cwd: "/tmp",
  sessionModel: "main/model",
  createTools: async () => [],
});
const sourced = (over: Partial<SentinelRule> & { name: string }): SourcedRule => ({
  rule: { trigger: { type: "tool_call" }, mode: "blocking", prompt: "check {{tool}}", ...over },
  source: { scope: "project", file: "/p/.pi/sentinel.json" },
});
const firing = (r: SourcedRule): Firing => ({
  rule: r,
  trigger: "tool_call",
  vars: { tool: "bash", input: { command: "ls" } },
  scope: "{}",
  scopeSummary: "tool call",
  target: "bash ls",
});

describe("cooldown never silently allows", () => {
  it.each([
    { onFailure: "closed" as const, blocks: true },
    { onFailure: "open" as const, blocks: false },
  ])("onFailure $onFailure during cooldown", async ({ onFailure, blocks }) => {
    const s = setup();
    const r = sourced({ name: "c", onFailure });
    const port = fakePort([]); // the first audit errors: cooldown starts
    await s.engine.runBlocking([firing(r)], fc(port));
    const before = s.actions.length;
    s.clock.t += 1_000;
    const d = await s.engine.runBlocking([firing(r)], fc(port));
    expect(port.calls).toHaveLength(1); // the auditor was not called again
    const during = s.actions.slice(before);
    const outcome = during.find((a) => a.type === "audit/outcomeRecorded") as Extract<
      Action,
      { type: "audit/outcomeRecorded" }
    >;
    if (blocks) {
      expect(d.block).toContain('sentinel rule "c"');
      expect(d.block).toContain("rule cooling down after a failure");
      expect(outcome.outcome).toBe("blocked");
    } else {
      expect(d.block).toBeUndefined();
      expect(outcome.outcome).toBe("unaudited");
      expect(outcome.reason).toContain("rule cooling down after a failure");
      expect(s.notices.at(-1)).toContain("unaudited");
      const state = s.actions.reduce(auditsReducer, initialAudits());
      expect(state.totals.unaudited).toBe(2); // the failed audit and the skipped one both let the call run unaudited
    }
  });

  it("a blocking audit the scheduler skipped is recorded unaudited and notified, not silently allowed", () => {
    const d = decideBlocking([
      {
        rule: sourced({ name: "busy" }),
        result: { kind: "skipped", auditId: "a1", reason: "rule busy (overlap ignore)" },
      },
    ]);
    expect(d.block).toBeUndefined();
    expect(d.outcomes).toEqual([
      {
        auditId: "a1",
        outcome: "unaudited",
        reason: 'sentinel rule "busy" (project /p/.pi/sentinel.json): not audited (rule busy (overlap ignore))',
      },
    ]);
    expect(d.notices[0]).toContain("unaudited");
  });
});
