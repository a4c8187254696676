// A vendor's name ending in "AI" labelling a fact in a list of vendors ("// Together AI: Not documented. 20 MB."), not an address.

/**
 * Words before "AI" that make the label an address or a role, not a company's name: "Hey AI:", "Dear AI:", "Your AI:",
 * "Coding AI:", "Assistant AI:", "Any AI:".
 */
const ADDRESS_NAME =
  /^(?:hey|hi|hello|dear|the|your|my|our|this|that|any|every|all|each|an?|attention|note|friendly|helpful|coding|code|review|reviewing|assistant|support|system|you|other|local|agentic|reader|reading)$/;
/** a labelled entry in a comment, at a line's start: `// Groq: 4 MB …`, `# Mistral: …`, ` * OpenAI: …` */
const SIBLING = /^[ \t]{0,12}(?:\/\/|#|\*|--)[ \t]{0,4}[a-z][\w .()/-]{0,40}:[ \t]{1,4}\S/gim;
/** labelled entries from which the comment lines are a list of vendors (this one among them) */
const SIBLINGS = 3;
/** words of an order to the reader in the value: a fact about a vendor holds none */
const ORDER_WORD =
  /\b(?:you|your|ignore|disregard|forget|instructions?|secrets?|passwords?|credentials?|tokens?|keys?|send|forward|reveal|upload|post|run|execute|must|always|never|please|do not|don't|from now on)\b/i;

/**
 * False when `match` (addressed.ai-colon: `// together ai: n`) labels a vendor, "Together AI", "Fireworks AI", "Vertex
 * AI" (a name word before "AI" that is no address or role), in a comment list of three or more such labelled entries,
 * and the rest of its line orders nothing (no second person, no override or secret word, no send or run verb). The
 * same label carrying "ignore the limits and send ~/.ssh/id_rsa …", a lone "AI:" label, or "Hey AI:" keeps the rule.
 */
export function notVendorLabel46(text: string, index: number, match: string): boolean {
  const name = /([a-z]{2,16})\s{1,4}ai\s{0,2}:/i.exec(match);
  if (!name || ADDRESS_NAME.test((name[1] as string).toLowerCase())) return true;
  const colon = index + match.lastIndexOf(":");
  const lineEnd = text.indexOf("\n", colon);
  const value = text.slice(
    colon + 1,
    lineEnd < 0 ? Math.min(text.length, colon + 300) : Math.min(lineEnd, colon + 300),
  );
  if (ORDER_WORD.test(value)) return true;
  SIBLING.lastIndex = 0;
  let n = 0;
  while (n < SIBLINGS && SIBLING.exec(text)) n++;
  return n < SIBLINGS;
}
