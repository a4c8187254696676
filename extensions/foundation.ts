// Foundation wiring: rebuild state on session_start/session_tree, notify config problems once, status widget + footer, pi-sentinel:loaded.

import type { ExtensionAPI, ExtensionContext, Theme } from "@earendil-works/pi-coding-agent";
import type { TUI } from "@earendil-works/pi-tui";
import type { Diagnostic } from "../src/state/config-model.ts";
import type { RootState } from "../src/state/root.ts";
import { selectRecordCount } from "../src/state/audits.ts";
import { identityPaint } from "../src/ui/paint.ts";
import { renderFooterStatus, renderWidget, selectWidgetProps, widgetComponent } from "../src/ui/widget.ts";
import type { RuntimeInternals } from "./runtime.ts";
import { errorText } from "../src/engine/error-text.ts";

export const WIDGET_KEY = "pi-sentinel";
export const LOADED_EVENT = "pi-sentinel:loaded";

export interface LoadedPayload {
  reason: string;
  rules: number;
  reviewers: number;
  problems: number;
  records: number;
  ops: number;
}

export interface FoundationOptions {
  /** formats diagnostics for one notification (src/engine/config/diagnostics.ts in production) */
  formatDiagnostics(diagnostics: Diagnostic[]): string;
}

function diagnosticKey(d: Diagnostic): string {
  return `${d.severity}|${d.scope}|${d.file ?? ""}|${d.rule ?? ""}|${d.path ?? ""}|${d.message}`;
}

/** The live widget component (src/ui/widget.ts): re-renders on store changes and animates while audits run. */
function widgetFactory(rt: RuntimeInternals) {
  return (tui: TUI, theme: Theme) => widgetComponent(rt.store, tui, theme, rt.now);
}

export function registerFoundation(pi: ExtensionAPI, rt: RuntimeInternals, options: FoundationOptions): void {
  const shown = new Set<string>();
  let stopUi: () => void = () => {};

  /**
   * Warns when a problem appears that was not shown before, with every current problem: the same list the widget counts
   * ("⚠ N config problems"), so a reload never says "1 config problem" while the widget says 4. Notices (legacy
   * files) are shown once each, as one info.
   */
  const notifyNew = (ctx: ExtensionContext, diagnostics: readonly Diagnostic[]): void => {
    const fresh = diagnostics.filter((d) => !shown.has(diagnosticKey(d)));
    for (const d of fresh) shown.add(diagnosticKey(d));
    const problems = fresh.some((d) => d.severity !== "info") ? diagnostics.filter((d) => d.severity !== "info") : [];
    const notices = fresh.filter((d) => d.severity === "info");
    if (!ctx.hasUI) {
      // print/json mode: stdout belongs to pi's output, but a dropped rule must not go unmentioned
      if (problems.length > 0) console.error(options.formatDiagnostics(problems));
      return;
    }
    if (problems.length > 0) rt.notify(ctx, options.formatDiagnostics(problems), "warning");
    if (notices.length > 0) rt.notify(ctx, options.formatDiagnostics(notices), "info");
  };

  const startUi = (ctx: ExtensionContext): void => {
    stopUi();
    if (!ctx.hasUI) return;
    let lastFooter: string | undefined | null = null;
    let lastLines = "";
    let lastDiagnostics: readonly Diagnostic[] = rt.store.getState().config.diagnostics;
    const update = (state: RootState): void => {
      const props = selectWidgetProps(state);
      const footer = renderFooterStatus(props);
      if (footer !== lastFooter) {
        lastFooter = footer;
        ctx.ui.setStatus(WIDGET_KEY, footer);
      }
      if (ctx.mode !== "tui") {
        // RPC forwards only string widgets: send lines, and only when they change
        const lines = renderWidget(props, 200, identityPaint);
        const joined = lines.join("\n");
        if (joined !== lastLines) {
          lastLines = joined;
          ctx.ui.setWidget(WIDGET_KEY, lines);
        }
      }
      if (state.config.diagnostics !== lastDiagnostics) {
        lastDiagnostics = state.config.diagnostics;
        notifyNew(ctx, state.config.diagnostics);
      }
    };
    if (ctx.mode === "tui") ctx.ui.setWidget(WIDGET_KEY, widgetFactory(rt));
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
    const props = selectWidgetProps(state);
    const payload: LoadedPayload = {
      reason,
      rules: props.rules,
      reviewers: props.reviewers,
      problems: props.problems,
      records: selectRecordCount(state.audits),
      ops: state.config.ops.length,
    };
    rt.emit(LOADED_EVENT, payload);
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
