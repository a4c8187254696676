// Readable panels (issue 14 §5): `?` shows every key, a key that does nothing says why, and frames at 80x24, 60x20, 40x12.

import { describe, expect, test } from "vitest";
import { FleetPanel } from "../../src/ui/fleet-panel.ts";
import { buildKeymap } from "../../src/ui/keymap.ts";
import { ListPanel } from "../../src/ui/list-panel.ts";
import { identityPaint } from "../../src/ui/paint.ts";
import { panelHeight } from "../../src/ui/panel-host.ts";
import { fixtureStore } from "./fixtures.ts";
import { expectGolden, expectWithin } from "./golden.ts";
import { driver, fakeTui, testHost, text } from "./panel-driver.ts";

const heightAt = (rows: number): number => panelHeight({ requestRender: () => {}, terminal: { rows, columns: 80 } });

function fleet(rows: number, width: number, keymap = buildKeymap()) {
  const { host, dispatched } = testHost(fixtureStore(), keymap);
  let closed = 0;
  const panel = new FleetPanel(host, fakeTui().tui, identityPaint, () => void closed++, {
    height: heightAt(rows),
    noTimer: true,
  });
  return { panel, dispatched, closed: () => closed, d: driver(panel, keymap, width) };
}

function list(rows: number, width: number, keymap = buildKeymap()) {
  const { host, ops } = testHost(fixtureStore(), keymap);
  let closed = 0;
  const panel = new ListPanel(host, fakeTui().tui, identityPaint, () => void closed++, {
    height: heightAt(rows),
    noTimer: true,
  });
  return { panel, ops, closed: () => closed, d: driver(panel, keymap, width) };
}

describe("? shows every key of the panel, any key closes it", () => {
  test("fleet: every fleet action with its keys and description; the next key only closes the help", () => {
    const { d, dispatched, closed } = fleet(30, 80);
    let f = d.press("help");
    expectGolden("fleet-help-80", f, 80);
    const t = text(f);
    expect(t).toContain("Send guidance to the selected");
    expect(t).toContain("Cycle the status filter");
    expect(t).toContain("any key closes this help");
    expect(t).not.toContain("Enable or disable the selected rule"); // a list action
    // the first row is a queued sentinel audit: clear filter does nothing now, and the help says why
    expect(t).toMatch(/Clear the text and status filters \(now: no filter is set\)/);
    f = d.press("close"); // closes the help, not the panel
    expect(closed()).toBe(0);
    expect(text(f)).not.toContain("any key closes this help");
    expect(text(f)).toContain("sentinel fleet");
    d.press("cancel");
    expect(dispatched).toHaveLength(1);
  });

  test("list: every list action; readable at 60x20", () => {
    const { d, closed } = list(24, 80);
    let f = d.press("help");
    expectGolden("list-help-80", f, 80);
    expect(text(f)).toContain("Toggle shadow mode");
    expect(text(f)).not.toContain("Send guidance");
    d.press("toggle");
    expect(closed()).toBe(0);
    f = d.frame();
    expect(text(f)).toContain("sentinel guards and rules");
    const small = list(20, 60);
    expectGolden("list-help-60x20", small.d.press("help"), 60);
  });

  test("a rebound help key opens it; ? then does nothing", () => {
    const keymap = buildKeymap({ help: "h" });
    const { d, panel } = fleet(30, 100, keymap);
    expect(text(d.frame())).toContain("h help");
    panel.handleInput("?");
    expect(text(d.frame())).not.toContain("any key closes this help");
    expect(text(d.press("help"))).toContain("any key closes this help");
  });

  test("at 40x12 the help still fits and says how to close", () => {
    const { d } = fleet(12, 40);
    const f = d.press("help");
    expectWithin(f, 40);
    expect(f).toHaveLength(heightAt(12));
    expect(text(f)).toContain("any key closes");
  });
});

