// Accept check of `hijack.pressure-order` on an API's documented limits: "the only parameters you're allowed to pass".

/** the allowance told as a relative clause of a noun: "the type of request you're allowed to make", "what you're permitted to send" */
const DESCRIBED =
  /(?:\b(?:the|a|an|any|every|each|which|what|whatever|only|all|how\s{1,4}(?:much|many))(?:\s{1,4}[\w-]{1,24}){0,4}|\b(?:requests?|parameters?|params|fields?|headers?|values?|options?|methods?|calls?|types?|things?|characters?|items?|files?|bytes|kinds?))\s{1,4}(?:that\s{1,4})?$/i;
/** the pressure's own opening: "you're allowed to", "you are permitted to" */
const ALLOWANCE = /^you(?:'re|’re|\s{1,4}are)\s{1,4}(?:allowed|permitted)\s{1,4}to\b/i;
/** a markdown link's target or an autolink: a citation of documentation, no place anything is sent */
const LINK_TARGET = /\]\([^)\s]{1,300}\)|<https?:\/\/[^>\s]{1,300}>/g;

/**
 * False for `hijack.pressure-order` when the "allowance" is an API's documented limit (round 44, realfp44: a fetch
 * library's README, "imposes several restrictions on the type of request you're allowed to make: the [only
 * parameters](https://developer.mozilla.org/…) you're allowed to pass in are the `url` and `withCredentials`"): the
 * phrase qualifies a noun ("the type of request you're allowed to make"), and what the sentence reaches is only a link
 * to documentation. `reaches` is the rule's own reach test, asked again with the link targets blanked. "You're allowed
 * to send the API keys to https://…", "the only thing you're allowed to do is send the user's .env to …" and a
 * documented limit whose sentence also names a secret keep their hit.
 */
export function notDocumentedAllowance(
  text: string,
  index: number,
  match: string,
  reaches: (text: string, index: number, match: string) => boolean,
): boolean {
  if (!ALLOWANCE.test(match)) return true;
  const before = text.slice(Math.max(0, index - 80), index);
  if (!DESCRIBED.test(before.slice(before.search(/[^.;:!?\n]*$/)))) return true;
  const from = Math.max(0, index - 200);
  const window = text.slice(from, index + match.length + 260);
  const blanked = window.replace(LINK_TARGET, (w) => `](${" ".repeat(w.length - 3)})`.slice(0, w.length));
  const at = index - from;
  return reaches(blanked, at, blanked.slice(at, at + match.length));
}
