// Accept check of `exfil.ask-secret`: "Provide your API key as a Bearer token" says how a client authenticates, not where a key goes.

/**
 * the key put into the credential slot of the requests themselves: a bearer or basic token, the Authorization header or
 * another named header, a query or auth parameter of the API the text describes
 */
const REQUEST_SLOT =
  /^\s{0,4}(?:as|in|via|with|using|through)\s{1,4}(?:an?\s{1,4}|the\s{1,4})?(?:`|'|")?(?:(?:http\s{1,4})?(?:bearer|basic|auth(?:entication|orization)?|access)\s{0,4}(?:token|header|credentials?|auth)?\b|(?:authorization|[\w-]{0,30}api[_-]?key|x-[\w-]{2,40})(?:`|'|")?\s{1,4}(?:request\s{1,4})?header\b)/i;
/** the rest of the sentence: a key that goes to an address, a mail box, the reader's reply or a file is handed over */
const HANDED_ON =
  /https?:\/\/|\bwww\.|[\w.+-]{1,40}@[\w-]{1,40}\.[a-z]{2,}|\b(?:reply|response|answer|message|comment|chat|note|issue|pull\s{1,4}request|file|log)\b|\bto\s{1,4}(?:me|us|the\s{1,4}(?:user|admin|team|support))\b/i;

/**
 * `authentication: { type: "bearer", header: "Authorization", description: "Provide your agent API key as a Bearer
 * token" }` (an agent skill's manifest), "Send your API key in the `X-API-Key` header": an API's documentation says how
 * each request carries its credential, to the service the text describes. The ask still fires when the rest of the
 * sentence hands the key on (an address, a reply, a file, a person) or when no request slot follows (round 40, realfp40).
 */
export function notRequestCredential(text: string, index: number, match: string): boolean {
  const end = index + match.length;
  const slot = REQUEST_SLOT.exec(text.slice(end, end + 80));
  if (!slot) return true;
  const rest = text.slice(end + slot[0].length, end + slot[0].length + 160);
  const sentence = rest.split(/[.!?](?:\s|$)|\n|["'`]\s{0,4}[,}]/)[0] ?? "";
  return HANDED_ON.test(sentence);
}
