// A grant a record's own account asks for its own workspace, to an address of its own organisation ("our new admin").

import { orgOf45 } from "./own-org45.ts";

/** an e-mail address, its domain captured */
const ADDRESS = /[a-z0-9._%+-]{1,64}@([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8})/gi;
/** the account's own place: "on our workspace", "to my account", "for our tenant" */
const OWN_SCOPE =
  /\b(?:on|to|in|for|of|into)\s{1,3}(?:our|my)\s{1,3}(?:own\s{1,3})?(?:workspace|account|tenant|organi[sz]ation|org|team|project|instance|site|subscription|space)\b/i;
/** a place beyond the account: every customer's workspace, all tenants, another account */
const OTHERS_SCOPE =
  /\b(?:every|all|each|any|other|another)\s{1,3}(?:[a-z-]{1,20}\s{1,3})?(?:customers?|clients?|tenants?|accounts?|workspaces?|organi[sz]ations?|orgs?|projects?)\b|\bcustomers?'?\s{1,3}workspaces?\b/i;
/**
 * True when `clause` (a grant's words from its verb) gives rights on the account's own place ("the workspace-admin
 * role on our workspace", no "every customer workspace") to addresses whose organisation is that of another address
 * of the same record (`record`: the record's line or sentence, the clause within it; a CRM row's admin
 * `ops@calder-mills.example.org` asking for `b.shaw@calder-mills.example.org`). The account's own people on its own
 * workspace are its business; a grantee of another organisation, or a place beyond the account, keeps the reading.
 */
export function ownAccountGrant46(clause: string, record: string): boolean {
  if (!OWN_SCOPE.test(clause) || OTHERS_SCOPE.test(clause)) return false;
  const grantees = [...clause.matchAll(ADDRESS)].slice(0, 8).map((m) => m[0].toLowerCase());
  if (grantees.length === 0) return false;
  const own = new Set<string>();
  for (const m of [...record.matchAll(ADDRESS)].slice(0, 40))
    if (!grantees.includes(m[0].toLowerCase())) own.add(orgOf45(m[1] as string));
  return grantees.every((g) => own.has(orgOf45(g.slice(g.lastIndexOf("@") + 1))));
}

/** The line of `text` around `at` (at most 2,000 characters of it): a record's row. */
export function lineAround(text: string, at: number): string {
  const from = text.lastIndexOf("\n", at) + 1;
  const nl = text.indexOf("\n", at);
  const to = nl < 0 ? text.length : nl;
  return text.slice(Math.max(from, at - 1000), Math.min(to, at + 1000));
}
