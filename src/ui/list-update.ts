// The list panel's model, pure: its view state, the layout for a size, its key state, and update(viewState, msg) -> { viewState, intents }.

import type { SessionOp } from "../state/actions.ts";
import type { RootState } from "../state/root.ts";
import type { ActionName, KeyState } from "./keymap.ts";
import { clampCursor, CURSOR_START, cursorMoveOf, moveCursor, type Cursor } from "./list-cursor.ts";
import {
  chromeUpdate,
  messageLines,
  noIntents,
  type ChromeState,
  type PanelContext,
  type PanelMsg,
  type PanelSize,
  type Update,
} from "./panel-chrome.ts";
import { problemsHeight } from "./problems.ts";
import { selectRuleRows, type RuleRow } from "./rules-view.ts";

export interface ListViewState extends ChromeState {
  cursor: Cursor;
}

export const LIST_START: ListViewState = { showHelp: false, cursor: CURSOR_START };

export interface ListLayout {
  rows: RuleRow[];
  /** the cursor clamped to the rows there are now and scrolled to show the selection */
  cursor: Cursor;
  listRows: number;
  /** lines of the selected row's summary under the list (0 when the panel is too small) */
  summary: number;
  problemRows: number;
  helpMax: number;
}

/**
 * The list layout for a size: the summary of the selected row (and its separator) shrinks before the list goes below
 * one row; config problems get a block under the summary while the list keeps at least 3 rows.
 */
export function listLayout(state: RootState, vs: ListViewState, size: PanelSize, now: number): ListLayout {
  const { width, height } = size;
  const rows = selectRuleRows(state.config, state.audits, now);
  const helpMax = width >= 80 ? 1 : 2;
  const messageRows = messageLines(vs.message, width).length;
  const summary = Math.max(0, Math.min(2, height - 2 - 1 - messageRows - helpMax - 1));
  const sep = summary > 0 ? 1 : 0;
  const spare = height - 2 - sep - summary - messageRows - helpMax - 3;
  const problemRows = Math.max(0, Math.min(problemsHeight(state.config.diagnostics, width), 6, spare));
  const listRows = Math.max(1, height - 2 - sep - summary - messageRows - helpMax - problemRows);
  return { rows, cursor: clampCursor(vs.cursor, rows.length, listRows), listRows, summary, problemRows, helpMax };
}

export function listKeyState(layout: ListLayout): KeyState {
  const sel = layout.rows[layout.cursor.index];
  return {
    panel: "list",
    editing: false,
    count: layout.rows.length,
    index: layout.cursor.index,
    details: false,
    detailOverflow: false,
    ruleKind: sel?.opKind,
    removable: sel?.removable,
    rowScope: sel?.scope,
    filtered: false,
  };
}

/** The session op a list action means for a row, or a refusal the person reads. */
export function opFor(
  action: "toggle" | "enable" | "disable" | "remove" | "shadow",
  row: RuleRow,
  at: number,
  toggleKey = "toggle",
): SessionOp | { refused: string } {
  switch (action) {
    case "toggle":
      return row.enabled
        ? { type: "rule/disabled", kind: row.opKind, name: row.name, at }
        : { type: "rule/enabled", kind: row.opKind, name: row.name, at };
    case "enable":
      return { type: "rule/enabled", kind: row.opKind, name: row.name, at };
    case "disable":
      return { type: "rule/disabled", kind: row.opKind, name: row.name, at };
    case "remove":
      if (row.removable) return { type: "rule/removed", name: row.name, at };
      if (row.opKind === "guard")
        return { refused: `${row.name} is a built-in guard and cannot be removed; ${toggleKey} disables it` };
      return {
        refused: `${row.name} is inherited from the ${row.scope} config and cannot be removed; ${toggleKey} disables it for this session`,
      };
    case "shadow":
      if (row.opKind !== "sentinel")
        return { refused: `${row.name} is a ${row.kind}; only sentinel rules have a shadow mode` };
      return { type: "rule/shadowChanged", name: row.name, shadow: !row.shadow, at };
    default: {
      const never: never = action;
      return never;
    }
  }
}

export function describeOp(op: SessionOp): string {
  switch (op.type) {
    case "rule/enabled":
      return `${op.name} enabled for this session`;
    case "rule/disabled":
      return `${op.name} disabled for this session`;
    case "rule/removed":
      return `${op.name} removed from this session`;
    case "rule/shadowChanged":
      return `${op.name} shadow mode ${op.shadow ? "on (would act, does not)" : "off"}`;
    case "rule/added":
      return `${op.rule.name} added to this session`;
    default: {
      const never: never = op;
      return never;
    }
  }
}

/** The list's update: one message in, the next view state and the intents (session ops, refresh, close) out. */
export function updateList(vs: ListViewState, msg: PanelMsg, ctx: PanelContext): Update<ListViewState> {
  const layout = listLayout(ctx.state, vs, ctx.size, ctx.now);
  if (msg.type === "init" || msg.type === "text") return noIntents({ ...vs, cursor: layout.cursor });
  return chromeUpdate(
    { ...vs, cursor: layout.cursor },
    msg,
    { keymap: ctx.keymap, state: listKeyState(layout) },
    (v, a) => act(v, a, layout, ctx.now),
  );
}

function act(vs: ListViewState, action: ActionName, layout: ListLayout, now: number): Update<ListViewState> {
  const move = cursorMoveOf(action);
  if (move) return noIntents({ ...vs, cursor: moveCursor(layout.cursor, move, layout.rows.length, layout.listRows) });
  const row = layout.rows[layout.cursor.index];
  switch (action) {
    case "toggle":
    case "remove":
    case "shadow": {
      if (!row) return noIntents(vs);
      // remove and shadow are only available where they apply (the keymap's reason explains the rest)
      const op = opFor(action, row, now);
      if ("refused" in op) return noIntents({ ...vs, message: op.refused });
      return { viewState: { ...vs, message: describeOp(op) }, intents: [{ type: "applyOp", op }] };
    }
    case "refresh":
      return { viewState: vs, intents: [{ type: "refresh" }] };
    case "help":
      return noIntents({ ...vs, showHelp: true });
    case "close":
      return { viewState: vs, intents: [{ type: "close" }] };
    default:
      return noIntents(vs);
  }
}
