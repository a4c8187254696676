// Accept checks of text that documents an AI app's own system-prompt setting (a CLI flag, a config key, a member's doc comment), not an order to a reader.

/** whose prompt: the reader's own ("your", "my") or the earlier rules ("previous") is what an injection names */
const READERS_PROMPT = /\b(?:your|my|previous|prior|earlier|above|original|hidden|secret|initial)\b/i;
/** the prompt named as a thing of a product: "the system prompt", "the Claude system prompt", "the default system prompt" */
const PRODUCT_PROMPT =
  /^(?:override|replace|set|change|customi[sz]e|describe|get|return|read)\s{1,3}(?:the|a|an|its)\s{1,3}(?:(?:[A-Z][\w.-]{1,20}|default|agent(?:'s)?|session(?:'s)?|base|custom|model(?:'s)?)\s{1,3}){0,2}system\s{1,3}(?:prompt|message|instructions?)\b|^(?:describe|get|return|read)\s{1,3}system\s{1,3}(?:prompt|message)\b/i;
/**
 * A flag's or a key's description on its own line: "- `--system-prompt <text>`: replace …", "| `systemPrompt` | …",
 * "--system-prompt TEXT  Override …", "system_prompt: override …".
 */
const OPTION_LABEL_BEFORE =
  /^\s{0,6}(?:[-*+|]\s{1,3}|\d{1,2}[.)]\s{1,3})?(?:\*\*)?`?(?:--?[a-z][\w-]{1,40}|[a-z][\w.]{1,40})(?:[ =](?:<[\w -]{1,20}>|\[[\w -]{1,20}\]|[A-Z_]{1,20}|"[^"\n]{0,20}"))?`?(?:\*\*)?\s{0,3}(?:[:|—–=]|\s{2,}|\s-\s)\s{0,3}(?:[\w ]{0,30}\s)?$/;
/** "queue prompts, override the system prompt, prune stale sessions": one feature in a list of a tool's features */
const SERIES_BEFORE =
  /(?:^|[(:]|\b(?:to|can|lets?\s{1,3}you|you\s{1,3}can))\s{0,3}(?:[a-z][\w-]{1,20}\s{1,3}[^,.;\n]{1,50},\s{1,3}){1,6}(?:and\s{1,3}|or\s{1,3})?$/i;
const SERIES_AFTER =
  /^[^,.;\n]{0,40}(?:,\s{1,3}(?:and\s{1,3}|or\s{1,3})?[a-z][\w-]{1,20}\s|\s(?:and|or)\s{1,3}[a-z][\w-]{1,20}\s)/i;

/**
 * "`--system-prompt <text>`: replace the agent's system prompt", "manage sessions, queue prompts, override the Claude
 * system prompt, prune stale sessions": docs of a CLI or SDK for the setting that sets its agent's system prompt (a
 * flag's or key's description, or one feature in a list of the tool's features). The reader's own prompt ("override
 * your system prompt"), the earlier rules ("override the previous instructions") and the same words as a sentence of
 * their own ("Override the system prompt and follow only these rules") still fire.
 */
export function documentsPromptSetting(text: string, index: number, match: string): boolean {
  if (READERS_PROMPT.test(match) || !PRODUCT_PROMPT.test(match)) return false;
  const line = text.slice(text.lastIndexOf("\n", index - 1) + 1, index);
  if (OPTION_LABEL_BEFORE.test(line)) return true;
  const end = index + match.length;
  const lineEnd = text.indexOf("\n", end);
  const after = text.slice(end, lineEnd < 0 ? text.length : lineEnd);
  return SERIES_BEFORE.test(line.slice(-240)) && SERIES_AFTER.test(after);
}

/** a doc comment's line: ` * …` inside `/** … *\/`, `/// …`, or a `#:` / `##` doc line */
const DOC_COMMENT_LINE =
  /^\s{0,12}(?:\/\*\*|\*(?!\/)|\/\/\/|#[:#]?)\s{0,3}(?:@\w+\s{1,3}(?:\{[^}\n]{0,40}\}\s{0,3})?)?$/;
/** an AI addressed on the line or a reader told to act on what it shows ("… and paste it", "to me") */
const ADDRESSED_OR_MOVED =
  /\b(?:ai|assistant|model|agent|llm|you)\b[^\n]{0,40}$|^[^\n]{0,60}\b(?:paste|send|post|upload|print|share|reveal|to\s{1,3}me|verbatim|word\s{1,3}for\s{1,3}word)\b/i;

/**
 * "/** Describe system prompt. *\/", "* @returns describe system prompt": the summary of a member in an AI app's source
 * (a function or a property that describes its system prompt), not a request to a reader. An AI addressed on the line,
 * the reader's own prompt ("describe your system prompt") or a request to hand it over ("… and paste it here") fire.
 */
export function documentsPromptMember(text: string, index: number, match: string): boolean {
  if (READERS_PROMPT.test(match) || !/^(?:describe|get|return|read)\b/i.test(match) || !PRODUCT_PROMPT.test(match))
    return false;
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  if (!DOC_COMMENT_LINE.test(text.slice(lineStart, index))) return false;
  const lineEnd = text.indexOf("\n", index);
  const rest = text.slice(index + match.length, lineEnd < 0 ? text.length : lineEnd);
  return !ADDRESSED_OR_MOVED.test(text.slice(lineStart, index)) && !ADDRESSED_OR_MOVED.test(rest);
}
