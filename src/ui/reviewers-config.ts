// Pure model of the /sentinel:reviewers panel: rows from the config, setting items, pending edits and the confirm summary.

import type { SettingItem } from "@earendil-works/pi-tui";
import type { RuleSource, SourcedReviewer } from "../state/config-model.ts";

export interface ReviewerRow {
  name: string;
  model: string;
  trigger: "before" | "after";
  enabled: boolean;
  tools: string[];
  rules: string[];
  source: RuleSource;
}

export interface ReviewerEdit {
  enabled?: boolean;
  model?: string;
  trigger?: "before" | "after";
}

export type Field = "enabled" | "trigger" | "model";

export function reviewerRows(reviewers: readonly SourcedReviewer[]): ReviewerRow[] {
  return reviewers.map(({ reviewer: r, source }) => ({
    name: r.name,
    model: r.model,
    trigger: r.trigger === "before" ? "before" : "after",
    enabled: r.enabled !== false,
    tools: r.tools?.length ? r.tools : ["edit", "write"],
    rules: [r.rulesFile, ...(r.rulesFiles ?? [])].filter((p): p is string => typeof p === "string"),
    source,
  }));
}

export function itemId(index: number, field: Field): string {
  return `${index}:${field}`;
}

export function parseItemId(id: string): { index: number; field: Field } | undefined {
  const m = /^(\d+):(enabled|trigger|model)$/.exec(id);
  return m ? { index: Number(m[1]), field: m[2] as Field } : undefined;
}

/** Where a reviewer is written: the sentinel.json that defined it; legacy and session reviewers cannot be written here. */
export function writableFile(row: ReviewerRow): string | undefined {
  return (row.source.scope === "global" || row.source.scope === "project") && row.source.file
    ? row.source.file
    : undefined;
}

export function settingItems(rows: readonly ReviewerRow[]): SettingItem[] {
  const items: SettingItem[] = [];
  rows.forEach((r, i) => {
    const where = writableFile(r)
      ? `${r.source.scope}: ${r.source.file}`
      : `${r.source.scope} (read only here: move it to sentinel.json to edit)`;
    const about = `${where} · tools ${r.tools.join(", ")} · rules ${r.rules.join(", ") || "none"}`;
    items.push({
      id: itemId(i, "enabled"),
      label: `${r.name}`,
      currentValue: r.enabled ? "enabled" : "disabled",
      values: ["enabled", "disabled"],
      description: about,
    });
    items.push({
      id: itemId(i, "trigger"),
      label: `  trigger`,
      currentValue: r.trigger,
      values: ["after", "before"],
      description: "after: review the real change; before: review the input and block on rejection",
    });
    items.push({
      id: itemId(i, "model"),
      label: `  model`,
      currentValue: r.model,
      description: "Enter: choose from your models",
    });
  });
  return items;
}

/** Records one edit; an edit back to the original value removes it, so only real changes are confirmed and written. */
export function recordEdit(
  edits: Map<string, ReviewerEdit>,
  rows: readonly ReviewerRow[],
  id: string,
  value: string,
): void {
  const p = parseItemId(id);
  const row = p ? rows[p.index] : undefined;
  if (!p || !row) return;
  const e: ReviewerEdit = { ...(edits.get(row.name) ?? {}) };
  if (p.field === "enabled") {
    const v = value === "enabled";
    if (v === row.enabled) delete e.enabled;
    else e.enabled = v;
  } else if (p.field === "trigger") {
    const v = value === "before" ? "before" : "after";
    if (v === row.trigger) delete e.trigger;
    else e.trigger = v;
  } else {
    if (value === row.model) delete e.model;
    else e.model = value;
  }
  if (Object.keys(e).length === 0) edits.delete(row.name);
  else edits.set(row.name, e);
}

/** The confirm dialog text: one line per change, grouped by the file it goes to, and edits that cannot be written. */
export function summarizeEdits(
  edits: ReadonlyMap<string, ReviewerEdit>,
  rows: readonly ReviewerRow[],
): { byFile: Map<string, Record<string, ReviewerEdit>>; lines: string[]; readOnly: string[] } {
  const byFile = new Map<string, Record<string, ReviewerEdit>>();
  const lines: string[] = [];
  const readOnly: string[] = [];
  for (const [name, e] of edits) {
    const row = rows.find((r) => r.name === name);
    if (!row) continue;
    const file = writableFile(row);
    const parts: string[] = [];
    if (e.enabled !== undefined) parts.push(e.enabled ? "enable" : "disable");
    if (e.trigger !== undefined) parts.push(`trigger ${row.trigger} → ${e.trigger}`);
    if (e.model !== undefined) parts.push(`model ${row.model} → ${e.model}`);
    if (!file) {
      readOnly.push(`${name} (${row.source.scope}): ${parts.join(", ")}`);
      continue;
    }
    const group = byFile.get(file) ?? {};
    group[name] = e;
    byFile.set(file, group);
    lines.push(`${name}: ${parts.join(", ")} (${file})`);
  }
  return { byFile, lines, readOnly };
}
