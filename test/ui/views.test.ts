// Golden tests for every control-center view at widths 40, 80 and 120 (identity paint), with a width check on every line.

import { describe, expect, test } from "vitest";
import { selectRecordWindow, selectAudit } from "../../src/state/audits.ts";
import { cardForAction, cardFromRecord, renderCard } from "../../src/ui/cards.ts";
import { renderFleetDetail } from "../../src/ui/fleet-detail.ts";
import {
  renderFleetColumns,
  renderFleetRow,
  renderFleetRows,
  renderFleetTitle,
  selectFleetProps,
  NO_FILTER,
} from "../../src/ui/fleet-view.ts";
import { identityPaint as paint } from "../../src/ui/paint.ts";
import { renderRuleColumns, renderRuleRow, renderRuleSummary, selectRuleRows } from "../../src/ui/rules-view.ts";
import { fleetText, listText } from "../../src/ui/text-mode.ts";
import { renderFooterStatus, renderWidget, selectWidgetProps } from "../../src/ui/widget.ts";
import { createStore } from "../../src/state/store.ts";
import { fixtureActions, fixtureStore, NOW } from "./fixtures.ts";
import { expectGolden, expectWithin } from "./golden.ts";
import { realTheme } from "../harness/ui.ts";

const WIDTHS = [40, 80, 120];

describe("fleet views", () => {
  const store = fixtureStore();
  const audits = store.getState().audits;
  for (const width of WIDTHS) {
    test(`fleet list at ${width}`, () => {
      const props = selectFleetProps(audits, { filter: NO_FILTER, index: 1, scrollTop: 0, rows: 12 });
      const lines = [
        renderFleetTitle(props, width, paint),
        renderFleetColumns(width, paint),
        ...renderFleetRows(props, width, 12, paint, NOW),
      ];
      expect(lines.every((l) => l.length > 0)).toBe(true);
      expectGolden(`fleet-list-${width}`, lines, width);
    });
    test(`fleet detail of every record at ${width}`, () => {
      const lines: string[] = [];
      for (const r of selectRecordWindow(audits, 0, 100))
        lines.push(...renderFleetDetail(r, width, paint, NOW), "=".repeat(Math.min(width, 10)));
      expectGolden(`fleet-detail-${width}`, lines, width);
    });
  }
  test("running records come first, then newest", () => {
    const ids = selectRecordWindow(audits, 0, 100).map((r) => r.id);
    expect(ids.slice(0, 2)).toEqual(["aud-queued", "aud-run"]);
    expect(ids[2]).toBe("pr-1");
  });
  test("empty fleet and filtered-out fleet say so", () => {
    const empty = createStore().getState().audits;
    const p = selectFleetProps(empty, { filter: NO_FILTER, index: 0, scrollTop: 0, rows: 3 });
    expect(renderFleetRows(p, 40, 3, paint, NOW)[0]).toContain("no guard activity");
    const f = selectFleetProps(audits, {
      filter: { text: "zzz-nothing", status: "all" },
      index: 0,
      scrollTop: 0,
      rows: 3,
    });
    expect(f.total).toBe(0);
    expect(renderFleetRows(f, 40, 3, paint, NOW)[0]).toContain("nothing matches");
  });
  test("filter by status and text", () => {
    const active = selectFleetProps(audits, {
      filter: { text: "", status: "active" },
      index: 0,
      scrollTop: 0,
      rows: 10,
    });
    expect(active.rows.map((r) => r.id)).toEqual(["aud-queued", "aud-run"]);
    const env = selectFleetProps(audits, { filter: { text: ".ENV", status: "all" }, index: 0, scrollTop: 0, rows: 10 });
    expect(env.rows.map((r) => r.id)).toEqual(["aud-block"]);
    const failed = selectFleetProps(audits, {
      filter: { text: "", status: "failed" },
      index: 0,
      scrollTop: 0,
      rows: 10,
    });
    expect(failed.rows.map((r) => r.id).sort()).toEqual(["aud-block", "inj-1", "pr-1"]);
  });
});

