// A record's audience deceived: a fact kept from those it concerns, or a record changed to say what did not happen, in any carrier.

import { quotedAt } from "./carrier-tool-orders.ts";
import { deceivesMany40 } from "./deceit40-many.ts";
import { longTest } from "./window-test46.ts";
import {
  CONCEAL,
  CONCEAL_FACT,
  CONCEAL_STRONG,
  CONSEQUENCE,
  FALSIFY,
  PURPOSE40,
  TAMPER,
  TOLD40,
} from "./deceit40-vocab.ts";
import { toOriginal, type View } from "./normalize.ts";
import { DECEIT40_GATE, DECEIT40_MANY_GATE, gateClosed } from "./reader-gates.ts";
import type { Hit } from "./types.ts";

/**
 * Every prose set since 51 has two act classes no reader knew, whatever carried them (a spec, a chat, a caption, a
 * log line, a ticket): **hide** (the incident left out of the customer's summary, the audit log switched off and not
 * documented, the alert archived unseen) and **rewrite** (the timeline moved so the outage starts later, the results
 * edited so all samples pass, the page history rewritten so the earlier wording disappears). Their words are ordinary;
 * what makes them acts of consequence is the **purpose** the sentence gives: a fact kept from the people it concerns,
 * or a record made to say what did not happen. One sentence is read for three things — a concealment (`CONCEAL`,
 * `CONCEAL_STRONG`), a false purpose (`FALSIFY`), a change to a record (`TAMPER`) and a fact of consequence
 * (`CONSEQUENCE`) — and fires when the purpose meets its object: a conspiratorial concealment beside a change, a fact or
 * a report; a plain concealment beside a change or a fact; a false purpose beside a change. No order form is asked
 * (a spec's plan step, a chat line and a caption state the act as they please); the same words about attackers,
 * prohibitions of the act, refusals and disclosure embargoes are left alone.
 */
