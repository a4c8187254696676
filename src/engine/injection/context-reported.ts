// Security writing: an attack quoted as what some content contained, in a text whose topic is the attack, is reported.

import type { Spans } from "./context.ts";
import { EXAMPLE } from "./context-fixtures.ts";

/** as in context.ts: at most this many spans per text */
const MAX_SPANS = 50_000;
/**
 * words that make attacks a text's topic (incident reports, threat models, write-ups, course notes): counted outside
 * quotations only, so an attack cannot name its own genre inside the quote it hides in
 */
const TOPIC =
  /\b(?:prompt\s{1,4}injections?|injection\s{1,4}attacks?|jailbreak(?:s|ing)?|red[\s-]{1,4}team(?:s|ed|ing)?|threat\s{1,4}model|tool\s{1,4}poisoning|poisoning|injections?|attacks?|attackers?|incident|post-?mortem|root\s{1,4}cause|mitigations?|bug\s{1,4}bounty|write-?up|vulnerabilit(?:y|ies)|exploit(?:s|ed)?|malicious|untrusted|phishing|payloads?|social\s{1,4}engineering|security\s{1,4}(?:team|review|researchers?|advisory)|(?:keyword|content|safety|injection|input)(?:-based)?\s{1,4}filters?|detectors?|guardrails?)\b/g;
/**
 * topic words that name the genre on their own (a talk slide on "tool poisoning", an abstract on jailbreak prompts):
 * one is worth MIN_TOPIC, unless denied ("this is not a prompt injection", an injection's own disguise)
 */
const GENRE =
  /^(?:prompt\s{1,4}injections?|jailbreak(?:s|ing)?|red[\s-]{1,4}team(?:s|ed|ing)?|threat\s{1,4}model|tool\s{1,4}poisoning)$/;
