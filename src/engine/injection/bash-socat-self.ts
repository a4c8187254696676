// A script that serves itself through socat (`socat TCP-LISTEN:8080,fork EXEC:"$0 --serve"`): an inetd-style server, not a shell handed to the network.

import { assignedValues } from "./shell-assigned-values.ts";

/** the script's own path: `$0`, `${0}`, `$BASH_SOURCE`, `${BASH_SOURCE[0]}` */
const SELF = /^\$(?:0|\{0\}|BASH_SOURCE|\{BASH_SOURCE(?:\[0\])?\})$/;
/** a program word that is a variable reference: `$PROG`, `${PROG}` */
const VARIABLE = /^\$(?:\{(\w+)\}|(\w+))$/;
/** what a bind or reverse shell adds to its EXEC: a terminal, stderr merged, a shell or an interpreter as the program */
const SHELL_LIKE =
  /\b(?:pty|ctty|setsid|stderr)\b|(?:exec|system):["']?(?:\/\S*\/)?(?:ba|z|da|k|c|tc|fi)?sh\b|(?:exec|system):["']?(?:\/\S*\/)?(?:python\d?|perl|ruby|php|node|lua|cmd|powershell|pwsh)\b/;

/** the word is the script itself, directly or through variables only ever set to it */
function isSelf(word: string, src: string, depth = 0): boolean {
  if (SELF.test(word)) return true;
  const m = VARIABLE.exec(word);
  if (!m || depth > 2) return false;
  const values = assignedValues((m[1] ?? m[2]) as string, src);
  return values.length > 0 && values.every((v) => isSelf(v.trim(), src, depth + 1));
}

/**
 * True when a socat command (lower-cased `lower`, as written `text`) listens (no connect-back) and hands each
 * connection to the script itself, with no terminal, merged stderr, shell or interpreter: bashbro's
 * `socat TCP4-LISTEN:${LISTEN_PORT},fork EXEC:"${PROG} -j=${JAIL}"` with `PROG="${0}"` serves files, as inetd would.
 */
export function socatServesSelf(text: string, lower: string, src: string): boolean {
  if (
    !/\b(?:tcp[46]?|openssl)-listen:/.test(lower) ||
    /\b(?:tcp[46]?|openssl|udp[46]?)(?:-connect)?:[^\s,:]+:\d/.test(lower)
  )
    return false;
  if (SHELL_LIKE.test(lower)) return false;
  const m = /\b(?:exec|system):\s*["']?([^\s"']+)/i.exec(text);
  return m !== null && isSelf(m[1] as string, src);
}
