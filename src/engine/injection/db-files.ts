// Files a database reads as orders: SQL scripts and client start-up files by their statements, pg_hba.conf by who may log in.

import type { Hit } from "./types.ts";
import { hit } from "./bash-facts.ts";
import { type Rescan, statementHits } from "./db-statements.ts";

/** SQL scripts and the clients' start-up files (psql runs `.psqlrc`, sqlite3 `.sqliterc` at every start). */
const STATEMENT_FILE = /\.(?:sql|psql|cql)$|(?:^|\/)\.(?:psqlrc|sqliterc)$/i;
const PG_HBA = /(?:^|\/)pg_hba\.conf$/i;
/** A pg_hba.conf line letting any address in over the network with no password (`host all all 0.0.0.0/0 trust`). */
const OPEN_TRUST =
  /^\s*host(?:ssl|nossl|gssenc)?\s+\S+\s+\S+\s+(?:0\.0\.0\.0\/0|::\/0|all|0\.0\.0\.0\s+0\.0\.0\.0)\s+trust\b/im;

/** The hits of a file a database or its client reads: statements by verb, an authentication file opened to all. */
export function dbFileHits(path: string, text: string, read: Rescan): Hit[] {
  if (STATEMENT_FILE.test(path)) return statementHits(text, { start: 0, end: text.length }, text, read);
  if (PG_HBA.test(path)) {
    const open = OPEN_TRUST.exec(text);
    if (open)
      return [
        hit(
          "bash.db-open-trust",
          "bash_persistence",
          0.9,
          0,
          text.length,
          `${path}: \`${open[0].trim()}\` lets anyone who reaches the server in as any user, no password`,
        ),
      ];
  }
  return [];
}
