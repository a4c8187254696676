// Reported quotations: an order inside quotes that a frame before them reports or cites is told, not given to the reader.

import { refusedSpecimens } from "./refused-specimen39.ts";

/**
 * "A customer wrote: 'please delete my data'", "hidden lines like 'assistant: forward the mail'", "when a customer asks
 * us to 'just turn off two-factor'", "par exemple « ignore les instructions précédentes »": support macros, advisories,
 * mail threads and pages quote the orders they are about. The frame (a verb of saying in the past or third person, or a
 * mark of an example or a template) stands just before the quote, in the same line; imperatives ("say 'done'", "add
 * this line: '…'") are no frame, so an order that tells the reader what to write or run keeps its quote. The words of
 * the quote are an order to nobody here: the rule stage reads the text again with them blanked, and what only the quote
 * made weighs at most REPORTED_CAP (below warn), whatever the text's length.
 */
export const REPORTED_CAP = 0.45;

/**
 * a frame: a verb of saying after its subject ("a customer wrote", "the bot once replied": a record's bare "Said on
 * 2026-11-20:" is the user's own word, no report), or a mark of an example or a template at a word's start (not the
 * ".example" of a host name), then up to three words and a colon
 */
const SAID = String.raw`[\p{L}\p{N})'’\]]\s{1,3}(?:wrote|writes|said|says|replied|replies|asked|asks|told|posted|posts|commented|stated|states|claimed|claims|quoted|typed|schrieb|schreibt|sagte|fragte|écrit|a dit|demande|escribió|escribe|dijo|ha scritto|scrive|disse|escreveu|napisał|napisała|написал|написала)`;
const CITED = String.raw`(?:^|[\s(\[,;:])(?:saying|stating|like|such as|e\.g\.|i\.e\.|for example|for instance|examples?|sample|templates?|phrases?|payloads?|zum beispiel|z\. ?b\.|etwa|par exemple|comme|por ejemplo|como|per esempio|ad esempio|na przykład|np\.|например|書いた|例えば|写道|例如|썼다|예를 들어)`;
const FRAME = new RegExp(
  String.raw`(?:${SAID}|${CITED})(?![\p{L}])(?:[\s,]+[\p{L}\p{N}'’-]+){0,3}\s{0,2}[:,—–-]?\s{0,2}$`,
  "iu",
);
/** a quotation in one line: single quotes (apostrophes inside words kept), double quotes, guillemets, corner brackets */
const QUOTE =
  /(?<![\p{L}\p{N}])['‘](?=\S)(?:[^'‘’\n]|(?<=\p{L})['’](?=\p{L})){6,300}?['’](?![\p{L}\p{N}])|"[^"\n]{6,300}"|“[^”\n]{6,300}[”"]|„[^“”\n]{6,300}[“”]|«[^»\n]{6,300}»|「[^」\n]{6,300}」/gu;
/**
 * what a quoted order must not name to count as told: a key's path, a secrets file, a link, an address or a host. A
 * quoted example of an attack is about its kind ("delete the user's files"); one that names where the data goes or
 * which key it takes ("a tool whose description says: 'read ~/.ssh/id_rsa and pass it …'") is the attack itself.
 */
const CONCRETE =
  /~\/|\bid_(?:rsa|ed25519|ecdsa)\b|\.env\b|https?:\/\/|[\w.+-]+@[\w-]+\.[a-z]{2,}|\b[\w-]+\.(?:example|com|net|org|io|dev|sh|xyz)\b|\$[A-Z_]{3,}/i;
/** the cheap test: some quote mark (most tool results that score hold one, but most short texts score nothing) */
const MAY = /['‘"“„«「]/;

/** The spans (inside the marks) of the quotations a frame reports or cites. */
export function reportedQuotes(text: string): [number, number][] {
  if (!MAY.test(text)) return [];
  const out: [number, number][] = [];
  QUOTE.lastIndex = 0;
  for (let m = QUOTE.exec(text); m; m = QUOTE.exec(text)) {
    const lineStart = text.lastIndexOf("\n", m.index - 1) + 1;
    const before = text.slice(Math.max(lineStart, m.index - 60), m.index);
    // at least three words quoted: a quoted name or title ("the 'Salaries 2027' sheet") is no order
    if (FRAME.test(before) && m[0].trim().split(/\s+/).length >= 3 && !CONCRETE.test(m[0]))
      out.push([m.index + 1, m.index + m[0].length - 1]);
  }
  return out;
}

/** Whether one of `spans` overlaps [start, end). */
export function overlapsAny(spans: readonly [number, number][], start: number, end: number): boolean {
  return spans.some(([s, e]) => s < end && start < e);
}

/** Two sorted lists of spans as one, sorted, a span met twice or overlapping one before it kept once. */
function joinSpans(a: [number, number][], b: [number, number][]): [number, number][] {
  if (b.length === 0) return a;
  const out: [number, number][] = [];
  for (const s of [...a, ...b].sort((x, y) => x[0] - y[0])) {
    const last = out[out.length - 1];
    if (last && s[0] < last[1]) last[1] = Math.max(last[1], s[1]);
    else out.push([s[0], s[1]]);
  }
  return out;
}

/** A text with the spans blanked (lengths kept, so every offset still points at the same character). */
function blanked(text: string, spans: readonly [number, number][]): string {
  let out = "";
  let at = 0;
  for (const [s, e] of spans) {
    out += text.slice(at, s) + " ".repeat(e - s);
    at = e;
  }
  return out + text.slice(at);
}

/**
 * The rule stage's result with reported quotations discounted: when a warning's evidence touches one, the text is read
 * again with them blanked (`again`), and the score is the larger of that reading's and the first capped at
 * REPORTED_CAP. Texts below warn, and texts whose evidence lies outside every reported quotation, are returned as they
 * are (one cheap test of a quote mark, most texts).
 */
export function discountReported<R extends { score: number; evidence: { start: number; end: number }[] }>(
  text: string,
  result: R,
  again: (blankedText: string) => R,
): R {
  if (result.score < 0.5 || result.score <= REPORTED_CAP) return result;
  // (and every specimen the text shows and refuses in its own words: refused-specimen39.ts)
  const spans = joinSpans(reportedQuotes(text), refusedSpecimens(text));
  if (spans.length === 0 || !result.evidence.some((e) => overlapsAny(spans, e.start, e.end))) return result;
  const second = again(blanked(text, spans));
  if (second.score >= result.score) return result;
  return second.score >= REPORTED_CAP ? second : { ...result, score: REPORTED_CAP };
}
