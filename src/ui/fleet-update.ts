// The fleet panel's model, pure: its view state, the layout for a size, its key state, and update(viewState, msg) -> { viewState, intents }.

import { capabilitiesOf } from "../state/audit-record.ts";
import type { AuditsState } from "../state/audits.ts";
import { renderFleetDetail } from "./fleet-detail.ts";
import {
  isFiltered,
  nextStatusFilter,
  NO_FILTER,
  selectFleetProps,
  type FleetFilter,
  type FleetProps,
} from "./fleet-view.ts";
import type { ActionName, KeyState } from "./keymap.ts";
import { CURSOR_START, cursorMoveOf, moveCursor, pageSize, type Cursor } from "./list-cursor.ts";
import {
  chromeUpdate,
  messageLines,
  noIntents,
  type ChromeState,
  type Intent,
  type PanelContext,
  type PanelMsg,
  type PanelSize,
  type Update,
} from "./panel-chrome.ts";
import { identityPaint, type Paint } from "./paint.ts";

export type FleetEditing =
  | { kind: "steer"; auditId: string; rule: string; text: string }
  | { kind: "filter"; text: string };

export interface FleetViewState extends ChromeState {
  cursor: Cursor;
  /** the record the selection stays on when rows move (running audits finish and move down) */
  selectedId?: string;
  filter: FleetFilter;
  details: boolean;
  detailScroll: number;
  editing?: FleetEditing;
}

export const FLEET_START: FleetViewState = {
  showHelp: false,
  cursor: CURSOR_START,
  filter: NO_FILTER,
  details: false,
  detailScroll: 0,
};

/** Where things go for one size: the visible window, the list rows, the detail pane (lines and rows shown). */
export interface FleetLayout {
  props: FleetProps;
  listRows: number;
  /** the selected record's detail lines (empty while the pane is closed) */
  detail: string[];
  detailRows: number;
  /** first detail line shown (the scroll clamped to the lines there are) */
  detailScroll: number;
  /** help lines the footer keeps */
  helpMax: number;
}

/**
 * The layout of the fleet for a size: the list keeps up to 40% of the body when details are open (fewer when it has
 * fewer records), the detail pane gets only as many rows as the details have, the list the rest. Pure: the view and
 * update both call it with the same inputs and get the same page size.
 */
export function fleetLayout(
  audits: AuditsState,
  vs: FleetViewState,
  size: PanelSize,
  now: number,
  paint: Paint = identityPaint,
): FleetLayout {
  const { width, height } = size;
  const helpMax = width >= 120 ? 1 : 2;
  const extra = (vs.editing ? 1 : 0) + messageLines(vs.message, width).length;
  const body = Math.max(1, height - 2 - helpMax - extra);
  const select = (rows: number): FleetProps =>
    selectFleetProps(audits, {
      filter: vs.filter,
      index: vs.cursor.index,
      scrollTop: vs.cursor.scrollTop,
      selectedId: vs.selectedId,
      rows,
    });
  let listRows = Math.max(1, body - (vs.details ? Math.max(1, Math.floor((body - 1) * 0.6)) + 1 : 0));
  let props = select(listRows);
  if (!vs.details) return { props, listRows, detail: [], detailRows: 0, detailScroll: 0, helpMax };
  const listWanted = Math.min(Math.max(1, props.total), Math.max(3, Math.floor((body - 1) * 0.4)));
  const maxDetail = Math.max(1, body - 1 - listWanted);
  listRows = Math.max(1, body - maxDetail - 1);
  props = select(listRows);
  const detail = props.selected ? renderFleetDetail(props.selected, width, paint, now) : [];
  const detailRows = Math.max(1, Math.min(maxDetail, detail.length));
  if (detailRows < maxDetail) {
    listRows = Math.max(1, body - detailRows - 1);
    props = select(listRows);
  }
  const detailScroll = Math.max(0, Math.min(vs.detailScroll, detail.length - detailRows));
  return { props, listRows, detail, detailRows, detailScroll, helpMax };
}

/** What the keymap needs to know about the fleet now (which actions apply, and why the others do not). */
export function fleetKeyState(vs: FleetViewState, layout: FleetLayout): KeyState {
  const p = layout.props;
  const sel = p.selected;
  return {
    panel: "fleet",
    editing: vs.editing !== undefined,
    count: p.total,
    index: p.index,
    details: vs.details,
    detailOverflow: layout.detail.length > layout.detailRows,
    status: sel?.status.kind,
    cancelRequested: sel?.cancelRequested,
    guard: sel?.guard,
    ...(sel ? { steerable: capabilitiesOf(sel).steer, cancellable: capabilitiesOf(sel).cancel } : {}),
    filtered: isFiltered(vs.filter),
  };
}

