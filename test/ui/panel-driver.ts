// Test helpers for panels: a host over a store that records intents, a fake TUI, and a driver that presses keys by action name.

import { stripTerminalSequences } from "@earendil-works/pi-tui";
import type { Action, SessionOp } from "../../src/state/actions.ts";
import type { Store } from "../../src/state/store.ts";
import { buildKeymap, type ActionName, type Keymap } from "../../src/ui/keymap.ts";
import type { PanelHost } from "../../src/ui/panel-host.ts";
import { NOW } from "./fixtures.ts";
import { keyData } from "./keys.ts";

export function testHost(store: Store, keymap: Keymap = buildKeymap()) {
  const dispatched: Action[] = [];
  const ops: SessionOp[] = [];
  let refreshes = 0;
  const host: PanelHost = {
    getState: () => store.getState(),
    subscribe: (l) => store.subscribe(() => l()),
    dispatch: (a) => {
      dispatched.push(a);
      store.dispatch(a);
    },
    applyOp: (op) => {
      ops.push(op);
      store.dispatch(op);
    },
    now: () => NOW,
    keymap,
    refresh: () => void refreshes++,
  };
  return { host, dispatched, ops, refreshes: () => refreshes };
}

export function fakeTui() {
  let renders = 0;
  return { tui: { requestRender: () => void renders++, terminal: { rows: 30, columns: 100 } }, renders: () => renders };
}

export type Panel = { handleInput(d: string): void; render(w: number): string[] };
export const text = (lines: string[]): string => lines.map((l) => stripTerminalSequences(l)).join("\n");

export function driver(panel: Panel, keymap: Keymap, width: number) {
  return {
    press(action: ActionName, times = 1): string[] {
      for (let i = 0; i < times; i++) panel.handleInput(keyData(keymap.keysFor(action)[0]));
      return panel.render(width);
    },
    type(s: string): string[] {
      for (const ch of s) panel.handleInput(ch);
      return panel.render(width);
    },
    frame: () => panel.render(width),
  };
}
