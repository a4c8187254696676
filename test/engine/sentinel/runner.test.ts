// Unit tests of the sentinel engine with a fake clock and fake model port: gating, failures, cooldown, cache, shadow, findings, steer/cancel.

import { describe, expect, it } from "vitest";
import { SentinelEngine, timeoutFor, type FireContext, type Firing } from "../../../src/engine/sentinel/runner.ts";
import type { Action } from "../../../src/state/actions.ts";
import {
  DEFAULT_SETTINGS,
  type ResolvedSettings,
  type SentinelRule,
  type SourcedRule,
} from "../../../src/state/config-model.ts";
import { fakePort, hang, text, verdict, type FakePort } from "./fake-port.ts";

function setup(defaults: Partial<ResolvedSettings["defaults"]> = {}) {
  const clock = { t: 1_000_000 };
  const actions: Action[] = [];
  const injected: string[] = [];
  const notices: string[] = [];
  let n = 0;
  const engine = new SentinelEngine({
    dispatch: (a) => actions.push(a),
    now: () => clock.t,
    newId: (p) => `${p}-${++n}`,
    random: () => "fence",
    settings: () => ({ ...DEFAULT_SETTINGS.defaults, ...defaults }),
    inject: (t) => injected.push(t),
    notify: (m) => notices.push(m),
  });
  return { clock, actions, injected, notices, engine, types: () => actions.map((a) => a.type) };
}

const fc = (port: FakePort, sessionModel: string | null = "main/model"): FireContext => ({
  port,
  cwd: "/tmp",
  sessionModel: sessionModel ?? undefined,
  createTools: async () => [],
});

function sourced(over: Partial<SentinelRule> & { name: string }): SourcedRule {
  return {
    rule: { trigger: { type: "tool_call" }, mode: "blocking", prompt: "check {{tool}}", ...over },
    source: { scope: "project", file: "/p/.pi/sentinel.json" },
  };
}

function firing(r: SourcedRule, scope = '{"tool":"bash"}'): Firing {
  return {
    rule: r,
    trigger: "tool_call",
    vars: { tool: "bash", input: { command: "ls" } },
    scope,
    scopeSummary: "tool call",
    target: "bash ls",
  };
}

describe("blocking gate", () => {
  it("blocks with every failing reason sorted by rule name, each naming its rule and file", async () => {
    const s = setup();
    const port = fakePort([verdict("fail", "zeta says no"), verdict("fail", "alpha says no"), verdict("pass", "ok")]);
    const d = await s.engine.runBlocking(
      [firing(sourced({ name: "zeta" })), firing(sourced({ name: "alpha" })), firing(sourced({ name: "mid" }))],
      fc(port),
    );
    expect(d.block).toBe(
      'Blocked by pi-sentinel:\n- sentinel rule "alpha" (project /p/.pi/sentinel.json): alpha says no\n- sentinel rule "zeta" (project /p/.pi/sentinel.json): zeta says no',
    );
    expect(port.calls).toHaveLength(3);
    expect(
      s.actions
        .filter((a) => a.type === "audit/outcomeRecorded")
        .map((a) => (a as { outcome: string }).outcome)
        .sort(),
    ).toEqual(["allowed", "blocked", "blocked"]);
  });

  it("a warn lets the call run and annotates", async () => {
    const s = setup();
    const d = await s.engine.runBlocking([firing(sourced({ name: "w" }))], fc(fakePort([verdict("warn", "careful")])));
    expect(d.block).toBeUndefined();
    expect(d.annotations).toEqual(['sentinel rule "w" (project /p/.pi/sentinel.json) warns: careful']);
  });

  it("records the audit lifecycle as actions with usage", async () => {
    const s = setup();
    await s.engine.runBlocking([firing(sourced({ name: "r" }))], fc(fakePort([verdict("pass")])));
    expect(s.types()).toEqual([
      "audit/queued",
      "audit/started",
      "audit/progressed",
      "audit/progressed",
      "audit/finished",
      "audit/outcomeRecorded",
    ]);
    const q = s.actions[0] as Extract<Action, { type: "audit/queued" }>;
    expect(q).toMatchObject({
      guard: "sentinel",
      rule: "r",
      mode: "blocking",
      model: "main/model",
      prompt: "check bash",
      unresolved: [],
    });
    expect(s.actions.find((a) => a.type === "audit/finished")).toMatchObject({
      verdict: "pass",
      cached: false,
      usage: { totalTokens: 0 },
    });
  });

  it("shadow rules never block; they record would-block", async () => {
    const s = setup();
    const d = await s.engine.runBlocking(
      [firing(sourced({ name: "sh", shadow: true }))],
      fc(fakePort([verdict("fail", "bad")])),
    );
    expect(d.block).toBeUndefined();
    expect(s.actions.find((a) => a.type === "audit/outcomeRecorded")).toMatchObject({ outcome: "would-block" });
  });
});