const withFilter = (vs: FleetViewState, filter: FleetFilter): FleetViewState => ({
  ...vs,
  filter,
  cursor: CURSOR_START,
  selectedId: undefined,
});

/** The fleet's update: one message in, the next view state and the intents out. */
export function updateFleet(vs: FleetViewState, msg: PanelMsg, ctx: PanelContext): Update<FleetViewState> {
  const layoutOf = (v: FleetViewState): FleetLayout => fleetLayout(ctx.state.audits, v, ctx.size, ctx.now);
  const layout = layoutOf(vs);
  let out: Update<FleetViewState>;
  if (msg.type === "init") out = noIntents(vs);
  else if (msg.type === "text") {
    const e = vs.editing;
    if (!e) out = noIntents(vs);
    else if (e.kind === "filter")
      out = noIntents(withFilter({ ...vs, editing: { ...e, text: msg.value } }, { ...vs.filter, text: msg.value }));
    else out = noIntents({ ...vs, editing: { ...e, text: msg.value } });
  } else {
    out = chromeUpdate(vs, msg, { keymap: ctx.keymap, state: fleetKeyState(vs, layout) }, (v, action) =>
      act(v, action, layout, ctx.now),
    );
  }
  return { viewState: settle(out.viewState, layoutOf), intents: out.intents };
}

// the selection is pinned to the record it shows now, so the next frame keeps it when rows move
function settle(vs: FleetViewState, layoutOf: (v: FleetViewState) => FleetLayout): FleetViewState {
  const l = layoutOf(vs);
  const p = l.props;
  const selectedId = p.selected?.id;
  if (
    p.index === vs.cursor.index &&
    p.scrollTop === vs.cursor.scrollTop &&
    selectedId === vs.selectedId &&
    l.detailScroll === vs.detailScroll
  )
    return vs;
  return { ...vs, cursor: { index: p.index, scrollTop: p.scrollTop }, selectedId, detailScroll: l.detailScroll };
}

function act(vs: FleetViewState, action: ActionName, layout: FleetLayout, now: number): Update<FleetViewState> {
  const sel = layout.props.selected;
  const move = cursorMoveOf(action);
  if (move && vs.details && (move === "pageUp" || move === "pageDown")) {
    const step = pageSize(layout.detailRows);
    const max = Math.max(0, layout.detail.length - layout.detailRows);
    const detailScroll = Math.max(0, Math.min(max, layout.detailScroll + (move === "pageUp" ? -step : step)));
    return noIntents({ ...vs, detailScroll });
  }
  if (move) {
    const from = { index: layout.props.index, scrollTop: layout.props.scrollTop };
    const cursor = moveCursor(from, move, layout.props.total, layout.listRows);
    return noIntents({ ...vs, cursor, selectedId: undefined, detailScroll: 0 });
  }
  const intents: Intent[] = [];
  switch (action) {
    case "details":
      return noIntents({ ...vs, details: !vs.details, detailScroll: 0 });
    case "steer":
      return noIntents(sel ? { ...vs, editing: { kind: "steer", auditId: sel.id, rule: sel.rule, text: "" } } : vs);
    case "cancel":
      if (!sel) return noIntents(vs);
      intents.push({ type: "dispatch", action: { type: "audit/cancelRequested", auditId: sel.id, at: now } });
      return { viewState: { ...vs, message: `cancel requested for ${sel.rule}` }, intents };
    case "filter":
      return noIntents({ ...vs, editing: { kind: "filter", text: vs.filter.text } });
    case "statusFilter":
      return noIntents(withFilter(vs, { ...vs.filter, status: nextStatusFilter(vs.filter.status) }));
    case "clearFilter":
      return noIntents(withFilter(vs, NO_FILTER));
    case "refresh":
      return { viewState: vs, intents: [{ type: "refresh" }] };
    case "help":
      return noIntents({ ...vs, showHelp: true });
    case "close":
      return vs.details ? noIntents({ ...vs, details: false }) : { viewState: vs, intents: [{ type: "close" }] };
    case "submit":
      return submit(vs, now);
    case "dismiss":
      return noIntents({ ...vs, editing: undefined });
    default:
      return noIntents(vs);
  }
}

function submit(vs: FleetViewState, now: number): Update<FleetViewState> {
  const e = vs.editing;
  const next = { ...vs, editing: undefined };
  if (e?.kind !== "steer") return noIntents(next);
  const text = e.text.trim();
  if (!text) return noIntents(next);
  return {
    viewState: { ...next, message: `steering sent to ${e.rule}` },
    intents: [{ type: "dispatch", action: { type: "audit/steerRequested", auditId: e.auditId, text, at: now } }],
  };
}