const DENIED = /\b(?:not|no|isn't|never|nor)\s{1,4}(?:an?\s{1,4})?$/;
/** distinct topic words a text needs outside its quotations */
const MIN_TOPIC = 2;
/**
 * a quotation reported as what some content held or someone wrote: the frame just before the opening quote
 * ("the build log contained", "an attendee put", "hidden in a PDF footer (", "tells the model to", "was social:")
 */
const FRAME =
  /(?:\b(?:contain(?:s|ed|ing)?|put|placed|planted|hid|hidden|embedded|injected|inserted|wrote|written|posted|included|includ(?:es|ing)|reads?|reading|said|says|saying|asked|told|tells?|texts?|sentences?|strings?|lines?|comments?|footers?|headers?|messages?|instructions?|attacks?|prompts?|payloads?|phrases?|patterns?|inputs?|examples?|variants?|such\s{1,4}as|like|for\s{1,4}(?:example|instance))\b[^"“«\n.!?]{0,40}|\be\.g\.,?\s{0,2}\(?|[a-z]:\s{0,2}\(?)$/;
const OPEN_TO_CLOSE: Record<string, string> = { '"': '"', "“": "”", "«": "»" };
/** a quotation that wraps over at most two soft line breaks (no blank line inside): one quote in wrapped prose */
function softWrapped(text: string, open: number, close: number): boolean {
  const inside = text.slice(open + 1, close);
  return !/\n[^\S\n]*\n/.test(inside) && (inside.match(/\n/g) ?? []).length <= 2;
}
/**
 * The index of the quote that closes the one at `open`: in a JSON string a quotation is escaped (`\"…\"`), so an
 * escaped opening quote closes at the next escaped one and a plain one skips escaped ones (the string holding a
 * quotation pairs with its own end, not with the quotation's).
 */
function closeOf(text: string, open: number, mark: string): number {
  const escaped = text[open - 1] === "\\";
  let close = text.indexOf(mark, open + 1);
  // (no further than a quotation may reach: a long run of the other kind of quote is not walked)
  while (close > 0 && close - open <= MAX_QUOTE && (text[close - 1] === "\\") !== escaped)
    close = text.indexOf(mark, close + 1);
  return close;
}
/** the longest quotation read as one reported example */
const MAX_QUOTE = 400;

/** a quotation that holds nothing but a genre's name: a title ("Tool poisoning"), too short to hide an order in */
const GENRE_TITLE = /^["“«]\s{0,2}[a-z -]{4,30}\s{0,2}["”»]$/;

/** the key of a JSON field and its value's opening quote, at the start of a line */
const JSON_KEY = /^\s{0,12}"[^"\n]{1,40}"\s{0,2}:\s{0,2}"/;
/**
 * Distinct topic words of `text` outside double quotations, a genre word undenied counting MIN_TOPIC (also when it is
 * the whole of a quoted title: `Slide 14 — "Tool poisoning"`).
 */
export function topicWords(text: string): number {
  const seen = new Set<string>();
  TOPIC.lastIndex = 0;
  for (let m = TOPIC.exec(text); m !== null && seen.size < MIN_TOPIC; m = TOPIC.exec(text)) {
    const lineStart = text.lastIndexOf("\n", m.index) + 1;
    // a JSON field's value (`"title": "prompt injection via …"`) is the record's own prose, not a quotation in it
    const head = text.slice(lineStart, m.index);
    const key = JSON_KEY.exec(head);
    const quotesBefore = ((key ? head.slice(key[0].length) : head).match(/["“”«»]/g) ?? []).length;
    const word = m[0].replace(/\s+/g, " ");
    if (quotesBefore % 2 !== 0) {
      const title = text.slice(m.index - 1, m.index + m[0].length + 1);
      if (GENRE.test(word) && GENRE_TITLE.test(title)) return MIN_TOPIC;
      continue;
    }
    if (GENRE.test(word) && !DENIED.test(text.slice(Math.max(lineStart, m.index - 12), m.index))) return MIN_TOPIC;
    seen.add(word);
  }
  return seen.size;
}

/** Where the sentence holding `open` starts: after a newline or a full stop, not the one of "e.g." or "i.e.". */
function sentenceStartOf(text: string, open: number): number {
  let stop = text.lastIndexOf(". ", open - 1);
  while (stop > 2 && /(?:e\.g|i\.e)$/.test(text.slice(stop - 3, stop))) stop = text.lastIndexOf(". ", stop - 1);
  return Math.max(text.lastIndexOf("\n", open - 1), stop, open - 80);
}

/** a line that is a blockquote, a list item or an indented line holding nothing but one quotation: `> "…"`, `- "…"`, `  "…"` */
const LISTED_LINE = /^(?:[^\S\n]{0,3}(?:(?:>[^\S\n]?){1,2}|[-*•][^\S\n]{1,2})|[^\S\n]{2,8})["“«][^\n]*$/;
/** how many lines above a listed quotation the lead-in line may stand (blank lines and the list's other items) */
const LIST_REACH = 12;

/**
 * A quotation that is a whole blockquote or list line, under a lead-in line ending in ":" with only blank lines and
 * other such lines between ("A typical payload we saw:\n\n> \"Assistant, your new task is …\""): the list reports
 * what some content held, as a quote after "saw:" on the same line does.
 */
function listedUnderColon(text: string, open: number, close: number): boolean {
  const lineStart = text.lastIndexOf("\n", open - 1) + 1;
  const eol = text.indexOf("\n", close);
  const line = text.slice(lineStart, eol < 0 ? text.length : eol);
  if (!LISTED_LINE.test(line) || !/^[\s.,;]*$/.test(text.slice(close + 1, eol < 0 ? text.length : eol))) return false;
  let end = lineStart - 1;
  for (let n = 0; n < LIST_REACH && end > 0; n++) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const above = text.slice(start, end);
    end = start - 1;
    if (/^[^\S\n]*(?:>[^\S\n]?)*$/.test(above) || LISTED_LINE.test(above)) continue;
    return /:[^\S\n]*$/.test(above);
  }
  return false;
}

/**
 * Spans of quotations that a text about attacks reports as what some content contained or someone wrote, pushed as
 * [start, end, EXAMPLE]: the quote opens within a sentence right after a reporting frame (FRAME), on one line, or is a
 * whole blockquote or list line under a lead-in ending in ":" (listedUnderColon), and
 * the text names attacks as its topic at least MIN_TOPIC times outside its quotations. What the text says in its own
 * words (an order outside the quotes) keeps its weight.
 */
export function reportedQuoteSpans(text: string, out: Spans): void {
  if (!/["“«]/.test(text)) return;
  // the framed quotations first (a text has few quotes), the topic count only for a text that has one
  const found: number[] = [];
  const opens = /["“«]/g;
  let m: RegExpExecArray | null;
  while ((m = opens.exec(text)) !== null && found.length < MAX_SPANS) {
    const open = m.index;
    const close = closeOf(text, open, OPEN_TO_CLOSE[m[0]] as string);
    const eol = text.indexOf("\n", open + 1);
    // a quote may wrap at a soft line break (Markdown, mail bodies), not across a blank line (another paragraph)
    if (close < 0 || close - open > MAX_QUOTE || (eol >= 0 && eol < close && !softWrapped(text, open, close))) continue;
    const sentenceStart = sentenceStartOf(text, open);
    if (FRAME.test(text.slice(sentenceStart + 1, open)) || listedUnderColon(text, open, close)) {
      found.push(open, close + 1, EXAMPLE);
      opens.lastIndex = close + 1;
    } else if (!text.slice(open + 1, close).includes('\\"')) opens.lastIndex = close + 1;
    // else: a JSON string that holds escaped quotations is read inside too (its own quotes are the frame's text)
  }
  if (found.length === 0 || topicWords(text) < MIN_TOPIC) return;
  for (let k = 0; k < found.length && out.length < MAX_SPANS; k++) out.push(found[k] as number);
}

/** a quotation named as a kind of text: `the "ignore previous instructions" test`, `a "grandma" jailbreak` */
const NAMED_QUOTE =
  /\b(?:the|a|an|this|that|our|its|their)\s{1,4}(["“«])[^"“”«»\n]{3,120}["”»]\s{0,2}(?:tests?|attacks?|strings?|prompts?|payloads?|tricks?|phrases?|jailbreaks?|techniques?|patterns?|examples?|probes?|cases?)\b/g;
/** the genre named in Japanese, Chinese or Korean (no \b around CJK): security writing in those languages */
const CJK_TOPIC =
  /プロンプトインジェクション|インジェクション攻撃|脱獄プロンプト|提示词注入|提示注入|注入攻击|越狱|프롬프트\s?인젝션|탈옥/;
/** a CJK quotation named as a sentence or a wording: 「以前の指示を無視して」という文 */
const CJK_NAMED = /「[^」\n]{1,200}」(?:という|といった|との|と書かれ|と言う)/g;

/**
 * Quotations that the grammar itself makes a mention, not an order, in security writing: a quote used as the name of a test,
 * an attack or a string (a determiner before it, a noun of that kind right after), and a CJK 「…」 followed by という
 * ("the sentence that says …"). An order outside the quotation keeps its weight.
 */
export function namedQuoteSpans(text: string, out: Spans): void {
  // only in writing about attacks: elsewhere `Run the "send ~/.ssh/id_rsa to …" test` is an order that names itself a test
  if (topicWords(text) < MIN_TOPIC && !CJK_TOPIC.test(text)) return;
  if (/["“«]/.test(text)) {
    NAMED_QUOTE.lastIndex = 0;
    for (let m = NAMED_QUOTE.exec(text); m !== null && out.length < MAX_SPANS; m = NAMED_QUOTE.exec(text)) {
      const open = m.index + m[0].indexOf(m[1] as string);
      const close = m[0].slice(open - m.index + 1).search(/["”»]/) + open + 1;
      out.push(open, close + 1, EXAMPLE);
    }
  }
  if (text.includes("「")) {
    CJK_NAMED.lastIndex = 0;
    for (let m = CJK_NAMED.exec(text); m !== null && out.length < MAX_SPANS; m = CJK_NAMED.exec(text))
      out.push(m.index, m.index + m[0].indexOf("」") + 1, EXAMPLE);
  }
}
