// The free-text cells of a CSV or TSV export: the values of four words or more, quoted or not, as the carrier's parts.

/** a quoted CSV cell (a doubled quote inside stays in it) */
const QUOTED_CELL45 = /"((?:[^"\n]|"")*)"/y;
/** the fewest words of a cell read as free text (a name, a date, a status or a path is a value, not a sentence) */
const WORDS45 = 4;
/** the most parts and lines read */
const MAX_PARTS45 = 200;
const MAX_LINES45 = 2000;

/** Whether a cell holds four words or more. */
function freeText(cell: string): boolean {
  return cell.trim().split(/\s+/, WORDS45).length >= WORDS45;
}

/**
 * The [start, end) of each free-text cell of the rows of `text` from `from` on, cells cut at `sep` (a comma or a tab)
 * outside quotes; a quoted cell of twelve characters or more counts as the carrier always read it (carrier-kind.ts).
 */
export function freeCells45(text: string, from: number, sep: string): [number, number][] {
  const out: [number, number][] = [];
  let pos = from;
  for (let n = 0; pos < text.length && n < MAX_LINES45 && out.length < MAX_PARTS45; n++) {
    const nl = text.indexOf("\n", pos);
    const end = nl < 0 ? text.length : nl;
    let i = pos;
    while (i <= end && out.length < MAX_PARTS45) {
      QUOTED_CELL45.lastIndex = i;
      const q = text[i] === '"' ? QUOTED_CELL45.exec(text) : null;
      if (q && i + q[0].length <= end) {
        if ((q[1] as string).length >= 12 || freeText(q[1] as string)) out.push([i + 1, i + q[0].length - 1]);
        const next = text.indexOf(sep, i + q[0].length);
        i = next < 0 || next > end ? end + 1 : next + 1;
        continue;
      }
      const next = text.indexOf(sep, i);
      const stop = next < 0 || next > end ? end : next;
      if (freeText(text.slice(i, stop))) out.push([i, stop]);
      i = stop + 1;
    }
    pos = end + 1;
  }
  return out;
}

/** a record of a list export: a list mark, then fields between " · " or " | " (two separators or more) */
const RECORD_LINE45 = /^[ \t]{0,4}(?:[-*•]|\d{1,3}[.)])[ \t]+[^\n]{0,2000}? [·|] [^\n]{0,2000}? [·|] /;
/** a field's label before its value ("notes: ", "comentário: ") */
const FIELD_LABEL45 = /^[\p{L}_][\p{L}\p{N}_ -]{0,30}:\s/u;

/**
 * The free-text fields of a list export (`crm.export(…) → 5` then "- Name · domain · owner … · notes: \"…\""), from
 * `from` on: when two records or more stand among its first lines, each record's fields of four words or more (a label
 * and the quotes around the value left out); else null.
 */
export function recordFields45(text: string, from: number): [number, number][] | null {
  const out: [number, number][] = [];
  let records = 0;
  let pos = from;
  for (let n = 0; pos < text.length && n < MAX_LINES45 && out.length < MAX_PARTS45; n++) {
    const nl = text.indexOf("\n", pos);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(pos, end);
    if (RECORD_LINE45.test(line)) {
      records++;
      let at = pos;
      for (const field of line.split(/ [·|] /)) {
        const label = FIELD_LABEL45.exec(field.replace(/^[ \t]{0,4}(?:[-*•]|\d{1,3}[.)])[ \t]+/, ""));
        const lead = field.length - field.replace(/^[ \t]{0,4}(?:[-*•]|\d{1,3}[.)])[ \t]+/, "").length;
        let s = at + lead + (label ? label[0].length : 0);
        let e = at + field.length;
        if (text[s] === '"' || text[s] === "“" || text[s] === "«" || text[s] === "「") s++;
        if (e > s && /["”»」]/.test(text[e - 1] as string)) e--;
        if (e - s >= 12 && freeText(text.slice(s, e)) && out.length < MAX_PARTS45) out.push([s, e]);
        at += field.length + 3;
      }
    }
    pos = end + 1;
  }
  return records >= 2 ? out : null;
}
