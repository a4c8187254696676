// Wiring for /sentinel:reviewers (and its alias): the reviewers panel, then the confirmed edits written to sentinel.json.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import {
  getSelectListTheme,
  getSettingsListTheme,
  type ExtensionAPI,
  type ExtensionCommandContext,
} from "@earendil-works/pi-coding-agent";
import { applyReviewerChanges } from "../src/engine/review/config-edit.ts";
import { reviewerRows, summarizeEdits, type ReviewerEdit } from "../src/ui/reviewers-config.ts";
import { createReviewersPanel } from "../src/ui/reviewers-panel.ts";
import type { Runtime } from "./runtime.ts";
import { errorText } from "../src/engine/error-text.ts";

export function registerReviewersConfigure(pi: ExtensionAPI, rt: Runtime): void {
  const configure = async (_args: string, ctx: ExtensionCommandContext): Promise<void> => {
    rt.refreshConfig(ctx);
    const rows = reviewerRows(rt.store.getState().config.reviewers);
    if (!ctx.hasUI) {
      rt.notify(
        ctx,
        "/sentinel:reviewers needs the interactive UI; edit supervisor.reviewers in sentinel.json instead.",
        "warning",
      );
      return;
    }
    let models: string[] = [];
    try {
      models = ctx.modelRegistry.getAvailable().map((m) => `${m.provider}/${m.id}`);
    } catch {
      // no model list: the current models stay selectable
    }
    const edits = await ctx.ui.custom<Map<string, ReviewerEdit>>(
      (tui, theme, _keys, done) =>
        createReviewersPanel({
          rows,
          models,
          paint: theme,
          settingsTheme: getSettingsListTheme(),
          selectTheme: getSelectListTheme(),
          requestRender: () => tui.requestRender(),
          done,
        }),
      { overlay: true, overlayOptions: { anchor: "center", width: "80%", maxHeight: "80%" } },
    );
    if (!edits || edits.size === 0) return;
    const summary = summarizeEdits(edits, rows);
    if (summary.readOnly.length > 0)
      rt.notify(
        ctx,
        `Not written (these reviewers are not defined in a sentinel.json): ${summary.readOnly.join("; ")}`,
        "warning",
      );
    if (summary.byFile.size === 0) return;
    const ok = await ctx.ui.confirm("Write reviewer changes?", summary.lines.join("\n"));
    if (!ok) {
      rt.notify(ctx, "Reviewer changes discarded; nothing was written.", "info");
      return;
    }
    const written: string[] = [];
    for (const [file, changes] of summary.byFile) {
      try {
        const r = applyReviewerChanges(existsSync(file) ? readFileSync(file, "utf8") : undefined, changes);
        if (!r.ok) {
          rt.notify(ctx, `Could not update ${file}: ${r.error}`, "error");
          continue;
        }
        if (r.missing.length > 0)
          rt.notify(ctx, `${file} no longer defines ${r.missing.join(", ")}; those changes were skipped.`, "warning");
        if (r.applied.length === 0) continue;
        writeFileSync(file, r.text);
        written.push(file);
      } catch (e) {
        rt.notify(ctx, `Could not update ${file}: ${errorText(e)}`, "error");
      }
    }
    if (written.length > 0)
      rt.notify(ctx, `Reviewer changes written to ${written.join(", ")}; they apply on the next tool call.`, "info");
  };
  pi.registerCommand("sentinel:reviewers", {
    description: "Enable/disable reviewers, pick their models and triggers (writes sentinel.json after confirming)",
    handler: configure,
  });
  pi.registerCommand("config:tool-supervisor", {
    description: "Alias of /sentinel:reviewers (for people coming from pi-tool-supervisor)",
    handler: configure,
  });
}
