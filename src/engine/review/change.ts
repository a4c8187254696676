// The change a reviewer reads: a unified diff with real line numbers, the numbered modified file, bounded excerpts for big files.

import { FILE_HEADERS_ONLY, formatPatch } from "diff";
import { changedLinesOf, computePatch } from "./patch.ts";

export interface ChangeView {
  /** unified diff (`diff` package); hunk headers carry the real old/new line numbers */
  diff: string;
  /** the modified file with 1-based line numbers, or excerpts around the first and last change */
  numbered: string;
  /** true when `numbered` (or the diff) holds excerpts instead of everything */
  truncated: boolean;
  changed: boolean;
  /** new-file line numbers of the first and last changed line */
  firstChangedLine?: number;
  lastChangedLine?: number;
  /** new-file lines shown, for tests and the audit record */
  shownRanges: { from: number; to: number }[];
}

function splitLines(text: string): string[] {
  const lines = text.split("\n");
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

function numberLine(n: number, text: string, width: number): string {
  return `${String(n).padStart(width)} | ${text}`;
}

export function omittedMarker(from: number, to: number, totalChars: number, maxChars: number): string {
  return `[… lines ${from}-${to} not shown: the file has ${totalChars} characters, above maxFileContextChars (${maxChars}) …]`;
}

export function diffCutMarker(shown: number, total: number, maxChars: number): string {
  return `[… diff truncated: ${shown} of ${total} characters shown, above maxFileContextChars (${maxChars}) …]`;
}

/** Lines around one anchor whose numbered text fits the budget (at least the anchor line, cut if alone too long). */
function windowAround(numbered: string[], anchor: number, budget: number): { from: number; to: number } {
  let from = anchor;
  let to = anchor;
  let used = numbered[anchor - 1].length + 1;
  let grew = true;
  while (grew) {
    grew = false;
    if (from > 1 && used + numbered[from - 2].length + 1 <= budget) {
      from--;
      used += numbered[from - 1].length + 1;
      grew = true;
    }
    if (to < numbered.length && used + numbered[to].length + 1 <= budget) {
      to++;
      used += numbered[to - 1].length + 1;
      grew = true;
    }
  }
  return { from, to };
}

function cutLongLine(line: string, budget: number): string {
  return line.length <= budget ? line : `${line.slice(0, Math.max(0, budget))} [… line cut …]`;
}

/**
 * Builds what a reviewer sees for a file change. `before` null means a new file. Up to maxChars the whole numbered file is
 * sent (the limit is on the file's characters); above it, only excerpts around the first and last change (half the budget each) with markers for the omitted lines.
 */
export function buildChangeView(relPath: string, before: string | null, after: string, maxChars: number): ChangeView {
  const changed = before === null || before !== after;
  const patch = computePatch(before === null ? "/dev/null" : `a/${relPath}`, `b/${relPath}`, before ?? "", after);
  const diffBody = patch.hunks.length ? formatPatch(patch, FILE_HEADERS_ONLY).replace(/\n$/, "") : "";
  let diff = diffBody;
  let truncated = false;
  if (maxChars > 0 && diffBody.length > maxChars) {
    const cutAt = diffBody.lastIndexOf("\n", maxChars);
    const shown = cutAt > 0 ? cutAt : maxChars;
    diff = `${diffBody.slice(0, shown)}\n${diffCutMarker(shown, diffBody.length, maxChars)}`;
    truncated = true;
  }
  const lines = splitLines(after);
  const width = String(Math.max(1, lines.length)).length;
  const numberedLines = lines.map((l, i) => numberLine(i + 1, l, width));
  const changes = before === null ? (lines.length ? [1, lines.length] : []) : changedLinesOf(patch);
  const first = changes.length ? changes[0] : undefined;
  const last = changes.length ? changes[changes.length - 1] : undefined;
  const numberedAll = numberedLines.join("\n");
  if (maxChars <= 0 || after.length <= maxChars || lines.length === 0) {
    return {
      diff,
      numbered: numberedAll,
      truncated,
      changed,
      firstChangedLine: first,
      lastChangedLine: last,
      shownRanges: lines.length ? [{ from: 1, to: lines.length }] : [],
    };
  }
  const clamp = (n: number): number => Math.min(Math.max(1, n), lines.length);
  const a = clamp(first ?? 1);
  const b = clamp(last ?? a);
  const half = Math.floor(maxChars / 2);
  let ranges = [windowAround(numberedLines, a, half)];
  if (b > ranges[0].to) {
    const w = windowAround(numberedLines, b, half);
    if (w.from <= ranges[0].to + 1) ranges = [{ from: ranges[0].from, to: Math.max(ranges[0].to, w.to) }];
    else ranges.push(w);
  }
  const out: string[] = [];
  let next = 1;
  for (const r of ranges) {
    if (r.from > next) out.push(omittedMarker(next, r.from - 1, after.length, maxChars));
    for (let n = r.from; n <= r.to; n++) out.push(cutLongLine(numberedLines[n - 1], half));
    next = r.to + 1;
  }
  if (next <= lines.length) out.push(omittedMarker(next, lines.length, after.length, maxChars));
  return {
    diff,
    numbered: out.join("\n"),
    truncated: true,
    changed,
    firstChangedLine: first,
    lastChangedLine: last,
    shownRanges: ranges,
  };
}
