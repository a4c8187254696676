// Unit tests of the shared side loop (runSideLoop) with a fake model port: verdict only from the tool, usage, turns, steering, abort, timeout.

import { describe, expect, it } from "vitest";
import { fauxAssistantMessage, fauxToolCall } from "@earendil-works/pi-ai";
import type { AgentTool } from "@earendil-works/pi-agent-core";
import { Type } from "typebox";
import { runSideLoop } from "../../src/engine/sideloop.ts";
import { auditVerdictTool } from "../../src/engine/sentinel/verdict.ts";
import { fakePort, hang, text, toolCall, verdict } from "./sentinel/fake-port.ts";

const base = {
  systemPrompt: "sys",
  userText: "judge this",
  verdictTool: auditVerdictTool,
  model: "faux-audit/auditor",
};

const echoTool: AgentTool<any> = {
  name: "read",
  label: "read",
  description: "read a file",
  parameters: Type.Object({ path: Type.String() }),
  execute: async (_id, params: { path: string }) => ({
    content: [{ type: "text", text: `contents of ${params.path}` }],
    details: {},
  }),
};

describe("runSideLoop", () => {
  it("returns the verdict from the verdict tool call", async () => {
    const port = fakePort([verdict("fail", "bad thing")]);
    const r = await runSideLoop({ ...base, port });
    expect(r).toMatchObject({
      ok: true,
      value: { verdict: "fail", message: "bad thing" },
      turns: 1,
      model: "faux-audit/auditor",
    });
    expect(port.calls[0].context.systemPrompt).toBe("sys");
    expect(port.calls[0].context.tools?.map((t) => t.name)).toEqual(["audit_verdict"]);
  });

  it("never parses prose: text without a verdict call is a no-verdict failure", async () => {
    const r = await runSideLoop({ ...base, port: fakePort([text('{"verdict":"pass","message":"ok"}')]) });
    expect(r).toMatchObject({ ok: false, kind: "no-verdict" });
  });

  it("nudges once when turns remain, then accepts the verdict", async () => {
    const port = fakePort([text("thinking aloud"), verdict("pass", "fine")]);
    const r = await runSideLoop({ ...base, port, maxTurns: 2 });
    expect(r).toMatchObject({ ok: true, value: { verdict: "pass" }, turns: 2 });
    expect(JSON.stringify(port.calls[1].context.messages.at(-1))).toContain("audit_verdict");
  });

  it("an invalid verdict is a failure", async () => {
    const bad = fauxAssistantMessage(fauxToolCall("audit_verdict", { verdict: "maybe", message: "x" }), {
      stopReason: "toolUse",
    });
    const r = await runSideLoop({ ...base, port: fakePort([bad]) });
    expect(r).toMatchObject({ ok: false, kind: "invalid-verdict" });
  });

  it("a model error is a failure; an unknown model is unresolved", async () => {
    expect(await runSideLoop({ ...base, port: fakePort([]) })).toMatchObject({ ok: false, kind: "model" });
    expect(await runSideLoop({ ...base, port: fakePort([], ["a/b"]) })).toMatchObject({
      ok: false,
      kind: "unresolved",
    });
    expect(await runSideLoop({ ...base, model: "noslash", port: fakePort([]) })).toMatchObject({
      ok: false,
      kind: "unresolved",
    });
  });

  it("runs host tools, then takes the verdict; sums usage over turns", async () => {
    const withUsage = (m: ReturnType<typeof verdict>, input: number, cost: number) => {
      m.usage = {
        input,
        output: 10,
        cacheRead: 0,
        cacheWrite: 0,
        totalTokens: input + 10,
        cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: cost },
      };
      return m;
    };
    const port = fakePort([
      withUsage(toolCall("read", { path: "a.txt" }), 100, 0.5),
      withUsage(verdict("warn", "hm"), 200, 0.25),
    ]);
    const progress: number[] = [];
    const r = await runSideLoop({
      ...base,
      port,
      tools: [echoTool],
      onProgress: (p) => progress.push(p.toolCalls.length),
    });
    expect(r).toMatchObject({ ok: true, turns: 2, usage: { input: 300, output: 20, totalTokens: 320, cost: 0.75 } });
    expect(r.toolCalls.map((c) => c.name)).toEqual(["read", "audit_verdict"]);
    expect(JSON.stringify(port.calls[1].context.messages)).toContain("contents of a.txt");
    expect(progress.length).toBeGreaterThan(1);
  });

  it("fails with no verdict when maxTurns is reached", async () => {
    const port = fakePort([toolCall("read", { path: "a" }), toolCall("read", { path: "b" })]);
    const r = await runSideLoop({ ...base, port, tools: [echoTool], maxTurns: 2 });
    expect(r).toMatchObject({ ok: false, kind: "no-verdict", turns: 2 });
  });

  it("delivers steering texts as user messages before the next turn", async () => {
    const queue = ["first", "ignore the tests"];
    const port = fakePort([toolCall("read", { path: "a" }), verdict("pass")]);
    let call = 0;
    const r = await runSideLoop({
      ...base,
      port,
      tools: [echoTool],
      steering: { take: () => (call++ === 1 ? queue.splice(0) : []) },
    });
    expect(r.ok).toBe(true);
    const last2 = port.calls[1].context.messages.slice(-2);
    expect(last2.map((m) => m.role)).toEqual(["user", "user"]);
    expect(JSON.stringify(last2)).toContain("ignore the tests");
  });

  /** A steering source as the runner gives it: texts queued by steer(), listeners told at once. */
  function steeringSource() {
    const queue: string[] = [];
    const listeners = new Set<() => void>();
    return {
      steer(text: string) {
        queue.push(text);
        for (const l of [...listeners]) l();
      },
      option: {
        take: () => queue.splice(0),
        subscribe: (l: () => void) => {
          listeners.add(l);
          return () => void listeners.delete(l);
        },
      },
    };
  }

  it("steering a one-turn audit interrupts the in-flight request and asks again; the verdict after steering decides", async () => {
    const source = steeringSource();
    let firstSignal: AbortSignal | undefined;
    const port = fakePort([
      (_c, o) => {
        firstSignal = o.signal;
        setTimeout(() => source.steer("the rm -rf is in a temp dir, but check the path"), 5);
        return new Promise(() => undefined); // would have said pass, much later
      },
      verdict("fail", "after steering: the path is /"),
    ]);
    const r = await runSideLoop({ ...base, port, maxTurns: 1, steering: source.option });
    expect(r).toMatchObject({
      ok: true,
      value: { verdict: "fail", message: "after steering: the path is /" },
      turns: 1,
    });
    expect(firstSignal?.aborted).toBe(true);
    expect(port.calls).toHaveLength(2);
    expect(JSON.stringify(port.calls[1].context.messages.at(-1))).toContain("check the path");
  });

  it("steering that arrives with the verdict is not dropped: one more turn, whose verdict decides", async () => {
    // the text lands after the reply came back and before the loop looked at it: the first take() is empty, the second not
    const queued = ["also consider the force flag"];
    let takes = 0;
    const port = fakePort([verdict("pass", "looks fine"), verdict("warn", "force flag noted")]);
    const r = await runSideLoop({
      ...base,
      port,
      maxTurns: 1,
      steering: { take: () => (takes++ === 1 ? queued.splice(0) : []) },
    });
    expect(r).toMatchObject({ ok: true, value: { verdict: "warn", message: "force flag noted" } });
    const msgs = port.calls[1].context.messages;
    expect(msgs.map((m) => m.role).slice(-3)).toEqual(["assistant", "toolResult", "user"]);
    expect(JSON.stringify(msgs.at(-1))).toContain("force flag");
  });

  it("without steering a one-turn audit makes exactly one request", async () => {
    const source = steeringSource();
    const port = fakePort([verdict("pass")]);
    expect(await runSideLoop({ ...base, port, maxTurns: 1, steering: source.option })).toMatchObject({
      ok: true,
      turns: 1,
    });
    expect(port.calls).toHaveLength(1);
  });

  it("aborts with the signal's reason, and times out", async () => {
    const ac = new AbortController();
    const p = runSideLoop({ ...base, port: fakePort([hang()]), signal: ac.signal });
    setTimeout(() => ac.abort("cancelled by the user"), 5);
    expect(await p).toMatchObject({ ok: false, kind: "aborted", error: "cancelled by the user" });
    const t = await runSideLoop({ ...base, port: fakePort([hang()]), timeoutMs: 10 });
    expect(t).toMatchObject({ ok: false, kind: "timeout" });
  });

  it("a port that ignores the signal cannot hang the loop", async () => {
    const port = fakePort([() => new Promise(() => undefined)]);
    const t = await runSideLoop({ ...base, port, timeoutMs: 10 });
    expect(t).toMatchObject({ ok: false, kind: "timeout" });
  });

  it("caps the verdict message at 2000 characters", async () => {
    const r = await runSideLoop({ ...base, port: fakePort([verdict("warn", "x".repeat(5000))]) });
    expect(r.ok && r.value.message.length).toBe(2000);
  });
});
