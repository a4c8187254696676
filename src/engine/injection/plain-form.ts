// The plain form of a text: what a reader sees once its form is undone in place (colour codes, NULs, entities, invisible
// and look-alike characters, styled letters, encoded runs decoded), with a map back to the original. Unicode tag
// characters stay: they have no ordinary use, and the scanner reads them as a hidden view and a signal of their own.

import { foldConfusables } from "./confusables.ts";
import { base64Run, binaryStart } from "./decode.ts";
import { type OriginalViews, originalViews } from "./original-views.ts";

/** The undone text; `map[i]` is the original index of its char i (one past the last: the original's length). */
export interface PlainForm {
  text: string;
  map: Int32Array;
  /** what was undone where in the original, named as the evidence names it ("ansi", "base64", "homoglyph", …) */
  undone: { start: number; end: number; form: string }[];
  /**
   * set when a right-to-left override shows a run reversed: the text with that run in its stored order. A person reads
   * the shown order (`text`), a model the stored one; both have the same length and map
   */
  stored?: string;
}

/** one replacement: original [start, end) reads as `by` */
interface Edit {
  start: number;
  end: number;
  by: string;
  /** the stored order of a run shown reversed (same length as `by`) */
  stored?: string;
  form: string;
}

/** a character that can carry a form: non-ASCII, ESC, NUL, an entity's "&", a caret NUL of `cat -v` */
const FORM_CHAR = /[^\x01-\x7f]|&#?[a-z0-9]{2,8};|\^@/i;
/**
 * An encoded run decodedViews may find: 20 units of the base64 alphabet, a "\x" or "%XX" escape, eight bits. Kept as
 * the specification of holdsEncoded (and for its test): as a regex it reads up to 20 units at every index of a text
 * without such a run, about ten passes' worth on short texts.
 */
export const ENCODED = /[A-Za-z0-9+/]{20}|\\x[0-9a-f]{2}|%[0-9a-f]{2}|[01]{8}/i;
const ESCAPE = /\\x[0-9a-f]{2}|%[0-9a-f]{2}/i;

/** ENCODED.test(text) without its backtracking: the base64 run and the eight bits are decode.ts's own searches */
export function holdsEncoded(text: string): boolean {
  return (
    base64Run(text, 0) >= 0 ||
    binaryStart(text, 0) >= 0 ||
    ((text.includes("\\") || text.includes("%")) && ESCAPE.test(text))
  );
}

const ANSI = /\x1b(?:\[[0-?]{0,40}[ -/]{0,4}[@-~]|\][^\x07\x1b]{0,400}(?:\x07|\x1b\\)|[@-_])/g;
const ENTITY =
  /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos|nbsp|colon|period|comma|sol|lpar|rpar|excl|quest|semi|equals|num));/gi;
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  colon: ":",
  period: ".",
  comma: ",",
  sol: "/",
  lpar: "(",
  rpar: ")",
  excl: "!",
  quest: "?",
  semi: ";",
  equals: "=",
  num: "#",
};
/** invisible characters: zero-width, soft hyphen, variation selectors, the BOM */
const INVISIBLE =
  /[\u00ad\u180e\u200b\u200c\u2060-\u2064\ufeff]|\u200d|\u034f|\ufe0f|[\ufe00-\ufe0e]|\udb40[\udd00-\uddef]/g;
