// What a database or cache statement does, by verb: runs a program, loads a module, writes a file, widens access.

import type { Hit } from "./types.ts";
import { AUTH_KEYS, hit } from "./bash-facts.ts";
import { RC_FILE } from "./shell-words.ts";
import { grantsTestAccount } from "./db-test-account.ts";

/** A reader of a derived script: its hits, lifted onto the span it came from. */
export type Rescan = (text: string, start: number, end: number, label: string) => Hit[];

/**
 * Statements that hand the server or the client a shell command: PostgreSQL's `COPY … FROM/TO PROGRAM` (the server runs
 * it) and psql's `\copy … program`, psql's and mysql's `\!` and mysql's `system`, sqlite3's `.shell` and `.system`.
 */
const RUNS_PROGRAM: readonly RegExp[] = [
  /\\?\bcopy\b[^;]{1,300}?\b(?:from|to)\s+program\s+(?:E?'((?:[^']|'')*)'|\$\$([^$]*)\$\$)/gi,
  /(?:^|[\n;]|\s)\\!\s*([^\n]+)/g,
  /(?:^|\n)\s*system\s+([^\n]+)/g,
  /(?:^|\n)\s*\.(?:shell|system)\s+([^\n]+)/g,
];

/**
 * Statements that load native code into the server or client: redis' `MODULE LOAD`, PostgreSQL's `LOAD`, sqlite3's
 * `.load` and `load_extension()`, MySQL's UDF `SONAME`, DuckDB's `INSTALL … FROM` a repository of its own choosing.
 */
