// UI benchmark: the fleet panel's frame with 10,000 records against 10 (only the visible window renders), and the widget.

import { DEFAULT_SETTINGS, type ConfigSnapshot } from "../src/state/config-model.ts";
import { createStore, type Store } from "../src/state/store.ts";
import { FleetPanel } from "../src/ui/fleet-panel.ts";
import { buildKeymap } from "../src/ui/keymap.ts";
import { identityPaint } from "../src/ui/paint.ts";
import type { PanelHost } from "../src/ui/panel-host.ts";
import { renderWidget, selectWidgetProps } from "../src/ui/widget.ts";
import { timeNs, type BenchSuite } from "./harness.ts";

const NOW = 1_700_000_000_000;

function storeWith(records: number): Store {
  const historySize = records + 100;
  const snapshot: ConfigSnapshot = {
    settings: { ...DEFAULT_SETTINGS, defaults: { ...DEFAULT_SETTINGS.defaults, historySize } },
    rules: [],
    reviewers: [],
    diagnostics: [],
    files: [],
  };
  const store = createStore({ historySize });
  store.dispatch({ type: "config/loaded", snapshot, at: NOW });
  for (let i = 0; i < records; i++) {
    store.dispatch({
      type: "audit/queued",
      auditId: `h${i}`,
      guard: "sentinel",
      rule: `rule-${i % 7}`,
      trigger: "tool_call",
      mode: "blocking",
      target: `bash: echo ${i}`,
      at: NOW + i,
    });
    store.dispatch({ type: "audit/started", auditId: `h${i}`, at: NOW + i });
    store.dispatch({
      type: "audit/finished",
      auditId: `h${i}`,
      verdict: i % 9 === 0 ? "fail" : "pass",
      message: "ok",
      cached: false,
      at: NOW + i + 3,
    });
  }
  for (let i = 0; i < 3; i++) {
    store.dispatch({
      type: "audit/queued",
      auditId: `run${i}`,
      guard: "sentinel",
      rule: `slow-${i}`,
      trigger: "tool_call",
      mode: "blocking",
      target: "bash: make",
      at: NOW,
    });
    store.dispatch({ type: "audit/started", auditId: `run${i}`, at: NOW });
  }
  return store;
}

function panelFor(store: Store, details: boolean, filter = ""): FleetPanel {
  const keymap = buildKeymap();
  const host: PanelHost = {
    getState: () => store.getState(),
    subscribe: (l) => store.subscribe(() => l()),
    dispatch: (a) => store.dispatch(a),
    applyOp: (op) => store.dispatch(op),
    now: () => NOW + 50_000,
    keymap,
  };
  const panel = new FleetPanel(
    host,
    { requestRender() {}, terminal: { rows: 40, columns: 120 } },
    identityPaint,
    () => {},
    { noTimer: true },
  );
  if (details) panel.handleInput("\r");
  if (filter) {
    panel.handleInput("/");
    for (const ch of filter) panel.handleInput(ch);
    panel.handleInput("\r");
  }
  return panel;
}

/** One full frame per call (the panel keeps no frame cache, so this is the per-refresh cost). */
function frameCost(records: number, details: boolean, filter = ""): number {
  const panel = panelFor(storeWith(records), details, filter);
  return timeNs(() => void panel.render(120), 300);
}

/** A text filter re-counts matches when the state changed (one pass over history); this is that worst case per frame. */
function filteredFrameAfterChangeCost(records: number): number {
  const store = storeWith(records);
  const panel = panelFor(store, false, "rule-3");
  let i = 0;
  return timeNs(() => {
    store.dispatch({ type: "audit/progressed", auditId: "run0", turns: 1, toolCalls: [], tail: String(i++), at: NOW });
    panel.render(120);
  }, 50);
}

export const suite: BenchSuite = {
  name: "ui",
  run() {
    const small: number[] = [];
    const large: number[] = [];
    for (let i = 0; i < 3; i++) {
      small.push(frameCost(10, false));
      large.push(frameCost(10_000, false));
    }
    const s = Math.min(...small);
    const l = Math.min(...large);
    const detailsLarge = frameCost(10_000, true);
    const filtered = filteredFrameAfterChangeCost(10_000);
    const widgetStore = storeWith(10_000);
    const widgetNs = timeNs(
      () => void renderWidget(selectWidgetProps(widgetStore.getState()), 120, identityPaint, NOW),
      2000,
    );
    return [
      { group: "ui", name: "fleet frame, 10 records", value: s / 1000, unit: "µs" },
      { group: "ui", name: "fleet frame, 10,000 records", value: l / 1000, unit: "µs" },
      { group: "ui", name: "fleet frame ratio 10,000 / 10", value: l / s, unit: "x", target: 2 },
      { group: "ui", name: "fleet frame with details open, 10,000 records", value: detailsLarge / 1000, unit: "µs" },
      {
        group: "ui",
        name: "fleet frame with a text filter after a store change, 10,000 records",
        value: filtered / 1000,
        unit: "µs",
      },
      { group: "ui", name: "widget render (select + render)", value: widgetNs / 1000, unit: "µs" },
    ];
  },
};
