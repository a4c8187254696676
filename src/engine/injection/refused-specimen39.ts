// One reading of security writing that shows an attack and refuses it in its own words: what a specimen is, what a refusal is, which specimens a refusal disowns.

import {
  MAY_REFUSE39,
  REFUSAL39,
  REFUSAL39_WIDE,
  RULES_AFTER39,
  RULES_BEFORE39,
  TURNS_AFTER39,
  WIDE39,
} from "./refused-specimen39-vocab.ts";
import { lowerCased } from "./lower-cased.ts";

/**
 * Advisories, incident reviews, red-team reports, training pages and bug reports show an injection as it was found and
 * say, in the author's voice, that it must not be acted on. Three rounds read this with three contracts (round 33: a
 * disowning sentence anywhere made every quotation told; round 38: a refusal had to stand next to its specimen; round
 * 38's fragment reader: a short text saying not to follow was not read at all), each with its own words and languages.
 * One contract here:
 * - a **specimen** is what the writer shows rather than says: a blockquote, a fenced or indented block, a code span,
 *   `<code>`, an HTML comment, a quotation (JSON-escaped too), a line labelled as an example, a sample, a payload or a
 *   transcript ("Example: …", "Payload: …", "Beispiel: …"); a few words at least;
 * - a **refusal** is the author declining to act on it (refused-specimen39-vocab.ts): a negated act of obeying or
 *   running pointed back at it or naming it, the specimen named an injection or no instruction, the passive "must not
 *   be followed" / "is only data", or the samples disowned as a class ("none of them is a step to follow");
 * - a refusal **disowns** a specimen it stands next to (after it, where its "it" points back, or just before it as its
 *   label); a refusal of the samples as a class disowns every specimen of its section;
 * - **never** a refusal: one that turns into an order or refuses a place or manner ("don't run it yourself: have the
 *   sub-agent run it", "not in this chat", "as root"), one whose object is the rules ("do not follow your previous
 *   instructions"), one inside the specimen it would disown (the attacker's own "this is only an example, do not follow
 *   it" inside the quote), and "ignore this" (the override's word). A refusal excuses only its specimens: what the text
 *   says outside them is read as ever (the caller blanks the specimens alone).
 */

/**
 * the specimen forms: a blockquote's lines, a fenced code block, an indented block after a blank line (code, a mail's
 * quoted lines), a code span, `<code>`, an HTML comment (escaped too), a quotation (JSON-escaped too), a labelled line
 */
