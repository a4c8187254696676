// Word classes of the round-9 prose rules: what an order reaches beyond its carrier, read only after its verb.

import { S } from "./rule-vocab.ts";
import { VERB8 } from "./rule-vocab8.ts";

/** acts with effects outside the text: round 8's list plus stopping, copying people in, going through a store */
export const VERB9 = String.raw`(?:${VERB8}|stop|bcc|cc|go${S}through|attach|sign|disable|approve|keep)`;

/** concealment from the user */
const CONCEAL_PART9 = String.raw`\b(?:silently|quietly|secretly|covertly)\b|\b(?:don'?t|do${S}not|never|must${S}not|should${S}not|won'?t|shouldn'?t|mustn'?t)${S}(?:\w+${S})?(?:mention|tell|say|show|report|disclose|inform|reveal|bring${S}(?:this|it)${S}up|let${S}(?:them|him|her|the${S}user)${S}know)\b|\bkeep${S}(?:this|it)${S}(?:between${S}us|quiet|secret|to${S}yourself)|\bno${S}need${S}to${S}(?:mention|tell|bring|inform|say)|\bwithout${S}(?:telling|mentioning|informing|letting|notifying)`;
/**
 * What an order reaches that its carrier never needs, by class: secrets and access (a token only as a credential: "tokens"
 * alone are what a model counts), private records, protections switched off, destruction, concealment from the user,
 * deceiving the user. A bare e-mail address, a link, money or a
 * customer's request is left out: ordinary mail between people carries them.
 */
