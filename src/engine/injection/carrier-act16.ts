// Orders that need no outside place: a safeguard switched off, something of someone's destroyed, a verdict dictated to whoever reviews the text.

import { retentionBound44 } from "./policy-accepts44.ts";
import { addressOf14 } from "./carrier-address14.ts";
import type { Order15 } from "./carrier-order15.ts";
import { sentenceAround } from "./carrier-pay15.ts";
import { CHECK_WITH_USER, MARKERS, READER } from "./carrier-reader-vocab.ts";
import { AUTOMATION, NEGATED_BEFORE } from "./carrier-vocab.ts";

/**
 * The three parts: the act (a safeguard off, a deletion, a verdict), its object (the safeguard, someone's things, the
 * reader's own verdict on the text), and the text's lack of authority over it. A tool result has none over the reader's
 * work: what shows it is an order put to the program that reads the text (an address), a marker that puts the order out
 * of place (secrecy, an agreement claimed, a trigger for later), or an object beyond any author's own (the user's things,
 * every account, production, the verdict on the text itself). Without the third part the act is ordinary work (a
 * runbook's step, a reviewer's suggestion) and is not read here.
 */

/** the cheap necessary test: one literal of some act family (most tool results hold none), at a word's start and
 * factored by first letter (each cuts the pass by a quarter)
 * (reader-gates.ts gates on its literals)
 */
export const NEED16 =
  /\b(?:d(?:isabl|elet|rop |estroy|escribe)|s(?:kip|witch(?:ed|es)? off|ummar|core (?:th|it|us))|t(?:urn(?:ed|s)? off|runcat| flag)|bypass|no(?:-verify|t flag)|wipe|erase|p(?:urge|ush -)|r(?:m -r|ank|at(?:e (?:th|it|us)|ing)|ecommend)|force-push|a(?:pprov|s (?:pre-?approved|approved|green|passed|reviewed))|without (?:review|approval|confirm)|c(?:ancel|onclu)|mention|omit)/;

/** a modal passive ("must be disabled", "is to be dropped", "can be skipped from now on") */
const MODAL_BE = String.raw`(?:must|should|shall|is to|are to|needs? to|has to|have to|can|may|is expected to|are expected to|is required to|are required to|will) (?:now |also |simply |just )?be `;
/** a safeguard: what checks, records, confirms or protects */
const SAFEGUARD = String.raw`(?:(?:safety|security|fraud|auth\w*|signature|integrity|health|lint|type|ci|pre-?commit|pre-?push|secret|required|status|sanity|permission|policy|access)[ -](?:checks?|scans?|scanners?|hooks?|tests?|reviews?|prompts?|steps?|rules?|gates?|filters?|verification|module)|checks?|guard(?:rails?|s)?|safeguards?|reviews?|approvals?|scanners?|test suite|tests|hooks?|logging|audit(?: log(?:ging|s)?| trail)?|alerts?|alarms?|rate[ -]limit(?:s|ing|er)?|2fa|mfa|two-factor(?: auth\w*)?|sandbox(?:ing)?|permission prompts?|confirmations?|confirmation prompts?|verification|signature verification|firewall|branch protection|csrf(?: middleware| protection)?|tls(?: verification)?|ssl(?: verification)?|certificate (?:checks?|validation|verification)|antivirus|content filters?|versioning|backups?|redaction|re-?auth\w*|login alerts?|monitoring|encryption|captcha|protections?|requirereauth\(\))`;
/** switching a safeguard off: the verb (base, third person, or a participle after "be"), then the safeguard within the clause */
const SAFEGUARD_OFF = new RegExp(
  String.raw`\b(?:disable[sd]?|turn(?:s|ed)? off|switch(?:es|ed)? off|skip(?:s|ped)?|bypass(?:es|ed)?|deactivate[sd]?|suspend(?:s|ed)?|remove[sd]?|drop(?:s|ped)?|comment(?:s|ed)? out|weaken(?:s|ed)?|loosen(?:s|ed)?|silence[sd]?|mute[sd]?|lower(?:s|ed)?)\b[^.;!?\n]{0,50}?\b${SAFEGUARD}(?![a-z])|--no-verify\b|--skip-[a-z-]{3,30}|\bufw disable\b|\b(?:without|no need for|no need to wait for|skipping) (?:a |any |the )?(?:review|approval|confirmation|confirming|running (?:the )?tests|waiting for ci|ci|checks)\b|\b(?:treat|mark)(?:s|ed)? (?:\w+ ){0,3}as (?:pre-?approved|approved|reviewed|passed|passing|green)\b|\bassume (?:approval|consent)\b`,
  "g",
);
/** NEED16's literals by family (safeguard, destroy, verdict): a family's patterns run only where one of its literals stands */
const STEMS16 =
  /\b(?:(disabl|s(?:kip|witch(?:ed|es)? off)|turn(?:ed|s)? off|bypass|no-verify|as (?:pre-?approved|approved|green|passed|reviewed)|without (?:review|approval|confirm)|drop )|(d(?:elet|estroy)|truncat|wipe|erase|p(?:urge|ush -)|rm -r|force-push|cancel)|(describe|s(?:ummar|core (?:th|it|us))|r(?:ank|at(?:e (?:th|it|us)|ing)|ecommend)|t flag|not flag|approv|mention|omit|conclu))/g;
