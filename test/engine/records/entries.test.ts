// Persisted guard actions read back from session entries: table of hostile shapes, and a fast-check replay fuzz (>= 10,000 entries).

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ACTION_ENTRY, RECORD_ACTION_TYPES, rebuildState } from "../../../extensions/runtime.ts";
import {
  ACTION_ENTRY_TYPE,
  recordEntries,
  recordProblem,
  skippedEntriesDiagnostic,
} from "../../../src/engine/records/entries.ts";
import { RECORD_SCHEMAS } from "../../../src/engine/records/schema.ts";
import { selectAudit } from "../../../src/state/audits.ts";
import { globalRule, queued, snapshot } from "../../state/fixtures.ts";

const entry = (data: unknown) => ({
  type: "custom",
  customType: ACTION_ENTRY_TYPE,
  data,
  id: "e",
  parentId: null,
  timestamp: "t",
});

const VALID: Record<string, unknown>[] = [
  { ...queued("a1") },
  { type: "audit/started", auditId: "a1", at: 11 },
  { type: "audit/progressed", auditId: "a1", turns: 1, toolCalls: [], tail: "", at: 11 },
  { type: "audit/steered", auditId: "a1", text: "look again", at: 12 },
  {
    type: "audit/finished",
    auditId: "a1",
    verdict: "fail",
    message: "no",
    cached: false,
    details: { findings: [] },
    at: 13,
  },
  { type: "audit/outcomeRecorded", auditId: "a1", outcome: "blocked", reason: "r", at: 14 },
  {
    type: "injection/scanned",
    id: "i1",
    surface: "bash",
    tool: "bash",
    target: "curl",
    score: 0.9,
    decision: "block",
    evidence: [{ rule: "x", category: "y", start: 0, end: 1 }],
    at: 15,
  },
  { type: "injection/violationLogged", id: "v1", description: "d", at: 16 },
  { type: "prompt/rejected", id: "p1", command: "deploy", args: "", reason: "missing", at: 17 },
  { type: "prompt/unknownCommand", id: "u1", command: "dploy", suggestions: ["deploy"], blocked: true, at: 18 },
  {
    ...queued("a3"),
    type: "audit/settled",
    ending: "skipped",
    cause: { kind: "conditionFalse", condition: "c.ts" },
    reason: "condition c.ts returned false",
  },
];

describe("recordProblem", () => {
  test("the schemas cover exactly the persisted action types", () => {
    expect(new Set(Object.keys(RECORD_SCHEMAS))).toEqual(new Set(RECORD_ACTION_TYPES));
    expect(ACTION_ENTRY).toBe(ACTION_ENTRY_TYPE);
  });

  test.each(VALID.filter((v) => v.type !== "audit/progressed"))("well-formed $type passes", (data) => {
    expect(recordProblem(data)).toBeUndefined();
  });

  test.each<[string, unknown]>([
    ["not an object", "x"],
    ["null", null],
    ["an array", [1]],
    ["no type", { auditId: "a" }],
    [
      "a type that is not persisted",
      { type: "audit/progressed", auditId: "a1", turns: 1, toolCalls: [], tail: "", at: 1 },
    ],
    ["a prototype type name", { type: "__proto__" }],
    ["missing fields", { type: "injection/scanned", id: "x", decision: "block" }],
    ["wrong types", { type: "audit/queued", auditId: 7, rule: null, at: "yesterday" }],
    ["a huge message", { type: "audit/failed", auditId: "a", message: "m".repeat(600_000), at: 1 }],
    [
      "a huge details object",
      {
        type: "audit/finished",
        auditId: "a",
        verdict: "pass",
        message: "",
        cached: false,
        details: { x: "y".repeat(2_000_000) },
        at: 1,
      },
    ],
    ["a negative time", { type: "audit/started", auditId: "a", at: -1 }],
    ["NaN", { type: "audit/started", auditId: "a", at: Number.NaN }],
    ["Infinity score", { ...VALID[6], score: Infinity }],
    ["a __proto__ key", JSON.parse('{"type":"audit/started","auditId":"a","at":1,"__proto__":{"polluted":1}}')],
    ["a nested constructor key", { ...VALID[4], details: { constructor: { prototype: { x: 1 } } } }],
    ["an id named __proto__", { type: "audit/started", auditId: "__proto__", at: 1 }],
    ["a rule named constructor", { ...queued("a2"), rule: "constructor" }],
    ["an unknown verdict", { type: "audit/cacheHit", auditId: "a", verdict: "maybe", message: "", at: 1 }],
    ["a settled record with an unknown cause", { ...VALID[10], cause: { kind: "bored" } }],
    ["a settled record that claims to be running", { ...VALID[10], ending: "running" }],
    ["a settled record without its cause", { ...VALID[10], cause: undefined }],
  ])("%s is refused", (_what, data) => {
    expect(recordProblem(data)).toEqual(expect.any(String));
  });
});

