// The reviewers panel model and component: items, edits that net out, the confirm summary, keys through the real SettingsList.

import { getSelectListTheme, getSettingsListTheme, initTheme } from "@earendil-works/pi-coding-agent";
import { visibleWidth } from "@earendil-works/pi-tui";
import { beforeAll, describe, expect, it } from "vitest";
import type { SourcedReviewer } from "../../src/state/config-model.ts";
import { identityPaint } from "../../src/ui/paint.ts";
import {
  recordEdit,
  reviewerRows,
  settingItems,
  summarizeEdits,
  type ReviewerEdit,
} from "../../src/ui/reviewers-config.ts";
import { createReviewersPanel, modelItems } from "../../src/ui/reviewers-panel.ts";

const reviewers: SourcedReviewer[] = [
  {
    reviewer: { name: "style", model: "a/one", rulesFile: "rules/ts.md" },
    source: { scope: "project", file: "/p/.pi/sentinel.json" },
  },
  {
    reviewer: {
      name: "shell",
      model: "b/two",
      rulesFiles: ["rules/sh.md"],
      trigger: "before",
      tools: ["bash"],
      enabled: false,
    },
    source: { scope: "global", file: "/a/sentinel.json" },
  },
  {
    reviewer: { name: "old", model: "c/three", rulesFile: "r.md" },
    source: { scope: "legacy", file: "/a/extensions/pi-tool-supervisor/config.json" },
  },
];

describe("reviewers panel model", () => {
  const rows = reviewerRows(reviewers);
  it("makes rows and three items per reviewer", () => {
    expect(rows.map((r) => [r.name, r.enabled, r.trigger])).toEqual([
      ["style", true, "after"],
      ["shell", false, "before"],
      ["old", true, "after"],
    ]);
    expect(settingItems(rows).map((i) => `${i.id}=${i.currentValue}`)).toEqual([
      "0:enabled=enabled",
      "0:trigger=after",
      "0:model=a/one",
      "1:enabled=disabled",
      "1:trigger=before",
      "1:model=b/two",
      "2:enabled=enabled",
      "2:trigger=after",
      "2:model=c/three",
    ]);
  });

  it("records edits, drops ones changed back, and groups them by file for the confirmation", () => {
    const edits = new Map<string, ReviewerEdit>();
    recordEdit(edits, rows, "0:enabled", "disabled");
    recordEdit(edits, rows, "0:model", "x/new");
    recordEdit(edits, rows, "1:trigger", "after");
    recordEdit(edits, rows, "1:trigger", "before"); // back to the original: no change
    recordEdit(edits, rows, "2:enabled", "disabled");
    expect([...edits]).toEqual([
      ["style", { enabled: false, model: "x/new" }],
      ["old", { enabled: false }],
    ]);
    const s = summarizeEdits(edits, rows);
    expect([...s.byFile]).toEqual([["/p/.pi/sentinel.json", { style: { enabled: false, model: "x/new" } }]]);
    expect(s.lines).toEqual(["style: disable, model a/one → x/new (/p/.pi/sentinel.json)"]);
    expect(s.readOnly).toEqual(["old (legacy): disable"]);
  });

  it("keeps the current model selectable when it is not among the available ones", () => {
    expect(modelItems(["p/a", "p/b"], "z/current").map((i) => i.value)).toEqual(["z/current", "p/a", "p/b"]);
    expect(modelItems(["p/a", "p/b"], "p/b").map((i) => i.value)).toEqual(["p/a", "p/b"]);
  });
});

describe("reviewers panel component", () => {
  beforeAll(() => initTheme("dark", false));
  const DOWN = "\x1b[B";
  const ENTER = "\r";
  const ESC = "\x1b";

  it("toggles, switches the trigger, picks a model from the list and returns the edits on escape", () => {
    let result: Map<string, ReviewerEdit> | undefined;
    const panel = createReviewersPanel({
      rows: reviewerRows(reviewers),
      models: ["a/one", "m/fast", "m/smart"],
      paint: identityPaint,
      settingsTheme: getSettingsListTheme(),
      selectTheme: getSelectListTheme(),
      requestRender: () => {},
      done: (e) => (result = e),
    });
    const first = panel.render(60);
    // the shared panel frame: a border, then the title
    expect(first[0]).toMatch(/^╭─+╮$/);
    expect(first[1]).toContain("⛨ reviewers");
    expect(first.at(-1)).toMatch(/^╰─+╯$/);
    for (const l of first) expect(visibleWidth(l)).toBe(60);
    panel.handleInput!(ENTER); // style: enabled -> disabled
    panel.handleInput!(DOWN);
    panel.handleInput!(ENTER); // trigger after -> before
    panel.handleInput!(DOWN);
    panel.handleInput!(ENTER); // open the model list (current a/one selected)
    panel.handleInput!(DOWN);
    panel.handleInput!(ENTER); // m/fast
    const picked = panel.render(60);
    expect(picked.join("\n")).toContain("m/fast");
    // never shorter than before (the transcript would show through), the border stays last
    expect(picked.length).toBeGreaterThanOrEqual(first.length);
    expect(picked.at(-1)).toMatch(/^╰─+╯$/);
    panel.handleInput!(ESC);
    expect(result && [...result]).toEqual([["style", { enabled: false, trigger: "before", model: "m/fast" }]]);
  });

  it("a view that throws shows the error frame; a key that throws closes the panel instead of crashing pi", () => {
    let closed = 0;
    const broken = {
      ...identityPaint,
      fg: () => {
        throw new Error("paint exploded");
      },
    };
    const panel = createReviewersPanel({
      rows: reviewerRows(reviewers),
      models: [],
      paint: broken,
      settingsTheme: getSettingsListTheme(),
      selectTheme: getSelectListTheme(),
      requestRender: () => {
        throw new Error("render request exploded");
      },
      done: () => void closed++,
    });
    const lines = panel.render(50);
    expect(lines.join("\n")).toContain("paint exploded");
    for (const l of lines) expect(visibleWidth(l)).toBeLessThanOrEqual(50);
    panel.handleInput!(DOWN);
    expect(closed).toBe(1);
  });

  it("says how to add reviewers when there are none", () => {
    let closed = false;
    const panel = createReviewersPanel({
      rows: [],
      models: [],
      paint: identityPaint,
      settingsTheme: getSettingsListTheme(),
      selectTheme: getSelectListTheme(),
      requestRender: () => {},
      done: () => (closed = true),
    });
    expect(panel.render(100).join("\n")).toContain("No reviewers configured");
    panel.handleInput!(ESC);
    expect(closed).toBe(true);
  });
});
