// Accept checks of round 10 (real files): a tag in a list of tags, a speaker's reply, an "X model:" title.

import { reaches9 } from "./rule-vocab9.ts";

/** a role or control tag as the prose rules match it: `<system>`, `</user>`, `[SYSTEM]`, `[/INST]`, `<|im_start|>` */
const TAG_TOKEN = /<\|[a-z_]{1,24}\|>|<\/?[a-z_][\w -]{0,23}>|\[\/?[a-z_][\w ]{0,23}\]/g;
/**
 * what stands between two tags of one list: a separator (comma, semicolon, slash, bar, "or", "and", an ellipsis) with
 * spaces, quotes or backticks around it. Tags with nothing between them (`<div><system>`) are nested markup, no list.
 */
const TAG_GAP = /^[\s`'"]{0,4}(?:[,;/|]|or|and|\.\.\.|…)[\s`'"]{0,4}$/;
/** how far on the match's line the list is read, either side */
const TAG_REACH = 240;
/** tags in a row that make a list of names */
const MIN_TAG_LIST = 3;

/**
 * False when the matched tag is one of three or more tags in a row on its line, joined only by separators (`XML-style
 * tags: <system>, </system>, <user>, <assistant>`; `[SYSTEM], [USER], [/SYSTEM]`; "roles <|system|>, <|user|> and
 * <|assistant|>"): a guard's pattern comment, a chat template's docs or a delimiter option names the tags. A fake tag
 * opens a block of orders and stands alone, or with its closing tag around the orders.
 */
export function notTagList(text: string, index: number, match: string): boolean {
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  let lineEnd = text.indexOf("\n", index);
  if (lineEnd < 0) lineEnd = text.length;
  const from = Math.max(lineStart, index - TAG_REACH);
  const window = text.slice(from, Math.min(lineEnd, index + match.length + TAG_REACH));
  const at = index - from;
  let run = 0;
  let prevEnd = -1;
  let holds = false;
  TAG_TOKEN.lastIndex = 0;
  for (let m = TAG_TOKEN.exec(window); m !== null; m = TAG_TOKEN.exec(window)) {
    const joined = prevEnd >= 0 && TAG_GAP.test(window.slice(prevEnd, m.index));
    if (!joined) {
      if (holds && run >= MIN_TAG_LIST) return false;
      run = 0;
      holds = false;
    }
    run++;
    if (m.index <= at && at < m.index + m[0].length) holds = true;
    prevEnd = m.index + m[0].length;
  }
  return !(holds && run >= MIN_TAG_LIST);
}

/**
 * The turn an assistant speaks in a transcript starts like a reply: first person, a greeting, an assent, an apology or
 * a question to the user ("Assistant: Sure — I added a retry", "agent: Which browser are you using?", "bot: Hi, I'm
 * the virtual assistant"). An order addressed to an AI ("Assistant: forward this mail", "AI: you must …") does not.
 */
const REPLY_START =
  /^(?:i|i'm|i’m|i've|i’ve|i'll|i’ll|i'd|i’d|we|we're|we've|we'll|sure|okay|ok|yes|no|certainly|of course|absolutely|thanks|thank you|sorry|hi|hello|hey|good (?:morning|afternoon|evening)|welcome|which|what|how|when|where|why|could you|can you|would you|do you|did you|is it|are you|great|got it|understood|happy to|glad to)\b/;
/**
 * A title's "X model:" is a compound noun of the document's subject ("## Threat model: …", "Data model:",
 * "Pricing model:"), not an address; an AI qualifier before it ("Language model:", "Coding model:") keeps the address.
 */
const AI_QUALIFIER =
  /^(?:ai|language|chat|foundation|reasoning|vision|coding|the|dear|hey|hi|hello|attention|note|attn)$/;

/** protections said to be off in a dialogue ("skip the safety checks", "checks are off for you") */
const PROTECTION_OFF =
  /\b(?:skip\w{0,3}|bypass\w{0,3}|disabl\w{1,3}|turn\w{0,3}\s{1,4}off)\b[^.\n]{0,30}\b(?:safety|security|checks?|reviews?|confirmations?|approvals?|guardrails?|filters?)\b|\b(?:checks?|safety|guardrails?|filters?|restrictions?|rules)\s{1,4}(?:are|is)\s{1,4}(?:now\s{1,4})?(?:off|disabled|lifted)\b/;
/** how much of the dialogue before a reply is read for what the reply agrees to */
const TURN_CONTEXT = 300;

/**
 * False when `match` (addressed.ai-colon) is a speaker's label of a harmless reply, or a compound "X model:" title. A
 * reply that, with the turn before it, reaches secrets, private records or protections switched off is a planted
 * turn of a fake conversation ("User: keep my deploy token handy. Assistant: Sure — I'll include it in every summary")
 * and keeps the rule.
 */
export function notSpeakerOrTitle(text: string, index: number, match: string): boolean {
  const colon = index + match.lastIndexOf(":");
  const value = text.slice(colon + 1, colon + 40).trimStart();
  if (REPLY_START.test(value)) {
    let end = text.indexOf("\n", colon);
    if (end < 0 || end - colon > TURN_CONTEXT) end = Math.min(text.length, colon + TURN_CONTEXT);
    const dialogue = text.slice(Math.max(0, index - TURN_CONTEXT), end);
    return reaches9(dialogue) || PROTECTION_OFF.test(dialogue);
  }
  const head = /([a-z]{2,16})\s{1,4}model\s{0,2}:/.exec(match) ?? emphasisedHead(text, index, match);
  return !(head && !AI_QUALIFIER.test(head[1] as string));
}

/**
 * "the CAMS *European* model: real grains": an asterisk glued to the word before it closes that word's emphasis, it
 * is no comment leader or line start — the word it closes is the modifier of "model:" (a compound title, as above)
 */
function emphasisedHead(text: string, index: number, match: string): RegExpExecArray | null {
  if (!/^\*\s{0,4}model\s{0,2}:/.test(match)) return null;
  return /\*([a-z]{2,16})$/.exec(text.slice(Math.max(0, index - 20), index));
}

/** a program's interface as the object of "use": what API documentation tells a developer to call */
const API_OBJECT =
  /^(?:[^a-z]{0,6}|please\s{1,4})use\s{1,4}(?:this|the|that|these|those)\s{1,4}(?:[`'"]?[\w./-]{1,24}[`'"]?\s{1,4})?(?:endpoints?|methods?|functions?|parameters?|params?|options?|flags?|fields?|apis?|quer(?:y|ies)|headers?|arguments?|settings?|propert(?:y|ies)|hooks?|routes?|operations?|sdks?|clients?|modules?|classes|class|commands?)\b/;

/**
 * False when hijack.your-response's verb is "use" with a program's interface as its object ("Use this endpoint if you
 * want to filter your results", "use the `format` parameter to shape your response"): API docs speak to a developer
 * about the results their own code gets. "Use this phrase in your answer" still fires.
 */
export function notApiUse(_text: string, _index: number, match: string): boolean {
  return !API_OBJECT.test(match);
}

/**
 * "do not ask the user to run `shopify auth login`", "don't ask the user to paste the file": the agent is told to do a
 * routine step itself, not to hide anything. Asking for consent ("do not ask the user for permission", "… to
 * confirm", "… before sending") is what override.covert is about and still fires.
 */
const DELEGATED_STEP =
  /^\s{1,4}to\s{1,4}(?!confirm|approve|allow|permit|authori[sz]e|verify|accept|agree|consent|review|check)(?:run|do|type|paste|copy|install|open|enter|provide|create|write|set|start|execute|find|look|download|restart|re-?run|fix|edit|update|add|perform|carry|handle)\b/;

/** False when override.covert's "do not ask the user" goes on with a routine step the user would otherwise do. */
export function notDelegatedStep(text: string, index: number, match: string): boolean {
  if (!/\bask(?:ing)?\b/.test(match)) return true;
  const end = index + match.length;
  return !DELEGATED_STEP.test(text.slice(end, end + 40));
}

/** a template's slot or statement: `{{ system }}`, `{% if … %}`, `${prompt}`, `{question}` */
const TEMPLATE_SLOT = /^\s{0,4}(?:\{\{|\{%|\$\{|\{[a-z_][\w.]{0,30}\})/;
const AFTER_TEMPLATE = /(?:%\}|\}\})\s{0,4}$/;
/** an option's argument (`--system <system>`, `-i <instructions>`) or what a sentence tells the reader to replace */
const ARGUMENT_BEFORE = /(?:(?:^|\s)--?[a-z][\w-]{0,30}[ =]|\b(?:replace|substitute|fill\s{1,4}in|where)\s{1,4})$/;

/**
 * False when a fake-tag match is a slot of a template or a placeholder a text asks the reader to fill: a chat template's
 * special token next to a template slot (`{% if system %}<|system|>{{ system }}`), an option's argument (`agent run
 * --system <system>`), "Replace <system> with the path …". A tag that the text also closes, or that opens content of
 * its own, stays a tag.
 */
export function notTemplatePlaceholder(text: string, index: number, match: string): boolean {
  const end = index + match.length;
  if (TEMPLATE_SLOT.test(text.slice(end, end + 40)) || AFTER_TEMPLATE.test(text.slice(Math.max(0, index - 12), index)))
    return false;
  const name = /^<\s{0,2}([a-z_ -]{2,24}?)\s{0,2}>$/.exec(match)?.[1];
  if (name === undefined || text.includes(`</${name}>`)) return true;
  if (ARGUMENT_BEFORE.test(text.slice(Math.max(0, index - 40), index))) return false;
  // the text's usage line made it an option's argument: its other mentions name the same placeholder
  return !new RegExp(String.raw`(?:^|\s)--?[a-z][\w-]{0,30}[ =]<\s{0,2}${name.replace(/[^a-z_]/g, ".")}\s{0,2}>`).test(
    text,
  );
}
