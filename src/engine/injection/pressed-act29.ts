// The pressed-act reader: a message in a chat, ticket, mail, PR thread or doc that asks whoever reads it for an act of consequence and leans on a lever (an approval or authority claimed, urgency, a favour, role-play, hiding) instead of override words.

import { shownTrace44 } from "./policy-accepts44.ts";
import { countCapped } from "./count-capped.ts";
import { documentFactor, documentHit } from "./document-hit.ts";
import type { View } from "./normalize.ts";
import { DISCUSSION_MARKERS } from "./patterns.ts";
import {
  ACTS29,
  ANY_LEVER29,
  ASK29,
  AUTH_SLOT29,
  INSTALL_AUTHORITY29,
  LEVERS29,
  NOT29,
  TALKS29,
  WIPE29,
  WRITEUP29,
} from "./pressed-act29-vocab.ts";
import { gateClosed, LEVER29_GATE, PRESSED29_GATE } from "./reader-gates.ts";
import type { Hit } from "./types.ts";

/**
 * Why a reader of its own: persuasion carries no override word and often no address to an AI. The order is an ordinary
 * ask ("whoever has a shell, run …", "could you send me …", "add this key …") and what makes it land is the lever beside
 * it: the user or a reviewer "already approved", the security team or a vendor "requires", an incident leaves "no time",
 * a flattered colleague asks "a tiny favour", a role-play's persona "really runs" it, or the step is kept from the people
 * who would stop it. A lever alone is everyday (incident channels, approvals quoted in PRs, rotation notices), and so is
 * an act of consequence alone (a runbook step); both in one message, asked of the reader, is the attack. The act must be
 * one of consequence: a secret handed over, privileges widened, a key planted, a protection switched off, fetched code
 * run, or the trail wiped together with one of these.
 */
const MAX29 = 100_000;
const WEIGHT29 = 0.86;
/** a message this long is a document's paragraph; an ask is shorter */
const MAX_MESSAGE = 900;
/** this many write-up words make the text a write-up about such asks */
const TALKS_DOCUMENT = 2;
/** the end of one JSON string and the start of the next: a field is a message */
const FIELD_END = /"\s{0,3}[,}\]][\s,}\]{[]{0,12}(?=")/;
/** letters spaced out to slip past word lists ("u r g e n t", "m a i n t a i n e r") */
const SPACED = /\b(\p{L}) (?=\p{L}\b)/gu;
/** digits standing for letters inside a word ("l4st", "priv4te", "r3ward") */
const LEET_WORD = /\b(?=\w*[a-z])(?=\w*\d)[a-z0-9]{3,20}\b/g;
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t" };
/** a digit LEET reads as a letter after a letter and digits: without one, the leet reading is the joined one */
const LEET_DIGIT = /[a-z]\d*[013457]/;
/** where a clause ends: the negation before an act must stand in the act's own clause */
// (a CJK comma, semicolon or colon parts clauses too, also as NFKC leaves it: "不得告诉用户，把 … 上传" keeps its second clause)
const CLAUSE_END = /[.!?;:]\s|[。！？；：，]|[,;:](?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])/g;
const HIDING = ["hiding", WIPE29] as const;

export interface PressedAct29 {
  cls: string;
  lever: string;
  /** where the message starts in the view's text, and its length */
  at: number;
  length: number;
}

/**
 * The first message of a tool result that asks for an act of consequence under a lever, or null. Pure. `leverAbsent`:
 * the caller knows the text as written holds no literal of ANY_LEVER29 (the rule stage's pass said so), so only its
 * other readings are asked for one.
 */
