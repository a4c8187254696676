// Normalisation views for the scanner: NFKC + lower case, invisible/bidi/tag removal, confusable folding, de-spacing.

/** A derived text plus the way back to the original: `map[i]` is the original index of view char i. */
export interface View {
  text: string;
  /** null means identity (view index == original index) */
  map: Int32Array | null;
  /** set for views that only exist because of an obfuscation (decoded, de-spaced, hidden tag text) */
  via?: string;
  /** the probe bits the rule stage's prefilter pass found in `text` (reader-gates.ts reads them; set on the main view) */
  found?: { text: string; probes: readonly number[] };
}

export interface NormalizeSignals {
  /** zero-width characters found between letters (a word split by invisible characters) */
  zeroWidthInWords: number;
  zeroWidth: number;
  bidi: number;
  /** Unicode tag characters (U+E0000..U+E007F): invisible ASCII */
  tags: number;
  /** letters that were folded from a confusable script into Latin */
  confusables: number;
  /** fullwidth / compatibility forms changed by NFKC */
  compat: number;
}

export interface Normalized {
  main: View;
  /** the ASCII text hidden in Unicode tag characters, if any */
  hidden: View | null;
  signals: NormalizeSignals;
}

import { Buffer } from "node:buffer";
import { foldConfusables } from "./confusables.ts";

export { CONFUSABLES, foldConfusables } from "./confusables.ts";
export { despace } from "./despace.ts";

const ASCII_ONLY = /^[\x00-\x7f]*$/;

function isZeroWidth(cp: number): boolean {
  return (
    (cp >= 0x200b && cp <= 0x200d) ||
    cp === 0x2060 ||
    cp === 0x2061 ||
    cp === 0x2062 ||
    cp === 0x2063 ||
    cp === 0x2064 ||
    cp === 0xfeff ||
    cp === 0x00ad ||
    cp === 0x180e ||
    cp === 0x034f
  );
}

function isBidi(cp: number): boolean {
  return (
    cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069) || cp === 0x061c
  );
}

function isVariationSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

function isLatinWithMarks(cp: number): boolean {
  return (cp >= 0xc0 && cp <= 0x24f) || (cp >= 0x1e00 && cp <= 0x1eff);
}

