// A learner's own answer to an exercise, checked against the expected output or the model solution: not the AI's reply.

/**
 * Exercise pages, katas and lab sheets speak to the learner in the second person: "check your answer against the
 * expected output", "compare your answer with the model solution". The answer is the learner's, and the check is the
 * exercise's; `hijack.open-verb-your-response` reads "<verb> … your answer" as an order to shape the AI's reply. Here
 * a checking verb with the exercise's key right after (the expected output, the model or reference solution, the test
 * cases) is the lesson's own step; "begin your answer with …", "check your answer contains the token" still fire.
 */
/** a verb that checks work, opening the match */
const CHECK_VERB = /^(?:check|compare|verify|validate|test|mark|grade)\b/;
/** the exercise's key right after "your answer" */
const AGAINST_KEY =
  /^\s{0,3}(?:s\s{1,3})?(?:against|with|to)\s{1,3}(?:the\s{1,3}|our\s{1,3})?(?:(?:expected|model|reference|sample|official|worked)\s{1,3}(?:output|answer|solution|result)s?|solutions?|answer\s{1,3}key|test\s{1,3}cases?)\b/;

/** The rule's accept: false where the match is a learner's answer checked against the exercise's key. */
export function notLearnersAnswer(text: string, index: number, match: string): boolean {
  if (!CHECK_VERB.test(match.replace(/^[^a-z]+/, ""))) return true;
  const end = index + match.length;
  return !AGAINST_KEY.test(text.slice(end, end + 60));
}
