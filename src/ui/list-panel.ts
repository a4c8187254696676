// /sentinel:list panel: every guard and rule with live state; toggle, remove, shadow as session ops through the keymap.

import type { Component } from "@earendil-works/pi-tui";
import type { SessionOp } from "../state/actions.ts";
import { renderKeyHelp } from "./key-help.ts";
import type { KeyState } from "./keymap.ts";
import type { Paint } from "./paint.ts";
import {
  fitFrame,
  helpLines,
  panelFrame,
  panelHeight,
  panelInput,
  type PanelHost,
  type PanelTui,
} from "./panel-host.ts";
import { problemsHeight, renderProblems } from "./problems.ts";
import { renderRuleColumns, renderRuleRow, renderRuleSummary, selectRuleRows, type RuleRow } from "./rules-view.ts";
import { clean, pad, wrap } from "./text.ts";

export const LIST_REFRESH_MS = 1000;

export interface ListPanelOptions {
  height?: number;
  noTimer?: boolean;
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

export class ListPanel implements Component {
  private index = 0;
  private scrollTop = 0;
  private listRows = 1;
  private rows: RuleRow[] = [];
  private message: string | undefined;
  private showHelp = false;
  private readonly host: PanelHost;
  private readonly tui: PanelTui;
  private readonly paint: Paint;
  private readonly done: () => void;
  private readonly options: ListPanelOptions;
  private readonly timer: ReturnType<typeof setInterval> | undefined;
  private readonly unsubscribe: () => void;
  private disposed = false;

