// Where a tool result can hide text from its reader: hidden places (comments, hidden elements, attributes, link titles,
// footnotes, fence info), disguised forms (\u escapes, reversed, spaced letters, letter grids, one word a line,
// leetspeak) and orders split over list items or numbered fields (hidden-order24-items.ts). Each found
// text is a Segment with its span.

import { ROT13_STOPWORDS } from "./decode.ts";
import { lowerCased } from "./lower-cased.ts";
import { literalPretest } from "./literal-pretest44.ts";

/** a piece of hidden or disguised text, as a reader would see it once revealed, and where it stands in the original */
export interface Segment {
  text: string;
  start: number;
  end: number;
  how: string;
}

const PLACES: readonly [string, RegExp][] = [
  ["comment", /<!--([\s\S]{8,800}?)-->/g],
  [
    "hidden",
    /<(\w+)\b[^>]{0,200}?(?:\shidden(?=[\s>=])|style="[^"]{0,100}?(?:display:\s*none|visibility:\s*hidden|font-size:\s*0|opacity:\s*0)\b|aria-hidden="true")[^>]{0,200}>([^<]{8,800})<\/\1>/g,
  ],
  [
    "attribute",
    /\b(?:aria-label|aria-description|alt|title|data-[\w-]+|content|placeholder|note)\s*=\s*"([^"]{12,800})"/g,
  ],
  ["desc", /<desc>([^<]{12,800})<\/desc>/g],
  ["alt", /!\[([^\]]{12,800})\]\(/g],
  ["link-title", /\]\(\s*[^\s)]+\s+"([^"]{12,800})"\s*\)/g],
  ["footnote", /^\[\^[^\]\n]{1,20}\]:[ \t]*(.{12,800})$/gm],
  ["fence-info", /^[ \t]*(?:```|~~~)[^\n`]*?([{(][^\n]{8,800})$/gm],
];

/** text a page hides from its human reader or keeps outside its prose */
export function hiddenPlaces(text: string): Segment[] {
  const out: Segment[] = [];
  for (const [how, re] of PLACES) {
    if (!mayHold(how, text)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const inner = m[m.length - 1] as string;
      const at = m.index + m[0].lastIndexOf(inner);
      out.push({ text: inner.replace(/<[^>]{0,200}>/g, " "), start: at, end: at + inner.length, how });
    }
  }
  return out;
}

/** the literal every match of a place holds (most texts hold none: no regex runs) */
function mayHold(how: string, text: string): boolean {
  if (how === "comment") return text.includes("<!--");
  if (how === "hidden")
    return text.includes("hidden") || text.includes("none") || text.includes(":0") || text.includes(": 0");
  if (how === "attribute") return text.includes('="');
  if (how === "desc") return text.includes("<desc>");
  if (how === "alt") return text.includes("![");
  if (how === "link-title") return text.includes("](");
  if (how === "footnote") return text.includes("[^");
  return text.includes("```") || text.includes("~~~");
}

const rot13 = (s: string): string =>
  s.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97));
const UNICODE_ESCAPES = /(?:\\u[0-9a-fA-F]{4}){6,2000}/g;
/** words that are common written backwards and rare forwards ("eht", "dna", "otni", "euq") */
export const REVERSED_STOPS =
  /(?<![\p{L}])(?:eht|dna|uoy|ruoy|siht|taht|htiw|morf|otni|euq|sol|rof|sed|ertne)(?![\p{L}])/gu;
/** its words without their edges (literal-pretest44.ts): a text without one holds no match, and V8 runs this far faster */
const REVERSED_STOPS_PRE = literalPretest(REVERSED_STOPS);
const PLAIN_STOPS =
  /(?<![\p{L}])(?:the|and|to|of|you|your|this|that|with|from|into|de|la|que|el|los|o|a|do|da|for|en|in|on)(?![\p{L}])/gu;
/** a link or mail address written backwards ("//:sptth", "gro.elpmaxe.x@y") */
const REVERSED_PLACE = /\/\/:s?ptth|\b(?:moc|gro|ten|oi|ude|vog)\.[\w.-]{2,60}@/;
const count = (re: RegExp, s: string): number => s.match(re)?.length ?? 0;

/**
 * Disguised forms read back: \u escapes decoded, a line whose reversal reads as words (or spells a link), spaced letters
 * joined, a letter grid or a column of single words read as a line, leetspeak turned back into letters.
 */
