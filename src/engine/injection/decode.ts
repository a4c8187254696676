// Finds embedded base64 / hex / percent-encoded / ROT13 text and turns it into extra views to scan.

import type { View } from "./normalize.ts";

/** the runs base64Run finds are the matches of this regex (kept as its specification and for the tests) */
export const BASE64_RUN = /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{20,65536}={0,2}/g;
const B64 = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") B64[ch.charCodeAt(0)] = 1;
const isB64 = (c: number): boolean => c < 128 && B64[c] === 1;
/** the end of the last run base64Run found (a second return value without an allocation) */
export let base64RunEnd = 0;

/**
 * The start of the first match of BASE64_RUN in `text` at or after `from` (its end in base64RunEnd), or -1: a loop over
 * char codes that visits each character once (the regex tried its look-behind at every index). One counter of the
 * current run's length, no inner loop, until a run reaches 20 units; only then is that run read to its end.
 */
export function base64Run(text: string, from: number): number {
  const n = text.length;
  let i = from;
  // a run already open before `from` is not a match (the look-behind): its rest is skipped
  if (i > 0 && isB64(text.charCodeAt(i - 1))) while (i < n && isB64(text.charCodeAt(i))) i++;
  let run = 0;
  for (; i < n && run < 20; i++) {
    const c = text.charCodeAt(i);
    run = c < 128 && B64[c] === 1 ? run + 1 : 0;
  }
  if (run < 20) return -1;
  const s = i - 20;
  while (i < n && isB64(text.charCodeAt(i))) i++;
  if (i - s > 65536) {
    base64RunEnd = s + 65536;
    return s;
  }
  let e = i;
  while (e < n && e - i < 2 && text.charCodeAt(e) === 61) e++;
  base64RunEnd = e;
  return s;
}
/** eight units of 0 and 1 in a row: its leftmost match at or after an index is where binaryStart answers */
const EIGHT_BITS = /[01]{8}/g;
/**
 * The first index at or after `from` where eight units of 0 and 1 stand in a row, or -1: every match of BINARY_RUN
 * starts at such an index, so the regex (which tries its look-behind at every index) starts there or nowhere. A native
 * search for the class (several times faster than a loop over char codes, most of all on texts without 0 or 1).
 */
export function binaryStart(text: string, from: number): number {
  EIGHT_BITS.lastIndex = from;
  const m = EIGHT_BITS.exec(text);
  return m === null ? -1 : m.index;
}
const HEX_ONLY = /^(?:[0-9a-fA-F]{2}){12,}$/;
const HEX_ESCAPES = /(?:\\x[0-9a-fA-F]{2}){6,4096}/g;
const PERCENT_ESCAPE = /%[0-9a-fA-F]{2}/g;
export const BINARY_RUN = /(?<![01])(?:[01]{8}[ ,]?){8,4096}/g;
const TOKEN_EDGE = /[\s"'<>`]/;
export const ROT13_STOPWORDS = /\b(?:gur|lbh|naq|vf|gb|bs|vafgehpgvbaf|vtaber|lbhe|jung|guvf|cyrnfr|nyy)\b/g;
/** every match of ROT13_STOPWORDS holds one of these (the one prefilter pass looks for them: most texts hold none) */
export const ROT13_LITERALS: readonly string[] = [
  "gur",
  "lbh",
  "naq",
  "vf",
  "gb",
  "bs",
  "vafgehpgvbaf",
  "vtaber",
  "jung",
  "guvf",
  "cyrnfr",
  "nyy",
];
const PLAIN_STOPWORDS = /\b(?:the|you|and|is|to|of|instructions|ignore|your|what|this|please|all)\b/g;

/** Decoded text is worth scanning when it reads as text: mostly printable, some letters and spaces. */
function readable(s: string): boolean {
  if (s.length < 8) return false;
  let printable = 0;
  let letters = 0;
  let spaces = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0xfffd) return false;
    if (c === 0x20) spaces++;
    if ((c >= 0x20 && c < 0x7f) || c === 0x0a || c === 0x09 || c >= 0xa0) printable++;
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c >= 0xc0) letters++;
  }
  return printable / s.length > 0.95 && letters / s.length > 0.5 && spaces >= 1;
}

function looksBase64(run: string): boolean {
  if (run.length < 20) return false;
  let upper = 0;
  let digits = 0;
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) upper++;
    else if (c >= 0x30 && c <= 0x39) digits++;
  }
  return upper / run.length > 0.18 && upper / run.length < 0.8 && (digits > 0 || run.length >= 32);
}

export function runView(decoded: string, start: number, end: number, via: string): View {
  // every decoded char points at the encoded run: the evidence span is the run in the original
  const map = new Int32Array(decoded.length + 1);
  for (let i = 0; i < decoded.length; i++)
    map[i] = start + Math.min(end - start - 1, Math.floor(((end - start) * i) / decoded.length));
  map[decoded.length] = end;
  return { text: decoded.toLowerCase(), map, via };
}

