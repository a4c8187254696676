// The review card in the real pi TUI (tmux): a rejected after-review shows one themed line, expanded it shows the finding.

import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { hasTmux } from "../harness/tmux.ts";

const sourceFile = `${Array.from({ length: 20 }, (_, i) => `export const v${i + 1} = ${i + 1};`).join("\n")}\n`;

describe.skipIf(!hasTmux)("review card in the pi TUI", () => {
  test("collapsed card after a rejected edit, findings when tool output is expanded", async ({ piTui }) => {
    const tui = await piTui({
      files: {
        ".pi/sentinel.json": {
          supervisor: { reviewers: [{ name: "style", model: "faux-audit/auditor", rulesFile: "rules/ts.md" }] },
        },
        "rules/ts.md": "---\nname: ts-style\nfilePatterns: ['src/**/*.ts']\n---\n- no-console\n",
        "src/x.ts": sourceFile,
      },
      script: {
        main: [
          {
            toolCalls: [
              {
                name: "edit",
                args: { path: "src/x.ts", edits: [{ oldText: "export const v12 = 12;", newText: "console.log(12);" }] },
              },
            ],
          },
          { text: "fixed later" },
        ],
        auditor: [
          {
            toolCalls: [
              {
                name: "review_verdict",
                args: {
                  status: "rejected",
                  conclusion: "A console.log was added.",
                  findings: [{ rule: "no-console", line: 12, message: "console.log left in" }],
                },
              },
            ],
          },
        ],
      },
    });
    await tui.waitFor("sentinel · ready", 20_000);
    tui.send("edit the file");
    const screen = await tui.waitFor(/⛨ review ✗ rejected · edit src\/x\.ts · 1 reviewer · \d+\.\d s/);
    expect(screen).not.toContain("console.log left in");
    await tui.waitForIdle();
    tui.press("C-o"); // pi's expand key for tool output and entries
    const expanded = await tui.waitFor("[no-console] line 12: console.log left in");
    expect(expanded).toContain("A console.log was added.");
  });
});
