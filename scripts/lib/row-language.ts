// The language an eval row's order is written in: script first (each script its own name), then function words.

import { languageOf16, nonEnglish16 } from "../../src/engine/injection/multilingual-lang16.ts";
import { normalize } from "../../src/engine/injection/normalize.ts";

/** Scripts the scanner's own language reader folds into "other" or misses (read on the original text). */
const SCRIPTS: [string, RegExp][] = [
  ["he", /[\u0590-\u05ff]/g],
  ["th", /[\u0e00-\u0e7f]/g],
  ["el", /[\u0370-\u03ff]/g],
  ["bn", /[\u0980-\u09ff]/g],
  ["pa", /[\u0a00-\u0a7f]/g],
  ["gu", /[\u0a80-\u0aff]/g],
  ["ta", /[\u0b80-\u0bff]/g],
  ["te", /[\u0c00-\u0c7f]/g],
  ["kn", /[\u0c80-\u0cff]/g],
  ["ml", /[\u0d00-\u0d7f]/g],
  ["am", /[\u1200-\u137f]/g],
  ["ka", /[\u10a0-\u10ff]/g],
  ["hy", /[\u0530-\u058f]/g],
];
/** romanised Japanese and Chinese, which the scanner's reader has no words for */
const ROMAN: [string, RegExp][] = [
  ["ja-latn", /\b(?:kudasai|shite|desu|masu|onegai|shimasu|subete|sugu ni|naide|wo|dake|kore|sore)\b/g],
  ["zh-latn", /\b(?:qing|ni|wo|de|shi|bu yao|mashang|suoyou|bangwo|yixia|women|zhege)\b/g],
];

const count = (re: RegExp, text: string): number => {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text) !== null) n++;
  return n;
};

/** The main language of one piece of text (original and its normalised view). */
function languageOfPiece(original: string, norm: string): string {
  const letters = count(/\p{L}/gu, original) || 1;
  for (const [lang, re] of SCRIPTS) if (count(re, original) >= Math.max(3, letters / 10)) return lang;
  if (/[\u0600-\u06ff]/.test(original)) {
    const lang = languageOf16(norm);
    if (lang === "ar" && /[پچژگکی]/.test(original)) return /[ٹڈڑںے]/.test(original) ? "ur" : "fa";
    if (lang === "ar") return lang;
  }
  const lang = languageOf16(norm);
  if (lang !== "en") return lang;
  for (const [l, re] of ROMAN) if (count(re, norm) >= 3) return l;
  return "en";
}

/**
 * A row's language: the whole text's when it is not English; else the language of its sentences that are not in
 * English, marked `mixed` (an English carrier with an order written in another language, or a code-switched text),
 * when they hold at least 30 letters (12 in scripts without spaces).
 */
export function rowLanguage(text: string): { lang: string; mixed: boolean } {
  const norm = normalize(text).main.text;
  const whole = languageOfPiece(text, norm);
  if (whole !== "en") return { lang: whole, mixed: false };
  const foreign = norm
    .split(/[.!?;。！？]+\s|\n/)
    .filter((s) => s.length > 8 && nonEnglish16(s))
    .join("\n");
  const letters = count(/\p{L}/gu, foreign);
  const dense = count(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/g, foreign);
  if (letters < 30 && dense < 12) return { lang: "en", mixed: false };
  const lang = languageOfPiece(foreign, foreign);
  return lang === "en" ? { lang: "en", mixed: false } : { lang, mixed: true };
}

/** The script family a language is written in, for a shorter table. */
export function familyOf(lang: string): string {
  if (lang === "en") return "English";
  if (/-latn$/.test(lang)) return "transliterated";
  if (["zh", "ja", "ko"].includes(lang)) return "CJK";
  if (["ru", "uk"].includes(lang)) return "Cyrillic";
  if (["ar", "fa", "ur", "he"].includes(lang)) return "Arabic/Hebrew";
  if (["hi", "bn", "pa", "gu", "ta", "te", "kn", "ml"].includes(lang)) return "Indic";
  if (["th", "el", "am", "ka", "hy", "other"].includes(lang)) return "other scripts";
  return "Latin (not English)";
}
