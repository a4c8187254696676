// Orders split over list items or numbered fields, and the labelled values of records: the pieces a tool result's
// structure cuts an order into, each found text a Segment (hidden-order24-places.ts) with its span.

import { linesOf, type Segment } from "./hidden-order24-places.ts";

const ITEM =
  /^[ \t]*(?:\d{1,2}[.)]|\(\d{1,2}\)|[-•])[ \t]+(.+)$|<li>(.*?)<\/li>|<p>\s*\(\d{1,2}\)\s*(.*?)<\/p>|^[ \t]*[\w-]*?_?\d{1,2}\s*:\s*"(.*)"\s*$/gm;
/** an item that stops mid-sentence, and one that goes on from the last (a lower-case word, a symbol, a digit) */
const CUT = /[^.!?。:)]\s*$/u;
const GOES_ON = /^[\p{Ll}\p{Lo}\d|~/.-]/u;
/**
 * Consecutive list items or numbered fields read as one sentence when they are pieces of one (an item cut mid-sentence
 * and the next going on from it): an order cut into items. Whole items (a recipe's steps, a link list) stay apart.
 */
export function joinedItems(text: string): Segment[] {
  const out: Segment[] = [];
  let parts: string[] = [];
  let start = -1;
  let end = -1;
  const flush = (): void => {
    if (parts.length >= 2) out.push({ text: parts.join(" "), start, end, how: "pieces" });
    parts = [];
  };
  ITEM.lastIndex = 0;
  for (let m = ITEM.exec(text); m; m = ITEM.exec(text)) {
    const item = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? "").replace(/<[^>]{0,200}>/g, " ").trim();
    const gap = text.slice(end, m.index);
    const adjacent = /^\s*$/.test(gap.replace(/<\/?(?:ol|ul|p)>/g, ""));
    if (parts.length > 0 && !(adjacent && CUT.test(parts[parts.length - 1] as string) && GOES_ON.test(item))) flush();
    if (parts.length === 0) start = m.index;
    parts.push(item);
    end = m.index + m[0].length;
    if (parts.length > 8) flush();
  }
  flush();
  return out;
}

/** labelled values of records: a field, cell or line that names a program as its reader */
export function labelledLines(text: string, label: RegExp): Segment[] {
  const out: Segment[] = [];
  // a line, or one string value of a record written on one line
  const lines = linesOf(text);
  for (let k = 0; k < lines.length; k += 2)
    for (const [s, e] of fieldsOf(text, lines[k], lines[k + 1])) {
      if (e - s < 16 || e - s > 600) continue;
      const value = text.slice(s, e);
      if (label.test(value.toLowerCase())) out.push({ text: value, start: s, end: e, how: "labelled" });
    }
  return out;
}

const FIELD_EDGE = /"\s*[,:]\s*"|"\s*,\s*\{?\s*"/g;
/** the spans of a line between the edges of a record's string values (the whole line when it has none) */
function fieldsOf(text: string, s: number, e: number): [number, number][] {
  const line = text.slice(s, e);
  const out: [number, number][] = [];
  let at = 0;
  FIELD_EDGE.lastIndex = 0;
  for (let m = FIELD_EDGE.exec(line); m; m = FIELD_EDGE.exec(line)) {
    out.push([s + at, s + m.index]);
    at = m.index + m[0].length;
  }
  out.push([s + at, e]);
  return out;
}
