// Normalisation views for the scanner: NFKC + lower case, invisible/bidi/tag removal, confusable folding, de-spacing.

/** A derived text plus the way back to the original: `map[i]` is the original index of view char i. */
export interface View {
  text: string;
  /** null means identity (view index == original index) */
  map: Int32Array | null;
  /** set for views that only exist because of an obfuscation (decoded, de-spaced, hidden tag text) */
  via?: string;
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

/** Cyrillic and Greek letters (lower case, after lower-casing) that look like Latin ones. */
export const CONFUSABLES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ї: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  һ: "h",
  ɡ: "g",
  α: "a",
  β: "b",
  ε: "e",
  ζ: "z",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ϲ: "c",
  ϳ: "j",
};
const HAS_CONFUSABLE_SCRIPT = /[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f\u0261]/;
// a word is a match of /[a-z\u0370-\u03ff\u0400-\u052f\u0261]{1,64}/g (WORD): runs of these letters cut in pieces of 64
const LATIN = /[a-z]/;

const FOREIGN = /[\u0370-\u03ff\u0400-\u052f\u0261]/g;
/** a UTF-16 unit of WORD's class */
const isWordUnit = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 0x370 && c <= 0x52f) || c === 0x261;

/**
 * Fold look-alike letters into Latin inside words that mix scripts, and inside all-look-alike words next to Latin
 * words, so real Cyrillic/Greek text keeps its letters (the multilingual rules need them). Length-preserving.
 * Words are WORD's matches (runs of its class cut in pieces of 64); only those holding a non-Latin letter are
 * visited: a Latin-only word only sets "the previous word was Latin", which is read off the gap before a visited word.
 */
export function foldConfusables(text: string): { text: string; folded: number } {
  if (!HAS_CONFUSABLE_SCRIPT.test(text)) return { text, folded: 0 };
  let folded = 0;
  let out = "";
  let copied = 0;
  // end of the last visited word and whether it left "previous word Latin" set
  let lastEnd = 0;
  let lastLatin = false;
  FOREIGN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = FOREIGN.exec(text)) !== null) {
    const pos = m.index;
    // the word holding pos: its run starts at rs (or continues from the last visited word), cut in pieces of 64
    let rs = pos;
    while (rs > lastEnd && isWordUnit(text.charCodeAt(rs - 1))) rs--;
    const cs = rs + Math.floor((pos - rs) / 64) * 64;
    let ce = pos + 1;
    const lim = Math.min(text.length, cs + 64);
    while (ce < lim && isWordUnit(text.charCodeAt(ce))) ce++;
    // the previous word: a Latin-only piece of the same run, a Latin-only word in the gap, or the last visited word
    let prevLatin = cs > rs;
    if (!prevLatin) {
      prevLatin = lastLatin;
      for (let k = lastEnd; k < rs; k++) {
        if (isWordUnit(text.charCodeAt(k))) {
          prevLatin = true;
          break;
        }
      }
    }
    const w = text.slice(cs, ce);
    const hasLatin = LATIN.test(w);
    let allConfusable = true;
    for (const ch of w) {
      if (ch >= "a" && ch <= "z") continue;
      if (CONFUSABLES[ch] === undefined) allConfusable = false;
    }
    if (hasLatin || (allConfusable && prevLatin)) {
      let r = "";
      for (const ch of w) {
        const f = CONFUSABLES[ch];
        if (f !== undefined) {
          // only letters inside mixed-script words count as a homoglyph signal: short all-Cyrillic words next to
          // code in real Russian text are folded too, but they are not an obfuscation
          if (hasLatin) folded++;
          r += f;
        } else r += ch;
      }
      out += text.slice(copied, cs) + r;
      copied = ce;
      lastLatin = true;
    } else lastLatin = false;
    lastEnd = ce;
    FOREIGN.lastIndex = ce;
  }
  return { text: copied === 0 ? text : out + text.slice(copied), folded };
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

