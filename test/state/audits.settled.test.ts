// Records born finished (audit/settled): one action, the same record and counts the old queued-then-skipped/failed pair made.

import { describe, expect, test } from "vitest";
import type { Action, AuditSettled } from "../../src/state/actions.ts";
import {
  auditsReducer,
  initialAudits,
  selectActiveAudits,
  selectAudit,
  type AuditsState,
} from "../../src/state/audits.ts";
import { countOutcomes, outcomeWord } from "../../src/state/outcomes.ts";
import { queued } from "./fixtures.ts";

function run(actions: Action[]): AuditsState {
  return actions.reduce((s, a) => auditsReducer(s, a), initialAudits());
}

const settled = (id: string, over: Partial<AuditSettled> = {}): AuditSettled => ({
  ...queued(id, "r", 10),
  type: "audit/settled",
  ending: "skipped",
  cause: { kind: "cooldown", msLeft: 4_000 },
  reason: "rule cooling down after a failure (4 s left); the auditor was not called",
  ...over,
});

/** What the old code dispatched for the same record: audit/queued, then audit/skipped or audit/failed at the same time. */
function oldPair(s: AuditSettled): Action[] {
  const { type: _t, ending, cause: _c, reason, ...rest } = s;
  return [
    { ...rest, type: "audit/queued" },
    ending === "errored"
      ? { type: "audit/failed", auditId: s.auditId, message: reason, at: s.at }
      : { type: "audit/skipped", auditId: s.auditId, reason, at: s.at },
  ];
}

const CASES: [string, AuditSettled][] = [
  ["sentinel cooldown", settled("a")],
  ["sentinel no model", settled("a", { ending: "errored", cause: { kind: "noModel" }, reason: "no auditor model" })],
  ["sentinel overlap busy", settled("a", { mode: "background", cause: { kind: "busy" }, reason: "rule busy" })],
  ["sentinel overlap saturated", settled("a", { cause: { kind: "saturated" }, reason: "all slots busy" })],
  [
    "review condition false",
    settled("a", {
      guard: "reviewer",
      mode: "before",
      cause: { kind: "conditionFalse", condition: "c.ts" },
      reason: "condition c.ts returned false",
    }),
  ],
  [
    "review condition broken",
    settled("a", {
      guard: "reviewer",
      mode: "before",
      ending: "errored",
      cause: { kind: "conditionBroken", condition: "c.ts" },
      reason: "threw",
    }),
  ],
  [
    "review rules unreadable",
    settled("a", {
      guard: "reviewer",
      mode: "after",
      ending: "errored",
      cause: { kind: "rulesUnreadable" },
      reason: "ENOENT",
    }),
  ],
  [
    "review cancelled before start",
    settled("a", { guard: "reviewer", mode: "after", cause: { kind: "agentAborted" }, reason: "cancelled" }),
  ],
];

describe("audit/settled", () => {
  test.each(CASES)("%s: the same record, counts and totals as the old pair, plus its cause", (_name, s) => {
    const born = run([s]);
    const pair = run(oldPair(s));
    const { cause, ...rec } = selectAudit(born, "a")!;
    expect(cause).toEqual(s.cause);
    expect(rec).toEqual(selectAudit(pair, "a"));
    expect(born.byRule).toEqual(pair.byRule);
    expect(born.totals).toEqual(pair.totals);
    expect(born.active).toEqual([]);
    expect(outcomeWord(selectAudit(born, "a")!)).toBe(outcomeWord(selectAudit(pair, "a")!));
  });

  test("never active: the fleet's running list and the widget's running count stay empty", () => {
    const s = run([settled("a"), settled("b", { ending: "errored", cause: { kind: "noModel" }, reason: "x" })]);
    expect(selectActiveAudits(s)).toEqual([]);
    expect(s.byRule.r).toMatchObject({ audits: 2, errors: 1, lastId: "b" });
    expect(s.totals.errors).toBe(1);
    expect(countOutcomes([selectAudit(s, "a")!, selectAudit(s, "b")!])).toEqual([{ word: "error", count: 1 }]);
  });

  test("a later lifecycle action for a settled record changes nothing (it is final)", () => {
    const s = run([settled("a")]);
    const after = [
      { type: "audit/started", auditId: "a", at: 20 },
      { type: "audit/finished", auditId: "a", verdict: "fail", message: "x", cached: false, at: 21 },
      { type: "audit/failed", auditId: "a", message: "x", at: 22 },
      { type: "audit/cancelRequested", auditId: "a", at: 23 },
    ] satisfies Action[];
    expect(after.reduce((st, a) => auditsReducer(st, a), s).ring).toEqual(s.ring);
  });

  test("an outcome recorded on a settled record (a blocking rule's 'unaudited') lands on it", () => {
    const s = run([settled("a"), { type: "audit/outcomeRecorded", auditId: "a", outcome: "unaudited", at: 11 }]);
    expect(selectAudit(s, "a")?.outcome).toBe("unaudited");
    expect(outcomeWord(selectAudit(s, "a")!)).toBe("unaudited");
    expect(s.totals.unaudited).toBe(1);
  });
});
