// Code that runs gh's token printer and calls only that forge: `gh auth token --hostname H`, then fetch("https://H/…").

import { literalHosts } from "./code-auth-slots.ts";
import { tokenVerdict } from "./shell-token-hosts.ts";

const ARGV_GAP = String.raw`["'\s,[\]]{1,8}`;
/** gh's printer in a string or an argv list, with the rest of its call (where a `--hostname` would be) */
const GH_PRINTER = new RegExp(String.raw`\bgh${ARGV_GAP}auth${ARGV_GAP}token\b([^)\n;]{0,120})`, "g");
/** the forge host gh is asked for (`--hostname`, `-h`, in a string or as the next argv item) */
const HOSTNAME_ARG = /^["'\s,]{0,4}(?:--hostname|-h)(?:=|["'\s,]{1,4})([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})\b/i;

/**
 * The code with gh's token printer blanked when every literal host of the code is the forge the token belongs to: the
 * host `--hostname` names (or a subdomain of it), or GitHub's own hosts when none is named. The token logs in to its
 * owner, as `curl -H "Authorization: token $(gh auth token)" https://api.github.com/…` does. Code with no literal host,
 * any other host, a request that writes, or the token anywhere but an auth slot keeps the printer (read as sent away).
 */
export function printerToOwnHostOff(code: string): string {
  if (!code.includes("gh")) return code;
  const hosts = literalHosts(code);
  // (only reads: a write through the forge's API with its own token, a gist, a collaborator, a deploy key, is an act)
  if (hosts.length === 0 || WRITE_VERB.test(code) || /\bdata\s{0,2}=/.test(code)) return code;
  return code.replace(GH_PRINTER, (all: string, rest: string, at: number) => {
    const named = HOSTNAME_ARG.exec(rest)?.[1]?.toLowerCase();
    const own = hosts.every((h) =>
      named ? h === named || h.endsWith(`.${named}`) : tokenVerdict("GH_TOKEN", h) === "owner",
    );
    return own && onlyInAuthSlots(code, at) ? " ".repeat(all.length) : all;
  });
}

/** a request that changes something (a method named in any client's idiom) */
const WRITE_VERB = /\b(?:post|put|patch|delete)\b/i;
/** the variable a printer's output is assigned to, on the printer's line (`const t = execFileSync(…`, `t=subprocess…`) */
const ASSIGNED = /\b([A-Za-z_]\w{0,30})\s{0,3}=\s{0,3}[^=;\n]{0,80}$/;
/** right before a use of the token: an auth word and only punctuation, quotes or spaces (`"token "+t`, `Bearer ${t}`) */
const AUTH_BEFORE = /(?:authorization|auth|bearer|token)[^\w\n]{0,12}$/i;

/**
 * The printer's output is assigned to a variable and every later use of it stands right after an auth word: the token
 * is sent as the login, not in a body, a query or a gist's content (which the same forge would publish).
 */
function onlyInAuthSlots(code: string, at: number): boolean {
  const lineStart = code.lastIndexOf("\n", at) + 1;
  const name = ASSIGNED.exec(code.slice(Math.max(lineStart, at - 120), at))?.[1];
  if (!name) return false;
  const end = code.indexOf("\n", at);
  const after = at + (code.slice(at, end < 0 ? undefined : end).search(/[;\n]/) + 1 || code.length - at);
  const uses = [...code.slice(after).matchAll(new RegExp(`(?<![\\w.$])${name}\\b`, "g"))];
  return (
    uses.length > 0 &&
    uses.every((u) => AUTH_BEFORE.test(code.slice(Math.max(0, after + (u.index ?? 0) - 30), after + (u.index ?? 0))))
  );
}