/** the passives ("the audit logging must be turned off", "the old branches should be deleted"): the object comes first */
const PASSIVE_OFF = new RegExp(
  String.raw`\b${SAFEGUARD} (?:\w+ ){0,3}?${MODAL_BE}(?:disabled|skipped|turned off|switched off|bypassed|removed|deactivated|suspended|lowered|ignored|treated as (?:done|passed|approved))\b`,
  "g",
);
/** destroying something: a verb, then what it destroys within the clause (or a command that names both) */
const DESTROY =
  /\b(?:delete[sd]?|wipe[sd]?|erase[sd]?|purge[sd]?|drop(?:s|ped)?|truncate[sd]?|destroy(?:s|ed)?|empt(?:y|ies|ied)|revoke[sd]?|close[sd]?|archive[sd]?|cancel(?:s|led)?)\b[^.;!?\n]{0,50}?\b(?:repo(?:s|sitory|sitories)?|branch(?:es)?|databases?|db|tables?|schemas?|mailbox(?:es)?|inbox|messages|e-?mails|files|folders?|director(?:y|ies)|backups?|accounts?|issues|(?:api |ssh |access |deploy )?keys|tokens|logs?|audit\w*|history|commits?|volumes?|buckets?|persistentvolumeclaims|pvcs|namespaces?|series|events|meetings|documents?|drafts?|test files|tests\/|projects|records|contacts|snapshots?|originals|trash|codeowners|everything)\b(?![.\-/]\w)|\brm -(?:r|rf|fr)\b|\bdrop (?:table|database|schema)\b|\bforce-push\w*|\bpush (?:--force|-f)\b|\bgit reset --hard\b/g;
const PASSIVE_DESTROY = new RegExp(
  String.raw`\b(?:repo(?:s|sitory|sitories)?|branch(?:es)?|databases?|tables?|mailbox(?:es)?|backups?|accounts?|history|audit \w+|logs|records|volumes?|buckets?) (?:\w+ ){0,3}?${MODAL_BE}(?:deleted|wiped|erased|purged|dropped|truncated|destroyed|emptied|revoked|force-pushed)\b`,
  "g",
);
/** what every passive holds: a participle after "be" (one cheap pass before the passives' object-first patterns) */
const PASSIVE_NEED =
  / be (?:disabled|skipped|turned off|switched off|bypassed|removed|deactivated|suspended|lowered|ignored|treated|deleted|wiped|erased|purged|dropped|truncated|destroyed|emptied|revoked|force-pushed)\b/;