describe("rule list views", () => {
  const state = fixtureStore().getState();
  const rows = selectRuleRows(state.config, state.audits, NOW);
  test("rows: built-in guards, then rules with scope, live state, counts", () => {
    expect(rows.map((r) => [r.name, r.kind, r.scope, r.enabled])).toEqual([
      ["prompt-guard", "prompt guard", "built-in", true],
      ["injection-scanner", "injection scanner", "built-in", true],
      ["reviewers", "reviewers", "built-in", true],
      ["no-secrets", "sentinel", "global", true],
      ["style-check", "sentinel", "project", true],
      ["漢字ルール-emoji-🔥", "sentinel", "project", false],
      ["security-review", "reviewer", "global", true],
    ]);
    const ns = rows.find((r) => r.name === "no-secrets")!;
    expect([ns.running, ns.audits, ns.fails, ns.blocks, ns.last]).toEqual([1, 5, 1, 1, "cancelled"]);
    expect(rows.find((r) => r.name === "style-check")!.cooldown).toBe(42);
  });
  for (const width of [40, 60, 80, 120]) {
    test(`rule list at ${width}`, () => {
      const lines = [
        renderRuleColumns(width, paint),
        ...rows.map((r, i) => renderRuleRow(r, width, paint, i === 3)),
        ...renderRuleSummary(rows[3], width, paint),
        ...renderRuleSummary(rows[5], width, paint),
      ];
      expectGolden(`rule-list-${width}`, lines, width);
    });
  }
  test("at 60 columns a row shows name, scope, state and last", () => {
    const line = renderRuleRow(rows[3], 58, paint, false);
    expect(line).toMatch(/no-secrets +global +running +cancelled/);
  });
});

describe("the selected row stands out (pi's theme), at every width", () => {
  const theme = realTheme();
  const bgStart = theme.bg("selectedBg", "x").split("x")[0];
  const accentStart = theme.fg("accent", "x").split("x")[0];
  const state = fixtureStore().getState();
  const rows = selectRuleRows(state.config, state.audits, NOW);
  const records = selectRecordWindow(state.audits, 0, 20);
  test.each([24, 38, 40, 58, 60, 78, 80, 118, 120])("width %i", (width) => {
    for (const r of rows) {
      const sel = renderRuleRow(r, width, theme, true);
      const plain = renderRuleRow(r, width, theme, false);
      expect(sel, `${r.name} selected`).toContain(bgStart);
      expect(plain, `${r.name} not selected`).not.toContain(bgStart);
      // the name itself is accent too (a disabled rule included), not only the marker and the background
      expect(sel.split(accentStart).length - 1, `${r.name} accent marker and name`).toBeGreaterThanOrEqual(2);
      expectWithin([sel, plain], width);
    }
    for (const rec of records) {
      const sel = renderFleetRow(rec, width, theme, NOW, true);
      expect(sel).toContain(bgStart);
      expect(renderFleetRow(rec, width, theme, NOW, false)).not.toContain(bgStart);
    }
  });
});

describe("widget and footer", () => {
  for (const width of WIDTHS) {
    test(`widget at ${width}`, () => {
      const busy = selectWidgetProps(fixtureStore().getState());
      const quiet = selectWidgetProps(createStore().getState());
      const lines = [
        ...renderWidget(busy, width, paint, NOW),
        "--",
        ...renderWidget(busy, width, paint),
        "--",
        ...renderWidget(quiet, width, paint, NOW),
      ];
      expectGolden(`widget-${width}`, lines, width);
    });
  }
  test("quiet session: one short line; footer empty", () => {
    const quiet = selectWidgetProps(createStore().getState());
    expect(renderWidget(quiet, 120, paint)).toEqual(["⛨ sentinel idle"]);
    expect(renderFooterStatus(quiet)).toBeUndefined();
  });
  test("footer shows ▶N running audits", () => {
    expect(renderFooterStatus(selectWidgetProps(fixtureStore().getState()))).toBe("⛨ ▶1");
  });
});

