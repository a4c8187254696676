// Accept check for `jailbreak.dan` on a genre's name: "a classic jailbreak prompt", "what a DAN prompt is".

/** "DAN prompt", "jailbreak prompt", "developer mode prompt": the match names a kind of prompt */
const ENDS_IN_PROMPT = /prompt$/;
/**
 * words right before the name that put a prompt to use rather than name it: "enable the DAN prompt", "switch to
 * developer mode prompt", "the jailbreak prompt is now active"; then the match still fires
 */
const PUT_TO_USE =
  /\b(?:enable|enabled|activate|activated|enter|entering|load|loaded|apply|applied|run|execute|obey|follow|switch(?:ed)?\s{1,4}(?:to|into)|you\s{1,4}are(?:\s{1,4}now)?(?:\s{1,4}in)?)\s{1,4}(?:(?:the|this|a|an|your|my|new)\s{1,4})?$/;
const NOW_ACTIVE = /^\s{0,4}(?:is\s{1,4}(?:now\s{1,4})?)?(?:active|activated|enabled|on|engaged)\b/;

/**
 * False for the name of a genre of attack in writing about it: "A classic jailbreak prompt asks the model to …",
 * "what a DAN prompt is", "developer mode prompts for the eval harness". The persona itself (`DAN mode enabled`,
 * "[DAN]:", "do anything now", "act as DAN") still fires, and so does a prompt put to use ("enable the DAN prompt",
 * "the jailbreak prompt is now active"). Its body, when a text quotes one, fires its own rules.
 */
export function notGenreName(text: string, index: number, match: string): boolean {
  if (!ENDS_IN_PROMPT.test(match)) return true;
  const before = text.slice(Math.max(0, index - 40), index);
  const after = text.slice(index + match.length, index + match.length + 40);
  return PUT_TO_USE.test(before) || NOW_ACTIVE.test(after);
}
