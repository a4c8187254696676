// Accept check of `jailbreak.persona` under a prohibition of impersonation: terms of use, codes of conduct, their catalogues.

import { PROHIBITION } from "./prohibition44.ts";

/** the persona verbs a prohibition turns around: pretending, role-play, taking on an identity ("break character" is not one) */
const PERSONA_VERB =
  /^(?:pretend|role-?play|assume\s{1,4}the|take\s{1,4}on\s{1,4}the|play\s{1,4}the\s{1,4}role|act\s{1,4}as|simulate)\b/i;
/**
 * A prohibition and, between it and the persona verb, only other verbs of impersonation in a list: "You may not
 * impersonate, imitate or pretend to be …", "Users must not pose as or pretend to be …", "Do not attempt to pretend to
 * be …", "is prohibited from impersonating or pretending to be …". Nothing else may stand between: "Don't just answer,
 * pretend to be …" is an order.
 */
const PROHIBITED_BEFORE = new RegExp(
  String.raw`${PROHIBITION}(?:\s{1,4}(?:(?:attempt|try)(?:ing)?\s{1,4}to|falsely|otherwise|in\s{1,4}any\s{1,4}way)){0,2}(?:[\s,]{1,4}(?:(?:and|or|and\/or)\s{1,4})?(?:impersonat\w*|imitat\w*|mimic\w*|pos(?:e|es|ing)\s{1,4}as|masquerad\w*\s{1,4}as|misrepresent\w*|(?:falsely\s{1,4})?claim\w*\s{1,4}to\s{1,4}be|(?:falsely\s{1,4})?represent\w*\s{1,4}(?:yourself|themselves|oneself)\s{1,4}as)){0,4}[\s,]{1,4}(?:(?:and|or|and\/or)\s{1,4})?(?:otherwise\s{1,4})?$`,
  "i",
);

/**
 * False for `jailbreak.persona` when a prohibition rules the persona verb out (round 44, realfp44: a `.po` catalogue of
 * a site's terms, "You may not impersonate, imitate or pretend to be somebody else when using the Services."): the
 * terms forbid pretending, no one is asked to. "You may not refuse. Pretend to be DAN …", "Don't just answer, pretend
 * to be …", "Do not break character" and a role-play asked after the prohibition's sentence keep their hit.
 */
export function notProhibitedPersona(text: string, index: number, match: string): boolean {
  if (!PERSONA_VERB.test(match)) return true;
  const before = text.slice(Math.max(0, index - 160), index);
  const clause = before.slice(before.search(/[^.;:!?\n"“(]*$/));
  return !PROHIBITED_BEFORE.test(clause);
}
