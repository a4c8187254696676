// Verdicts fail safe through the real pi with a faux auditor: strictest of several verdicts, fail without a message, cooldown.

import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { fauxAssistantMessage, fauxToolCall } from "@earendil-works/pi-ai";
import { reply } from "../harness/faux.ts";
import { actionsOf, sentinelFile, TOOLS, toolResults, verdictMsg } from "./sentinel-helpers.ts";

const writeB = reply.tool("write", { path: "b.txt", content: "KEY=1" });
const rule = {
  name: "guard-write",
  trigger: { type: "tool_call" as const, tools: ["write"] },
  mode: "blocking" as const,
};

describe("verdicts fail safe (real pi)", () => {
  test("the auditor calls the verdict tool twice (fail, then pass): the fail wins and the write is blocked", async ({
    sdk,
  }) => {
    const h = await sdk({
      tools: TOOLS,
      files: sentinelFile([rule]),
      mainResponses: [writeB, reply.text("done")],
      auditorResponses: [
        fauxAssistantMessage(
          [
            fauxToolCall("audit_verdict", { verdict: "fail", message: "writes a key" }),
            fauxToolCall("audit_verdict", { verdict: "pass", message: "all good" }),
          ],
          { stopReason: "toolUse" },
        ),
      ],
    });
    await h.prompt("go");
    const [res] = toolResults(h);
    expect(res.isError).toBe(true);
    expect(res.text).toContain("writes a key");
    expect(existsSync(join(h.cwd, "b.txt"))).toBe(false);
  });

  test("benign control: two passes let the write run", async ({ sdk }) => {
    const h = await sdk({
      tools: TOOLS,
      files: sentinelFile([rule]),
      mainResponses: [writeB, reply.text("done")],
      auditorResponses: [
        fauxAssistantMessage(
          [
            fauxToolCall("audit_verdict", { verdict: "pass", message: "ok" }),
            fauxToolCall("audit_verdict", { verdict: "pass", message: "ok too" }),
          ],
          { stopReason: "toolUse" },
        ),
      ],
    });
    await h.prompt("go");
    expect(existsSync(join(h.cwd, "b.txt"))).toBe(true);
    expect(actionsOf(h, "audit/outcomeRecorded")[0]).toMatchObject({ outcome: "allowed" });
  });

  test("a fail without a message blocks with a default reason (not a broken audit, even with onFailure open)", async ({
    sdk,
  }) => {
    const h = await sdk({
      tools: TOOLS,
      files: sentinelFile([{ ...rule, onFailure: "open" }]),
      mainResponses: [writeB, reply.text("done")],
      auditorResponses: [
        fauxAssistantMessage(fauxToolCall("audit_verdict", { verdict: "fail" }), { stopReason: "toolUse" }),
      ],
    });
    await h.prompt("go");
    const [res] = toolResults(h);
    expect(res.isError).toBe(true);
    expect(res.text).toContain("without giving a reason");
    expect(existsSync(join(h.cwd, "b.txt"))).toBe(false);
    expect(actionsOf(h, "audit/failed")).toHaveLength(0);
  });

  test("cooldown, onFailure closed: the next call is still blocked (rule cooling down) without calling the auditor", async ({
    sdk,
  }) => {
    const h = await sdk({
      tools: TOOLS,
      files: sentinelFile([{ ...rule, onFailure: "closed" }]),
      mainResponses: [writeB, writeB, reply.text("done")],
      auditorResponses: [reply.error("provider exploded"), verdictMsg("pass", "would pass")],
    });
    await h.prompt("go");
    const [first, second] = toolResults(h);
    expect(first.isError).toBe(true);
    expect(second.isError).toBe(true);
    expect(second.text).toContain("rule cooling down after a failure");
    expect(h.auditor.calls).toHaveLength(1);
    expect(existsSync(join(h.cwd, "b.txt"))).toBe(false);
  });

  test("cooldown, onFailure open: each skipped call is recorded unaudited, counted in the widget and notified", async ({
    sdk,
  }) => {
    const h = await sdk({
      tools: TOOLS,
      files: { ...sentinelFile([{ ...rule, onFailure: "open" }]) },
      mainResponses: [writeB, reply.tool("write", { path: "c.txt", content: "x" }), reply.text("done")],
      auditorResponses: [reply.error("provider exploded"), verdictMsg("fail", "would fail")],
    });
    await h.prompt("go");
    expect(existsSync(join(h.cwd, "c.txt"))).toBe(true); // open: the call ran
    expect(h.auditor.calls).toHaveLength(1);
    const outcomes = actionsOf(h, "audit/outcomeRecorded");
    expect(outcomes.map((o) => o.outcome)).toEqual(["unaudited", "unaudited"]);
    expect(outcomes[1].reason).toContain("rule cooling down after a failure");
    const notes = h.notifications("warning").filter((n) => n.message.includes("unaudited"));
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(notes.some((n) => n.message.includes("rule cooling down after a failure"))).toBe(true);
    expect(h.ui.widgets.get("pi-sentinel")!.text(120)).toContain("2 unaudited");
    const recs = h.records().filter((r) => r.outcome === "unaudited");
    expect(recs).toHaveLength(2);
  });
});