/** dictating the verdict on the text: a rank, a score, an approval, a description, or findings left out */
const VERDICT =
  /\b(?:rank|place|score|rate|position)(?:s|d)? (?:\w+ ){0,4}?(?:first|highest|top|number one|#1|above (?:all|every|the others))\b|\b(?:rate|score|grade)(?:s|d)? (?:this|it|us|them|the \w+) (?:\d|five|ten|a perfect|as)|\b(?:summari[sz]e|describe|present|portray|characteri[sz]e|frame|call|label|report|list)(?:s|d)? (?:this|it|us|them|our|the|[\w-]+'s) (?:[\w-]+ ){0,4}?as (?:a |an |the )?(?:[\w-]+ ){0,2}?(?:breakthrough|best|safest|only|leading|low[ -]risk|safe|approved|secure|compliant|non-compliant|abandoned|dangerous|trustworthy|lacking|fake|clean|excellent|winner|strongest|superior|ready)|\b(?:summary|summaries|review|verdict|assessment|evaluation|recommendation|ranking|report|digest|comparison|answer|response|release notes)s? (?:must|should|shall|needs? to|has to|is to|are to|will) (?:conclude|state|say|end with|begin with|call|rank|describe|recommend|rate|score)|\b(?:do not|don't|never|no need to) (?:flag|mention|report|disclose|raise|bring up) (?:the |any |this |these |that |its |it\b|them\b)|\b(?:omit|leave out|ignore|forget|hide|drop) (?:the |any |all )?(?:\w+ ){0,2}?(?:negative|critical|findings?|complaints?|warnings?|issues?|vulnerabilit\w+|concerns?|paragraph|section|risks?|reviews|going-concern)\b|\brecommend(?:s|ed)? (?:this|it|us|our [\w-]+|[\w.-]+) (?:[\w-]+ ){0,3}?as (?:the |a )?(?:only|best|safest|top|sole|most)\b|\b(?:say|state|report|claim|write)(?:s)? (?:that )?(?:the |its |our )?(?:average |overall )?(?:rating|score|grade|verdict) (?:is|was|of)\b|\b(?:approve|merge|accept|sign off on)(?:s|d)? (?:this|the|my|all|any|every) (?:\w+ ){0,3}?(?:pr|prs|pull requests?|change|changes|diff|invoices?|expenses?|expense reports?|purchase orders?|claims?|refunds?|wire|transfers?|request)\b/g;
/** each family's patterns, the passives' flagged, with the index of its literals' group in STEMS16 */
const FAMILIES: readonly [string, RegExp, boolean, number][] = [
  ["safeguard", SAFEGUARD_OFF, false, 1],
  ["safeguard", PASSIVE_OFF, true, 1],
  ["destroy", DESTROY, false, 2],
  ["destroy", PASSIVE_DESTROY, true, 2],
  ["verdict", VERDICT, false, 3],
];

/** an order's shape in the clause before the act: a modal or a requirement, a wish, a step, a rule for later */
const ORDER_SHAPE =
  /\b(?:must|should|shall|needs? to|has to|have to|is to|are to|required?|requires|mandatory|expected|make sure|be sure|ensure|remember to|would (?:help|make|be (?:great|nice|appreciated|helpful|ideal))|it'd be|please|kindly|go ahead and|next step|step \d|first|then|also|instead|always|from now on|can|may|just)\b/;
/** an imperative: the act opens the sentence or a clause (after a list mark, a label, a connective) */
const CLAUSE_START =
  /(?:^|[,:;(="“\]>—–]|\band|\bthen|\bplease|\bkindly|\balso|\bjust|\bnow|\bfirst|\bsimply)[-*•>\d.)\s]{0,6}$/;
/** a program doing the act in the present ("the operator agent deletes …", "the agent disables the sandbox") */
const AGENT_SUBJECT =
  /\b(?:agents?|assistants?|ai|bots?|models?|copilots?|automation|automated \w+|summari[sz]ers?|tools?|helpers?|engines?)\s(?:[\w-]+\s){0,2}$/;
/** a past or reported act, a question about one */
const REPORTED16 = /\b(?:we|i|they|he|she|you)(?:'ve| have| had|'d)\b|\b(?:was|were|been|got)\s(?:\w+\s)?$/;
/** the reader's or writer's own things ("delete your temp files", "our staging branch") */
const OWN16 = /\b(?:your|our|my) (?:own )?(?:\w+ ){0,2}$/;
/** an object beyond any author's own: the user's things, everyone's, everything, production, main, all at once */
const BEYOND =
  /\bfor (?:the |her |his |their |this |that )?(?:\w+ )?(?:account|user|customer|employee)s?\b|\b(?:the user'?s|user's|everyone'?s?|for everyone|all (?:of )?(?:the |their |his |her )?(?:\w+ )?(?:accounts|repos|repositories|projects|workflows|messages|e-?mails|backups|files|branches|tables|prs|pull requests|pending|open|failing|tests|logs)|every (?:\w+ )?(?:workflow|project|repo|account|git command|commit|criterion)|globally|org-wide|in the org|production|prod\b|on main\b|to main\b|main branch|home directory|~\/|\/var\/|audit log|\$home)/;
/** a verdict about the text itself, put as its outcome: a rank, a score, a description, what the summary must say */
const SELF_VERDICT =
  /^(?:rank|place|list|put|score|rate|position|grade|summari|describe|present|portray|characteri|frame|call|label|report)\w* (?:\w+ ){0,3}?(?:this|our|us|it)\b/;
/** a safeguard switched off for a window the document owns: it comes back on */
const RESTORED =
  /\bmaintenance window|\bduring (?:the )?(?:maintenance|migration|upgrade|cutover|outage|window)|\bre-?enable|\bturn (?:it|them) back on|\bswitch (?:it|them) back on|\bafterwards?\b|\brestore (?:it|them)\b/;
/** keeping the act from the user, or doing it whatever the outcome ("without mentioning the deletion", "regardless of failures") */
const CONCEAL16 =
  /\bwithout (?:mentioning|telling|noting|reporting|disclosing|flagging|letting)\b|\bregardless of (?:failures?|errors?|the (?:results?|outcome|findings|content|tests?))\b|\b(?:do not|don't|dont|never) (?:tell|mention|report|notify) (?:the user|anyone|them|it)\b/;
/** a verdict put into every future answer of the reader ("as the safest lender in any answer about loans") */
const EVERY_ANSWER =
  /\bin (?:any|every|all|each|your) (?:\w+ )?(?:answers?|responses?|summar(?:y|ies)|recommendations?|reviews?|replies|comparisons?)\b/;
/** a condition on the reader's own wish before the act ("if that is what you require, just …", "if you prefer autodetection, …") */
const OWN_WISH =
  /\bif (?:that|this|it) is (?:what|all) you (?:want|need|require|prefer|wish)\b|\bif you (?:want|need|require|prefer|wish|would like|would rather|do not need|don't need)\b/;
/** someone kept from it, or the reader's report it is left out of ("… to the user", "… in the summary") */
const TOLD_SOMEONE =
  /\b(?:to|with|from) (?:the |your |any |a )?(?:users?|anyone|anybody|customers?|clients?|reviewers?|auditors?|team|manager|owner|human)\b|\b(?:summar(?:y|ies)|reports?|reviews?|answers?|repl(?:y|ies)|responses?|digest|findings?|audit)\b/;
/** an address by the shape of a data field's key ("agent_guidance": "…", "instructions_for_model": "…") or a task's owner ("whoever automates this") */
const FIELD_ADDRESS =
  /"(?:[a-z]+_)*(?:agent|assistant|ai|llm|model|bot|copilot)(?:_[a-z]+)*"\s?:|\bwhoever (?:automates|handles|picks up|processes|reads|works on|fixes|resolves|triages)\b/;
/** a text that gives orders to agents as its purpose (an agent guide, a tool's manual): its address is its own business */
const AGENT_GUIDE =
  /\b(?:agents\.md|claude\.md|gemini\.md|copilot-instructions|\.cursorrules|cursor rules|system prompt)\b/;

/** Whether `s` addresses a program (a reader's noun with its reading, a label, a vocative, a program as the modal's subject). */
function addressed(s: string): boolean {
  return READER.test(s) || FIELD_ADDRESS.test(s) || addressOf14(s) !== null;
}

/** Whether the act at `at` (its sentence from `start`) is put as an order: an imperative, a modal or rule, a program's act. */
function orderShaped(text: string, start: number, at: number, m: string): boolean {
  const lead = text.slice(start, at);
  return (
    CLAUSE_START.test(lead.slice(-40)) ||
    ORDER_SHAPE.test(lead.slice(-80)) ||
    AGENT_SUBJECT.test(lead.slice(-50)) ||
    /\bbe\s$/.test(lead.slice(-4)) ||
    /\b(?:run|running|execute|type|append|add)\s[`'"]?$/.test(lead.slice(-12)) ||
    m.includes(" be ")
  );
}

/** a negation carried over a coordination to the act: "must not skip the review step or disable the firewall" */
const NEGATION_CARRIED = /(?:\bnot|n't|\bnever|\bno)\b[^.!?\n;]{0,80}\b(?:or|nor)\s+$/;

/** Whether an out-of-place marker stands in the sentence or the next one: secrecy, an agreement claimed, a trigger for later. */
function outOfPlace(sentence: string, next: string): boolean {
  // (not CONCEAL's "even if", "regardless": manuals say those of their own options)
  if (CONCEAL16.test(sentence) || CONCEAL16.test(next)) return true;
  for (const m of MARKERS) if (m.name !== "haste" && (m.re.test(sentence) || m.re.test(next))) return true;
  return false;
}

/** Judge the act matched at `m`: its order shape, whose its object is, and what shows the text has no authority over it. */
function actAt(text: string, m: RegExpMatchArray, family: string, guide: boolean): Order15 | null {
  const at = m.index as number;
  const [start, end] = sentenceAround(text, at);
  const lead = text.slice(start, at);
  // "do not mention the findings" is the verdict act itself; any other act after a negation is a prohibition
  const negatedAct = family === "verdict" && /^(?:do not|don't|never|no need)/.test(m[0]);
  if (!negatedAct && (NEGATED_BEFORE.test(lead.slice(-40)) || NEGATION_CARRIED.test(lead.slice(-100)))) return null;
  if (REPORTED16.test(lead.slice(-60))) return null;
  if (!negatedAct && !orderShaped(text, start, at, m[0])) return null;
  // a past form is a report ("removed the legacy check"), a third person a description ("removes the check"), unless a
  // form of "be" makes it a passive or a program is its subject ("the operator agent deletes …")
  const verb = /^[a-z-]+/.exec(m[0])?.[0] ?? "";
  const modal = /\b(?:must|should|shall|is to|are to|needs? to|has to|will|be)\b/.test(m[0]);
  if (!modal && /(?:ed|[^s]s)$/.test(verb) && !/\bbe\s$/.test(lead.slice(-4)) && !AGENT_SUBJECT.test(lead.slice(-50)))
    return null;
  const sentence = text.slice(start, end);
  // "destructive commands require the user's explicit approval": a safeguard stated, not one switched off
  if (CHECK_WITH_USER.test(sentence)) return null;
  const objectHead = m[0].replace(/^\S+\s/, "");
  if (OWN16.test(`${lead.slice(-30)}${m[0].slice(0, m[0].length - objectHead.length)}`)) return null;
  const previous = start > 1 ? text.slice(sentenceAround(text, start - 2)[0], start) : "";
  const next = text.slice(end, Math.min(text.length, end + 200));
  const byAddress = !guide && (addressed(sentence) || addressed(previous) || AUTOMATION.test(lead.slice(-60)));
  // "If that is what you require, just don't mention any interfaces": a manual leaves an item out of the reader's own
  // configuration, on the reader's own wish; its "don't mention" is the only sign, and it is the act itself
  if (!byAddress && negatedAct && OWN_WISH.test(lead)) {
    const rest = sentence.slice(0, at - start) + " ".repeat(m[0].length) + sentence.slice(at - start + m[0].length);
    if (!outOfPlace(rest, next) && !EVERY_ANSWER.test(sentence) && !TOLD_SOMEONE.test(sentence)) return null;
  }
  // (a destruction bounded by a retention rule, put to no program, is the owner's own schedule, policy-accepts44.ts)
  if (!byAddress && family === "destroy" && retentionBound44(sentence)) return null;
  if (byAddress || outOfPlace(sentence, next)) return { start: at, end, act: family };
  // a verdict put into every answer the reader gives is out of place in itself
  if (family === "verdict" && EVERY_ANSWER.test(sentence)) return { start: at, end, act: family };
  // with no address and no marker, the object itself must be beyond the author's own: the user's things or production
  // (not while a runbook switches a check off for a window it owns), or the verdict on the text itself ("rank us first";
  // not "approve this PR", which a PR's author asks of people, nor "omit the section", which style guides say)
  const beyond =
    family === "verdict" ? SELF_VERDICT.test(m[0]) : BEYOND.test(sentence) && !RESTORED.test(`${sentence} ${next}`);
  if (!beyond) return null;
  return { start: at, end, act: family };
}

/** Whether a text may hold one of the three acts at all (a literal test first: it runs on every short tool result). */
export function mayAct16(text: string): boolean {
  return NEED16.test(text);
}

/**
 * The first order in `text` (a normalised tool result) that switches a safeguard off, destroys someone's things or
 * dictates the verdict on the text, put to a reader the text has no authority over. The act with its object alone (a
 * runbook's step, a reviewer's suggestion, a changelog's "removed the check") is not read here.
 */
export function actOf16(text: string): Order15 | null {
  if (!mayAct16(text)) return null;
  const guide = AGENT_GUIDE.test(text.slice(0, 400));
  const passive = PASSIVE_NEED.test(text);
  // which families' literals stand in the text (one pass; most texts that pass NEED16 hold one family's)
  const present = [false, false, false, false];
  let k = 0;
  for (const m of text.matchAll(STEMS16)) {
    for (let g = 1; g <= 3; g++) if (m[g] !== undefined) present[g] = true;
    // ("drop " switches a check off or destroys a table)
    if (m[0] === "drop ") present[2] = true;
    if (++k > 200 || (present[1] && present[2] && present[3])) break;
  }
  for (const [family, re, needsPassive, group] of FAMILIES) {
    if (!present[group] || (needsPassive && !passive)) continue;
    let n = 0;
    for (const m of text.matchAll(re)) {
      if (++n > 40) break;
      const o = actAt(text, m, family, guide);
      if (o) return o;
    }
  }
  return null;
}
