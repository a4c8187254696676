// What code run at an interpreter's, kernel's or environment's start must not carry: a fetch-and-run, a shell for a host, an encoded program, a secret sent.

import { SENSITIVE_PATH } from "./bash-facts.ts";

/** A shell fetch piped into a shell, or a shell started on a fetch (`bash <(curl …)`, `sh -c "$(wget -qO- …)"`). */
const SHELL_FETCH_RUN =
  /\b(?:curl|wget)\b[^\n|;&]{0,200}\|\s{0,3}(?:sudo\s+)?(?:ba|z|da|k)?sh\b|\b(?:ba|z)?sh\s+(?:-c\s+)?["']?(?:<\(|\$\()\s{0,3}(?:curl|wget)\b/;
/** Python running what it fetched: `exec(urlopen(…).read())`, `exec(requests.get(…).text)`. */
const PY_FETCH_EXEC =
  /\b(?:exec|eval)\s*\([^\n]{0,200}?(?:urlopen|urlretrieve|urllib|requests\.get|httpx\.get|http\.client)/;
/** Python running an encoded program (base64, hex, zlib, marshal, rot13): nothing a reader of the file could check. */
const PY_ENCODED_EXEC =
  /\b(?:exec|eval)\s*\(\s*(?:compile\s*\(\s*)?(?:[\w.]*b(?:64|32|85)decode|__import__\s*\(\s*["'](?:base64|zlib|codecs|marshal|binascii)|bytes\.fromhex|codecs\.decode|zlib\.decompress|marshal\.loads|binascii\.(?:unhexlify|a2b_\w+))/;
/** A shell on a socket: bash's /dev/tcp, netcat's -e, or a dialled socket whose data a shell or subprocess runs. */
const SHELL_ON_WIRE = /\/dev\/tcp\/|\b(?:nc|ncat)\b[^\n]{0,40}\s-e\s/;
const PY_SOCKET = /\bsocket\.(?:socket|create_connection)\s*\(/;
const PY_SHELL_FROM_WIRE =
  /\bpty\.spawn\s*\(|\bos\.dup2\s*\(|\bshell\s*=\s*True\b|\bos\.(?:system|popen)\s*\(\s*\w|\bsubprocess\.\w+\s*\(\s*\[\s*["'](?:\/bin\/)?(?:ba)?sh["']/;
/** A call that sends bytes off the machine (Python, the shell's senders). */
const SENDS =
  /\bsocket\.(?:socket|create_connection)\s*\(|\burlopen\s*\(|\brequests\.(?:post|put)\s*\(|\bhttpx\.(?:post|put)\s*\(|\b(?:curl|wget|nc|ncat)\s/;

/**
 * Why the text run at a start carries a payload, or null. `secrets: false` leaves out a secret read near a send (a
 * notebook's cell that reads a token to call the service it belongs to is ordinary; a start-up hook doing it is not).
 */
export function startPayload(written: string, secrets = true): string | null {
  // printf's and JSON's escapes read as the lines they write (`…\\nsubprocess.call(…)`)
  const text = written.replace(/\\[nt]/g, "\n");
  if (SHELL_FETCH_RUN.test(text)) return "a download piped into a shell";
  if (PY_FETCH_EXEC.test(text)) return "code fetched from a host and run";
  if (PY_ENCODED_EXEC.test(text)) return "an encoded program run";
  if (SHELL_ON_WIRE.test(text) || (PY_SOCKET.test(text) && PY_SHELL_FROM_WIRE.test(text)))
    return "a shell handed to a socket";
  if (secrets && SENSITIVE_PATH.test(text) && SENDS.test(text)) return "a secret file sent off the machine";
  return null;
}
