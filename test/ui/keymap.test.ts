// Keymap: key syntax validation, diagnostics for unknown actions and conflicts, rebinding changes both matching and help text.

import { KeybindingsManager, TUI_KEYBINDINGS } from "@earendil-works/pi-tui";
import { describe, expect, test } from "vitest";
import {
  ACTION_NAMES,
  buildKeymap,
  KEY_ACTIONS,
  keySyntaxError,
  keyTableMarkdown,
  type KeyState,
} from "../../src/ui/keymap.ts";
import { keyData } from "./keys.ts";

const fleetState = (over: Partial<KeyState> = {}): KeyState => ({
  panel: "fleet",
  editing: false,
  count: 5,
  index: 1,
  details: false,
  detailOverflow: false,
  status: "running",
  steerable: true,
  cancellable: true,
  filtered: false,
  ...over,
});

describe("key syntax", () => {
  test.each([
    "k",
    "/",
    "up",
    "pageDown",
    "escape",
    "esc",
    "ctrl+x",
    "shift+tab",
    "ctrl+shift+alt+x",
    "super+k",
    "f12",
    "space",
    "ctrl++",
  ])("%s is valid", (k) => {
    expect(keySyntaxError(k)).toBeUndefined();
  });
  test.each([
    ["", "empty"],
    ["K", "shift+k"],
    ["hyper+x", "unknown modifier"],
    ["ctrl+ctrl+x", "repeated"],
    ["ctrl+banana", "unknown key"],
    ["ü", "not a key"],
  ])("%j is invalid (%s)", (k, why) => {
    expect(keySyntaxError(k)).toContain(why);
  });
});

describe("defaults", () => {
  const km = buildKeymap();
  test("the table has every action the brief names, with keys and descriptions", () => {
    for (const a of [
      "selectUp",
      "selectDown",
      "pageUp",
      "pageDown",
      "top",
      "bottom",
      "details",
      "steer",
      "cancel",
      "refresh",
      "toggle",
      "remove",
      "shadow",
      "filter",
      "close",
    ]) {
      expect(ACTION_NAMES).toContain(a);
    }
    expect(km.keysFor("selectUp")).toEqual(["up", "k"]);
    expect(km.keysFor("selectDown")).toEqual(["down", "j"]);
    expect(km.keysFor("steer")).toEqual(["s"]);
    expect(km.keysFor("refresh")).toEqual(["r"]);
    expect(km.keysFor("close")).toEqual(["escape", "q"]);
    for (const a of ACTION_NAMES) expect(KEY_ACTIONS[a].description.length).toBeGreaterThan(5);
    expect(km.diagnostics).toEqual([]);
  });
  test("every default key is valid and every default key has test bytes", () => {
    for (const a of ACTION_NAMES)
      for (const k of km.keysFor(a)) {
        expect(keySyntaxError(k)).toBeUndefined();
        expect(() => keyData(k)).not.toThrow();
      }
  });
  test("matching follows availability: steer only for an active record, never while typing", () => {
    const s = keyData(km.keysFor("steer")[0]);
    expect(km.match(s, fleetState())).toBe("steer");
    expect(km.match(s, fleetState({ status: "passed", steerable: false, cancellable: false }))).toBeUndefined();
    // a running review can be cancelled but not steered: the record says so, the keymap follows
    expect(km.match(s, fleetState({ steerable: false }))).toBeUndefined();
    expect(km.match(keyData(km.keysFor("cancel")[0]), fleetState({ steerable: false }))).toBe("cancel");
    expect(km.match(s, fleetState({ editing: true }))).toBeUndefined();
    expect(km.match(keyData(km.keysFor("submit")[0]), fleetState({ editing: true }))).toBe("submit");
    expect(km.match(keyData(km.keysFor("details")[0]), fleetState())).toBe("details");
    expect(km.match(keyData("q"), fleetState({ editing: true }))).toBeUndefined();
  });
  test("help shows only what works now", () => {
    const running = km.help(fleetState()).join(" · ");
    expect(running).toContain("s steer");
    expect(running).toContain("c cancel");
    const review = km.help(fleetState({ steerable: false })).join(" · ");
    expect(review).toContain("c cancel");
    expect(review).not.toContain("steer");
    const done = km.help(fleetState({ status: "passed", steerable: false, cancellable: false })).join(" · ");
    expect(done).not.toContain("steer");
    expect(done).not.toContain("cancel");
    expect(km.help(fleetState({ editing: true }))).toEqual(["enter send", "esc back"]);
    const list = km.help({ ...fleetState(), panel: "list", ruleKind: "guard", removable: false }).join(" · ");
    expect(list).toContain("space toggle");
    expect(list).not.toContain("remove");
    expect(list).not.toContain("shadow");
    expect(list).not.toContain("steer");
  });
  test("docs table lists every action", () => {
    const md = keyTableMarkdown(km);
    for (const a of ACTION_NAMES) expect(md).toContain(`\`${a}\``);
  });
});

