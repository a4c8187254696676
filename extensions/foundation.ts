// Foundation wiring: rebuild state on session_start/session_tree, notify config problems once, status widget + footer, pi-sentinel:loaded.

import type { ExtensionAPI, ExtensionContext, Theme } from "@earendil-works/pi-coding-agent";
import type { TUI } from "@earendil-works/pi-tui";
import type { Diagnostic } from "../src/state/config-model.ts";
import type { RootState } from "../src/state/root.ts";
import { createProblemNotices, createStatusDiff, loadedPayload } from "../src/ui/foundation-view.ts";
import { widgetComponent } from "../src/ui/widget.ts";
import type { RuntimeInternals } from "./runtime.ts";
import { errorText } from "../src/engine/error-text.ts";

export type { LoadedPayload } from "../src/ui/foundation-view.ts";
export const WIDGET_KEY = "pi-sentinel";
export const LOADED_EVENT = "pi-sentinel:loaded";

export interface FoundationOptions {
  /** formats diagnostics for one notification (src/engine/config/diagnostics.ts in production) */
  formatDiagnostics(diagnostics: Diagnostic[]): string;
}

export function registerFoundation(pi: ExtensionAPI, rt: RuntimeInternals, options: FoundationOptions): void {
  const noticesOf = createProblemNotices();
  let stopUi: () => void = () => {};

  const notifyNew = (ctx: ExtensionContext, diagnostics: readonly Diagnostic[]): void => {
    const { problems, notices } = noticesOf(diagnostics);
    // print/json mode: stdout belongs to pi's output, but a dropped rule must not go unmentioned
    if (!ctx.hasUI) return void (problems.length > 0 && console.error(options.formatDiagnostics(problems)));
    if (problems.length > 0) rt.notify(ctx, options.formatDiagnostics(problems), "warning");
    if (notices.length > 0) rt.notify(ctx, options.formatDiagnostics(notices), "info");
  };

  const startUi = (ctx: ExtensionContext): void => {
    stopUi();
    if (!ctx.hasUI) return;
    const diff = createStatusDiff(ctx.mode !== "tui", rt.store.getState().config.diagnostics);
    const update = (state: RootState): void => {
      const changes = diff(state);
      if (changes.footer) ctx.ui.setStatus(WIDGET_KEY, changes.footer.text);
      if (changes.lines) ctx.ui.setWidget(WIDGET_KEY, changes.lines);
      if (changes.diagnostics) notifyNew(ctx, changes.diagnostics);
    };
    // the live widget component (src/ui/widget.ts): re-renders on store changes and animates while audits run
    if (ctx.mode === "tui")
      ctx.ui.setWidget(WIDGET_KEY, (tui: TUI, theme: Theme) => widgetComponent(rt.store, tui, theme, rt.now));
    update(rt.store.getState());
    const unsubscribe = rt.store.subscribe((state) => {
      try {
        update(state);
      } catch {
        // a stale ctx after a session switch: the next session_start rebinds
      }
    });
    stopUi = () => {
      unsubscribe();
      stopUi = () => {};
    };
  };

  const load = (ctx: ExtensionContext, reason: string, kind: "session_start" | "session_tree"): void => {
    let state: RootState;
    try {
      state = rt.rebuild(ctx, kind);
    } catch (e) {
      rt.notify(ctx, `pi-sentinel: could not load its state (${errorText(e)}); guards run with defaults`, "error");
      return;
    }
    notifyNew(ctx, state.config.diagnostics);
    startUi(ctx);
    rt.emit(LOADED_EVENT, loadedPayload(state, reason));
  };

  pi.on("session_start", (event, ctx) => load(ctx, event.reason, "session_start"));
  pi.on("session_tree", (_event, ctx) => load(ctx, "tree", "session_tree"));
  // config edits between prompts show up in the widget even when no guard event fires (one stat pass per run)
  pi.on("agent_start", (_event, ctx) => rt.refreshConfig(ctx));
  // pi itself disposes the widget component on reload, session switch and quit; here only our subscriptions end
  pi.on("session_shutdown", () => {
    stopUi();
    rt.dispose();
  });
}
