// What a policy asks that is the owner's own wish: a key registered by its fingerprint, access to the owner's own site, deletion by a retention rule, an agreed history rewrite, a summary published.

/**
 * A policy says what the owner wants done, in the same words an order would use: "every signing key must be registered
 * by fingerprint in the Vault inventory at https://…", "give the assessor access to the staging site at https://…",
 * "delete the tenant within 30 days … as required by law", "agree the rewrite with the repository owners … force-push
 * after announcing it", "publish the bridge letter and a summary … on the public trust page". Each reading below
 * names what makes the act the owner's own, and is asked by the one reader that read the act (one line each):
 * - pressed-act29.ts's secret handed over: only a trace of the secret goes (its fingerprint, hash, key id);
 * - carrier-order15.ts's grant: the address after "access to the … site at" is the resource granted, not the grantee
 *   (and carrier-record22.ts counts that link as no second place);
 * - carrier-act16.ts's destruction: bounded by a retention rule (a schedule, a period, the law, records inactive for
 *   more than a given time), with no address and no marker of secrecy (those are asked before);
 * - record-act34.ts's harmful code: a history rewrite agreed with or announced to the repository's owners or
 *   collaborators, and no other harmful code in the clause;
 * - carrier-record22.ts's exposure: what is published is made to be published (a summary, a bridge letter, an
 *   overview, a statement, a certificate), not a full report or its findings.
 * The attack twins keep their readings: the key material itself POSTed, an account given rights at an address, a
 * tenant and its audit logs deleted "immediately … so that no record remains", a rewrite "without telling the
 * repository owners", "the full … report … including open findings".
 */

/** only a trace of a secret: its fingerprint, hash or key id (lower or any case) */
const TRACE44 = /\bfingerprints?\b|\bhash(?:es|ed)?\b|\bsha-?\d+\b|\bkey ids?\b|\bchecksums?\b/i;

/** Whether the words of a secret's hand-over carry only its trace. */
export function shownTrace44(span: string): boolean {
  return TRACE44.test(span);
}

/** the words between a grant's verb and its address: access to a site, an environment, a page, at/on that address */
const RESOURCE_AT44 =
  /\baccess to (?:the |our |its |their )?(?:[\w-]+ ){0,3}(?:site|website|environment|page|portal|instance|app|application|dashboard|server)s? (?:at|on|under)\s*$/i;

/** Whether the address after a grant is the resource the access is to, not the one it is given to. */
export function grantResource44(between: string): boolean {
  return between.length <= 200 && RESOURCE_AT44.test(between);
}

/** access to a site given at its link: the link is the site itself, no second place (carrier-record22.ts's link) */
const SITE_LINK44 =
  /\baccess to (?:the |our |its |their )?(?:[\w-]+ ){0,3}(?:site|website|environment|page|portal|instance|app|application|dashboard|server)s? (?:at|on|under) https?:\/\//i;

/** Whether a clause's link is the site it gives access to. */
export function siteLink44(clause: string): boolean {
  return SITE_LINK44.test(clause);
}

/** a deletion bounded by a retention rule */
const RETENTION44 =
  /\bretention (?:schedule|period|policy|rules?|plan)\b|\bas required by (?:law|regulation)\b|\bstatutory\b|\b(?:inactive|dormant|unused|closed) for (?:more|longer) than\b|\bolder than (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:days|weeks|months|years)\b[^.;\n]{0,80}\b(?:retention|schedule|policy)\b/i;

/** Whether a sentence's destruction is bounded by a retention rule. */
export function retentionBound44(sentence: string): boolean {
  return RETENTION44.test(sentence);
}

/** a history rewrite in a clause */
const REWRITE44 =
  /\bgit push\b[^\n\x60]{0,60}(?:--force|\s-f\b)|\bforce-push\w*|\bforce push\w*|\bfilter-repo\b|\bfilter-branch\b|\bbfg\b/g;
/** the rewrite agreed with or announced to those who share the history */
const AGREED44 =
  /\bagree(?:d|s)? (?:the (?:rewrite|force-push|change) )?with (?:the |its )?(?:repository |repo )?(?:owners?|maintainers?|collaborators?)\b|\bafter announcing\b|\bannounce(?:d|s)? (?:it |the rewrite )?(?:to (?:the )?(?:collaborators|maintainers|owners|team))?|\bso (?:that )?(?:collaborators|contributors|everyone) can re-?clone\b/i;

/**
 * Whether a clause's harmful code is only a history rewrite its owners agreed to: `harmful` tests the clause with the
 * rewrite blanked for any other harmful code.
 */
export function agreedRewrite44(clause: string, harmful: RegExp): boolean {
  if (!AGREED44.test(clause)) return false;
  REWRITE44.lastIndex = 0;
  if (!REWRITE44.test(clause)) return false;
  return !harmful.test(clause.replace(REWRITE44, (w) => " ".repeat(w.length)));
}

/** what is published is made to be: a summary, a bridge letter, an overview, a statement, a certificate */
const MADE_PUBLIC44 =
  /\bpublish\w*\s+(?:the |a |an |our )?(?:bridge letters?|summar(?:y|ies)|overviews?|(?:public |accessibility |conformance )?statements?|certificates?|attestation letters?|executive summar(?:y|ies))\b/i;
/** … and not the full report or its findings beside it */
const FULL44 =
  /\b(?:full|complete|entire|raw|unredacted)\b[^.;\n]{0,40}\b(?:reports?|findings|results|data)\b(?![^.;\n]{0,30}\bunder (?:an? )?nda\b)/i;

/** Whether a clause's public exposure is of something made to be published. */
export function madePublic44(clause: string): boolean {
  return MADE_PUBLIC44.test(clause) && !FULL44.test(clause);
}
