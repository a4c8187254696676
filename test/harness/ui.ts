// A recording ExtensionUIContext: every call is recorded, dialogs answer from a script, widgets and custom panels really render.

import {
  initTheme,
  type ExtensionUIContext,
  type KeybindingsManager,
  type Theme,
} from "@earendil-works/pi-coding-agent";
import { stripVTControlCharacters } from "node:util";
import {
  KeybindingsManager as TuiKeybindingsManager,
  TUI_KEYBINDINGS,
  type Component,
  type TUI,
} from "@earendil-works/pi-tui";

/** Removes ANSI styling, so tests compare what a person reads. */
export function stripAnsi(lines: readonly string[]): string[] {
  return lines.map((l) => stripVTControlCharacters(l));
}

export type NotifyLevel = "info" | "warning" | "error";

export interface UiCall {
  method: string;
  args: unknown[];
}

/** Answers for dialogs, consumed in order per method; a function answers from the title/message. */
export interface DialogScript {
  confirm?: (boolean | ((title: string, message: string) => boolean))[];
  select?: (string | undefined | ((title: string, options: string[]) => string | undefined))[];
  input?: (string | undefined | ((title: string) => string | undefined))[];
  editor?: (string | undefined | ((title: string, prefill?: string) => string | undefined))[];
}

/** A fake TUI: counts render requests and reports a fixed terminal size. */
export interface FakeTui {
  tui: TUI;
  renderRequests(): number;
}

export function createFakeTui(columns = 110, rows = 36): FakeTui {
  let requests = 0;
  const tui = {
    requestRender: () => {
      requests++;
    },
    terminal: { columns, rows },
  } as unknown as TUI;
  return { tui, renderRequests: () => requests };
}

/** The real dark theme, as pi's TUI uses it (theme is a type-only export; the instance lives on a global symbol). */
export function realTheme(): Theme {
  const key = Symbol.for("@earendil-works/pi-coding-agent:theme");
  let t = (globalThis as Record<symbol, unknown>)[key] as Theme | undefined;
  if (!t) {
    initTheme("dark", false);
    t = (globalThis as Record<symbol, unknown>)[key] as Theme | undefined;
  }
  if (!t) throw new Error("pi theme not initialised");
  return t;
}

export function realKeybindings(): KeybindingsManager {
  return new TuiKeybindingsManager(TUI_KEYBINDINGS) as unknown as KeybindingsManager;
}

type Disposable = Component & { dispose?(): void };

/** A live widget set by factory: render it at a width, as the TUI would. */
export interface RecordedWidget {
  key: string;
  lines?: string[];
  component?: Disposable;
  placement?: string;
  render(width?: number): string[];
  /** render() without ANSI styling, joined with newlines */
  text(width?: number): string;
}

/** One `ui.custom(...)` panel, running with a fake TUI: feed keys, render frames, await its result. */
export interface CustomPanel<T = unknown> {
  component: Disposable;
  options: unknown;
  frames: string[][];
  /** renders a frame at the width (default: the fake terminal width, or 90% for overlays) and keeps it */
  render(width?: number): string[];
  /** the last frame (rendering one if none yet) without ANSI styling, joined with newlines */
  text(): string;
  /** sends raw key data (e.g. "\x1b[B" for down, "q", "\r") and renders a frame afterwards */
  press(data: string): string[];
  done: boolean;
  result: Promise<T>;
  fakeTui: FakeTui;
}

export interface RecordingUi {
  ui: ExtensionUIContext;
  calls: UiCall[];
  notifications(level?: NotifyLevel): { message: string; level: NotifyLevel }[];
  statuses: Map<string, string | undefined>;
  widgets: Map<string, RecordedWidget>;
  panels: CustomPanel[];
  /** resolves when the next custom panel opens */
  nextPanel(): Promise<CustomPanel>;
  editorText: string;
  dispose(): void;
}

