// Prompt guard in the real pi TUI (tmux): phase in the widget, the error for a bad invocation, built-ins still open.

import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { hasTmux } from "../harness/tmux.ts";

const FILES = {
  ".pi/prompts/deploy.md":
    '---\ndescription: Deploy a project\nargument-hint: "<project> [version]"\n---\nDeploy $1 at version ${2:-latest}.\n',
  ".pi/prompts/broken.md": '---\nargument-hint: "<project>"\n---\nDeploy $1 with $2\n',
};

describe.skipIf(!hasTmux)("prompt guard (tmux TUI)", () => {
  test("widget phase, a rejected invocation, a valid one while executing, and /hotkeys and /model still open", async ({
    piTui,
  }) => {
    const tui = await piTui({
      files: FILES,
      script: { main: [{ echoPrefix: "GOT: ", delayMs: 1500 }], mainDefault: { text: "ok" } },
    });
    try {
      await tui.waitFor(/sentinel.*ready/, 20_000);
      // the session-start lint names the broken template and its line
      await tui.waitFor(/broken\.md:4: \$2 is past the declared arguments/);

      tui.send("/deploy");
      await tui.waitFor("/deploy: missing required argument <project>. Usage: /deploy <project> [version]");
      expect(tui.capture()).toMatch(/sentinel.*ready/);

      tui.send('/deploy "my app" 2.0');
      await tui.waitFor(/executing \/deploy/);
      await tui.waitFor("GOT: Deploy my app at version 2.0.");
      await tui.waitForIdle();
      await tui.waitFor(/sentinel.*ready/);

      tui.send("/hotkeys");
      const hotkeys = await tui.waitFor("Cycle thinking level");
      expect(hotkeys).not.toMatch(/unknown command \/hotkeys/);

      tui.send("/model");
      await tui.waitFor("Enter to select · Ctrl+S to set as default");
      tui.press("Escape");
      await tui.waitForGone("Enter to select · Ctrl+S to set as default");

      tui.send("/deplyo web");
      await tui.waitFor("unknown command /deplyo — did you mean /deploy?");
      expect(tui.capture()).not.toMatch(/unknown command \/model/);
      expect(tui.networkLog()).toEqual([]);
    } catch (e) {
      console.error(`--- screen ---\n${tui.capture()}\n--------------`);
      throw e;
    } finally {
      tui.close();
    }
  });
});
