// Accept check of a maintainer's request for contributions or vulnerability reports ("send your files to my e-mail").

import { AI_NEAR, BEYOND_DIAGNOSTIC } from "./rule-accept-person-ask.ts";

/** the reader's own work, offered to the project: "your files", "your translations", "your patches" */
const OWN_WORK =
  /\byour\s{1,4}(?:own\s{1,4}|new\s{1,4}|updated\s{1,4})?(?:files?|translations?|patch(?:es)?|changes|contributions?|fixes|examples?|themes?|plugins?|holiday\s{1,4}files?|resource\s{1,4}files?)\b/;
/** the maintainer takes the work in: "… and I will add them to the next release", "we'll merge it" */
const TAKEN_IN =
  /^[^.!?\n]{0,80}?\b(?:i|we)\s{1,4}(?:will|'ll|can|shall|would)\s{1,4}(?:gladly\s{1,4}|happily\s{1,4})?(?:add|include|merge|put|ship|publish|review|apply|integrate)\b/;
/** a report of one's own finding: "a detailed report", "a vulnerability report", "your report" */
const OWN_REPORT =
  /\b(?:an?|your|the)\s{1,4}(?:(?:detailed|short|full|brief|private|written)\s{1,4})?(?:(?:vulnerability|security|bug)\s{1,4})?reports?\b/;
/** the paragraph is a security policy: how to report a vulnerability */
const DISCLOSURE_POLICY =
  /\b(?:vulnerabilit(?:y|ies)|security\s{1,4}(?:issues?|bugs?|problems?|polic(?:y|ies)|advisor(?:y|ies))|responsible(?:\s{1,4}|-)disclosure|report(?:ing)?\s{1,4}(?:a\s{1,4})?(?:security|vulnerabilit))/;
/** the paragraph back from the match to a blank line, at most 400 characters */
function paragraphBefore(text: string, index: number): string {
  const head = text.slice(Math.max(0, index - 400), index);
  const cut = head.lastIndexOf("\n\n");
  return cut < 0 ? head : head.slice(cut + 2);
}

/**
 * False for `exfil.send-to` when a maintainer asks people for what they made or found: "Simply send your files to my
 * e-mail address and I will add them to the next release" (the reader's own work, taken into the project), or a
 * security policy's "Send a detailed report to security@…" (a report of one's own finding, in a paragraph about
 * reporting vulnerabilities; the heading counts as part of the paragraph). A secret or someone's data in the match, or
 * an AI addressed near it, keeps the hit, as does "send your files to …" with no maintainer taking them in.
 */
export function notContributionSent(text: string, index: number, match: string): boolean {
  if (BEYOND_DIAGNOSTIC.test(match) || AI_NEAR.test(match)) return true;
  const before = paragraphBefore(text, index);
  if (AI_NEAR.test(before)) return true;
  const end = index + match.length;
  if (OWN_WORK.test(match) && TAKEN_IN.test(text.slice(end, end + 120))) return false;
  const policy = DISCLOSURE_POLICY.test(text.slice(Math.max(0, index - 600), index));
  return !(OWN_REPORT.test(match) && policy);
}
