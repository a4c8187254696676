// A database's way back destroyed in any text: instances deleted without a final snapshot, snapshots and backup buckets deleted, retention or WAL archiving switched off, tables dropped by a migration that cannot be undone.

import { hit } from "./bash-facts.ts";
import { setsInLine } from "./setting-line45.ts";
import type { Hit } from "./types.ts";

/** Literal gate: no word of a snapshot, a backup, retention, archiving, a flush or a migration's drop. */
const GATE = /snapshot|backup|retention|archive_|flushall|cascade|stanza-delete|delete\s+everything/i;

/** A throwaway resource's name: a test, CI, preview, scratch or per-branch instance, bucket or path. */
const THROWAWAY =
  /(?:^|[\W_])(?:test|tests|testing|ci|e2e|tmp|temp|scratch|sandbox|preview|pr-?\d+|ephemeral|dev)(?:[\W_]|$)/i;

/**
 * Commands that remove the backups themselves, or the last chance of one, as `[pattern, why]`; the pattern's group 1
 * is the resource named (a throwaway one is quiet):
 * - `aws rds delete-db-instance|delete-db-cluster … --skip-final-snapshot` or `--delete-automated-backups`, and any
 *   `delete-db-snapshot` / `delete-db-cluster-snapshot`;
 * - automated backups set to zero days (`--backup-retention-period 0`), Cloud SQL's backups off (`--no-backup`) or
 *   deleted (`gcloud sql backups delete`), point-in-time recovery off;
 * - a backup bucket or folder emptied (`aws s3 rm --recursive s3://…backup…`, `gsutil rm -r`, `rclone purge|delete`),
 *   a pgBackRest stanza deleted, WAL-G's `delete everything`.
 */
