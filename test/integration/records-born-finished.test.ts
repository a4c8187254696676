// Through the real pi: a check that never reaches its model is one record born finished (audit/settled), never queued then skipped.

import { fauxAssistantMessage, fauxToolCall } from "@earendil-works/pi-ai";
import type { SdkSession } from "../harness/sdk.ts";
import { describe, expect, test } from "../harness/fixture.ts";
import { reply, scriptStep } from "../harness/faux.ts";
import { conditionFiles, config, REVIEWER_MODEL, shellRules } from "../fixtures/review/helpers.ts";
import type { Action } from "../../src/state/actions.ts";
import { actions, sentinelFile, TOOLS } from "./sentinel-helpers.ts";

type Settled = Extract<Action, { type: "audit/settled" }>;

/** The persisted log split into what was queued and what was born finished. */
function lifecycle(h: SdkSession): { queued: Set<string>; settled: Settled[]; all: Action[] } {
  const all = actions(h);
  return {
    queued: new Set(all.flatMap((a) => (a.type === "audit/queued" ? [a.auditId] : []))),
    settled: all.filter((a): a is Settled => a.type === "audit/settled"),
    all,
  };
}

/** Every action about one record, by type. */
const typesOf = (all: Action[], id: string): string[] =>
  all.filter((a) => "auditId" in a && a.auditId === id).map((a) => a.type);

const write = (path: string) => reply.tool("write", { path, content: "x\n" });

describe("records born finished (through the real pi)", () => {
  test("cooldown: the second firing after a broken audit is one settled record, never queued", async ({ sdk }) => {
    const h = await sdk({
      files: sentinelFile([
        { name: "guard-writes", trigger: { type: "tool_call", tools: ["write"] }, mode: "blocking", onFailure: "open" },
      ]),
      tools: TOOLS,
      mainResponses: [write("a.txt"), write("b.txt"), reply.text("done")],
      auditorResponses: [reply.error("overloaded")],
    });
    await h.prompt("write twice");
    expect(h.auditor.calls).toHaveLength(1); // the second firing never reached the auditor
    const { queued, settled, all } = lifecycle(h);
    expect(settled).toHaveLength(1);
    const s = settled[0];
    expect(s).toMatchObject({ rule: "guard-writes", ending: "skipped", cause: { kind: "cooldown" }, mode: "blocking" });
    expect(queued.has(s.auditId)).toBe(false);
    expect(typesOf(all, s.auditId)).toEqual(["audit/settled", "audit/outcomeRecorded"]);
    // the first firing really ran: its one lifecycle
    const first = [...queued][0];
    expect(typesOf(all, first)).toEqual(["audit/queued", "audit/started", "audit/failed", "audit/outcomeRecorded"]);
    // the record the fleet shows: skipped by the cooldown, and the call it let through without a verdict is "unaudited"
    const rec = h.records().find((r) => r.id === s.auditId);
    expect(rec?.status.kind).toBe("skipped");
    expect(rec?.outcome).toBe("unaudited");
  });

  test("overlap ignore: a firing while the rule's audit runs is one settled record (busy), never queued", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: sentinelFile([
        {
          name: "one-at-a-time",
          trigger: { type: "tool_call", tools: ["write"] },
          mode: "background",
          overlap: "ignore",
        },
      ]),
      tools: TOOLS,
      mainResponses: [write("a.txt"), write("b.txt"), reply.text("done")],
      // the first audit is still running when the second write fires (the dispose at the end aborts it)
      auditorResponses: [
        scriptStep({
          delayMs: 60_000,
          toolCalls: [{ name: "audit_verdict", args: { verdict: "pass", message: "ok" } }],
        }),
      ],
    });
    await h.prompt("write twice");
    const { queued, settled, all } = lifecycle(h);
    expect(settled.map((s) => [s.rule, s.ending, s.cause.kind])).toEqual([["one-at-a-time", "skipped", "busy"]]);
    expect(queued.has(settled[0].auditId)).toBe(false);
    expect(typesOf(all, settled[0].auditId)).toEqual(["audit/settled"]);
    expect(queued.size).toBe(1);
    expect(h.records().find((r) => r.id === settled[0].auditId)?.status).toMatchObject({
      kind: "skipped",
      reason: "rule busy (overlap ignore)",
    });
  });

  test("a reviewer's condition returning false: one settled record, no model call, never queued", async ({ sdk }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": config([
          {
            name: "shell",
            model: REVIEWER_MODEL,
            rulesFile: "rules/shell.md",
            tools: ["bash"],
            trigger: "before",
            condition: "conditions/always-false.ts",
          },
        ]),
        "rules/shell.md": shellRules,
        ...conditionFiles("always-false.ts"),
      },
      mainResponses: [reply.tool("bash", { command: "echo fine" }), reply.text("ok")],
      auditorResponses: [],
    });
    await h.prompt("run");
    expect(h.auditor.calls).toHaveLength(0);
    const { queued, settled, all } = lifecycle(h);
    expect(queued.size).toBe(0);
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({
      guard: "reviewer",
      rule: "shell",
      ending: "skipped",
      cause: { kind: "conditionFalse", condition: "conditions/always-false.ts" },
      reason: expect.stringContaining("returned false"),
    });
    expect(typesOf(all, settled[0].auditId)).toEqual(["audit/settled"]);
  });

  test("a benign look-alike: a review whose condition is true keeps its one lifecycle", async ({ sdk }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": config([
          { name: "shell", model: REVIEWER_MODEL, rulesFile: "rules/shell.md", tools: ["bash"], trigger: "before" },
        ]),
        "rules/shell.md": shellRules,
      },
      mainResponses: [reply.tool("bash", { command: "echo fine" }), reply.text("ok")],
      auditorResponses: [
        fauxAssistantMessage(fauxToolCall("review_verdict", { status: "passed", conclusion: "fine", findings: [] }), {
          stopReason: "toolUse",
        }),
      ],
    });
    await h.prompt("run");
    const { queued, settled, all } = lifecycle(h);
    expect(settled).toHaveLength(0);
    expect(queued.size).toBe(1);
    expect(typesOf(all, [...queued][0]).filter((t) => t !== "audit/outcomeRecorded")).toEqual([
      "audit/queued",
      "audit/started",
      "audit/finished",
    ]);
  });
});