describe("model and timeout resolution", () => {
  it("rule.model -> defaults.model -> session model", async () => {
    const s = setup({ model: "def/model" });
    const port = fakePort([verdict("pass"), verdict("pass")]);
    await s.engine.runBlocking([firing(sourced({ name: "a", model: "rule/model" }))], fc(port));
    await s.engine.runBlocking([firing(sourced({ name: "b" }))], fc(port));
    expect(port.calls.map((c) => c.model)).toEqual(["rule/model", "def/model"]);
    const t = setup();
    const p2 = fakePort([verdict("pass")]);
    await t.engine.runBlocking([firing(sourced({ name: "c" }))], fc(p2, "sess/model"));
    expect(p2.calls[0].model).toBe("sess/model");
  });

  it("no model at all is an audit failure", async () => {
    const s = setup();
    const d = await s.engine.runBlocking([firing(sourced({ name: "c", onFailure: "closed" }))], fc(fakePort([]), null));
    expect(d.block).toContain("no auditor model");
  });

  it("timeouts: rule -> defaults (0 = unset) -> 30 s blocking / 60 s background", () => {
    const d = DEFAULT_SETTINGS.defaults;
    expect(timeoutFor({ name: "r", trigger: { type: "tool_call" }, prompt: "p", timeoutMs: 5 }, d, true)).toBe(5);
    expect(
      timeoutFor(
        { name: "r", trigger: { type: "tool_call" }, prompt: "p", timeoutMs: 0 },
        { ...d, timeoutMs: 7 },
        true,
      ),
    ).toBe(7);
    expect(timeoutFor({ name: "r", trigger: { type: "tool_call" }, prompt: "p" }, d, true)).toBe(30_000);
    expect(timeoutFor({ name: "r", trigger: { type: "tool_call" }, prompt: "p" }, d, false)).toBe(60_000);
  });
});

describe("failures and cooldown", () => {
  it("onFailure closed blocks with an explicit reason; open allows and notifies", async () => {
    const s = setup();
    const closed = await s.engine.runBlocking(
      [firing(sourced({ name: "c", onFailure: "closed" }))],
      fc(fakePort([text("no tool call")])),
    );
    expect(closed.block).toContain('sentinel rule "c"');
    expect(closed.block).toContain(
      'the audit failed (no audit_verdict call within 1 turn); onFailure "closed", so the call is blocked',
    );
    const open = await s.engine.runBlocking(
      [firing(sourced({ name: "o" }))],
      fc(fakePort([verdict("maybe" as never)])),
    );
    expect(open.block).toBeUndefined();
    expect(s.notices.at(-1)).toContain("the call was allowed");
  });

  it("a failed audit puts its rule in a 30 s cooldown: no model call, closed still blocks", async () => {
    const s = setup();
    const r = sourced({ name: "c", onFailure: "closed" });
    const port = fakePort([]); // error: nothing queued
    await s.engine.runBlocking([firing(r)], fc(port));
    expect(s.actions.find((a) => a.type === "rule/cooldownStarted")).toMatchObject({
      rule: "c",
      until: s.clock.t + 30_000,
    });
    port.push(verdict("pass"));
    s.clock.t += 29_000;
    const during = await s.engine.runBlocking([firing(r)], fc(port));
    expect(port.calls).toHaveLength(1);
    expect(during.block).toContain("rule cooling down after a failure");
    s.clock.t += 1_000;
    const after = await s.engine.runBlocking([firing(r)], fc(port));
    expect(port.calls).toHaveLength(2);
    expect(after.block).toBeUndefined();
  });
});