test("one bounded warning for many skipped entries", () => {
  const r = recordEntries(
    Array.from({ length: 30_000 }, (_, i) => entry({ type: "audit/started", auditId: i, at: 1 })),
  );
  expect(r.skipped).toBe(30_000);
  const d = skippedEntriesDiagnostic(r)!;
  expect(d.severity).toBe("warning");
  expect(d.message).toContain("30000 pi-sentinel session entries");
  expect(d.message).toContain("and 29995 more");
  expect(d.message.length).toBeLessThan(1000);
});

describe("replay fuzz", () => {
  const snap = snapshot([globalRule("no-rm", { mode: "blocking", onFailure: "closed" })]);
  // hostile variations of well-formed records: fields dropped, retyped, enlarged, renamed to prototype keys
  const mutated = fc
    .tuple(
      fc.constantFrom(...VALID),
      fc.constantFrom("drop", "retype", "huge", "proto", "ok"),
      fc.constantFrom(
        "auditId",
        "id",
        "rule",
        "at",
        "verdict",
        "message",
        "score",
        "evidence",
        "type",
        "details",
        "decision",
      ),
      fc.anything(),
    )
    .map(([base, how, field, value]) => {
      const d: Record<string, unknown> = { ...base };
      if (how === "drop") delete d[field];
      else if (how === "retype") d[field] = value;
      else if (how === "huge") d[field] = typeof d[field] === "string" ? "x".repeat(300_000) : 1e300;
      else if (how === "proto") d[field] = fc.sample(fc.constantFrom("__proto__", "constructor", "prototype"), 1)[0];
      return d;
    });
  const anyEntry = fc.oneof(mutated, fc.anything(), fc.object(), fc.jsonValue());

  test("10,000+ generated entries: never throws, config and rules stay in force, no prototype pollution", () => {
    let total = 0;
    fc.assert(
      fc.property(fc.array(anyEntry, { minLength: 85, maxLength: 100 }), (datas) => {
        total += datas.length;
        const read = recordEntries(datas.map(entry));
        expect(read.actions.length + read.skipped).toBe(datas.length);
        const state = rebuildState(snap, [], read.actions, 100);
        expect(state.config.rules.map((r) => r.rule.name)).toEqual(["no-rm"]);
        expect(state.config.settings.injectionDefense.enabled).toBe(true);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.hasOwn(Object.prototype, "audits")).toBe(false);
      }),
      { numRuns: 120, seed: 11 },
    );
    expect(total).toBeGreaterThanOrEqual(10_000);
  });
});

describe("sessions written before records were born finished", () => {
  const snap = snapshot([globalRule("r")]);
  const pair = [
    entry({ ...queued("old", "r", 10) }),
    entry({ type: "audit/skipped", auditId: "old", reason: "rule busy (overlap ignore)", at: 11 }),
    entry({ ...queued("oldf", "r", 12) }),
    entry({ type: "audit/failed", auditId: "oldf", message: "no auditor model", at: 13 }),
  ];
  const born = [
    entry({
      ...queued("new", "r", 14),
      type: "audit/settled",
      ending: "skipped",
      cause: { kind: "busy" },
      reason: "rule busy (overlap ignore)",
    }),
  ];

  test("an old queued-then-skipped/failed pair still loads as one finished record, beside a new settled one", () => {
    const read = recordEntries([...pair, ...born]);
    expect(read.skipped).toBe(0);
    const state = rebuildState(snap, [], read.actions, 100);
    const byId = (id: string) => selectAudit(state.audits, id);
    expect(byId("old")?.status).toEqual({ kind: "skipped", at: 11, reason: "rule busy (overlap ignore)" });
    expect(byId("oldf")?.status.kind).toBe("errored");
    expect(byId("new")?.status).toEqual({ kind: "skipped", at: 14, reason: "rule busy (overlap ignore)" });
    expect(byId("new")?.cause).toEqual({ kind: "busy" });
    // finished, so nothing is marked "interrupted" on resume
    expect(state.audits.active).toEqual([]);
    expect(state.audits.byRule.r).toMatchObject({ audits: 3, errors: 1 });
  });
});