describe("fleetKeybindings overrides", () => {
  test("a rebind changes matching and the help text", () => {
    const km = buildKeymap({ steer: "ctrl+e", selectDown: ["n"] });
    expect(km.diagnostics).toEqual([]);
    expect(km.keysFor("steer")).toEqual(["ctrl+e"]);
    expect(km.match(keyData("ctrl+e"), fleetState())).toBe("steer");
    expect(km.match(keyData("s"), fleetState())).toBeUndefined();
    expect(km.match(keyData("n"), fleetState())).toBe("selectDown");
    expect(km.match(keyData("j"), fleetState())).toBeUndefined();
    const help = km.help(fleetState()).join(" · ");
    expect(help).toContain("ctrl+e steer");
    expect(help).not.toContain("s steer");
    expect(help).toContain("up/n move");
  });
  test("an empty list unbinds an action, which then leaves the help", () => {
    const km = buildKeymap({ cancel: [] });
    expect(km.keysFor("cancel")).toEqual([]);
    expect(km.help(fleetState()).join(" ")).not.toContain("cancel");
  });
  test("unknown actions, bad keys and conflicts are diagnostics; defaults stay", () => {
    const km = buildKeymap({ explode: "x", steer: ["K", "ctrl+banana"], cancel: "s", refresh: 3 as unknown as string });
    const msgs = km.diagnostics.map((d) => d.message).join("\n");
    expect(msgs).toContain('unknown action "explode"');
    expect(msgs).toContain("shift+k");
    expect(msgs).toContain('unknown key "banana"');
    expect(msgs).toContain('"s" is bound to both steer and cancel on the fleet panel; steer wins');
    expect(msgs).toContain("fleetKeybindings.refresh: expected a key or a list of keys");
    expect(km.keysFor("steer")).toEqual(["s"]);
    expect(km.keysFor("refresh")).toEqual(["r"]);
    expect(km.match(keyData("s"), fleetState())).toBe("steer");
    expect(km.diagnostics.every((d) => d.severity === "warning" && d.path?.startsWith("/fleetKeybindings"))).toBe(true);
  });
  test("the same key on actions of different panels is no conflict", () => {
    const km = buildKeymap({ shadow: "s" });
    expect(km.diagnostics).toEqual([]);
    expect(km.match(keyData("s"), { ...fleetState(), panel: "list", ruleKind: "sentinel" })).toBe("shadow");
  });
});

describe("standard navigation through pi's KeybindingsManager", () => {
  // pi-tui's own manager with the user's keybindings.json content (what pi injects into ctx.ui.custom)
  const piKeys = (user: Record<string, string | string[]>) =>
    new KeybindingsManager(TUI_KEYBINDINGS, user as ConstructorParameters<typeof KeybindingsManager>[1]);

  test("pi's defaults keep our defaults (and add pi's own extra keys, such as ctrl+c to close)", () => {
    const km = buildKeymap({}, piKeys({}));
    expect(km.keysFor("selectUp")).toEqual(["up", "k"]);
    expect(km.keysFor("details")).toEqual(["enter", "d"]);
    expect(km.keysFor("close")).toEqual(["escape", "ctrl+c", "q"]);
    expect(km.diagnostics).toEqual([]);
  });

  test("a remapped pi key replaces pi's default; our extra keys stay; the help names it", () => {
    const km = buildKeymap({}, piKeys({ "tui.select.down": "ctrl+n", "tui.select.confirm": ["ctrl+o"] }));
    expect(km.keysFor("selectDown")).toEqual(["ctrl+n", "j"]);
    expect(km.match(keyData("ctrl+n"), fleetState())).toBe("selectDown");
    expect(km.match(keyData("down"), fleetState())).toBeUndefined();
    expect(km.match(keyData("j"), fleetState())).toBe("selectDown");
    expect(km.keysFor("details")).toEqual(["ctrl+o", "d"]);
    expect(km.match(keyData("enter"), fleetState())).toBeUndefined();
    expect(km.help(fleetState()).join(" · ")).toContain("up/ctrl+n move");
  });

  test("fleetKeybindings override pi's keys too", () => {
    const km = buildKeymap({ selectDown: "n" }, piKeys({ "tui.select.down": "ctrl+n" }));
    expect(km.keysFor("selectDown")).toEqual(["n"]);
    expect(km.match(keyData("ctrl+n"), fleetState())).toBeUndefined();
  });

  test("keys pi cannot parse are left out, and an action pi unbinds keeps only our extra keys", () => {
    const km = buildKeymap({}, piKeys({ "tui.select.up": ["K", "ctrl+p"], "tui.select.pageUp": [] }));
    expect(km.keysFor("selectUp")).toEqual(["ctrl+p", "k"]);
    expect(km.keysFor("pageUp")).toEqual([]);
  });

  test("a pi key that collides with one of ours is a diagnostic, and the first action keeps it", () => {
    const km = buildKeymap({}, piKeys({ "tui.select.down": "s" }));
    expect(km.diagnostics.map((d) => d.message).join("\n")).toContain('"s" is bound to both selectDown and steer');
    expect(km.match(keyData("s"), fleetState())).toBe("selectDown");
  });
});

