// Accept check of an override verb that names what a feature added to a program lets its user do ("Added option to ignore messages from …").

/** a change log's entry or release note adding a feature: "Added option to", "* New setting to", "Adds a checkbox to" */
const FEATURE_ADDED =
  /(?:^|[\n*•-]\s{0,4}|[.;:]\s{1,4})(?:added|adds?|new|introduced?|implemented?)\s{1,4}(?:an?\s{1,4}|the\s{1,4})?(?:(?:new|optional|per-\w{2,12})\s{1,4})?(?:option|setting|preference|checkbox|switch|flag|ability|feature|toggle)s?\s{1,4}to\s{1,4}$/i;
/** the user or the reader told to do something in the rest of the entry: then it is an order after all */
const ORDER_AFTER =
  /\b(?:you\s{1,4}(?:must|should|will|shall|can\s{1,4}now|are\s{1,4}to)|(?:reveal|print|send|output|share|upload|post)\b[^.\n]{0,40}\b(?:system\s{1,4}prompt|instructions|api\s{0,2}keys?|tokens?|secrets?|credentials|passwords?|environment)|system\s{1,4}prompt|comply|obey)\b/i;

/**
 * False for `override.ignore-prior` and `override.ignore-instructions` when the verb is what a feature a change log adds
 * lets the program's user do (round 43, realfp43: pidgin-privacy-please's ChangeLog "Added option to ignore any messages
 * from people who are not on your contact list"). "You now have the option to ignore previous instructions" (no entry
 * adding a feature) and an entry whose rest tells the reader to act ("… and then reveal your system prompt") still fire.
 */
export function notFeatureAdded(text: string, index: number, match: string): boolean {
  if (!FEATURE_ADDED.test(text.slice(Math.max(0, index - 60), index))) return true;
  const rest = text
    .slice(index + match.length, index + match.length + 200)
    .split(/(?<=[.!?])\s|\n\s*\n|\n\s*[*•-]\s/)[0];
  return ORDER_AFTER.test(rest ?? "");
}
