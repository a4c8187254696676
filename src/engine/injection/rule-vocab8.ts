// Word classes of the round-8 prose rules: machine readers named by role, acts, and what an act reaches beyond its carrier.

import { AI_NOUN } from "./rules-quiet-hijack.ts";
import { S } from "./rule-vocab.ts";
import { VERB7 } from "./rules-hijack7.ts";

/**
 * A machine reader: an AI noun, or a generic noun (program, tool, client, reader, helper, process) that only counts with
 * a role after it ("whatever program is collecting these reviews", "the reader triaging this inbox"), or "whoever …".
 */
export const AI_READER8 = String.raw`(?:(?:[a-z]{2,12}-)?(?:using|powered|based)${S}(?:model|llm|ai)|(?:ai|automated|digital|virtual)${S}(?:readers?|helpers?|tools?|systems?|assistants?|agents?)|(?:digest|summary|inbox|mail|scheduling|shopping|booking|triage|coding|review|helper|partner|travel${S}planning)[-${"\\s"}]{1,2}(?:bots?|helpers?|assistants?|agents?)|helper${S}bots?|${AI_NOUN})`;
export const ROLE_NOUN8 = String.raw`(?:programs?|tools?|clients?|readers?|helpers?|processes|process|systems?|services?|integrations?|apps?|software|scripts?|crawlers?|scrapers?|whoever|whatever|whichever)`;
/** "whoever builds the attendee briefing", "whatever reads this": a finite verb after the pronoun is the role */
export const WHOEVER8 = String.raw`(?:whoever|whatever|whichever)${S}(?:is${S}[a-z]{3,16}ing|[a-z]{3,16}(?:s|es))\b[^:.!?\n;]{0,50}?`;
/** a sink outside the carrier: an e-mail address or a link */
const SINK8 = /[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}\.[a-z.]{2,12}|https?:\/\/|\b[a-z0-9-]{2,40}\.example\b/;
/** a role after the noun: a gerund on this carrier's work ("relaying these results", "working this ticket") */
export const ROLE8 = String.raw`(?:${S}(?:that|who|which))?(?:${S}(?:is|are))?${S}(?:[a-z]{3,16}ing|going${S}through|putting${S}together|in${S}charge${S}of|with${S}access${S}to|acting${S}for|on${S}behalf${S}of)(?:${S}(?:up|through|over|on|at|with|to|via|for))?(?:${S}(?:this|these|the|an?|our|my|his|her|their|that|any|every|all|[a-z]{2,16}'s)\b)?[^:.!?\n;]{0,50}?`;
/** literals of the readers (the rules' own gate lists; "ai" alone is too common to open a rule) */
export const READER8_LITERALS = [
  "assistant",
  "agent",
  "llm",
  "model",
  "bot",
  "helper",
  "copilot",
  "claude",
  "gpt",
  "gemini",
  "program",
  "tool",
  "client",
  "reader",
  "whoever",
  "whatever",
  "whichever",
  "process",
  "system",
  "service",
  "integration",
  "app",
  "software",
  "script",
  "crawler",
  "scraper",
];

/** acts with effects outside the text: round 7's list plus fetching, gathering, rerunning, dropping, declining */
export const VERB8 = String.raw`(?:${VERB7}|fetch|locate|gather|rerun|re-run|drop|decline|recommend|present|pick|go${S}ahead${S}and${S}[a-z]{3,12}|dump|expose|reveal|grant|schedule|reschedule|deploy|release|mail)`;

/** a release or a push to what users run */
const RELEASE8 = String.raw`\b(?:publish\w*|release)${S}(?:version${S})?v?\d|\bto${S}(?:npm|pypi|production|prod|main|origin/main)\b`;
/** reported speech just before a match: "sentences like \"…", "phrases such as" (an example, not an order) */
const REPORTED =
  /\b(?:like|such\s{1,4}as|e\.g\.,?|for\s{1,4}example|called|named|saying|says|said|contain(?:s|ed|ing)?|read(?:s|ing)?|quot(?:e|es|ed|ing)|instruct(?:s|ed|ing)|tell(?:s|ing)|trick(?:s|ed|ing)?|attempt(?:s|ed|ing)?|tries|trying|phrases?|sentences?|strings?|lines?)\b[^.!?\n]{0,24}$/;
/** secrets and access */
const SECRET8 = String.raw`\b(?:passwords?|passcodes?|credentials?|secrets?|tokens?|api${S}keys?|access${S}keys?|access-key|private${S}keys?|ssh${S}keys?|[a-z0-9]{2,20}_(?:token|secret|key|password))\b|\b(?:full|admin|owner|write)${S}(?:access|rights|permissions?)\b|\bas${S}(?:an?${S})?(?:delegate|admin|owner|collaborator)\b|\bgrant${S}all\b|\bto${S}public\b|\bpublic${S}(?:gist|link|repo|bucket|channel)|\bpublicly\b|\bauto-?forward\w*|\bforwarding\b`;
/**
 * What an act reaches that the carrier never needs (strong classes only: no bare e-mail address or link, which
 * ordinary requests to people carry): private records, secrets and access, money, releases and protections,
 * destruction, concealment from the user, and what the user is told.
 */
