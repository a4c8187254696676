// A setuid bit on a copy of a system program: `cp /usr/bin/find /usr/local/sbin/ff && chmod 4755 /usr/local/sbin/ff`.

import { escapeRegex } from "./multilingual-stems.ts";

/** where the distribution keeps its programs: a copy of one of them made elsewhere is that program under a new name */
const SYSTEM_PROGRAM = /^\/(?:usr\/(?:local\/)?)?s?bin\/[\w.+-]{1,64}$/;

/**
 * The system program TARGET was copied or linked from earlier in the script (cp, install, ln, rsync, dd of=), or null.
 * A package never copies a program it did not build and then sets the bit: a setuid copy of `find`, `vim` or `python`
 * under a new name is a root shell whoever reads the name.
 */
export function copiedSystemProgram(target: string, src: string): string | null {
  if (target === "" || src.length > 65536 || !src.includes(target)) return null;
  const t = escapeRegex(target);
  const copy = new RegExp(
    String.raw`(?:^|[\s;&|(])(?:cp|install|ln|rsync)\s+(?:-{1,2}[\w=-]+\s+(?:[0-7]{3,4}\s+|(?:root|0)(?::\w+)?\s+)?){0,6}(\S+)\s+["']?${t}["']?(?=\s|$|[;&|)])|\bdd\s+if=(\S+)\s+of=["']?${t}["']?(?=\s|$|[;&|)])`,
  ).exec(src);
  const from = (copy?.[1] ?? copy?.[2] ?? "").replace(/^["']|["']$/g, "");
  return SYSTEM_PROGRAM.test(from) && from !== target ? from : null;
}
