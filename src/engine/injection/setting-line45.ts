// Whether one line of a config or script sets what a pattern names: not a comment, not negated before it in its line.

/** a line that only speaks of a setting: a comment */
export const COMMENT_LINE = /^\s*(?:#|\/\/|;|<!--|--\s)/;
/** a negation before the setting in its line: "no trusted-host", "never use --nogpgcheck" */
const NEGATED = /\b(?:no|not|never|without|don't|do not|avoid|instead of)\b/i;

/** Whether `line` sets what `re` (not global) names: not a comment line, no negation before the match. */
export function setsInLine(line: string, re: RegExp): boolean {
  if (COMMENT_LINE.test(line)) return false;
  const m = re.exec(line);
  return m !== null && !NEGATED.test(line.slice(0, m.index));
}