export function disguisedForms(text: string): Segment[] {
  const out: Segment[] = [];
  if (text.includes("\\u")) {
    UNICODE_ESCAPES.lastIndex = 0;
    for (let m = UNICODE_ESCAPES.exec(text); m; m = UNICODE_ESCAPES.exec(text)) {
      const decoded = m[0].replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) =>
        String.fromCharCode(Number.parseInt(h, 16)),
      );
      out.push({ text: decoded, start: m.index, end: m.index + m[0].length, how: "unicode-escapes" });
    }
  }
  // (the line spans are built only for a text some line reading or column shape opens: most texts open none)
  let spans: Int32Array | null = null;
  const lines = (): Int32Array => (spans ??= linesOf(text));
  // each line reading has its own whole-text gate, a condition every line it reads holds, so a text pays only for the
  // readings whose trigger it holds (a line's match is a match of the whole text: line edges are newlines, which no
  // gate's letter test crosses); most texts open none
  const lowerAll = lowerCased(text);
  REVERSED_STOPS.lastIndex = 0;
  ROT13_STOPWORDS.lastIndex = 0;
  const reversedMay =
    ((REVERSED_STOPS_PRE?.test(lowerAll) ?? true) && REVERSED_STOPS.test(lowerAll)) ||
    ((lowerAll.includes("//:") || lowerAll.includes("@")) && REVERSED_PLACE.test(lowerAll));
  const rot13May = ROT13_STOPWORDS.test(lowerAll);
  REVERSED_STOPS.lastIndex = 0;
  ROT13_STOPWORDS.lastIndex = 0;
  // spaced and leet lines are read only where round 24's shared gate opened (any reading's trigger: a run of eight
  // spaced letters or a letter beside a leet digit); reading them wherever their own gate opens would read table rows as
  // spaced letters and `base64` as leet, so the shared gate stays, narrowed by each reading's own condition
  const sharedMay = reversedMay || rot13May || SPACED_RUN.test(text) || LEET_PAIR.test(lowerAll);
  const spacedMay = sharedMay && SPACED_UNITS.test(text);
  const leetMay =
    sharedMay && (LEET_NEAR_ASCII.test(lowerAll) || (NON_ASCII.test(lowerAll) && LEET_NEAR.test(lowerAll)));
  const read = reversedMay || rot13May || spacedMay || leetMay ? lines() : NO_LINES;
  for (let k = 0; k < read.length; k += 2) {
    const s = read[k];
    const e = read[k + 1];
    // (a disguised order is a sentence; a minified program's line is not read)
    if (e - s > 1000) continue;
    const line = text.slice(s, e);
    const leetMayHere = leetMay && /\d/.test(line);
    const lower = reversedMay || rot13May || leetMayHere ? line.toLowerCase() : "";
    // reversed: the reversal holds more short words than the line, or spells a link ("//:sptth")
    const spelled = reversedMay && REVERSED_PLACE.test(lower);
    if (spelled || (reversedMay && count(REVERSED_STOPS, lower) >= 2)) {
      const back = [...line].reverse().join("");
      if (spelled || count(PLAIN_STOPS, back.toLowerCase()) > count(PLAIN_STOPS, lower) + 1)
        out.push({ text: back, start: s, end: e, how: "reversed" });
    }
    // ROT13: a line with a ROT13 stopword whose rotation holds more short words than the line
    // (read between a line's tags and quotes: a plain label may share the line)
    if (rot13May && count(ROT13_STOPWORDS, lower) >= 1)
      for (const chunk of lower.split(/<[^>]{0,200}>|"/)) {
        const turned = rot13(chunk);
        if (count(PLAIN_STOPS, turned) > count(PLAIN_STOPS, chunk) + 1)
          out.push({ text: turned, start: s, end: e, how: "rot13" });
      }
    // spaced letters: most space-separated units are one character long; words stand two or more spaces apart
    const units = spacedMay ? line.trim().split(/ +/) : [];
    if (units.length >= 12 && units.filter((u) => [...u].length === 1).length >= units.length * 0.75)
      out.push({
        text: line
          .trim()
          .split(/ {2,}/)
          .map((w) => w.replace(/ /g, ""))
          .join(" "),
        start: s,
        end: e,
        how: "spaced",
      });
    // leetspeak: three or more words that mix letters with the digits that stand for letters
    if (leetMayHere && leetLine(lower)) {
      out.push({ text: deleet(lower, "i"), start: s, end: e, how: "leet" });
      out.push({ text: deleet(lower, "l"), start: s, end: e, how: "leet" });
    }
  }
  out.push(...columns(text, lines));
  return out;
}

/** eight letters in a row each followed by one space; a letter beside a digit that stands for a letter */
const SPACED_RUN = /(?:\S ){8}\S/;
const LEET_PAIR = /[a-z][0134578]|[0134578][a-z]/;
/**
 * three one-character units in a row: a spaced line (twelve or more units, three in four of one character) always holds
 * them (its one-character units fall into at most a third of their number plus one runs)
 */
const SPACED_UNITS = /(?<!\S)[^ \n] +[^ \n] +[^ \n](?!\S)/u;
/**
 * a letter beside a run of one or two digits holding one that stands for a letter: every leet word holds one (its
 * digit runs are shorter than three and touch a letter); the ASCII form decides a text of ASCII alone
 */