  constructor(host: PanelHost, tui: PanelTui, paint: Paint, done: () => void, options: ListPanelOptions = {}) {
    this.host = host;
    this.tui = tui;
    this.paint = paint;
    this.done = done;
    this.options = options;
    this.unsubscribe = host.subscribe(() => this.tui.requestRender());
    // cooldown seconds tick down while the panel is open
    this.timer = options.noTimer ? undefined : setInterval(() => this.tui.requestRender(), LIST_REFRESH_MS);
    this.timer?.unref?.();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe();
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  invalidate(): void {}

  keyState(): KeyState {
    const sel = this.rows[this.index];
    return {
      panel: "list",
      editing: false,
      count: this.rows.length,
      index: this.index,
      details: false,
      detailOverflow: false,
      ruleKind: sel?.opKind,
      removable: sel?.removable,
      filtered: false,
    };
  }

  render(width: number): string[] {
    return panelFrame((w, h) => this.renderInner(w, h), width, panelHeight(this.tui, this.options.height), this.paint);
  }

  private renderInner(width: number, height: number): string[] {
    const s = this.host.getState();
    const paint = this.paint;
    this.rows = selectRuleRows(s.config, s.audits, this.host.now());
    this.index = Math.max(0, Math.min(this.index, this.rows.length - 1));
    if (this.showHelp) {
      const lines = renderKeyHelp(
        "⛨ sentinel guards and rules · keys",
        this.host.keymap.entries(this.keyState()),
        width,
        Math.max(1, height - 1),
        paint,
      );
      return [...lines, pad(paint.fg("dim", "any key closes this help"), width)].slice(0, height);
    }
    const helpMax = width >= 80 ? 1 : 2;
    const message = this.message ? wrap(clean(this.message), width).slice(0, 2) : [];
    const messageRows = message.length;
    // the summary of the selected row (and its separator) shrinks before the list goes below one row
    const summary = Math.max(0, Math.min(2, height - 2 - 1 - messageRows - helpMax - 1));
    // config problems stay reviewable after startup: a block under the summary (the list keeps at least 3 rows)
    const sep = summary > 0 ? 1 : 0;
    const spare = height - 2 - sep - summary - messageRows - helpMax - 3;
    const problemRows = Math.max(0, Math.min(problemsHeight(s.config.diagnostics, width), 6, spare));
    this.listRows = Math.max(1, height - 2 - sep - summary - messageRows - helpMax - problemRows);
    if (this.index < this.scrollTop) this.scrollTop = this.index;
    if (this.index >= this.scrollTop + this.listRows) this.scrollTop = this.index - this.listRows + 1;
    this.scrollTop = Math.max(0, Math.min(this.scrollTop, Math.max(0, this.rows.length - this.listRows)));
    const enabled = this.rows.filter((r) => r.enabled).length;
    const title = `${paint.bold(paint.fg("accent", "⛨ sentinel guards and rules"))}${paint.fg("dim", " · ")}${paint.fg("muted", `${enabled}/${this.rows.length} enabled`)}`;
    const lines = [pad(title, width), renderRuleColumns(width, paint)];
    const visible = this.rows.slice(this.scrollTop, this.scrollTop + this.listRows);
    visible.forEach((r, i) => {
      lines.push(renderRuleRow(r, width, paint, this.scrollTop + i === this.index));
    });
    while (lines.length < 2 + this.listRows) lines.push(" ".repeat(width));
    if (summary > 0) {
      lines.push(paint.fg("dim", "─".repeat(width)));
      lines.push(...renderRuleSummary(this.rows[this.index], width, paint).slice(0, summary));
    }
    lines.push(...renderProblems(s.config.diagnostics, width, paint, problemRows));
    const foot: string[] = [];
    for (const m of message) foot.push(pad(paint.fg("warning", m), width));
    const help = helpLines(this.host.keymap.help(this.keyState()), width, helpMax).map((l) =>
      pad(paint.fg("dim", l), width),
    );
    while (help.length < helpMax) help.push(" ".repeat(width));
    foot.push(...help);
    return fitFrame(lines, foot, width, height);
  }

  handleInput(data: string): void {
    panelInput(
      () => this.handleKey(data),
      () => {
        this.dispose();
        this.done();
      },
    );
  }

  private handleKey(data: string): void {
    const s = this.host.getState();
    this.rows = selectRuleRows(s.config, s.audits, this.host.now());
    this.index = Math.max(0, Math.min(this.index, this.rows.length - 1));
    if (this.showHelp) {
      // any key closes the help
      this.showHelp = false;
      this.tui.requestRender();
      return;
    }
    const action = this.host.keymap.match(data, this.keyState());
    if (!action) {
      // a bound key that does nothing now says why, in the footer
      const why = this.host.keymap.explain(data, this.keyState());
      if (why !== undefined) {
        this.message = why;
        this.tui.requestRender();
      }
      return;
    }
    this.message = undefined;
    const row = this.rows[this.index];
    const page = Math.max(1, this.listRows - 1);
    switch (action) {
      case "selectUp":
        this.index--;
        break;
      case "selectDown":
        this.index++;
        break;
      case "pageUp":
        this.index -= page;
        break;
      case "pageDown":
        this.index += page;
        break;
      case "top":
        this.index = 0;
        break;
      case "bottom":
        this.index = this.rows.length - 1;
        break;
      case "toggle":
      case "remove":
      case "shadow":
        if (row) this.apply(action, row);
        break;
      case "refresh":
        this.host.refresh?.();
        break;
      case "help":
        this.showHelp = true;
        break;
      case "close":
        this.dispose();
        this.done();
        return;
      default:
        break;
    }
    this.index = Math.max(0, Math.min(this.index, this.rows.length - 1));
    this.tui.requestRender();
  }

  private apply(action: "toggle" | "remove" | "shadow", row: RuleRow): void {
    const toggleKey = this.host.keymap.keysFor("toggle")[0];
    const op = opFor(action, row, this.host.now(), toggleKey ? `"${toggleKey}" (toggle)` : "toggle");
    if ("refused" in op) {
      this.message = op.refused;
      return;
    }
    this.host.applyOp(op);
    this.message = describeOp(op);
  }
}
