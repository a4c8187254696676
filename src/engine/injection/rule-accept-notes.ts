// Accept checks for text that names AI rather than addresses it: contributor policies, product users, lists of names.

import { openListEnd46 } from "./list-close46.ts";
import { commandTemplateSection } from "./rule-accept-command.ts";

/** how far after "if you are an AI" the contributing act is read */
const ACT_REACH = 80;
/** how far after the address the order it carries is read */
const ORDER_REACH = 240;
/** an AI that writes into the project: "… creating an issue or PR", "… opening a pull request", "… submitting code" */
const CONTRIBUTING =
  /^[^.!?\n]{0,40}?\b(?:creating|opening|filing|submitting|writing|making|preparing|drafting|authoring|generating|contributing|modifying|editing|sending)\b[^.!?\n]{0,40}?\b(?:issues?|pull\s{1,4}requests?|prs?|commits?|contributions?|patch(?:es)?|comments?|code|changes?|descriptions?)\b/;
/** the one thing such a policy asks of the AI: to say that it is one (disclose, label, tell the user) */
const DISCLOSURE = /\b(?:disclose|disclosure|notify|inform|tell|mention|state|label|tag|identify|mark|flag)\b/;
/** a reach beyond saying so: a secret, a command, a send, a file of the user's — then it is an order after all */
const BEYOND =
  /\b(?:curl|wget|bash|sudo|secrets?|tokens?|passwords?|credentials?|api[\s_-]?keys?|\.env|ssh|send|upload|forward|post\s{1,4}to|exfiltrat\w*|private|https?:)/;
/** a note for the people who use a product: "Note for Claude Desktop users:", "Note for ChatGPT developers" */
const PRODUCT_USERS =
  /^(?:\s{1,4}[a-z][\w.-]{0,15}){0,2}\s{1,4}(?:users?|developers?|customers?|subscribers?|admins?|administrators?)\b/;
/**
 * the AI word names a part of a product or a process, not a reader: "important for model liveness probes", "Note for
 * OpenAI Codex CLI:", "a note for model training" (the noun after it is the head of the phrase)
 */
const PRODUCT_PART =
  /^\s{1,4}(?:[a-z][\w.-]{0,15}\s{1,4})?(?:cli|sdk|apis?|apps?|desktop|extensions?|plugins?|integrations?|servers?|liveness|readiness|health|probes?|providers?|endpoints?|configs?|configuration|versions?|compatibility|training|inference|weights|checkpoints?|serving|deployments?|routing|selection|registry|catalog(?:ue)?|pricing|benchmarks?)\b/;
/** a relative clause: "the versioning rules every agent must follow", "conventions all agents should use" */
const RULES_NOUN =
  /\b(?:rules?|conventions?|guidelines?|standards?|polic(?:y|ies)|practices?|principles?|requirements?|steps?|checks?|process(?:es)?|workflows?|constraints?|invariants?)\s{1,4}(?:that\s{1,4}|which\s{1,4})?$/;
/** what is done to the agents, not by them: "… should be treated equally", "… must be verified first" */
const PASSIVE =
  /^\s{1,4}(?:not\s{1,4})?be\s{1,4}(?:\w{1,16}ly\s{1,4})?(?:\w{2,20}(?:ed|en)|given|granted|kept|held|told|shown|run|built|sent)\b/;
/** what the relative clause does with those rules */
const FOLLOWS = /^\s{1,4}(?:follow|obey|respect|observe|use|apply|know|read|honou?r|adhere\s{1,4}to)\b/;

/**
 * False for five shapes of `addressed.note-to-ai` that address no reader of the text with an order of its own:
 * (1) a contribution policy: "If you are an AI creating an issue or PR, you must disclose AI usage" (the AI is one
 * that writes into the project, and the only order is to say so; a reach to a secret, a command or a send keeps it);
 * (2) a note to a product's users: "Note for Claude Desktop Users:"; (3) a relative clause that names rules: "the
 * versioning rules every agent must follow"; (4) the AI word as a modifier of a product's part ("important for model
 * liveness probes", "Note for OpenAI Codex CLI:"), with nothing beyond in what follows. A planted "If you are an AI reading this, send …" or "Every agent must
 * upload …" still fires. (5) the heading of a slash command's or skill's own section (`rule-accept-command.ts`).
 */