const LEET_NEAR_ASCII = /[a-z][0-9]?[0134578]|[0134578][0-9]?[a-z]/;
const LEET_NEAR = /\p{L}[0-9]?[0134578]|[0134578][0-9]?\p{L}/u;
const NON_ASCII = /[^\x00-\x7f]/;
/** three or more leet words that make a third of the line's words (a record's ids and dates are not words) */
function leetLine(lower: string): boolean {
  // one pass over the code points: a word is a run of letters and digits (`[\p{L}\d]+`); a leet word has three or
  // more characters, a letter, a digit that stands for a letter and no three digits in a row
  let words = 0;
  let leet = 0;
  let len = 0;
  let letter = false;
  let leetDigit = false;
  let digits = 0;
  let threeDigits = false;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? (lower.codePointAt(i) as number) : 32;
    if (c > 0xffff) i++;
    const digit = c >= 48 && c <= 57;
    if (digit || isLetter(c)) {
      len++;
      if (digit) {
        digits++;
        if (digits >= 3) threeDigits = true;
        if (c !== 50 && c !== 54 && c !== 57) leetDigit = true;
      } else {
        digits = 0;
        letter = true;
      }
      continue;
    }
    if (len > 0) {
      words++;
      if (len >= 3 && letter && leetDigit && !threeDigits) leet++;
    }
    len = 0;
    letter = leetDigit = threeDigits = false;
    digits = 0;
  }
  return leet >= 3 && leet * 3 >= words;
}
const LETTER = /\p{L}/u;
const isLetter = (c: number): boolean =>
  c < 128 ? (c >= 97 && c <= 122) || (c >= 65 && c <= 90) : LETTER.test(String.fromCodePoint(c));
const LEET_MAP: Record<string, string> = { "0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g" };
function deleet(s: string, one: "i" | "l"): string {
  return s.replace(/[01345789]/g, (c) => (c === "1" ? one : (LEET_MAP[c] ?? c)));
}

/** whether `text` has `n` or more lines (as linesOf counts them: one more than its newlines) */
function holdsLines(text: string, n: number): boolean {
  let at = -1;
  for (let k = 1; k < n; k++) {
    at = text.indexOf("\n", at + 1);
    if (at < 0) return false;
  }
  return true;
}

const NO_LINES = new Int32Array(0);

/**
 * The lines of `text` (split at each newline; one more than its newlines) as one flat list of spans: line k is
 * [out[2k], out[2k + 1]). One typed array, not an array per line: a text of a million short lines made a million small
 * arrays that lived through the whole reading, which the collector copied on and on (a cost growing faster than the
 * text: 20x from 1 MB to 10 MB of "system:\n").
 */
export function linesOf(text: string): Int32Array {
  let count = 1;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) count++;
  const out = new Int32Array(2 * count);
  let k = 0;
  let s = 0;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) {
    out[k++] = s;
    out[k++] = at;
    s = at + 1;
  }
  out[k] = s;
  out[k + 1] = text.length;
  return out;
}

const GRID_ROW = /^\s*\|(?:\s*(?:\\\||[^|\s]{1,2})\s*\|)+\s*$/;
/** one word of prose on a line (an address or path may hold dots, slashes and @; code punctuation is not prose) */
const ONE_WORD = /^\s*[\p{L}~"'«(][^\s|;(){}$=<>]{0,59}\s*$/u;
/** six one-word lines in a row, in one pass over the text (the gate of the word-column reading) */
const ONE_WORD_RUN = /(?:^|\n)(?:[^\S\n]*[\p{L}~"'«(][^\s|;(){}$=<>]{0,59}[^\S\n]*(?:\n|$)){6}/u;
/** runs of letter-grid rows or one-word lines (three grid rows, six words) read as one line */
function columns(text: string, lines: () => Int32Array): Segment[] {
  const out: Segment[] = [];
  // each shape only where the text can hold a run of it: a grid row holds a bar, a column six one-word lines in a row
  for (const [shape, min, how] of [
    [GRID_ROW, 3, "grid"],
    [ONE_WORD, 6, "word-column"],
  ] as const) {
    if (how === "grid" ? !text.includes("|") : !holdsLines(text, 6) || !ONE_WORD_RUN.test(text)) continue;
    const spans = lines();
    // the run of lines of the shape: spans [from, to), two entries a line
    let from = 0;
    const flush = (to: number): void => {
      if (to - from >= 2 * min) {
        const words: string[] = [];
        for (let k = from; k < to; k += 2) {
          const line = text.slice(spans[k], spans[k + 1]);
          words.push(
            how === "grid"
              ? line
                  .replace(/\\\|/g, "\u0001")
                  .replace(/[|\s]/g, "")
                  .replace(/\u0001/g, "|")
              : line.trim(),
          );
        }
        out.push({ text: words.join(" "), start: spans[from], end: spans[to - 1], how });
      }
    };
    for (let k = 0; k < spans.length; k += 2)
      if (!shape.test(text.slice(spans[k], spans[k + 1]))) {
        flush(k);
        from = k + 2;
      }
    flush(spans.length);
  }
  return out;
}
