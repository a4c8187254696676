// Hits read on a text as written, moved onto its plain form: the hidden-order reader's (its evidence is the hiding itself:
// an order put in base64, in styled letters, in a comment, which the plain form no longer shows) and the tool-input readers'.

import { decodedViews } from "./decode.ts";
import { hiddenOrderHits24 } from "./hidden-order24.ts";
import { despace, normalize, type View } from "./normalize.ts";
import type { PlainForm } from "./plain-form.ts";
import type { Hit } from "./types.ts";

/** For each original index, the first plain index at or after it (a removed character maps to what follows it). */
function plainIndexes(plain: PlainForm, originalLength: number): Int32Array {
  const inv = new Int32Array(originalLength + 1).fill(-1);
  for (let k = plain.map.length - 1; k >= 0; k--) inv[plain.map[k]] = k;
  inv[originalLength] = plain.text.length;
  for (let i = originalLength - 1; i >= 0; i--) if (inv[i] < 0) inv[i] = inv[i + 1];
  return inv;
}

/** the forms whose undoing hides what that reader reads (comments, hidden HTML and spaced letters stay in the plain form) */
const HIDING_FORMS: ReadonlySet<string> = new Set([
  "base64",
  "hex",
  "percent",
  "binary",
  "rot13",
  "fullwidth",
  "homoglyph",
]);

/** The hidden-order hits of `original` (a tool result) as the scanner's own views reveal them, in plain-form spans. */
export function hiddenHitsOnPlain(original: string, plain: PlainForm, budget: number): Hit[] {
  if (!plain.undone.some((u) => HIDING_FORMS.has(u.form))) return [];
  const n = normalize(original);
  const views: View[] = [];
  if (n.hidden) views.push(n.hidden);
  const spaced = despace(n.main);
  if (spaced) views.push(spaced);
  views.push(...decodedViews(original, n.main, budget));
  const hits = hiddenOrderHits24(original, n.main, views);
  return toPlainSpans(plain, original.length, hits);
}

/** Hits found on the text as written, their spans moved onto its plain form. */
export function toPlainSpans(plain: PlainForm, originalLength: number, hits: Hit[]): Hit[] {
  if (hits.length === 0) return hits;
  const inv = plainIndexes(plain, originalLength);
  return hits.map((h) => {
    const start = inv[Math.min(h.start, originalLength)];
    return { ...h, start, end: Math.max(start + 1, inv[Math.min(h.end, originalLength)]) };
  });
}
