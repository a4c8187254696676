// The /sentinel:reviewers panel: a pi-tui SettingsList of reviewers (enabled, trigger, model via a SelectList) in the
// shared panel frame; returns the edits.

import type { Component, SelectItem, SettingsListTheme, SelectListTheme } from "@earendil-works/pi-tui";
import { SelectList, SettingsList } from "@earendil-works/pi-tui";
import type { Paint } from "./paint.ts";
import { boxed, errorFrame, panelInput } from "./panel-host.ts";
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
  // the overlay draws lines unpadded: pad every line to the width and never shrink (the transcript would show through);
  // the frame, title style and error frame are the other panels' (the list's cursor and hint line are pi's SettingsList,
  // which follows pi's keybindings itself)
  let height = 0;
  const inner = (width: number): string[] => {
    const head = pad(
      `${o.paint.bold(o.paint.fg("accent", "⛨ reviewers"))}${o.paint.fg("dim", " · ")}${o.paint.fg("muted", `${o.rows.length} configured · ${edits.size} changed · esc: finish (asks before writing)`)}`,
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
            pad(o.paint.fg("dim", "any key closes"), width),
          ]
        : list.render(width).map((l) => pad(l, width));
    return [head, ...body];
  };
  const close = (): void => o.done(edits);
  return {
    render(width: number): string[] {
      try {
        const lines = width >= 4 ? boxed(inner(width - 2), width, o.paint) : inner(Math.max(1, width));
        if (lines.length > height) height = lines.length;
        // keep the frame's bottom border last: blank rows go inside it
        while (lines.length < height) lines.splice(Math.max(0, lines.length - 1), 0, blankRow(width, o.paint));
        return lines;
      } catch (e) {
        return errorFrame(e, width, Math.max(3, height), o.paint);
      }
    },
    handleInput(data: string): void {
      panelInput(() => {
        if (o.rows.length === 0) {
          close();
          return;
        }
        list.handleInput(data);
        o.requestRender();
      }, close);
    },
    invalidate(): void {
      list.invalidate();
    },
  };
}

function blankRow(width: number, paint: Paint): string {
  return width >= 4 ? boxed([""], width, paint)[1] : " ".repeat(Math.max(0, width));
}
