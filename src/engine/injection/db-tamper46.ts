// A data store's own record of who did what erased or silenced, in any text: recent or one actor's audit rows deleted, the profiler's record dropped, audit logging set to nothing.

import { hit } from "./bash-facts.ts";
import { setsInLine } from "./setting-line45.ts";
import type { Hit } from "./types.ts";

/** Literal gate: an audit table, the profiler, audit logging settings. */
const GATE = /audit|system\.profile|log_statement|history|_logs?\b/i;

/**
 * Audit rows deleted by who or when: `DELETE FROM audit.events WHERE actor = '…'`, `… WHERE created_at >= now() - …`.
 * Deleting rows older than a cut-off (`created_at < now() - interval '1 year'`), a retention job, stays quiet.
 */
const AUDIT_DELETE =
  /\bdelete\s+from\s+["']?(?:audit\w*\.\w+|\w*audit\w*|\w+_(?:log|logs|history))["']?\s+where\b[^;\n]{0,200}?(?:\b(?:actor|user_?id|username|user_name|performed_by|changed_by|principal)\s*(?:=|in\b)|\b\w*(?:_at|time|ts|date)\s*>=?\s*(?:now\(\)|current_(?:date|timestamp)|'\d{4}-))/i;
/** The profiler's record dropped (`db.system.profile.drop()`), audit logging set to nothing. */
const SILENCED =
  /\bsystem\.profile\.drop\s*\(|\bpgaudit\.log\s*(?:=|to)\s*'?none\b|\blog_statement\s*(?:=|to)\s*'?none\b|\baudit_log_policy\s*=\s*'?none\b|\bauditLog\s*:\s*\{?\s*destination\s*:\s*["']?(?:none|null)\b/i;

/** Hits for a data store's audit record erased or silenced in `text`. */
export function dbTamperHits(text: string): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  for (const line of text.split("\n").slice(0, 4000)) {
    if (setsInLine(line, AUDIT_DELETE))
      return [
        hit("bash.db-audit-erased", "bash_persistence", 0.85, 0, text.length, "audit rows deleted by who or when"),
      ];
    if (setsInLine(line, SILENCED))
      return [
        hit(
          "bash.db-audit-erased",
          "bash_persistence",
          0.85,
          0,
          text.length,
          "the data store's record of who did what dropped or switched off",
        ),
      ];
  }
  return [];
}
