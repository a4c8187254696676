// Where a match sits in its document: inside a code fence, a string literal, inline code or a table row is quoting.

import { CATALOGUE, catalogueSpans } from "./context-catalogue.ts";
import { flagArgumentSpans, looksLikeCode } from "./context-code.ts";
import { commentQuoteSpans } from "./context-comment.ts";
import { regexCanStart, skipRegex } from "./context-regex.ts";
import { countTableSpans } from "./context-counts.ts";
import { dialogueSpans } from "./context-dialogue.ts";
import { labelSpans } from "./context-labels.ts";
import { namedQuoteSpans, reportedQuoteSpans } from "./context-reported.ts";
import { reportedBlockquoteSpans } from "./context-reported27.ts";
import {
  EXAMPLE,
  exampleSpans,
  FIXTURE,
  fixtureCsv,
  fixtureRecords,
  fixtureYaml,
  TEST_CODE,
} from "./context-fixtures.ts";

/**
 * Text a developer quotes is data, not an order to the reader: a prompt held in a string literal of source code, a
 * transcript or config inside a Markdown code fence, a command name in inline code, a cell of a table of commands.
 * `quotedFactor` says how much a prose match at `index` counts (1 = plain text). Built once per text, lazily, in one
 * linear pass; comments in code are NOT quoting (instructions hidden in code comments stay at full weight).
 */
export interface DocContext {
  quotedFactor(index: number): number;
  /** the factor at `index` when it sits in a test fixture or a named example (below QUOTED), else 1 */
  fixtureFactor(index: number): number;
  /** the text reads as source code (most non-blank lines end or start like code) */
  code: boolean;
}

/** factor of a match inside a code fence, a string literal or inline code */
export const QUOTED = 0.5;
/** factor of a match inside a Markdown table row of a document that has several */
export const TABLE_ROW = 0.5;

const MAX_SPANS = 50_000;
/** spans walked back from a match to find the ones around it (a literal holding that many quoted examples) */
const MAX_NESTED_WALK = 512;
/** Sorted, disjoint [start, end, factor] triples. */
export type Spans = number[];

/** Code fences (``` or ~~~ at line start) and table rows of a Markdown-ish text; inline `code` spans. */
function markdownSpans(text: string, out: Spans): void {
  let pos = 0;
  let fenceStart = -1;
  let fence = "";
  let tableRows = 0;
  const rows: number[] = [];
  // the first backtick at or after `from`, for `from` that never decreases: a line without one does not search the
  // rest of the text again (each line's own indexOf did, so a long text with few backticks cost lines x length)
  let known = -1;
  let knownFrom = Number.POSITIVE_INFINITY;
  const tickFrom = (from: number): number => {
    if (from < knownFrom || (known >= 0 && known < from)) {
      known = text.indexOf("`", from);
      knownFrom = from;
    }
    return known;
  };
  while (pos <= text.length && out.length < MAX_SPANS) {
    let end = text.indexOf("\n", pos);
    if (end < 0) end = text.length;
    let i = pos;
    while (i < end && (text[i] === " " || text[i] === "\t") && i - pos < 4) i++;
    // a blockquote's lines ("> ```text" … "> ```"): the fence and the table inside it are read as they would be outside
    for (let q = 0; q < 8 && i < end && text[i] === ">"; q++) {
      i++;
      while (i < end && text[i] === " ") i++;
    }
    // a fence inside a doc comment (` * ```ts` in JSDoc, `/// ```` in Rust, `# ```` in Python) is an example's code
    let k = i;
    while (k < end && (text[k] === " " || text[k] === "\t") && k - pos < 16) k++;
    const inComment = commentFence(text, k, end);
    if (inComment > i) i = inComment;
    const head = text.slice(i, i + 3);
    if (fenceStart < 0 && (head === "```" || head === "~~~")) {
      fenceStart = pos;
      fence = head;
    } else if (fenceStart >= 0 && head === fence) {
      out.push(fenceStart, end, QUOTED);
      fenceStart = -1;
    } else if (fenceStart < 0) {
      if (text[i] === "|") {
        tableRows++;
        rows.push(pos, end);
      }
      // inline code spans on this line
      let tick = tickFrom(pos);
      while (tick >= 0 && tick < end) {
        const close = tickFrom(tick + 1);
        if (close < 0 || close >= end) break;
        out.push(tick, close + 1, QUOTED);
        tick = tickFrom(close + 1);
      }
    }
    pos = end + 1;
  }
  // an unclosed fence quotes nothing: the text after it is whatever the writer made it
  if (tableRows >= 3) for (let k = 0; k < rows.length; k += 2) out.push(rows[k], rows[k + 1], TABLE_ROW);
}

