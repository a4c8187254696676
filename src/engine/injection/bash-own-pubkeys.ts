// The account's own public keys authorized (`cat ~/.ssh/id_*.pub >> …/authorized_keys`): a key its owner already holds (round 32, realfp32).

import type { Stage } from "./shell-words.ts";

/** a key pair's public half by the names ssh-keygen gives it, in a `.ssh` folder: `.ssh/id_ed25519.pub`, `.ssh/id_*.pub` */
const OWN_PUBLIC_KEY = /(?:^|\/)\.ssh\/id_(?:\*|rsa|dsa|ecdsa|ed25519|ecdsa_sk|ed25519_sk)\.pub$/;
/** a command that writes the file it names, or a redirect, a fetch or a copy: on a line that names the key, it was put there */
const WRITES_HERE =
  /(?:^|[\s;&|(`])(?:cp|mv|install|ln|tee|dd|rsync|scp|curl|wget|echo|printf|sed|perl|base64|xxd|ssh-keygen)(?=[\s;&|)]|$)|>/;
const unquote = (w: string): string => w.replace(/["']/g, "");

/**
 * `cat "${SSH_HOME}"/.ssh/id_*.pub >> "${SSH_AUTH_KEYS}"` (a VM or container helper letting its user log in to it with
 * the keys that user already has): the key's holder is the account's owner, so nobody new gets in. Only `cat` of such
 * files with its output into the key file; not when the script writes, fetches or generates one of them (then the
 * "own" key is whatever the script put there; a key the script generates is `ownGeneratedKey`'s), and not when any
 * source lies outside a `.ssh` folder (`/tmp/id_rsa.pub`, `keys/ops.pub`). Pure.
 */
export function ownPublicKeys(s: Stage, src: string): string | null {
  if (s.name !== "cat" || s.cmd.stdin.length > 0) return null;
  // (or `cat >> …/authorized_keys < ~/.ssh/id_ed25519.pub`: ssh-copy-id's own step, the key fed on stdin)
  const args = s.argv.slice(1).map((w) => unquote(w.text));
  const fed = s.cmd.redirects.filter((r) => r.op === "<").map((r) => unquote(r.target.text));
  const sources = args.length > 0 ? args : fed;
  if (sources.length === 0 || !sources.every((p) => OWN_PUBLIC_KEY.test(p))) return null;
  const names = sources.map((p) => p.replace(/^.*\//, "").replace("*", ""));
  const elsewhere = `${src.slice(0, s.cmd.start)}\n${src.slice(s.cmd.end)}`
    .split("\n")
    .map((l) => l.replace(/^\s*#.*$/, ""));
  const written = elsewhere.some(
    (line) =>
      WRITES_HERE.test(line) &&
      names.some((n) => line.includes(n) || (n === "id_.pub" && /\bid_\w*\.pub\b/.test(line))),
  );
  return written ? null : "the account's own public keys: their holder is the account's owner";
}
