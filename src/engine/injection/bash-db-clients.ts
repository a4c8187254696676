// Database and cache clients on the command line (psql, mysql, sqlite3, redis-cli, mongosh …): their statements read by verb.

import type { Hit } from "./types.ts";
import { type Rescan, statementHits } from "./db-statements.ts";
import { base, type Stage } from "./shell-words.ts";

/** Literal gate: a script without a client's name runs no statement. */
const GATE =
  /\b(?:psql|mysql|mariadb|sqlite3?|duckdb|redis-cli|valkey-cli|keydb-cli|mongosh|mongo|clickhouse(?:-client)?|cqlsh)\b/;
/** The clients, found anywhere in a command (`docker exec db psql …`, `kubectl exec … -- redis-cli …`). */
const CLIENTS = new Set([
  "psql",
  "mysql",
  "mariadb",
  "sqlite3",
  "sqlite",
  "duckdb",
  "redis-cli",
  "valkey-cli",
  "keydb-cli",
  "mongosh",
  "mongo",
  "clickhouse-client",
  "clickhouse",
  "cqlsh",
]);

/**
 * The statements of a command that runs a database or cache client: its arguments after the client's name (`-c`, `-e`,
 * `--eval`, `--query` values and redis' or sqlite's positional command alike) and the heredoc or here-string it reads.
 */
export function clientStatements(s: Stage): string | null {
  const i = s.argv.findIndex((w) => CLIENTS.has(base(w.text)));
  if (i < 0) return null;
  const args = s.argv.slice(i + 1).map((w) => w.text);
  return [...args, ...s.cmd.stdin.map((w) => w.text)].join("\n");
}

/** Each client command's statements judged by what they do (db-statements.ts). */
export function dbClientHits(src: string, pipelines: Stage[][], rescan: Rescan): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const s of stages) {
      const stmt = clientStatements(s);
      if (stmt !== null) hits.push(...statementHits(stmt, s.cmd, src, rescan));
    }
  return hits;
}
