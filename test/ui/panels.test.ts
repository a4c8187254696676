// Panel tests: keys pressed by action name (through the keymap), dispatched intents and session ops, rendered frames.

import { afterEach, describe, expect, test, vi } from "vitest";
import { FleetPanel } from "../../src/ui/fleet-panel.ts";
import { buildKeymap } from "../../src/ui/keymap.ts";
import { ListPanel } from "../../src/ui/list-panel.ts";
import { identityPaint } from "../../src/ui/paint.ts";
import type { PanelHost } from "../../src/ui/panel-host.ts";
import { realTheme } from "../harness/ui.ts";
import { bigStore, fixtureStore, NOW, rule } from "./fixtures.ts";
import { expectGolden, expectWithin } from "./golden.ts";
import { keyData } from "./keys.ts";
import { driver, fakeTui, testHost, text } from "./panel-driver.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("fleet panel", () => {
  test("move, steer a running audit, cancel, close", () => {
    const store = fixtureStore();
    const { host, dispatched } = testHost(store);
    let closed = 0;
    const panel = new FleetPanel(host, fakeTui().tui, identityPaint, () => void closed++, {
      height: 20,
      noTimer: true,
    });
    const d = driver(panel, host.keymap, 80);
    let f = d.frame();
    expect(f).toHaveLength(20);
    expectWithin(f, 80);
    expect(text(f)).toMatch(/› ◌ style-check/);
    f = d.press("selectDown");
    expect(text(f)).toMatch(/› ⠋ no-secrets/);
    expect(text(f)).toContain("s steer");
    f = d.press("steer");
    expect(text(f)).toContain("steer no-secrets ›");
    expect(text(f)).toContain("enter send · esc back");
    f = d.type("build is generated");
    expect(text(f)).toContain("build is generated");
    f = d.press("submit");
    expect(dispatched.at(-1)).toEqual({
      type: "audit/steerRequested",
      auditId: "aud-run",
      text: "build is generated",
      at: NOW,
    });
    expect(text(f)).toContain("steering sent to no-secrets");
    f = d.press("cancel");
    expect(dispatched.at(-1)).toEqual({ type: "audit/cancelRequested", auditId: "aud-run", at: NOW });
    expect(text(f)).toContain("cancelling");
    expect(text(f)).not.toContain("c cancel");
    d.press("close");
    expect(closed).toBe(1);
    expect(panel.isDisposed).toBe(true);
  });

  test("details pane, scrolling, and close goes back first", () => {
    const store = fixtureStore();
    const { host } = testHost(store);
    let closed = 0;
    const panel = new FleetPanel(host, fakeTui().tui, identityPaint, () => void closed++, {
      height: 24,
      noTimer: true,
    });
    const d = driver(panel, host.keymap, 80);
    d.press("selectDown", 7); // the blocked audit
    let f = d.press("details");
    expectGolden("fleet-panel-details-80", f, 80);
    expect(text(f)).toContain("the agent received");
    f = d.press("pageDown");
    expect(text(f)).toContain("auditor tool calls");
    d.press("close");
    expect(closed).toBe(0);
    f = d.frame();
    expect(text(f)).not.toContain("the agent received");
    d.press("close");
    expect(closed).toBe(1);
  });

  test("filter by text and by status; clear", () => {
    const { host } = testHost(fixtureStore());
    const panel = new FleetPanel(host, fakeTui().tui, identityPaint, () => {}, { height: 16, noTimer: true });
    const d = driver(panel, host.keymap, 100);
    d.press("filter");
    let f = d.type(".env");
    expect(text(f)).toContain('".env"');
    // one prompt: the label, not pi's default "> " after it
    expect(text(f)).toMatch(/filter › \.env/);
    expect(text(f)).not.toMatch(/filter › >/);
    expect(text(f)).toContain("1/9 records");
    f = d.press("dismiss");
    expect(text(f)).toContain("x clear filter");
    f = d.press("clearFilter");
    expect(text(f)).toContain("9 records");
    f = d.press("statusFilter");
    expect(text(f)).toContain("status:active");
    expect(text(f)).toContain("2/9 records");
    f = d.press("statusFilter");
    expect(text(f)).toContain("status:failed");
    expect(text(f)).toContain("3/9 records");
    expectGolden("fleet-panel-filtered-100", f, 100);
  });

  test("the selection follows a record when a running audit finishes and moves down", () => {
    const store = fixtureStore();
    const { host } = testHost(store);
    const panel = new FleetPanel(host, fakeTui().tui, identityPaint, () => {}, { height: 20, noTimer: true });
    const d = driver(panel, host.keymap, 80);
    d.press("selectDown");
    store.dispatch({
      type: "audit/finished",
      auditId: "aud-run",
      verdict: "pass",
      message: "fine",
      cached: false,
      at: NOW,
    });
    const f = d.frame();
    expect(text(f)).toMatch(/› ✓ no-secrets .*bash: rm -rf/);
  });

  test("10,000 records: end jumps to the oldest, only the window renders", () => {
    const store = bigStore(10_000);
    const { host } = testHost(store);
    const panel = new FleetPanel(host, fakeTui().tui, identityPaint, () => {}, { height: 20, noTimer: true });
    const d = driver(panel, host.keymap, 120);
    let f = d.press("bottom");
    expect(text(f)).toMatch(/› ✗ rule-0 .*bash: echo 0 /);
    expect(text(f)).toContain("10002/10002");
    f = d.press("top");
    expect(text(f)).toMatch(/› ⠋ slow-0/);
    f = d.press("pageDown");
    expect(text(f)).toContain("14/10002");
  });

  test("refreshes about once a second while open, stops on close; store changes re-render", () => {
    vi.useFakeTimers();
    const store = fixtureStore();
    const { host } = testHost(store);
    const t = fakeTui();
    const panel = new FleetPanel(host, t.tui, identityPaint, () => {}, { height: 20 });
    vi.advanceTimersByTime(3_100);
    expect(t.renders()).toBe(3);
    store.dispatch({ type: "audit/started", auditId: "aud-queued", at: NOW });
    expect(t.renders()).toBe(4);
    panel.handleInput(keyData(host.keymap.keysFor("close")[0]));
    const after = t.renders();
    vi.advanceTimersByTime(5_000);
    store.dispatch({ type: "audit/cancelled", auditId: "aud-queued", reason: "x", at: NOW });
    expect(t.renders()).toBe(after);
  });

  test("real theme: ANSI lines stay within the width at narrow widths", () => {
    const { host } = testHost(fixtureStore());
    const panel = new FleetPanel(host, fakeTui().tui, realTheme(), () => {}, { height: 14, noTimer: true });
    for (const w of [20, 33, 40, 57, 80, 121]) {
      const f = panel.render(w);
      expect(f).toHaveLength(14);
      expectWithin(f, w);
    }
    panel.handleInput(keyData(host.keymap.keysFor("details")[0]));
    for (const w of [20, 40, 80]) expectWithin(panel.render(w), w);
  });

  test("a rebind changes which key steers, and the help line", () => {
    const keymap = buildKeymap({ steer: "ctrl+e" });
    const { host, dispatched } = testHost(fixtureStore(), keymap);
    const panel = new FleetPanel(host, fakeTui().tui, identityPaint, () => {}, { height: 20, noTimer: true });
    const d = driver(panel, keymap, 100);
    let f = d.press("selectDown");
    expect(text(f)).toContain("ctrl+e steer");
    panel.handleInput("s");
    f = d.frame();
    expect(text(f)).not.toContain("steer no-secrets ›");
    f = d.press("steer");
    expect(text(f)).toContain("steer no-secrets ›");
    d.type("ok");
    d.press("submit");
    expect(dispatched.at(-1)).toMatchObject({ type: "audit/steerRequested", text: "ok" });
  });
});