function rot13(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) out += String.fromCharCode(((c - 0x61 + 13) % 26) + 0x61);
    else if (c >= 0x41 && c <= 0x5a) out += String.fromCharCode(((c - 0x41 + 13) % 26) + 0x41);
    else out += s[i];
  }
  return out;
}

function count(re: RegExp, s: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(s) !== null) n++;
  return n;
}

/** Which passes can find anything (a false one is skipped): the prefilter's probe saw a ROT13 stopword in the main view. */
export interface DecodeHints {
  rot13: boolean;
}
const ALL: DecodeHints = { rot13: true };

/**
 * Views of the encoded runs inside `original`, decoded. The work is bounded by `budget` decoded bytes, so a
 * megabyte of base64-looking noise costs one regex pass plus the budget.
 */
export function decodedViews(original: string, main: View, budget: number, may: DecodeHints = ALL): View[] {
  const lowered = main.text;
  const views: View[] = [];
  let left = budget;
  const push = (decoded: string, start: number, end: number, via: string): void => {
    if (left <= 0 || !readable(decoded)) return;
    left -= decoded.length;
    views.push(runView(decoded, start, end, via));
  };

  for (let at = 0; left > 0 && (at = base64Run(original, at)) >= 0; at = base64RunEnd) {
    const start = at;
    const run = original.slice(start, base64RunEnd);
    // hex is a subset of the base64 alphabet: one pass finds both
    if (HEX_ONLY.test(run)) {
      left -= run.length >> 2;
      push(Buffer.from(run, "hex").toString("utf8"), start, start + run.length, "hex");
      continue;
    }
    // a plain word or identifier is not base64: base64 of text mixes cases densely and has no word separators
    if (!looksBase64(run)) continue;
    left -= run.length >> 2;
    const decoded = Buffer.from(run, "base64").toString("utf8");
    push(decoded, start, start + run.length, "base64");
  }
  let m: RegExpExecArray | null;
  HEX_ESCAPES.lastIndex = 0;
  // each pass below needs a character most texts lack: one fast substring search skips it
  const hexEscapes = original.includes("\\x");
  while (left > 0 && hexEscapes && (m = HEX_ESCAPES.exec(original)) !== null) {
    const hex = m[0].replace(/\\x/g, "");
    left -= hex.length >> 2;
    push(Buffer.from(hex, "hex").toString("utf8"), m.index, m.index + m[0].length, "hex");
  }
  // 8-bit binary groups: "01001001 01100111 …"
  for (let at = binaryStart(original, 0); left > 0 && at >= 0; at = binaryStart(original, BINARY_RUN.lastIndex)) {
    BINARY_RUN.lastIndex = at;
    if ((m = BINARY_RUN.exec(original)) === null) break;
    const bytes = m[0].match(/[01]{8}/g) ?? [];
    left -= bytes.length;
    push(Buffer.from(bytes.map((b) => parseInt(b, 2))).toString("utf8"), m.index, m.index + m[0].length, "binary");
  }
  // percent-encoding: expand each %XX to its whitespace-delimited token; decode tokens with three or more escapes
  PERCENT_ESCAPE.lastIndex = 0;
  let tokenEnd = -1;
  const percent = original.includes("%");
  while (left > 0 && percent && (m = PERCENT_ESCAPE.exec(original)) !== null) {
    if (m.index < tokenEnd) continue;
    let a = m.index;
    while (a > 0 && m.index - a < 4000 && !TOKEN_EDGE.test(original[a - 1])) a--;
    let b = m.index;
    while (b < original.length && b - m.index < 4000 && !TOKEN_EDGE.test(original[b])) b++;
    tokenEnd = b;
    PERCENT_ESCAPE.lastIndex = b;
    const token = original.slice(a, b);
    if ((token.match(/%[0-9a-fA-F]{2}/g)?.length ?? 0) < 3) continue;
    left -= token.length;
    try {
      push(decodeURIComponent(token.replace(/\+/g, " ")), a, b, "percent");
    } catch {
      // not valid percent-encoding: nothing to scan
    }
  }
  // ROT13 has no alphabet of its own: decode the whole text when its ROT13 stopwords outnumber the plain ones
  if (may.rot13 && left > 0 && lowered.length <= budget) {
    const r = count(ROT13_STOPWORDS, lowered);
    if (r >= 2 && r > count(PLAIN_STOPWORDS, lowered)) {
      views.push({ text: rot13(lowered), map: main.map, via: "rot13" });
    } else if (r >= 2) {
      // a ROT13 line inside plain text: decode line by line
      let offset = 0;
      for (const line of lowered.split("\n")) {
        if (count(ROT13_STOPWORDS, line) >= 2 && count(ROT13_STOPWORDS, line) > count(PLAIN_STOPWORDS, line)) {
          const start = main.map ? main.map[offset] : offset;
          const end = main.map ? main.map[offset + line.length] : offset + line.length;
          views.push(runView(rot13(line), start, end, "rot13"));
        }
        offset += line.length + 1;
      }
    }
  }
  return views;
}
