// settleOutcome: every scheduler outcome maps to its recorded actions, the gate's result, cooldown and cacheability.

import { describe, expect, it } from "vitest";
import type { SideLoopResult } from "../../../src/engine/sideloop.ts";
import type { DropCause, SchedOutcome } from "../../../src/engine/sentinel/scheduler.ts";
import { settleOutcome, type AuditRecord } from "../../../src/engine/sentinel/settle.ts";
import type { AuditVerdict } from "../../../src/engine/sentinel/verdict.ts";
import { zeroUsage } from "../../../src/engine/sideloop.ts";

const record: AuditRecord = {
  auditId: "aud-1",
  guard: "sentinel",
  rule: "no-secrets",
  source: { scope: "project", file: "/p/.pi/sentinel.json" },
  trigger: "tool_call",
  mode: "blocking",
  target: "bash",
  prompt: "p",
  scopeSummary: "s",
  unresolved: [],
  shadow: false,
};
const common = { usage: zeroUsage(), turns: 1, toolCalls: [] };
const dropped = (cause: DropCause): SchedOutcome<SideLoopResult<AuditVerdict>> => ({
  kind: "dropped",
  cause,
  reason: `because ${cause.kind}`,
});
const ran = (value: SideLoopResult<AuditVerdict>): SchedOutcome<SideLoopResult<AuditVerdict>> => ({
  kind: "ran",
  value,
});

describe("settleOutcome", () => {
  const cases: {
    name: string;
    outcome: SchedOutcome<SideLoopResult<AuditVerdict>>;
    actions: string[];
    result: string;
    cooldown: boolean;
    cached: boolean;
  }[] = [
    {
      name: "verdict",
      outcome: ran({ ok: true, value: { verdict: "fail", message: "m" }, ...common }),
      actions: ["audit/finished"],
      result: "verdict",
      cooldown: false,
      cached: true,
    },
    {
      name: "model error",
      outcome: ran({ ok: false, kind: "model", error: "boom", ...common }),
      actions: ["audit/failed"],
      result: "failed",
      cooldown: true,
      cached: false,
    },
    {
      name: "timeout",
      outcome: ran({ ok: false, kind: "timeout", error: "timed out", ...common }),
      actions: ["audit/failed"],
      result: "failed",
      cooldown: true,
      cached: false,
    },
    {
      name: "side loop aborted",
      outcome: ran({ ok: false, kind: "aborted", error: "aborted", ...common }),
      actions: ["audit/cancelled"],
      result: "failed",
      cooldown: false,
      cached: false,
    },
    {
      name: "crashed",
      outcome: dropped({ kind: "crashed", message: "x" }),
      actions: ["audit/failed"],
      result: "failed",
      cooldown: true,
      cached: false,
    },
    {
      name: "busy",
      outcome: dropped({ kind: "busy" }),
      actions: ["audit/settled"],
      result: "skipped",
      cooldown: false,
      cached: false,
    },
    {
      name: "saturated",
      outcome: dropped({ kind: "saturated" }),
      actions: ["audit/settled"],
      result: "skipped",
      cooldown: false,
      cached: false,
    },
    {
      name: "replaced",
      outcome: dropped({ kind: "replaced" }),
      actions: ["audit/cancelled"],
      result: "skipped",
      cooldown: false,
      cached: false,
    },
    ...(["cancelled", "agentAborted", "sessionEnded"] as const).map((kind) => ({
      name: kind,
      outcome: dropped({ kind }),
      actions: ["audit/cancelled"],
      result: "failed",
      cooldown: false,
      cached: false,
    })),
  ];
  it.each(cases)("$name", (c) => {
    const s = settleOutcome(record, c.outcome, 42);
    expect(s.actions.map((a) => a.type)).toEqual(c.actions);
    expect(s.actions.every((a) => a.at === 42 && (a as { auditId: string }).auditId === "aud-1")).toBe(true);
    expect(s.result.kind).toBe(c.result);
    expect(s.result.auditId).toBe("aud-1");
    expect(s.cooldown).toBe(c.cooldown);
    expect(s.cacheable !== undefined).toBe(c.cached);
  });

  it("an overlap drop is one settled record carrying the whole record and its cause", () => {
    const s = settleOutcome(record, dropped({ kind: "busy" }), 7);
    expect(s.actions[0]).toMatchObject({
      ...record,
      type: "audit/settled",
      ending: "skipped",
      cause: { kind: "busy" },
    });
  });

  it("a failure keeps the side loop's usage on its record", () => {
    const usage = { ...zeroUsage(), input: 12 };
    const s = settleOutcome(record, ran({ ok: false, kind: "no-verdict", error: "e", ...common, usage }), 1);
    expect(s.actions[0]).toMatchObject({ type: "audit/failed", usage: { input: 12 } });
  });
});
