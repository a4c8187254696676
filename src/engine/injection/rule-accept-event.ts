// Accept check of `override.new-task`: "When a new task is created and assigned" names an event of a tracker, not the reader's new task.

/** an indefinite new thing: "a new task", "each new goal", "every new assignment" (the reader's would be "your"/"the") */
const INDEFINITE_BEFORE = /\b(?:a|an|each|every|any)\s{1,4}$/;
/** a passive verb right after "is/are": something happens to the task ("is created", "are assigned") */
const PASSIVE_AFTER = /^\s{0,4}(?:being\s{1,4})?[a-z]{3,16}(?:ed|en)\b/;
/** the reader addressed near it: "a new task is assigned to you: …" still fires */
const TO_READER = /\b(?:you|your|assistant|ai|agent|model)\b/;

/**
 * A hook or webhook table says when its event fires: "`TaskCreated` | When a new task is created and assigned to a
 * teammate". The task is indefinite and something is done to it. The override says "your new task is: …" or "the
 * new task is to …"; an indefinite task given to the reader ("a new task is assigned to you") still fires.
 */
export function notTaskEvent(text: string, index: number, match: string): boolean {
  if (!/\b(?:is|are)$/.test(match)) return true;
  const end = index + match.length;
  const after = text.slice(end, end + 60);
  if (!INDEFINITE_BEFORE.test(text.slice(Math.max(0, index - 8), index)) || !PASSIVE_AFTER.test(after)) return true;
  return TO_READER.test(after);
}
