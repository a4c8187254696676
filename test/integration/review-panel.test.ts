// /sentinel:reviewers (and its /config:tool-supervisor alias) through the real pi: edit in the panel, confirm, sentinel.json rewritten.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";

const DOWN = "\x1b[B";
const ENTER = "\r";
const ESC = "\x1b";

const projectConfig = {
  someFutureKey: { a: 1 },
  supervisor: {
    maxRuleLines: 50,
    reviewers: [{ name: "style", model: "faux-audit/auditor", rulesFile: "rules/ts.md", tools: ["edit", "write"] }],
  },
};

describe("/sentinel:reviewers", () => {
  test.for(["sentinel:reviewers", "config:tool-supervisor"])(
    "/%s writes the project sentinel.json after confirmation, keeping unknown keys",
    async (command, { sdk }) => {
      const h = await sdk({
        files: { ".pi/sentinel.json": projectConfig, "rules/ts.md": "rules" },
        dialogs: { confirm: [true] },
      });
      const run = h.session.prompt(`/${command}`);
      const panel = await h.ui.nextPanel();
      expect(panel.text(), JSON.stringify(h.notifications())).toContain("style");
      panel.press(ENTER); // disable
      panel.press(DOWN);
      panel.press(ENTER); // trigger -> before
      panel.press(ESC);
      await run;
      const confirm = h.ui.calls.find((c) => c.method === "confirm");
      expect(String(confirm?.args[1])).toContain("style: disable, trigger after → before");
      const written = JSON.parse(readFileSync(join(h.cwd, ".pi/sentinel.json"), "utf8"));
      expect(written.someFutureKey).toEqual({ a: 1 });
      expect(written.supervisor.maxRuleLines).toBe(50);
      expect(written.supervisor.reviewers[0]).toEqual({
        ...projectConfig.supervisor.reviewers[0],
        enabled: false,
        trigger: "before",
      });
    },
  );

  test("declining the confirmation writes nothing", async ({ sdk }) => {
    const h = await sdk({
      files: { ".pi/sentinel.json": projectConfig, "rules/ts.md": "rules" },
      dialogs: { confirm: [false] },
    });
    const before = readFileSync(join(h.cwd, ".pi/sentinel.json"), "utf8");
    const run = h.session.prompt("/sentinel:reviewers");
    const panel = await h.ui.nextPanel();
    panel.press(ENTER);
    panel.press(ESC);
    await run;
    expect(readFileSync(join(h.cwd, ".pi/sentinel.json"), "utf8")).toBe(before);
    expect(h.notifications("info").some((n) => n.message.includes("nothing was written"))).toBe(true);
  });
});