/**
 * Where a fence starts after a doc comment's line mark (`*`, `//`, `///`, `#` and a space), or `i` when the line has
 * no such mark before a fence. Only a fence counts: the comment's prose keeps its full weight.
 */
function commentFence(text: string, i: number, end: number): number {
  let j = i;
  if (text[j] === "*" && text[j + 1] !== "*") j++;
  else if (text[j] === "/" && text[j + 1] === "/") j += text[j + 2] === "/" ? 3 : 2;
  else if (text[j] === "#") j++;
  else return i;
  while (j < end && j - i < 8 && (text[j] === " " || text[j] === "\t")) j++;
  const head = text.slice(j, j + 3);
  return head === "```" || head === "~~~" ? j : i;
}

/** String and regex literals of source code ('…', "…" on one line; `…` across lines; /…/); comments are skipped, not quoted. */
function literalSpans(text: string, out: Spans, factor: number): void {
  const seen = { noClose: -1 };
  let i = 0;
  const n = text.length;
  while (i < n && out.length < MAX_SPANS) {
    const c = text[i];
    if (c === "/" && text[i + 1] === "/") {
      const e = text.indexOf("\n", i);
      commentQuoteSpans(text, i, e < 0 ? n : e, out, factor);
      i = e < 0 ? n : e;
    } else if (c === "/" && text[i + 1] === "*") {
      const e = text.indexOf("*/", i + 2);
      commentQuoteSpans(text, i, e < 0 ? n : e, out, factor);
      i = e < 0 ? n : e + 2;
    } else if (c === "/" && regexCanStart(text, i)) {
      // a regex literal (`.replace(/'/g, …)`) holds quotes that open no string: skip it whole, or the pass loses step.
      // It is a pattern the program matches (a guard's list of attack phrases), quoted like a string literal
      const start = i;
      i = skipRegex(text, i, seen);
      if (i - start > 2) out.push(start, i, factor);
    } else if (c === "#" && (i === 0 || text[i - 1] === "\n" || text[i - 1] === " ")) {
      const e = text.indexOf("\n", i);
      commentQuoteSpans(text, i, e < 0 ? n : e, out, factor);
      i = e < 0 ? n : e;
    } else if (c === '"' || c === "'" || c === "`") {
      const triple = c !== "`" && text[i + 1] === c && text[i + 2] === c;
      const start = i;
      // a docstring (a triple-quoted string opening its own line) documents the code around it: read like a comment
      const docstring = triple && /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, i - 40), i));
      i += triple ? 3 : 1;
      while (i < n) {
        const d = text[i];
        if (d === "\\") {
          i += 2;
          continue;
        }
        if (d === "\n" && c !== "`" && !triple) break;
        // a template's `${…}` may hold strings and templates of its own: the whole template is one quoted span
        if (c === "`" && d === "$" && text[i + 1] === "{") {
          i = skipInterpolation(text, i + 2, 0);
          continue;
        }
        if (d === c && (!triple || (text[i + 1] === c && text[i + 2] === c))) {
          i += triple ? 3 : 1;
          break;
        }
        i++;
      }
      if (i - start > 2 && !docstring) out.push(start, i, factor);
    } else i++;
  }
}