/** Build the main view: NFKC, invisible/bidi/tag characters removed, lower case, confusables folded. */
export function normalize(original: string): Normalized {
  const signals: NormalizeSignals = { zeroWidthInWords: 0, zeroWidth: 0, bidi: 0, tags: 0, confusables: 0, compat: 0 };
  if (ASCII_ONLY.test(original)) {
    // fast path: NFKC is the identity on ASCII and lower-casing keeps the length
    return { main: { text: original.toLowerCase(), map: null }, hidden: null, signals };
  }
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
      const run = original.slice(i, stop);
      const first = run.charCodeAt(0);
      if (pendingZw && prevLetter && isLetterAscii(first)) signals.zeroWidthInWords++;
      pendingZw = false;
      prevLetter = isLetterAscii(run.charCodeAt(run.length - 1));
      out.push(run.toLowerCase());
      map = ensure(map, len, run.length + 1);
      len = fillIdentity(map, len, i, run.length);
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
    const ch = original.slice(i, i + size);
    let n = isLatinWithMarks(cp) ? ch.normalize("NFKD") : ch.normalize("NFKC");
    if (n !== ch && !isLatinWithMarks(cp)) signals.compat++;
    n = n.toLowerCase();
    let kept = "";
    for (let k = 0; k < n.length; k++) {
      const c = n.charCodeAt(k);
      if (c >= 0x300 && c <= 0x36f) continue; // accents stripped: précédentes -> precedentes
      kept += n[k];
    }
    if (kept.length > 0) {
      out.push(kept);
      map = ensure(map, len, kept.length + 1);
      len = fillConstant(map, len, i, kept.length);
    }
    const isLetter = kept.length > 0 && /\p{L}/u.test(kept);
    if (pendingZw && prevLetter && isLetter) signals.zeroWidthInWords++;
    pendingZw = false;
    prevLetter = isLetter;
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

// s p a c e d and s.e.p.a.r.a.t.e.d words: at least six single letters joined by one separator; wider gaps are word breaks
const L = "a-z\\u00e0-\\u024f\\u0370-\\u03ff\\u0400-\\u04ff";
const SPACED_RUN = new RegExp(`[${L}](?:[ .\\-_*][${L}]|\\s{2,6}[${L}]){5,4000}`, "g");
const SPACED_LETTER = new RegExp(`[${L}]`);

/** A view made of the de-spaced runs only (null when there are none); at most `budget` characters of runs. */
export function despace(view: View, budget = 256 * 1024): View | null {
  const text = view.text;
  if (text.length < 11) return null;
  let out = "";
  const map: number[] = [];
  const base = (i: number): number => (view.map ? view.map[i] : i);
  SPACED_RUN.lastIndex = 0;
  let m: RegExpExecArray | null;
  let runs = 0;
  while (out.length < budget && (m = SPACED_RUN.exec(text)) !== null) {
    const s = m.index;
    const run = m[0];
    let letters = 0;
    const before = out.length;
    for (let k = 0; k < run.length; k++) {
      const c = run.charCodeAt(k);
      if ((c >= 0x61 && c <= 0x7a) || (c > 0x7f && SPACED_LETTER.test(run[k]))) {
        out += run[k];
        map.push(base(s + k));
        letters++;
      } else if (
        k + 1 < run.length &&
        run.charCodeAt(k + 1) <= 0x20 &&
        c <= 0x20 &&
        (out.length === 0 || out[out.length - 1] !== " ")
      ) {
        out += " ";
        map.push(base(s + k));
      }
    }
    if (letters < 6) {
      out = out.slice(0, before);
      map.length = before;
      continue;
    }
    out += " \n ";
    map.push(base(s + run.length - 1), base(s + run.length - 1), base(s + run.length - 1));
    runs++;
  }
  if (runs === 0) return null;
  map.push(view.map ? view.map[view.map.length - 1] : text.length);
  return { text: out, map: Int32Array.from(map), via: "spaced-letters" };
}
