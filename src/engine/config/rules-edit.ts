// Puts proposed sentinel rules into a sentinel.json text (replace by name, append the rest) through the one JSON-file editor.

import type { SentinelRule } from "../../state/config-model.ts";
import { editJsonObject, Refusal } from "./json-edit.ts";

export type MergeResult =
  | { ok: true; text: string; replaced: string[]; added: string[] }
  | { ok: false; error: string };

/**
 * Puts the rules into a sentinel.json text: a rule with the same name is replaced in place, others are appended.
 * Every other key and every other entry of `rules` stays as it was, including ones the validator rejects or does not
 * know; the file keeps its indentation, byte-order mark and line endings.
 */
export function mergeRulesIntoText(current: string | undefined, rules: readonly SentinelRule[]): MergeResult {
  const r = editJsonObject(current, (doc) => {
    if (doc.rules !== undefined && !Array.isArray(doc.rules))
      return new Refusal('"rules" in the file is not a list; fix it first, nothing was written');
    const list: unknown[] = Array.isArray(doc.rules) ? doc.rules : [];
    const replaced: string[] = [];
    const added: string[] = [];
    for (const rule of rules) {
      const at = list.findIndex(
        (r) => r !== null && typeof r === "object" && (r as { name?: unknown }).name === rule.name,
      );
      if (at >= 0) {
        list[at] = rule;
        replaced.push(rule.name);
      } else {
        list.push(rule);
        added.push(rule.name);
      }
    }
    // a file without rules gets them last, after its other keys
    doc.rules = list;
    return { replaced, added };
  });
  if (!r.ok)
    return {
      ok: false,
      error: r.error.startsWith('"rules"') ? r.error : `the file is ${r.error}; fix it first, nothing was written`,
    };
  return { ok: true, text: r.text, ...r.result };
}
