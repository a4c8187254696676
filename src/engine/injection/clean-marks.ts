// The cleaned view's first stage: NULs, ANSI escapes, HTML entities and tags, Markdown marks inside words undone.

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  shy: "",
  zwj: "",
  zwnj: "",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  lsquo: "'",
  rsquo: "'",
  ldquo: '"',
  rdquo: '"',
  ndash: "-",
  mdash: "-",
  hellip: "...",
  colon: ":",
  period: ".",
  comma: ",",
  sol: "/",
  bsol: "\\",
  lpar: "(",
  rpar: ")",
  lsqb: "[",
  rsqb: "]",
  excl: "!",
  quest: "?",
  num: "#",
  semi: ";",
  equals: "=",
};

export const TRIGGER = /[\x00\x1b&*~`[<]/;

function isLetter(c: string | undefined): boolean {
  return c !== undefined && c >= "a" && c <= "z";
}

export interface Out {
  /** the strings emitted for undone or special characters, in order (runs copied as is are only in segs) */
  parts: string[];
  /** emitted segments as triples (main-view index, length, 0: a run copied as is / 1: one index for every char) */
  segs: number[];
  len: number;
  kinds: Set<string>;
  /** something was undone that can hide a word (most texts only have markup, colour codes or version numbers) */
  significant: boolean;
  nuls: number;
}

function emitRun(from: number, to: number, out: Out): void {
  if (to <= from) return;
  out.segs.push(from, to - from, 0);
  out.len += to - from;
}

function emitAt(s: string, at: number, out: Out): void {
  out.parts.push(s);
  out.segs.push(at, s.length, 1);
  out.len += s.length;
}

/** Stage one's output text: the runs sliced from `text`, the emitted strings (in `parts`) between them. */
export function buildText(text: string, out: Out): string {
  const pieces: string[] = [];
  let p = 0;
  for (let j = 0; j < out.segs.length; j += 3)
    pieces.push(out.segs[j + 2] === 0 ? text.slice(out.segs[j], out.segs[j] + out.segs[j + 1]) : out.parts[p++]);
  return pieces.join("");
}

/** The map of stage one's output, built from its segments only when something was undone (most texts: nothing). */
export function buildMap(out: Out): Int32Array {
  const map = new Int32Array(out.len);
  let k = 0;
  for (let j = 0; j < out.segs.length; j += 3) {
    const at = out.segs[j];
    const n = out.segs[j + 1];
    if (out.segs[j + 2] === 0) for (let d = 0; d < n; d++) map[k++] = at + d;
    else for (let d = 0; d < n; d++) map[k++] = at;
  }
  return map;
}

const SPECIAL = /[\x00\x1b&*~`[\]<]/g;

