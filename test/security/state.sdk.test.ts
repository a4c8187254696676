// §8 through the real pi: a malformed or hostile pi-sentinel session entry is skipped with one warning; config and rules stay in force.

import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import type { SdkSession, SdkSessionOptions } from "../harness/sdk.ts";
import { reply } from "../harness/faux.ts";
import type { LoadedPayload } from "../../extensions/foundation.ts";

const blockingRule = {
  name: "no-rm",
  trigger: { type: "tool_call", tools: ["bash"] },
  mode: "blocking",
  onFailure: "closed",
  model: "faux-audit/auditor",
  prompt: "Fail if this deletes files:\n\n{{input.command}}",
};

const HOSTILE: unknown[] = [
  { type: "injection/scanned", id: "x1", decision: "block" }, // missing fields (score)
  { type: "audit/queued", auditId: 7, rule: null, at: "yesterday" }, // wrong types
  { type: "audit/finished", auditId: "a", verdict: "fail", message: "m".repeat(5_000_000), at: 1, cached: false }, // huge
  JSON.parse(
    '{"type":"audit/queued","auditId":"__proto__","guard":"sentinel","rule":"__proto__","trigger":"x","mode":"blocking","target":"t","at":1,"__proto__":{"polluted":true}}',
  ),
  { type: "prompt/rejected", id: "p", command: "x", args: "", reason: "r", at: Number.NaN },
  null,
  "not an object",
];

async function sessionWith(
  sdk: (o: SdkSessionOptions) => Promise<SdkSession>,
  entries: unknown[],
): Promise<SdkSession> {
  const first = await sdk({ mode: "print" });
  for (const e of entries) first.pi.appendEntry("pi-sentinel:action", e);
  const fileEntries = first.fileEntries();
  await first.dispose();
  return sdk({
    sessionEntries: fileEntries,
    agentFiles: { "sentinel.json": { rules: [blockingRule] } },
    mainResponses: [reply.tool("bash", { command: "rm -rf build" }), reply.text("done")],
    auditorResponses: [reply.verdict("fail", "deletes files")],
  });
}

describe("hostile session state", () => {
  test("attack: bad records are skipped with one warning; the global blocking rule still blocks", async ({ sdk }) => {
    const h = await sessionWith(sdk, HOSTILE);
    const loaded = h.piEvents.find((e) => e.channel === "pi-sentinel:loaded")?.data as LoadedPayload | undefined;
    expect(loaded?.rules).toBe(1);
    expect(
      h
        .notifications("error")
        .map((n) => n.message)
        .join("\n"),
    ).not.toContain("guards run with defaults");
    const skippedNotes = h.notifications("warning").filter((n) => n.message.includes("session entr"));
    expect(skippedNotes).toHaveLength(1);
    expect(skippedNotes[0].message.length).toBeLessThan(2000);
    await h.prompt("clean");
    const end = h.events.find((e) => e.type === "tool_execution_end") as
      | { isError: boolean; result: { content: { text: string }[] } }
      | undefined;
    expect(end?.isError).toBe(true);
    expect(end?.result.content[0].text).toContain("deletes files");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test("benign: well-formed records of an earlier session still replay", async ({ sdk }) => {
    const h = await sessionWith(sdk, [
      { type: "prompt/rejected", id: "p1", command: "deploy", args: "", reason: "missing argument", at: 1 },
      {
        type: "audit/queued",
        auditId: "a1",
        guard: "sentinel",
        rule: "no-rm",
        trigger: "tool_call",
        mode: "blocking",
        target: "bash",
        at: 2,
      },
      { type: "audit/started", auditId: "a1", at: 3 },
      { type: "audit/finished", auditId: "a1", verdict: "pass", message: "ok", cached: false, at: 4 },
    ]);
    const loaded = h.piEvents.find((e) => e.channel === "pi-sentinel:loaded")?.data as LoadedPayload | undefined;
    expect(loaded?.records).toBe(2);
    expect(h.notifications("warning").filter((n) => n.message.includes("session entr"))).toHaveLength(0);
  });
});
