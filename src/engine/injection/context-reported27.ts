// Security writing: an attack shown as a blockquote under a lead-in that reports it ("Example seen in the wild:") is reported.

import type { Spans } from "./context.ts";
import { EXAMPLE } from "./context-fixtures.ts";
import { topicWords } from "./context-reported.ts";

/** as in context.ts: at most this many spans per text */
const MAX_SPANS = 50_000;
/** distinct topic words the text needs outside its blockquotes (as for quotations in context-reported.ts) */
const MIN_TOPIC = 2;
/** the longest blockquote read as one reported example */
const MAX_BLOCK = 600;
/**
 * a lead-in line ending in ":", at most two blank lines, then a blockquote line: the one shape this reader reads (a
 * single pass over the text, so texts without it pay one regex scan)
 */
const LEAD_THEN_QUOTE = /:[^\S\n]*\n(?:[^\S\n]*\n){0,2}(?=[^\S\n]{0,3}>)/g;
/** how much of the lead-in line before its colon is read for the reporting word */
const LEAD_READ = 160;
/**
 * a lead-in that reports what some content held: "Example seen in the wild, inside a hidden div:", "the invite's
 * description read:", "a payload like this:", "the comment said:" (its reporting word within LEAD_READ of the colon)
 */
const REPORTING_LEAD =
  /\b(?:examples?|samples?|seen|found|observed|captured|excerpt|contain(?:s|ed|ing)?|hidden|embedded|injected|planted|read|reads|reading|said|says|saying|like\s{1,4}(?:this|these|the\s{1,4}following)|such\s{1,4}as|payloads?|texts?|strings?|lines?|wording|messages?|instructions?|comments?|looked\s{1,4}like|as\s{1,4}follows)\b[^\n]{0,120}:$/;
/** a blockquote line: `> …` */
const QUOTE_LINE = /^[^\S\n]{0,3}>/;
/**
 * Spans of blockquotes (`> …` lines, with no quotation marks) that stand under a lead-in line reporting them as what
 * some content contained, in a text that names attacks as its topic at least MIN_TOPIC times outside those
 * blockquotes, pushed as [start, end, EXAMPLE]. A blockquote with no such lead-in, or in a text not about attacks,
 * keeps its weight.
 */
export function reportedBlockquoteSpans(text: string, out: Spans): void {
  if (!text.includes(">")) return;
  const found: number[] = [];
  LEAD_THEN_QUOTE.lastIndex = 0;
  for (let m = LEAD_THEN_QUOTE.exec(text); m !== null; m = LEAD_THEN_QUOTE.exec(text)) {
    const start = m.index + m[0].length;
    // the blockquote: every following line that starts with ">"
    let end = start;
    while (end < text.length) {
      const eol = text.indexOf("\n", end);
      const line = text.slice(end, eol < 0 ? text.length : eol);
      if (!QUOTE_LINE.test(line)) break;
      end = eol < 0 ? text.length : eol + 1;
    }
    LEAD_THEN_QUOTE.lastIndex = Math.max(end, start + 1);
    const lineStart = text.lastIndexOf("\n", m.index - 1) + 1;
    // the lead-in's own sentence: "attackers hide text in pages. do this now:" reports nothing
    const from = Math.max(lineStart, m.index - LEAD_READ);
    const stop = text.slice(from, m.index).search(/[.!?]\s(?![\s\S]*[.!?]\s)/);
    const lead = text.slice(stop < 0 ? from : from + stop + 2, m.index + 1);
    if (end - start <= MAX_BLOCK && REPORTING_LEAD.test(lead)) found.push(start, end, EXAMPLE);
  }
  if (found.length === 0) return;
  // the topic is counted outside the reported blockquotes, so a blockquote cannot name its own genre
  let outside = "";
  let from = 0;
  for (let k = 0; k < found.length; k += 3) {
    outside += text.slice(from, found[k]);
    from = found[k + 1] as number;
  }
  if (topicWords(outside + text.slice(from)) < MIN_TOPIC) return;
  for (let k = 0; k < found.length && out.length < MAX_SPANS; k++) out.push(found[k] as number);
}
