// Config problems can be reviewed after startup: the list panel shows them, `/sentinel:list problems` lists them all, counts match the widget.

import { stripTerminalSequences } from "@earendil-works/pi-tui";
import { describe, expect, test } from "vitest";
import type { Diagnostic } from "../../src/state/config-model.ts";
import { buildKeymap } from "../../src/ui/keymap.ts";
import { ListPanel } from "../../src/ui/list-panel.ts";
import { identityPaint } from "../../src/ui/paint.ts";
import type { PanelHost } from "../../src/ui/panel-host.ts";
import { problemsText, renderProblems } from "../../src/ui/problems.ts";
import { listCommand } from "../../src/ui/text-mode.ts";
import { renderWidget, selectWidgetProps } from "../../src/ui/widget.ts";
import { fixtureStore, NOW, snapshot, T0 } from "./fixtures.ts";
import { expectWithin } from "./golden.ts";

const FILE = "/work/p/.pi/sentinel.json";
const DIAGS: Diagnostic[] = [
  {
    severity: "warning",
    scope: "project",
    file: FILE,
    rule: "typo",
    path: "/rules/0/prompt",
    message:
      'prompt line 1: {{input.comand}}: bash input has no "comand" (did you mean "input.command"?); it renders empty',
  },
  {
    severity: "error",
    scope: "global",
    file: "/home/u/.pi/agent/sentinel.json",
    message: "is not valid JSON at line 3 (file skipped)",
  },
  {
    severity: "warning",
    scope: "project",
    file: FILE,
    rule: "rev",
    path: "/supervisor/reviewers/0/rulesFile",
    message: 'rules file "rules/x.md" not found',
  },
  { severity: "info", scope: "legacy", file: "/work/p/.pi-guardrails.json", message: "read as a fallback" },
];

function storeWithProblems() {
  return fixtureStore([{ type: "config/loaded", snapshot: snapshot({ diagnostics: DIAGS }), at: T0 + 1 }]);
}

function host(store: ReturnType<typeof fixtureStore>): PanelHost {
  return {
    getState: () => store.getState(),
    subscribe: (l) => store.subscribe(() => l()),
    dispatch: (a) => store.dispatch(a),
    applyOp: (op) => store.dispatch(op),
    now: () => NOW,
    keymap: buildKeymap(),
    refresh: () => {},
  };
}

const plain = (lines: string[]): string => lines.map((l) => stripTerminalSequences(l)).join("\n");

describe("config problems in the control center", () => {
  test("the list panel shows them under the list at 80x24, as many as the widget counts", () => {
    const store = storeWithProblems();
    const panel = new ListPanel(
      host(store),
      { requestRender: () => {}, terminal: { rows: 24, columns: 80 } },
      identityPaint,
      () => {},
      { height: 22 },
    );
    const f = panel.render(80);
    expectWithin(f, 80);
    const t = plain(f);
    expect(t).toContain("⚠ 3 config problems");
    expect(t).toContain('rule "typo": prompt line 1');
    expect(t).not.toContain("read as a fallback"); // an info notice is not a problem
    expect(plain(renderWidget(selectWidgetProps(store.getState()), 400, identityPaint))).toContain(
      "⚠ 3 config problems",
    );
  });

  test("no problems, no block (the list keeps its rows)", () => {
    const panel = new ListPanel(
      host(fixtureStore()),
      { requestRender: () => {}, terminal: { rows: 24, columns: 80 } },
      identityPaint,
      () => {},
      { height: 22 },
    );
    expect(plain(panel.render(80))).not.toContain("config problem");
  });

  test("when they do not fit, the block says where to read them all", () => {
    const lines = renderProblems(DIAGS, 60, identityPaint, 3);
    expect(lines).toHaveLength(3);
    expect(plain(lines)).toContain("… all of them: /sentinel:list problems");
    expect(renderProblems(DIAGS, 60, identityPaint, 1).join("")).toContain("/sentinel:list problems");
  });

  test("`/sentinel:list problems` lists every problem with its file; the summary points at it", () => {
    const s = storeWithProblems().getState();
    const r = listCommand("problems", s, NOW);
    expect(r.level).toBe("warning");
    expect(r.message.split("\n")).toEqual([
      "3 config problems:",
      `- ${FILE}: rule "typo": ${DIAGS[0].message}`,
      "- /home/u/.pi/agent/sentinel.json: is not valid JSON at line 3 (file skipped)",
      `- ${FILE}: reviewer "rev": rules file "rules/x.md" not found`,
    ]);
    expect(listCommand("", s, NOW).message).toContain("⚠ 3 config problems: /sentinel:list problems");
    expect(problemsText([])).toBe("no config problems");
  });
});

describe("the selected row stands out", () => {
  // a paint that tags colors, so the test sees what is colored
  const tagPaint = {
    ...identityPaint,
    fg: (c: string, t: string) => `<${c}>${t}</>`,
    bold: (t: string) => `<b>${t}</b>`,
    bg: (_c: string, t: string) => t,
  };

  test("list and fleet: only the selected row's name is accent (bold); the others are plain text", () => {
    const store = fixtureStore();
    const list = new ListPanel(
      host(store),
      { requestRender: () => {}, terminal: { rows: 24, columns: 100 } },
      tagPaint as never,
      () => {},
      { height: 22 },
    );
    const rows = list.render(100).filter((l) => /[●○]/.test(l) && !l.includes("<dim>○"));
    const accentNames = rows.filter((l) => /<b><accent>/.test(l));
    expect(accentNames).toHaveLength(1);
    expect(accentNames[0]).toContain("›");
    expect(rows.filter((l) => l.includes("<text>")).length).toBe(rows.length - 1);
  });
});
