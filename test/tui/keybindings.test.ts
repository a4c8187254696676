// pi's own keybindings reach the panels (real pi TUI in tmux): a keybindings.json in the agent dir remaps list navigation, fleetKeybindings still win.

import { describe } from "vitest";
import { test } from "../harness/fixture.ts";
import { hasTmux } from "../harness/tmux.ts";

const rule = (name: string) => ({
  name,
  trigger: { type: "tool_call", tools: ["bash"] },
  mode: "blocking",
  prompt: `${name}: is {{json tool.input}} safe?`,
  model: "faux-audit/auditor",
});

describe.skipIf(!hasTmux)("panels use pi's KeybindingsManager", () => {
  test("tui.select.down remapped in keybindings.json moves the list; the old key does not; fleetKeybindings override", async ({
    piTui,
  }) => {
    const tui = await piTui({
      // the user's pi keybindings: select down is ctrl+n (down no longer), select up stays pi's default (up)
      agentFiles: { "keybindings.json": { "tui.select.down": "ctrl+n" } },
      files: {
        ".pi/sentinel.json": {
          rules: [rule("first-rule"), rule("last-rule")],
          // ours win over pi's: bottom is also "g"; select up is "u" only (pi's "up" and the default "k" are replaced)
          fleetKeybindings: { bottom: ["end", "g"], selectUp: "u" },
        },
      },
      script: { mainDefault: { text: "ok" } },
    });
    await tui.waitFor("sentinel", 60_000);
    tui.send("/sentinel:list");
    await tui.waitFor("sentinel guards and rules");
    await tui.waitFor(/› ● prompt-guard/);
    // the help line names the user's keys (at the top only down applies)
    await tui.waitFor("ctrl+n move");
    // "Down" is no longer select down: keys are handled in order, so Down, ctrl+n, ctrl+n ends two rows down (two
    // rows; one row without pi's keybindings, where ctrl+n does nothing and Down moves one)
    tui.press("Down");
    tui.press("C-n");
    tui.press("C-n");
    await tui.waitFor(/› ● first-rule/);
    await tui.waitFor("u/ctrl+n move");
    tui.press("g");
    await tui.waitFor(/› ● last-rule/);
    tui.press("Up"); // replaced by fleetKeybindings.selectUp
    tui.press("u");
    await tui.waitFor(/› ● first-rule/);
    tui.press("j"); // our extra key stays beside pi's
    await tui.waitFor(/› ● last-rule/);
    tui.press("Escape");
    await tui.waitForGone("sentinel guards and rules");
  }, 90_000);
});
