// Confusable folding: Cyrillic and Greek look-alike letters inside Latin words read as the Latin letters.

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
