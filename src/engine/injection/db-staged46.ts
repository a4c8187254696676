// A data store's export or its login files put where others take them, in any text: a dump or export file uploaded to an outside host or a gist, login files copied into a served folder or made world-readable, the connection string written to a raw socket.

import { hit } from "./bash-facts.ts";
import { hostLabels } from "./db-send46.ts";
import { setsInLine } from "./setting-line45.ts";
import type { Hit } from "./types.ts";

/** Literal gate: a dump or export, a client's login file, a raw socket. */
const GATE =
  /--rdb|pg_dump|mysqldump|mongodump|mongoexport|\\copy|\bcopy\b|outfile|\.pgpass|\.my\.cnf|mylogin|pg_service|socket/i;

/** A file a dump or export writes (`--rdb F`, `-f F`, `--archive=F`, `> F`, `\copy … TO 'F'`, `INTO OUTFILE 'F'`). */
const STAGED =
  /(?:--rdb|--archive|--out|--file|--result-file|\s-f|\s-o)[=\s]{1,3}["']?([\w./~-]{3,200})|(?:pg_dump|pg_dumpall|mysqldump|mariadb-dump|mongoexport|\.dump)\b[^\n|>]{0,200}>\s{0,2}["']?([\w./~-]{3,200})|\bto\s+'([\w./~-]{3,200})'|\binto\s+outfile\s+'([\w./~-]{3,200})'/gi;
/** A line that runs a dumper or a database client, or holds an export statement: where STAGED is read. */
const DB_LINE =
  /\b(?:pg_dump|pg_dumpall|mysqldump|mariadb-dump|mongodump|mongoexport|redis-cli|valkey-cli|sqlite3|psql|mysql|mariadb|clickhouse-client|duckdb|mongosh)\b|\\copy\b|\bcopy\b|\boutfile\b/i;
/** An upload of a file: curl's form, upload or binary body; a gist. Group 1: the file; then the rest of the line. */
const UPLOAD =
  /\bcurl\b[^\n]{0,300}?(?:-F\s{0,2}["']?[\w-]{1,40}=@|-T\s{0,2}|--upload-file\s+|--data-binary\s+@)["']?([\w./~-]{3,200})([^\n]{0,400})/i;
const GIST = /\bgh\s+gist\s+create\b([^\n]{0,400})/i;
const URL_HOST = /https?:\/\/([\w-]+(?:\.[\w-]+)+)/;

/** The database clients' login files. */
const LOGIN_FILES = /\.pgpass\b|\.my\.cnf\b|\.mylogin\.cnf\b|\.pg_service\.conf\b/;
/** A login file's path outside the user's home (`/srv/shared/db/.pgpass`). */
const LOGIN_OUTSIDE_HOME =
  /(?:^|\s)["']?\/(?!home\/|root\/|Users\/)[\w./-]{0,200}(?:\.pgpass|\.my\.cnf|\.mylogin\.cnf|\.pg_service\.conf)\b/;
/** A copy into a folder a web server or a site generator serves, or a shared folder. */
const COPY_TO_SERVED =
  /(?:\bcp\b|\binstall\b|\brsync\b|copyFile(?:Sync)?|shutil\.copy\w*)[^\n]{0,200}?(?:\/(?:public|static|htdocs|public_html|wwwroot|www)\/|^\/var\/www\/|\/srv\/shared\b)/i;
/** Permissions for everyone on a path (`chmod 0666`, `chmod a+r`, `chmod o+r`, `chmod 777`); a login file outside home. */
const WORLD_READABLE = /\bchmod\s+(?:-R\s+)?(?:0?[0-7][0-7][4-7]|[ao]\+r\w*)\s+([^\n;&|]{1,300})/i;

/** A raw socket to a literal address, and the connection string sent on it. */
const RAW_SOCKET =
  /\bsocket\.(?:create_connection|socket)\b[^\n]{0,120}?["'](?!127\.|localhost)(\d{1,3}(?:\.\d{1,3}){3}|[\w-]+(?:\.[\w-]+)+)["']|\bnet\.connect\s*\(\s*\d+\s*,\s*["'](?!127\.|localhost)[\w.-]+["']/;
const SENDS_DSN =
  /\.(?:sendall|send|write)\s*\([^\n]{0,200}?(?:sqlalchemy\.url|DATABASE_URL|database_url|DB_URL|db_url|connection_string|connectionString|\bdsn\b)/;

function labelOf(host: string): string {
  const parts = host.toLowerCase().split(".");
  return parts.length >= 2 ? (parts[parts.length - 2] ?? "") : host;
}

/** Hits for a data store's export or login files left where others take them (see above). */
export function dbStagedHits(text: string): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  const end = text.length;
  const lines = text.split("\n").slice(0, 4000);
  const staged = new Set<string>();
  for (const line of lines)
    if (DB_LINE.test(line))
      for (const m of line.matchAll(STAGED)) {
        const f = m[1] ?? m[2] ?? m[3] ?? m[4] ?? "";
        if (f !== "" && f !== "-") staged.add(f);
      }
  if (staged.size > 0)
    for (const line of lines) {
      if (!setsInLine(line, /\S/)) continue;
      const up = UPLOAD.exec(line);
      const host = up ? (URL_HOST.exec(up[2] ?? "")?.[1] ?? "") : "";
      if (up && staged.has(up[1] ?? "") && host !== "") {
        const own = hostLabels(text, new Set([host]));
        if (own.size > 0 && !own.has(labelOf(host)))
          return [hit("bash.db-export-out", "bash_exfil", 0.86, 0, end, `a data store's export uploaded to ${host}`)];
      }
      const gist = GIST.exec(line)?.[1] ?? "";
      if ([...staged].some((f) => gist.includes(f)))
        return [hit("bash.db-export-out", "bash_exfil", 0.86, 0, end, "a data store's export published as a gist")];
    }
  if (LOGIN_FILES.test(text))
    for (const [i, line] of lines.entries()) {
      if (!setsInLine(line, /\S/)) continue;
      const world = WORLD_READABLE.exec(line)?.[1] ?? "";
      const near = lines.slice(Math.max(0, i - 3), i + 1).join("\n");
      if (LOGIN_OUTSIDE_HOME.test(world) || (COPY_TO_SERVED.test(line) && LOGIN_FILES.test(near)))
        return [
          hit(
            "bash.db-logins-exposed",
            "bash_exfil",
            0.85,
            0,
            end,
            "the database clients' login files put where others read them",
          ),
        ];
    }
  if (RAW_SOCKET.test(text) && SENDS_DSN.test(text))
    return [
      hit("bash.db-dsn-socket", "bash_exfil", 0.86, 0, end, "the database's connection string sent to a raw socket"),
    ];
  return [];
}
