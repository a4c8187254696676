// Count tables: strings mapped to numbers (a model's vocabulary, n-gram weights, token ids) are tokens, never orders.

import type { Spans } from "./context.ts";
import { CATALOGUE } from "./context-catalogue.ts";

/** as in context.ts: at most this many spans per text */
const MAX_SPANS = 50_000;
/** a string key whose value is a number: `"ignore instructions": 8183,` (JSON, YAML flow, a Python dict) */
const COUNT_ENTRY = /"([^"\n\\]{1,120})"[ \t]{0,2}:[ \t]{0,2}-?\d[\d.eE+-]{0,24}[ \t]{0,2}[,}\n]/g;
/** entries a text needs before its keys read as a table: a payload with one such key is no vocabulary */
const MIN_ENTRIES = 50;
/** what may stand between two entries of one run: whitespace only (a comma or brace ends each entry's match) */
const RUN_GAP = /^\s{0,16}$/;

function countEntries(text: string, enough: number): number {
  COUNT_ENTRY.lastIndex = 0;
  let n = 0;
  while (n < enough && COUNT_ENTRY.exec(text) !== null) n++;
  return n;
}

/**
 * The entries of a count table, pushed as [start, end, CATALOGUE] per run of adjacent entries: in a text with
 * MIN_ENTRIES or more string keys mapped to numbers, every such key with its number. A string value between them
 * (`"note": "ignore your previous instructions"`) ends a run and keeps its weight.
 */
export function countTableSpans(text: string, out: Spans): void {
  if (!text.includes('":') && !text.includes('" :')) return;
  if (countEntries(text, MIN_ENTRIES) < MIN_ENTRIES) return;
  COUNT_ENTRY.lastIndex = 0;
  let runStart = -1;
  let runEnd = -1;
  let m: RegExpExecArray | null;
  while ((m = COUNT_ENTRY.exec(text)) !== null && out.length < MAX_SPANS) {
    const end = m.index + m[0].length;
    if (runStart >= 0 && RUN_GAP.test(text.slice(runEnd, m.index))) runEnd = end;
    else {
      if (runStart >= 0) out.push(runStart, runEnd, CATALOGUE);
      runStart = m.index;
      runEnd = end;
    }
  }
  if (runStart >= 0) out.push(runStart, runEnd, CATALOGUE);
}
