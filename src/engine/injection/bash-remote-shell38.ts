// A remote shell fed a pipe (`cat <<EOF | ssh host sh`, `… | ssh host 'bash -s'`): it runs the piped script, not a terminal.

import { sshRemoteCommand } from "./bash-ssh-remote.ts";
import type { Stage } from "./shell-words.ts";

/** A shell with no script named: it reads its commands from stdin (`sh`, `/bin/bash`, `bash -s`, `sh -e`). */
const BARE_SHELL = /^\s*["']?(?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k)?sh(?:\s+-[a-z]{1,4})*["']?\s*$/;

/**
 * True when this stage is `ssh HOST SHELL` reading a pipe: the remote shell runs what the earlier stages print, so it
 * is judged as `… | sh` is (a download piped in is a fetch-and-run; a literal here-document is scanned as the script)
 * and not as an interactive shell spawned for whoever holds the terminal.
 */
export function remoteShellReadsPipe(s: Stage): boolean {
  if (s.name !== "ssh" || s.cmd.stage === 0) return false;
  const remote = sshRemoteCommand(s.argv.map((w) => w.text));
  return remote !== null && BARE_SHELL.test(remote);
}
