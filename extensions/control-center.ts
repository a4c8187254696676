// Control-center wiring: /sentinel:fleet, /sentinel:list (panels in the TUI, text elsewhere), audit cards, keymap diagnostics, /sentinel:configure.

import type { ExtensionAPI, ExtensionCommandContext, ExtensionContext } from "@earendil-works/pi-coding-agent";
import { FleetPanel } from "../src/ui/fleet-panel.ts";
import { buildKeymap, type PiKeybindings } from "../src/ui/keymap.ts";
import { createKeymapProblems } from "../src/ui/keymap-problems.ts";
import { ListPanel } from "../src/ui/list-panel.ts";
import { OVERLAY_MAX_HEIGHT, type PanelHost } from "../src/ui/panel-host.ts";
import { selectRuleRows } from "../src/ui/rules-view.ts";
import { verbNameCompletions, wordCompletions } from "../src/ui/completions.ts";
import { fleetCommand, LIST_VERBS, listCommand } from "../src/ui/text-mode.ts";
import { newEventContext, registerConfigure } from "./control-center-configure.ts";
import type { Runtime } from "./runtime.ts";
import { registerAuditCards } from "./audit-cards.ts";

export const FLEET_COMMAND = "sentinel:fleet";
export const LIST_COMMAND = "sentinel:list";

const OVERLAY = {
  overlay: true,
  overlayOptions: { anchor: "center", width: "90%", maxHeight: OVERLAY_MAX_HEIGHT },
} as const;

/** Panels need the real TUI; rpc/print/json get text (rpc's custom() resolves undefined at once, print's UI is a no-op). */
export function hasPanels(ctx: ExtensionContext): boolean {
  return ctx.hasUI && ctx.mode === "tui";
}

export function registerControlCenter(pi: ExtensionAPI, rt: Runtime): void {
  // keymap problems become config diagnostics once per snapshot, after the loading handler returns (the UI is bound)
  const keymapProblems = createKeymapProblems();
  const reportKeymap = (): void => {
    const fresh = keymapProblems.fresh(rt.store.getState().config);
    if (fresh.length > 0) rt.dispatch({ type: "config/diagnosticsReported", diagnostics: fresh, at: rt.now() });
  };
  rt.store.subscribe((_state, action) => {
    if (action.type === "config/loaded") queueMicrotask(reportKeymap);
  });
  registerAuditCards(pi, rt);

  // pi's injected KeybindingsManager gives the standard navigation keys (the user's keybindings.json); fleetKeybindings
  // still override; the keymap's diagnostics are reported from the config alone (reportKeymap)
  const hostFor = (ctx: ExtensionContext, kb: PiKeybindings): PanelHost => {
    reportKeymap();
    return {
      getState: () => rt.store.getState(),
      subscribe: (l) => rt.store.subscribe(() => l()),
      dispatch: (a) => rt.dispatch(a),
      applyOp: (op) => rt.applyOp(op),
      now: () => rt.now(),
      keymap: buildKeymap(rt.store.getState().config.settings.fleetKeybindings, kb),
      refresh: () => rt.refreshConfig(newEventContext(ctx)),
    };
  };

  pi.registerCommand(FLEET_COMMAND, {
    description:
      "Live inspector of sentinel audits, reviews, injection detections and prompt rejections (steer, cancel, filter)",
    getArgumentCompletions: (prefix: string) => wordCompletions(["steer", "cancel"], prefix),
    handler: async (args: string, ctx: ExtensionCommandContext) => {
      rt.refreshConfig(ctx);
      if (args.trim() || !hasPanels(ctx)) {
        const r = fleetCommand(args, rt.store.getState(), rt.now());
        if (r.action) rt.dispatch(r.action);
        return rt.notify(ctx, r.message, r.level);
      }
      await ctx.ui.custom<void>(
        (tui, theme, kb, done) => new FleetPanel(hostFor(ctx, kb), tui, theme, () => done()),
        OVERLAY,
      );
    },
  });

  pi.registerCommand(LIST_COMMAND, {
    description:
      "Every guard and rule with live state; toggle, remove, shadow (text: /sentinel:list enable|disable|remove|shadow <name>)",
    getArgumentCompletions: (prefix: string) => {
      const rows = selectRuleRows(rt.store.getState().config, rt.store.getState().audits, rt.now());
      return verbNameCompletions(
        LIST_VERBS,
        rows.map((r) => r.name),
        prefix,
      );
    },
    handler: async (args: string, ctx: ExtensionCommandContext) => {
      rt.refreshConfig(ctx);
      if (args.trim() || !hasPanels(ctx)) {
        const r = listCommand(args, rt.store.getState(), rt.now());
        if (r.op) rt.applyOp(r.op);
        return rt.notify(ctx, r.message, r.level);
      }
      await ctx.ui.custom<void>(
        (tui, theme, kb, done) => new ListPanel(hostFor(ctx, kb), tui, theme, () => done()),
        OVERLAY,
      );
    },
  });

  registerConfigure(pi, rt);
}