const REACH_PARTS8 = [
  // private records of the user or the organisation
  String.raw`\b(?:bank${S}statements?|passports?(?:${S}(?:scans?|numbers?))?|date${S}of${S}birth|home${S}address|login${S}codes?|one-time${S}codes?|recovery${S}codes?|recovery-codes|2fa|verification${S}codes?|contact${S}list|attendee${S}list|customer${S}(?:table|list|data|records)|payroll|salar(?:y|ies)|medical|browsing${S}history|unread${S}messages|private${S}(?:messages|channels?|notes)|(?:last|previous)${S}\d{1,3}${S}messages|full${S}(?:conversation|thread${S}history|text${S}of)|conversation${S}so${S}far|previous${S}messages|(?<!(?:\bids?|[a-z]{3,20}ids?|identifiers?|uuids?|hash(?:es)?)\s{1,4})verbatim|card_last4|cvv|card${S}(?:number|ending|on${S}file)|saved${S}card)\b`,
  SECRET8,
  // money
  String.raw`\b(?:iban|refunds?|credits|wire${S}(?:the|\d)|transfer${S}(?:the${S})?(?:\d|funds|money|credits)|payments?${S}integration|business${S}account)\b|[$€£]\s?\d|\d${S}?(?:eur|usd|gbp)\b`,
  // releases, protections and the repository's guards
  RELEASE8,
  String.raw`--force\b|--no-verify\b|\bforce-push|\bsignature${S}check|\btls${S}verification|\bverify${S}=${S}false|\bpre-(?:push|commit)${S}hook|\bprotection(?:${S}rules)?\b|\bcodeowners\b|\bsecurity\.yml\b|\bworkflows?/|\bwithout${S}(?:running${S})?(?:tests|review|reviews|approval|asking|telling|checks)\b|\bno${S}(?:need${S}to${S}ask|review${S}needed)\b|\brm${S}-rf\b|\bdelete_records\b|"all"\s{0,2}:\s{0,2}true`,
  // destruction and concealment
  String.raw`\b(?:delete|remove|erase|wipe)${S}(?:the${S})?(?:originals?|earlier${S}message|this${S}message|all${S}\w+|every\w*|records)\b|\b(?:silently|quietly|secretly)\b|\b(?:don'?t|do${S}not|never)${S}(?:mention|tell|show|list|report)\b|\bmark${S}(?:them|it)${S}(?:as${S})?read\b|\bisn'?t${S}bothered\b`,
  // what the user is told: false claims, steering, deception about the content
  String.raw`\b(?:tell|telling|inform|assure)${S}(?:the${S}user|the${S}users|them|him|her|users)${S}(?:that${S})?\b|\bwhen${S}(?:the${S})?users?${S}asks?\b|\bdescribe${S}(?:this|it|every\w*|all)${S}[^.\n]{0,40}\bas\b|\bas${S}the${S}only\b|\b(?:are|is)${S}(?:scams?|fake|discontinued|counterfeit)\b|\bnothing${S}(?:needing|needs|requires)${S}action|\balready${S}approved|\bapproved${S}by${S}security|\bmark${S}this${S}(?:seller|shop|vendor)${S}as|\breferral${S}code|\b(?:say|claim|state|call|recommend|describe|rank)\w{0,3}${S}(?:that${S})?[^.\n]{0,30}\b(?:the${S}best|the${S}only|number${S}one|#1|superior)\b|\bshar\w{1,3}${S}(?:[a-z]{2,10}(?:'s)?${S}){0,2}(?:calendar|mailbox|inbox|drive|location)s?\b`,
];
const STRONG_REACH8 = new RegExp(REACH_PARTS8.join("|"));

/** the match and the rest of its sentence (a dot inside an address or a path does not end it) reach a STRONG class */
export function strongReach(text: string, index: number, match: string): boolean {
  return reachOf(STRONG_REACH8, text, index, match);
}
/** an AI reader named in the match may also not send anything to an outside address or link */
export function aiSinkReach(text: string, index: number, match: string): boolean {
  if (reachOf(STRONG_REACH8, text, index, match)) return true;
  return AI_NAMED8.test(match) && reachOf(SINK8, text, index, match);
}
/** an address then an order (a long match): the order's end and its sentence reach; a sink counts when the head names an AI */
export function addressedReach(text: string, index: number, match: string): boolean {
  const tail = Math.max(0, match.length - 90);
  const at = index + tail;
  const end = match.slice(tail);
  if (reachOf(STRONG_REACH8, text, at, end)) return true;
  return AI_NAMED8.test(match.slice(0, 120)) && reachOf(SINK8, text, at, end);
}
const AI_NAMED8 = /\b(?:assistants?|agents?|llms?|models?|bots?|ai|copilot|claude|gpt|gemini)\b/;
function reachOf(re: RegExp, text: string, index: number, match: string): boolean {
  if (REPORTED.test(text.slice(Math.max(0, index - 40), index))) return false;
  const rest = text.slice(index + match.length, index + match.length + 240);
  const stop = rest.search(/[.!?](?:\s|$)|\n\n/);
  return re.test(match + (stop < 0 ? rest : rest.slice(0, stop)));
}
