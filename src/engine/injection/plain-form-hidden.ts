// Hits read on a text as written, moved onto its plain form: the hidden-order reader's (its evidence is the hiding itself:
// an order put in base64, in styled letters, in a comment, which the plain form no longer shows) and the tool-input readers'.

import { hiddenOrderHits24 } from "./hidden-order24.ts";
import { despace, type View } from "./normalize.ts";
import type { OriginalViews } from "./original-views.ts";
import { survey } from "./survey.ts";
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

/**
 * The hidden-order hits of `original` (a tool result) as the scanner's own views reveal them, in plain-form spans.
 * `views` are `original`'s, shared with the plain form that read them first.
 */
export function hiddenHitsOnPlain(original: string, plain: PlainForm, views: OriginalViews): Hit[] {
  if (!plain.undone.some((u) => HIDING_FORMS.has(u.form))) return [];
  const n = views.normalized();
  const read: View[] = [];
  if (n.hidden) read.push(n.hidden);
  // (the survey's chain is a necessary condition of a de-spaced run, as in the rule stage's fast path)
  const spaced = survey(n.main.text, n.main.map === null).spaced ? despace(n.main) : null;
  if (spaced) read.push(spaced);
  read.push(...views.decoded());
  const hits = hiddenOrderHits24(original, n.main, read);
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
