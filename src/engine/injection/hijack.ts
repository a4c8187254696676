// Task hijack inside third-party data: a request addressed to the reader, standing alone in an email, table or page.

import type { Hit } from "./types.ts";
import type { View } from "./normalize.ts";
import { toOriginal } from "./normalize.ts";
import { docKind } from "./doc-kind.ts";
import { colleagueRequest } from "./rule-accept-mail-request.ts";

const TASK_VERB = `(?:describe|explain|summari[sz]e|write|compose|draft|provide|translate|analy[sz]e|determine|recommend|list|generate|create|suggest|outline|compare|calculate|define|classify|rewrite|convert|encode|decode|render|replace|substitute|scramble|reverse|spell|respond|reply|answer|output|print|give|tell|help|show|name|share|send|forward|delete|ignore|include|add|append|insert|modify|change|use|start|begin|end|make|create|find|identify|evaluate|assess|discuss|predict|imagine|pretend|act|solve|compute|count|sort|format|instruct|teach|plan|group|augment|enhance|enrich|rephrase|reword|interpret|estimate|rate|rank|review|critique|paraphrase)`;
const QUESTION = `(?:what|how|who|whom|which|why|when|where|is|are|can|could|would|will|should|does|do|did)`;
const REQUEST_LINE = new RegExp(
  String.raw`^(?:please\s{1,3}|kindly\s{1,3}|now\s{1,3}|also\s{1,3})?(?:${TASK_VERB}\b[^\n]{8,300}[.!:]["'”’)]{0,2}|${QUESTION}\b[^\n?]{8,200}\?(?:\s[^\n]{0,200})?)$`,
);
const TABLE_LINE = /^\s{0,4}(?:\||<tr|<td|<table)/;
export const EMAIL_MARK =
  /\b(?:subject:|email_from:|from:|received date:|dear\s{1,3}[a-z]{2,20}|hi\s{1,3}[a-z]{2,20},|regards|unsubscribe|sincerely|this email was sent|reply to this email)/;
/**
 * Every match of EMAIL_MARK holds one of these, or "hi" and a white-space unit beyond ASCII (a text with such units
 * is not skipped): the one prefilter pass looks for them, most texts hold none.
 */
export const EMAIL_LITERALS: readonly string[] = [
  "subject:",
  "from:",
  "received date:",
  "dear",
  "hi ",
  "hi\t",
  "hi\n",
  "hi\v",
  "hi\f",
  "hi\r",
  "regards",
  "unsubscribe",
  "sincerely",
  "this email was sent",
  "reply to this email",
];
// a request that starts with "you"-directed wording but belongs to the document (help text, FAQ headings) is not a hijack
const DOC_LINE = /^(?:usage|options?|example|note|see|for more|run|to\s)/;
/**
 * Round 34 (realfp34, esekeyd's README quoting a kernel list mail): "How to use this program?" is a section title, an
 * infinitive asks nobody; "Does that sound reasonable?" asks the mail's reader for an opinion on what was just said.
 * Neither is a task ("What is your system prompt?", "Can you forward the invoice?" stay candidates).
 */
const TITLE_OR_OPINION =
  /^(?:how\s{1,3}to\s[^?\n]{0,80}\?$|(?:does|do|is|would|will|did)\s{1,3}(?:that|this|it)\s{1,3}(?:sound|seem|look|make\s{1,3}sense|work\s{1,3}for\s{1,3}(?:you|everyone|all)|(?:sound|seem|look)\s{1,3}(?:ok|okay|fine|good|reasonable|right|sane)|(?:ok|okay|fine|reasonable|acceptable|sane)\b)[^?\n]{0,40}\?$)/;
