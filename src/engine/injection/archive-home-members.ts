// What an archiver's `-C DIR` names: the folder it changes into, not a member; the members are read relative to it.

import { SENSITIVE_PATH } from "./bash-facts.ts";

/** the home folder as a command names it */
const HOME_DIR = /^(?:~|\$HOME|\$\{HOME\}|\/home\/[^/\s]{1,32}|\/root|\/Users\/[^/\s]{1,32})\/*$/;

/**
 * The archiver's words with every `-C DIR` (`--directory DIR`, `--directory=DIR`) pair taken out, and whether what it
 * archives from such a folder is the home tree or its secrets. `tar -czf b.tgz -C ~ .pi/agent/sessions` archives one
 * folder of home, not home: the `~` is where tar goes, and only `.` (all of it), a top-level hidden folder (`.ssh`,
 * `.config`: a tool's whole state) or a secret file read from home counts as home archived.
 */
export function archiveDirs(words: readonly string[]): { rest: string; homeMember: boolean } {
  const rest: string[] = [];
  let dir: string | null = null;
  let homeMember = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? "";
    const inline = /^--directory=(.+)$/.exec(w);
    if (w === "-C" || w === "--directory" || inline) {
      dir = (inline ? inline[1] : words[++i]) ?? "";
      dir = dir.replace(/^["']|["']$/g, "");
      continue;
    }
    rest.push(w);
    if (dir === null || w.startsWith("-") || !HOME_DIR.test(dir)) continue;
    const m = w.replace(/^["']|["']$/g, "").replace(/^\.\//, "");
    if (m === "." || m === "" || /^\.[\w.-]+\/?$/.test(m) || SENSITIVE_PATH.test(`~/${m}`)) homeMember = true;
  }
  return { rest: rest.join(" "), homeMember };
}
