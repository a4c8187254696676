// Control-center wiring: /sentinel:fleet, /sentinel:list (panels in the TUI, text elsewhere), audit cards, keymap diagnostics, /sentinel:configure.

import type { ExtensionAPI, ExtensionCommandContext, ExtensionContext } from "@earendil-works/pi-coding-agent";
import { truncateToWidth, type AutocompleteItem } from "@earendil-works/pi-tui";
import type { ConfigSnapshot } from "../src/state/config-model.ts";
import { asCardData, cardForAction, renderCard, type CardData } from "../src/ui/cards.ts";
import { CARD_ENTRY_TYPE as CARD_ENTRY, customEntryData } from "../src/engine/records/entry-types.ts";
import { FleetPanel } from "../src/ui/fleet-panel.ts";
import { buildKeymap, type Keymap, type PiKeybindings } from "../src/ui/keymap.ts";
import { ListPanel } from "../src/ui/list-panel.ts";
import { OVERLAY_MAX_HEIGHT, type PanelHost } from "../src/ui/panel-host.ts";
import { selectRuleRows } from "../src/ui/rules-view.ts";
import { fleetCommand, LIST_VERBS, listCommand } from "../src/ui/text-mode.ts";
import { newEventContext, registerConfigure } from "./control-center-configure.ts";
import type { Runtime } from "./runtime.ts";

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
  // ---- keymap: rebuilt when the config snapshot changes; its problems become config diagnostics once per snapshot ----
  let keymap: Keymap = buildKeymap();
  let keymapBase: ConfigSnapshot | null | undefined;
  let keymapOps: unknown;
  const currentKeymap = (): Keymap => {
    const config = rt.store.getState().config;
    if (config.base !== keymapBase || config.ops !== keymapOps) {
      const changed = config.base !== keymapBase;
      keymapBase = config.base;
      keymapOps = config.ops;
      keymap = buildKeymap(config.settings.fleetKeybindings);
      if (changed && keymap.diagnostics.length > 0) {
        const file = config.base?.files.find((f) => f.status === "loaded");
        rt.dispatch({
          type: "config/diagnosticsReported",
          diagnostics: keymap.diagnostics.map((d) => ({
            ...d,
            file: d.file ?? file?.file,
            scope: file?.scope ?? d.scope,
          })),
          at: rt.now(),
        });
      }
    }
    return keymap;
  };

  // ---- audit cards: one entry per record and kind, appended for live actions (replays never reach listeners) ----
  const carded = new Set<string>();
  rt.store.subscribe((state, action) => {
    if (action.type === "config/loaded") {
      // after the loading handler returns: the foundation notifies diagnostics that arrive once its UI is bound
      queueMicrotask(() => currentKeymap());
      return;
    }
    const card = cardForAction(action, state.audits);
    if (!card) return;
    const key = `${card.kind}:${card.id}`;
    if (carded.has(key)) return;
    carded.add(key);
    try {
      pi.appendEntry<CardData>(CARD_ENTRY, card);
    } catch {
      // no session to append to (shutting down): the record stays in the fleet
    }
  });
  pi.on("session_start", (_e, ctx) => {
    carded.clear();
    for (const data of customEntryData(ctx.sessionManager.getBranch(), CARD_ENTRY)) {
      const c = asCardData(data);
      if (c) carded.add(`${c.kind}:${c.id}`);
    }
  });
  pi.registerEntryRenderer<CardData>(CARD_ENTRY, (entry, options, theme) => {
    const card = asCardData(entry.data);
    if (!card) return undefined;
    const hint = options.expanded ? undefined : options.keyHint("app.tools.expand", "to expand");
    return {
      render: (width: number): string[] => {
        try {
          return renderCard(card, options.expanded, width, theme, hint);
        } catch {
          return [truncateToWidth(`pi-sentinel card for ${card.rule} could not be drawn`, width)];
        }
      },
      invalidate: () => {},
    };
  });

  // pi's injected KeybindingsManager gives the standard navigation keys (the user's keybindings.json); fleetKeybindings
  // still override; the keymap's diagnostics are reported from the config alone (currentKeymap)
  const hostFor = (ctx: ExtensionContext, kb: PiKeybindings): PanelHost => {
    currentKeymap();
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
    getArgumentCompletions: (prefix: string): AutocompleteItem[] | null => completions(["steer", "cancel"], prefix),
    handler: async (args: string, ctx: ExtensionCommandContext) => {
      rt.refreshConfig(ctx);
      if (args.trim() || !hasPanels(ctx)) {
        const r = fleetCommand(args, rt.store.getState(), rt.now());
        if (r.action) rt.dispatch(r.action);
        rt.notify(ctx, r.message, r.level);
        return;
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
    getArgumentCompletions: (prefix: string): AutocompleteItem[] | null => {
      const [verb, ...rest] = prefix.split(/\s+/);
      if (rest.length === 0) return completions([...LIST_VERBS], prefix);
      const names = selectRuleRows(rt.store.getState().config, rt.store.getState().audits, rt.now()).map((r) => r.name);
      const items = names.filter((n) => n.startsWith(rest.join(" "))).map((n) => ({ value: `${verb} ${n}`, label: n }));
      return items.length > 0 ? items : null;
    },
    handler: async (args: string, ctx: ExtensionCommandContext) => {
      rt.refreshConfig(ctx);
      if (args.trim() || !hasPanels(ctx)) {
        const r = listCommand(args, rt.store.getState(), rt.now());
        if (r.op) rt.applyOp(r.op);
        rt.notify(ctx, r.message, r.level);
        return;
      }
      await ctx.ui.custom<void>(
        (tui, theme, kb, done) => new ListPanel(hostFor(ctx, kb), tui, theme, () => done()),
        OVERLAY,
      );
    },
  });

  registerConfigure(pi, rt);
}

function completions(words: string[], prefix: string): AutocompleteItem[] | null {
  const items = words.filter((w) => w.startsWith(prefix.trim())).map((w) => ({ value: w, label: w }));
  return items.length > 0 ? items : null;
}
