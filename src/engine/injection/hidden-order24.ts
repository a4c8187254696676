// The hidden-order reader: an order of consequence that a tool result hides (encoded, disguised, tucked into a comment,
// attribute or footnote, cut into list items) or labels for a program inside a record's field.

import { docContext } from "./context.ts";
import { normalize, type View } from "./normalize.ts";
import { joinedItems, labelledLines } from "./hidden-order24-items.ts";
import { disguisedForms, hiddenPlaces, type Segment } from "./hidden-order24-places.ts";
import { ACT24, GRAVE24, LABEL24, OBJECTS24, SECRECY24 } from "./hidden-order24-vocab.ts";
import { LABEL24_GATE, mayRead, REPORTS24_GATE } from "./reader-gates.ts";
import type { Hit } from "./types.ts";
import { lowerCased } from "./lower-cased.ts";

/** a revealed text is an order of consequence at this many points (an object of consequence is two) */
const HIDDEN_POINTS = 3;
/**
 * Exactly `OUTSIDE24.test(s)` (hidden-order24.speed48.test.ts holds OUTSIDE24 to the form read here), in time linear in
 * a run of word units: OUTSIDE24's address opens on `[\w.+-]+@`, which from every start of a long run without an "@"
 * reads the run to its end (a megabyte of spaced letters, joined into one word: 1.1 s of a 1.2 s scan). Whether it
 * matches anywhere depends only on the unit just before the "@" (the run's last), so that unit alone stands for the run
 * here: the same texts match.
 */
export const OUTSIDE24_FOUND = /[\w.+-]@[\w-]+(?:\.[\w-]+)+|https?:\/\//u;
/** text in plain sight with only a label to set it apart needs one point more: the label, an object and an act */
const LABELLED_POINTS = 4;
const WEIGHT = 0.86;

/**
 * The points of one revealed text: its objects of consequence (two each kind), act, outside place, label, secrecy; and
 * whether it is grave (an object of a grave kind, or any object with a label, secrecy or an outside place). A body of the user's data counts only
 * when it goes to an outside place ("export the contact list … to x@y"; an offboarding checklist keeps it in-house).
 */
export function orderPoints24(raw: string): { points: number; act: boolean; grave: boolean; strict: boolean } {
  const text = raw
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  const outside = OUTSIDE24_FOUND.test(text);
  const label = LABEL24.test(text);
  const secrecy = SECRECY24.test(text);
  let objects = 0;
  let graveKind = false;
  for (const [kind, re] of OBJECTS24) {
    if ((kind === "data" && !outside) || !re.test(text)) continue;
    objects++;
    if (GRAVE24.has(kind)) graveKind = true;
  }
  const act = ACT24.test(text);
  const points = objects * 2 + (act ? 1 : 0) + (outside ? 1 : 0) + (label ? 1 : 0) + (secrecy ? 1 : 0);
  return {
    points,
    act,
    grave: objects > 0 && (graveKind || label || secrecy || outside),
    strict: objects > 0 && (graveKind || outside),
  };
}

/**
 * A hit when the revealed text is an order of consequence: an act, a grave object (or any object with a label, secrecy
 * or an outside place) and `need` points. `strict` (text in plain sight): the object is grave or goes outside, a label
 * does not make it so ("LLM: calls whats_next(… password …)" in a transcript).
 */
function judged(seg: Segment, need: number, strict = false): Hit | null {
  const o = orderPoints24(seg.text);
  if (!(strict ? o.strict : o.grave) || !o.act || o.points < need) return null;
  return { rule: `hidden.order24-${seg.how}`, category: "hijack", weight: WEIGHT, start: seg.start, end: seg.end };
}