/** a right-to-left override: what follows it on its line (to a pop) is shown reversed */
const RLO_RUN = /\u202e([^\n\u202c\u2069]{0,400})[\u202c\u2069]?/g;
/** bidi controls: they reorder what is shown, the text itself reads in its stored order */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** letters styled by a compatibility form: fullwidth, mathematical alphanumerics, circled and squared letters */
const STYLED = /[\uff01-\uff5e\u2460-\u24ff]|\ud835[\udc00-\udfff]|\ud83c[\udd10-\udd89]/g;
/** wide and typographic spaces (the ideographic space between fullwidth words): a plain space */
const WIDE_SPACE = /[\u2000-\u200a\u202f\u205f\u3000]/g;
/** capital look-alikes: their lower-case forms fold differently (Greek capital nu is N, its small letter reads v) */
const CAPITALS: Record<string, string> = {
  "\u0391": "A",
  "\u0392": "B",
  "\u0395": "E",
  "\u0396": "Z",
  "\u0397": "H",
  "\u0399": "I",
  "\u039a": "K",
  "\u039c": "M",
  "\u039d": "N",
  "\u039f": "O",
  "\u03a1": "P",
  "\u03a4": "T",
  "\u03a5": "Y",
  "\u03a7": "X",
  "\u0410": "A",
  "\u0412": "B",
  "\u0415": "E",
  "\u041a": "K",
  "\u041c": "M",
  "\u041d": "H",
  "\u041e": "O",
  "\u0420": "P",
  "\u0421": "C",
  "\u0422": "T",
  "\u0425": "X",
  "\u0423": "Y",
  "\u0406": "I",
  "\u0408": "J",
  "\u0405": "S",
};
/** `cat -v` shows a NUL as "^@": UTF-16 text seen that way has one after every character */
const CARET_NUL = /\^@/g;
const CARET_NULS_MIN = 8;

/** the characters of `run` in reverse order (a surrogate pair kept whole) */
function reversed(run: string): string {
  return [...run].reverse().join("");
}

function regexEdits(text: string, re: RegExp, form: string, by: (m: RegExpExecArray) => string, edits: Edit[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text))
    edits.push({ start: m.index, end: m.index + m[0].length, by: by(m), form });
}

/**
 * a unit whose lower case is one foldConfusables reads (Greek, Cyrillic, Latin small script g): those letters, the ohm
 * sign and Latin capital script G (every code point's toLowerCase checked): a text without one has no look-alike
 */
const LOWERS_TO_CONFUSABLE_SCRIPT = /[\u0370-\u052f\u0261\u2126\ua7ac]/;

/** look-alike letters inside Latin words read as Latin (real Greek or Cyrillic words keep theirs); case kept */
function lookAlikeEdits(text: string, edits: Edit[]): void {
  // (lower-casing a megabyte that holds one wide unit costs more than this search)
  if (!LOWERS_TO_CONFUSABLE_SCRIPT.test(text)) return;
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return;
  const { text: folded, folded: n } = foldConfusables(lower);
  if (n === 0 || folded.length !== text.length) return;
  for (let i = 0; i < text.length; i++)
    if (folded[i] !== lower[i] && folded.charCodeAt(i) < 0x80) {
      const upper = text[i] !== lower[i];
      edits.push({
        start: i,
        end: i + 1,
        by: upper ? (CAPITALS[text[i]] ?? folded[i].toUpperCase()) : folded[i],
        form: "homoglyph",
      });
    }
}

const BEYOND_ASCII = /[^\x00-\x7f]/;

/** the edits of the forms made of units beyond ASCII: invisible, bidi, styled and look-alike letters, wide spaces */
function wideEdits(original: string, edits: Edit[]): void {
  regexEdits(original, INVISIBLE, "zero-width", () => "", edits);
  if (original.includes("\u202e")) {
    RLO_RUN.lastIndex = 0;
    for (let m = RLO_RUN.exec(original); m !== null; m = RLO_RUN.exec(original)) {
      const stored = m[1].replace(BIDI, "");
      edits.push({ start: m.index, end: m.index + m[0].length, by: reversed(stored), stored, form: "bidi" });
    }
  }
  regexEdits(original, BIDI, "bidi", () => "", edits);
  regexEdits(original, STYLED, "fullwidth", (m) => m[0].normalize("NFKC"), edits);
  regexEdits(original, WIDE_SPACE, "fullwidth", () => " ", edits);
  lookAlikeEdits(original, edits);
}

