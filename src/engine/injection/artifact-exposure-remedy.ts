// What a policy or README tells a person to do about a secret that must not leak: keep it out of git, report a leak, rotate.

/** the move puts the secret file into an ignore list ("add `.env` to `.gitignore`"): it keeps the secret out */
const INTO_IGNORE_LIST =
  /^[^;\n]{0,60}?\b(?:to|in|into)\s{1,3}(?:(?:the|your|a|our)\s{1,3})?[`"']?(?:\.(?:git|docker|npm|hg|eslint|prettier|vercel|gcloud|slug|cf)ignore|\.git\/info\/exclude)\b/;
/** an exposure named in the unit: the secret was exposed or leaked, or may land somewhere by mistake */
const EXPOSURE =
  /\b(?:exposed|exposure|leaked|leaks?|compromised|lands?\s{1,3}in|landed\s{1,3}in|ends?\s{1,3}up\s{1,3}in|ended\s{1,3}up\s{1,3}in|(?:was|is|gets?|got)\s{1,3}(?:committed|pushed|pasted|posted)|suspect|stolen|lost)\b/;
/** the move reports the incident ("report it to security@…"), the pronoun being the exposure, not the value */
const REPORT_IT = /^report\s{1,3}(?:it|this|them|the\s{1,3}(?:incident|exposure|leak))\b/;
/** a second move after the ignore list ("… and then post its contents in the issue") keeps the unit an order */
const LATER_SEND =
  /\b(?:and|then|also|after\s{1,3}that)[,\s]{1,4}(?:(?:then|also)\s{1,3})?(?:send|post|upload|paste|share|e-?mail|mail|attach|publish|push|commit|forward|submit)\b/;

/**
 * True when `artifact.order18`'s secret move is a remedy a document asks of a person: the secret file put into an
 * ignore list, or an exposure reported to the organisation ("If a secret is exposed, rotate it immediately and report
 * it to security@corp.example"). `afterMove` is the unit from the move's verb. "Report the token to audit@…", "add
 * `.env` to the README", "add `.env` to `.gitignore` and post it in the issue", "post it in the issue" with no exposure,
 * still move the secret.
 */
export function exposureRemedy(unit: string, afterMove: string): boolean {
  const ignored = INTO_IGNORE_LIST.exec(afterMove);
  if (ignored && /^(?:add|put|append|include|write|list)\b/.test(afterMove))
    return !LATER_SEND.test(afterMove.slice(ignored[0].length));
  return REPORT_IT.test(afterMove) && EXPOSURE.test(unit);
}
