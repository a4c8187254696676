// The tmux harness itself: the real pi TUI starts offline with the faux model and answers a prompt.

import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { hasTmux } from "../harness/tmux.ts";

describe.skipIf(!hasTmux)("tmux harness (bare pi)", () => {
  test("pi starts in tmux, takes a prompt and shows the faux reply", async ({ piTui }) => {
    const tui = await piTui({ loadPackage: false, script: { main: [{ text: "pong from faux" }] } });
    await tui.waitFor("faux", 20_000);
    tui.send("ping");
    await tui.waitFor("pong from faux");
    await tui.waitForIdle();
    expect(tui.networkLog()).toEqual([]);
  });
});