function isLetterAscii(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

// the map helpers are plain functions over locals: a closure-captured counter makes the per-character loop slow
function ensure(map: Int32Array, len: number, more: number): Int32Array {
  if (len + more <= map.length) return map;
  const grown = new Int32Array(Math.max(map.length * 2, len + more + 16));
  grown.set(map.subarray(0, len));
  return grown;
}

function fillIdentity(map: Int32Array, at: number, origin: number, count: number): number {
  for (let k = 0; k < count; k++) map[at + k] = origin + k;
  return at + count;
}

function fillConstant(map: Int32Array, at: number, origin: number, count: number): number {
  for (let k = 0; k < count; k++) map[at + k] = origin;
  return at + count;
}

/** What one non-ASCII unit (or surrogate pair) becomes in the main view: the same for every occurrence, so read once. */
interface Folded {
  /** its NFKC (NFKD for Latin letters with marks), lower-cased, combining accents stripped */
  kept: string;
  /** NFKC changed it (a compatibility form) */
  compat: boolean;
  /** what it keeps is a letter */
  letter: boolean;
}
const FOLDED = new Map<number, Folded>();
/** distinct code points remembered at most: a text of many scripts must not grow the cache without end */
const FOLDED_MAX = 8192;

function foldOne(cp: number, ch: string): Folded {
  let f = FOLDED.get(cp);
  if (f) return f;
  let n = isLatinWithMarks(cp) ? ch.normalize("NFKD") : ch.normalize("NFKC");
  const compat = n !== ch && !isLatinWithMarks(cp);
  n = n.toLowerCase();
  let kept = "";
  for (let k = 0; k < n.length; k++) {
    const c = n.charCodeAt(k);
    if (c >= 0x300 && c <= 0x36f) continue; // accents stripped: précédentes -> precedentes
    kept += n[k];
  }
  f = { kept, compat, letter: kept.length > 0 && /\p{L}/u.test(kept) };
  if (FOLDED.size >= FOLDED_MAX) FOLDED.clear();
  FOLDED.set(cp, f);
  return f;
}

/**
 * `original` lower-cased, in one call over its units' low bytes as a one-byte string: at every ASCII unit the same as
 * lower-casing that unit (elsewhere some Latin-1 letter, never read). A run of a text that holds any wide unit is a
 * two-byte string, and V8 lower-cases those one unit at a time, several times slower than one-byte ones; a Latin-1
 * letter lower-cases to one Latin-1 letter, so every index stays where it was.
 */
function lowBytesLower(original: string): string {
  return Buffer.from(original, "latin1").toString("latin1").toLowerCase();
}
/** ASCII runs at least this long are read from one lower-cased copy of the text (shorter ones lower-case alone) */
const LONG_RUN = 32;

/** Build the main view: NFKC, invisible/bidi/tag characters removed, lower case, confusables folded. */
export function normalize(original: string): Normalized {
  const signals: NormalizeSignals = { zeroWidthInWords: 0, zeroWidth: 0, bidi: 0, tags: 0, confusables: 0, compat: 0 };
  if (ASCII_ONLY.test(original)) {
    // fast path: NFKC is the identity on ASCII and lower-casing keeps the length
    return { main: { text: original.toLowerCase(), map: null }, hidden: null, signals };
  }
  // the whole text lower-cased once, when a long ASCII run first needs it (a text dense in wide units never does)
  let lower: string | null = null;
  const out: string[] = [];
  // the map grows in chunks: ASCII runs are copied in bulk, only non-ASCII characters take the slow path
  let map: Int32Array = new Int32Array(original.length + 16);
  let len = 0;
  let hidden = "";
  const hiddenMap: number[] = [];
  let prevLetter = false;
  let pendingZw = false;
  const NON_ASCII = /[^\x00-\x7f]/g;
  let i = 0;
  while (i < original.length) {
    NON_ASCII.lastIndex = i;
    const next = NON_ASCII.exec(original);
    const stop = next ? next.index : original.length;
    if (stop > i) {
      if (pendingZw && prevLetter && isLetterAscii(original.charCodeAt(i))) signals.zeroWidthInWords++;
      pendingZw = false;
      prevLetter = isLetterAscii(original.charCodeAt(stop - 1));
      if (stop - i >= LONG_RUN) out.push((lower ??= lowBytesLower(original)).slice(i, stop));
      else out.push(original.slice(i, stop).toLowerCase());
      map = ensure(map, len, stop - i + 1);
      len = fillIdentity(map, len, i, stop - i);
      i = stop;
      if (!next) break;
    }
    const cp = original.codePointAt(i) as number;
    const size = cp > 0xffff ? 2 : 1;
    if (cp >= 0xe0000 && cp <= 0xe007f) {
      signals.tags++;
      const a = cp - 0xe0000;
      if (a >= 0x20 && a < 0x7f) {
        hidden += String.fromCharCode(a).toLowerCase();
        hiddenMap.push(i);
      }
      i += size;
      continue;
    }
    if (isZeroWidth(cp)) {
      signals.zeroWidth++;
      pendingZw = true;
      i += size;
      continue;
    }
    if (isBidi(cp)) {
      signals.bidi++;
      i += size;
      continue;
    }
    if (isVariationSelector(cp) || (cp >= 0x300 && cp <= 0x36f)) {
      i += size;
      continue;
    }
    const { kept, compat, letter } = foldOne(cp, original.slice(i, i + size));
    if (compat) signals.compat++;
    if (kept.length > 0) {
      out.push(kept);
      map = ensure(map, len, kept.length + 1);
      len = fillConstant(map, len, i, kept.length);
    }
    if (pendingZw && prevLetter && letter) signals.zeroWidthInWords++;
    pendingZw = false;
    prevLetter = letter;
    i += size;
  }
  map = ensure(map, len, 1);
  map[len++] = original.length;
  const joined = out.join("");
  const { text, folded } = foldConfusables(joined);
  signals.confusables = folded;
  const hiddenView =
    hidden.length > 0
      ? { text: hidden, map: Int32Array.from([...hiddenMap, original.length]), via: "unicode-tags" }
      : null;
  return { main: { text, map: map.subarray(0, len) }, hidden: hiddenView, signals };
}

/** Map a [start,end) span of a view back to the original text. */
export function toOriginal(view: View, start: number, end: number, originalLength: number): [number, number] {
  if (!view.map) return [Math.min(start, originalLength), Math.min(end, originalLength)];
  const m = view.map;
  const s = m[Math.min(start, m.length - 1)];
  const lastIn = m[Math.max(0, Math.min(end - 1, m.length - 1))];
  return [s, Math.min(originalLength, Math.max(s, lastIn + 1))];
}
