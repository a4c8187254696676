// Audits slice: every lifecycle transition (legal and illegal) table-driven, counts, ring capacity, selectors, other record kinds.

import { describe, expect, test } from "vitest";
import type { Action } from "../../src/state/actions.ts";
import {
  auditsReducer,
  initialAudits,
  selectActiveAudits,
  selectAudit,
  selectRecordCount,
  selectRecordWindow,
  selectRuleCounts,
  type AuditStatusKind,
  type AuditsState,
} from "../../src/state/audits.ts";
import { DEFAULT_SETTINGS } from "../../src/state/config-model.ts";
import { cacheHit, cancelled, failed, finished, queued, skipped, snapshot, started } from "./fixtures.ts";

function run(actions: Action[], capacity?: number): AuditsState {
  return actions.reduce((s, a) => auditsReducer(s, a), initialAudits(capacity));
}

const reach: Record<string, Action[]> = {
  queued: [queued("a")],
  running: [queued("a"), started("a")],
  passed: [queued("a"), started("a"), finished("a", "pass")],
  warned: [queued("a"), started("a"), finished("a", "warn")],
  failed: [queued("a"), started("a"), finished("a", "fail")],
  errored: [queued("a"), failed("a")],
  cancelled: [queued("a"), cancelled("a")],
  skipped: [queued("a"), skipped("a")],
};

type Row = [from: keyof typeof reach, action: string, next: AuditStatusKind];
const steps: Record<string, Action> = {
  started: started("a", 20),
  finishedPass: finished("a", "pass", 20),
  finishedFail: finished("a", "fail", 20),
  failed: failed("a", 20),
  cancelled: cancelled("a", 20),
  skipped: skipped("a", 20),
  cacheHit: cacheHit("a", 20),
};

// every (status, event) pair; a pair the lifecycle does not allow leaves the status unchanged
const table: Row[] = [
  ["queued", "started", "running"],
  ["queued", "finishedPass", "queued"],
  ["queued", "failed", "errored"],
  ["queued", "cancelled", "cancelled"],
  ["queued", "skipped", "skipped"],
  ["queued", "cacheHit", "warned"],
  ["running", "started", "running"],
  ["running", "finishedPass", "passed"],
  ["running", "finishedFail", "failed"],
  ["running", "failed", "errored"],
  ["running", "cancelled", "cancelled"],
  ["running", "skipped", "skipped"],
  ["running", "cacheHit", "warned"],
  ...(["passed", "warned", "failed", "errored", "cancelled", "skipped"] as const).flatMap((final) =>
    Object.keys(steps).map((step): Row => [final, step, final]),
  ),
];

describe("audit lifecycle transitions", () => {
  test.each(table)("%s + %s -> %s", (from, step, next) => {
    const before = run(reach[from]);
    const after = auditsReducer(before, steps[step]);
    expect(selectAudit(after, "a")?.status.kind).toBe(next);
    if (next === from) expect(after.byRule).toEqual(before.byRule);
    const active = next === "queued" || next === "running";
    expect(after.active.includes("a")).toBe(active);
  });

  test("actions for unknown ids change nothing", () => {
    const before = run(reach.running);
    for (const a of Object.values(steps).map((s) => ({ ...s, auditId: "nope" }) as Action)) {
      const after = auditsReducer(before, a);
      expect(selectAudit(after, "nope")).toBeUndefined();
      expect(after.byRule).toEqual(before.byRule);
    }
  });

  test("a duplicate audit/queued id is ignored", () => {
    const s = run([queued("a", "r1"), started("a"), queued("a", "r2")]);
    expect(selectRecordCount(s)).toBe(1);
    expect(selectAudit(s, "a")?.rule).toBe("r1");
    expect(selectAudit(s, "a")?.status.kind).toBe("running");
  });

  test("progress and steering only apply while active", () => {
    const progressed: Action = {
      type: "audit/progressed",
      auditId: "a",
      turns: 2,
      toolCalls: [{ name: "read", args: "{}" }],
      tail: "x".repeat(5000),
      at: 15,
    };
    const steered: Action = { type: "audit/steered", auditId: "a", text: "look at tests", at: 16 };
    const running = run([...reach.running, progressed, steered]);
    const rec = selectAudit(running, "a")!;
    expect(rec.turns).toBe(2);
    expect(rec.tail.length).toBe(2048);
    expect(rec.steering).toEqual([{ text: "look at tests", at: 16 }]);
    const done = run([...reach.passed, progressed, steered]);
    expect(selectAudit(done, "a")?.turns).toBe(0);
    expect(selectAudit(done, "a")?.steering).toEqual([]);
    expect(selectAudit(run([queued("a"), progressed]), "a")?.turns).toBe(0);
  });

  test("finished keeps timing, usage, details and the verdict", () => {
    const s = run([
      queued("a", "r", 10),
      started("a", 11),
      {
        type: "audit/finished",
        auditId: "a",
        verdict: "warn",
        message: "hmm",
        cached: false,
        details: { k: 1 },
        at: 30,
        usage: { input: 1, output: 2, cacheRead: 0, cacheWrite: 0, totalTokens: 3, cost: 0 },
      },
    ]);
    const rec = selectAudit(s, "a")!;
    expect(rec.status).toEqual({ kind: "warned", startedAt: 11, at: 30 });
    expect(rec).toMatchObject({ verdict: "warn", message: "hmm", details: { k: 1 }, cached: false });
    expect(rec.usage?.totalTokens).toBe(3);
  });
});