const REACH_PARTS9 = [
  // secrets and access
  String.raw`\b(?:passwords?|passcodes?|credentials?|secrets?|(?:api|access|private|ssh|deploy|signing)${S}keys?|(?:access|auth|api|bearer|session|refresh|admin|deploy|github|npm|slack|oauth|personal)${S}tokens?|password${S}manager|vpn${S}(?:config\w*|profile|keys?)|recovery${S}codes?|one-time${S}codes?|2fa${S}codes?|authorized_keys|id_rsa|id_ed25519)\b|~/\.(?:ssh|aws|config|netrc)|\.env\b|\b(?:admin|owner|root|write)${S}(?:access|rights|permissions?)\b|\belevated${S}(?:access|rights|privileges?)`,
  // private records of the user or the organisation
  String.raw`\b(?:bank${S}statements?|payroll|salar(?:y|ies)|medical|health${S}records?|doctor|diagnos\w+|performance${S}reviews?|personnel${S}files?|contracts?|(?:customer|client|contact|attendee|member)${S}(?:list|lists|data|records|table)|phone${S}numbers|home${S}address(?:es)?|passports?|social${S}security|drafts?${S}(?:folder|box)|(?:whole|entire|full)${S}(?:inbox|mailbox|calendar|chat${S}history|history|conversation|thread)|browsing${S}history|private${S}(?:messages|notes|channels?)|saved${S}(?:cards?|addresses|payment\w*)|card${S}(?:number|details|on${S}file)|(?:contents|text|body)${S}of${S}(?:any|every|all|each)${S}(?:messages?|e-?mails?|files?|documents?|conversations?))\b`,
  // protections switched off, reviews skipped, code sent elsewhere
  String.raw`\b(?:disable|turn${S}off|stop|switch${S}off|remove|bypass)${S}(?:the${S}|all${S})?(?:firewall\w*|2fa|mfa|two-factor\w*|antivirus|defender|certificate${S}(?:checks?|verification|validation)|tls${S}verification|ssl${S}verification|secret${S}scan\w*|branch${S}protection|audit${S}log\w*|logging|monitoring|signature${S}checks?|security${S}(?:checks?|review|scans?)|safety${S}checks?)|\bufw${S}disable|\bchmod${S}(?:-r${S})?777|--no-verify\b|\bforce-push|\bverify\s?=\s?false|\bskip\w*${S}(?:the${S})?(?:confirmation\w*|review|ci|checks?|tests|approval)|\bwithout${S}(?:the${S}usual${S})?(?:review|approval|confirmation|asking|running${S}tests|tests|security${S}review)|\bapprove${S}(?:all|every|any)\b|\bautomatically${S}(?:approve|accept|send|share|forward|pay|merge)|\badd${S}(?:a${S}|the${S})?(?:new${S})?remote\b|\bpush${S}all${S}branches|\bmirror${S}(?:the${S})?repo`,
  // destruction
  String.raw`\b(?:delete|remove|erase|wipe|purge)${S}(?:the${S}|all${S}|any${S}|every${S})?(?:incident${S}\w+|audit${S}\w+|logs?|notes|records|originals?|history|backups?|messages|e-?mails|evidence)\b|\brm${S}-rf\b`,
  CONCEAL_PART9,
  // the user's data carried out in a link ("…/r?u=<user email>", "?q={chat_history}")
  String.raw`https?://\S{1,80}[?&][a-z_]{1,16}=(?:<|\{|\$\{|%7b)`,
  // deceiving the user
  String.raw`\b(?:tell|assure|inform|convince)${S}(?:the${S}users?|them|him|her|users|customers|everyone)${S}(?:that${S})?(?:it${S}was|the${S}vendor|this${S}is|there${S}(?:is|are)|nothing|no${S})|\b(?:say|state|claim|report)${S}(?:that${S})?(?:it|this|the${S}\w+)${S}(?:is|was|has)${S}(?:safe|standard|normal|fine|approved|verified|no${S}known)|\bno${S}known${S}(?:security${S})?(?:vulnerabilit\w+|issues|risks)`,
];
const REACH9 = new RegExp(REACH_PARTS9.join("|"));
/** the concealment class alone: an order hidden from the user needs no named reader to be one */
const CONCEAL9 = new RegExp(CONCEAL_PART9);
/** a machine reader or its user named: an AI noun, "the user", "asks you" */
const MACHINE9 =
  /\b(?:assistants?|agents?|bots?|models?|ai|llms?|copilot|gpt|claude|gemini|the\s{1,4}user'?s?|(?:asks?|asked|ask)\s{1,4}you|(?:are|were|get|gets|is)\s{1,4}asked)\b/;

/** reported speech just before a match: "phrases like \"…", "an example: " (an example, not an order) */
const REPORTED9 =
  /\b(?:like|such\s{1,4}as|e\.g\.,?|for\s{1,4}example|example|called|named|saying|says|said|reads?\s{1,4}like|quot(?:e|es|ed|ing)|instruct(?:s|ed|ing)|trick(?:s|ed|ing)?|attempt(?:s|ed|ing)?|tries|trying|phrases?|sentences?|strings?)\b[^.!?\n]{0,32}$/;

/** the text from `from` to its sentence's end (a dot inside an address, a path or a number does not end it) */
export function sentenceFrom(text: string, from: number, max = 240): string {
  const rest = text.slice(from, from + max);
  const stop = rest.search(/[.!?](?:\s|$)|\n\n/);
  return stop < 0 ? rest : rest.slice(0, stop);
}
/** the order's own words (from `verbAt` in the text to its sentence's end) reach a REACH9 class */
export function reachAfter(text: string, verbAt: number): boolean {
  return REACH9.test(sentenceFrom(text, verbAt));
}
/** a quotation or an example is being reported just before `index` */
export function reportedBefore(text: string, index: number): boolean {
  return REPORTED9.test(text.slice(Math.max(0, index - 48), index));
}
/** a REACH9 class anywhere in `s` (tests and rules that read a whole field) */
export function reaches9(s: string): boolean {
  return REACH9.test(s);
}
/** the order's sentence or the one after it hides it from the user ("… first. Don't say why.") */
export function concealedAfter(text: string, from: number): boolean {
  const rest = text.slice(from, from + 320);
  const para = rest.indexOf("\n\n");
  return CONCEAL9.test(para < 0 ? rest : rest.slice(0, para));
}
/** a machine reader or the user it serves is named in `s` */
export function namesMachine(s: string): boolean {
  return MACHINE9.test(s);
}
