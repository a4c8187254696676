// Session op-log: picks pi-sentinel:op custom entries, validates each op, ignores junk; describeOp wording.

import { describe, expect, it } from "vitest";
import { describeOp, OP_ENTRY_TYPE, opsFromEntries, parseOp } from "../../../src/engine/config/oplog.ts";
import type { SessionOp } from "../../../src/state/actions.ts";

const rule = { name: "no-secrets", trigger: { type: "tool_call" as const }, mode: "blocking" as const, prompt: "p" };
const entry = (data: unknown, customType = OP_ENTRY_TYPE) => ({
  type: "custom",
  customType,
  data,
  id: "e1",
  parentId: null,
  timestamp: "2026-01-01T00:00:00Z",
});

const validOps: SessionOp[] = [
  { type: "rule/added", rule, at: 1 },
  { type: "rule/removed", name: "no-secrets", at: 2 },
  { type: "rule/enabled", kind: "reviewer", name: "style", at: 3 },
  { type: "rule/disabled", kind: "guard", name: "prompt-guard", at: 4 },
  { type: "rule/shadowChanged", name: "no-secrets", shadow: true, at: 5 },
];

describe("opsFromEntries", () => {
  it("returns the valid ops in order", () => {
    expect(opsFromEntries(validOps.map((op) => entry(op)))).toEqual(validOps);
  });

  const junk: [string, unknown][] = [
    ["not an object", 3],
    ["a message entry", { type: "message", message: {} }],
    ["another extension's custom entry", entry(validOps[1], "other:op")],
    ["custom_message type", { type: "custom_message", customType: OP_ENTRY_TYPE, data: validOps[1] }],
    ["no data", entry(undefined)],
    ["unknown op type", entry({ type: "rule/renamed", name: "x", at: 1 })],
    ["missing at", entry({ type: "rule/removed", name: "x" })],
    ["at not finite", entry({ type: "rule/removed", name: "x", at: Number.NaN })],
    ["empty name", entry({ type: "rule/removed", name: "", at: 1 })],
    ["bad kind", entry({ type: "rule/enabled", kind: "robot", name: "x", at: 1 })],
    ["shadow not boolean", entry({ type: "rule/shadowChanged", name: "x", shadow: "yes", at: 1 })],
    ["invalid rule", entry({ type: "rule/added", rule: { ...rule, trigger: { type: "turn_end" } }, at: 1 })],
    ["rule missing", entry({ type: "rule/added", at: 1 })],
  ];
  it.each(junk)("ignores %s", (_name, e) => {
    expect(opsFromEntries([e, entry(validOps[2])])).toEqual([validOps[2]]);
  });

  it("drops extra fields of an op", () => {
    expect(parseOp({ ...validOps[1], extra: 1 })).toEqual(validOps[1]);
  });
});

describe("describeOp", () => {
  it.each([
    [validOps[0], 'added rule "no-secrets" for this session'],
    [validOps[1], 'removed session rule "no-secrets"'],
    [validOps[2], 'enabled reviewer "style" for this session'],
    [validOps[3], 'disabled guard "prompt-guard" for this session'],
    [validOps[4], 'put rule "no-secrets" into shadow mode for this session'],
    [
      { type: "rule/shadowChanged", name: "r", shadow: false, at: 1 } as SessionOp,
      'took rule "r" out of shadow mode for this session',
    ],
  ])("%j", (op, text) => {
    expect(describeOp(op)).toBe(text);
  });
});