describe("a key that does nothing now says why in the footer", () => {
  test("fleet: steer a finished audit, clear with no filter", () => {
    const { d, dispatched } = fleet(30, 100);
    let f = d.press("bottom"); // the oldest record has finished
    f = d.press("steer");
    expect(dispatched).toHaveLength(0);
    expect(text(f)).toMatch(/steer: nothing is running \(this one is \w+\)/);
    f = d.press("cancel");
    expect(text(f)).toMatch(/cancel: nothing is running/);
    f = d.press("clearFilter");
    expect(text(f)).toContain("clear filter: no filter is set");
    // a key that does something clears the reason
    f = d.press("selectUp");
    expect(text(f)).not.toContain("clear filter: no filter is set");
  });

  test("list: remove a built-in guard, shadow a guard", () => {
    const { d, ops } = list(30, 100);
    d.press("selectDown"); // injection-scanner, a built-in guard
    let f = d.press("remove");
    expect(ops).toHaveLength(0);
    expect(text(f)).toContain("remove: built-in guards can only be disabled");
    f = d.press("shadow");
    expect(text(f)).toContain("shadow: only sentinel rules have a shadow mode");
    f = d.press("selectUp", 5);
    expect(text(f)).toContain("up: already at the first row");
  });

  test.each([
    ["fleet", 12, 40],
    ["fleet", 20, 60],
    ["list", 12, 40],
  ])("%s at %ix%i: the reason shows and the close hint stays", (which, rows, width) => {
    const f =
      which === "fleet"
        ? (() => {
            const { d } = fleet(rows, width);
            d.press("bottom");
            return d.press("steer");
          })()
        : (() => {
            const { d } = list(rows, width);
            d.press("selectDown");
            return d.press("shadow");
          })();
    expect(f).toHaveLength(heightAt(rows));
    expectWithin(f, width);
    expectGolden(`${which}-why-${width}x${rows}`, f, width);
    expect(text(f)).toMatch(which === "fleet" ? /steer: nothing is/ : /shadow: only sentinel/);
    expect(text(f)).toContain("esc close");
    expect(text(f)).toMatch(/› /); // the selected row is still on screen
  });

  test("an unbound key stays silent", () => {
    const { d, panel } = fleet(30, 100);
    const before = text(d.frame());
    panel.handleInput("z");
    expect(text(d.frame())).toBe(before);
  });
});

describe("layouts: usable at 80x24, readable at 60x20, closable at 40x12", () => {
  test.each([
    [24, 80],
    [20, 60],
    [12, 40],
  ])("fleet at %ix%i", (rows, width) => {
    const { d } = fleet(rows, width);
    const f = d.press("selectDown");
    expect(f).toHaveLength(heightAt(rows));
    expectGolden(`fleet-panel-${width}x${rows}`, f, width);
    expect(text(f)).toContain("esc close");
    expect(text(f)).toContain("? help");
    if (width >= 60) expect(text(f)).toContain("verdict");
    const det = d.press("details");
    expectGolden(`fleet-panel-details-${width}x${rows}`, det, width);
    expect(text(det)).toContain("esc back");
  });

  test.each([
    [24, 80],
    [20, 60],
    [12, 40],
  ])("list at %ix%i", (rows, width) => {
    const { d } = list(rows, width);
    const f = d.press("selectDown", 3);
    expect(f).toHaveLength(heightAt(rows));
    expectGolden(`list-panel-${width}x${rows}`, f, width);
    expect(text(f)).toContain("esc close");
  });

  test("a tall terminal: the details pane is sized to its content, no run of blank rows inside it", () => {
    const { d } = fleet(70, 100);
    d.press("selectDown"); // a running audit: short details
    const f = text(d.press("details")).split("\n");
    const rule = f.findIndex((l, i) => i > 2 && /^│─+│$/.test(l));
    expect(rule).toBeGreaterThan(0);
    const below = f.slice(rule + 1, -3);
    let run = 0;
    let longest = 0;
    for (const l of below) {
      run = /^│ *│$/.test(l) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    expect(longest).toBeLessThan(3);
  });
});
