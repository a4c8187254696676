// git's credential store pointed at a file inside the repository, which the script then adds and pushes: the logins published.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** `credential.helper 'store --file=F'` (git config or `-c`): where git writes every login it is given, in clear. */
const STORE_FILE = /\bcredential\.helper(?:=|\s+)["']?store\s+--file(?:=|\s+)["']?([^\s"';&|)]{1,200})/;

/** A credential store inside the working tree that the same script adds to a commit and pushes. */
export function credentialStoreHits(src: string): Hit[] {
  if (!/credential\.helper/.test(src)) return [];
  const m = STORE_FILE.exec(src);
  const file = m?.[1]?.replace(/^\.\//, "");
  // (a store in home or an absolute folder stays on this machine)
  if (!m || !file || /^(?:\/|~|\$)/.test(file)) return [];
  const after = src.slice((m.index ?? 0) + m[0].length);
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const added = new RegExp(
    String.raw`\bgit\s+add\b[^\n;&|]{0,200}?(?:\s(?:\./)?${escaped}(?=[\s"';&|)]|$)|\s(?:-A|--all|\.)(?=[\s;&|)]|$))`,
  ).test(after);
  if (!added || !/\bgit\s+(?:-\S+\s+)*push\b/.test(after)) return [];
  return [
    hit(
      "bash.exfil-staged",
      "bash_exfil",
      0.9,
      m.index ?? 0,
      src.length,
      `git's stored logins written to ${file} in the repository, added and pushed`,
    ),
  ];
}
