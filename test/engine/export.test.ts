// Audit-log export: persisted actions in session entries become one exported record each, in order.

import { describe, expect, it } from "vitest";
import type { Action } from "../../src/state/actions.ts";
import {
  ACTION_ENTRY_TYPE,
  actionsFromEntries,
  exportJsonl,
  parseSessionJsonl,
  recordsFromActions,
  toExported,
} from "../../src/engine/export.ts";

const entry = (data: unknown, i: number) => ({
  type: "custom",
  id: `e${i}`,
  parentId: null,
  timestamp: "2026-01-01T00:00:00.000Z",
  customType: ACTION_ENTRY_TYPE,
  data,
});

const log: Action[] = [
  {
    type: "audit/queued",
    auditId: "a1",
    guard: "sentinel",
    rule: "no-force-push",
    source: { scope: "project", file: "/p/.pi/sentinel.json" },
    trigger: "tool_call",
    mode: "blocking",
    target: "bash git push --force",
    model: "faux-audit/auditor",
    at: 1000,
  },
  { type: "audit/started", auditId: "a1", at: 1100 },
  {
    type: "audit/finished",
    auditId: "a1",
    verdict: "fail",
    message: "force push",
    cached: false,
    usage: { input: 10, output: 5, cacheRead: 0, cacheWrite: 0, totalTokens: 15, cost: 0.001 },
    at: 1600,
  },
  {
    type: "audit/outcomeRecorded",
    auditId: "a1",
    outcome: "blocked",
    reason: "Blocked by sentinel no-force-push: force push",
    at: 1600,
  },
  {
    type: "injection/scanned",
    id: "i1",
    surface: "tool_result",
    tool: "read",
    target: "read docs/x.md",
    score: 0.93,
    decision: "block",
    evidence: [{ rule: "override", category: "instruction_override", start: 0, end: 10 }],
    at: 2000,
  },
  {
    type: "prompt/rejected",
    id: "p1",
    command: "deploy",
    args: "",
    file: "/p/.pi/prompts/deploy.md",
    reason: "missing <environment>",
    at: 3000,
  },
];

describe("export", () => {
  it("keeps only our action entries and replays them into records in time order", () => {
    const entries = [
      { type: "session", id: "h" },
      { type: "message", id: "m" },
      ...log.map(entry),
      entry("not an action", 99),
      { type: "custom", customType: "other", data: { type: "audit/queued" } },
    ];
    const actions = actionsFromEntries(entries);
    expect(actions).toHaveLength(log.length);
    const records = recordsFromActions(actions);
    expect(records.map((r) => r.id)).toEqual(["a1", "i1", "p1"]);
    const [audit, detection, rejection] = records.map(toExported);
    expect(audit).toMatchObject({
      guard: "sentinel",
      rule: "no-force-push",
      scope: "project",
      scopeFile: "/p/.pi/sentinel.json",
      status: "failed",
      verdict: "fail",
      outcome: "blocked",
      model: "faux-audit/auditor",
      durationMs: 500,
      reason: "Blocked by sentinel no-force-push: force push",
    });
    expect(audit.usage?.totalTokens).toBe(15);
    expect(detection).toMatchObject({ guard: "injection", status: "failed", outcome: "withheld", score: 0.93 });
    expect(rejection).toMatchObject({
      guard: "prompt",
      status: "failed",
      reason: "missing <environment>",
      target: "/deploy",
    });
  });

  it("writes one JSON object per line and nothing for an empty log", () => {
    const jsonl = exportJsonl(recordsFromActions(log));
    const lines = jsonl.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    for (const l of lines) expect(() => JSON.parse(l)).not.toThrow();
    expect(exportJsonl([])).toBe("");
  });

  it("parses a session file leniently, reporting broken lines", () => {
    const text = [JSON.stringify({ type: "session" }), "{broken", "", JSON.stringify(entry(log[0], 1))].join("\n");
    const parsed = parseSessionJsonl(text);
    expect(parsed.entries).toHaveLength(2);
    expect(parsed.badLines).toEqual([2]);
  });
});
