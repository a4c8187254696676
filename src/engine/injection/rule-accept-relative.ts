// Accept check for a reader named inside a relative clause: "the maximum number of tokens the LLM should generate".

/**
 * a noun right before the reader's phrase, with "that"/"which" or nothing between: the phrase is a relative clause
 * that describes the noun ("tokens the model should accept", "the tools that the agent should consider"). Words that
 * open a clause or join two (conjunctions, adverbs, verbs of being, "please", "note") are no such noun.
 */
const NOUN_BEFORE =
  /(?:^|[^\w'’.-])(?!(?:and|or|but|so|then|now|also|if|when|whenever|while|because|since|as|once|that|which|is|are|was|were|be|been|to|please|note|important|meanwhile|therefore|however|finally|first|next|here|there|this|these|those|why|where|how|yes|ok|okay|also|thus|hence|instead|still|today|action|step|rule|reminder)\b)[a-z][a-z-]{1,24}\s{1,4}(?:(?:that|which)\s{1,4})?$/;
/** the clause's verb has no object of its own: the sentence or comment ends, or a preposition or "(" follows */
const NO_OBJECT_AFTER =
  /^\s{0,4}(?:$|[.,;:!?)(*/\n—–-]|(?:for|in|per|at|on|when|whenever|before|after|during|with|by|from|until|if|unless|while|once|within|under|over)\b)/;
/** what a planted order reaches for: a link, an address, the user's secrets or files, a key file */
const REACH =
  /https?:\/\/|\bwww\.|[\w.+-]{1,40}@[\w-]{1,40}\.[a-z]{2,}|~\/|\.(?:env|ssh|aws|npmrc|netrc)\b|\bid_(?:rsa|ed25519)\b|\b(?:user'?s|credentials?|passwords?|secrets?|tokens?\s{1,4}(?:to|in|into)|api\s{1,4}keys?|cookies|contacts|private)\b/;

/** the rest of the sentence after the match (a dot inside a host name or a path does not end it) */
function restOfSentence(text: string, end: number): string {
  const rest = text.slice(end, end + 200);
  const stop = rest.search(/[.!?](?:\s|$)|\n\n/);
  return stop < 0 ? rest : rest.slice(0, stop);
}

/**
 * False when the reader's modal phrase ("the LLM should generate", "that the model should accept") is a relative
 * clause of the noun before it whose verb has no object and whose sentence reaches nothing: API docs describe a field
 * ("The maximum number of tokens the LLM should generate"), they do not order the model. A sentence that opens with the
 * reader ("… below. The assistant should now send …"), a verb with an object, or a reach (a link, an address, the
 * user's data, a key file) still fires.
 */
export function notRelativeClause(text: string, index: number, match: string): boolean {
  const before = text.slice(Math.max(0, index - 40), index);
  if (!NOUN_BEFORE.test(before)) return true;
  const end = index + match.length;
  if (!NO_OBJECT_AFTER.test(text.slice(end, end + 12))) return true;
  return REACH.test(match) || REACH.test(restOfSentence(text, end));
}
