// Applies an edit tool's `edits[]` to the current file content, so a before-review can show the proposed change as a diff.

export interface EditInput {
  oldText: string;
  newText: string;
}

export interface AppliedEdits {
  content: string;
  /** edits that could not be applied, by 1-based index, with why (the review still runs on what did apply) */
  problems: string[];
  applied: number;
}

interface Match {
  index: number;
  start: number;
  end: number;
  newText: string;
}

/**
 * Exact match first; when the file uses CRLF and the oldText does not, the match is retried on the LF-normalised text
 * (then the result is LF). pi's own edit matcher (fuzzy, BOM) is not exported; an oldText that is still not found is
 * reported, as is one that matches more than once (pi would refuse it; the first occurrence is shown).
 */
export function applyEdits(current: string, edits: readonly EditInput[]): AppliedEdits {
  let base = current;
  const needsLf =
    current.includes("\r\n") &&
    edits.some(
      (e) => !current.includes(e.oldText) && current.replace(/\r\n/g, "\n").includes(e.oldText.replace(/\r\n/g, "\n")),
    );
  if (needsLf) base = current.replace(/\r\n/g, "\n");
  const problems: string[] = [];
  const matches: Match[] = [];
  edits.forEach((e, i) => {
    const oldText = needsLf ? e.oldText.replace(/\r\n/g, "\n") : e.oldText;
    const n = i + 1;
    if (typeof oldText !== "string" || oldText.length === 0) {
      problems.push(`edit ${n}: oldText is empty`);
      return;
    }
    const at = base.indexOf(oldText);
    if (at < 0) {
      problems.push(`edit ${n}: oldText not found in the current file`);
      return;
    }
    if (base.indexOf(oldText, at + 1) >= 0)
      problems.push(`edit ${n}: oldText occurs more than once; the first occurrence is shown`);
    matches.push({
      index: n,
      start: at,
      end: at + oldText.length,
      newText: needsLf ? e.newText.replace(/\r\n/g, "\n") : e.newText,
    });
  });
  matches.sort((a, b) => a.start - b.start);
  let out = "";
  let pos = 0;
  let applied = 0;
  for (const m of matches) {
    if (m.start < pos) {
      problems.push(`edit ${m.index}: overlaps an earlier edit; skipped`);
      continue;
    }
    out += base.slice(pos, m.start) + m.newText;
    pos = m.end;
    applied++;
  }
  out += base.slice(pos);
  return { content: out, problems, applied };
}

/** Reads `edits[]` from a raw edit-tool input (tolerates the legacy top-level oldText/newText form). */
export function editsFromInput(input: Record<string, unknown>): EditInput[] {
  const raw = input.edits;
  const list: EditInput[] = [];
  if (Array.isArray(raw)) {
    for (const e of raw) {
      if (
        e &&
        typeof e === "object" &&
        typeof (e as EditInput).oldText === "string" &&
        typeof (e as EditInput).newText === "string"
      ) {
        list.push({ oldText: (e as EditInput).oldText, newText: (e as EditInput).newText });
      }
    }
  }
  if (list.length === 0 && typeof input.oldText === "string" && typeof input.newText === "string")
    list.push({ oldText: input.oldText, newText: input.newText });
  return list;
}
