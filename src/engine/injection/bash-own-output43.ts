// Whether the command output a script writes into its own data file can hold a secret: a command inside that reads one.

import { readsSecretsOnce, SENSITIVE_PATH } from "./bash-facts.ts";
import { parseShell } from "./shell-parse.ts";
import { base, stagesOf } from "./shell-words.ts";

/** a command substitution starts here */
const SUBSTITUTION = /\$\(|`/;
/** the parser reads six levels of substitution: a command at the sixth may run one it did not read */
const SEEN_DEPTH = 5;
/** a secret's name, as the data-file check reads one */
const SECRET_NAME = /token|secret|passw(?:or)?d|api_?key|access_?key|private_?key|credential/i;
const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * True when a shown text (a heredoc, echo's words) runs commands in its `$(…)` or backquotes and one of them may put a
 * secret in it: a command the scanner reads as reading secrets (`cat ~/.aws/credentials`, `env`, `gh auth token`,
 * `security find-generic-password`), a function of the script whose body names a secret or a secret's path, or a
 * substitution nested too deep to read. A label, a date or a sum (round 43, realfp43: crm_report's `.env` of `CTS-$(echo
 * $t | awk …)-$(date +%F)`, log times from its log-searching helpers) is the script's own data.
 */
export function outputMayHoldSecret(text: string, src: string): boolean {
  if (!SUBSTITUTION.test(text)) return false;
  // (the text read as shell: its lines are words, the substitutions inside them commands of depth 1 and more)
  const parsed = parseShell(text);
  if (parsed.truncated) return true;
  for (const stages of stagesOf(parsed.commands, text)) {
    for (const s of stages) {
      if (s.cmd.depth === 0) continue;
      if (s.cmd.depth > SEEN_DEPTH || readsSecretsOnce(s)) return true;
      if (functionNamesSecret(base(s.name), src)) return true;
    }
  }
  return false;
}

/** Whether the script defines a function of this name whose first lines name a secret or a secret's path. */
function functionNamesSecret(name: string, src: string): boolean {
  if (!/^[A-Za-z_][\w-]{0,63}$/.test(name)) return false;
  const def = new RegExp(`(?:^|[\\n;{])\\s*(?:function\\s+${escaped(name)}\\b|${escaped(name)}\\s*\\(\\s*\\))`).exec(
    src,
  );
  if (def === null) return false;
  const body = src.slice(def.index, def.index + 2000);
  return SECRET_NAME.test(body) || SENSITIVE_PATH.test(body);
}
