// Pure edit of a sentinel.json text: change reviewers' enabled/model/trigger in place, keeping every other key as it was.

import { editJsonObject } from "../config/json-edit.ts";

export interface ReviewerChange {
  enabled?: boolean;
  model?: string;
  trigger?: "before" | "after";
}

export type ConfigEditResult =
  | { ok: true; text: string; applied: string[]; missing: string[] }
  | { ok: false; error: string };

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/**
 * Applies changes to `supervisor.reviewers[]` entries matched by name, through the one JSON-file editor (the file keeps
 * its indentation, byte-order mark and line endings). Unknown keys anywhere (including ones this version does not
 * understand) are kept, as is key order. Reviewers not found in the file are listed in `missing`.
 */
export function applyReviewerChanges(
  text: string | undefined,
  changes: Readonly<Record<string, ReviewerChange>>,
): ConfigEditResult {
  const r = editJsonObject(text, (doc) => {
    const supervisor = doc.supervisor;
    const reviewers = isObject(supervisor) ? supervisor.reviewers : undefined;
    const applied: string[] = [];
    const missing: string[] = [];
    for (const [name, change] of Object.entries(changes)) {
      const entry = Array.isArray(reviewers) ? reviewers.find((r) => isObject(r) && r.name === name) : undefined;
      if (!isObject(entry)) {
        missing.push(name);
        continue;
      }
      if (change.enabled !== undefined) entry.enabled = change.enabled;
      if (change.model !== undefined) entry.model = change.model;
      if (change.trigger !== undefined) entry.trigger = change.trigger;
      applied.push(name);
    }
    return { applied, missing };
  });
  return r.ok ? { ok: true, text: r.text, ...r.result } : r;
}
