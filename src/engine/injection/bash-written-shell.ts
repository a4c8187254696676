// Shell scripts the agent writes (`scripts/x.sh`, a `#!/bin/bash` file) read as the script they are, on the send rules.

import type { Hit } from "./types.ts";

type Reader = (text: string, start: number, end: number, label: string) => Hit[];

/** A shell script by its name or its first line. */
const SHELL_NAME = /\.(?:sh|bash|zsh|ksh)$/i;
const SHEBANG = /^#!\s*\/(?:usr\/)?bin\/(?:env\s+)?(?:ba|z|k|da)?sh\b/;

/** The path or first line names a shell script. */
export function isShellScript(path: string, text: string): boolean {
  return SHELL_NAME.test(path) || SHEBANG.test(text.slice(0, 80));
}

/**
 * A shell script written whole is a program that will run: its secrets or environment sent off the machine (staged
 * through a temp folder, decoded from a constant and sourced) are judged as the same lines run by the agent would be.
 * Only the send rules count: a written installer's `curl … | sh` or a service's restart is ordinary in a script, and
 * the file runs only when someone runs it. A reverse shell is the exception: no ordinary script wires a shell to a socket.
 */
export function writtenShellHits(path: string, text: string, maxBytes: number, read: Reader): Hit[] {
  if (!isShellScript(path, text)) return [];
  // (and a shell wired to a socket: a written "remote debug session" script that dials out is a reverse shell, whoever runs it)
  return read(text.slice(0, maxBytes), 0, text.length, `write ${path}`).filter(
    (h) => h.weight >= 0.8 && (h.category === "bash_exfil" || h.rule === "bash.reverse-shell"),
  );
}
