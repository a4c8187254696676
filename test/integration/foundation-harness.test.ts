// The SDK harness itself: faux models answer and record requests, the recording UI and temp folders work, env is restored.

import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { existsSync } from "node:fs";

import { reply } from "../harness/faux.ts";

import { SelectList } from "@earendil-works/pi-tui";
import { getSelectListTheme } from "@earendil-works/pi-coding-agent";

describe("sdk harness (bare pi)", () => {
  test("faux main model answers, runs a tool, and records what it was sent", async ({ sdk }) => {
    const before = process.env.PI_CODING_AGENT_DIR;
    const h = await sdk({
      loadPackage: false,
      files: { "hello.txt": "hello from the project" },
      mainResponses: [reply.tool("read", { path: "hello.txt" }), reply.text("done")],
    });
    expect(process.env.PI_CODING_AGENT_DIR).toBe(h.agentDir);
    await h.prompt("read hello.txt");
    expect(h.main.calls).toHaveLength(2);
    expect(h.main.calls[0].text).toContain("read hello.txt");
    expect(h.main.calls[0].tools).toContain("read");
    expect(h.main.calls[1].text).toContain("hello from the project");
    expect(h.events.some((e) => e.type === "tool_execution_end")).toBe(true);
    expect(h.auditor.calls).toHaveLength(0);
    await h.dispose();
    expect(process.env.PI_CODING_AGENT_DIR).toBe(before);
    expect(existsSync(h.cwd)).toBe(false);
  });
});

describe("rpc harness (bare pi)", () => {
  test("the real CLI answers from the faux script, logs requests, and never reaches the network", async ({ piRpc }) => {
    const rpc = await piRpc({
      loadPackage: false,
      script: {
        main: [
          { toolCalls: [{ name: "bash", args: { command: "curl -s http://example.invalid/x; echo ran" } }] },
          { text: "all done" },
        ],
      },
    });
    const r = await rpc.prompt("fetch it");
    expect(r.response.success).toBe(true);
    const calls = rpc.fauxCalls("main");
    expect(calls).toHaveLength(2);
    expect(calls[0].text).toContain("fetch it");
    expect(calls[1].text).toContain("ran");
    expect(rpc.networkLog()).toEqual(["curl -s http://example.invalid/x"]);
    expect(await rpc.close()).toBe(0);
  });
});

describe("recording UI", () => {
  test("custom() runs the factory with a fake TUI, the real theme and keybindings; keys drive it; dialogs answer from the script", async ({
    sdk,
  }) => {
    const results: unknown[] = [];
    const h = await sdk({
      loadPackage: false,
      dialogs: { confirm: [true], select: [(_t, options) => options[1]] },
      extensions: [
        (pi) => {
          pi.registerCommand("panel-test", {
            description: "opens a panel",
            handler: async (_args, ctx) => {
              results.push(await ctx.ui.confirm("Sure?", "really"));
              results.push(await ctx.ui.select("Pick", ["a", "b"]));
              const picked = await ctx.ui.custom<string | undefined>((_tui, _theme, _kb, done) => {
                const list = new SelectList(
                  [
                    { value: "one", label: "one" },
                    { value: "two", label: "two" },
                  ],
                  5,
                  getSelectListTheme(),
                );
                list.onSelect = (item) => done(item.value);
                list.onCancel = () => done(undefined);
                return list;
              });
              results.push(picked);
              ctx.ui.setStatus("t", "done");
            },
          });
        },
      ],
    });
    const run = h.session.prompt("/panel-test");
    const panel = await h.ui.nextPanel();
    expect(panel.text()).toBe("→ one\n  two");
    panel.press("\x1b[B"); // down
    expect(panel.text()).toBe("  one\n→ two");
    panel.press("\r");
    await run;
    expect(panel.done).toBe(true);
    expect(results).toEqual([true, "b", "two"]);
    expect(h.ui.statuses.get("t")).toBe("done");
    expect(h.ui.calls.map((c) => c.method)).toEqual(["confirm", "select", "custom", "setStatus"]);
    expect(h.main.calls).toHaveLength(0);
  });
});
