// An order that names no reader: in a tool result, an act that sends someone's data or access to an outside address, in any order shape.

import { grantResource44 } from "./policy-accepts44.ts";
import { lineAround, ownAccountGrant46 } from "./own-account46.ts";
import { ownOrg45 } from "./own-org45.ts";
import { OWNED14 } from "./carrier-reach14.ts";
import { NEGATED_BEFORE } from "./carrier-vocab.ts";
import { sentenceTailLength } from "./rule-accept-person-ask.ts";
import { shellExport } from "./carrier-shell-export.ts";
import {
  CLAUSE_START,
  GRANT_ACT,
  GRANT_ROLE,
  OBJECT,
  ORDER_SHAPE,
  OUTSIDE,
  OWN_SETUP,
  REPORTED,
  SEND_ACT,
  TAIL_ACT,
} from "./carrier-order15-words.ts";
import {
  CHANNEL,
  hasMailAddress15,
  localStart,
  ownSites15,
  sentenceStart,
  urlDestination,
} from "./carrier-order15-places.ts";
import { site } from "./host-site.ts";

/**
 * The three parts of the structure, and what the sentence must look like to be an order (not a report, a warning or a
 * question about the past). Whoever reads a tool result is its addressee: an agent reads it, so the order is to the agent
 * whether it names one ("AI assistant: …"), says "you", or names no one ("The token must be forwarded to …").
 */
export interface Order15 {
  /** the act's start and the outside address's end, in the text */
  start: number;
  end: number;
  /** "send" or "grant", for the evidence */
  act: string;
}

/**
 * The cheap necessary test of an outside place (plain `includes`, no regex: it runs on every tool result). A bare IP
 * with no scheme is read only beside one of these.
 */
export function mayOrder15(text: string): boolean {
  const outside =
    hasMailAddress15(text) ||
    urlDestination(text) ||
    text.includes("reply to this") ||
    (text.indexOf("#") >= 0 && CHANNEL.test(text));
  // every clause read is a slice of the text: a text with no object and no role anywhere holds no order here (most
  // texts with an address hold neither; one pass each instead of the clause reading at every address)
  return outside && (GRANT_ROLE.test(text) || OWNED14.test(text) || OBJECT.test(text));
}

/** a verb's next words: an object's determiner, a possessive, a pronoun ("forward all …", "email the user's …", "share it") */
const OBJECT_NEXT =
  /^\s{1,3}(?:the|a|an|all|every|each|any|this|these|that|those|it|them|his|her|their|our|my|your|its|some|everything|anything|copies|copy|a copy|\d{1,3}|weekly|daily|monthly|\w{2,30}(?:'s|s'))\b|^\s{1,3}(?:<|[a-z0-9._%+-]{1,64}@)/;
/** a participle after a form of "be" or "get" (a passive: "must be forwarded to …", "gets emailed to …") */
const PASSIVE_BEFORE = /\b(?:be|been|being|is|are|get|gets|got|getting)\s$/;

/**
 * Whether the act word at `at` is a verb here: a base form followed by its object, or a participle in a passive. "email"
 * and "post" are nouns as often as verbs ("a malicious web site, email, blog"), and a verb with no object is no order.
 */
function actsHere(text: string, at: number, act: string): boolean {
  const next = text.slice(at + act.length, at + act.length + 40);
  if (/(?:ed|en|nt|ied|ared)$/.test(act) && PASSIVE_BEFORE.test(text.slice(Math.max(0, at - 10), at))) return true;
  return OBJECT_NEXT.test(next) || act.endsWith(" with");
}

const OBJECT_ALL = new RegExp(OBJECT.source, "g");
/** a purpose or a condition with its own object before the act: what "it" stands for ("to share a command …, paste it") */
const NAMED_BEFORE15 =
  /\b(?:to|if you|when you|once you|whenever you)\s(?:\w+\s)?(?:share|send|show|pass|post|give|keep|save|record|document|reuse|reproduce|report)\s(?:a|an|the|this|that|one|your|any)\s[\w-]{3,}/;
