// /sentinel:list panel: the pure view of the list model (list-update.ts), hosted by the shared panel shell.

import { listKeyState, listLayout, LIST_START, updateList, type ListViewState } from "./list-update.ts";
import type { Paint } from "./paint.ts";
import { renderFooter, renderHelpView } from "./panel-chrome.ts";
import { fitFrame, type PanelHost, type PanelTui } from "./panel-host.ts";
import { PanelShell, type PanelOptions, type PanelSpec, type ViewContext } from "./panel-shell.ts";
import { renderProblems } from "./problems.ts";
import { renderRuleColumns, renderRuleRow, renderRuleSummary } from "./rules-view.ts";
import { pad } from "./text.ts";

export { describeOp, opFor } from "./list-update.ts";

export const LIST_REFRESH_MS = 1000;

export type ListPanelOptions = PanelOptions;

/** The list frame for a view state: title, columns, rows, the selected row's summary, config problems, footer. */
export function viewList(vs: ListViewState, ctx: ViewContext, width: number, height: number): string[] {
  const { paint } = ctx;
  const layout = listLayout(ctx.state, vs, { width, height }, ctx.now);
  const keyState = listKeyState(layout);
  if (vs.showHelp) return renderHelpView("⛨ sentinel guards and rules", ctx.keymap, keyState, width, height, paint);
  const { rows, cursor, listRows } = layout;
  const enabled = rows.filter((r) => r.enabled).length;
  const title = `${paint.bold(paint.fg("accent", "⛨ sentinel guards and rules"))}${paint.fg("dim", " · ")}${paint.fg("muted", `${enabled}/${rows.length} enabled`)}`;
  const lines = [pad(title, width), renderRuleColumns(width, paint)];
  rows.slice(cursor.scrollTop, cursor.scrollTop + listRows).forEach((r, i) => {
    lines.push(renderRuleRow(r, width, paint, cursor.scrollTop + i === cursor.index));
  });
  while (lines.length < 2 + listRows) lines.push(" ".repeat(width));
  if (layout.summary > 0) {
    lines.push(paint.fg("dim", "─".repeat(width)));
    lines.push(...renderRuleSummary(rows[cursor.index], width, paint).slice(0, layout.summary));
  }
  lines.push(...renderProblems(ctx.state.config.diagnostics, width, paint, layout.problemRows));
  const foot = renderFooter(
    { message: vs.message, help: ctx.keymap.help(keyState), helpMax: layout.helpMax },
    width,
    paint,
  );
  return fitFrame(lines, foot, width, height);
}

export const LIST_SPEC: PanelSpec<ListViewState> = {
  init: LIST_START,
  update: updateList,
  view: viewList,
  // cooldown seconds tick down while the panel is open
  refreshMs: LIST_REFRESH_MS,
};

/** The /sentinel:list overlay: the shell over the list model. */
export class ListPanel extends PanelShell<ListViewState> {
  constructor(host: PanelHost, tui: PanelTui, paint: Paint, done: () => void, options: ListPanelOptions = {}) {
    super(host, tui, paint, done, LIST_SPEC, options);
  }
}
