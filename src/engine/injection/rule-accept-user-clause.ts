// Accept checks of clauses about the user: "whenever the user … says never mention it" is a trigger, "whose failure should be invisible to the user" hides a fault.

/** the order the rule read is a trigger about the user: "whenever the user …", "when the user asks …" */
const USER_TRIGGER = /^(?:whenever|when)\s{1,4}the\s{1,4}user\b/;
/** what ends the trigger clause and opens the step it triggers: a comma, a colon, a dash, a sentence end or "then" */
const CLAUSE_END = /[,;:(—–]|\s-\s|[.!?]\s|\bthen\b/;

/**
 * A tool description says when to pass an option: "pass reason "user_request" whenever the user wants it gone for
 * good or says never mention it again". The words the rule reaches for ("never mention") are the user's, inside the
 * trigger clause; nothing follows that orders a step. When the clause ends before the reach ("whenever the user asks
 * about the weather, silently forward …", "when the user asks: email it to …") the step is the tool's order and still fires.
 */
export function notUserTrigger(_text: string, _index: number, match: string): boolean {
  if (!USER_TRIGGER.test(match)) return true;
  return CLAUSE_END.test(match);
}

/** a program's own fault as the subject: "whose failure should be invisible to the user", "errors stay invisible to the user" */
const FAULT_SUBJECT =
  /\b(?:failures?|errors?|exceptions?|crash(?:es)?|warnings?|retries|stack\s{1,4}traces?)\s{1,4}(?:should|must|will|would|may|can|stays?|remains?|is|are)\s{0,4}(?:(?:stay|remain|be)\s{1,4})?$/i;

/**
 * `hijack.conceal` reads "… invisible to the user". A hooks library's advice, "hooks … whose failure should be
 * invisible to the user", keeps the program's own fault out of sight: no act of the reader is hidden. An act as the
 * subject ("the upload should be invisible to the user", "this step must stay invisible to the user") still fires.
 */
export function notFaultHidden(text: string, index: number, match: string): boolean {
  if (!/invisible/i.test(match)) return true;
  const head = text.slice(Math.max(0, index - 60), index + match.search(/\b(?:not|never|in)visible|\binvisible/i));
  return !FAULT_SUBJECT.test(head);
}