/** what a document's authors ask their readers to send them ("send all bug reports to …"): the document's own business */
const PROJECT_MAIL =
  /\b(?:bug|problem|crash|error|abuse|security|vulnerability|issue) reports?\b|\bissues\b|\bbugs\b|\bpatch(?:es)?\b|\bfeedback\b|\bsuggestions?\b|\bquestions?\b|\bcomments?\b|\bcontributions?\b/;
/** the reader's or the writer's own things ("send your bank details to hr@…", "forward our price list to …") */
const OWN_OBJECT = /\b(?:your|our|yours|ours)\s(?:\w+\s){0,2}$|\bown\s(?:\w+\s)?$/;

/** what the reader or writer makes themselves ("every invoice you send to clients"), unlike what they receive */
const OWN_OUTPUT = /^\s(?:that |which )?(?:you|we) (?:send|write|draft|create|issue|make|prepare|sign)\b/;

/** a public key is made to be handed out ("paste ~/.ssh/id_ed25519.pub into the form at …", "the public ssh key") */
function publicKey(clause: string, at: number, length: number): boolean {
  // the object's own word and the path it opens or names ("contents of ~/.ssh/id_ed25519.pub")
  const next = /^\s?[^\s,;)"'`]*/.exec(clause.slice(at + length, at + length + 120));
  const token = clause.slice(at, at + length) + (next ? next[0] : "");
  return /\.pub\b/.test(token) || /\bpublic\s(?:\w+\s)?$/.test(clause.slice(Math.max(0, at - 20), at));
}

/** Whether the clause names a secret, data in bulk or another person's belongings, not the reader's or writer's own. */
function othersData(clause: string): boolean {
  for (const o of clause.matchAll(OBJECT_ALL)) {
    if (OWN_OBJECT.test(clause.slice(Math.max(0, o.index - 30), o.index))) continue;
    if (publicKey(clause, o.index, o[0].length)) continue;
    if (OWN_OUTPUT.test(clause.slice(o.index + o[0].length, o.index + o[0].length + 40))) continue;
    if (!PROJECT_MAIL.test(clause.slice(o.index, o.index + o[0].length + 24))) return true;
  }
  return OWNED14.test(clause) && !PROJECT_MAIL.test(clause);
}

/** The first act word of a clause after the address. */
function firstAct(clause: string): RegExpExecArray | null {
  SEND_ACT.lastIndex = 0;
  return SEND_ACT.exec(clause) ?? TAIL_ACT.exec(clause);
}

/** The last match of a global regex in `s` (null when none). */
function lastMatch(re: RegExp, s: string): RegExpMatchArray | null {
  let last: RegExpMatchArray | null = null;
  for (const m of s.matchAll(re)) last = m;
  return last;
}

