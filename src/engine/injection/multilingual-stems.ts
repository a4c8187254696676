// Stem tables as regexes: the union of every language's stems for one field, read at word starts where words are spaced.

import { CONFUSABLES } from "./confusables.ts";
import { boundStem, type StemBounds } from "./multilingual-bounds.ts";

/** a letter of the normalised Latin or Cyrillic text (JS \b knows ASCII only; without the u flag the regex stays fast) */
const LETTER = String.raw`[a-z0-9\u00c0-\u024f\u0400-\u04ff]`;
const WORD_START = `(?<!${LETTER})`;
const WORD_END = `(?!${LETTER})`;

export const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const spaced = (stem: string): boolean => /^[a-z\u0400-\u04ff]/.test(stem);

/**
 * Letters the normaliser keeps that people often type bare: Greek with a tonos or a diaeresis and the final sigma, and
 * the Latin letters NFKD does not strip (Polish ł, Turkish dotless ı, đ, ø). Text and stems are both read bare, so
 * "przesłać" and "przeslac", "yapıştır" and "yapistir", "overfør" and "overfor" are one word to the reader.
 */
const MARKED = /[\u0386\u0388-\u038a\u038c\u038e-\u0390\u03aa-\u03b0\u03c2\u03ca-\u03ce\u0142\u0131\u0111\u00f8]/;
const BARE: Record<string, string> = {
  ά: "α",
  έ: "ε",
  ή: "η",
  ί: "ι",
  ό: "ο",
  ύ: "υ",
  ώ: "ω",
  ΐ: "ι",
  ΰ: "υ",
  ϊ: "ι",
  ϋ: "υ",
  ς: "σ",
  ł: "l",
  ı: "i",
  đ: "d",
  ø: "o",
};
const MARKED_ALL = new RegExp(MARKED.source, "g");

/** The text with those letters bare, one character for one (offsets into the text stay valid). */
export function bareLetters(text: string): string {
  return MARKED.test(text) ? text.replace(MARKED_ALL, (c) => BARE[c] ?? c) : text;
}

/**
 * A Cyrillic stem spelled only with look-alike letters ("все") as the normaliser folds it next to a Latin word
 * ("crm все записи" is read "crm bce записи"): the stem must match either spelling.
 */
function foldedTwin(stem: string): string[] {
  // Cyrillic of three letters and more: "не" would fold to English "he", a negation in every sentence
  if (!/^[\u0400-\u04ff]{3,}$/.test(stem)) return [];
  let out = "";
  for (const ch of stem) {
    const f = CONFUSABLES[ch];
    if (f === undefined) return [];
    out += f;
  }
  return [out];
}

/** One stem as a regex: "x$" a whole word, "schalte…aus" a separable verb (its particle within the clause). */
function stemSource(stem: string, whole: boolean): string {
  return stem
    .split("…")
    .map((part) => {
      const ends = whole || part.endsWith("$");
      const body = part.endsWith("$") ? part.slice(0, -1) : part;
      const end = ends && /[a-z\u0400-\u04ff]$/.test(body) ? WORD_END : "";
      return (spaced(body) ? WORD_START : "") + escapeRegex(body) + end;
    })
    .join(String.raw`[^!?\n]{0,160}?`);
}

/**
 * The union of every table's stems for one field: a sentence in a mixed text may be in any language. Stems of the
 * spaced scripts share one word-start test; Hangul and Han stems are bounded by their grammar (`bounds`: the field's
 * words are nouns or modifiers) (a regex of one group per kind, not one test per stem).
 */
export function unionField<T>(tables: Record<string, T>, name: keyof T, whole = false, bounds?: StemBounds): RegExp {
  const lists = Object.values(tables).map((t) => (t[name] as string | undefined) ?? "");
  const own = [...new Set(lists.flatMap((l) => l.split("|")).filter((s) => s !== ""))].map(bareLetters);
  const stems = [...new Set([...own, ...own.flatMap(foldedTwin)])];
  const simple = (s: string): boolean => !s.includes("…") && !s.endsWith("$");
  const latin = stems.filter((s) => spaced(s) && simple(s)).map(escapeRegex);
  // Hangul and Han stems where their words end (multilingual-bounds.ts): 명령 not inside 명령행, 위의 not inside 상위의
  const other = stems.filter((s) => !spaced(s) && simple(s)).map((s) => boundStem(s, escapeRegex(s), bounds));
  const rest = stems.filter((s) => !simple(s)).map((s) => stemSource(s, whole));
  const groups = [
    ...(latin.length > 0 ? [`${WORD_START}(?:${latin.join("|")})${whole ? WORD_END : ""}`] : []),
    ...(other.length > 0 ? [`(?:${other.join("|")})`] : []),
    ...rest,
  ];
  return new RegExp(groups.length > 0 ? groups.join("|") : "(?!)");
}
