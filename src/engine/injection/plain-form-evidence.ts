// Evidence found in a text's plain form moved back onto the original, with the forms undone where it lies named.

import type { PlainForm } from "./plain-form.ts";
import type { EvidenceItem } from "./types.ts";

/**
 * Evidence found in the plain form, its spans moved back onto the original text, and after it one item per form undone
 * where that evidence lies ("obfuscation.base64"): what was hidden is shown, the score is the plain form's. With
 * `nameForms` false the forms are not named: the evidence is only moved.
 */
export function toOriginalEvidence(
  plain: PlainForm,
  evidence: readonly EvidenceItem[],
  nameForms = true,
): EvidenceItem[] {
  const last = plain.map.length - 1;
  const at = (k: number): number => plain.map[Math.max(0, Math.min(k, last))];
  const moved = evidence.map((e) => {
    const start = at(e.start);
    return { ...e, start, end: Math.max(start, e.end > e.start ? at(e.end - 1) + 1 : start) };
  });
  const named = new Set<string>();
  const forms: EvidenceItem[] = [];
  if (!nameForms) return moved;
  for (const u of plain.undone) {
    if (named.has(u.form) || !moved.some((e) => e.start <= u.end && u.start <= e.end)) continue;
    named.add(u.form);
    forms.push({ rule: `obfuscation.${u.form}`, category: "obfuscation", start: u.start, end: u.end });
  }
  return [...moved, ...forms];
}
