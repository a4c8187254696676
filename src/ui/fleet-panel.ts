// /sentinel:fleet panel: a thin pi-tui component over the fleet views; keys go through the keymap, intents are dispatched.

import { Input, visibleWidth, type Component, type Focusable } from "@earendil-works/pi-tui";
import { capabilitiesOf } from "../state/audit-record.ts";
import type { KeyState } from "./keymap.ts";
import { renderFleetDetail } from "./fleet-detail.ts";
import { renderKeyHelp } from "./key-help.ts";
import {
  isFiltered,
  nextStatusFilter,
  NO_FILTER,
  renderFleetColumns,
  renderFleetRows,
  renderFleetTitle,
  selectFleetProps,
  type FleetFilter,
  type FleetProps,
} from "./fleet-view.ts";
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
import { clean, pad, wrap } from "./text.ts";

export const FLEET_REFRESH_MS = 1000;

type Editing = { kind: "steer"; auditId: string; rule: string; input: Input } | { kind: "filter"; input: Input };

export interface FleetPanelOptions {
  /** fixed height (tests); default 80% of the terminal */
  height?: number;
  /** no timer (tests drive render themselves) */
  noTimer?: boolean;
}

export class FleetPanel implements Component, Focusable {
  private hasFocus = false;
  private index = 0;
  private scrollTop = 0;
  private selectedId: string | undefined;
  private details = false;
  private detailScroll = 0;
  private detailRows = 0;
  private detailLength = 0;
  private listRows = 1;
  private filter: FleetFilter = NO_FILTER;
  private editing: Editing | undefined;
  private showHelp = false;
  private message: string | undefined;
  private last: FleetProps | undefined;
  private readonly timer: ReturnType<typeof setInterval> | undefined;
  private readonly unsubscribe: () => void;
  private disposed = false;

  private readonly host: PanelHost;
  private readonly tui: PanelTui;
  private readonly paint: Paint;
  private readonly done: () => void;
  private readonly options: FleetPanelOptions;

  constructor(host: PanelHost, tui: PanelTui, paint: Paint, done: () => void, options: FleetPanelOptions = {}) {
    this.host = host;
    this.tui = tui;
    this.paint = paint;
    this.done = done;
    this.options = options;
    this.unsubscribe = host.subscribe(() => this.tui.requestRender());
    this.timer = options.noTimer ? undefined : setInterval(() => this.tui.requestRender(), FLEET_REFRESH_MS);
    this.timer?.unref?.();
  }

  /** Focusable: the TUI sets it; the text input gets it too, so IME candidate windows sit at its cursor */
  get focused(): boolean {
    return this.hasFocus;
  }

  set focused(value: boolean) {
    this.hasFocus = value;
    if (this.editing) this.editing.input.focused = value;
  }

  /** the timer and the store subscription end with the panel */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe();
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  invalidate(): void {
    this.editing?.input.invalidate();
  }

  keyState(): KeyState {
    const p = this.last;
    return {
      panel: "fleet",
      editing: this.editing !== undefined,
      count: p?.total ?? 0,
      index: p?.index ?? 0,
      details: this.details,
      detailOverflow: this.detailLength > this.detailRows,
      status: p?.selected?.status.kind,
      cancelRequested: p?.selected?.cancelRequested,
      guard: p?.selected?.guard,
      ...(p?.selected
        ? { steerable: capabilitiesOf(p.selected).steer, cancellable: capabilitiesOf(p.selected).cancel }
        : {}),
      filtered: isFiltered(this.filter),
    };
  }

  render(width: number): string[] {
    return panelFrame((w, h) => this.renderInner(w, h), width, panelHeight(this.tui, this.options.height), this.paint);
  }

  private renderInner(width: number, height: number): string[] {
    const now = this.host.now();
    const paint = this.paint;
    const helpMax = width >= 120 ? 1 : 2;
    const message = this.message ? wrap(clean(this.message), width).slice(0, 2) : [];
    const extra = (this.editing ? 1 : 0) + message.length;
    if (this.showHelp) {
      const lines = renderKeyHelp(
        "⛨ sentinel fleet · keys",
        this.host.keymap.entries(this.keyState()),
        width,
        Math.max(1, height - 1),
        paint,
      );
      return [...lines, pad(paint.fg("dim", "any key closes this help"), width)].slice(0, height);
    }
    const body = Math.max(1, height - 2 - helpMax - extra);
    // the detail pane gets what the list does not need (the list keeps up to 40% of the body, fewer when it has fewer
    // records), and only as many rows as the details have; the list gets the rest
    this.listRows = Math.max(1, body - (this.details ? Math.max(1, Math.floor((body - 1) * 0.6)) + 1 : 0));
    let props = this.sync();
    const listWanted = Math.min(Math.max(1, props.total), Math.max(3, Math.floor((body - 1) * 0.4)));
    const maxDetail = this.details ? Math.max(1, body - 1 - listWanted) : 0;
    if (this.details) {
      this.listRows = Math.max(1, body - maxDetail - 1);
      props = this.sync();
    }
    const detail = this.details && props.selected ? renderFleetDetail(props.selected, width, paint, now) : [];
    const detailRows = this.details ? Math.max(1, Math.min(maxDetail, detail.length)) : 0;
    if (this.details && detailRows < maxDetail) {
      this.listRows = Math.max(1, body - detailRows - 1);
      props = this.sync();
    }

    const lines: string[] = [
      renderFleetTitle(props, width, paint),
      renderFleetColumns(width, paint),
      ...renderFleetRows(props, width, this.listRows, paint, now),
    ];
    this.detailRows = detailRows;
    if (this.details) {
      this.detailLength = detail.length;
      this.detailScroll = Math.max(0, Math.min(this.detailScroll, detail.length - detailRows));
      lines.push(paint.fg("dim", "─".repeat(width)));
      const shown = detail.slice(this.detailScroll, this.detailScroll + detailRows);
      while (shown.length < detailRows) shown.push("");
      lines.push(...shown.map((l) => pad(l, width)));
    } else this.detailLength = 0;
    const foot: string[] = [];
    if (this.editing) {
      const label = this.editing.kind === "steer" ? `steer ${clean(this.editing.rule)} › ` : "filter › ";
      const inputLine = this.editing.input.render(Math.max(1, width - visibleWidth(label)))[0] ?? "";
      foot.push(pad(paint.fg("accent", label) + inputLine, width));
    }
    for (const m of message) foot.push(pad(paint.fg("warning", m), width));
    const help = helpLines(this.host.keymap.help(this.keyState()), width, helpMax).map((l) =>
      pad(paint.fg("dim", l), width),
    );
    while (help.length < helpMax) help.push(" ".repeat(width));
    foot.push(...help);
    return fitFrame(lines, foot, width, height);
  }

