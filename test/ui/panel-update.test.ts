// Panel updates without a TUI: table-driven (messages in, view state and intents out) for the fleet and the list.

import { describe, expect, test } from "vitest";
import type { RootState } from "../../src/state/root.ts";
import { FLEET_START, type FleetViewState, fleetLayout, updateFleet } from "../../src/ui/fleet-update.ts";
import { type ActionName, buildKeymap } from "../../src/ui/keymap.ts";
import { LIST_START, type ListViewState, updateList } from "../../src/ui/list-update.ts";
import type { Intent, PanelContext, PanelMsg, Update } from "../../src/ui/panel-chrome.ts";
import { fixtureStore, NOW, rule } from "./fixtures.ts";
import { keyData } from "./keys.ts";

const keymap = buildKeymap();
const ctxOf = (state: RootState, height = 18, width = 78): PanelContext => ({
  state,
  now: NOW,
  keymap,
  size: { width, height },
});

type Step = ActionName | PanelMsg;
const toMsg = (s: Step): PanelMsg => (typeof s === "string" ? { type: "action", action: s } : s);

function run<VS>(
  update: (vs: VS, m: PanelMsg, c: PanelContext) => Update<VS>,
  start: VS,
  steps: Step[],
  ctx: PanelContext,
): { vs: VS; intents: Intent[] } {
  let vs = update(start, { type: "init" }, ctx).viewState;
  const intents: Intent[] = [];
  for (const s of steps) {
    const out = update(vs, toMsg(s), ctx);
    vs = out.viewState;
    intents.push(...out.intents);
  }
  return { vs, intents };
}

describe("fleet update", () => {
  const state = fixtureStore().getState();
  const fleet = (steps: Step[], height = 18) => run(updateFleet, FLEET_START, steps, ctxOf(state, height));

  test.each<[string, Step[], Partial<FleetViewState>, Intent[]]>([
    ["init pins the first record", [], { selectedId: "aud-queued", cursor: { index: 0, scrollTop: 0 } }, []],
    ["down", ["selectDown"], { selectedId: "aud-run" }, []],
    ["up at the top: nothing, and the footer says why", ["selectUp"], { message: "up: already at the first row" }, []],
    ["end", ["bottom"], { selectedId: "aud-pass", cursor: { index: 8, scrollTop: 0 } }, []],
    ["end in a short panel scrolls", ["bottom"], { cursor: { index: 8, scrollTop: 3 } }, []],
    ["details open and close", ["details", "close"], { details: false }, []],
    ["details, then move resets the detail scroll", ["details", "selectDown"], { details: true, detailScroll: 0 }, []],
    ["close without details closes the panel", ["close"], {}, [{ type: "close" }]],
    ["help, then any key only closes the help", ["help", "close"], { showHelp: false }, []],
    ["refresh", ["refresh"], {}, [{ type: "refresh" }]],
    ["status filter", ["statusFilter"], { filter: { text: "", status: "active" } }, []],
    ["clear filter with none set says why", ["clearFilter"], { message: "clear filter: no filter is set" }, []],
    [
      "cancel the running audit",
      ["selectDown", "cancel"],
      { message: "cancel requested for no-secrets" },
      [{ type: "dispatch", action: { type: "audit/cancelRequested", auditId: "aud-run", at: NOW } }],
    ],
    [
      "steer: typing goes to the input (an edit intent), the text comes back, enter sends it",
      ["selectDown", "steer", { type: "key", data: "o" }, { type: "text", value: "ok" }, "submit"],
      { editing: undefined, message: "steering sent to no-secrets" },
      [
        { type: "edit", data: "o" },
        { type: "dispatch", action: { type: "audit/steerRequested", auditId: "aud-run", text: "ok", at: NOW } },
      ],
    ],
    ["steer with nothing typed sends nothing", ["selectDown", "steer", "submit"], { editing: undefined }, []],
    [
      "steer a finished audit: why",
      ["bottom", "steer"],
      { message: "steer: nothing is running (this one is passed)" },
      [],
    ],
    [
      "filter text narrows live and resets the selection",
      ["selectDown", "filter", { type: "text", value: ".env" }, "dismiss"],
      { filter: { text: ".env", status: "all" }, selectedId: "aud-block", editing: undefined },
      [],
    ],
  ])("%s", (_name, steps, want, intents) => {
    const height = _name.includes("short") ? 10 : 18;
    const out = fleet(steps, height);
    expect(out.vs).toMatchObject(want);
    expect(out.intents).toEqual(intents);
  });

  test("update never changes the view state it is given", () => {
    const ctx = ctxOf(state);
    const vs = Object.freeze({ ...updateFleet(FLEET_START, { type: "init" }, ctx).viewState });
    for (const a of ["selectDown", "details", "steer", "statusFilter", "help", "close"] as ActionName[])
      expect(() => updateFleet(vs, { type: "action", action: a }, ctx)).not.toThrow();
    expect(vs.cursor.index).toBe(0);
  });

  test("a raw key and the action it is bound to give the same result", () => {
    const ctx = ctxOf(state);
    const vs = updateFleet(FLEET_START, { type: "init" }, ctx).viewState;
    for (const a of ["selectDown", "bottom", "details", "statusFilter", "help"] as ActionName[]) {
      const byKey = updateFleet(vs, { type: "key", data: keyData(keymap.keysFor(a)[0]) }, ctx);
      expect(byKey).toEqual(updateFleet(vs, { type: "action", action: a }, ctx));
    }
  });

  test("the selection stays on its record when a running audit finishes and moves down", () => {
    const store = fixtureStore();
    const vs = run(updateFleet, FLEET_START, ["selectDown"], ctxOf(store.getState())).vs;
    store.dispatch({
      type: "audit/finished",
      auditId: "aud-run",
      verdict: "pass",
      message: "fine",
      cached: false,
      at: NOW,
    });
    const after = updateFleet(vs, { type: "init" }, ctxOf(store.getState())).viewState;
    expect(after.selectedId).toBe("aud-run");
    // a new record above it moves it down one row; the selection goes with it
    store.dispatch({
      type: "audit/queued",
      auditId: "aud-new",
      guard: "sentinel",
      rule: "style-check",
      trigger: "turn_end",
      mode: "background",
      target: "turn 5",
      at: NOW,
    });
    const moved = updateFleet(after, { type: "init" }, ctxOf(store.getState())).viewState;
    expect(moved.selectedId).toBe("aud-run");
    expect(moved.cursor.index).toBe(after.cursor.index + 1);
  });

  test("page down scrolls the open detail pane by a page, clamped to its length", () => {
    const one = fleet(["bottom", "selectUp", "details", "pageDown"], 14);
    const layout = fleetLayout(state.audits, one.vs, { width: 78, height: 14 }, NOW);
    expect(layout.detail.length).toBeGreaterThan(layout.detailRows);
    expect(one.vs.detailScroll).toBe(Math.max(1, layout.detailRows - 1));
    const many = fleet(["bottom", "selectUp", "details", ...Array<ActionName>(40).fill("pageDown")], 14);
    expect(many.vs.detailScroll).toBe(layout.detail.length - layout.detailRows);
    const up = updateFleet(many.vs, { type: "action", action: "pageUp" }, ctxOf(state, 14));
    expect(up.viewState.detailScroll).toBe(many.vs.detailScroll - Math.max(1, layout.detailRows - 1));
  });
});

