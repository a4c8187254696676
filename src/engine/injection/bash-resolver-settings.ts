// resolvectl's settings verbs (revert, dns, domain, flush-caches …) configure the resolver: they look no name up.

import type { Stage } from "./shell-words.ts";

/** the verbs that send a query; with no verb, or a name where the verb goes, resolvectl is read as a lookup too */
const LOOKUP_VERBS = /^(?:query|service|openpgp|tlsa)$/;

/**
 * True when stage `s` is `resolvectl` with a settings or status verb (`revert`, `dns`, `domain`, `flush-caches`,
 * `statistics` …): a substitution in its arguments names an interface or a server, it carries no data out in a lookup.
 */
export function resolverSetting(s: Stage): boolean {
  if (s.name !== "resolvectl") return false;
  const verb = s.argv
    .slice(1)
    .map((w) => w.text)
    .find((t) => !t.startsWith("-"));
  return verb !== undefined && /^[a-z][a-z-]{1,30}$/.test(verb) && !LOOKUP_VERBS.test(verb);
}