/** The edits that undo `original`'s forms, sorted, none overlapping (an encoded run wins over what lies inside it). */
function formEdits(original: string, views: OriginalViews): { edits: Edit[]; rot13All: boolean } {
  const edits: Edit[] = [];
  let rot13All = false;
  if (FORM_CHAR.test(original) || original.includes("\x1b") || original.includes("\x00")) {
    // (each form below needs one ASCII unit or a unit beyond ASCII: a fast search for it skips a pass that finds none)
    if (original.includes("\x1b")) regexEdits(original, ANSI, "ansi", () => "", edits);
    if (original.includes("\x00")) regexEdits(original, /\x00+/g, "nul", () => "", edits);
    if (original.includes("^@") && (original.match(CARET_NUL)?.length ?? 0) >= CARET_NULS_MIN)
      regexEdits(original, CARET_NUL, "nul", () => "", edits);
    if (original.includes("&"))
      regexEdits(
        original,
        ENTITY,
        "html-entities",
        (m) => {
          const cp = m[1] ? Number(m[1]) : m[2] ? Number.parseInt(m[2], 16) : -1;
          return cp >= 0 ? (cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : "") : NAMED[m[3].toLowerCase()];
        },
        edits,
      );
    if (BEYOND_ASCII.test(original)) wideEdits(original, edits);
  }
  if (holdsEncoded(original) || /\b(?:gur|lbh|vtaber)\b/i.test(original)) {
    const main = views.normalized().main;
    for (const v of views.decoded()) {
      if (v.via === "rot13" && v.map === main.map) {
        rot13All = true;
        continue;
      }
      const map = v.map as Int32Array;
      ANSI.lastIndex = 0;
      edits.push({ start: map[0], end: map[map.length - 1], by: v.text.replace(ANSI, ""), form: v.via ?? "decoded" });
    }
  }
  // wider edits first at one start, then drop any edit that starts inside the one before it
  edits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Edit[] = [];
  let reach = 0;
  for (const e of edits) {
    if (e.start < reach) continue;
    kept.push(e);
    reach = Math.max(reach, e.end);
  }
  return { edits: kept, rot13All };
}

function rot13(s: string): string {
  return s.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/**
 * The plain form of `original`, or null when it has none (no form to undo: most texts). Pure; linear in the length,
 * decoding bounded by `budget` bytes as the scanner's decoded views are. `views` (of `original`) are the scan's own,
 * shared with its rule stage.
 */
export function plainForm(
  original: string,
  budget = 256 * 1024,
  views: OriginalViews = originalViews(original, budget),
): PlainForm | null {
  const { edits, rot13All } = formEdits(original, views);
  if (edits.length === 0 && !rot13All) return null;
  const parts: string[] = [];
  // where a run shown reversed sits in parts, and its stored order (the second reading is built only when one exists)
  const storedAt: (number | string)[] = [];
  // the map's length is known before it is filled: the original's length plus what each edit adds or removes
  let size = original.length + 1;
  for (const e of edits) size += e.by.length - (e.end - e.start);
  const map = new Int32Array(size);
  let len = 0;
  let at = 0;
  for (const e of edits) {
    parts.push(original.slice(at, e.start), e.by);
    if (e.stored !== undefined) storedAt.push(parts.length - 1, e.stored);
    for (let k = at; k < e.start; k++) map[len++] = k;
    // every char of a replacement points at its place in the original, spread over it as a decoded view's map is
    for (let k = 0; k < e.by.length; k++)
      map[len++] = e.start + Math.min(e.end - e.start - 1, Math.floor(((e.end - e.start) * k) / e.by.length));
    at = e.end;
  }
  parts.push(original.slice(at));
  for (let k = at; k < original.length; k++) map[len++] = k;
  map[len++] = original.length;
  const joined = parts.join("");
  let stored: string | undefined;
  if (storedAt.length > 0) {
    for (let k = 0; k < storedAt.length; k += 2) parts[storedAt[k] as number] = storedAt[k + 1] as string;
    stored = parts.join("");
  }
  const undone = edits.map(({ start, end, form }) => ({ start, end, form }));
  if (rot13All) undone.push({ start: 0, end: original.length, form: "rot13" });
  return {
    text: rot13All ? rot13(joined) : joined,
    map,
    undone,
    stored: stored !== undefined && rot13All ? rot13(stored) : stored,
  };
}
