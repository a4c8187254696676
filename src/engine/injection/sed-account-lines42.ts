// The account-file lines a sed script leaves behind (`/^(wheel|docker):/ s/$/,rui/` on /etc/group): what its edit grants.

import { substitutions } from "./edit-pairs42.ts";
import type { Stage } from "./shell-words.ts";

/** A user name as group files list it. */
const USER = /^[a-z_][a-z0-9_.-]{0,31}\$?$/i;

/**
 * The lines of /etc/group or /etc/shadow as a `sed -i` script leaves them, for the grant reader to judge
 * (bash-privilege-content.ts): each group its addresses or patterns name (`/^(wheel|docker|disk):/`, `s/^sudo:/…/`)
 * with the member its substitutions append (`s/$/,rui/`, `s/:$/:rui/`), and a shadow entry whose password field the
 * substitution empties (`s/^root:[^:]*:/root::/`). Null when the script is no such edit; then the command's text is read
 * as before. Pure.
 */
export function sedAccountLines(s: Stage, path: string): string | null {
  if (s.name !== "sed" || (path !== "/etc/group" && path !== "/etc/shadow")) return null;
  const script = s.argv
    .slice(1)
    .map((w) => w.text)
    .filter((a) => !a.startsWith("-") && !a.startsWith("/etc/"))
    .join("\n");
  const subs = substitutions(script.replace(/^\s*\/[^/\n]{0,200}\/\s*\{?/, "").replace(/\bt\s*;/g, ";"));
  if (subs.length === 0) return null;
  if (path === "/etc/shadow") {
    const empty = subs.find((x) => /^\^?(\w[\w.-]{0,31}):/.test(x.from) && /^(\w[\w.-]{0,31})::/.test(x.to));
    return empty ? `${/^(\w[\w.-]{0,31})::/.exec(empty.to)?.[1]}::19000:0:99999:7:::` : null;
  }
  const named =
    /\/\^\(?([\w|-]{1,200})\)?:/.exec(script)?.[1] ?? /^\^\(?([\w|-]{1,200})\)?:/.exec(subs[0]?.from ?? "")?.[1];
  if (named === undefined) return null;
  const members = subs
    .map((x) => /[:,]([^:,\s\\]{1,32})$/.exec(x.to)?.[1])
    .filter((m): m is string => m !== undefined && USER.test(m));
  if (members.length === 0) return null;
  return named
    .split("|")
    .filter((g) => g !== "")
    .slice(0, 16)
    .map((g) => `${g}:x:1000:${members[0]}`)
    .join("\n");
}