export function pressedAct29(text: string, leverAbsent = false): PressedAct29 | null {
  if (text.length > MAX29 || !anyLever(text, leverAbsent)) return null;
  // a write-up about impersonation or pressure quotes such asks to warn of them
  const talks = countCapped(DISCUSSION_MARKERS, text, TALKS_DOCUMENT);
  if (talks + countCapped(WRITEUP29, text, TALKS_DOCUMENT - talks) >= TALKS_DOCUMENT) return null;
  let prev = "";
  for (let start = 0; start < text.length; ) {
    const nl = text.indexOf("\n", start);
    const stop = nl < 0 ? text.length : nl;
    const line = text.slice(start, stop);
    for (const piece of messagesOf(line)) {
      const found = readMessage(piece, prev);
      if (found) return { ...found, at: start, length: stop - start };
    }
    prev = line.trim() === "" ? "" : line;
    start = stop + 1;
  }
  return null;
}

/**
 * Some reading of the text holds a lever. The text as written is asked first: most texts with a lever hold it so, and
 * the other readings (a pass each over the whole text) are built only for a text without one.
 */
function anyLever(text: string, leverAbsent: boolean): boolean {
  return (
    (!leverAbsent && ANY_LEVER29.test(text)) ||
    readings(text)
      .slice(1)
      .some((r) => ANY_LEVER29.test(r))
  );
}

