// The command find -exec runs, as a script: its words re-quoted and find's `{}` as the files find hands over.

import { findSubject } from "./shell-positional.ts";
import { singleQuoted } from "./shell-quote.ts";

/** A word that must be quoted to stay one word when the command is read again as a script. */
const NEEDS_QUOTES = /[\s|&;<>"']/;

/**
 * `find /var/log/app -name '*.log' -exec sed -i '/POST \/admin/d' {} +` runs `sed -i '/POST \/admin/d' /var/log/app/*.log`:
 * the words from `from` to `end` joined as a script with each word that holds spaces or shell characters quoted again
 * (a sed expression stays one expression, a quoted `|` stays text), and `{}` replaced by what find hands over (its roots
 * joined with the first -name pattern), so readers that judge a command by the file it edits see that file.
 */
export function findExecScript(argv: readonly string[], from: number, end: number): string {
  const subject = findSubject(argv);
  return argv
    .slice(from, end)
    .map((w) => (w === "{}" && subject !== null ? subject : NEEDS_QUOTES.test(w) && w !== "{}" ? singleQuoted(w) : w))
    .join(" ");
}