/** a line of program text, not a record's value (a declaration, an arrow, an export list, a call's statement) */
const CODE =
  /=>|\bfunction\s*\(|\b(?:const|let|var)\s+\w+\s*=|\bexport\s*\{|\bimport\s.*\bfrom\b|\w\([^)]*\)\s*[{;]\s*$/;
/**
 * Decoded text that reads as prose: not a record (JSON, a source map) and five or more words of letters making most of
 * its words (a decoded link's query or a binary blob spells words by chance).
 */
function prose(decoded: string): boolean {
  if (/^\s*[{[]/.test(decoded)) return false;
  const tokens = decoded.split(/\s+/).filter(Boolean);
  const words = tokens.filter((t) => /^[\p{L}'’-]+[.,:;!?]?$/u.test(t)).length;
  return words >= 5 && words * 2 >= tokens.length;
}

/** zero-width marks, six full-width forms, a Cyrillic letter beside a Latin one */
const DISGUISED = /[\u200b-\u200d\u2060\ufeff]|[\uff01-\uff5e]{6}|[\u0400-\u04ff][a-z]|[a-z][\u0400-\u04ff]/u;

/** lines whose letters were disguised (zero-width marks, look-alike letters, full-width forms), read normalised */
function disguisedLetters(text: string): Segment[] {
  const out: Segment[] = [];
  let s = 0;
  if (!DISGUISED.test(text)) return out;
  for (const line of text.split("\n")) {
    if (line.length <= 1000 && DISGUISED.test(line))
      out.push({ text: normalize(line).main.text, start: s, end: s + line.length, how: "letters" });
    s += line.length + 1;
  }
  return out;
}

/**
 * Hits for hidden orders in `text` (a tool result). `revealed` are the scanner's decoded views (base64, hex, percent,
 * ROT13, spaced letters): they are judged as hidden text too. A text that reports or teaches the trick is left alone.
 */
export function hiddenOrderHits24(text: string, main: View, revealed: readonly View[]): Hit[] {
  // (both whole-text tests are answered by the rule stage's prefilter pass when it found none of their literals:
  // reader-gates.ts)
  if (mayRead(main, REPORTS24_GATE)) return [];
  const hits: Hit[] = [];
  const take = (h: Hit | null): void => {
    if (h && !hits.some((o) => o.start < h.end && h.start < o.end)) hits.push(h);
  };
  for (const v of revealed) {
    if (!v.via || !prose(v.text)) continue;
    const start = v.map ? v.map[0] : 0;
    const end = v.map ? v.map[v.map.length - 1] : text.length;
    take(judged({ text: v.text, start, end, how: v.via }, HIDDEN_POINTS));
  }
  for (const seg of [...hiddenPlaces(text), ...disguisedForms(text), ...disguisedLetters(text)])
    take(judged(seg, HIDDEN_POINTS));
  // a label for a program somewhere in the text, or no labelled line nor cut list can be one (one pass)
  if (mayRead(main, LABEL24_GATE))
    for (const seg of [...joinedItems(text), ...labelledLines(text, LABEL24)])
      if (LABEL24.test(seg.text.toLowerCase()) && !CODE.test(seg.text)) take(judged(seg, LABELLED_POINTS, true));
  return quotedAsTheRuleStage(text, hits);
}

/** a hidden order inside a catalogue, a quotation or a fixture counts as the rule stage counts it there (other readers do the same) */
function quotedAsTheRuleStage(text: string, hits: Hit[]): Hit[] {
  if (hits.length === 0) return hits;
  const ctx = docContext(lowerCased(text));
  return hits.map((h) => {
    // where the order starts: a labelled segment at its label, any other at its first visible character (a line's
    // segment starts at its indent or list mark)
    const seg = text.slice(h.start, h.end);
    const label = h.rule === "hidden.order24-labelled" ? seg.toLowerCase().search(LABEL24) : -1;
    const at = h.start + (label >= 0 ? label : Math.max(0, seg.search(/\S/)));
    const quoted = Math.min(ctx.quotedFactor(at), ctx.fixtureFactor(at));
    return quoted < 1 ? { ...h, quoted } : h;
  });
}
