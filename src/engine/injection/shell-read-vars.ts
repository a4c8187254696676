// `read`, `readarray` and `mapfile` fed from a file or a here-string: the variables they fill, written as assignments.

import { SENSITIVE_PATH } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";

/** Options of read/readarray/mapfile that take a value (`read -p PROMPT`, `mapfile -d DELIM`). */
const VALUE_OPTS: Record<string, RegExp> = {
  read: /^-[a-zA-Z]*[adinNptu]$/,
  readarray: /^-[a-zA-Z]*[dnOsuCc]$/,
  mapfile: /^-[a-zA-Z]*[dnOsuCc]$/,
};
const DEFAULT_VAR: Record<string, string> = { read: "REPLY", readarray: "MAPFILE", mapfile: "MAPFILE" };

/**
 * `read -r L < ~/.netrc`, `mapfile -t L < f`, `read L <<< "$(env)"`: the command as the assignments it makes
 * (`L=$(cat ~/.netrc)`, `L="$(env)"`), so a variable read from a secret is followed like one assigned from it; null
 * for any other command, a read from an ordinary file or the terminal.
 */
export function readAsAssignment(s: Stage, src: string): string | null {
  const name = s.argv[0]?.text ?? "";
  const valueOpt = VALUE_OPTS[name];
  if (valueOpt === undefined || s.cmd.depth > 0) return null;
  // (only what the layer follows: a secret file, or a here-string that runs something; a version file read into a
  // variable needs no second reading of the script)
  const from = s.cmd.redirects.find((r) => r.op === "<" && SENSITIVE_PATH.test(r.target.text));
  const here = s.cmd.stdin[0];
  const value = from
    ? `"$(cat ${src.slice(from.target.start, from.target.end)})"`
    : here &&
        /[$`]/.test(here.text) &&
        /<<<\s{0,3}["']?$/.test(src.slice(Math.max(s.cmd.start, here.start - 8), here.start))
      ? `"${here.text.replace(/["\\]/g, "\\$&")}"`
      : null;
  if (value === null) return null;
  const vars: string[] = [];
  const args = s.argv.slice(1).map((w) => w.text);
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a.startsWith("-")) {
      if (valueOpt.test(a)) i++;
      continue;
    }
    if (/^[A-Za-z_]\w{0,63}$/.test(a)) vars.push(a);
  }
  if (vars.length === 0) vars.push(DEFAULT_VAR[name] as string);
  return vars.map((v) => `${v}=${value}`).join("; ");
}
