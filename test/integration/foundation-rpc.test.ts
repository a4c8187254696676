// Foundation through the real CLI in RPC mode: config problems arrive as one notify request, the widget as lines, nothing crashes.

import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";

const goodRule = {
  name: "no-rm",
  trigger: { type: "tool_call", tools: ["bash"] },
  mode: "blocking",
  prompt: "Is {{command}} destructive?",
};
const badRule = { name: "broken-rule", trigger: { type: "tool_call" }, mode: "sometimes", prompt: "x" };

describe("foundation (RPC)", () => {
  test("a bad project rule gives one warning notify naming it and its file; the widget shows one rule", async ({
    piRpc,
  }) => {
    const rpc = await piRpc({
      files: { ".pi/sentinel.json": { rules: [goodRule, badRule] } },
      script: { main: [{ text: "hello back" }] },
    });
    const note = await rpc.waitFor(
      (r) => r.type === "extension_ui_request" && r.method === "notify" && r.notifyType === "warning",
    );
    expect(String(note.message)).toContain("broken-rule");
    expect(String(note.message)).toContain(".pi/sentinel.json");
    const widget = await rpc.waitFor(
      (r) => r.type === "extension_ui_request" && r.method === "setWidget" && r.widgetKey === "pi-sentinel",
    );
    expect((widget.widgetLines as string[]).join("\n")).toMatch(/\b1 rule\b/);
    const run = await rpc.prompt("hello");
    expect(run.response.success).toBe(true);
    expect(rpc.fauxCalls("main").at(-1)?.text).toContain("hello");
    expect(rpc.notifications("warning")).toHaveLength(1);
    expect(rpc.networkLog()).toEqual([]);
    expect(await rpc.close()).toBe(0);
  });

  test("a project without any config starts clean: no warnings, nothing on stderr from pi-sentinel", async ({
    piRpc,
  }) => {
    const rpc = await piRpc({ script: { mainDefault: { text: "ok" } } });
    await rpc.prompt("hi");
    expect(rpc.notifications("warning")).toEqual([]);
    expect(rpc.stderr()).not.toMatch(/pi-sentinel.*(failed|error)/i);
  });
});
