// Audits slice: a bounded ring of every guard record (audits, reviews, detections, rejections) with per-rule counts.

import type { Draft } from "immer";
import { produce } from "./immer.ts";
import type { Action } from "./actions.ts";
import type { Verdict } from "./config-model.ts";
import { auditRecordOf, instantRecord, judgingRecord, type AuditRecord, type AuditStatus } from "./audit-record.ts";
import { emptyRing, ringGet, ringPush, ringUpdate, type Ring } from "./ring.ts";

export type { AuditRecord, AuditStatus, AuditStatusKind } from "./audit-record.ts";
export { FINAL_STATUSES } from "./audit-record.ts";

export interface RuleCounts {
  audits: number;
  passes: number;
  warns: number;
  fails: number;
  errors: number;
  blocks: number;
  /** the rule's latest finished record (views name it with outcomeWord) */
  lastId?: string;
  cooldownUntil?: number;
}

export interface AuditsState {
  ring: Ring<AuditRecord>;
  /** ids of queued or running records, oldest first (small) */
  active: string[];
  byRule: Record<string, RuleCounts>;
  totals: {
    blocked: number;
    warned: number;
    findings: number;
    detections: number;
    rejections: number;
    errors: number;
    unaudited: number;
  };
}

export const DEFAULT_HISTORY = 500;

export function initialAudits(capacity = DEFAULT_HISTORY): AuditsState {
  return {
    ring: emptyRing<AuditRecord>(capacity),
    active: [],
    // null prototype: a rule named "__proto__" or "constructor" is an ordinary key here, never Object.prototype
    byRule: Object.create(null) as Record<string, RuleCounts>,
    totals: { blocked: 0, warned: 0, findings: 0, detections: 0, rejections: 0, errors: 0, unaudited: 0 },
  };
}

const TAIL_LIMIT = 2048;

function countsFor(draft: Draft<AuditsState>, rule: string): Draft<RuleCounts> {
  return (draft.byRule[rule] ??= { audits: 0, passes: 0, warns: 0, fails: 0, errors: 0, blocks: 0 });
}

function removeActive(draft: Draft<AuditsState>, id: string): void {
  const i = draft.active.indexOf(id);
  if (i >= 0) draft.active.splice(i, 1);
}

function startedAtOf(status: AuditStatus): number {
  return status.kind === "running" ? status.startedAt : status.kind === "queued" ? status.at : 0;
}

function finish(
  draft: Draft<AuditsState>,
  rec: Draft<AuditRecord>,
  verdict: Verdict,
  message: string,
  at: number,
): void {
  const startedAt = startedAtOf(rec.status) || at;
  rec.verdict = verdict;
  rec.message = message;
  rec.status =
    verdict === "pass"
      ? { kind: "passed", startedAt, at }
      : verdict === "warn"
        ? { kind: "warned", startedAt, at }
        : { kind: "failed", startedAt, at };
  removeActive(draft, rec.id);
  const c = countsFor(draft, rec.rule);
  c.lastId = rec.id;
  if (verdict === "pass") c.passes++;
  else if (verdict === "warn") c.warns++;
  else c.fails++;
}

function isActive(rec: AuditRecord | undefined): rec is AuditRecord {
  return rec !== undefined && (rec.status.kind === "queued" || rec.status.kind === "running");
}