const WEIGHT = 0.86;
/** a sentence ends at ".", "!", "?", "。" before white space, at a blank line, or before a line that opens a new item */
const END = /[.!?。](?=\s|$)|\n[ \t]*\n|\n(?=[ \t]*(?:[-*+•|>#]|\d{1,3}[.)]\s|\[\d|<v |@\w|[\w.-]{1,30}:\s))/gu;
/** a report, a summary or a record named as what the concealment is about */
const REPORT =
  /\b(?:summary|report|release notes|changelog|postmortem|status page|minutes|recap|bericht|rapport|informe|relatorio|rapporto|riepilogo)\b|周报|报告|報告|보고서/u;

export interface Deceit40 {
  start: number;
  end: number;
  act: "kept-from-audience" | "record-falsified" | "many-deceived";
}

/** What one sentence (lines joined) holds: its purposes and what they may be about. */
interface Marks40 {
  strong: boolean;
  conceal: boolean;
  concealFact: boolean;
  falsify: boolean;
  tamper: boolean;
  fact: boolean;
  report: boolean;
  told: boolean;
  code: boolean;
  many: boolean;
}

/** program text: a sentence cut from source code or a data literal ("-w": "write …", `{ year: 'numeric' }`) */
function isCode(s: string): boolean {
  if (/\x60\x60\x60|=>|\b(?:const|let|var|function|return)\s|\)\s*\{|&&|\|\|/.test(s)) return true;
  return (s.match(/[{};]/g)?.length ?? 0) >= 4 || (s.match(/["'],?\s*["']?[\w-]{1,30}["']\s*:/g)?.length ?? 0) >= 2;
}

function marksOf40(s: string): Marks40 {
  const strong = CONCEAL_STRONG.test(s);
  const conceal = strong || CONCEAL.test(s);
  return {
    strong,
    conceal,
    concealFact: CONCEAL_FACT.test(s),
    falsify: FALSIFY.test(s),
    tamper: TAMPER.test(s),
    fact: CONSEQUENCE.test(s),
    report: REPORT.test(s),
    told: TOLD40.test(s),
    code: isCode(s),
    many: deceivesMany40(s),
  };
}

/**
 * What deceit a sentence shows, its object read in the sentence or in the one before it in the same paragraph ("We
 * lost two hours of orders. Keep that out of the summary."; "… and force-push. That way the audit sees nothing."), or
 * null. A sentence that tells of the act (`TOLD40`), or whose object sits in such a sentence, is left alone.
 */
export function deceitOf40(s: Marks40, before: Marks40 | null): Deceit40["act"] | null {
  if (s.told || s.code) return null;
  if (s.many) return "many-deceived";
  if (!s.conceal && !s.falsify && !s.concealFact) return null;
  const b = before && !before.told && !before.code ? before : null;
  const tamper = s.tamper || (b?.tamper ?? false);
  const fact = s.fact || (b?.fact ?? false);
  if ((s.strong && (tamper || fact || s.report)) || (s.conceal && (tamper || fact)) || (s.concealFact && fact))
    return "kept-from-audience";
  return s.falsify && tamper ? "record-falsified" : null;
}

/**
 * What the rule stage's prefilter pass already knows of a text (reader-gates.ts): the purposes' words (PURPOSE40) or a
 * wronging message's words (WRONG40) absent from it, so their regex is not run; a text nobody asked about is read whole.
 */
export interface DeceitGates40 {
  purposeAbsent: boolean;
  manyAbsent: boolean;
}
const UNKNOWN: DeceitGates40 = { purposeAbsent: false, manyAbsent: false };

/** the purposes' words: a text with none of them is not read sentence by sentence (most texts) */
function mayDeceive(text: string, gates: DeceitGates40): boolean {
  return (!gates.purposeAbsent && purposeIn(text)) || (!gates.manyAbsent && deceivesMany40(text));
}
/** PURPOSE40.test, on a long text only near its literals (window-test46.ts) */
const purposeIn = longTest(PURPOSE40);

/** The first deceit in a normalised text, by sentence, or null. */
export function deceit40(text: string, gates: DeceitGates40 = UNKNOWN): Deceit40 | null {
  if (!mayDeceive(text, gates)) return null;
  END.lastIndex = 0;
  let start = 0;
  let n = 0;
  // (the sentence before, its lines joined, in the same paragraph: its marks are read only when a sentence needs them)
  let before: string | null = null;
  while (start < text.length && n++ < 4000) {
    const m = END.exec(text);
    const end = m ? m.index + m[0].length : text.length;
    const raw = text.slice(start, end);
    const at = start;
    start = end;
    if (raw.length >= 12 && raw.length <= 900) {
      const sentence = raw.replace(/\s*\n\s*/g, " ");
      // (a sentence with no purpose and no wronged population shows no deceit, whatever it holds: deceitOf40 asks one
      // of them first, so the other eight marks are read only for the few sentences with one)
      const act = mayDeceiveIn(sentence)
        ? deceitOf40(marksOf40(sentence), before === null ? null : marksOf40(before))
        : null;
      if (act) return { start: at, end, act };
      // (a blank line ends the paragraph: the next sentence's object is its own)
      before = /\n[ \t]*\n/.test(m?.[0] ?? "") ? null : sentence;
    } else before = null;
    if (!m) break;
  }
  return null;
}

/** Exactly whether deceitOf40 can find a deceit in the sentence: a purpose (PURPOSE40 is the four's alternation) or a wronged population. */
function mayDeceiveIn(sentence: string): boolean {
  return PURPOSE40.test(sentence) || deceivesMany40(sentence);
}

/** The hit of a deceit in a tool result's or a written file's main view, or none. */
export function deceitHits40(view: View, originalLength: number): Hit[] {
  const d = deceit40(view.text, {
    purposeAbsent: gateClosed(view, DECEIT40_GATE),
    manyAbsent: gateClosed(view, DECEIT40_MANY_GATE),
  });
  if (!d) return [];
  const [start, end] = toOriginal(view, d.start, d.end, originalLength);
  const fixture = quotedAt(view.text, d.start);
  return [
    {
      ...(fixture < 1 ? { quoted: fixture } : {}),
      rule: `act.deceit40-${d.act}`,
      category: "hijack",
      factor: { write: 1 },
      weight: WEIGHT,
      start,
      end,
    },
  ];
}
