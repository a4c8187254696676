// A lookup tool given an address another lookup resolved (`ping $(host "$name" | awk …)`, `dig -x $(dig +short …)`).

/** The tools that resolve a name to an address (or back), and `getent hosts|ahosts*`: their output is an address. */
const LOOKUP = /^(?:host|dig|kdig|drill|nslookup|getent\s+a?hosts(?:v[46])?|resolvectl\s+query)\b/;
/** Text filters that pick a field from a lookup's output and run nothing: grep, awk '{print $4}', cut, head, tail… */
const FILTER = /^(?:grep|egrep|awk|cut|head|tail|sed|tr|sort|uniq|xargs\s+echo)\b/;
/** A secret-named variable in the name looked up: the inner lookup would carry it out itself. */
const SECRET_VAR = /\$\{?\w*(?:token|secret|key|pass|cred|auth|session|cookie)\w*/i;
/** A program for awk or sed that could run a command or write a file (`system(`, `| getline`, sed's `e` and `w`). */
const RUNS = /\bsystem\s*\(|\|\s*(?:getline|"|')|\bprint\b[^|]*\|\s*["']|\/e\b|\bw\s+\/|;\s*e\s/;

/**
 * True when every command substitution in a lookup's arguments is itself a name lookup, filtered to a field: the
 * substituted text is an address the resolver gave, not data read from the machine, so looking it up leaks nothing.
 * A substitution that reads anything else (`$(whoami)`, `$(cat ~/.ssh/id_rsa | base64)`) keeps the exfil reading.
 */
export function onlyResolvedAddresses(data: string): boolean {
  const subs = [...data.matchAll(/\$\(([^()]{1,300})\)|`([^`]{1,300})`/g)];
  if (subs.length === 0) return false;
  // a nested or unclosed substitution is not read here: it keeps the exfil reading
  const rest = data.replace(/\$\(([^()]{1,300})\)|`([^`]{1,300})`/g, "");
  if (/\$\(|`/.test(rest)) return false;
  return subs.every((m) => {
    const stages = (m[1] ?? m[2]).split("|").map((x) => x.trim());
    return (
      LOOKUP.test(stages[0] ?? "") &&
      !SECRET_VAR.test(stages[0] ?? "") &&
      stages.slice(1).every((x) => FILTER.test(x) && !RUNS.test(x))
    );
  });
}
