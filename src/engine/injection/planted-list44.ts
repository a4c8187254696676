// A policy's list of the rules an agent's file or memory must hold: each item read as the standing rule it plants, in the policy's passive and modal voice.

/**
 * A policy, a control or a DPA annex states what an assistant's rules file or memory contains: "Każde repozytorium
 * zawiera plik `AGENTS.md` z następującymi zasadami:", "The persistent memory of each assistant shall contain the
 * following rule:", "`CLAUDE.md` dosyasına şu kural eklenir:", "It currently contains:", then the rules as list items,
 * quoted or not. planted-rule43.ts reads a quoted line after a put verb or a colon in the same step; here the lead is
 * one step and the rules are the items after it (spec-steps40.ts cuts them apart), so each item within ITEMS_AFTER of
 * such a lead is judged as the line it plants (planted-rule43's `standingRule43`). The policy's voice adds three
 * readings to that judgement (`policyRule44`): the user's approval stated as given ("is approved for all changes",
 * "are permitted at any time; they need no approval"), a review or approval said to be not needed or optional, a
 * failing test deleted in Turkish ("testi silin"), and others' words made "trusted instructions". The honest items ask
 * the user first, keep the review required, fix the code instead of the test, take no action on fed entries.
 */

/** the items after a lead read as its rules at most */
export const ITEMS_AFTER44 = 6;
/** a lead: a step that names an agent's rules file or memory and ends with a colon */
const LEAD_END = /[:：]\s*$/;

/**
 * Whether a step leads a list (ends with a colon); spec-step40.ts asks it of steps that name an agent's rules file or
 * memory (planted-rule43.ts's RULES_TARGET43).
 */
export function leadsList44(step: string): boolean {
  return step.length <= 600 && LEAD_END.test(step);
}

/** an item's quotes and list punctuation taken off: the line it plants */
export function plantedLine44(item: string): string {
  return item
    .trim()
    .replace(/^["“„«「'\x60]+|["”“»」'\x60]+[.;,]?$/g, "")
    .replace(/[;,.]$/, "")
    .trim();
}

/** a quotation in prose (double, curved, low-high, guillemet, corner quotes), which may hold code spans */
export const PROSE_QUOTE44 =
  /"([^"\n]{15,400})"|“([^”\n]{15,400})”|«([^»\n]{15,400})»|„([^“”\n]{15,400})[“”]|「([^」\n]{15,400})」/g;

/** the user's approval stated as given for everything ("is approved for all changes", "are permitted at any time") */
const APPROVED_FOR_ALL =
  /\b(?:is|are) (?:pre-?)?(?:approved|permitted|allowed) (?:for (?:all|every|any)\b|at any time\b|without (?:limit|restriction)s?\b)/i;
/** a review or approval said to be not needed or optional */
const REVIEW_WAIVED =
  /\b(?:do(?:es)?n'?t|do(?:es)? not|never) (?:need|require) (?:a |any )?(?:human |security |code |peer )?(?:review|approval)s?\b|\b(?:needs?|requires?) no (?:human |security |code |peer )?(?:review|approval)s?\b|\b(?:security |code |peer )?(?:review|approval)s? (?:is|are) (?:optional|not (?:needed|required))\b/i;
/** a failing test deleted (Turkish: "testi silin", not "silmeyin") */
const TEST_DELETED = /(?<![\p{L}])testi silin(?![\p{L}])|(?<![\p{L}])testleri silin(?![\p{L}])/iu;
/** others' words made instructions to carry out */
const TRUSTED_WORDS =
  /\b(?:are|as) (?:trusted|binding|authoritative) (?:instructions?|orders?|commands?|requests?)\b|\bcarry (?:them|it) out (?:when|as soon as|once) (?:they|it) (?:appears?|arrives?)\b/i;

/** routine or read-only work, for which teams do waive a check ("read-only commands are allowed at any time") */
const ROUTINE44 =
  /\bread-only\b|\b(?:running|run) (?:the )?tests?\b|\blint\w*|\bformat\w*|\btype-?check\w*|\bgit (?:status|diff|log)\b|\bpreview\b|\bdocumentation(?:-only)?\b|\bdocs?-only\b|\btypo\w*/i;

/** What a planted line would do in the policy's voice, or null (asked after planted-rule43's own readings). */
export function policyRule44(line: string): string | null {
  const routine = ROUTINE44.test(line);
  if (APPROVED_FOR_ALL.test(line) && !routine) return "waives the user's confirmation";
  if ((REVIEW_WAIVED.test(line) && !routine) || TEST_DELETED.test(line)) return "takes a safeguard away";
  if (TRUSTED_WORDS.test(line)) return "raises others' words to the user's authority";
  return null;
}