export function auditsRecipe(draft: Draft<AuditsState>, action: Action): void {
  switch (action.type) {
    case "audit/queued": {
      const rec = auditRecordOf(action, { kind: "queued", at: action.at });
      if (ringPush(draft.ring, rec) === undefined) return;
      draft.active.push(action.auditId);
      pruneActive(draft);
      countsFor(draft, action.rule).audits++;
      return;
    }
    case "audit/settled": {
      // born finished: never active; counted as the old queued-then-skipped/failed pair was
      const status: AuditStatus =
        action.ending === "errored"
          ? { kind: "errored", startedAt: action.at, at: action.at, message: action.reason }
          : { kind: "skipped", at: action.at, reason: action.reason };
      const rec = auditRecordOf(action, status);
      rec.cause = action.cause;
      if (action.ending === "errored") rec.message = action.reason;
      if (ringPush(draft.ring, rec) === undefined) return;
      const c = countsFor(draft, action.rule);
      c.audits++;
      c.lastId = action.auditId;
      if (action.ending === "errored") {
        c.errors++;
        draft.totals.errors++;
      }
      return;
    }
    case "audit/started":
      ringUpdate(draft.ring, action.auditId, (rec) => {
        if (rec.status.kind !== "queued") return;
        rec.status = { kind: "running", startedAt: action.at };
        if (action.model) rec.model = action.model;
      });
      return;
    case "audit/progressed":
      ringUpdate(draft.ring, action.auditId, (rec) => {
        if (rec.status.kind !== "running") return;
        rec.turns = action.turns;
        rec.toolCalls = action.toolCalls;
        rec.tail = action.tail.length > TAIL_LIMIT ? action.tail.slice(-TAIL_LIMIT) : action.tail;
      });
      return;
    case "audit/steered":
      ringUpdate(draft.ring, action.auditId, (rec) => {
        if (rec.status.kind !== "running" && rec.status.kind !== "queued") return;
        rec.steering.push({ text: action.text, at: action.at });
      });
      return;
    case "audit/cancelRequested":
      ringUpdate(draft.ring, action.auditId, (rec) => {
        if (isActive(rec)) rec.cancelRequested = true;
      });
      return;
    case "audit/finished": {
      const rec = ringGet(draft.ring, action.auditId) as Draft<AuditRecord> | undefined;
      if (rec?.status.kind !== "running") return;
      rec.usage = action.usage;
      rec.cached = action.cached;
      if (action.details) rec.details = action.details;
      finish(draft, rec, action.verdict, action.message, action.at);
      return;
    }
    case "audit/cacheHit": {
      const rec = ringGet(draft.ring, action.auditId) as Draft<AuditRecord> | undefined;
      if (!isActive(rec)) return;
      rec.cached = true;
      finish(draft, rec as Draft<AuditRecord>, action.verdict, action.message, action.at);
      return;
    }
    case "audit/failed": {
      const rec = ringGet(draft.ring, action.auditId) as Draft<AuditRecord> | undefined;
      if (!isActive(rec)) return;
      const r = rec as Draft<AuditRecord>;
      r.status = {
        kind: "errored",
        startedAt: startedAtOf(r.status) || action.at,
        at: action.at,
        message: action.message,
      };
      r.message = action.message;
      if (action.usage) r.usage = action.usage;
      removeActive(draft, r.id);
      const c = countsFor(draft, r.rule);
      c.errors++;
      c.lastId = r.id;
      draft.totals.errors++;
      return;
    }
    case "audit/cancelled":
    case "audit/skipped": {
      const rec = ringGet(draft.ring, action.auditId) as Draft<AuditRecord> | undefined;
      if (!isActive(rec)) return;
      const r = rec as Draft<AuditRecord>;
      r.status = {
        kind: action.type === "audit/cancelled" ? "cancelled" : "skipped",
        at: action.at,
        reason: action.reason,
      };
      removeActive(draft, r.id);
      countsFor(draft, r.rule).lastId = r.id;
      return;
    }
    case "audit/outcomeRecorded":
      ringUpdate(draft.ring, action.auditId, (rec) => {
        if (rec.outcome === action.outcome) return;
        rec.outcome = action.outcome;
        if (action.reason !== undefined) rec.reason = action.reason;
        if (action.outcome === "blocked") {
          countsFor(draft, rec.rule).blocks++;
          draft.totals.blocked++;
        } else if (action.outcome === "annotated") draft.totals.warned++;
        else if (action.outcome === "unaudited") draft.totals.unaudited++;
      });
      return;
    case "finding/injected":
      draft.totals.findings++;
      ringUpdate(draft.ring, action.auditId, (rec) => {
        rec.outcome = "injected";
      });
      return;
    case "finding/deduped":
      ringUpdate(draft.ring, action.auditId, (rec) => {
        rec.outcome = "deduped";
      });
      return;
    case "config/loaded":
      draft.ring.capacity = Math.max(1, action.snapshot.settings.defaults.historySize || DEFAULT_HISTORY);
      return;
    case "rule/cooldownStarted":
      countsFor(draft, action.rule).cooldownUntil = action.until;
      return;
    case "injection/judgeStarted": {
      if (ringPush(draft.ring, judgingRecord(action)) === undefined) return;
      draft.active.push(action.id);
      pruneActive(draft);
      return;
    }
    case "injection/scanned":
    case "injection/violationLogged":
    case "prompt/rejected":
    case "prompt/unknownCommand": {
      const rec = instantRecord(action);
      if (!rec) return;
      // a judgement in flight is finished in place (one lifecycle: started -> finished), keeping when it started
      const running = ringGet(draft.ring, rec.id) as Draft<AuditRecord> | undefined;
      if (running) {
        if (running.guard !== "injection" || running.status.kind !== "running") return;
        const startedAt = running.status.startedAt;
        Object.assign(running, rec, { queuedAt: startedAt, status: { ...rec.status, startedAt } });
        removeActive(draft, rec.id);
      } else if (ringPush(draft.ring, rec) === undefined) return;
      countInstant(draft, rec);
      return;
    }
    default:
      return;
  }
}

/** Counts of a record that is born finished (detection, violation report, prompt rejection). */
function countInstant(draft: Draft<AuditsState>, rec: AuditRecord): void {
  if (rec.rule === "sentinel_log_violation") {
    draft.totals.detections++;
    return;
  }
  const c = countsFor(draft, rec.rule);
  c.audits++;
  c.lastId = rec.id;
  // a text the injection judge called clean is no detection (its record shows the judge's verdict and cost)
  if (rec.guard === "injection" && !(rec.verdict === "pass" && rec.status.kind === "passed")) draft.totals.detections++;
  if (rec.verdict === "fail") {
    c.fails++;
    c.blocks++;
    draft.totals.blocked++;
    if (rec.guard === "prompt") draft.totals.rejections++;
  } else if (rec.verdict === "warn") {
    c.warns++;
    draft.totals.warned++;
  }
}

/** Active ids whose records were evicted from the ring are dropped (only possible with a tiny capacity). */
function pruneActive(draft: Draft<AuditsState>): void {
  if (draft.active.length <= draft.ring.capacity) return;
  draft.active = draft.active.filter((id) => ringGet(draft.ring, id) !== undefined);
}

export const auditsReducer = produce(auditsRecipe);

// ---- selectors (audits-select.ts) ------------------------------------------------------------------

export {
  selectActiveAudits,
  selectAudit,
  selectRecordCount,
  selectRecordWindow,
  selectRuleCounts,
} from "./audits-select.ts";
