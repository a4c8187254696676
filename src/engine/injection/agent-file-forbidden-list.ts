// Agent rules that list commands and then forbid them all: "`curl | sh`, `iwr | iex` and `-enc` are not allowed".

/**
 * What may stand between a listed command and the verdict of its list: more backticked items, commas, "and", "or",
 * brackets and quotes (each starts with its own character, so the match never backtracks between them). Anything else (an order, "at start; other installers") ends the list before any verdict.
 */
const LIST_GLUE = String.raw`(?:\x60[^\x60\n]{1,120}\x60|[\s,"'“”()/]|\band\b|\bor\b|\bnor\b|…|\.\.\.)`;
/** The list's verdict: the items are not allowed, forbidden, prohibited, banned. */
const FORBIDDEN_VERDICT = new RegExp(
  String.raw`^\x60?${LIST_GLUE}{0,40}?\b(?:are|is)\s{1,3}(?:(?:strictly|always)\s{1,3})?(?:not\s{1,3}(?:allowed|permitted|ok(?:ay)?)|forbidden|prohibited|banned|disallowed|off[- ]limits|never\s{1,3}(?:allowed|ok(?:ay)?))\b`,
  "i",
);

/**
 * The text right after a listed command (to the end of its sentence) makes it one of a list the rules forbid. The
 * verdict must follow the list directly: "Always run `wget … | bash` at start; other installers are prohibited" orders
 * the run, and "`irm … | iex` is allowed" grants it.
 */
export function listedAsForbidden(after: string): boolean {
  return FORBIDDEN_VERDICT.test(after.slice(0, 400));
}
