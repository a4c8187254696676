// The runtime with fake pi and config ports: persistence of records and ops, rebuild from entries, refresh throttling, own-event flag.

import { describe, expect, test } from "vitest";
import type { ExtensionAPI, ExtensionContext } from "@earendil-works/pi-coding-agent";
import type { Action, SessionOp } from "../../src/state/actions.ts";
import { DEFAULT_SETTINGS, type ConfigSnapshot } from "../../src/state/config-model.ts";
import { selectAudit } from "../../src/state/audits.ts";
import { selectEnabledRules } from "../../src/state/config.ts";
import { ACTION_ENTRY, OP_ENTRY, createRuntime, isRecordAction, type ConfigPort } from "../../extensions/runtime.ts";
import { OP_ENTRY_TYPE } from "../../src/engine/config/oplog.ts";
import { ACTION_ENTRY_TYPE } from "../../src/engine/export.ts";
import { finished, globalRule, queued, snapshot, started } from "../state/fixtures.ts";

interface Fake {
  pi: ExtensionAPI;
  entries: { type: "custom"; customType: string; data: unknown }[];
  emitted: { channel: string; data: unknown; own: boolean }[];
  notes: string[];
  ctx: ExtensionContext;
  port: ConfigPort & { checks: number; snap: ConfigSnapshot; changed: boolean; watchers: number };
}

function fake(opts: { hasUI?: boolean; branch?: unknown[] } = {}): Fake {
  const entries: Fake["entries"] = [];
  const emitted: Fake["emitted"] = [];
  const notes: string[] = [];
  let rtRef: { isEmittingOwnEvent(): boolean } | undefined;
  const pi = {
    appendEntry: (customType: string, data: unknown) => void entries.push({ type: "custom", customType, data }),
    events: {
      emit: (channel: string, data: unknown) =>
        void emitted.push({ channel, data, own: rtRef?.isEmittingOwnEvent() ?? false }),
      on: () => () => {},
    },
  } as unknown as ExtensionAPI;
  const ctx = {
    cwd: "/proj",
    hasUI: opts.hasUI ?? true,
    mode: "tui",
    ui: { notify: (m: string, l: string) => void notes.push(`${l}: ${m}`) },
    isProjectTrusted: () => true,
    sessionManager: { getBranch: () => opts.branch ?? entries },
  } as unknown as ExtensionContext;
  const port = {
    checks: 0,
    watchers: 0,
    changed: false,
    snap: snapshot([globalRule("a"), globalRule("b")]),
    createWatcher() {
      port.watchers++;
      return {
        snapshot: () => port.snap,
        check: () => {
          port.checks++;
          const c = port.changed;
          port.changed = false;
          return c;
        },
      };
    },
    opsFromEntries: (es: readonly unknown[]) =>
      es
        .filter((e) => (e as { customType?: string }).customType === OP_ENTRY)
        .map((e) => (e as { data: SessionOp }).data),
    agentDir: () => "/agent",
  };
  const f: Fake = { pi, entries, emitted, notes, ctx, port };
  return Object.assign(f, { bind: (rt: { isEmittingOwnEvent(): boolean }) => (rtRef = rt) });
}

