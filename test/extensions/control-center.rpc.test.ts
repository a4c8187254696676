// The control center through the real CLI in RPC mode: no panels, plain-text summaries and text commands through notify.

import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";

const RULE = {
  name: "gate-bash",
  trigger: { type: "tool_call", tools: ["bash"] },
  mode: "blocking",
  prompt: "is {{json tool.input}} ok?",
  model: "faux-audit/auditor",
};

describe("control center (RPC)", () => {
  test("fleet and list print text; disable by name stops auditing; no custom UI is requested", async ({ piRpc }) => {
    const rpc = await piRpc({
      files: { ".pi/sentinel.json": { rules: [RULE] } },
      script: {
        main: [
          { toolCalls: [{ name: "bash", args: { command: "echo one" } }] },
          { text: "first done" },
          { toolCalls: [{ name: "bash", args: { command: "echo two" } }] },
          { text: "second done" },
        ],
        auditorDefault: { toolCalls: [{ name: "audit_verdict", args: { verdict: "warn", message: "looks odd" } }] },
      },
    });
    await rpc.prompt("run one");
    expect(rpc.fauxCalls("auditor")).toHaveLength(1);
    await rpc.prompt("/sentinel:fleet");
    const fleet = rpc.notifications().at(-1)?.message ?? "";
    expect(fleet).toContain("sentinel fleet: 0 active, 1 records");
    expect(fleet).toMatch(/warn .* gate-bash .*tool_call\/blocking .*echo one.* — looks odd/);
    await rpc.prompt("/sentinel:list");
    expect(rpc.notifications().at(-1)?.message).toContain("● gate-bash · sentinel · project");
    await rpc.prompt("/sentinel:list disable gate-bash");
    expect(rpc.notifications().at(-1)?.message).toBe("gate-bash disabled for this session");
    await rpc.prompt("run two");
    expect(rpc.fauxCalls("auditor")).toHaveLength(1);
    expect(rpc.uiRequests().some((r) => r.method === "custom")).toBe(false);
    expect(rpc.networkLog()).toEqual([]);
  }, 90_000);
});
