// Every action type in the union has a reducer case and a persisted form (record entry, op-log) or is declared session-only.

import { describe, expect, test } from "vitest";
import { recordProblem } from "../../../src/engine/records/entries.ts";
import { ACTION_PERSISTENCE, PERSISTED_ACTION_TYPES } from "../../../src/engine/records/persistence.ts";
import { RECORD_SCHEMAS } from "../../../src/engine/records/schema.ts";
import type { Action } from "../../../src/state/actions.ts";
import { isSessionOp } from "../../../src/state/config.ts";
import { rootReducer, initialRoot, type RootState } from "../../../src/state/root.ts";
import { replay } from "../../../src/state/store.ts";
import { globalRule, loaded, queued, rule, snapshot } from "../../state/fixtures.ts";

type Samples = { [K in Action["type"]]: Extract<Action, { type: K }> };

/** One sample per action type: tsc fails here when the union gains a type without one. */
const SAMPLES: Samples = {
  "config/loaded": loaded(snapshot([globalRule("r"), globalRule("other")]), 2) as Samples["config/loaded"],
  "config/opsReplayed": {
    type: "config/opsReplayed",
    ops: [{ type: "rule/disabled", kind: "sentinel", name: "r", at: 1 }],
    at: 3,
  },
  "config/diagnosticsReported": {
    type: "config/diagnosticsReported",
    diagnostics: [{ severity: "warning", scope: "global", message: "m" }],
    at: 3,
  },
  "rule/added": { type: "rule/added", rule: rule("new"), at: 3 },
  "rule/removed": { type: "rule/removed", name: "added", at: 3 },
  "rule/enabled": { type: "rule/enabled", kind: "sentinel", name: "other", at: 3 },
  "rule/disabled": { type: "rule/disabled", kind: "sentinel", name: "r", at: 3 },
  "rule/shadowChanged": { type: "rule/shadowChanged", name: "r", shadow: true, at: 3 },
  "prompt/guardStarted": { type: "prompt/guardStarted", command: "deploy", at: 3 },
  "prompt/validated": { type: "prompt/validated", command: "deploy", at: 3 },
  "prompt/rejected": { type: "prompt/rejected", id: "p1", command: "deploy", args: "", reason: "missing", at: 3 },
  "prompt/unknownCommand": {
    type: "prompt/unknownCommand",
    id: "u1",
    command: "dploy",
    suggestions: ["deploy"],
    blocked: true,
    at: 3,
  },
  "prompt/lintReported": { type: "prompt/lintReported", problems: 2, at: 3 },
  "agent/started": { type: "agent/started", at: 3 },
  "agent/settled": { type: "agent/settled", at: 3 },
  "injection/scanned": {
    type: "injection/scanned",
    id: "i1",
    surface: "bash",
    tool: "bash",
    target: "curl",
    score: 0.9,
    decision: "block",
    evidence: [],
    at: 3,
  },
  "injection/violationLogged": { type: "injection/violationLogged", id: "v1", description: "d", at: 3 },
  "injection/judgeStarted": {
    type: "injection/judgeStarted",
    id: "j1",
    surface: "tool_result",
    tool: "read",
    target: "read notes.md",
    score: 0.6,
    model: "faux-judge/judge",
    at: 3,
  },
  "audit/queued": queued("q1", "r", 3),
  "audit/settled": {
    ...queued("s1", "r", 3),
    type: "audit/settled",
    ending: "skipped",
    cause: { kind: "busy" },
    reason: "rule busy",
  },
  "audit/started": { type: "audit/started", auditId: "waiting", at: 3 },
  "audit/progressed": { type: "audit/progressed", auditId: "run", turns: 1, toolCalls: [], tail: "t", at: 3 },
  "audit/steered": { type: "audit/steered", auditId: "run", text: "look again", at: 3 },
  "audit/finished": { type: "audit/finished", auditId: "run", verdict: "pass", message: "ok", cached: false, at: 3 },
  "audit/cacheHit": { type: "audit/cacheHit", auditId: "run", verdict: "warn", message: "cached", at: 3 },
  "audit/failed": { type: "audit/failed", auditId: "run", message: "broke", at: 3 },
  "audit/cancelled": { type: "audit/cancelled", auditId: "run", reason: "user", at: 3 },
  "audit/skipped": { type: "audit/skipped", auditId: "run", reason: "x", at: 3 },
  "audit/outcomeRecorded": { type: "audit/outcomeRecorded", auditId: "run", outcome: "blocked", at: 3 },
  "audit/cancelRequested": { type: "audit/cancelRequested", auditId: "run", at: 3 },
  "audit/steerRequested": { type: "audit/steerRequested", auditId: "run", text: "t", at: 3 },
  "finding/injected": { type: "finding/injected", auditId: "run", rule: "r", at: 3 },
  "finding/deduped": { type: "finding/deduped", auditId: "run", rule: "r", at: 3 },
  "rule/cooldownStarted": { type: "rule/cooldownStarted", rule: "r", until: 30_003, at: 3 },
};

/**
 * Types the state keeps nothing of, each on purpose: an intent for a guard's shell (the wiring subscribes to it), and
 * prompt/validated (the phase stays "guarding" until the agent starts; the event is there for listeners).
 */
const STATELESS: readonly Action["type"][] = ["audit/steerRequested", "prompt/validated"];

/** A config with rules (one added this session), a guarded prompt, a running audit "run" and a queued "waiting": something for every sample to act on. */
const base: RootState = replay(
  [
    loaded(snapshot([globalRule("r"), globalRule("other")]), 1),
    { type: "rule/disabled", kind: "sentinel", name: "other", at: 1 },
    { type: "rule/added", rule: rule("added"), at: 1 },
    { type: "prompt/guardStarted", command: "deploy", at: 1 },
    queued("run", "r", 1),
    { type: "audit/started", auditId: "run", at: 2 },
    queued("waiting", "r", 2),
  ],
  initialRoot(),
);

describe("every action type", () => {
  const types = Object.keys(SAMPLES) as Action["type"][];

  test("is in the persistence table (and the table names no other)", () => {
    expect(new Set(Object.keys(ACTION_PERSISTENCE))).toEqual(new Set(types));
  });

  test.each(types)("%s has a reducer case, or is declared stateless", (type) => {
    const next = rootReducer(base, SAMPLES[type]);
    if (STATELESS.includes(type)) expect(next).toBe(base);
    else expect(next).not.toBe(base);
  });

  test.each(types)("%s has a persisted form, or is declared session-only", (type) => {
    const where = ACTION_PERSISTENCE[type];
    const sample = SAMPLES[type];
    if (where === "record") expect(recordProblem(sample)).toBeUndefined();
    else expect(Object.hasOwn(RECORD_SCHEMAS, type)).toBe(false);
    expect(isSessionOp(sample as never)).toBe(where === "op-log");
  });

  test("record schemas exist exactly for the persisted types", () => {
    expect(new Set(Object.keys(RECORD_SCHEMAS))).toEqual(new Set(PERSISTED_ACTION_TYPES));
  });
});
