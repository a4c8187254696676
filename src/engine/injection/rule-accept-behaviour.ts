// Accept check of an override verb that describes what a model does ("the agent seems to ignore your rules"), not orders it.

/** the model or program a troubleshooting text is about: "the agent", "Claude", "the bot", "it" */
const SUBJECT = String.raw`(?:(?:the|an?|this|that|your|our|my)\s{1,4}(?:[a-z-]{2,16}\s{1,4})?(?:ai|agents?|assistants?|models?|llms?|bots?|chatbots?|copilot|tools?|extension|cli)|claude|chatgpt|gpt-?\d[\w.-]*|copilot|gemini|cursor|codex|it|they)`;
/** a verb of seeming, habit or onset that turns the override verb into a description of behaviour */
const DESCRIBED = String.raw`(?:(?:seems?|seemed|appears?|appeared|tends?|tended|starts?|started|begins?|began|continues?|continued)\s{1,4}to|keeps?|kept|is|are|was|were|has\s{1,4}been|have\s{1,4}been)`;
/** the subject and the verb of seeming right before the match, or a question about why it happens */
const BEHAVIOUR = new RegExp(
  String.raw`(?:\b${SUBJECT}\s{1,4}(?:(?:still|sometimes|often|occasionally|always|now)\s{1,4})?${DESCRIBED}(?:\s{1,4}(?:still|now|always|often))?|\bwhy\s{1,4}(?:does|do|did|would|is|are)\s{1,4}${SUBJECT})\s{1,4}$`,
);
/** an order joined to the description: then the text tells the reader to do it after all */
const ORDER_JOINED =
  /^[^.!?\n]{0,80}?\b(?:and|then|instead)\s{1,4}(?:\w{1,12}\s{1,4})?(?:send|forward|reveal|print|run|execute|delete|give|share|upload|post|output|push|merge|approve|publish|disable)\b/;
/** how far before the match the subject and its verb are read */
const BEFORE = 70;

/**
 * False for `override.ignore-prior` and `override.ignore-instructions` when the verb describes what a model does: a
 * troubleshooting entry ("If the agent seems to ignore your project rules, check that AGENTS.md is at the root"), a
 * bug report ("the assistant keeps ignoring my earlier instructions"), a FAQ ("Why does Claude ignore the rules
 * file?"). "The assistant should ignore your project rules", "you may now ignore previous instructions" (modals give
 * orders and permissions) and a description with an order joined to it ("… seems to ignore the rules and then sends
 * …") still fire.
 */
export function notDescribedBehaviour(text: string, index: number, match: string): boolean {
  if (!BEHAVIOUR.test(text.slice(Math.max(0, index - BEFORE), index))) return true;
  return ORDER_JOINED.test(text.slice(index + match.length, index + match.length + 160));
}
