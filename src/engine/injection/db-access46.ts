// A data store opened to others in any text (a command, a program, a written config or agent file): servers listening everywhere with their login off, row security off, every table or the server's own powers granted.

import { hit } from "./bash-facts.ts";
import { setsInLine } from "./setting-line45.ts";
import { isPrivateNetwork } from "./shell-token-hosts.ts";
import type { Hit } from "./types.ts";

/** Literal gate: no word of a bind, a login switch, row security or a grant. */
const GATE =
  /\bhost(?:ssl|nossl)?\s|pg_hba|bind|rpc_address|skip.grant|AllowAll|protected-mode|requirepass|authorization|row\s+level\s+security|bypassrls|pg_(?:read|write|execute)_|grant|host=%|--host=%/i;

/** A setting line's start: the line's beginning, or a quote or `\n` inside a command or program string. */
const AT = String.raw`(?:^|["'\x60]|\\n)\s{0,4}`;
/** Every address: `0.0.0.0`, `::`, `*`. */
const ANY_ADDR = String.raw`(?:0\.0\.0\.0|::|\*)`;

/** A store listening on every address (redis/valkey `bind`, mongod `bindIp`, `bind_ip_all`, MySQL `bind-address`, Cassandra `rpc_address`). */
const LISTENS_ALL = new RegExp(
  `${AT}(?:bind\\s+${ANY_ADDR}(?:\\s|$|["'\\\\])|bindIp\\s{0,2}:\\s{0,2}["']?${ANY_ADDR}(?:\\s|$|["',])|bindIpAll\\s{0,2}:\\s{0,2}true\\b|bind[-_]address\\s{0,2}=\\s{0,2}["']?${ANY_ADDR}(?:\\s|$|["'])|rpc_address\\s{0,2}:\\s{0,2}["']?0\\.0\\.0\\.0\\b)|--bind_ip_all\\b|--bind_ip[=\\s]+${ANY_ADDR}(?:\\s|$)`,
  "i",
);
/** The login switched off: redis' protected mode or password gone, mongod's authorization disabled, MySQL's `skip-grant-tables`, Cassandra's `AllowAllAuthenticator`. */
const LOGIN_OFF = new RegExp(
  `${AT}(?:protected-mode\\s+no\\b|requirepass\\s+(?:""|'')|authorization\\s{0,2}:\\s{0,2}["']?disabled\\b|skip[-_]grant[-_]tables\\b|authenticator\\s{0,2}:\\s{0,2}["']?(?:org\\.apache\\.cassandra\\.auth\\.)?AllowAllAuthenticator\\b)|--protected-mode\\s+no\\b|--noauth\\b`,
  "i",
);

/**
 * Statements that hand every row or the server's own powers to someone: row-level security switched off (`ALTER TABLE
 * … DISABLE ROW LEVEL SECURITY`, `NO FORCE`), a role allowed past it (`BYPASSRLS`), PostgreSQL's server-file and
 * server-program roles granted (as good as superuser), a database account opened to every host with a fixed password
 * (`gcloud sql users set-password root --host=%`).
 */
const STATEMENTS: readonly [RegExp, string][] = [
  [
    /\bdisable\s+row\s+level\s+security\b/i,
    "row-level security switched off: every row readable by whoever has the table",
  ],
  [/\bno\s+force\s+row\s+level\s+security\b/i, "row-level security no longer applied to the table's owner"],
  [/\b(?:create|alter)\s+(?:role|user)\b[^;\n]{0,200}?\bbypassrls\b/i, "a role allowed past every row-level policy"],
  [
    /\bgrant\s+(?:pg_execute_server_program|pg_write_server_files|pg_read_server_files)\b[^;\n]{0,80}?\bto\b/i,
    "a role granted the server's files or programs: as good as superuser",
  ],
  [
    /\bsql\s+users\s+(?:set-password|create)\b[^\n]{0,200}?--host[=\s]["']?%/i,
    "a database account opened to every host with a password set on the command line",
  ],
];

/** An order to let others in by pg_hba.conf's `trust` (no password): "add their address to pg_hba.conf with trust". */
const HBA_TRUST = /\bpg_hba(?:\.conf)?\b[^\n]{0,80}?\b(?:with|as|using|method|to)\s{1,3}[\x60'"]?trust\b/i;

/** `GRANT pg_read_all_data|pg_write_all_data TO name`: every table of the database, now and later. */
const ALL_DATA = /\bgrant\s+pg_(?:read|write)_all_data\b[^;\n]{0,80}?\bto\s{1,3}["']?([A-Za-z_][\w$-]{0,62})/gi;

/** A pg_hba.conf line letting a user in from an address (`host shop bi_partner 203.0.113.0/24 scram-sha-256`). */
const HBA_LINE =
  /\bhost(?:ssl|nossl)?\s+[\w,$-]+\s+([\w,$-]+)\s+(\d{1,3}(?:\.\d{1,3}){3})(?:\/\d{1,2})?\s+(?:md5|scram-sha-256|password|trust|cert)\b/g;

/** Whether `text` creates `role` as a login with a password: a new person's account, not a service's existing role. */
function newLogin(text: string, role: string): boolean {
  const re = new RegExp(
    String.raw`\bcreate\s+(?:role|user)\s+["']?${role.replace(/\$/g, "\\$")}["']?\b[^;\n]{0,200}?\b(?:login|password)\b`,
    "i",
  );
  return re.test(text);
}

/** Hits for a data store opened to others in `text` (see above); comment lines and negated lines are not read. */
export function dbAccessHits(text: string): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  const lines = text.split("\n").slice(0, 4000);
  const hits: Hit[] = [];
  const end = text.length;
  if (lines.some((l) => setsInLine(l, LISTENS_ALL)) && lines.some((l) => setsInLine(l, LOGIN_OFF)))
    hits.push(
      hit(
        "bash.db-open-all",
        "bash_persistence",
        0.88,
        0,
        end,
        "a data store listening on every address with its login switched off: anyone who reaches it reads and writes",
      ),
    );
  for (const [re, why] of STATEMENTS)
    if (lines.some((l) => setsInLine(l, re))) {
      hits.push(hit("bash.db-open-rows", "bash_persistence", 0.86, 0, end, why));
      break;
    }
  if (lines.some((l) => setsInLine(l, HBA_TRUST)))
    hits.push(
      hit(
        "bash.db-open-trust",
        "bash_persistence",
        0.85,
        0,
        end,
        "addresses let into the database by pg_hba.conf's trust: no password asked",
      ),
    );
  // one finding, two ways a new login reaches every row: let in from outside, or granted every table
  const openRows = (why: string): Hit => hit("bash.db-open-rows", "bash_persistence", 0.85, 0, end, why);
  for (const m of text.matchAll(HBA_LINE)) {
    const who = (m[1] ?? "").split(",").find((r) => /^[A-Za-z_][\w$-]{0,62}$/.test(r) && newLogin(text, r));
    if (who === undefined || /^127\./.test(m[2] ?? "") || isPrivateNetwork(m[2] ?? "")) continue;
    hits.push(
      openRows(`a login the same text creates with a password let in from ${m[2]}, a network outside this one`),
    );
    break;
  }
  for (const m of text.matchAll(ALL_DATA)) {
    const role = m[1] ?? "";
    const line = lines.find((l) => l.includes(m[0]));
    if (line === undefined || !setsInLine(line, /\bgrant\s+pg_/i) || !newLogin(text, role)) continue;
    hits.push(openRows(`every table granted to ${role}, a login the same text creates with a password`));
    break;
  }
  return hits;
}
