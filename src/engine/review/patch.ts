// The structured diff of one file change (`diff` package), bounded in cost: a huge rewrite becomes one replace hunk.

import { structuredPatch, type StructuredPatch } from "diff";

export const CONTEXT_LINES = 3;

/**
 * Myers' diff costs about lines × edits: rewriting a 20 000-line file took minutes here. Above this many edits the diff
 * library gives up (well under a second on such a file) and the change is shown as one hunk replacing the differing middle.
 */
export const MAX_EDIT_LENGTH = 1000;

function linesOf(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** One hunk: common leading/trailing lines kept as context, everything between them removed and added. */
export function replaceHunkPatch(oldName: string, newName: string, before: string, after: string): StructuredPatch {
  const a = linesOf(before);
  const b = linesOf(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const ctxStart = Math.max(0, head - CONTEXT_LINES);
  const ctxEnd = Math.min(tail, CONTEXT_LINES);
  const lines = [
    ...a.slice(ctxStart, head).map((l) => ` ${l}`),
    ...a.slice(head, a.length - tail).map((l) => `-${l}`),
    ...b.slice(head, b.length - tail).map((l) => `+${l}`),
    ...a.slice(a.length - tail, a.length - tail + ctxEnd).map((l) => ` ${l}`),
  ];
  const oldLines = head - ctxStart + (a.length - tail - head) + ctxEnd;
  const newLines = head - ctxStart + (b.length - tail - head) + ctxEnd;
  // 1-based starts, as structuredPatch reports them (formatPatch prints an empty range as start - 1)
  return {
    oldFileName: oldName,
    newFileName: newName,
    oldHeader: undefined,
    newHeader: undefined,
    hunks:
      a.length === b.length && head === a.length
        ? []
        : [{ oldStart: ctxStart + 1, oldLines, newStart: ctxStart + 1, newLines, lines }],
  };
}

export function computePatch(oldName: string, newName: string, before: string, after: string): StructuredPatch {
  const patch = structuredPatch(oldName, newName, before, after, undefined, undefined, {
    context: CONTEXT_LINES,
    maxEditLength: MAX_EDIT_LENGTH,
  });
  return patch ?? replaceHunkPatch(oldName, newName, before, after);
}

/** Changed line numbers in the new file (a deletion counts at the line that now follows it), in order. */
export function changedLinesOf(patch: StructuredPatch): number[] {
  const out: number[] = [];
  for (const h of patch.hunks) {
    // structuredPatch keeps newStart 1-based even for an empty range (formatPatch subtracts 1 when printing)
    let n = h.newStart;
    for (const line of h.lines) {
      const c = line[0];
      if (c === "+" || c === "-") {
        const at = Math.max(1, n);
        if (out[out.length - 1] !== at) out.push(at);
        if (c === "+") n++;
      } else if (c === " ") n++;
    }
  }
  return out;
}
