// Selectors of the audits slice: one record, the active ones, a window in fleet order, per-rule counts.

import type { AuditRecord } from "./audit-record.ts";
import type { AuditsState, RuleCounts } from "./audits.ts";
import { ringEachNewest, ringGet, ringSize } from "./ring.ts";

export function selectAudit(s: AuditsState, id: string): AuditRecord | undefined {
  return ringGet(s.ring, id);
}

export function selectActiveAudits(s: AuditsState): AuditRecord[] {
  return s.active.map((id) => ringGet(s.ring, id)).filter((r): r is AuditRecord => r !== undefined);
}

export function selectRecordCount(s: AuditsState): number {
  return ringSize(s.ring);
}

/**
 * A window of records in fleet order (active first, oldest active first; then finished, newest first),
 * skipping `offset` and taking `limit`, optionally filtered. Cost follows offset + limit, not history size.
 */
export function selectRecordWindow(
  s: AuditsState,
  offset: number,
  limit: number,
  keep: (r: AuditRecord) => boolean = () => true,
): AuditRecord[] {
  const out: AuditRecord[] = [];
  let skipped = 0;
  const take = (r: AuditRecord): boolean => {
    if (!keep(r)) return true;
    if (skipped < offset) {
      skipped++;
      return true;
    }
    out.push(r);
    return out.length < limit;
  };
  for (const r of selectActiveAudits(s)) if (!take(r)) return out;
  const activeSet = new Set(s.active);
  ringEachNewest(s.ring, (r) => (activeSet.has(r.id) ? true : take(r)));
  return out;
}

export function selectRuleCounts(s: AuditsState, rule: string): RuleCounts | undefined {
  return s.byRule[rule];
}