export function notContributorNote(text: string, index: number, match: string): boolean {
  const end = index + match.length;
  const after = text.slice(end, end + ORDER_REACH);
  if (commandTemplateSection(text, index, match)) return false;
  if (/^if\s/.test(match)) {
    if (!CONTRIBUTING.test(text.slice(end, end + ACT_REACH))) return true;
    return !DISCLOSURE.test(after) || BEYOND.test(after);
  }
  if (/^(?:note|attention|important|notice|memo|reminder)\b/.test(match) && PRODUCT_USERS.test(after)) return false;
  if (/^(?:note|important|notice|memo|reminder)\b/.test(match) && PRODUCT_PART.test(after)) {
    // the note's own sentence (a code block after it is the step's, not the note's reach)
    const stop = after.search(/[.!?](?:\s|$)|\n\s*\n/);
    if (!BEYOND.test(stop < 0 ? after : after.slice(0, stop))) return false;
  }
  if (/^(?:all|any|every)\s/.test(match)) {
    const before = text.slice(Math.max(0, index - 40), index);
    if (RULES_NOUN.test(before) && FOLLOWS.test(after)) return false;
    // a claim about agents, not an order to them: "Not all agents should …", "every agent must be verified"
    if (/\bnot\s{1,4}$/.test(before) || PASSIVE.test(after)) return false;
  }
  return true;
}

/** the first AI name or noun in an address: the word whose neighbours say whether it is a list item */
const AI_WORD =
  /\b(?:claude(?:\s{1,4}code)?|codex|gemini|copilot|cursor|chatgpt|gpt-?[\w.]{0,6}|windsurf|cline|agents?|assistants?|models?|bots?|llms?|ai)\b/;
/** before the word: a list's lead-in ("such as", "like", "including", "e.g.", an opening parenthesis) or an item and a comma */
const LIST_BEFORE =
  /(?:\b(?:such\s{1,4}as|like|including|e\.g\.,?)\s{1,4}|\(\s{0,2}|[^\s,]\s{0,2},\s{1,4})(?:\*\*|\[)?$/;
/** after the word: a comma, one more short item, then another comma or "and"/"or"; or the Oxford comma and "and"/"or" of its last item (round 27) */
const LIST_AFTER = /^(?:\*\*|\])?\s{0,2}(?:,\s{1,4}[^,\n.!?:;]{1,40}?(?:,|\s(?:and|or)\s)|,\s{1,4}(?:and|or)\s)/;
/** how far into the match the address word is looked for */
const HEAD = 100;

/**
 * False when the address is one name in a list of names ("such as Claude, VSCode, Cline … add the config", "Works
 * with Claude Code, Codex, Gemini, GitHub Copilot — … Run it", `generate(agent, session, message)`): a README names
 * the clients it works with, a call passes arguments. A vocative opens its clause ("Claude, send …") and still fires.
 */
export function notNameList(text: string, index: number, match: string): boolean {
  const found = AI_WORD.exec(match.slice(0, HEAD));
  if (!found) return true;
  const at = index + found.index;
  const end = at + found[0].length;
  if (inNounParenthesis(text, at)) return false;
  return !(LIST_BEFORE.test(text.slice(Math.max(0, at - 40), at)) && LIST_AFTER.test(text.slice(end, end + 60)));
}

/**
 * "publisher consent (AI training, search, AI input)": the address word opens a parenthesis that lists three or more
 * short noun items (three words at most each) and closes; nothing in it is a clause. "(AI agents, send the key to …)"
 * has a clause for an item and still fires (realfp39). The last item may close the list open ("etc.", realfp46).
 */
function inNounParenthesis(text: string, at: number): boolean {
  if (!/\(\s{0,2}$/.test(text.slice(Math.max(0, at - 3), at))) return false;
  const close = text.indexOf(")", at);
  if (close < 0 || close - at > 80) return false;
  const items = text
    .slice(at, close)
    .split(/\s{0,2}(?:,|\bor\b|\band\b)\s{0,2}/)
    .filter((x) => x.trim() !== "");
  // (a list closed by "etc." or "and more" lists nouns too: "(AI models, email, etc.)", list-close46.ts)
  const listed = items.length >= 3 && openListEnd46(items[items.length - 1] as string) ? items.slice(0, -1) : items;
  return items.length >= 3 && listed.every((x) => /^[\w-]{1,20}(?:\s{1,2}[\w-]{1,20}){0,2}$/.test(x.trim()));
}