describe("records born finished: a firing that never reaches the auditor is one audit/settled, never queued", () => {
  const settledOf = (actions: Action[]) =>
    actions.filter((a): a is Extract<Action, { type: "audit/settled" }> => a.type === "audit/settled");

  it("cooldown: skipped with its typed cause; the gated call still follows onFailure", async () => {
    const s = setup();
    const r = sourced({ name: "c", onFailure: "closed" });
    await s.engine.runBlocking([firing(r)], fc(fakePort([])));
    s.actions.length = 0;
    s.clock.t += 5_000;
    const d = await s.engine.runBlocking([firing(r)], fc(fakePort([verdict("pass")])));
    expect(d.block).toContain("rule cooling down after a failure");
    expect(s.types()).not.toContain("audit/queued");
    expect(s.types().filter((t) => t.startsWith("audit/"))).toEqual(["audit/settled", "audit/outcomeRecorded"]);
    expect(settledOf(s.actions)[0]).toMatchObject({
      ending: "skipped",
      cause: { kind: "cooldown", msLeft: 25_000 },
      rule: "c",
      guard: "sentinel",
      mode: "blocking",
      target: "bash ls",
      reason: expect.stringContaining("25 s left"),
    });
  });

  it("no model: errored with cause noModel, and the rule rests", async () => {
    const s = setup();
    await s.engine.runBlocking([firing(sourced({ name: "m" }))], fc(fakePort([]), null));
    expect(s.types()).not.toContain("audit/queued");
    expect(s.types()).not.toContain("audit/failed");
    expect(settledOf(s.actions)[0]).toMatchObject({ ending: "errored", cause: { kind: "noModel" } });
    expect(s.types()).toContain("rule/cooldownStarted");
  });

  it("overlap ignore: a busy rule's second firing is skipped (busy), a full semaphore's (saturated)", async () => {
    const s = setup({ maxConcurrent: 1 });
    const port = fakePort([hang(), hang()]);
    const first = s.engine.runBackground(
      firing(sourced({ name: "i", mode: "background", overlap: "ignore" })),
      fc(port),
    );
    await s.engine.runBackground(firing(sourced({ name: "i", mode: "background", overlap: "ignore" })), fc(port));
    await s.engine.runBackground(firing(sourced({ name: "j", mode: "background", overlap: "ignore" })), fc(port));
    expect(settledOf(s.actions).map((a) => [a.rule, a.ending, a.cause.kind])).toEqual([
      ["i", "skipped", "busy"],
      ["j", "skipped", "saturated"],
    ]);
    // only the firing that was admitted was queued (and started)
    const queued = s.actions.filter((a) => a.type === "audit/queued");
    expect(queued.map((a) => a.type === "audit/queued" && a.rule)).toEqual(["i"]);
    s.engine.shutdown();
    await first;
  });

  it("a firing that runs keeps its one lifecycle: queued, started, finished", async () => {
    const s = setup();
    await s.engine.runBlocking([firing(sourced({ name: "ok" }))], fc(fakePort([verdict("pass")])));
    expect(s.types().filter((t) => t.startsWith("audit/") && t !== "audit/progressed")).toEqual([
      "audit/queued",
      "audit/started",
      "audit/finished",
      "audit/outcomeRecorded",
    ]);
  });
});

describe("cache", () => {
  it("a hit skips the model and goes through the gate (a cached fail still blocks)", async () => {
    const s = setup();
    const port = fakePort([verdict("fail", "nope")]);
    const r = sourced({ name: "c" });
    await s.engine.runBlocking([firing(r)], fc(port));
    const again = await s.engine.runBlocking([firing(r)], fc(port));
    expect(port.calls).toHaveLength(1);
    expect(again.block).toContain("nope");
    expect(s.actions.filter((a) => a.type === "audit/cacheHit")).toHaveLength(1);
  });

  it("misses on other scope, after the TTL, and when switched off", async () => {
    const s = setup({ cacheTtlMs: 1000 });
    const port = fakePort([verdict("pass"), verdict("pass"), verdict("pass"), verdict("pass"), verdict("pass")]);
    const r = sourced({ name: "c" });
    await s.engine.runBlocking([firing(r, "a")], fc(port));
    await s.engine.runBlocking([firing(r, "b")], fc(port));
    expect(port.calls).toHaveLength(2);
    s.clock.t += 1000;
    await s.engine.runBlocking([firing(r, "a")], fc(port));
    expect(port.calls).toHaveLength(3);
    const off = sourced({ name: "off", cache: false });
    await s.engine.runBlocking([firing(off, "a")], fc(port));
    await s.engine.runBlocking([firing(off, "a")], fc(port));
    expect(port.calls).toHaveLength(5);
  });
});

