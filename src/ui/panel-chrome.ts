// The shared panel shape, pure: messages, intents and update results; key routing (help, why, text input); footer and help views.

import type { Action, SessionOp } from "../state/actions.ts";
import type { RootState } from "../state/root.ts";
import { renderKeyHelp } from "./key-help.ts";
import type { ActionName, Keymap, KeyState } from "./keymap.ts";
import type { Paint } from "./paint.ts";
import { helpLines } from "./panel-host.ts";
import { clean, pad, wrap } from "./text.ts";

/** What a panel's update reads: a key press (raw terminal data), a keymap action by name, or the text input's new value. */
export type PanelMsg =
  | { type: "key"; data: string }
  | { type: "action"; action: ActionName }
  | { type: "text"; value: string }
  /** no input: settles the view state on the current store state (the shell sends it when the panel opens) */
  | { type: "init" };

/** What an update asks the host to do; the view state itself is returned, never changed in place. */
export type Intent =
  | { type: "dispatch"; action: Action }
  | { type: "applyOp"; op: SessionOp }
  | { type: "refresh" }
  | { type: "close" }
  /** hand this key to the panel's text input (steer, filter); the shell answers with a `text` message */
  | { type: "edit"; data: string };

export interface Update<VS> {
  viewState: VS;
  intents: Intent[];
}

/** The inner size of the panel (inside its border): the height pi gives the overlay, the width pi renders it at. */
export interface PanelSize {
  width: number;
  height: number;
}

/** Everything an update and a view read besides the view state: the store state, the clock, the keymap, the size. */
export interface PanelContext {
  state: RootState;
  now: number;
  keymap: Keymap;
  size: PanelSize;
}

/** The chrome part of every panel's view state: the `?` help overlay and the footer message (a result or a reason). */
export interface ChromeState {
  showHelp: boolean;
  message?: string;
}

export const noIntents = <VS>(viewState: VS): Update<VS> => ({ viewState, intents: [] });

/**
 * Routes one message through the chrome: any key closes the help; a key is matched against the keymap for the
 * panel's current state; a bound key that does nothing now puts its reason in the footer; while typing, other keys
 * go to the text input. The panel's `act` gets only available actions (the message already cleared).
 */
export function chromeUpdate<VS extends ChromeState>(
  vs: VS,
  msg: PanelMsg,
  keys: { keymap: Keymap; state: KeyState },
  act: (vs: VS, action: ActionName) => Update<VS>,
): Update<VS> {
  if (msg.type !== "key" && msg.type !== "action") return noIntents(vs);
  if (vs.showHelp) return noIntents({ ...vs, showHelp: false });
  const { keymap, state } = keys;
  const action =
    msg.type === "key" ? keymap.match(msg.data, state) : keymap.isAvailable(msg.action, state) ? msg.action : undefined;
  if (action) return act({ ...vs, message: undefined }, action);
  if (state.editing)
    return msg.type === "key" ? { viewState: vs, intents: [{ type: "edit", data: msg.data }] } : noIntents(vs);
  const why = msg.type === "key" ? keymap.explain(msg.data, state) : keymap.explainAction(msg.action, state);
  return why === undefined ? noIntents(vs) : noIntents({ ...vs, message: why });
}

/** Footer message lines: the message wrapped, at most two. */
export function messageLines(message: string | undefined, width: number): string[] {
  return message ? wrap(clean(message), width).slice(0, 2) : [];
}

/** The footer: the text input line (while typing), the message, and the help words packed into `helpMax` lines. */
export function renderFooter(
  o: { inputLine?: string; message?: string; help: string[]; helpMax: number },
  width: number,
  paint: Paint,
): string[] {
  const foot: string[] = [];
  if (o.inputLine !== undefined) foot.push(pad(o.inputLine, width));
  for (const m of messageLines(o.message, width)) foot.push(pad(paint.fg("warning", m), width));
  const help = helpLines(o.help, width, o.helpMax).map((l) => pad(paint.fg("dim", l), width));
  while (help.length < o.helpMax) help.push(" ".repeat(width));
  foot.push(...help);
  return foot;
}

/** The `?` view: every key of the panel, then how to close it; exactly `height` lines. */
export function renderHelpView(
  title: string,
  keymap: Keymap,
  state: KeyState,
  width: number,
  height: number,
  paint: Paint,
): string[] {
  const lines = renderKeyHelp(`${title} · keys`, keymap.entries(state), width, Math.max(1, height - 1), paint);
  return [...lines, pad(paint.fg("dim", "any key closes this help"), width)].slice(0, height);
}