describe("counts and outcomes", () => {
  test("per-rule counts follow verdicts, errors and blocks", () => {
    const s = run([
      ...["p1", "p2"].flatMap((id) => [queued(id, "r"), started(id), finished(id, "pass")]),
      queued("w", "r"),
      started("w"),
      finished("w", "warn"),
      queued("f", "r"),
      started("f"),
      finished("f", "fail"),
      { type: "audit/outcomeRecorded", auditId: "f", outcome: "blocked", reason: "no", at: 13 },
      { type: "audit/outcomeRecorded", auditId: "f", outcome: "blocked", reason: "no", at: 14 },
      queued("e", "r"),
      failed("e"),
      queued("other", "q"),
    ]);
    expect(selectRuleCounts(s, "r")).toEqual({
      audits: 5,
      passes: 2,
      warns: 1,
      fails: 1,
      errors: 1,
      blocks: 1,
      lastId: "e",
    });
    expect(selectRuleCounts(s, "q")?.audits).toBe(1);
    expect(s.totals).toMatchObject({ blocked: 1, errors: 1 });
    expect(selectAudit(s, "f")).toMatchObject({ outcome: "blocked", reason: "no" });
  });

  test("annotated outcomes and findings count as warnings and findings", () => {
    const s = run([
      queued("a"),
      started("a"),
      finished("a", "warn"),
      { type: "audit/outcomeRecorded", auditId: "a", outcome: "annotated", at: 13 },
      { type: "finding/injected", auditId: "a", rule: "r", at: 14 },
      queued("b"),
      { type: "finding/deduped", auditId: "b", rule: "r", at: 14 },
    ]);
    expect(s.totals).toMatchObject({ warned: 1, findings: 1 });
    expect(selectAudit(s, "a")?.outcome).toBe("injected");
    expect(selectAudit(s, "b")?.outcome).toBe("deduped");
  });

  test("a cooldown is kept per rule", () => {
    const s = run([{ type: "rule/cooldownStarted", rule: "r", until: 99, at: 1 }]);
    expect(selectRuleCounts(s, "r")?.cooldownUntil).toBe(99);
  });
});

describe("other guards' records share the ring", () => {
  const scanned = (
    id: string,
    decision: "allow" | "warn" | "block",
    surface: "bash" | "tool_result" = "bash",
    error?: string,
  ): Action => ({
    type: "injection/scanned",
    id,
    surface,
    tool: "bash",
    target: "cmd",
    score: decision === "block" ? 0.9 : decision === "warn" ? 0.6 : 0.1,
    decision,
    evidence: [],
    error,
    at: 5,
  });

  test.each([
    ["allow", "bash", undefined, undefined, undefined],
    ["warn", "bash", "warned", "recorded", undefined],
    ["warn", "tool_result", "warned", "wrapped", undefined],
    ["block", "bash", "failed", "blocked", undefined],
    ["block", "tool_result", "failed", "withheld", undefined],
    ["allow", "bash", "errored", "allowed", "scanner broke"],
  ] as const)("injection %s on %s -> %s / %s", (decision, surface, kind, outcome, error) => {
    const s = run([scanned("i", decision, surface, error)]);
    const rec = selectAudit(s, "i");
    if (kind === undefined) {
      expect(rec).toBeUndefined();
      expect(s.totals.detections).toBe(0);
      return;
    }
    expect(rec?.status.kind).toBe(kind);
    expect(rec?.outcome).toBe(outcome);
    expect(rec?.guard).toBe("injection");
    expect(s.totals.detections).toBe(1);
    expect(s.totals.blocked).toBe(decision === "block" ? 1 : 0);
  });

  test("violations, prompt rejections and unknown commands become records", () => {
    const s = run([
      { type: "injection/violationLogged", id: "v", description: "asked to exfiltrate", source: "web", at: 1 },
      {
        type: "prompt/rejected",
        id: "p",
        command: "deploy",
        args: "x",
        file: "/p/.pi/prompts/deploy.md",
        reason: "bad arg",
        at: 2,
      },
      { type: "prompt/unknownCommand", id: "u1", command: "deplyo", suggestions: ["deploy"], blocked: true, at: 3 },
      { type: "prompt/unknownCommand", id: "u2", command: "zzz", suggestions: [], blocked: false, at: 4 },
    ]);
    expect(selectAudit(s, "v")).toMatchObject({ guard: "injection", status: { kind: "warned" }, outcome: "recorded" });
    expect(selectAudit(s, "p")).toMatchObject({
      guard: "prompt",
      target: "/deploy x",
      status: { kind: "failed" },
      outcome: "rejected",
      source: { file: "/p/.pi/prompts/deploy.md" },
    });
    expect(selectAudit(s, "u1")).toMatchObject({ status: { kind: "failed" }, reason: "unknown command /deplyo" });
    expect(selectAudit(s, "u2")).toMatchObject({ status: { kind: "warned" }, outcome: "recorded" });
    expect(s.totals).toMatchObject({ rejections: 2, blocked: 2, warned: 1, detections: 1 });
    expect(selectRuleCounts(s, "prompt-guard")).toMatchObject({ audits: 3, blocks: 2, warns: 1 });
  });
});

