// Foundation in the real TUI (tmux): pi starts with the sentinel widget showing the phase and the rule count.

import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { hasTmux } from "../harness/tmux.ts";

const rule = (name: string) => ({
  name,
  trigger: { type: "tool_call", tools: ["bash"] },
  mode: "blocking",
  prompt: "Is {{input.command}} destructive?",
});

describe.skipIf(!hasTmux)("foundation (TUI)", () => {
  test("the status widget shows the phase and the rule count, and config problems", async ({ piTui }) => {
    const tui = await piTui({
      files: {
        ".pi/sentinel.json": {
          rules: [rule("no-rm"), rule("no-curl"), { name: "bad", trigger: { type: "nope" }, prompt: "x" }],
        },
      },
      script: { mainDefault: { text: "pong" } },
    });
    const screen = await tui.waitFor(/⛨ sentinel · ready · 2 rules/, 20_000);
    expect(screen).toMatch(/1 config problem/);
    expect(screen).toContain("bad");
    tui.send("ping");
    await tui.waitFor("pong");
    await tui.waitForIdle();
    expect(tui.capture()).toMatch(/⛨ sentinel · ready · 2 rules/);
    // ctrl+d on an empty editor quits; the shutdown path is clean
    tui.press("C-d");
    const end = await tui.waitFor(/\[pi exited rc=\d+\]/);
    expect(end).toContain("[pi exited rc=0]");
    expect(end).not.toMatch(/Error|could not persist/);
  });
});
