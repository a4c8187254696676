// The thin host of a panel: holds its view state, runs update on keys and carries out the intents, renders the view;
// owns the timer, the store subscription, the text input and dispose (the chrome every panel shares).

import { Input, type Component, type Focusable } from "@earendil-works/pi-tui";
import type { ChromeState, Intent, PanelContext, PanelMsg, PanelSize, Update } from "./panel-chrome.ts";
import type { Paint } from "./paint.ts";
import { panelFrame, panelHeight, panelInput, type PanelHost, type PanelTui } from "./panel-host.ts";

/** What the view reads besides the view state: the update's context, the paint, and the text input's line. */
export interface ViewContext extends PanelContext {
  paint: Paint;
  /** the text input rendered at a width (only while the panel is typing) */
  inputLine(width: number): string;
}

/** A panel: its first view state, its pure update and view, and what its text input holds while typing. */
export interface PanelSpec<VS extends ChromeState> {
  init: VS;
  update(vs: VS, msg: PanelMsg, ctx: PanelContext): Update<VS>;
  /** exactly `height` lines of `width` columns (inside the border); changes nothing */
  view(vs: VS, ctx: ViewContext, width: number, height: number): string[];
  /** the text being typed, or undefined when the panel is not typing */
  editing?(vs: VS): string | undefined;
  /** re-render every this many ms while open (live elapsed times, cooldowns) */
  refreshMs: number;
}

export interface PanelOptions {
  /** fixed height (tests); default 80% of the terminal */
  height?: number;
  /** no timer (tests drive render themselves) */
  noTimer?: boolean;
}

/** The inner size for an outer frame (panelFrame draws a border when there is room for one). */
export function innerSize(width: number, height: number): PanelSize {
  return width < 4 || height < 3 ? { width: Math.max(1, width), height } : { width: width - 2, height: height - 2 };
}

export class PanelShell<VS extends ChromeState> implements Component, Focusable {
  private vs: VS;
  private input: Input | undefined;
  private hasFocus = false;
  /** the width pi last rendered the panel at: the one thing about the screen a key needs (page size, wrapping) */
  private width: number | undefined;
  private readonly timer: ReturnType<typeof setInterval> | undefined;
  private readonly unsubscribe: () => void;
  private disposed = false;

  private readonly host: PanelHost;
  private readonly tui: PanelTui;
  private readonly paint: Paint;
  private readonly done: () => void;
  private readonly spec: PanelSpec<VS>;
  private readonly options: PanelOptions;

  constructor(
    host: PanelHost,
    tui: PanelTui,
    paint: Paint,
    done: () => void,
    spec: PanelSpec<VS>,
    options: PanelOptions = {},
  ) {
    this.host = host;
    this.tui = tui;
    this.paint = paint;
    this.done = done;
    this.spec = spec;
    this.options = options;
    this.vs = spec.init;
    this.unsubscribe = host.subscribe(() => this.tui.requestRender());
    this.timer = options.noTimer ? undefined : setInterval(() => this.tui.requestRender(), spec.refreshMs);
    this.timer?.unref?.();
    try {
      this.vs = spec.update(this.vs, { type: "init" }, this.context()).viewState;
    } catch {
      // a broken state shows in the first frame (panelFrame), where the close key still works
    }
  }

  /** the current view state (tests read it; nothing outside update writes it) */
  get viewState(): VS {
    return this.vs;
  }

  /** Focusable: the TUI sets it; the text input gets it too, so IME candidate windows sit at its cursor */
  get focused(): boolean {
    return this.hasFocus;
  }

  set focused(value: boolean) {
    this.hasFocus = value;
    if (this.input) this.input.focused = value;
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
    this.input?.invalidate();
  }

  render(width: number): string[] {
    this.width = width;
    const height = panelHeight(this.tui, this.options.height);
    return panelFrame(
      (w, h) => {
        const ctx: ViewContext = {
          ...this.context(),
          paint: this.paint,
          inputLine: (iw) => this.input?.render(Math.max(1, iw))[0] ?? "",
        };
        return this.spec.view(this.vs, ctx, w, h);
      },
      width,
      height,
      this.paint,
    );
  }

  handleInput(data: string): void {
    panelInput(
      () => this.send({ type: "key", data }),
      () => this.close(),
    );
  }

  /** Runs one message through update and carries out its intents. */
  send(msg: PanelMsg): void {
    if (this.disposed) return;
    const { viewState, intents } = this.spec.update(this.vs, msg, this.context());
    this.vs = viewState;
    this.syncInput();
    for (const intent of intents) {
      this.carryOut(intent);
      if (this.disposed) return;
    }
    this.tui.requestRender();
  }

  private carryOut(intent: Intent): void {
    switch (intent.type) {
      case "dispatch":
        this.host.dispatch(intent.action);
        break;
      case "applyOp":
        this.host.applyOp(intent.op);
        break;
      case "refresh":
        this.host.refresh?.();
        break;
      case "close":
        this.close();
        break;
      case "edit":
        if (!this.input) break;
        this.input.handleInput(intent.data);
        this.send({ type: "text", value: this.input.getValue() });
        break;
      default: {
        const never: never = intent;
        throw new Error(`unknown panel intent ${JSON.stringify(never)}`);
      }
    }
  }

  private close(): void {
    this.dispose();
    this.done();
  }

  // the text input lives while the view state says the panel is typing, and starts with the text it holds
  private syncInput(): void {
    const text = this.spec.editing?.(this.vs);
    if (text === undefined) {
      this.input = undefined;
      return;
    }
    if (this.input) return;
    const input = new Input({ prompt: "" }); // the panel's label is the prompt; pi's default "> " would double it
    input.setValue(text);
    input.focused = this.hasFocus;
    this.input = input;
  }

  private context(): PanelContext {
    const height = panelHeight(this.tui, this.options.height);
    const cols = this.tui.terminal?.columns;
    // before the first frame: the overlay's width (90% of the terminal), as pi resolves it
    const width = this.width ?? (cols ? Math.floor((cols * 90) / 100) : 80);
    return {
      state: this.host.getState(),
      now: this.host.now(),
      keymap: this.host.keymap,
      size: innerSize(width, height),
    };
  }
}
