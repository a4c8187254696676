// OCR's letter-for-digit confusions undone in words (`upl0ad` → upload, `de1ete` → delete, `ver1fy` → verify), for the converted-text view.

/**
 * A word OCR damaged: letters with 0, 1, 3 or 4 between them, or one trailing 1 after five letters (`instal1`). A
 * digit that stands in a name, a path or a version (`u.ps1`, `log4j`, `v1`, `sha1`, `ipv4`, `retro48`) is not touched:
 * the word must not touch a dot, a slash, an underscore or a hyphen, and must hold no other digit.
 */
const WORD = /(?<![\p{L}\p{N}._/@:\\-])\p{L}[\p{L}0134]*[\p{L}1](?![\p{L}\p{N}_/@\\-]|\.[\p{L}\p{N}])/gu;
const VOWEL = /[aeiouyäöüéèàáóúíâêîôû]/;

/** The letter a 1 between `before` and `after` stands for: i between two consonants or before "on", l elsewhere. */
function one(before: string, after: string, next2: string): string {
  if (next2 === "on" || next2 === "ng") return "i";
  if (before !== "" && after !== "" && !VOWEL.test(before) && !VOWEL.test(after) && after !== "l") return "i";
  return "l";
}

/** The word with its OCR digits read as letters, or the word as it is when it is no damaged word. */
export function repairWord(word: string): string {
  if (!/[0134]/.test(word) || /[25-9]/.test(word)) return word;
  let letters = 0;
  for (const ch of word) if (!/[0134]/.test(ch)) letters++;
  if (letters < 2) return word;
  const lower = word.toLowerCase();
  let out = "";
  for (let i = 0; i < word.length; i++) {
    const ch = word[i] as string;
    if (!/[0134]/.test(ch)) {
      out += ch;
      continue;
    }
    // the nearest letters on both sides (a run of digits, "a11ow", shares them)
    let b = i - 1;
    while (b >= 0 && /[0134]/.test(lower[b] as string)) b--;
    let a = i + 1;
    while (a < word.length && /[0134]/.test(lower[a] as string)) a++;
    const before = b >= 0 ? (lower[b] as string) : "";
    const after = a < word.length ? (lower[a] as string) : "";
    // a trailing digit is OCR's only as a 1 after five letters ("instal1"), never a 0, 3 or 4 ("retro4")
    if (after === "" && (ch !== "1" || letters < 5)) return word;
    if (before === "") return word;
    // a 3 or a 4 before a word's last letter is a name's (`log4j`, `h3x`): OCR's stand inside a word
    if ((ch === "3" || ch === "4") && a >= word.length - 1) return word;
    out += ch === "0" ? "o" : ch === "3" ? "e" : ch === "4" ? "a" : one(before, after, lower.slice(a, a + 2));
  }
  return out;
}

/** `text` with every OCR-damaged word read as its letters (one pass over the words). */
export function repairOcrWords(text: string): string {
  return text.replace(WORD, (w) => repairWord(w));
}