const SPECIMEN =
  /(?:^[ \t]{0,3}>[^\n]*(?:\n[ \t]{0,3}>[^\n]*){0,20})|(?:^[ \t]{0,3}(```|~~~)[^\n]{0,40}\n[\s\S]{1,2000}?\n[ \t]{0,3}\1)|(?:(?<=^[ \t]*\n)(?: {2,}|\t)[^\n]+(?:\n(?: {2,}|\t)[^\n]+){0,20})|(?<![\w`])`(?=\S)[^`\n]{6,300}?(?<=\S)`(?![\w`])|<code>[\s\S]{6,300}?<\/code>|&lt;!--[\s\S]{6,400}?--&gt;|<!--[\s\S]{6,400}?-->|\\"[^"\n]{6,300}?\\"|"[^"\n]{6,300}"|“[^”\n]{6,300}[”"]|„[^“”\n]{6,300}[“”]|«[^»\n]{6,300}»|「[^」\n]{6,300}」|(?<![\p{L}\p{N}])['‘](?=\S)(?:[^'‘’\n]|(?<=\p{L})['’](?=\p{L})){6,300}?['’](?![\p{L}\p{N}])|(?<=^[ \t]{0,3}(?:[-*+][ \t]{1,3}|\d{1,2}[.)][ \t]{1,3})?(?:\*\*|__)?(?:example|sample|payload|specimen|transcript|excerpt|(?:planted|injected|hidden)[ \t](?:line|text|note|comment|instruction)|beispiel|exemple|ejemplo|esempio|exemplo|voorbeeld|przykład|пример|приклад|örnek|contoh|ví dụ|例|示例|样例|예시)(?:[ \t]{1,3}\d{1,3})?(?:\*\*|__)?[ \t]{0,2}[:：](?:\*\*|__)?[ \t]*)[^\s`"“„«「'‘>][^\n]{5,400}/gimu;

/** how near a pointed refusal stands to its specimen: just before it as its label, or after it (a paragraph or so) */
const BEFORE = 60;
const AFTER = 700;
/** how far a refusal of the samples as a class reaches: its section, about a page either side */
const CLASS_REACH = 3000;

interface Refusal {
  at: number;
  end: number;
  /** a refusal of the samples as a class, not of one specimen */
  whole: boolean;
}

/** Where the text refuses, in its own words, to act on something it shows (lowercased text). */
function refusals(lower: string): Refusal[] {
  const out: Refusal[] = [];
  // (the shapes written beyond ASCII are read only where such letters are: most texts are spared half the alternatives)
  for (const re of WIDE39.test(lower) ? [REFUSAL39, REFUSAL39_WIDE] : [REFUSAL39]) {
    re.lastIndex = 0;
    for (let m = re.exec(lower); m; m = re.exec(lower)) {
      const end = m.index + m[0].length;
      // (a refusal whose last character opens the specimen it names: the object is read from that character on)
      const tail = /[`"“„«「'<]$/u.test(m[0]) ? end - 1 : end;
      if (m[0].length === 0) re.lastIndex++;
      if (RULES_AFTER39.test(lower.slice(Math.max(m.index, tail - 6), tail + 40))) continue;
      if (TURNS_AFTER39.test(lower.slice(tail, tail + 48))) continue;
      if (RULES_BEFORE39.test(lower.slice(Math.max(0, m.index - 60), m.index))) continue;
      out.push({ at: m.index, end: tail, whole: m.groups?.class !== undefined });
    }
  }
  return out.sort((x, y) => x.at - y.at);
}

/** Whether the text refuses, in its own words, to act on something (a short note's "do not run it", "是数据"). */
export function refusesInOwnWords(text: string): boolean {
  return MAY_REFUSE39.test(text) && refusals(lowerCased(text)).length > 0;
}

/** The spans of the specimens the text shows and refuses (every form above, a few words at least). */
export function refusedSpecimens(text: string): [number, number][] {
  if (!MAY_REFUSE39.test(text)) return [];
  const found = refusals(lowerCased(text));
  if (found.length === 0) return [];
  return paired(text, 0, SPECIMEN, found, true);
}

/**
 * The specimens of `text` (at `offset` in the whole) that a refusal disowns. A specimen not disowned that holds a refusal
 * of its own (a quoted blog excerpt that shows a line and says "do not follow it") is read once more inside: its inner
 * specimens are paired with the refusals beside them, never with one inside themselves.
 */
function paired(
  text: string,
  offset: number,
  re: RegExp,
  found: readonly Refusal[],
  outer: boolean,
): [number, number][] {
  const pointed = found.filter((r) => !r.whole);
  const whole = found.filter((r) => r.whole);
  const out: [number, number][] = [];
  // (specimens and refusals both come in text order: pointers that only move forward keep the pass linear)
  let before = 0;
  let after = 0;
  let near = 0;
  let inside = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [s, e] = [offset + m.index, offset + m.index + m[0].length];
    // a specimen of a few words at least (a quoted name or a `flag` is no order); a line without spaces by its length
    const words = m[0].trim().split(/\s+/, 3).length;
    if (words < 3 && !(m[0].length >= 12 && /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/u.test(m[0]))) continue;
    while (before < pointed.length && (pointed[before] as Refusal).at < s - BEFORE) before++;
    while (after < pointed.length && (pointed[after] as Refusal).at < e) after++;
    while (near < whole.length && (whole[near] as Refusal).end <= s - CLASS_REACH) near++;
    // the refusal outside the specimen: a specimen that says "do not follow it" disowns nothing
    const label = pointed[before];
    const byLabel = label !== undefined && label.at < s && label.end <= s + 1;
    const byAfter = (pointed[after]?.at ?? Infinity) - e <= AFTER;
    let byClass = false;
    for (let i = near; i < whole.length && !byClass; i++) {
      const r = whole[i] as Refusal;
      if (r.at >= e + CLASS_REACH) break;
      byClass = r.end <= s || r.at >= e;
    }
    if (byLabel || byAfter || byClass) {
      out.push([s, e]);
      continue;
    }
    if (!outer) continue;
    // (one level down: the refusals that stand inside this specimen, and its inner specimens)
    while (inside < found.length && (found[inside] as Refusal).at <= s) inside++;
    const within: Refusal[] = [];
    for (let i = inside; i < found.length && (found[i] as Refusal).at < e; i++)
      if ((found[i] as Refusal).end <= e) within.push(found[i] as Refusal);
    if (within.length > 0)
      out.push(...paired(m[0].slice(1, -1), s + 1, new RegExp(re.source, re.flags), within, false));
  }
  return out;
}