describe("runtime", () => {
  test("entry types agree with the config op-log reader and the exporter", () => {
    expect(OP_ENTRY).toBe(OP_ENTRY_TYPE);
    expect(ACTION_ENTRY).toBe(ACTION_ENTRY_TYPE);
  });

  test("record actions are persisted as pi-sentinel:action entries; the rest are not", () => {
    const f = fake();
    const rt = createRuntime(f.pi, { config: f.port, now: () => 100 });
    const actions: Action[] = [
      queued("a"),
      started("a"),
      { type: "audit/progressed", auditId: "a", turns: 1, toolCalls: [], tail: "", at: 1 },
      finished("a"),
      { type: "agent/started", at: 1 },
      { type: "audit/cancelRequested", auditId: "a", at: 1 },
    ];
    for (const a of actions) rt.dispatch(a);
    expect(f.entries.map((e) => [e.customType, (e.data as Action).type])).toEqual([
      [ACTION_ENTRY, "audit/queued"],
      [ACTION_ENTRY, "audit/started"],
      [ACTION_ENTRY, "audit/finished"],
    ]);
    expect(selectAudit(rt.store.getState().audits, "a")?.status.kind).toBe("passed");
    expect(isRecordAction({ type: "prompt/rejected", id: "p", command: "c", args: "", reason: "r", at: 1 })).toBe(true);
    const scan = (decision: "allow" | "warn", error?: string): Action => ({
      type: "injection/scanned",
      id: "i",
      surface: "bash",
      tool: "bash",
      target: "t",
      score: 0,
      decision,
      evidence: [],
      error,
      at: 1,
    });
    expect(isRecordAction(scan("allow"))).toBe(false);
    expect(isRecordAction(scan("allow", "scanner broke"))).toBe(true);
    expect(isRecordAction(scan("warn"))).toBe(true);
  });

  test("applyOp appends to the op-log only when it changes the config", () => {
    const f = fake();
    const rt = createRuntime(f.pi, { config: f.port });
    rt.rebuild(f.ctx, "session_start");
    rt.applyOp({ type: "rule/disabled", kind: "sentinel", name: "a", at: 1 });
    rt.applyOp({ type: "rule/removed", name: "b", at: 2 }); // inherited: refused, not logged
    expect(f.entries.map((e) => e.customType)).toEqual([OP_ENTRY]);
    expect(selectEnabledRules(rt.store.getState().config).map((r) => r.rule.name)).toEqual(["b"]);
  });

  test("rebuild replays ops and records from the branch and cancels records left running as interrupted", () => {
    const branch = [
      { type: "custom", customType: OP_ENTRY, data: { type: "rule/disabled", kind: "sentinel", name: "a", at: 1 } },
      { type: "custom", customType: ACTION_ENTRY, data: queued("done") },
      { type: "custom", customType: ACTION_ENTRY, data: started("done") },
      { type: "custom", customType: ACTION_ENTRY, data: finished("done", "fail") },
      { type: "custom", customType: ACTION_ENTRY, data: queued("left") },
      { type: "custom", customType: ACTION_ENTRY, data: started("left") },
      { type: "custom", customType: "someone-else", data: queued("foreign") },
      { type: "message", message: {} },
    ];
    const f = fake({ branch });
    const rt = createRuntime(f.pi, { config: f.port, now: () => 500 });
    const seen: string[] = [];
    rt.store.subscribe((_s, a) => seen.push(a.type));
    const s = rt.rebuild(f.ctx, "session_start");
    expect(selectEnabledRules(s.config).map((r) => r.rule.name)).toEqual(["b"]);
    expect(selectAudit(s.audits, "done")?.status.kind).toBe("failed");
    expect(selectAudit(s.audits, "left")?.status).toEqual({ kind: "cancelled", at: 500, reason: "interrupted" });
    expect(selectAudit(s.audits, "foreign")).toBeUndefined();
    expect(s.promptGuard.phase).toBe("ready");
    expect(rt.store.getState()).toBe(s);
    // subscribers learn about the swap once, and nothing was re-persisted
    expect(seen).toEqual(["config/loaded"]);
    expect(f.entries).toEqual([]);
  });

  test("the history size comes from the config (defaults.historySize)", () => {
    const f = fake();
    f.port.snap = snapshot([], {
      settings: { ...DEFAULT_SETTINGS, defaults: { ...DEFAULT_SETTINGS.defaults, historySize: 2 } },
    });
    const rt = createRuntime(f.pi, { config: f.port });
    rt.rebuild(f.ctx, "session_start");
    for (const id of ["a", "b", "c"]) rt.dispatch(queued(id));
    const audits = rt.store.getState().audits;
    expect(audits.ring.capacity).toBe(2);
    expect(selectAudit(audits, "a")).toBeUndefined();
    expect(selectAudit(audits, "c")).toBeDefined();
  });

  test("on session_tree, records still running in this process stay running", () => {
    const f = fake();
    const rt = createRuntime(f.pi, { config: f.port, now: () => 7 });
    rt.rebuild(f.ctx, "session_start");
    rt.dispatch(queued("live"));
    rt.dispatch(started("live"));
    const s = rt.rebuild(f.ctx, "session_tree");
    expect(selectAudit(s.audits, "live")?.status.kind).toBe("running");
    rt.dispatch(finished("live"));
    expect(selectAudit(rt.store.getState().audits, "live")?.status.kind).toBe("passed");
    const restarted = rt.rebuild(f.ctx, "session_start");
    expect(selectAudit(restarted.audits, "live")?.status.kind).toBe("passed");
  });

  test("refreshConfig stats at most once per event (pi's ctx per emission) and dispatches config/loaded only on change", () => {
    const f = fake();
    const rt = createRuntime(f.pi, { config: f.port });
    rt.rebuild(f.ctx, "session_start");
    const loads: number[] = [];
    rt.store.subscribe((s, a) => a.type === "config/loaded" && loads.push(selectEnabledRules(s.config).length));
    rt.refreshConfig(f.ctx); // the rebuild's own event: the files were just read
    expect(f.port.checks).toBe(0);
    const event = { ...f.ctx };
    rt.refreshConfig(event);
    rt.refreshConfig(event);
    expect(f.port.checks).toBe(1);
    expect(loads).toEqual([]);
    f.port.snap = snapshot([globalRule("a"), globalRule("b"), globalRule("c")]); // tightens: applies at once
    f.port.changed = true;
    rt.refreshConfig({ ...f.ctx }); // the next event
    expect(f.port.checks).toBe(2);
    expect(loads).toEqual([3]);
    rt.dispose();
  });

  test("a loosening change on disk waits for the user's yes; a no keeps the config in force; without UI it waits with a warning", async () => {
    for (const answer of [true, false, undefined]) {
      const f = fake({ hasUI: answer !== undefined });
      const asked: string[] = [];
      (f.ctx.ui as unknown as { confirm: unknown }).confirm = async (title: string, message: string) => (
        asked.push(`${title}\n${message}`), answer === true
      );
      const rt = createRuntime(f.pi, { config: f.port });
      rt.rebuild(f.ctx, "session_start");
      f.port.snap = snapshot([globalRule("a")]); // rule b removed: loosens
      f.port.changed = true;
      rt.refreshConfig({ ...f.ctx });
      expect(selectEnabledRules(rt.store.getState().config)).toHaveLength(2); // still in force while asking
      f.port.changed = false;
      rt.refreshConfig({ ...f.ctx }); // the same held change is not asked about twice
      await new Promise((r) => setTimeout(r, 0));
      expect(selectEnabledRules(rt.store.getState().config)).toHaveLength(answer === true ? 1 : 2);
      if (answer === undefined) expect(asked).toEqual([]);
      else {
        expect(asked).toHaveLength(1);
        expect(asked[0]).toMatch(/rule b removed/);
      }
      rt.dispose();
    }
  });

  test("a throwing config port never escapes refreshConfig", () => {
    const f = fake();
    const rt = createRuntime(f.pi, {
      config: {
        ...f.port,
        createWatcher: () => ({
          snapshot: () => f.port.snap,
          check: () => {
            throw new Error("EACCES");
          },
        }),
      },
    });
    expect(() => rt.refreshConfig(f.ctx)).not.toThrow();
    rt.dispose();
  });

  test("emit marks own events while they are delivered", () => {
    const f = fake();
    const rt = createRuntime(f.pi, { config: f.port });
    (f as unknown as { bind(r: unknown): void }).bind(rt);
    rt.emit("pi-sentinel:x", { n: 1 });
    expect(f.emitted).toEqual([{ channel: "pi-sentinel:x", data: { n: 1 }, own: true }]);
    expect(rt.isEmittingOwnEvent()).toBe(false);
  });

  test("notify is a no-op without UI", () => {
    const f = fake({ hasUI: false });
    const rt = createRuntime(f.pi, { config: f.port });
    rt.notify(f.ctx, "hello", "warning");
    expect(f.notes).toEqual([]);
    const g = fake();
    createRuntime(g.pi, { config: g.port }).notify(g.ctx, "hello", "warning");
    expect(g.notes).toEqual(["warning: hello"]);
  });

  test("ids are unique", () => {
    const f = fake();
    const rt = createRuntime(f.pi, { config: f.port, now: () => 1 });
    const ids = new Set(Array.from({ length: 1000 }, () => rt.newId("aud")));
    expect(ids.size).toBe(1000);
    expect([...ids][0]).toMatch(/^aud-/);
  });
});
