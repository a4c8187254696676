// /sentinel:fleet panel: the pure view of the fleet model (fleet-update.ts), hosted by the shared panel shell.

import { visibleWidth } from "@earendil-works/pi-tui";
import { renderFleetColumns, renderFleetRows, renderFleetTitle } from "./fleet-view.ts";
import { FLEET_START, fleetKeyState, fleetLayout, updateFleet, type FleetViewState } from "./fleet-update.ts";
import type { Paint } from "./paint.ts";
import { renderFooter, renderHelpView } from "./panel-chrome.ts";
import { fitFrame, type PanelHost, type PanelTui } from "./panel-host.ts";
import { PanelShell, type PanelOptions, type PanelSpec, type ViewContext } from "./panel-shell.ts";
import { clean, pad } from "./text.ts";

export const FLEET_REFRESH_MS = 1000;

export type FleetPanelOptions = PanelOptions;

/** The fleet frame for a view state: title, columns, the record window, the detail pane, the footer. Changes nothing. */
export function viewFleet(vs: FleetViewState, ctx: ViewContext, width: number, height: number): string[] {
  const { paint, now } = ctx;
  const layout = fleetLayout(ctx.state.audits, vs, { width, height }, now, paint);
  const keyState = fleetKeyState(vs, layout);
  if (vs.showHelp) return renderHelpView("⛨ sentinel fleet", ctx.keymap, keyState, width, height, paint);
  const { props } = layout;
  const lines: string[] = [
    renderFleetTitle(props, width, paint),
    renderFleetColumns(width, paint),
    ...renderFleetRows(props, width, layout.listRows, paint, now),
  ];
  if (vs.details) {
    lines.push(paint.fg("dim", "─".repeat(width)));
    const shown = layout.detail.slice(layout.detailScroll, layout.detailScroll + layout.detailRows);
    while (shown.length < layout.detailRows) shown.push("");
    lines.push(...shown.map((l) => pad(l, width)));
  }
  let inputLine: string | undefined;
  if (vs.editing) {
    const label = vs.editing.kind === "steer" ? `steer ${clean(vs.editing.rule)} › ` : "filter › ";
    inputLine = paint.fg("accent", label) + ctx.inputLine(Math.max(1, width - visibleWidth(label)));
  }
  const foot = renderFooter(
    { inputLine, message: vs.message, help: ctx.keymap.help(keyState), helpMax: layout.helpMax },
    width,
    paint,
  );
  return fitFrame(lines, foot, width, height);
}

export const FLEET_SPEC: PanelSpec<FleetViewState> = {
  init: FLEET_START,
  update: updateFleet,
  view: viewFleet,
  editing: (vs) => vs.editing?.text,
  refreshMs: FLEET_REFRESH_MS,
};

/** The /sentinel:fleet overlay: the shell over the fleet model. */
export class FleetPanel extends PanelShell<FleetViewState> {
  constructor(host: PanelHost, tui: PanelTui, paint: Paint, done: () => void, options: FleetPanelOptions = {}) {
    super(host, tui, paint, done, FLEET_SPEC, options);
  }
}
