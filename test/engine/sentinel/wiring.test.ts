// Unit tests of extensions/sentinels.ts with a fake pi and a real store: own events, teardown, cancel and steer from the store.

import { describe, expect, it } from "vitest";
import { fauxAssistantMessage, type AssistantMessage, type Context } from "@earendil-works/pi-ai";
import type { ExtensionAPI } from "@earendil-works/pi-coding-agent";
import { registerSentinels } from "../../../extensions/sentinels.ts";
import type { Runtime } from "../../../extensions/runtime.ts";
import { DEFAULT_SETTINGS, type SentinelRule } from "../../../src/state/config-model.ts";
import { createStore } from "../../../src/state/store.ts";
import { text, verdict } from "./fake-port.ts";

type Handler = (event: unknown, ctx: unknown) => unknown;
type Step = (context: Context, signal: AbortSignal) => Promise<AssistantMessage> | AssistantMessage;

function harness(rules: Partial<SentinelRule>[], steps: Step[]) {
  const handlers = new Map<string, Handler[]>();
  const bus = new Map<string, Set<(d: unknown) => void>>();
  const requests: Context[] = [];
  const pi = {
    on(ev: string, h: Handler) {
      const list = handlers.get(ev) ?? [];
      list.push(h);
      handlers.set(ev, list);
      return () => list.splice(list.indexOf(h), 1);
    },
    events: {
      on(ch: string, h: (d: unknown) => void) {
        const set = bus.get(ch) ?? new Set();
        set.add(h);
        bus.set(ch, set);
        return () => set.delete(h);
      },
      emit(ch: string, d: unknown) {
        for (const h of [...(bus.get(ch) ?? [])]) h(d);
      },
    },
    registerCommand() {},
    sendMessage() {},
  } as unknown as ExtensionAPI;
  const store = createStore();
  let emitting = 0;
  let n = 0;
  const rt: Runtime = {
    store,
    dispatch: (a) => store.dispatch(a),
    now: () => Date.now(),
    newId: (p) => `${p}-${++n}`,
    refreshConfig() {},
    applyOp() {},
    notify() {},
    isEmittingOwnEvent: () => emitting > 0,
    emit(ch, d) {
      emitting++;
      try {
        pi.events.emit(ch, d);
      } finally {
        emitting--;
      }
    },
  };
  const ctx = {
    cwd: "/tmp",
    model: undefined,
    signal: undefined,
    hasUI: false,
    isIdle: () => true,
    getContextUsage: () => undefined,
    sessionManager: { buildSessionProjection: () => ({ messages: [] }) },
    modelRegistry: {
      find: (provider: string, id: string) => ({ provider, id }),
      streamSimple: (_m: unknown, context: Context, o: { signal: AbortSignal }) => {
        requests.push(structuredClone(context));
        const step = steps.shift();
        const result = step
          ? Promise.resolve(step(context, o.signal))
          : Promise.resolve(fauxAssistantMessage("", { stopReason: "error", errorMessage: "none" }));
        return { async *[Symbol.asyncIterator]() {}, result: () => result };
      },
    },
  };
  registerSentinels(pi, rt);
  store.dispatch({
    type: "config/loaded",
    snapshot: {
      settings: DEFAULT_SETTINGS,
      rules: rules.map((r) => ({
        rule: { name: "r", trigger: { type: "tool_call" }, prompt: "p", model: "a/b", ...r } as SentinelRule,
        source: { scope: "project" as const },
      })),
      reviewers: [],
      diagnostics: [],
      files: [],
    },
    at: 0,
  });
  const fire = (ev: string, event: unknown = {}) =>
    Promise.all((handlers.get(ev) ?? []).map((h) => h({ type: ev, ...(event as object) }, ctx)));
  const types = () => {
    const out: string[] = [];
    for (const id of store.getState().audits.active) out.push(id);
    return out;
  };
  return { pi, rt, store, fire, requests, activeIds: types };
}

const tick = () => new Promise((r) => setTimeout(r, 5));
const hang: Step = (_c, signal) =>
  new Promise((resolve) =>
    signal.addEventListener("abort", () => resolve(fauxAssistantMessage("", { stopReason: "aborted" }))),
  );

describe("sentinel wiring", () => {
  it("pi-sentinel's own events never trigger rules; others do; session_shutdown unsubscribes", async () => {
    const h = harness([{ trigger: { type: "event", event: "x:ev" } }], [() => verdict("pass"), () => verdict("pass")]);
    await h.fire("session_start");
    h.rt.emit("x:ev", { own: true });
    await tick();
    expect(h.requests).toHaveLength(0);
    h.pi.events.emit("x:ev", { own: false });
    await tick();
    expect(h.requests).toHaveLength(1);
    await h.fire("session_shutdown");
    h.pi.events.emit("x:ev", { after: true });
    await tick();
    expect(h.requests).toHaveLength(1);
  });

  it("audit/cancelRequested cancels a running blocking audit; onFailure closed then blocks", async () => {
    const h = harness([{ mode: "blocking", onFailure: "closed" }], [hang]);
    await h.fire("session_start");
    const pending = h.fire("tool_call", { toolName: "bash", toolCallId: "c1", input: { command: "ls" } });
    await tick();
    const [id] = h.activeIds();
    h.store.dispatch({ type: "audit/cancelRequested", auditId: id, at: 0 });
    const [result] = (await pending) as { block?: boolean; reason?: string }[];
    expect(result?.block).toBe(true);
    expect(result?.reason).toContain("cancelled by the user");
    expect(h.store.getState().audits.active).toEqual([]);
  });

  it("audit/steerRequested reaches the auditor before its next turn and is recorded", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const h = harness(
      [{ mode: "blocking", maxTurns: 2 }],
      [async () => (await held, text("thinking")), () => verdict("pass")],
    );
    await h.fire("session_start");
    const pending = h.fire("tool_call", { toolName: "bash", toolCallId: "c1", input: { command: "ls" } });
    await tick();
    const [id] = h.activeIds();
    h.store.dispatch({ type: "audit/steerRequested", auditId: id, text: "look at the flags", at: 0 });
    release();
    await pending;
    expect(JSON.stringify(h.requests[1].messages)).toContain("look at the flags");
    const rec = h.store.getState().audits;
    expect(rec.byRule.r.passes).toBe(1);
  });

  it("annotates the tool result of a warned call", async () => {
    const h = harness([{ mode: "blocking" }], [() => verdict("warn", "hmm")]);
    await h.fire("session_start");
    await h.fire("tool_call", { toolName: "bash", toolCallId: "c1", input: { command: "ls" } });
    const [res] = (await h.fire("tool_result", {
      toolName: "bash",
      toolCallId: "c1",
      input: {},
      content: [{ type: "text", text: "out" }],
      isError: false,
    })) as {
      content: { text: string }[];
    }[];
    expect(res.content[0].text).toContain("hmm");
    expect(res.content[1].text).toBe("out");
  });
});
