// Audit cards in the transcript: one custom entry per record and kind for live actions, and pi's renderer for them.

import type { ExtensionAPI } from "@earendil-works/pi-coding-agent";
import { truncateToWidth } from "@earendil-works/pi-tui";
import { CARD_ENTRY_TYPE as CARD_ENTRY, customEntryData } from "../src/engine/records/entry-types.ts";
import { asCardData, cardForAction, renderCard, type CardData } from "../src/ui/cards.ts";
import type { Runtime } from "./runtime.ts";

export function registerAuditCards(pi: ExtensionAPI, rt: Runtime): void {
  // appended for live actions only (replays never reach listeners); a session's own cards are not appended twice
  const carded = new Set<string>();
  rt.store.subscribe((state, action) => {
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
}