  /** Re-reads the visible window (cheap: only the window) so keys act on what the state is now, not on the last frame. */
  private sync(): FleetProps {
    const props = selectFleetProps(this.host.getState().audits, {
      filter: this.filter,
      index: this.index,
      scrollTop: this.scrollTop,
      selectedId: this.selectedId,
      rows: this.listRows,
    });
    this.last = props;
    this.index = props.index;
    this.scrollTop = props.scrollTop;
    this.selectedId = props.selected?.id;
    return props;
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
    this.sync();
    if (this.showHelp) {
      // any key closes the help
      this.showHelp = false;
      this.tui.requestRender();
      return;
    }
    const action = this.host.keymap.match(data, this.keyState());
    if (this.editing) {
      if (action === "submit") this.submitEditing();
      else if (action === "dismiss") this.editing = undefined;
      else {
        this.editing.input.handleInput(data);
        if (this.editing.kind === "filter") this.setFilter({ ...this.filter, text: this.editing.input.getValue() });
      }
      this.tui.requestRender();
      return;
    }
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
    const page = Math.max(1, this.listRows - 1);
    const sel = this.last?.selected;
    switch (action) {
      case "selectUp":
        this.move(-1);
        break;
      case "selectDown":
        this.move(1);
        break;
      case "pageUp":
        if (this.details) this.detailScroll = Math.max(0, this.detailScroll - Math.max(1, this.detailRows - 1));
        else this.move(-page);
        break;
      case "pageDown":
        if (this.details) this.detailScroll += Math.max(1, this.detailRows - 1);
        else this.move(page);
        break;
      case "top":
        this.move(-Number.MAX_SAFE_INTEGER);
        break;
      case "bottom":
        this.move(Number.MAX_SAFE_INTEGER);
        break;
      case "details":
        this.details = !this.details;
        this.detailScroll = 0;
        break;
      case "steer":
        if (sel) this.editing = { kind: "steer", auditId: sel.id, rule: sel.rule, input: this.newInput("") };
        break;
      case "cancel":
        if (sel) {
          this.host.dispatch({ type: "audit/cancelRequested", auditId: sel.id, at: this.host.now() });
          this.message = `cancel requested for ${sel.rule}`;
        }
        break;
      case "filter":
        this.editing = { kind: "filter", input: this.newInput(this.filter.text) };
        break;
      case "statusFilter":
        this.setFilter({ ...this.filter, status: nextStatusFilter(this.filter.status) });
        break;
      case "clearFilter":
        this.setFilter(NO_FILTER);
        break;
      case "refresh":
        this.host.refresh?.();
        break;
      case "help":
        this.showHelp = true;
        break;
      case "close":
        if (this.details) this.details = false;
        else {
          this.dispose();
          this.done();
          return;
        }
        break;
      default:
        break;
    }
    this.tui.requestRender();
  }

  private newInput(value: string): Input {
    const input = new Input({ prompt: "" }); // the label ("filter › ", "steer x › ") is the prompt; pi's default "> " would double it
    input.setValue(value);
    input.focused = this.hasFocus;
    return input;
  }

  private submitEditing(): void {
    const e = this.editing;
    this.editing = undefined;
    if (e?.kind !== "steer") return;
    const text = e.input.getValue().trim();
    if (!text) return;
    this.host.dispatch({ type: "audit/steerRequested", auditId: e.auditId, text, at: this.host.now() });
    this.message = `steering sent to ${e.rule}`;
  }

  private setFilter(f: FleetFilter): void {
    this.filter = f;
    this.index = 0;
    this.scrollTop = 0;
    this.selectedId = undefined;
  }

  private move(delta: number): void {
    const total = this.last?.total ?? 0;
    this.index = Math.max(0, Math.min(total - 1, this.index + delta));
    this.selectedId = undefined;
    this.detailScroll = 0;
  }
}
