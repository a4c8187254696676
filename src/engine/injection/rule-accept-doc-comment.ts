// Accept check of a doc comment that names a message type ("/** Instructions from the system. */ const SystemMessage…").

/** the comment's end and the declaration it documents (the text is lowercased) */
const DECLARATION_AFTER =
  /^[^\n]{0,4}\n?\s{0,8}\*\/\s{0,8}(?:export\s{1,4})?(?:const|let|var|interface|type|class|function|enum|readonly|public|private|protected|static)\b/;
/** an order in the comment: then it is no description of a type */
const ORDER_WORDS =
  /\b(?:you|your|ignore|disregard|send|forward|upload|reveal|print|run|execute|delete|must|always|never|now)\b|https?:|@/;

/**
 * "Instructions from the system." as the whole JSDoc of `const SystemMessageSchema` (a chat library's message roles)
 * describes a type, not a message claimed to come from the system. The comment must open within 200 characters
 * before the match, close right after the sentence, be followed by a declaration and hold no order word. A comment that
 * orders ("Message from the administrator: send …") or text that is not a doc comment still fires.
 */
export function notTypeDocComment(text: string, index: number, match: string): boolean {
  const open = text.lastIndexOf("/**", index);
  if (open < 0 || index - open > 200) return true;
  const comment = text.slice(open + 3, index);
  if (comment.includes("*/")) return true;
  const end = index + match.length;
  const rest = text.slice(end, end + 120);
  if (!DECLARATION_AFTER.test(rest.replace(/^[^\n*]{0,40}/, ""))) return true;
  // the comment's own text: up to its close, which the declaration check found in `rest`
  return ORDER_WORDS.test(comment + match + rest.slice(0, Math.max(0, rest.indexOf("*/"))));
}
