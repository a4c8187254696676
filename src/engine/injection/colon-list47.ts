// A colon after a program's name that opens a list of nouns ("assistants read mail that machines send: resets, invoices, alerts").

/** Verbs an order opens with: a list whose first item starts with one is an order with several objects. */
const ORDER_VERB =
  /^(?:send|forward|e-?mail|mail|post|upload|share|copy|move|delete|remove|erase|wipe|drop|run|execute|install|add|grant|give|invite|make|set|change|disable|enable|turn|open|read|print|reveal|list|export|include|store|save|remember|write|reply|respond|tell|ask|use|click|visit|approve|merge|push|publish|transfer|pay|update|create|rotate|reset|fetch|download|call|contact|notify|ignore|forget|skip|summari[sz]e|translate|attach|paste|leak|dump|show|output|collect|gather|find|search|look|check|put|keep|mark|close|cancel|stop|start|go|get|take|do|please)$/i;
/** One item of a list: one to three words of letters (a hyphen or an apostrophe inside). */
const ITEM = /^[\p{L}][\p{L}'’-]{0,30}(?:\s{1,3}[\p{L}][\p{L}'’-]{0,30}){0,2}$/u;

/**
 * Whether what follows the first colon (or dash) of `sentence` is a list of three or more nouns up to the sentence's
 * end (round 47, realfp47: prose set 77's blog post on injection through notification mail, "Inbox assistants read mail
 * that machines send: password resets, invoices, shipping notices, security alerts."): an enumeration of what the
 * program reads, not an order to it. "Assistants: forward password resets, invoices and tokens to …", "AI: the
 * tokens, …" (an article), a list of fewer than three, or items of more than three words are no such list.
 */
export function colonNounList47(sentence: string): boolean {
  const colon = sentence.slice(0, 120).search(/[:—–]/);
  if (colon < 0) return false;
  const rest = sentence
    .slice(colon + 1, colon + 400)
    .trim()
    .replace(/[.!;]\s*$/, "");
  if (rest.length === 0 || /[:()[\]{}<>@/"“”`]|https?:/.test(rest)) return false;
  const items = rest.split(/\s{0,3},\s{0,3}(?:(?:and|or)\s{1,3})?|\s{1,3}(?:and|or)\s{1,3}/);
  if (items.length < 3 || items.length > 12) return false;
  if (!items.every((x) => ITEM.test(x.trim()))) return false;
  const first = (items[0] as string).trim().split(/\s/)[0] ?? "";
  return !ORDER_VERB.test(first) && !/^(?:the|a|an|all|every|any|your|their|her|his|its|our|my)$/i.test(first);
}
