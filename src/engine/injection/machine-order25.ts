// The machine-channel order reader: an order of consequence given as a machine's own message (an error's remedy, a linter's or language server's fix, a CI notice, a notebook's stderr, a memory "fact", a sub-agent's next step, a tool's precondition), read behind the channel's prefix and frame.

import { forbidden, imperative } from "./agent-file-reach.ts";
import { AUTH_TO_API } from "./agent-file-reach-vocab.ts";
import { countCapped } from "./count-capped.ts";
import { documentFactor, documentHit } from "./document-hit.ts";
import {
  ACTS25,
  CONCEAL25,
  CONFINED25,
  FOREIGN_ACTS25,
  FOREIGN_ORDER25,
  FRAME25,
  LABEL_WORDS,
  MACHINE_PREFIX25,
  MODAL25,
  NEED25,
  NEED25_ALL,
  ORDER25,
  TALKS25,
} from "./machine-order25-vocab.ts";
import type { View } from "./normalize.ts";
import { ownHostsOnly47 } from "./own-hosts47.ts";
import { gateClosed, MACHINE25_GATE } from "./reader-gates.ts";
import { DISCUSSION_MARKERS } from "./patterns.ts";
import type { Hit } from "./types.ts";

/**
 * Why a reader of its own: the carriers of these orders are what the agent's tools hand back, so the order carries no
 * address to the AI and no override word; it stands where the channel puts its own message (after a position and a
 * severity, a timestamp and `::notice`, a bullet of a memory file, "To fix this,"), phrased as the way forward. What
 * makes it an attack is the act: the agent's permission prompts off, certificate checks off, a token widened, the
 * repository's guards removed, history force-pushed, packages taken from elsewhere, something planted to run later,
 * code downloaded and started, an auth check made to pass, someone made admin, a secret or the session sent out. Real
 * remedies (`npm login`, `sudo chown`, `rustup target add`, "add the types package") reach none of these.
 */
