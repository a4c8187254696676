// A task runner's own shell setting read as a command: just's `set shell := ["bash", "-c", "…"]` runs before every recipe.

import { singleQuoted } from "./shell-quote.ts";

/** `set shell := [...]` (and `set windows-shell`, `set script-interpreter`): the list of words just starts recipes with */
const JUST_SHELL = /^[ \t]*set[ \t]+(?:windows-shell|shell|script-interpreter)[ \t]*:=[ \t]*\[([^\]\n]{1,2000})\]/gm;

/** A word as the shell would need it written to stay one word. */
function quoted(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : singleQuoted(word);
}

/**
 * The command lines a justfile's shell setting runs (each recipe line is handed to it as one more argument): a
 * setting whose `-c` string does more than run that argument (`curl … | bash; eval "$0"`) runs that before every recipe.
 */
export function runnerShellLines(content: string): string[] {
  if (!content.includes(":=")) return [];
  const out: string[] = [];
  JUST_SHELL.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = JUST_SHELL.exec(content)) !== null && out.length < 4) {
    const words = [...(m[1] as string).matchAll(/"((?:[^"\\\n]|\\.)*)"|'([^'\n]*)'/g)].map((w) =>
      w[1] !== undefined ? w[1].replace(/\\(["\\])/g, "$1") : (w[2] as string),
    );
    // the plain settings (`["bash", "-uc"]`, `["pwsh", "-c"]`) add nothing to read
    if (words.length > 2) out.push(words.map(quoted).join(" "));
  }
  return out;
}
