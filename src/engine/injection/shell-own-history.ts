// A script's own use of the shell's history: a prompt loop keeping its own lines, history paused around a secret prompt.

import type { Stage } from "./shell-words.ts";

/** a line read with readline editing (`read -e`, `read -r -e -p …`): the script is an interactive prompt */
const READLINE_PROMPT = /(?:^|[\s;&|(])read\s+(?:-[a-zA-Z]+\s+(?:'[^']*'\s+|"[^"]*"\s+)?)*-[a-zA-Z]*e/;
/** lines added to or loaded into the history list by the script itself */
const OWN_HISTORY_LIST = /(?:^|[\s;&|(])history\s+-[sr]\b/;
const PAUSE = /(?:^|[\s;&|(])set\s+\+o\s+history\b/;
const RESUME = /(?:^|[\s;&|(])set\s+-o\s+history\b/;

/**
 * Why the history change in stage `s` is the script's own business, or null. `unset HISTFILE` / `HISTSIZE=…` in a
 * script that is itself a readline prompt keeping its own history list (`read -e` and `history -s|-r`); `set +o
 * history` turned back on by a later `set -o history` (paused around one prompt, not switched off). Erasing the history
 * (`history -c`, removing the file) is never the script's own.
 */
export function ownHistoryUse(s: Stage, src: string): string | null {
  const args = s.argv.slice(1).map((w) => w.text);
  if (s.name === "history") return null;
  if (s.name === "set" && args.includes("+o") && args.includes("history"))
    return RESUME.test(src.slice(s.cmd.end)) ? "history paused, then turned back on" : null;
  if (PAUSE.test(src) && !RESUME.test(src)) return null;
  return READLINE_PROMPT.test(src) && OWN_HISTORY_LIST.test(src) ? "a prompt loop keeping its own history" : null;
}
