// Catalogues of attack strings: the quoted items of a list whose lead-in names them as attacks, examples or tests.

import type { Spans } from "./context.ts";

/**
 * factor of a quoted item in a catalogue: a list of two or more quoted strings (array elements, tuples, YAML or
 * Markdown items, one per line) that the lines before it, its nearest heading or its own labels and comments name as
 * attacks, patterns, examples or test cases. Below warn on its own, like a test fixture: guard libraries, red-team
 * seeds, eval sets and security docs hold the attacks they look for.
 */
export const CATALOGUE = 0.4;

/** as in context.ts: at most this many spans per text */
const MAX_SPANS = 50_000;
/** a line longer than this is no list item (minified code, a paragraph) */
const MAX_ITEM_LINE = 600;
/** non-item lines (blank, comments, sibling keys) a list may hold between two items */
const MAX_GAP = 2;
/** lines before the first item read as its lead-in, and how far back its heading may be */
const LEAD_LINES = 3;
const HEADING_LINES = 40;

/**
 * The start of a list item that is a quoted string: indentation, an optional bullet or number, an optional label
 * (`**Role play**:`, `prompt:`, `"override":`, `(` of a tuple, `{ pattern:` of a record), an optional regex wrapper
 * (`re.compile(`, `new RegExp(`) and string prefix (`r"…"`), then the opening quote.
 */