describe("list update", () => {
  const list = (steps: Step[], state: RootState = fixtureStore().getState(), height = 18) =>
    run(updateList, LIST_START, steps, ctxOf(state, height));

  test.each<[string, Step[], Partial<ListViewState>, Intent[]]>([
    ["down twice", ["selectDown", "selectDown"], { cursor: { index: 2, scrollTop: 0 } }, []],
    ["end", ["bottom"], { cursor: { index: 6, scrollTop: 0 } }, []],
    [
      "toggle a guard off",
      ["toggle"],
      { message: "prompt-guard disabled for this session" },
      [{ type: "applyOp", op: { type: "rule/disabled", kind: "guard", name: "prompt-guard", at: NOW } }],
    ],
    [
      "shadow a sentinel rule",
      ["selectDown", "selectDown", "selectDown", "shadow"],
      { message: "no-secrets shadow mode on (would act, does not)" },
      [{ type: "applyOp", op: { type: "rule/shadowChanged", name: "no-secrets", shadow: true, at: NOW } }],
    ],
    ["shadow a guard: why", ["shadow"], { message: "shadow: only sentinel rules have a shadow mode" }, []],
    ["remove a guard: why", ["remove"], { message: "remove: built-in guards can only be disabled" }, []],
    [
      "remove an inherited rule: why, with the way to disable it",
      ["selectDown", "selectDown", "selectDown", "remove"],
      { message: "remove: inherited from the global config; toggle disables it for this session" },
      [],
    ],
    ["close", ["close"], {}, [{ type: "close" }]],
    ["a key that does something clears the reason", ["shadow", "selectDown"], { message: undefined }, []],
  ])("%s", (_name, steps, want, intents) => {
    const out = list(steps);
    expect(out.vs).toMatchObject(want);
    expect(out.intents).toEqual(intents);
  });

  test("a session-added rule can be removed", () => {
    const store = fixtureStore([{ type: "rule/added", rule: rule("temp-rule"), at: NOW }]);
    const out = list(["bottom", "selectUp", "remove"], store.getState());
    expect(out.intents).toEqual([{ type: "applyOp", op: { type: "rule/removed", name: "temp-rule", at: NOW } }]);
  });

  test("the cursor clamps when the list shrinks under it", () => {
    const store = fixtureStore([{ type: "rule/added", rule: rule("temp-rule"), at: NOW }]);
    const { vs } = list(["bottom"], store.getState());
    expect(vs.cursor.index).toBe(7);
    store.dispatch({ type: "rule/removed", name: "temp-rule", at: NOW });
    expect(updateList(vs, { type: "init" }, ctxOf(store.getState())).viewState.cursor.index).toBe(6);
  });
});
