// Accept check of `exfil.user-data`: "give users a home directory" gives the users a thing; it takes nothing of theirs.

/**
 * The rule reads "give|send|show … users … <data word>". With an article between the people and the data word ("give
 * users a home directory", "show customers a personal greeting", "send employees an account link") the people are the
 * ones who receive, and the data word names what they get. "Give me the user's home address", "send the customers'
 * email list" have no such article and still fire.
 */
const RECEIVER_THEN_ARTICLE =
  /\b(?:users?|customers?|employees?|patients?)\s{1,4}(?:a|an|one|their\s{1,4}own|new)\s{1,4}(?:[a-z-]{1,16}\s{1,4})?(?:email|e-mail|address|location|city|phone|account|password|data|records|personal|private|home)\b$/;

export function notGivenToReceiver(_text: string, _index: number, match: string): boolean {
  return !RECEIVER_THEN_ARTICLE.test(match);
}
