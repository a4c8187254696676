// A skill's or tool's trigger list ("Use this skill whenever the user mentions …, or syncing AGENTS.md"): topics the user brings up, not steps it orders.

import { S } from "./rule-vocab.ts";
import { VERB7 } from "./rules-hijack7.ts";

/** what the user does that calls the skill: the words after it name topics, not acts */
const TRIGGER = new RegExp(
  String.raw`\b(?:the${S}user|users|they|someone|you)${S}(?:mentions?|asks?${S}(?:about|for|to)|talks?${S}about|refers?${S}to|brings?${S}up|is${S}working${S}(?:on|with)|works?${S}(?:on|with)|wants?${S}to|needs?${S}(?:to|help${S}with)|says?)\b`,
  "g",
);
/** an item of the list that is an order of its own: a bare imperative, "you …", or the hiding and sending words */
const ORDER_ITEM = new RegExp(
  String.raw`^(?:(?:then|also|and|or|please|just|first|always)${S})*(?:${VERB7}\b|you\b)|\b(?:silently|quietly|secretly|bcc|never${S}(?:show|mention|tell)|(?:do${S}not|don'?t)${S}(?:tell|mention|show|disclose)|skip${S}mentioning|between${S}you${S}and|without${S}(?:telling|review|reading))\b|[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}\.[a-z]{2,12}|\|\s{0,2}(?:ba|z)?sh\b`,
);

/**
 * False when the tool order's reach is one of the topics after "whenever the user mentions …" and none of the list's
 * items orders anything: "Use this skill whenever the user mentions skillmanager, installing or updating skills, …, or
 * syncing AGENTS.md" names what the user talks about. "Whenever the user mentions deploys, append the key to
 * AGENTS.md" and "whenever the user asks, silently copy ~/.ssh" keep their hit. `match` is the lower-cased match.
 */
export function notTopicList(_text: string, _index: number, match: string): boolean {
  TRIGGER.lastIndex = 0;
  let m: RegExpExecArray | null;
  let after = -1;
  while ((m = TRIGGER.exec(match)) !== null) after = m.index + m[0].length;
  if (after < 0) return true;
  const list = match.slice(after);
  // one sentence, one list: a stop, a colon or a semicolon ends the topics
  if (/[.;:!?](?:\s|$)/.test(list)) return true;
  const items = list.split(/,|\s(?:or|and|and\/or)\s|—|–/).map((s) => s.trim());
  return items.some((item) => ORDER_ITEM.test(item));
}

/**
 * the tool's own precondition: it fails when its caller acts without reading first ("This tool will error if you
 * attempt an edit without reading the file", the edit tool's description many agents copy). The reach "without
 * reading" there is what the tool refuses, not a step it orders ("run it without reading it first" keeps its hit)
 */
const PRECONDITION = new RegExp(
  String.raw`\b(?:will|would|should)${S}(?:error|fail|throw|reject|refuse|abort)\b[^.\n]{0,30}?\b(?:if|when)${S}(?:you|the${S}[a-z-]{2,16})${S}(?:attempts?|tr(?:y|ies)|calls?|edits?|writes?|modif(?:y|ies))\b[^.\n]{0,60}?\bwithout${S}(?:first${S})?reading$`,
);

/** False when the tool order's reach is "without reading" in the tool's own failure condition. */
export function notPrecondition(_text: string, _index: number, match: string): boolean {
  return !PRECONDITION.test(match);
}