/** nesting of templates inside `${…}` that is followed; deeper, the rest of the text reads as one literal */
const MAX_TEMPLATE_DEPTH = 16;

/** From just inside `${`, the index after its closing `}`; strings and nested templates in it are skipped whole. */
function skipInterpolation(text: string, from: number, depth: number): number {
  const n = text.length;
  let braces = 1;
  let i = from;
  while (i < n) {
    const c = text[i];
    if (c === "\\") i += 2;
    else if (c === "{") {
      braces++;
      i++;
    } else if (c === "}") {
      if (--braces === 0) return i + 1;
      i++;
    } else if (c === '"' || c === "'") {
      i++;
      while (i < n && text[i] !== c && text[i] !== "\n") i += text[i] === "\\" ? 2 : 1;
      i++;
    } else if (c === "`") {
      if (depth >= MAX_TEMPLATE_DEPTH) return n;
      i = skipTemplate(text, i + 1, depth + 1);
    } else i++;
  }
  return n;
}

/** From just inside a template's opening backtick, the index after its closing one. */
function skipTemplate(text: string, from: number, depth: number): number {
  const n = text.length;
  let i = from;
  while (i < n) {
    const c = text[i];
    if (c === "\\") i += 2;
    else if (c === "`") return i + 1;
    else if (c === "$" && text[i + 1] === "{") i = skipInterpolation(text, i + 2, depth);
    else i++;
  }
  return n;
}

/** The context of `text` (the normalised main view). */
export function docContext(text: string): DocContext {
  const code = looksLikeCode(text);
  const spans: Spans = [];
  if (code) literalSpans(text, spans, TEST_CODE.test(text) ? FIXTURE : QUOTED);
  fixtureRecords(text, spans);
  fixtureCsv(text, spans);
  fixtureYaml(text, spans);
  exampleSpans(text, spans);
  catalogueSpans(text, spans);
  labelSpans(text, spans);
  countTableSpans(text, spans);
  dialogueSpans(text, spans);
  if (!code) reportedQuoteSpans(text, spans);
  if (!code) reportedBlockquoteSpans(text, spans);
  namedQuoteSpans(text, spans);
  // Markdown that is mostly code (MDX docs full of examples) still has its fences: quote them too
  if (!code || /(?:^|\n)[ \t]{0,8}(?:\*|\/{2,3}|#)?[ \t]{0,4}(?:```|~~~)/.test(text)) markdownSpans(text, spans);
  if (!code) flagArgumentSpans(text, spans, QUOTED, MAX_SPANS);
  // sort by start (markdown adds table rows after fences and inline code)
  const order: number[] = [];
  for (let k = 0; k < spans.length; k += 3) order.push(k);
  order.sort((a, b) => spans[a] - spans[b]);
  const starts = order.map((k) => spans[k]);
  const ends = order.map((k) => spans[k + 1]);
  const factors = order.map((k) => spans[k + 2]);
  // the furthest end of the spans up to each one: spans nest (a template literal holding a list of named examples), so
  // the walk back from a match goes on while an earlier span may still cover it, not a fixed few steps
  const reach: number[] = [];
  for (let k = 0; k < ends.length; k++) reach.push(Math.max(ends[k], k > 0 ? reach[k - 1] : 0));
  const quotedFactor = (index: number): number => {
    // last span starting at or before index; spans may nest (inline code in a table row): take the smallest factor
    let lo = 0;
    let hi = starts.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] <= index) {
        at = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    let f = 1;
    for (let k = at; k >= 0 && index < reach[k] && at - k < MAX_NESTED_WALK; k--)
      if (index < ends[k]) f = Math.min(f, factors[k]);
    return f;
  };
  return {
    code,
    quotedFactor,
    fixtureFactor(index: number): number {
      const f = quotedFactor(index);
      return f <= Math.max(FIXTURE, EXAMPLE, CATALOGUE) ? f : 1;
    },
  };
}