describe("audit cards", () => {
  const store = fixtureStore();
  const audits = store.getState().audits;
  const cards = [
    cardFromRecord(selectAudit(audits, "aud-block")!, "block", NOW),
    cardFromRecord(selectAudit(audits, "aud-warn")!, "finding", NOW),
    cardFromRecord(selectAudit(audits, "inj-1")!, "detection", NOW),
    cardFromRecord(selectAudit(audits, "pr-1")!, "rejection", NOW),
  ];
  for (const width of WIDTHS) {
    test(`cards compact and expanded at ${width}`, () => {
      const lines: string[] = [];
      for (const c of cards)
        lines.push(
          ...renderCard(c, false, width, paint, "ctrl+o to expand"),
          "--",
          ...renderCard(c, true, width, paint),
          "==",
        );
      expectGolden(`cards-${width}`, lines, width);
    });
  }
  test("which actions earn a card", () => {
    const s = createStore();
    const kinds: string[] = [];
    for (const a of fixtureActions()) {
      s.dispatch(a);
      const c = cardForAction(a, s.getState().audits);
      if (c) kinds.push(`${c.kind}:${c.id}`);
    }
    expect(kinds).toEqual(["block:aud-block", "finding:aud-warn", "detection:inj-1", "rejection:pr-1"]);
  });
});

describe("text mode", () => {
  test("fleet and list summaries", () => {
    const s = fixtureStore().getState();
    expectGolden("text-fleet", fleetText(s, NOW).split("\n"), 400);
    expectGolden("text-list", listText(s, NOW).split("\n"), 400);
  });
});

describe("every line fits at every width, CJK and emoji included", () => {
  const store = fixtureStore();
  const s = store.getState();
  test.each([1, 2, 3, 5, 8, 13, 21, 34, 39, 55, 64, 99, 100, 101, 150])("width %i", (width) => {
    const props = selectFleetProps(s.audits, { filter: NO_FILTER, index: 0, scrollTop: 0, rows: 20 });
    expectWithin(
      [
        renderFleetTitle(props, width, paint),
        renderFleetColumns(width, paint),
        ...renderFleetRows(props, width, 20, paint, NOW),
      ],
      width,
      "fleet",
    );
    for (const r of selectRecordWindow(s.audits, 0, 100)) {
      expectWithin(renderFleetDetail(r, width, paint, NOW), width, `detail ${r.id}`);
      for (const kind of ["block", "finding", "detection", "rejection"] as const) {
        expectWithin(renderCard(cardFromRecord(r, kind, NOW), true, width, paint), width, "card");
        expectWithin(renderCard(cardFromRecord(r, kind, NOW), false, width, paint, "ctrl+o to expand"), width, "card");
      }
    }
    const rows = selectRuleRows(s.config, s.audits, NOW);
    expectWithin(
      [
        renderRuleColumns(width, paint),
        ...rows.map((r) => renderRuleRow(r, width, paint, true)),
        ...renderRuleSummary(rows[5], width, paint),
      ],
      width,
      "rules",
    );
    expectWithin(renderWidget(selectWidgetProps(s), width, paint, NOW), width, "widget");
  });
});

describe("live widget component", () => {
  test("ticks only while audits run, re-renders on store changes, stops on dispose", async () => {
    const { vi } = await import("vitest");
    const { widgetComponent } = await import("../../src/ui/widget.ts");
    vi.useFakeTimers();
    try {
      const store = createStore();
      let renders = 0;
      const w = widgetComponent(
        { getState: store.getState, subscribe: (l) => store.subscribe(() => l()) },
        { requestRender: () => void renders++ },
        paint,
        () => NOW,
      );
      vi.advanceTimersByTime(2000);
      expect(renders).toBe(0);
      store.dispatch({
        type: "audit/queued",
        auditId: "a",
        guard: "sentinel",
        rule: "r",
        trigger: "tool_call",
        mode: "blocking",
        target: "bash",
        at: NOW - 1000,
      });
      store.dispatch({ type: "audit/started", auditId: "a", at: NOW - 1000 });
      expect(w.render(80)[1]).toBe(`${"⠋"} r 1.0s`);
      const before = renders;
      vi.advanceTimersByTime(1000);
      expect(renders - before).toBe(4);
      store.dispatch({ type: "audit/finished", auditId: "a", verdict: "pass", message: "ok", cached: false, at: NOW });
      const after = renders;
      vi.advanceTimersByTime(1000);
      expect(renders).toBe(after);
      w.dispose();
      store.dispatch({
        type: "audit/queued",
        auditId: "b",
        guard: "sentinel",
        rule: "r",
        trigger: "tool_call",
        mode: "blocking",
        target: "bash",
        at: NOW,
      });
      expect(renders).toBe(after);
    } finally {
      vi.useRealTimers();
    }
  });
});
