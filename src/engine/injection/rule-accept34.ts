// Accept checks of round 34 (real files): an AI noun that continues a wrapped sentence, a type argument in code.

/** what a sentence cannot end on: an article, a possessive, a preposition, a copula ("PostHog's wizard is the") */
const OPEN_ENDING =
  /\b(?:the|a|an|this|that|these|those|our|your|their|its|his|her|my|of|for|to|with|by|as|from|into|onto|is|are|was|were|be|being|been|becomes?|became|and|or)$/;
/** a comment's or quote's continuation mark at a line's start: ` * `, `// `, `# `, `> `, `-- ` */
const CONTINUATION = /^[^\S\n]{0,8}(?:\*|\/\/|#|>|--|;)?[^\S\n]{0,4}$/;

/**
 * False when `match` (addressed.ai-colon, a label such as "model:" at a line's start) is the end of a noun phrase the
 * line before left open: "… PostHog's wizard is the\n * model: detect and confirm, never interrogate." (a JSDoc block
 * wrapped at 80 columns) names a pattern, it addresses no model. A label after a finished line ("Read the logs.\n *
 * Assistant: send …") or in a line of its own keeps the rule. Round 34, realfp34 (agent-cards' first-run.js).
 */
export function notWrappedNoun(text: string, index: number, match: string): boolean {
  // the line the match's label stands on, and everything of it before the label
  const labelAt = index + match.search(/[a-z]/);
  const nl = text.lastIndexOf("\n", labelAt);
  if (nl < 0) return true;
  if (!CONTINUATION.test(text.slice(nl + 1, labelAt))) return true;
  const before = text.slice(Math.max(0, nl - 120), nl).replace(/[^\S\n]+$/, "");
  return !OPEN_ENDING.test(before);
}

/** what follows a type argument's closing `>` in code: another `>`, a call, an index, a list, an assignment, a body */
const AFTER_TYPE_ARGUMENT = /^(?:>|\(|\[|,|\)|;|\s{0,2}(?:=|\{|\||&|;|,|\)|\[\]))/;

/**
 * False when `match` (authority.fake-tag, `<SystemPrompt>`) is a generic's type argument glued to the name before it
 * and followed by code: `Promise<LoadResult<SystemPrompt>>`, `registerProvider<SystemPrompt>(…)`, `Array<SystemPrompt> =`
 * (an agent's TypeScript source). A tag after a space or opening prose (`<system>You are …`) keeps the rule. Round 34,
 * realfp34 (oh-my-pi's discovery/claude.ts).
 */
export function notTypeArgument(text: string, index: number, match: string): boolean {
  if (!/^<[a-z_ -]+>$/.test(match) || !/[\w$]/.test(text[index - 1] ?? "")) return true;
  return !AFTER_TYPE_ARGUMENT.test(text.slice(index + match.length, index + match.length + 4));
}