describe("background findings", () => {
  const bg = (over: Partial<SentinelRule> = {}) => sourced({ name: "bg", mode: "background", ...over });

  it("injects warn/fail findings, dedupes repeats, never injects failures", async () => {
    const s = setup();
    const port = fakePort([verdict("warn", "smells"), verdict("warn", "Smells "), verdict("pass"), text("prose")]);
    await s.engine.runBackground(firing(bg(), "1"), fc(port));
    await s.engine.runBackground(firing(bg(), "2"), fc(port));
    await s.engine.runBackground(firing(bg(), "3"), fc(port));
    await s.engine.runBackground(firing(bg(), "4"), fc(port));
    expect(s.injected).toEqual(['[pi-sentinel warning] sentinel rule "bg" (project /p/.pi/sentinel.json): smells']);
    expect(s.types().filter((t) => t.startsWith("finding/"))).toEqual(["finding/injected", "finding/deduped"]);
    expect(s.types()).toContain("audit/failed");
  });

  it("dedupe: false injects every time; shadow records would-inject", async () => {
    const s = setup();
    const port = fakePort([verdict("fail", "x"), verdict("fail", "x"), verdict("fail", "x")]);
    await s.engine.runBackground(firing(bg({ dedupe: false }), "1"), fc(port));
    await s.engine.runBackground(firing(bg({ dedupe: false }), "2"), fc(port));
    await s.engine.runBackground(firing(bg({ shadow: true }), "3"), fc(port));
    expect(s.injected).toHaveLength(2);
    expect(s.actions.at(-1)).toMatchObject({ type: "audit/outcomeRecorded", outcome: "would-inject" });
  });
});

describe("steer and cancel", () => {
  it("delivers a steering text before the next turn and records audit/steered", async () => {
    const s = setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const port = fakePort([async () => (await gate, text("hmm")), verdict("pass")]);
    const p = s.engine.runBlocking([firing(sourced({ name: "r", maxTurns: 2 }))], fc(port));
    await new Promise((r) => setTimeout(r, 0));
    const id = (s.actions[0] as { auditId: string }).auditId;
    expect(s.engine.steer(id, "focus on rm -rf")).toBe(true);
    release();
    await p;
    expect(JSON.stringify(port.calls[1].context.messages)).toContain("focus on rm -rf");
    expect(s.actions.find((a) => a.type === "audit/steered")).toMatchObject({ auditId: id, text: "focus on rm -rf" });
  });

  it("a cancelled audit follows onFailure with reason 'cancelled by the user', without cooldown", async () => {
    const s = setup();
    const p = s.engine.runBlocking([firing(sourced({ name: "r", onFailure: "closed" }))], fc(fakePort([hang()])));
    await new Promise((r) => setTimeout(r, 0));
    s.engine.cancel((s.actions[0] as { auditId: string }).auditId);
    const d = await p;
    expect(d.block).toContain("cancelled by the user");
    expect(s.types()).toContain("audit/cancelled");
    expect(s.types()).not.toContain("rule/cooldownStarted");
  });

  it("aborting the host signal cancels blocking audits", async () => {
    const s = setup();
    const ac = new AbortController();
    const p = s.engine.runBlocking([firing(sourced({ name: "r" }))], fc(fakePort([hang()])), ac.signal);
    await new Promise((r) => setTimeout(r, 0));
    ac.abort();
    expect((await p).block).toBeUndefined();
    expect(s.actions.find((a) => a.type === "audit/cancelled")).toMatchObject({ reason: "the agent run was aborted" });
  });
});