export function createRecordingUi(opts: { dialogs?: DialogScript; columns?: number; rows?: number } = {}): RecordingUi {
  const columns = opts.columns ?? 110;
  const rows = opts.rows ?? 36;
  const theme = realTheme();
  const calls: UiCall[] = [];
  const notes: { message: string; level: NotifyLevel }[] = [];
  const statuses = new Map<string, string | undefined>();
  const widgets = new Map<string, RecordedWidget>();
  const panels: CustomPanel[] = [];
  const panelWaiters: ((p: CustomPanel) => void)[] = [];
  const dialogs: DialogScript = {
    confirm: [...(opts.dialogs?.confirm ?? [])],
    select: [...(opts.dialogs?.select ?? [])],
    input: [...(opts.dialogs?.input ?? [])],
    editor: [...(opts.dialogs?.editor ?? [])],
  };
  let editorText = "";
  let toolsExpanded = false;
  const rec = (method: string, ...args: unknown[]): void => {
    calls.push({ method, args });
  };

  const widgetTui = createFakeTui(columns, rows);
  const disposeWidget = (key: string): void => {
    const old = widgets.get(key);
    if (old?.component?.dispose) old.component.dispose();
    widgets.delete(key);
  };

  const ui: ExtensionUIContext = {
    async select(title, options) {
      rec("select", title, options);
      const next = dialogs.select?.shift();
      return typeof next === "function" ? next(title, options) : next;
    },
    async confirm(title, message) {
      rec("confirm", title, message);
      const next = dialogs.confirm?.shift();
      return typeof next === "function" ? next(title, message) : (next ?? false);
    },
    async input(title, placeholder) {
      rec("input", title, placeholder);
      const next = dialogs.input?.shift();
      return typeof next === "function" ? next(title) : next;
    },
    notify(message, type) {
      rec("notify", message, type);
      notes.push({ message, level: type ?? "info" });
    },
    onTerminalInput(handler) {
      rec("onTerminalInput", handler);
      return () => {};
    },
    setStatus(key, text) {
      rec("setStatus", key, text);
      statuses.set(key, text);
    },
    setWorkingMessage(message) {
      rec("setWorkingMessage", message);
    },
    setWorkingVisible(visible) {
      rec("setWorkingVisible", visible);
    },
    setWorkingIndicator(options) {
      rec("setWorkingIndicator", options);
    },
    setHiddenThinkingLabel(label) {
      rec("setHiddenThinkingLabel", label);
    },
    setWidget(key: string, content: unknown, options?: { placement?: string }) {
      rec("setWidget", key, content, options);
      disposeWidget(key);
      if (content === undefined) return;
      if (Array.isArray(content)) {
        const lines = content as string[];
        widgets.set(key, {
          key,
          lines,
          placement: options?.placement,
          render: () => [...lines],
          text: () => stripAnsi(lines).join("\n"),
        });
        return;
      }
      const component = (content as (tui: TUI, theme: Theme) => Disposable)(widgetTui.tui, theme);
      const render = (w = columns): string[] => [...component.render(w)];
      widgets.set(key, {
        key,
        component,
        placement: options?.placement,
        render,
        text: (w) => stripAnsi(render(w)).join("\n"),
      });
    },
    setFooter(factory) {
      rec("setFooter", factory);
    },
    setHeader(factory) {
      rec("setHeader", factory);
    },
    setTitle(title) {
      rec("setTitle", title);
    },
    custom<T>(factory: Parameters<ExtensionUIContext["custom"]>[0], options?: unknown): Promise<T> {
      rec("custom", factory, options);
      const fakeTui = createFakeTui(columns, rows);
      let resolve!: (v: T) => void;
      let reject!: (e: unknown) => void;
      const result = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const overlay = (options as { overlay?: boolean } | undefined)?.overlay === true;
      const defaultWidth = overlay ? Math.floor(columns * 0.9) : columns;
      const panel: CustomPanel<T> = {
        component: undefined as unknown as Disposable,
        options,
        frames: [],
        done: false,
        result,
        fakeTui,
        render(width = defaultWidth) {
          const lines = [...panel.component.render(width)];
          panel.frames.push(lines);
          return lines;
        },
        text() {
          const last = panel.frames.at(-1) ?? panel.render();
          return stripAnsi(last).join("\n");
        },
        press(data) {
          panel.component.handleInput?.(data);
          return panel.done ? [] : panel.render();
        },
      };
      const done = (v: T): void => {
        if (panel.done) return;
        panel.done = true;
        panel.component?.dispose?.();
        resolve(v);
      };
      // a throwing factory rejects custom(), as it would surface in pi
      void Promise.resolve()
        .then(() => factory(fakeTui.tui, theme, realKeybindings(), done as (v: unknown) => void))
        .then((component) => {
          panel.component = component;
          panels.push(panel as CustomPanel);
          for (const w of panelWaiters.splice(0)) w(panel as CustomPanel);
        }, reject);
      return result;
    },
    pasteToEditor(text) {
      rec("pasteToEditor", text);
      editorText += text;
    },
    setEditorText(text) {
      rec("setEditorText", text);
      editorText = text;
    },
    getEditorText() {
      return editorText;
    },
    async editor(title, prefill) {
      rec("editor", title, prefill);
      const next = dialogs.editor?.shift();
      return typeof next === "function" ? next(title, prefill) : next;
    },
    addAutocompleteProvider(factory) {
      rec("addAutocompleteProvider", factory);
    },
    setEditorComponent(factory) {
      rec("setEditorComponent", factory);
    },
    getEditorComponent() {
      return undefined;
    },
    get theme() {
      return theme;
    },
    getAllThemes() {
      return [{ name: "dark", path: undefined }];
    },
    getTheme(name) {
      return name === "dark" ? theme : undefined;
    },
    setTheme() {
      return { success: false, error: "themes are fixed in tests" };
    },
    getToolsExpanded() {
      return toolsExpanded;
    },
    setToolsExpanded(expanded) {
      rec("setToolsExpanded", expanded);
      toolsExpanded = expanded;
    },
  };

  return {
    ui,
    calls,
    notifications: (level) => notes.filter((n) => level === undefined || n.level === level),
    statuses,
    widgets,
    panels,
    nextPanel: () => new Promise((r) => panelWaiters.push(r)),
    get editorText() {
      return editorText;
    },
    set editorText(v: string) {
      editorText = v;
    },
    dispose() {
      for (const key of [...widgets.keys()]) disposeWidget(key);
      for (const p of panels) if (!p.done) p.component?.dispose?.();
    },
  };
}