/** Stage one, per special character (plain runs are copied whole): NUL, ANSI, entities, tags, Markdown in words. */
export function charPass(text: string, out: Out): void {
  const n = text.length;
  let i = 0;
  let last = ""; // the last emitted character (letters decide whether a mark splits a word)
  while (i < n) {
    SPECIAL.lastIndex = i;
    const hit = SPECIAL.exec(text);
    const at = hit ? hit.index : n;
    if (at > i) {
      emitRun(i, at, out);
      last = text[at - 1];
    }
    if (!hit) break;
    i = at;
    const c = text[i];
    if (c === "\x00") {
      out.kinds.add("nul");
      if (++out.nuls >= 4) out.significant = true;
      i++;
      continue;
    }
    if (c === "\x1b") {
      out.kinds.add("ansi");
      let j = i + 1;
      if (text[j] === "[") {
        j++;
        while (j < n && j - i < 40 && text.charCodeAt(j) >= 0x20 && text.charCodeAt(j) <= 0x3f) j++;
        if (j < n && text.charCodeAt(j) >= 0x40 && text.charCodeAt(j) <= 0x7e) j++;
      } else if (text[j] === "]") {
        while (j < n && j - i < 400 && text[j] !== "\x07" && !(text[j] === "\x1b" && text[j + 1] === "\\")) j++;
        j += text[j] === "\x07" ? 1 : 2;
      } else j++;
      if (isLetter(last) && isLetter(text[j])) out.significant = true;
      i = j;
      continue;
    }
    if (c === "&") {
      const m = /^&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));?/.exec(text.slice(i, i + 12));
      if (m) {
        const cp = m[1] ? Number(m[1]) : m[2] ? parseInt(m[2], 16) : -1;
        const s = cp >= 0 ? (cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp).toLowerCase() : "") : NAMED[m[3]];
        if (s !== undefined && (m[0].endsWith(";") || cp >= 0)) {
          out.kinds.add("html-entities");
          if (/[a-z]/.test(s)) out.significant = true;
          emitAt(s, i, out);
          if (s.length > 0) last = s[s.length - 1];
          i += m[0].length;
          continue;
        }
      }
    }
    // emphasis marks or inline-code ticks inside a word: ig**no**re, ig~~no~~re
    // (not "_": inside a word it joins snake_case identifiers, and CommonMark does not read it as emphasis there)
    if ((c === "*" || c === "~" || c === "`") && isLetter(last)) {
      let j = i;
      while (j < n && j - i < 3 && (text[j] === "*" || text[j] === "~" || text[j] === "`")) j++;
      if (isLetter(text[j])) {
        out.kinds.add("markdown");
        out.significant = true;
        i = j;
        continue;
      }
    }
    // struck-through text that negates or takes back ("~~don't~~ recommend", "~~never mind~~"): a reader sees it
    // deleted, so the cleaned view drops it; other struck words ("~~previous~~", "~~old~~") stay as emphasis
    if (c === "~" && text[i + 1] === "~") {
      const close = text.indexOf("~~", i + 2);
      if (close > i + 2 && close - i <= 40 && STRUCK_TAKEBACK.test(text.slice(i + 2, close))) {
        out.kinds.add("markdown");
        out.significant = true;
        i = close + 2;
        continue;
      }
    }
    // emphasis at one edge of a word (`**re**viewer`, `**bot**`): once a word is split, the marks around its pieces and
    // its neighbours would still cut the phrase, so they go too; alone they make nothing significant (no view)
    if (c === "*" || c === "~") {
      let j = i;
      while (j < n && j - i < 3 && (text[j] === "*" || text[j] === "~")) j++;
      if (isLetter(last) !== isLetter(text[j])) {
        i = j;
        continue;
      }
    }
    // a Markdown link inside a word: ig[no](x)re -> ignore
    if (c === "]" && text[i + 1] === "(") {
      const close = text.indexOf(")", i + 2);
      if (close > 0 && close - i < 300 && !/\s/.test(text.slice(i + 2, close))) {
        out.kinds.add("markdown");
        if (isLetter(last) && isLetter(text[close + 1])) out.significant = true;
        i = close + 1;
        continue;
      }
    }
    if (c === "[" && isLetter(text[i + 1])) {
      const close = text.indexOf("](", i + 1);
      if (close > 0 && close - i < 120 && !text.slice(i, close).includes("\n")) {
        if (isLetter(last)) {
          out.kinds.add("markdown");
          out.significant = true;
        }
        i++;
        continue;
      }
    }
    // an HTML tag splitting a word (ig<b>no</b>re), or closing one (word</b>): markup, not text
    if (c === "<" && isLetter(last)) {
      const m = /^<\/?[a-z][a-z0-9]{0,10}(?:\s[^<>\n]{0,80})?>/.exec(text.slice(i, i + 100));
      if (m && (isLetter(text[i + m[0].length]) || m[0][1] === "/")) {
        out.kinds.add("html-tags");
        if (isLetter(text[i + m[0].length])) out.significant = true;
        i += m[0].length;
        continue;
      }
    }
    // an inline tag opening a word (`<span>Sys</span><span>tem</span>`): markup too, once something split a word
    if (c === "<" && !isLetter(last)) {
      const m = INLINE_OPEN.exec(text.slice(i, i + 100));
      if (m && isLetter(text[i + m[0].length])) {
        out.kinds.add("html-tags");
        i += m[0].length;
        continue;
      }
    }
    emitAt(c, i, out);
    last = c;
    i++;
  }
}
/** struck words that negate or take back what follows */
const STRUCK_TAKEBACK = /^[^\n~]*\b(?:don'?t|do not|never|not|no|never mind|nevermind|ignore this|disregard)\b[^\n~]*$/;
/** an opening inline tag (text-level HTML elements), attributes allowed */
const INLINE_OPEN =
  /^<(?:span|b|i|u|s|em|strong|mark|font|small|sub|sup|code|a|del|ins|tt|kbd|q|abbr)(?:\s[^<>\n]{0,80})?>/;
