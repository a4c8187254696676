// The spans around address hits that a note reader judged safe: each span judged once, by the reader's own test.

import type { Hit } from "./types.ts";

/**
 * For each hit `isAddress` keeps, the span `spanAround` finds in `lower` near the hit's start (`lead` characters in,
 * never past its end); every distinct span is judged once by `safe`, and the spans it passes are returned in order.
 */
export function safeNoteSpans(
  lower: string,
  hits: readonly Hit[],
  isAddress: (h: Hit) => boolean,
  lead: number,
  spanAround: (lower: string, at: number) => [number, number] | null | undefined,
  safe: (span: string) => boolean,
): [number, number][] {
  const out: [number, number][] = [];
  const judged = new Set<string>();
  for (const h of hits) {
    if (!isAddress(h)) continue;
    const span = spanAround(lower, Math.min(h.start + lead, h.end, lower.length));
    if (!span) continue;
    const key = `${span[0]}:${span[1]}`;
    if (judged.has(key)) continue;
    judged.add(key);
    if (safe(lower.slice(span[0], span[1]))) out.push(span);
  }
  return out;
}