describe("list panel", () => {
  test("toggle, shadow, refuse removing an inherited rule, remove a session rule", () => {
    const store = fixtureStore();
    const { host, ops } = testHost(store);
    let closed = 0;
    const panel = new ListPanel(host, fakeTui().tui, identityPaint, () => void closed++, { height: 18, noTimer: true });
    const d = driver(panel, host.keymap, 100);
    let f = d.press("selectDown", 3);
    expect(text(f)).toMatch(/› ● no-secrets/);
    expect(text(f)).toContain("w shadow");
    // an inherited rule has no remove in the help line: its remove key says why instead (the keymap's reason)
    expect(text(f)).not.toContain("del remove");
    f = d.press("toggle");
    expect(ops.at(-1)).toEqual({ type: "rule/disabled", kind: "sentinel", name: "no-secrets", at: NOW });
    expect(text(f)).toMatch(/› ○ no-secrets .*disabled/);
    expect(text(f)).toContain("no-secrets disabled for this session");
    f = d.press("shadow");
    expect(ops.at(-1)).toEqual({ type: "rule/shadowChanged", name: "no-secrets", shadow: true, at: NOW });
    expect(text(f)).toContain("no-secrets (shadow)");
    // removing an inherited rule does nothing; the footer says why and offers to disable it
    f = d.press("remove");
    expect(ops).toHaveLength(2);
    expect(text(f)).toContain("remove: inherited from the global config; toggle disables it for this session");
    // a session-added rule can be removed
    store.dispatch({ type: "rule/added", rule: rule("temp-rule"), at: NOW });
    f = d.press("bottom");
    f = d.press("selectUp");
    expect(text(f)).toMatch(/› ● temp-rule .*session/);
    expect(text(f)).toContain("del remove");
    expectGolden("list-panel-100", f, 100);
    f = d.press("remove");
    expect(ops.at(-1)).toEqual({ type: "rule/removed", name: "temp-rule", at: NOW });
    expect(text(f)).not.toMatch(/● temp-rule/);
    expect(text(f)).toContain("temp-rule removed from this session");
    d.press("close");
    expect(closed).toBe(1);
  });

  test("toggle a built-in guard and a reviewer", () => {
    const { host, ops } = testHost(fixtureStore());
    const panel = new ListPanel(host, fakeTui().tui, identityPaint, () => {}, { height: 18, noTimer: true });
    const d = driver(panel, host.keymap, 80);
    d.press("selectDown");
    d.press("toggle");
    expect(ops.at(-1)).toEqual({ type: "rule/disabled", kind: "guard", name: "injection-scanner", at: NOW });
    const f = d.press("bottom");
    expect(text(f)).not.toContain("shadow");
    d.press("toggle");
    expect(ops.at(-1)).toEqual({ type: "rule/disabled", kind: "reviewer", name: "security-review", at: NOW });
    for (const w of [24, 40, 80, 120]) expectWithin(panel.render(w), w);
  });
});

