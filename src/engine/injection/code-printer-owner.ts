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
 * or with any other host, keeps the printer (its token read as sent away).
 */
export function printerToOwnHostOff(code: string): string {
  if (!code.includes("gh")) return code;
  const hosts = literalHosts(code);
  if (hosts.length === 0) return code;
  return code.replace(GH_PRINTER, (all: string, rest: string) => {
    const named = HOSTNAME_ARG.exec(rest)?.[1]?.toLowerCase();
    const own = hosts.every((h) =>
      named ? h === named || h.endsWith(`.${named}`) : tokenVerdict("GH_TOKEN", h) === "owner",
    );
    return own ? " ".repeat(all.length) : all;
  });
}
