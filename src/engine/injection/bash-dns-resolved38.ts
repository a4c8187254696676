// A lookup tool given an address another lookup resolved (`ping $(host "$name" | awk …)`, `dig -x $(dig +short …)`),
// and a DNS checker's own plumbing (realfp45): the server picked from its list of nameservers, a counter, a reversed
// address built from a resolved one.

/** The tools that resolve a name to an address (or back), and `getent hosts|ahosts*`: their output is an address. */
const LOOKUP = /^(?:host|dig|kdig|drill|nslookup|getent\s+a?hosts(?:v[46])?|resolvectl\s+query)\b/;
/** Text filters that pick a field from a lookup's output and run nothing: grep, awk '{print $4}', cut, head, tail… */
const FILTER = /^(?:grep|egrep|awk|cut|head|tail|sed|tr|sort|uniq|xargs\s+echo)\b/;
/** A checker's own parser of the lookup's answer, a bare program named so (`$rrfilt` = `/usr/local/bin/digparse`). */
const PARSER = /^(?:\/[\w.-]+)*\/?[\w.-]*(?:parse|filt)[\w.-]*$/i;
/** A secret-named variable in the name looked up: the inner lookup would carry it out itself. */
const SECRET_VAR = /\$\{?\w*(?:token|secret|key|pass|cred|auth|session|cookie)\w*/i;
/** A program for awk or sed that could run a command or write a file (`system(`, `| getline`, sed's `e` and `w`). */
const RUNS = /\bsystem\s*\(|\|\s*(?:getline|"|')|\bprint\b[^|]*\|\s*["']|\/e\b|\bw\s+\/|;\s*e\s/;
/** A substitution with no substitution inside it (the innermost ones; a nested backquote is not read). */
const INNERMOST = /\$\(([^()`]{1,300})\)|`((?:[^`$]|\$(?!\()){1,300})`/g;
/** What an innermost substitution that prints an address (or a number) stands for once read. */
const ADDR = "0.0.0.0";
/** `echo` of addresses only: a resolved address passed on to a filter (`echo $(dig …) | awk -F. '{print $4 "." …}'`). */
const ECHO_ADDR = /^echo(?:\s+"?0\.0\.0\.0"?)+$/;
/** Counting with expr: the output is a number (`expr $i + 1`). */
const ARITH = /^expr(?:\s+(?:\d{1,12}|\$\{?[A-Za-z_]\w{0,30}\}?|[-+*/%]))+$/;
/** A line read from a file by the usual filters: the server a checker picks from its own list (`tail +$i $NS | head -1`). */
const LINE_READ = /^(?:tail|head|sed|awk|cut|cat)\b/;
/** A file no server list is read from: keys, tokens, credentials, the environment's secrets. */
const SENSITIVE =
  /\.ssh\b|\.aws\b|\.gnupg|\.kube|\.netrc|\.env\b|\.pem\b|\.key\b|id_(?:rsa|ed25519|ecdsa)|credential|secret|token|passw|shadow|\/proc\/|environ/i;

function filters(stages: string[]): boolean {
  return stages.every((x) => (FILTER.test(x) || PARSER.test(x)) && !RUNS.test(x));
}

/** True when one innermost substitution prints what the resolver gave, a number, or (as `@server`) a listed server. */
function quietSubstitution(body: string, server: boolean): boolean {
  const stages = body.split("|").map((x) => x.trim());
  const first = stages[0] ?? "";
  if (SECRET_VAR.test(body)) return false;
  if ((LOOKUP.test(first) || ECHO_ADDR.test(first)) && filters(stages.slice(1))) return true;
  if (stages.length === 1 && ARITH.test(first)) return true;
  // (a whole `@server` word names where the question goes, not what it asks: the line must not come from a secret)
  return server && LINE_READ.test(first) && !SENSITIVE.test(body) && filters(stages.slice(1)) && !RUNS.test(first);
}

/**
 * True when every command substitution in a lookup's arguments is itself a name lookup, filtered to a field: the
 * substituted text is an address the resolver gave, not data read from the machine, so looking it up leaks nothing.
 * Read innermost first, so an address reversed by `echo $(dig …) | awk …` is one too; a counter (`expr $i + 1`) and a
 * whole `@server` word read from a list are quiet as well. A substitution that reads anything else (`$(whoami)`,
 * `$(cat ~/.ssh/id_rsa | base64)`, `@$(cat ~/.token).x.example`) keeps the exfil reading.
 */
export function onlyResolvedAddresses(data: string): boolean {
  let text = data;
  let read = false;
  for (let depth = 0; depth < 4; depth++) {
    let changed = false;
    text = text.replace(
      INNERMOST,
      (whole: string, a: string | undefined, b: string | undefined, at: number, all: string) => {
        const after = all[at + whole.length];
        const server =
          all[at - 1] === "@" && (at < 2 || /\s/.test(all[at - 2] ?? "")) && (after === undefined || /\s/.test(after));
        if (!quietSubstitution(a ?? b ?? "", server)) return whole;
        changed = true;
        return ADDR;
      },
    );
    if (!changed) break;
    read = true;
  }
  // a substitution left unread (or unclosed) keeps the exfil reading
  return read && !/\$\(|`/.test(text);
}
