// The words that forbid what follows them ("may not", "do not", "never", "agree not to"), shared by round 44's accepts.

/**
 * A prohibition's opening, as regex source (no flags): modal + not, the contractions, "do not", "never", "no one
 * may", "not allowed to", "prohibited from", "agree not to", "refrain from". Read by the impersonation accept
 * (`rule-accept-impersonation44.ts`) and the forbidden-send accept (`rule-accept-forbidden-send44.ts`).
 */
export const PROHIBITION = String.raw`(?:\b(?:may|must|shall|should|will|can|could|might)\s{1,4}not|\bcannot|\b(?:can|may|must|shall|should|will|wo|do|does|did)n[’']t|\b(?:do|does)\s{1,4}not|\bnever|\bno\s{1,4}(?:one|user|member|participant|contributor)s?\s{1,4}(?:may|shall|should|can)|\bnot\s{1,4}(?:be\s{1,4})?(?:allowed|permitted)\s{1,4}to|\b(?:prohibited|forbidden|barred|banned)\s{1,4}(?:from|to)|\bagree\s{1,4}not\s{1,4}to|\brefrain\s{1,4}from)`;
/** what turns a prohibition's words into an order: "don't forget to", "don't hesitate to", "never mind", "do not wait" */
export const REVERSAL = String.raw`\s{1,4}(?:forget|hesitate|fail|worry|wait|delay|mind|be\s{1,4}(?:afraid|shy))\b`;