const RUINS: readonly [RegExp, string][] = [
  [
    /\brds\s+delete-db-(?:instance|cluster)\b[^\n]{0,300}?--db-(?:instance|cluster)-identifier[=\s]["']?([\w.:-]+)[^\n]{0,300}?--(?:skip-final-snapshot|delete-automated-backups)\b/i,
    "a database deleted without a final snapshot: nothing left to restore",
  ],
  [
    /\brds\s+delete-db-(?:instance|cluster)\b[^\n]{0,300}?--(?:skip-final-snapshot|delete-automated-backups)\b[^\n]{0,300}?--db-(?:instance|cluster)-identifier[=\s]["']?([\w.:-]+)/i,
    "a database deleted without a final snapshot: nothing left to restore",
  ],
  [
    /\brds\s+delete-db-(?:cluster-)?snapshot\b[^\n]{0,200}?--db-(?:cluster-)?snapshot-identifier[=\s]["']?([\w.:-]+)/i,
    "a database snapshot deleted",
  ],
  [
    /(?:--backup-retention-period[=\s]+0|--retained-backups-count[=\s]+0|--backup-retention[=\s]+0)\b()/i,
    "automated backups kept for zero days: none taken from now on",
  ],
  [
    /\bsql\s+instances\s+patch\s+([\w.-]+)[^\n]{0,200}?--no-(?:backup|enable-point-in-time-recovery)\b/i,
    "the database's backups or point-in-time recovery switched off",
  ],
  [/\bsql\s+backups\s+delete\b[^\n]{0,200}?--instance[=\s]["']?([\w.-]+)/i, "a database's backup deleted"],
  [
    /\b(?:aws\s+s3\s+rm\b[^\n]{0,200}?--recursive\b[^\n]{0,200}?|gsutil\s+(?:-m\s+)?rm\s+-r\w*\s+|gcloud\s+storage\s+rm\s+(?:-r|--recursive)\s+|rclone\s+(?:purge|delete)\s+)["'\x60]?((?:s3|gs):\/\/[\w.-]*backup[\w./-]*|[\w-]+:[\w.-]*backup[\w./-]*)/i,
    "the database backups deleted",
  ],
  [
    /\baws\s+s3\s+rm\s+["'\x60]?(s3:\/\/[\w.-]*backup[\w./-]*)[^\n]{0,200}?--recursive\b/i,
    "the database backups deleted",
  ],
  [
    /(s3:\/\/[\w.-]*backup[\w./-]*)[^\n]{0,120}?\baws\s+s3\s+rm\b[^\n]{0,120}?--recursive\b/i,
    "the database backups deleted",
  ],
  [/\bpgbackrest\b[^\n]{0,200}?--stanza[=\s]["']?([\w.-]+)[^\n]{0,100}?\bstanza-delete\b/i, "a backup stanza deleted"],
  [/\bpgbackrest\b[^\n]{0,100}?\bstanza-delete\b[^\n]{0,100}?--stanza[=\s]["']?([\w.-]+)/i, "a backup stanza deleted"],
  [/\bwal-g\s+delete\s+everything\b()/i, "every base backup and WAL segment deleted"],
];

/** WAL archiving pointed at nothing (`archive_command = '/bin/true'`, `cp %p /dev/null`) or switched off. */
const ARCHIVE_VOID =
  /\barchive_command\s{0,3}=\s{0,3}["']?\s{0,3}(?:\/bin\/true|true|exit\s+0|:|\/usr\/bin\/true|[^'"\n]{0,40}\/dev\/null)\s{0,3}["']?\s*(?:$|#|;)|\barchive_mode\s{0,3}=\s{0,3}["']?off\b/im;

/** Redis' every database flushed on a server that is not this machine (`redis-cli -h cache.example FLUSHALL`). */
const FLUSH_REMOTE =
  /\b(?:redis|valkey|keydb)-cli\b[^\n|;&]{0,200}?(?:-h\s+|-u\s+["']?rediss?:\/\/[^@\s]{0,80}@?)["']?(?!localhost\b|127\.|\[?::1\b)([\w.-]+\.[\w.-]+)[^\n|;&]{0,200}?\bflushall\b/i;

/** A migration file's path (Alembic versions, Django, Rails, Knex, Flyway, golang-migrate, sqitch). */
const MIGRATION_PATH = /(?:^|\/)(?:migrations?|migrate|versions|deploy|sql)\/[^/]+$|(?:^|\/)V\d+__[^/]+\.sql$/i;
/** Tables or a schema dropped with everything that depends on them. */
const DROP_CASCADE = /\bdrop\s+(?:table|schema)\s+(?:if\s+exists\s+)?[^;\n]{1,200}?\bcascade\b/i;
/** A way back that does nothing: Alembic's `def downgrade(): pass`, an empty Knex `down`, Rails' irreversible mark. */
const NO_WAY_BACK =
  /\bdef\s+downgrade\s*\(\s*\)\s*(?:->\s*None\s*)?:\s*(?:#[^\n]*)?\n?\s*(?:pass|\.\.\.)\s*(?:$|\n)|\bdown\s*[:=]?\s*(?:async\s*)?(?:function\s*)?\([^)]{0,40}\)\s*(?:=>\s*)?\{\s*\}|\bIrreversibleMigration\b/;

/** Hits for a database's backups or recoverability destroyed in `text` (`path`: the file it is written to, if any). */
export function dbBackupHits(text: string, path = ""): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  const lines = text.split("\n").slice(0, 4000);
  const end = text.length;
  for (const [re, why] of RUINS)
    for (const line of lines) {
      const m = re.exec(line);
      if (m === null || !setsInLine(line, re)) continue;
      const name = m[1] ?? "";
      if (name !== "" && THROWAWAY.test(name)) continue;
      return [hit("bash.db-backup-ruin", "bash_persistence", 0.86, 0, end, `${why}${name ? ` (${name})` : ""}`)];
    }
  if (lines.some((l) => setsInLine(l, ARCHIVE_VOID)))
    return [hit("bash.db-backup-ruin", "bash_persistence", 0.85, 0, end, "WAL archiving sent nowhere: no recovery")];
  const flush = lines.find((l) => setsInLine(l, FLUSH_REMOTE));
  if (flush !== undefined && !THROWAWAY.test(FLUSH_REMOTE.exec(flush)?.[1] ?? ""))
    return [hit("bash.db-backup-ruin", "bash_persistence", 0.85, 0, end, "every database of a remote cache flushed")];
  if (MIGRATION_PATH.test(path) && DROP_CASCADE.test(text) && NO_WAY_BACK.test(text))
    return [
      hit(
        "bash.db-backup-ruin",
        "bash_persistence",
        0.85,
        0,
        end,
        "a migration drops tables with everything depending on them and has no way back",
      ),
    ];
  return [];
}