const LOADS_MODULE =
  /\bmodule\s+load(?:ex)?\s+["']?([^\s"';]+)|\bload\s+'([^']+)'|(?:^|\n)\s*\.load\s+["']?([^\s"';]+)|\bload_extension\s*\(\s*['"]([^'"]+)|\bsoname\s+'([^']+)'|\binstall\s+\w+\s+from\s+'?(https?:\/\/[^\s';]+)/gi;
/** Where a module comes from that no package put there: a temporary folder, a download, a URL. */
const PLANTED_PLACE = /^(?:https?:\/\/|\/tmp\/|\/var\/tmp\/|\/dev\/shm\/|\$\{?TMPDIR)/i;

/** Statements that write a server-side file: MySQL's `INTO OUTFILE/DUMPFILE`, PostgreSQL's `COPY … TO 'path'`, sqlite's `ATTACH`. */
const WRITES_FILE =
  /\binto\s+(?:out|dump)file\s+'([^']+)'|\bcopy\b[^;]{1,300}?\bto\s+'([^']+)'|\battach\s+(?:database\s+)?'([^']+)'/gi;
/** redis' persistence folder and file moved (`CONFIG SET dir`, `CONFIG SET dbfilename`): the next save writes there. */
const REDIS_DIR = /\bconfig\s+set\s+dir\s+["']?([^\s"';]+)/i;
const REDIS_FILE = /\bconfig\s+set\s+dbfilename\s+["']?([^\s"';]+)/i;
/** Files and folders a written file grants or runs from: ssh keys, cron, start-up files, a web server's root, sudoers. */
const RUNS_FROM =
  /(?:^|\/)\.ssh(?:\/|$)|\/(?:var\/spool\/)?cron(?:tabs)?(?:\/|$)|^\/etc\/cron|\/etc\/sudoers|\/var\/www\/|\/(?:htdocs|public_html|wwwroot)(?:\/|$)|\.(?:php\d?|phtml|jsp|aspx?)$/i;
/** A folder a web server or a published repository serves to others. */
const SERVED =
  /^(?:\.\/)?(?:public|static|www|dist|docs|site|_site)\/|\/(?:public|static|htdocs|public_html|wwwroot)\/|^\/var\/www\//i;
/** Columns holding credentials selected for export. */
const SECRET_COLUMNS =
  /\b(?:password\w*|passwd|pass_hash|\w*_hash|api_?key\w*|\w*token\w*|\w*secret\w*|totp\w*|mfa\w*)\b/i;

/**
 * Access widened by the store's own verbs: a root or superuser made (MongoDB roles, `SUPERUSER`, `GRANT ALL ON *.*`),
 * the cache's login switched off (`requirepass ''`, `protected-mode no`, an ACL user with no password and every command).
 */
const GRANTS: readonly [RegExp, string][] = [
  [
    /\b(?:createUser|updateUser|grantRolesToUser)\s*\([^)]{0,400}?\b(?:root|__system|userAdminAnyDatabase|dbAdminAnyDatabase|clusterAdmin|restore)\b/,
    "a MongoDB user given an all-powerful role",
  ],
  [/\b(?:create|alter)\s+(?:user|role)\b[^;]{0,200}?\bsuperuser\b/i, "a database user made superuser"],
  [
    /\bgrant\s+(?:all(?:\s+privileges)?|super|file)\b[^;]{0,80}?\bon\s+\*\.\*\s+to\b/i,
    "every privilege on every MySQL database granted",
  ],
  [/\bconfig\s+set\s+requirepass\s+(?:''|""|$|\n)/im, "the cache's password removed"],
  [/\bconfig\s+set\s+protected-mode\s+no\b/i, "the cache's protected mode switched off"],
  [
    /\bacl\s+setuser\b[^\n;]{0,200}\bnopass\b[^\n;]{0,200}(?:\+@all|allcommands)/i,
    "a cache user with no password and every command",
  ],
];

/** One statement's hits: a program it runs (read as the script it is), a module, a file written, access widened. */
export function statementHits(stmt: string, span: { start: number; end: number }, src: string, rescan: Rescan): Hit[] {
  const hits: Hit[] = [];
  const { start, end } = span;
  for (const re of RUNS_PROGRAM)
    for (const m of stmt.matchAll(re)) {
      const program = (m[1] ?? m[2] ?? "").replace(/''/g, "'").trim();
      if (program === "") continue;
      const inner = rescan(program, start, end, "program the database runs");
      const worst = inner.reduce<Hit | null>((a, h) => (a === null || h.weight > a.weight ? h : a), null);
      if (worst !== null && worst.weight >= 0.8)
        hits.push(
          hit(
            "bash.db-runs-program",
            "bash_remote_exec",
            Math.max(0.9, worst.weight),
            start,
            end,
            `a database statement runs \`${program.slice(0, 60)}\`: ${worst.detail ?? worst.rule}`,
          ),
        );
      else hits.push(...inner.filter((h) => h.weight >= 0.5));
    }
  for (const m of stmt.matchAll(LOADS_MODULE)) {
    const path = m.slice(1).find((x) => x !== undefined) ?? "";
    const fetched = path !== "" && new RegExp(`\\b(?:curl|wget)\\b[^\\n;&|]{0,300}${escapeRe(path)}`).test(src);
    if (PLANTED_PLACE.test(path) || fetched)
      hits.push(
        hit(
          "bash.db-loads-module",
          "bash_remote_exec",
          0.9,
          start,
          end,
          `native module ${path} loaded into the database${fetched ? " (downloaded by the same script)" : ""}`,
        ),
      );
  }
  const writes = [...stmt.matchAll(WRITES_FILE)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
  const dir = REDIS_DIR.exec(stmt)?.[1];
  if (dir) writes.push(`${dir.replace(/\/$/, "")}/${REDIS_FILE.exec(stmt)?.[1] ?? ""}`);
  for (const path of writes) {
    if (RUNS_FROM.test(path) || RC_FILE.test(path) || AUTH_KEYS.test(path))
      hits.push(
        hit(
          "bash.db-writes-file",
          "bash_persistence",
          0.92,
          start,
          end,
          `the database writes ${path}, a file that grants access or runs`,
        ),
      );
    else if (SERVED.test(path) && SECRET_COLUMNS.test(stmt))
      hits.push(
        hit(
          "bash.db-export-served",
          "bash_exfil",
          0.85,
          start,
          end,
          `credential columns exported to ${path}, a folder served or published to others`,
        ),
      );
  }
  for (const [re, why] of GRANTS)
    if (re.test(stmt) && !grantsTestAccount(stmt, src))
      hits.push(hit("bash.db-grant", "bash_persistence", 0.85, start, end, why));
  return hits;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