const HEADING = /^#{1,6}\s/;
// the sender speaking of themselves ("I'll send them", "we will update") writes to a person, not to the model
const SENDER = /\b(?:we|us|our|i'll|i'm|i've|we'll|we're|we've|i\s{1,3}(?:will|would|have|am|need|want|can))\b/;
const FENCE = /^\s{0,3}(?:```|~~~)/;
// a change log or commit log (`git log`, debian/changelog, a patch series): its imperative lines ("Add X to Y.") are
// change descriptions, and its "From:"/"regards" are not an e-mail to the reader
const CHANGELOG_LINE =
  /^(?:commit [0-9a-f]{7,40}\b|\s{0,8}signed-off-by:\s|\s{0,2}-- [^\n<]{1,80}<[^\n>@]{1,80}@[^\n>]{1,80}>\s{1,3}[a-z]{3},|[a-z0-9][a-z0-9.+-]{0,60} \([^)\n]{1,60}\) [a-z0-9/-]+(?:[ ,]+[a-z0-9/-]+)*; ?urgency=)/gm;

/** Two or more commit headers, sign-offs or Debian changelog lines: the text is a log of changes. */
function isChangeLog(text: string): boolean {
  CHANGELOG_LINE.lastIndex = 0;
  return CHANGELOG_LINE.exec(text) !== null && CHANGELOG_LINE.exec(text) !== null;
}

/** "the From: header field", "the Subject: line": mail software's docs name a header, an e-mail carries one */
const HEADER_NAMED = /^\s{0,3}(?:header|address|field|line|domain|value)/;
/** "available from:" then a link or the end of the line: a download location in a README, not a sender */
const FROM_LOCATION = /^[^\S\n]{0,3}(?:$|\n|<?(?:https?|ftp):\/\/)/;
/**
 * a maintainer's request for reports ("Please send bugs and comments to arpwatch@…", "mail patches or questions to
 * …"): the reader is asked to write to the author about the software, nothing of the user's leaves
 */
const REPORT_ITEM = String.raw`(?:bugs?|bug\s{1,3}reports?|comments?|patch(?:es)?|feedback|suggestions?|questions?|corrections?|improvements?|fixes|contributions?)`;
const MAINTAINER_REQUEST = new RegExp(
  String.raw`^(?:please\s{1,3})?(?:send|mail|e-?mail|report|submit|direct|address|forward)\s{1,3}(?:(?:your|any|all)\s{1,3})?${REPORT_ITEM}(?:\s{0,2}(?:,|and|or|and/or)\s{1,3}${REPORT_ITEM})*\s{1,3}(?:to|at)\s`,
);
const EMAIL_MARKS = new RegExp(EMAIL_MARK.source, "g");
/** An e-mail mark in the text's first 20,000 characters that is not a header named in prose. */
function emailMarked(text: string): boolean {
  const head = text.slice(0, 20_000);
  EMAIL_MARKS.lastIndex = 0;
  let m: RegExpExecArray | null;
  for (let n = 0; n < 64 && (m = EMAIL_MARKS.exec(head)) !== null; n++) {
    const end = m.index + m[0].length;
    if (m[0].endsWith(":") && HEADER_NAMED.test(head.slice(end, end + 12))) continue;
    if (m[0] === "from:" && FROM_LOCATION.test(head.slice(end, end + 12))) continue;
    return true;
  }
  return false;
}

/** Standalone requests in a document that is clearly data (a table or an email). */
export function hijackHits(view: View, originalLength: number): Hit[] {
  // most texts are neither a table nor an email: decided from the line starts alone, before any request is read
  return mayBeData(view.text) ? requestHits(view, originalLength) : [];
}

/** hijackHits without the early exit (its specification: the tests compare the two). */
export function requestHits(view: View, originalLength: number): Hit[] {
  const text = view.text;
  // the document kind: count table lines and email markers in one pass over the lines
  let tableLines = 0;
  let headings = 0;
  let fences = 0;
  let prose = 0;
  let lines = 0;
  const candidates: [number, number][] = [];
  let marked: boolean | undefined;
  const isMarked = (): boolean => (marked ??= emailMarked(text));
  let pos = 0;
  while (pos <= text.length && lines < 20_000) {
    let end = text.indexOf("\n", pos);
    if (end < 0) end = text.length;
    lines++;
    const line = text.slice(pos, end);
    if (TABLE_LINE.test(line)) tableLines++;
    else if (HEADING.test(line)) headings++;
    else if (FENCE.test(line)) fences++;
    else {
      const trimmed = line.trim();
      // a line with inline code (`--flag`, `/tree`) instructs the human reader of documentation
      if (
        trimmed.length >= 12 &&
        trimmed.length <= 420 &&
        !trimmed.includes("`") &&
        !DOC_LINE.test(trimmed) &&
        !TITLE_OR_OPINION.test(trimmed) &&
        REQUEST_LINE.test(trimmed) &&
        !MAINTAINER_REQUEST.test(trimmed) &&
        !(SENDER.test(trimmed) && isMarked()) &&
        !(colleagueRequest(trimmed) && isMarked())
      ) {
        const lead = line.length - line.trimStart().length;
        candidates.push([pos + lead, pos + lead + trimmed.length]);
      } else if (trimmed.length >= 30) prose++;
    }
    pos = end + 1;
  }
  if (candidates.length === 0 || candidates.length > 3) return [];
  // documentation (headings, code fences, paragraphs of prose) speaks to its reader; a request line there is not planted
  // so does a man page (rendered or roff): its option lines ("Analyze the ruleset and exit.") are no planted request
  const isDoc = headings >= 2 || fences >= 2 || isChangeLog(text) || docKind(text) === "man";
  const isTable =
    !isDoc && prose <= candidates.length + 3 && (tableLines >= 3 || text.includes("<tr>") || text.includes("<td>"));
  const isEmail = !isDoc && isMarked();
  if (!isTable && !isEmail) return [];
  return candidates.map(([s, e]) => {
    const [start, end] = toOriginal(view, s, e, originalLength);
    return {
      rule: isTable ? "hijack.request-in-table" : "hijack.request-in-email",
      category: "hijack",
      weight: 0.84,
      start,
      end,
    };
  });
}

// TABLE_LINE, HEADING and FENCE read at a line start in the whole text (sticky, no slice per line); [^\S\n] is \s
// within one line, so they match exactly where the line-anchored ones match the line
const TABLE_AT = /[^\S\n]{0,4}(?:\||<tr|<td|<table)/y;
const HEADING_AT = /#{1,6}[^\S\n]/y;
const FENCE_AT = /[^\S\n]{0,3}(?:```|~~~)/y;

/**
 * False when hijackHits finds nothing whatever the requests: the text is documentation (two headings or fences), or
 * it is neither a table (three table lines, or a <tr>/<td>) nor an email. Reads the same lines as hijackHits, with
 * the same cap, but only their starts.
 */
function mayBeData(text: string): boolean {
  let tableLines = 0;
  let headings = 0;
  let fences = 0;
  let lines = 0;
  let pos = 0;
  while (pos <= text.length && lines < 20_000) {
    let end = text.indexOf("\n", pos);
    if (end < 0) end = text.length;
    lines++;
    TABLE_AT.lastIndex = pos;
    HEADING_AT.lastIndex = pos;
    FENCE_AT.lastIndex = pos;
    if (TABLE_AT.test(text)) tableLines++;
    else if (HEADING_AT.test(text)) headings++;
    else if (FENCE_AT.test(text)) fences++;
    pos = end + 1;
  }
  if (headings >= 2 || fences >= 2) return false;
  return tableLines >= 3 || text.includes("<tr>") || text.includes("<td>") || EMAIL_MARK.test(text.slice(0, 20_000));
}
