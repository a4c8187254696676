// The /sentinel:reviewers panel: a pi-tui SettingsList of reviewers (enabled, trigger, model via a SelectList); returns the edits.

import type { Component, SelectItem, SettingsListTheme, SelectListTheme } from "@earendil-works/pi-tui";
import { SelectList, SettingsList } from "@earendil-works/pi-tui";
import type { Paint } from "./paint.ts";
import { recordEdit, settingItems, type ReviewerEdit, type ReviewerRow } from "./reviewers-config.ts";
import { pad } from "./text.ts";

export interface ReviewersPanelOptions {
  rows: readonly ReviewerRow[];
  /** "provider/modelId" of the models the person has (ctx.modelRegistry.getAvailable()) */
  models: readonly string[];
  paint: Paint;
  settingsTheme: SettingsListTheme;
  selectTheme: SelectListTheme;
  requestRender(): void;
  /** closes the panel with the edits made (empty when nothing changed) */
  done(edits: Map<string, ReviewerEdit>): void;
  maxVisible?: number;
}

/** Model choices: the available models, plus the current one when it is not among them (so it stays selectable). */
export function modelItems(models: readonly string[], current: string): SelectItem[] {
  const all = models.includes(current) || !current ? [...models] : [current, ...models];
  return all.map((m) => ({ value: m, label: m, ...(m === current ? { description: "current" } : {}) }));
}

export function createReviewersPanel(o: ReviewersPanelOptions): Component {
  const edits = new Map<string, ReviewerEdit>();
  const items = settingItems(o.rows);
  for (const item of items) {
    if (!item.id.endsWith(":model")) continue;
    item.submenu = (current, close) => {
      const list = new SelectList(
        modelItems(o.models, current),
        Math.min(10, Math.max(1, o.models.length + 1)),
        o.selectTheme,
      );
      const idx = modelItems(o.models, current).findIndex((m) => m.value === current);
      if (idx >= 0) list.setSelectedIndex(idx);
      list.onSelect = (sel) => close(sel.value);
      list.onCancel = () => close();
      return list;
    };
  }
  const list = new SettingsList(
    items,
    o.maxVisible ?? 15,
    o.settingsTheme,
    (id, value) => {
      recordEdit(edits, o.rows, id, value);
      o.requestRender();
    },
    () => o.done(edits),
  );
  // the overlay draws lines unpadded: pad every line to the width and never shrink (the transcript would show through)
  let height = 0;
  return {
    render(width: number): string[] {
      const head = pad(
        `${o.paint.fg("accent", "⛨ reviewers")} ${o.paint.fg("muted", `${o.rows.length} configured · ${edits.size} changed · esc: finish (asks before writing)`)}`,
        width,
      );
      const body =
        o.rows.length === 0
          ? [
              pad(
                o.paint.fg(
                  "muted",
                  "No reviewers configured. Add supervisor.reviewers to sentinel.json (see docs/reviewers.md).",
                ),
                width,
              ),
            ]
          : list.render(width).map((l) => pad(l, width));
      const lines = [head, ...body];
      height = Math.max(height, lines.length);
      while (lines.length < height) lines.push(" ".repeat(Math.max(0, width)));
      return lines;
    },
    handleInput(data: string): void {
      if (o.rows.length === 0) {
        o.done(edits);
        return;
      }
      list.handleInput(data);
      o.requestRender();
    },
    invalidate(): void {
      list.invalidate();
    },
  };
}