const ITEM_HEAD =
  /^[ \t]{0,16}(?:(?:[-*•+]|\d{1,3}[.)])[ \t]{1,4})?(?:\*\*[^*\n]{1,60}\*\*[ \t]{0,2}:?[ \t]{0,4}|[([{][ \t]{0,2}(?:[\w-]{1,30}[ \t]{0,2}:[ \t]{1,4})?|[\w-]{1,30}[ \t]{0,2}:[ \t]{1,4}|["'][\w .-]{1,40}["'][ \t]{0,2}:[ \t]{0,4})?(?:(?:re\.compile|new regexp|regexp|regex|pattern)\([ \t]{0,2})?(?:[rbuf]{1,2}(?=["']))?(?=["'“`])/;
/**
 * what may follow an item's closing quote on its line: separators, a few more fields (`, 0.9, "override"),`), flags, a
 * line break tag, a comment. A separator after each field keeps the match linear (fields cannot split one word).
 */
const ITEM_TAIL = /^[ \t,;:)\]}]*(?:(?:[\w.'"-]{1,24}|<br ?\/?>)(?:[ \t,;:)\]}]+|$)){0,4}(?:(?:#|\/\/).*)?$/;
/**
 * Words that name a list as attacks, patterns, examples or cases: in a declaration (`redteam_seeds = [`), a comment,
 * a heading ("## What it protects against") or a lead-in ("inputs our filter must flag:"). Only the word's start is
 * bounded, since the view is lower case: `jailbreak_samples`, `injectionPatterns` and "detection" count.
 */
const CUE =
  /(?<![a-z])(?:attack|inject|jailbreak|payload|adversarial|red[ _-]?team|malicious|threat|exploit|example|e\.g\.|sample|seed|pattern|signature|keyword|probe|test|fixture|eval|benchmark|dataset|regex|regexp|refus|reject|block|deny|flag|detect|catch|banned|forbidden|suspicious|harmful|protects? against)/;

const CLOSE: Record<string, string> = { '"': '"', "'": "'", "“": "”", "`": "`" };

/** The quoted item of the line [pos, end), as [open, close + 1], or null when the line is no quoted list item. */
function itemOf(text: string, pos: number, end: number): [number, number] | null {
  if (end - pos > MAX_ITEM_LINE) return null;
  const line = text.slice(pos, end);
  const head = ITEM_HEAD.exec(line);
  if (!head) return null;
  const open = head[0].length;
  const q = CLOSE[line[open]];
  let i = open + 1;
  while (i < line.length && line[i] !== q) i += line[i] === "\\" ? 2 : 1;
  if (i >= line.length || i - open < 8) return null;
  return ITEM_TAIL.test(line.slice(i + 1)) ? [pos + open, pos + i + 1] : null;
}

/** what may stand between two items of a list on one line: separators, "or", "and", a line break tag, a bullet */
const INLINE_GAP = /^(?:[ \t,;/|•·]|<br ?\/?>|\bor\b|\band\b){1,6}$/;
/** at most this many quoted strings are read on one line */
const MAX_INLINE = 64;

/**
 * The quoted strings of a line that form a list of their own: two or more in a row with only separators between them
 * (`"ignore all previous instructions", "disregard the system prompt"` in a comment, `• "…"<br>• "…"` in a table cell).
 */
function inlineItems(text: string, pos: number, end: number): number[] {
  const found: number[] = [];
  let run: number[] = [];
  let i = pos;
  while (i < end && found.length + run.length < 2 * MAX_INLINE) {
    const q = CLOSE[text[i]];
    if (q === undefined) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < end && text[j] !== q) j += text[j] === "\\" ? 2 : 1;
    if (j >= end) break;
    const joined = run.length > 0 && INLINE_GAP.test(text.slice(run[run.length - 1], i));
    if (!joined) {
      if (run.length >= 4) found.push(...run);
      run = [];
    }
    if (j - i >= 5) run.push(i, j + 1);
    else {
      if (run.length >= 4) found.push(...run);
      run = [];
    }
    i = j + 1;
  }
  if (run.length >= 4) found.push(...run);
  return found;
}

/** the labels and comments of a list's lines: the text outside its items */
function outsideItems(text: string, from: number, to: number, items: number[]): string {
  let out = "";
  let at = from;
  for (let k = 0; k < items.length; k += 2) {
    out += text.slice(at, items[k]);
    at = items[k + 1];
  }
  return out + text.slice(at, to);
}

/** Quoted items of catalogues in `text` (the normalised main view, lower case) pushed as [start, end, CATALOGUE]. */
export function catalogueSpans(text: string, out: Spans): void {
  const lines: number[] = [];
  for (let pos = 0; pos <= text.length; ) {
    let end = text.indexOf("\n", pos);
    if (end < 0) end = text.length;
    lines.push(pos, end);
    pos = end + 1;
  }
  let heading = -1;
  let items: number[] = [];
  let firstLine = -1;
  let lastLine = -1;
  const close = (): void => {
    if (items.length >= 4 && out.length < MAX_SPANS) {
      let lead = firstLine;
      for (let seen = 0; lead > 0 && seen < LEAD_LINES; ) {
        lead--;
        if (lines[2 * lead + 1] > lines[2 * lead]) seen++;
      }
      const leadIn = text.slice(lines[2 * lead], lines[2 * firstLine]);
      const own = outsideItems(text, lines[2 * firstLine], lines[2 * lastLine + 1], items);
      const head =
        heading >= 0 && firstLine - heading <= HEADING_LINES
          ? text.slice(lines[2 * heading], lines[2 * heading + 1])
          : "";
      if (CUE.test(leadIn) || CUE.test(own) || CUE.test(head))
        for (let k = 0; k < items.length && out.length < MAX_SPANS; k += 2) out.push(items[k], items[k + 1], CATALOGUE);
    }
    items = [];
    firstLine = -1;
  };
  const count = lines.length / 2;
  for (let l = 0; l < count; l++) {
    const pos = lines[2 * l];
    const end = lines[2 * l + 1];
    const item = itemOf(text, pos, end);
    if (item) {
      if (firstLine < 0) firstLine = l;
      items.push(item[0], item[1]);
      lastLine = l;
      continue;
    }
    if (firstLine >= 0 && l - lastLine > MAX_GAP) close();
    const inline = end - pos <= MAX_ITEM_LINE * 4 ? inlineItems(text, pos, end) : [];
    if (inline.length > 0 && out.length < MAX_SPANS) {
      // a comment names the code below it too: the next line is read with the lead-in
      const leadFrom = lines[2 * Math.max(0, l - LEAD_LINES)];
      const leadTo = lines[2 * Math.min(count - 1, l + 1) + 1];
      const head =
        heading >= 0 && l - heading <= HEADING_LINES ? text.slice(lines[2 * heading], lines[2 * heading + 1]) : "";
      if (CUE.test(outsideItems(text, leadFrom, leadTo, inline)) || CUE.test(head))
        for (let k = 0; k < inline.length && out.length < MAX_SPANS; k += 2)
          out.push(inline[k], inline[k + 1], CATALOGUE);
    }
    // a Markdown heading or a comment line of its own names what follows it (inside an open list it is one of its lines)
    if (firstLine < 0 && /^#{1,6}[ \t]/.test(text.slice(pos, Math.min(end, pos + 8)))) heading = l;
  }
  if (firstLine >= 0) close();
}