describe("render changes nothing", () => {
  test("frames at any width leave the view state as it was; the next key acts on the state, not the last frame", () => {
    const { host } = testHost(fixtureStore());
    for (const panel of [
      new FleetPanel(host, fakeTui().tui, identityPaint, () => {}, { height: 20, noTimer: true }),
      new ListPanel(host, fakeTui().tui, identityPaint, () => {}, { height: 20, noTimer: true }),
    ]) {
      panel.handleInput(keyData(host.keymap.keysFor("selectDown")[0]));
      const before = panel.viewState;
      const a = panel.render(100);
      for (const w of [30, 60, 120]) panel.render(w);
      expect(panel.viewState).toBe(before);
      expect(panel.render(100)).toEqual(a);
    }
  });
});

describe("a broken view never throws out of render", () => {
  test("the panel shows the error and still closes", () => {
    const store = fixtureStore();
    const { host } = testHost(store);
    const broken: PanelHost = {
      ...host,
      getState: () => {
        throw new Error("state exploded");
      },
    };
    let closed = 0;
    const panel = new FleetPanel(broken, fakeTui().tui, identityPaint, () => void closed++, {
      height: 8,
      noTimer: true,
    });
    const f = panel.render(40);
    expect(f).toHaveLength(8);
    expectWithin(f, 40);
    expect(text(f)).toContain("state exploded");
    panel.handleInput("x");
    expect(closed).toBe(1);
    const list = new ListPanel(broken, fakeTui().tui, identityPaint, () => {}, { height: 8, noTimer: true });
    expect(text(list.render(40))).toContain("state exploded");
  });
});