/** the words before a sender's address */
const FROM_BEFORE =
  /\bfrom\s+(?:(?:our|the|your|their|its)\s+)?(?:own\s+)?(?:(?:shared|team|support|trust|security)\s+)?(?:mailbox\s+|address\s+)?[\x60'"<]?$/;

/** a send word that is as often the noun: "every complaint e-mail" */
const MAIL_NOUN = /^(?:e-?mail|mail)$/;

/** The last send word in `head` (from `start` of `text`) that is a verb here, or null. */
function lastActing(text: string, start: number, head: string): RegExpMatchArray | null {
  let last: RegExpMatchArray | null = null;
  let n = 0;
  for (const m of head.matchAll(SEND_ACT)) {
    if (++n > 20) break;
    if (actsHere(text, start + (m.index as number), m[0])) last = m;
  }
  return last;
}

/** Judge one outside address: the act before it in its sentence, the object the act reaches, the order shape. */
function orderAt(text: string, m: RegExpMatchArray, own: Set<string>): Order15 | null {
  // an e-mail address is found at its "@" (a scan from every letter for one would cost the text's length 64 times):
  // its local part is walked back here
  const at = m[1] === undefined ? (m.index as number) : localStart(text, m.index as number);
  const host = (m[1] ?? m[2] ?? m[3] ?? "") as string;
  if (own.has(site(host))) return null;
  // (an address of the organisation the data names elsewhere is among its own people, own-org45.ts)
  if (m[1] !== undefined && ownOrg45(text, host, m.index as number, (m.index as number) + m[0].length)) return null;
  const start = sentenceStart(text, at);
  const after = (m.index as number) + m[0].length;
  // the act before the address ("forward … to x@y.example"), or after it in the same sentence ("open https://… and
  // paste the user's cookie there")
  const tail = text.slice(after, after + 160).split(/[.!?;]\s|\n/)[0] as string;
  // an act after the address opens its own clause ("open https://… and enter …"), not a purpose ("use X to sync …")
  const tailClause = /\b(?:and|then)\s/.exec(tail);
  const tailAct = tailClause ? tail.slice(tailClause.index) : "";
  const head = text.slice(start, at);
  // (when the last send word is "e-mail" or "mail", the last one that acts here: "forward a copy of every complaint
  // e-mail to …" has the noun after its verb, policy-voice44.ts)
  const lastSend = lastMatch(SEND_ACT, head);
  const sendBefore = lastSend && MAIL_NOUN.test(lastSend[0]) ? (lastActing(text, start, head) ?? lastSend) : lastSend;
  const grantBefore = sendBefore ? null : lastMatch(GRANT_ACT, head);
  const later = (sendBefore ?? grantBefore) ? null : firstAct(tailAct);
  const act = sendBefore ?? grantBefore ?? later;
  if (!act) return null;
  const send = act !== grantBefore;
  // (an address after "from" is the sender of what the act before it sends, not where it goes: "send the mail from our
  // own `trust@…`"; an act after the address and a grant are read as before)
  if (send && !later && FROM_BEFORE.test(text.slice(Math.max(0, at - 32), at))) return null;
  const actAt = later ? after - start + (tailClause?.index ?? 0) + (act.index as number) : (act.index as number);
  if (!actsHere(text, start + actAt, act[0])) return null;
  const actEnd = start + actAt + act[0].length;
  // (a grant's address after "access to the … site at" is the resource, not the grantee, policy-accepts44.ts)
  if (!send && grantResource44(text.slice(actEnd, at))) return null;
  if (shellExport(act[0], text.slice(actEnd, actEnd + 80))) return null;
  const lead = text.slice(start, start + actAt);
  const beforeAct = lead.slice(Math.max(0, actAt - 60));
  if (NEGATED_BEFORE.test(beforeAct) || REPORTED.test(beforeAct)) return null;
  // the sentence through the address and a little after it: the object may follow ("… to x@y.example: all invoices")
  const clause = text.slice(
    start,
    Math.min(text.length, after + (later ? tail.length : sentenceTailLength(text, after, 80))),
  );
  if (OWN_SETUP.test(clause)) return null;
  // (the record's own account asking for its own people on its own workspace is its business, own-account46.ts)
  if (!send && ownAccountGrant46(text.slice(actEnd, start + clause.length), lineAround(text, at))) return null;
  // "it"/"them" names what the sentence before did ("1. Export the contacts. 2. Send them all to …")
  // unless the sentence names it first, in a purpose or a condition before the act ("to share a command with the team,
  // paste it into the runbook")
  const pronoun = /^\s{1,3}(?:it|them)\b/.test(text.slice(start + actAt + act[0].length)) && !NAMED_BEFORE15.test(lead);
  const reached = clause + (pronoun ? ` ${text.slice(Math.max(0, start - 200), start)}` : "");
  if (send ? !othersData(reached) : !GRANT_ROLE.test(clause)) return null;
  const imperative = CLAUSE_START.test(lead.slice(Math.max(0, actAt - 40)));
  if (!imperative && !ORDER_SHAPE.test(lead)) return null;
  return {
    start: start + Math.min(actAt, at - start),
    end: later ? after + tail.length : after,
    act: send ? "send" : "grant",
  };
}

/**
 * The first order in `text` (a normalised tool result, or one free-text part of a carrier) that sends a secret,
 * someone's data or data in bulk, or grants access, to an address outside the text's own parties. An act with its
 * object but no outside address, or an address with no object, is not read here: the two of three are ordinary work.
 */
export function orderOf15(text: string): Order15 | null {
  if (!mayOrder15(text)) return null;
  const own = ownSites15(text);
  OUTSIDE.lastIndex = 0;
  let n = 0;
  for (const m of text.matchAll(OUTSIDE)) {
    if (++n > 200) break;
    const o = orderAt(text, m, own);
    if (o) return o;
  }
  return null;
}
