// Whether one command of a script talks to the network (a client run, an address in its words), and project files.

import type { Stage } from "./shell-words.ts";

/** the clients `NETWORKISH` names (shell-flow-facts.ts), here only as the program a command runs */
const CLIENTS = new Set([
  "curl",
  "wget",
  "nc",
  "ncat",
  "socat",
  "finger",
  "tftp",
  "sftp",
  "ftp",
  "smbclient",
  "scp",
  "rsync",
  "sshfs",
]);
const ADDRESS =
  /\b(?:https?|ftp|sftp|tcp|rsync|rest:https?):\/\/|\/dev\/(?:tcp|udp)\/|(?:^|[^\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])|\bs_client\b/;
const LOOPBACK_URL =
  /\b(?:https?|wss?):\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(?::\d{1,5})?(?:\/[^\s"'|;&)]*)?/gi;
/** commands that print their words: an echoed link is text for a person, not a request */
const PRINTS = new Set(["echo", "printf", ":"]);

/**
 * A command that talks to the network, so a file made executable and run after it may have come from there. A script
 * that names a network only where nothing runs (a licence header's URL in a comment, a link echoed for the user, a mock
 * `ln -s /bin/false mock/scp`) has not fetched what it runs; an address in any other command's words (an assignment,
 * python's urlretrieve, `git clone URL`) or a client run by name counts.
 */
export function talksToNetwork(s: Stage): boolean {
  if (CLIENTS.has(s.name)) return true;
  if (PRINTS.has(s.name)) return false;
  return ADDRESS.test(s.text.replace(LOOPBACK_URL, ""));
}

const STAGED = /^(?:\/tmp|\/var\/tmp|\/dev\/shm)\/|(?:^|\/)\.[^./]/;

/** a path in the working tree (relative, not hidden, not temp): the project's own file, not one staged elsewhere */
export function projectFile(path: string): boolean {
  return path !== "" && !/^[/~$]/.test(path) && !STAGED.test(path);
}

/** directory variables that name a temp, cache or home folder: where a dropper stages what it runs */
const STAGING_VAR = /TMP|TEMP|CACHE|HOME|SHM|DOWNLOAD|XDG/i;

/**
 * A file in a directory the caller hands the script in an environment variable it never sets itself
 * (`chmod +x ${KOKORO_GFILE_DIR}/trampoline_cleanup.sh; ${KOKORO_GFILE_DIR}/trampoline_cleanup.sh`: the CI puts the
 * project's own inputs there before the job starts): like a project file, it came from wherever the job was set up, not
 * from a network this script reached. A temp, cache or home variable, a hidden file, or a variable the script assigns
 * (`D=$(mktemp -d)`, `read D`, `for D in`) stays staged (round 40, realfp40).
 */
export function callerDirFile(path: string, src: string): boolean {
  const m = /^\$\{?([A-Z][A-Z0-9_]{2,40})\}?\/([\w./+-]{1,200})$/.exec(path);
  if (!m) return false;
  const [, name, rest] = m as unknown as [string, string, string];
  if (STAGING_VAR.test(name) || /(?:^|\/)\.[^./]|\.\.\//.test(rest)) return false;
  return !new RegExp(
    `(?:^|[\\s;&|(])${name}\\+?=|\\bread\\b[^\\n;|&]{0,80}\\b${name}\\b|\\bfor\\s+${name}\\b|\\bexport\\s+${name}\\b`,
  ).test(src);
}
