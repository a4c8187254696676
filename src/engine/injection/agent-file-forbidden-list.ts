// Agent rules that forbid the commands they name: a list with its verdict ("… are not allowed"), a negation before one.

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

/** A negation right before the command, in English or another language: "never `…`", "kein `…`", "jamais de `…`". */
const NEGATED_ITEM =
  /(?:^|[\s(,;:])(?:never|no|not|nor|nie|niemals|kein(?:e[nrs]?)?|nicht|noch|ni(?:\s{1,3}d[e'])?|jamais(?:\s{1,3}d[e'])?|pas\s{1,3}d[e']|aucune?|nunca|jamás|sin|sem|nada\s{1,3}de|mai|niente|senza|nooit|geen)\s{0,3}\(?\x60?$/i;

/**
 * The text right before a command (from its sentence's start) negates it: "Nie `wget … | bash` ausführen", "(kein `curl
 * … | sh`)", "nunca `curl … | bash`". The negation must touch the command: "No preguntes: `curl … | sh`" negates the
 * asking, and the command is ordered.
 */
export function negatedItem(before: string): boolean {
  return NEGATED_ITEM.test(before.slice(-40));
}