describe("why a key does nothing now", () => {
  const km = buildKeymap();
  const listState = (over: Partial<KeyState> = {}): KeyState => ({
    ...fleetState(),
    panel: "list",
    status: undefined,
    ruleKind: "sentinel",
    removable: false,
    ...over,
  });
  test.each([
    [
      "s",
      fleetState({ status: "passed", steerable: false, cancellable: false }),
      "steer: nothing is running (this one is passed)",
    ],
    [
      "c",
      fleetState({ status: "passed", steerable: false, cancellable: false }),
      "cancel: nothing is running (this one is passed)",
    ],
    ["s", fleetState({ guard: "reviewer", steerable: false }), "steer: only sentinel audits take steering"],
    [
      "c",
      fleetState({ cancelRequested: true, steerable: false, cancellable: false }),
      "cancel: cancel already requested",
    ],
    ["x", fleetState(), "clear filter: no filter is set"],
    ["up", fleetState({ index: 0 }), "up: already at the first row"],
    ["end", fleetState({ index: 4 }), "bottom: already at the last row"],
    ["enter", fleetState({ count: 0, index: 0 }), "details: no records yet"],
    ["enter", fleetState({ count: 0, index: 0, filtered: true }), "details: nothing matches the filter"],
    ["pageDown", fleetState({ details: true }), "scroll details: the details fit the pane"],
    ["delete", listState({ ruleKind: "guard" }), "remove: built-in guards can only be disabled"],
    ["w", listState({ ruleKind: "reviewer" }), "shadow: only sentinel rules have a shadow mode"],
    ["space", listState({ count: 0, index: 0 }), "toggle: no rules or guards"],
  ])("%s -> %j", (key, state, why) => {
    const data = keyData(key);
    expect(km.match(data, state)).toBeUndefined();
    expect(km.explain(data, state)).toBe(why);
  });

  test.each([
    ["an available key", "s", fleetState()],
    ["an unbound key", "z", fleetState()],
    ["a key while typing (it goes to the input)", "s", fleetState({ editing: true })],
  ])("%s has no reason", (_what, key, state) => {
    expect(km.explain(keyData(key), state)).toBeUndefined();
  });

  const states: KeyState[] = [
    fleetState(),
    fleetState({ index: 0 }),
    fleetState({ count: 0, index: 0 }),
    fleetState({ status: "failed", steerable: false, cancellable: false }),
    fleetState({ details: true }),
    listState(),
    listState({ ruleKind: "guard" }),
    listState({ count: 0, index: 0 }),
  ];
  test("every action that can be unavailable has a reason of its own", () => {
    for (const s of states)
      for (const e of km.entries(s))
        if (e.why !== undefined) expect(e.why, `${e.action} on ${s.panel}`).not.toBe("not available now");
  });

  test("the ? help and the footer reason never disagree", () => {
    for (const s of states) {
      for (const e of km.entries(s)) {
        if (e.why === undefined || e.action === "submit" || e.action === "dismiss") continue;
        const data = keyData(km.keysFor(e.action)[0]);
        if (km.match(data, s) !== undefined) continue; // the key also means an available action
        expect(km.explain(data, s), `${e.action} on ${s.panel}`).toContain(`: ${e.why}`);
      }
    }
  });

  test("the ? help lists exactly the panel's actions, with their effective keys", () => {
    const rebound = buildKeymap({ help: "h", steer: ["ctrl+e", "e"] });
    const fleet = rebound.entries(fleetState());
    expect(fleet.map((e) => e.action)).toEqual(
      ACTION_NAMES.filter((a) => (KEY_ACTIONS[a].panels as readonly string[]).includes("fleet")),
    );
    expect(fleet.find((e) => e.action === "steer")?.keys).toEqual(["ctrl+e", "e"]);
    expect(fleet.find((e) => e.action === "help")?.keys).toEqual(["h"]);
    expect(rebound.entries(listState()).map((e) => e.action)).not.toContain("steer");
    expect(rebound.help(fleetState())).toContain("h help");
  });
});