describe("bounded history", () => {
  test("the ring keeps the newest N records and forgets evicted ids", () => {
    const s = run(
      Array.from({ length: 10 }, (_, i) => [queued(`a${i}`), started(`a${i}`), finished(`a${i}`)]).flat(),
      4,
    );
    expect(selectRecordCount(s)).toBe(4);
    expect(selectAudit(s, "a5")).toBeUndefined();
    expect(selectAudit(s, "a6")?.status.kind).toBe("passed");
    // an evicted id can be queued again as a fresh record
    const again = auditsReducer(s, queued("a0"));
    expect(selectAudit(again, "a0")?.status.kind).toBe("queued");
    expect(selectRecordCount(again)).toBe(4);
  });

  test("evicted active records leave the active list", () => {
    const s = run(
      Array.from({ length: 5 }, (_, i) => queued(`q${i}`)),
      2,
    );
    expect(s.active).toEqual(["q3", "q4"]);
    expect(selectActiveAudits(s).map((r) => r.id)).toEqual(["q3", "q4"]);
  });

  test("config/loaded sets the capacity from defaults.historySize", () => {
    const snap = snapshot([], {
      settings: { ...DEFAULT_SETTINGS, defaults: { ...DEFAULT_SETTINGS.defaults, historySize: 3 } },
    });
    const s = run([
      { type: "config/loaded", snapshot: snap, at: 1 },
      ...Array.from({ length: 6 }, (_, i) => queued(`x${i}`)),
    ]);
    expect(s.ring.capacity).toBe(3);
    expect(selectRecordCount(s)).toBe(3);
  });

  test.each([1, 63, 64, 65, 200])("capacity %i across chunk boundaries", (cap) => {
    const n = cap * 3 + 7;
    const s = run(
      Array.from({ length: n }, (_, i) => queued(`c${i}`)).flatMap((q) => [q, cancelled(q.auditId)]),
      cap,
    );
    expect(selectRecordCount(s)).toBe(cap);
    expect(selectAudit(s, `c${n - cap}`)).toBeDefined();
    expect(selectAudit(s, `c${n - cap - 1}`)).toBeUndefined();
    const window = selectRecordWindow(s, 0, cap + 5);
    expect(window.map((r) => r.id)).toEqual(Array.from({ length: cap }, (_, i) => `c${n - 1 - i}`));
  });
});

describe("selectors", () => {
  const s = run([
    queued("old-done"),
    started("old-done"),
    finished("old-done"),
    queued("run1", "r", 20),
    started("run1", 21),
    queued("q1", "r", 22),
    queued("new-done"),
    started("new-done"),
    finished("new-done", "fail"),
  ]);

  test("active records come first (oldest first), then finished newest first", () => {
    expect(selectRecordWindow(s, 0, 10).map((r) => r.id)).toEqual(["run1", "q1", "new-done", "old-done"]);
    expect(selectRecordWindow(s, 1, 2).map((r) => r.id)).toEqual(["q1", "new-done"]);
    expect(selectRecordWindow(s, 0, 10, (r) => r.status.kind !== "queued").map((r) => r.id)).toEqual([
      "run1",
      "new-done",
      "old-done",
    ]);
    expect(selectRecordWindow(s, 10, 10)).toEqual([]);
  });

  test("running count and active list", () => {
    expect(selectActiveAudits(s).map((r) => r.status.kind)).toEqual(["running", "queued"]);
  });

  test("the reducer never mutates its input", () => {
    const before = JSON.stringify(s);
    auditsReducer(s, finished("run1"));
    auditsReducer(s, queued("zz"));
    expect(JSON.stringify(s)).toBe(before);
  });
});
