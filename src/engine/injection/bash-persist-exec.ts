// Persistence through a setting a tool executes later (T1546): git's command keys, a package's lifecycle scripts, login hooks.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/**
 * A payload that fetches and runs, decodes and runs, or opens a socket: what an implant's trigger carries (a word may
 * follow a printf escape, `\ncurl`)
 */
const FETCH_AND_RUN =
  /(?:\b|(?<=\\[nt]))(?:curl|wget|fetch|iwr|Invoke-WebRequest)\b[^\n]{0,200}?\|\s{0,3}(?:sudo\s+)?(?:ba|z|da|k)?sh\b|(?:\b|(?<=\\[nt]))(?:curl|wget)\b[^\n]{0,200}?(?:-o|-O)\s{0,3}\S+[^\n]{0,80}?(?:&&|;)\s{0,3}(?:sh|bash|chmod|\.\/|\/tmp\/)|\/dev\/tcp\/|\bbase64\s+(?:-d|--decode)\b[^\n]{0,80}\|\s{0,3}(?:ba)?sh\b|\b(?:nc|ncat)\s+(?:-\w+\s+)*-e\b|\beval\s{0,3}["']?\$\(\s{0,3}(?:curl|wget)\b/;

/**
 * Settings whose value git runs as a program: the file-system monitor, ssh and pager commands, `!` aliases, credential
 * helpers, filter and textconv drivers, the sequence editor, gpg's program.
 */
const GIT_EXEC_KEY =
  /\bgit\s+config\b[^;&|\n]{0,60}?\s(?:core\.(?:fsmonitor|sshCommand|pager|editor|askPass)|alias\.[\w-]{1,40}|credential\.[\w.-]{0,60}helper|filter\.[\w-]{1,40}\.(?:clean|smudge|process)|diff\.[\w-]{1,40}\.textconv|sequence\.editor|gpg\.program)\s+(["'][^"'\n]{1,300}["']|[^;&|\n]{1,300})/;
/** The same keys written as an INI line into a git config file (`printf '[core]\n\tfsmonitor = "…"' >> .git/config`). */
const GIT_EXEC_LINE =
  /(?:fsmonitor|sshCommand|pager|editor|askPass|helper|clean|smudge|textconv)\s{0,3}=[^\n]{0,300}?>>?\s*\S*(?:\.git\/config|\.gitconfig|git\/config)\b/;
/** A package's lifecycle script (run by every `npm install`) set by jq, npm pkg or an editor. */
const LIFECYCLE_SET =
  /(?:\.scripts\.|scripts\[?["']?\.?|\bnpm\s+pkg\s+set\s+["']?scripts\.)(?:pre|post)?(?:install|prepare|publish|pack|test|start|build)["']?\]?\s{0,3}=/;
/**
 * Written (redirect, tee, install): files a login, ssh or a session manager runs (sshd's per-user rc, KDE's autostart
 * scripts, X session files), or a file named after a git hook in any hooks folder (a template dir copies it to every
 * repository cloned later)
 */
const LOGIN_RUN =
  /(?:>>?|\btee\s+(?:-a\s+)?|\binstall\b[^\n]{0,80}\s)\s{0,3}\S*(?:\/hooks\/(?:pre|post)-[a-z-]{2,20}\b|\.ssh\/rc|\/etc\/ssh\/sshrc|\.config\/autostart-scripts\/\S*|\.config\/plasma-workspace\/(?:env|shutdown)\/\S*|\.xsessionrc|\.bash_logout|\.config\/fish\/conf\.d\/\S*|\/etc\/update-motd\.d\/\S*)\b/;

/** Pre-test: a cheap literal search before the patterns above. */
const ANY = /git|hooks|scripts|\.ssh\/rc|sshrc|autostart|plasma|xsessionrc|logout|conf\.d|motd/;

/** Hits for a command that plants a fetch-and-run payload where a tool will execute it later. */
export function persistExecHits(command: string): Hit[] {
  if (!ANY.test(command) || !FETCH_AND_RUN.test(command)) return [];
  const planted = (why: string): Hit[] => [
    hit("bash.persist-exec-setting", "bash_persistence", 0.92, 0, command.length, why),
  ];
  const git = GIT_EXEC_KEY.exec(command);
  if (git && FETCH_AND_RUN.test(git[1])) return planted(`git will run a download: \`${git[0].slice(0, 60)}\``);
  const line = GIT_EXEC_LINE.exec(command);
  if (line && FETCH_AND_RUN.test(line[0])) return planted("a git config command key set to run a download");
  if (LIFECYCLE_SET.test(command) && /package\.json/.test(command))
    return planted("a package lifecycle script set to run a download at every install");
  const login = LOGIN_RUN.exec(command);
  if (login) return planted(`${login[0].slice(0, 60)} runs a download at every login`);
  return [];
}