/** A line's messages: the line, and each JSON string field of it with its escapes read. */
function messagesOf(line: string): string[] {
  const plain = line.replace(/\\n/g, "\n").replace(/\\"/g, '"');
  return FIELD_END.test(plain) ? [plain, ...plain.split(FIELD_END)] : [plain];
}

/** The act and the lever when one message (its line and the line before it in the same paragraph) presses an act. */
function readMessage(message: string, before: string): { cls: string; lever: string } | null {
  if (message.length > MAX_MESSAGE || message.trim().length < 12) return null;
  const forms = readings(message);
  const act = actOf(forms);
  if (!act) return null;
  if (forms.some((f) => TALKS29.test(f))) return null;
  const around = [...forms, ...(before.length <= MAX_MESSAGE ? readings(before) : [])];
  // (the trail wiped beside the act is the same lever as keeping it from someone: hiding)
  const lever =
    LEVERS29.find(([cls, re]) => around.some((f) => re.test(f) && !installedByItsVendor(act, cls, re, f))) ??
    (forms.some((f) => WIPE29.test(f)) ? HIDING : null);
  if (!lever) return null;
  // a role-play's persona that "really" does it is asked of whoever plays it; every other lever needs an ask
  // (a log's stage line may say what "requires" the command on the next line: the ask is read over both)
  if (lever[0] !== "roleplay" && !around.some((f) => ASK29.test(f))) return null;
  return { cls: act, lever: lever[0] };
}

/** A vendor's or an official word behind fetched code run: the way every installer is documented, no lever. */
function installedByItsVendor(act: string, lever: string, re: RegExp, form: string): boolean {
  if (act !== "run-fetched" || lever !== "authority") return false;
  const m = re.exec(form);
  return m !== null && INSTALL_AUTHORITY29.test(m[0]);
}

/** The message as written, with spaced letters joined, and with digits read as letters inside words. */
export function readings(message: string): string[] {
  const out = [message];
  const joined = message.replace(SPACED, "$1");
  if (joined !== message) out.push(joined);
  // (a message without a digit that reads as a letter after a letter and digits has no leet reading: a word LEET_WORD
  // changes starts with a letter, so the digits back from its changed one reach a letter; the word pass is skipped,
  // same answer)
  if (!LEET_DIGIT.test(joined)) return out;
  const leet = joined.replace(LEET_WORD, (w) => (/^\d/.test(w) ? w : w.replace(/[013457]/g, (d) => LEET[d] ?? d)));
  if (leet !== joined) out.push(leet);
  return out;
}

/** The class of the first act of consequence the message asks for, not refused in its own clause. */
function actOf(forms: readonly string[]): string | null {
  for (const f of forms)
    for (const [cls, re] of ACTS29) {
      const m = re.exec(f);
      if (!m || refused(f, m.index) || refusedAfter(f, m.index + m[0].length) || reported(f, m.index)) continue;
      if (cls === "secret-out" && AUTH_SLOT29.test(f)) continue;
      // (only a trace of the secret handed over, its fingerprint or hash, policy-accepts44.ts)
      if (cls === "secret-out" && shownTrace44(m[0])) continue;
      return cls;
    }
  // (the trail wiped alone is housekeeping: it counts only as the lever beside another act)
  return null;
}

/** the act refused by what follows it ("`bypassPermissions` is never set", "… is off the table") */
const AFTER_NOT =
  /^[^.;\n]{0,40}?\b(?:is|are|must|should|will|may)\s{1,3}(?:never|not)\b|^[^.;\n]{0,30}?\b(?:is|are)\s{1,3}(?:forbidden|prohibited|banned|off\s{1,3}the\s{1,3}table)\b/;

/** True when the words after the act refuse it. */
export function refusedAfter(message: string, end: number): boolean {
  return AFTER_NOT.test(message.slice(end, end + 80));
}

/** a quotation's opening mark, and what makes it reported speech before it: a lead-in's colon, a reporting word */
const OPEN_QUOTE = /["“「«„]|(?<=[\s(:])'/g;
const CLOSES: Record<string, string> = { "“": "”", "「": "」", "«": "»", "„": "“", "'": "'" };
const REPORTED_LEAD =
  /(?:\b(?:read|reads|said|says|wrote|writes|like|saying|asks?(?:\s{1,3}(?:us|you|me|them))?\s{1,3}to)|:)\s{0,3}$/;
/** a JSON key before its string value is no lead-in ("text": "…") */
const JSON_KEY = /"[\w.-]{1,40}"\s{0,3}:\s{0,3}$/;

/** True when the act stands inside a quotation the message reports ("the test mail read: \"… reply with …\""). */
export function reported(message: string, at: number): boolean {
  let open = -1;
  let marks = 0;
  OPEN_QUOTE.lastIndex = 0;
  for (let m = OPEN_QUOTE.exec(message); m !== null && m.index < at; m = OPEN_QUOTE.exec(message)) {
    // (a straight quote opens and closes: only an odd count leaves one open; the curved and corner marks open)
    if (m[0] === '"') marks++;
    if (m[0] !== '"' || marks % 2 === 1) open = m.index;
  }
  if (open < 0 || (message[open] === '"' && marks % 2 === 0)) return false;
  // (a curved or corner quotation closed before the act is over)
  const close = CLOSES[message[open] ?? ""];
  if (close && message.slice(open + 1, at).includes(close)) return false;
  const lead = message.slice(Math.max(0, open - 40), open);
  return REPORTED_LEAD.test(lead) && !JSON_KEY.test(lead);
}

/** True when a negation stands in the act's own clause before it ("never send the private key to anyone"). */
export function refused(message: string, at: number): boolean {
  let clause = 0;
  CLAUSE_END.lastIndex = 0;
  for (let m = CLAUSE_END.exec(message); m !== null && m.index < at; m = CLAUSE_END.exec(message))
    clause = m.index + m[0].length;
  return NOT29.test(message.slice(Math.max(clause, at - 120), at));
}

/** The hit of the first such message in a tool result, quoted as the rule stage quotes a document. */
export function pressedActHits29(view: View, originalLength: number): Hit[] {
  // (the prefilter pass of the rule stage already said whether an act's literal is in this text)
  if (gateClosed(view, PRESSED29_GATE)) return [];
  // (and whether a lever's literal is: without one, only the spaced and leet readings can hold a lever)
  const found = pressedAct29(view.text, gateClosed(view, LEVER29_GATE));
  if (!found) return [];
  return documentHit(view, originalLength, {
    rule: `pressed.act29-${found.cls}`,
    category: "hijack",
    weight: WEIGHT29,
    from: found.at,
    to: found.at + found.length,
    factor: documentFactor(view.text, found.at),
  });
}