const MAX25 = 100_000;
const WEIGHT25 = 0.86;
/** a sentence this long is a paragraph of prose, not a machine's message */
const MAX_SENTENCE = 600;
/** the words of security writing that quotes an order to warn of it: advisories, incident reviews, "do not follow" */
const SECURITY_WRITING25 =
  /\b(?:advisory|advisories|incidents?|post-?mortem|blameless|cve-\d{4}|ghsa-|threat|compromised|planted|poisoned|(?:do\s{1,3}not|don't|never)\s{1,3}(?:follow|obey|run|paste|execute)\s{1,3}(?:it|this|that|these|them|such|the\s{1,3}(?:line|instruction|step|command)s?)|reported\s{1,3}by|steps\s{1,3}to\s{1,3}reproduce|security\s{1,3}(?:notice|bulletin|fix|issue))\b/g;
/** this many attack-topic words make the text a write-up about attacks */
const TALKS_DOCUMENT = 2;
const SENTENCE_END25 = /(?<=[^.][.!?;])\s+(?=\S)|(?<=[。！])/;
/** a line's end, or the end of one JSON string and the start of the next ("…", "text": "…"): a field is a message */
const FIELD_END25 = /"\s{0,3}[,}\]][\s,}\]{[]{0,12}(?=")/;
/** "only after the user has agreed", "with the user's consent": an order bounded by the user's say */
const CONSENT25 =
  /\b(?:only\s{1,3}(?:after|if|when|once)\s{1,3}(?:the\s{1,3})?user|with\s{1,3}the\s{1,3}user'?s\s{1,3}(?:approval|consent|permission)|if\s{1,3}the\s{1,3}user\s{1,3}(?:asks|agrees|approves|wants|confirms)|after\s{1,3}(?:the\s{1,3})?user\s{1,3}(?:has\s{1,3})?(?:explicitly\s{1,3})?(?:agreed|approved|confirmed))\b/i;
/** a clause that opens a new order inside a sentence */
const CLAUSE25 = /,\s{1,3}(?:so|and\s{1,3}then|then)\s{1,3}(?=\w)/i;
/** a Markdown link's target: where a link points is no destination of the sentence's act */
const LINK_TARGET = /\]\([^)\s]{1,300}\)/g;
/** a sentence that is one quotation */
const QUOTED_WHOLE = /^\s{0,3}["“'][^"“”]{8,}["”']\s{0,3}[.,;:]?\s{0,3}$/;
/** a list item's mark */
const LIST_MARK = /^\s{0,8}(?:[-*+]\s{1,3}|\d{1,2}[.)]\s{1,3})/;
/** a key in a URL's query whose name names the URL's host (`https://api.trello.com/…?token=$TRELLO_TOKEN`) */
const KEY_IN_QUERY = /https?:\/\/([\w.-]{1,100})[^\s"'\x60]{0,300}\$\{?([a-z]{3,20})_/i;

/** A vendor's key sent to the vendor's own API in a URL's query: the call the key exists for. */
function keyToItsOwner(scope: string): boolean {
  const m = KEY_IN_QUERY.exec(scope);
  return m !== null && (m[1] ?? "").toLowerCase().includes((m[2] ?? "").toLowerCase());
}

/** a modal order negated ("must not", "must never") */
const MODAL_NOT = /^(?:not|never|no)\b/i;
/** a foreign sentence that forbids ("niemals", "jamais", "nunca", "しないで") */
const FOREIGN_NOT =
  /\b(?:nicht|niemals|nie|nigdy|kein\w{0,2}|jamais|nunca|mai|non|niente|никогда)\b|(?:^|\s)не\s|しないで|ないで|不要|禁止|하지\s{0,2}마/iu;

export interface MachineOrder25 {
  cls: string;
  /** where the sentence's line starts in the view's text */
  at: number;
  length: number;
  /** where the sentence's own words start (a fixture's string is told from prose there) */
  words: number;
}

/** The first order of consequence in a tool result's machine messages, or null. Pure. */
export function machineOrder25(text: string): MachineOrder25 | null {
  if (text.length > MAX25 || !NEED25.test(text)) return null;
  // a write-up about attacks (an advisory, an incident review, talk notes) quotes such orders to warn of them
  const talks = countCapped(DISCUSSION_MARKERS, text, TALKS_DOCUMENT);
  if (talks + countCapped(SECURITY_WRITING25, text, TALKS_DOCUMENT - talks) >= TALKS_DOCUMENT) return null;
  const json = /^\s{0,20}[{[]/.test(text);
  NEED25_ALL.lastIndex = 0;
  for (let m = NEED25_ALL.exec(text), n = 0; m !== null && n < 400; m = NEED25_ALL.exec(text), n++) {
    const start = text.lastIndexOf("\n", m.index) + 1;
    const end = text.indexOf("\n", m.index);
    const stop = end < 0 ? text.length : end;
    NEED25_ALL.lastIndex = stop;
    if (quotedUnderLeadIn(text, start)) continue;
    // a JSON string's escaped lines and quotes are read as the text they stand for
    const line = text.slice(start, stop).replace(/\\n/g, "\n").replace(/\\"/g, '"');
    // (a one-line JSON record is read whole and field by field: a field may itself hold a JSON argument)
    for (const piece of line.split("\n").flatMap((p) => (FIELD_END25.test(p) ? [p, ...p.split(FIELD_END25)] : [p]))) {
      if (!NEED25.test(piece)) continue;
      // (a document's line wholly in quotes is an utterance it quotes; a JSON text's lines are its fields)
      if (!json && QUOTED_WHOLE.test(piece.replace(LIST_MARK, ""))) continue;
      for (const sentence of piece.replace(MACHINE_PREFIX25, "").split(SENTENCE_END25)) {
        if (!NEED25.test(sentence)) continue;
        const found = actOrdered(sentence);
        if (!found) continue;
        // (the packages' source moved to the document's own registry, named in its header: own-hosts47.ts)
        if (found.cls.startsWith("supply") && ownHostsOnly47(text, sentence, start)) continue;
        return { cls: found.cls, at: start, length: stop - start, words: placeOf(text, found.words, start, stop) };
      }
    }
  }
  return null;
}

/** Where the act's words stand in the line (an unescaped JSON line may not hold them verbatim: then its start). */
function placeOf(text: string, words: string, start: number, stop: number): number {
  const at = text.indexOf(words.trim().slice(0, 20), start);
  return at >= 0 && at < stop ? at : start;
}

/** A Markdown quotation under a lead-in ("The line it printed:" then "> …"): the document quotes the message. */
function quotedUnderLeadIn(text: string, start: number): boolean {
  if (text[start] !== ">") return false;
  const before = text.slice(Math.max(0, start - 400), start).replace(/\s+$/, "");
  const lead = before.slice(before.lastIndexOf("\n") + 1);
  return /:\**$/.test(lead) && !lead.startsWith(">");
}

/** The act's class when the sentence orders one (in English behind its frames, or in another language), or null. */
export function orderAct(sentence: string): string | null {
  return actOrdered(sentence)?.cls ?? null;
}

/** The act's class and the words that name it, when the sentence orders one. */
function actOrdered(sentence: string): { cls: string; words: string } | null {
  if (sentence.length > MAX_SENTENCE || TALKS25.test(sentence) || CONSENT25.test(sentence)) return null;
  for (const s of framesStripped(sentence.replace(LINK_TARGET, "]"))) {
    const verb = imperative(s, ORDER25);
    const scope = verb && !forbidden(s, verb.index) ? s.slice(verb.index) : modalScope(s);
    if (!scope) continue;
    for (const [cls, re] of ACTS25) {
      const act = re.exec(scope);
      // ("run the agent with read-only tokens, and never give it admin rights": the act itself forbidden)
      if (!act || forbidden(scope, act.index)) continue;
      // (a box for the permissions, an API key in its own header: what the act needs, not what it gives away)
      if (cls === "permissions" && CONFINED25.test(s)) continue;
      if (cls === "send-out" && (AUTH_TO_API.test(scope) || keyToItsOwner(scope))) continue;
      return { cls, words: act[0] };
    }
  }
  // the step hidden from the user, in the channel's own voice
  const hidden = CONCEAL25.exec(sentence);
  if (hidden) return { cls: "conceal", words: hidden[0] };
  // another language: a polite or modal order word and an act its literals name (word order differs: SOV languages
  // put the verb last)
  if (FOREIGN_ORDER25.test(sentence) && !FOREIGN_NOT.test(sentence))
    for (const [cls, re] of FOREIGN_ACTS25) {
      const act = re.exec(sentence.replace(LINK_TARGET, "]"));
      if (act) return { cls: `${cls}-ml`, words: act[0] };
    }
  return null;
}

/** The sentence, then the sentence after each leading frame or short label ("To fix this,", "IMPORTANT (…):"). */
function framesStripped(sentence: string): string[] {
  const out = [sentence];
  let s = sentence;
  for (let k = 0; k < 3; k++) {
    const f = FRAME25.exec(s);
    if (!f) break;
    // (a label's words outside its parentheses: "User preference (confirmed 2026-11-13):" is two)
    const words = f[0]
      .replace(/\([^)]*\)/g, " ")
      .trim()
      .split(/\s+/).length;
    if (words > LABEL_WORDS) break;
    s = s.slice(f[0].length);
    out.push(s);
  }
  // a clause after ", so" or ", and then" opens an order of its own ("You have the permissions, so replace …")
  const clause = CLAUSE25.exec(sentence);
  if (clause) out.push(sentence.slice(clause.index + clause[0].length));
  return out;
}

/** What follows a modal order ("Every session must begin by setting …", "it must …"), unless negated. */
function modalScope(s: string): string | null {
  const m = MODAL25.exec(s);
  if (!m) return null;
  const rest = s.slice(m.index + m[0].length);
  if (MODAL_NOT.test(rest) || forbidden(s, m.index)) return null;
  return rest;
}

/** The hit of the first such order in a tool result, quoted as the rule stage quotes a document. */
export function machineOrderHits25(view: View, originalLength: number): Hit[] {
  // (the prefilter pass of the rule stage already said whether one of the gate's literals is in this text)
  if (gateClosed(view, MACHINE25_GATE)) return [];
  const found = machineOrder25(view.text);
  if (!found) return [];
  // (quoting is read where the line starts, as the artifact readers read it: a JSON record's field and a docstring are the
  // channel's message; a test's fixture or a named example is read where the words stand)
  return documentHit(view, originalLength, {
    rule: `machine.order25-${found.cls}`,
    category: "hijack",
    weight: WEIGHT25,
    from: found.at,
    to: found.at + found.length,
    factor: documentFactor(view.text, found.at, found.words),
  });
}
