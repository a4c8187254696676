// Audit-log export: turns persisted guard actions (session entries) into one JSONL record per audit, review, detection or rejection.

import type { Action } from "../state/actions.ts";
import { auditsReducer, initialAudits, type AuditRecord, type AuditsState } from "../state/audits.ts";
import { outcomeWord, type OutcomeWord } from "../state/outcomes.ts";
import { ringEachNewest } from "../state/ring.ts";
import { recordEntries } from "./records/entries.ts";
import { ACTION_ENTRY_TYPE } from "./records/entry-types.ts";

/** The custom session entry type under which the runtime persists record actions (records/entry-types.ts). */
export { ACTION_ENTRY_TYPE };

export interface ExportedRecord {
  time: string;
  guard: AuditRecord["guard"];
  rule: string;
  scope?: string;
  scopeFile?: string;
  trigger: string;
  mode: string;
  target: string;
  status: AuditRecord["status"]["kind"];
  /** the outcome word the cards, fleet and widget show (src/state/outcomes.ts) */
  result: OutcomeWord;
  verdict?: string;
  outcome?: string;
  message?: string;
  reason?: string;
  model?: string;
  durationMs?: number;
  usage?: AuditRecord["usage"];
  cached?: boolean;
  shadow?: boolean;
  score?: number;
  evidence?: AuditRecord["evidence"];
  details?: Record<string, unknown>;
  /** a record born finished: why it never ran (audit/settled) */
  cause?: AuditRecord["cause"];
  id: string;
}

/** Persisted actions in entry order, each validated like a resume does (records/entries.ts); anything else is skipped. */
export function actionsFromEntries(entries: readonly unknown[]): Action[] {
  return recordEntries(entries).actions;
}

/** Replays actions into an unbounded-enough audits state (replay runs no effects). */
export function recordsFromActions(actions: readonly Action[]): AuditRecord[] {
  let state: AuditsState = initialAudits(Math.max(1000, actions.length + 1));
  for (const a of actions) state = auditsReducer(state, a);
  const out: AuditRecord[] = [];
  ringEachNewest(state.ring, (r) => {
    out.push(r);
  });
  return out.reverse();
}

function durationOf(r: AuditRecord): number | undefined {
  const s = r.status;
  if (s.kind === "passed" || s.kind === "warned" || s.kind === "failed" || s.kind === "errored")
    return Math.max(0, s.at - s.startedAt);
  return undefined;
}

export function toExported(r: AuditRecord): ExportedRecord {
  const out: ExportedRecord = {
    time: new Date(r.queuedAt).toISOString(),
    guard: r.guard,
    rule: r.rule,
    scope: r.source?.scope,
    scopeFile: r.source?.file,
    trigger: r.trigger,
    mode: r.mode,
    target: r.target,
    status: r.status.kind,
    result: outcomeWord(r),
    verdict: r.verdict,
    outcome: r.outcome,
    message: r.message ?? ("reason" in r.status ? r.status.reason : undefined),
    reason: r.reason,
    model: r.model,
    durationMs: durationOf(r),
    usage: r.usage,
    cached: r.cached || undefined,
    shadow: r.shadow || undefined,
    score: r.score,
    evidence: r.evidence,
    details: r.details,
    cause: r.cause,
    id: r.id,
  };
  for (const k of Object.keys(out) as (keyof ExportedRecord)[]) if (out[k] === undefined) delete out[k];
  return out;
}

export function exportJsonl(records: readonly AuditRecord[]): string {
  return records.map((r) => JSON.stringify(toExported(r))).join("\n") + (records.length ? "\n" : "");
}

export interface ParsedSessionFile {
  entries: unknown[];
  /** 1-based line numbers of lines that were not JSON */
  badLines: number[];
}

/** Why a parsed file is not a pi session file (undefined when it is): its first entry must be the `{"type":"session"}` header. */
export function sessionFileProblem(parsed: ParsedSessionFile): string | undefined {
  const first = parsed.entries[0] as { type?: unknown } | undefined;
  if (parsed.entries.length === 0)
    return parsed.badLines.length > 0 ? `none of its ${parsed.badLines.length} line(s) is JSON` : "it is empty";
  if (typeof first !== "object" || first === null || first.type !== "session")
    return 'its first JSON line is not a {"type":"session", …} header';
  if (parsed.badLines.length > 0 && parsed.badLines[0] < 2) return "its first line is not JSON";
  return undefined;
}

/** Parses a pi session .jsonl file leniently: a broken line is reported, not fatal. */
export function parseSessionJsonl(text: string): ParsedSessionFile {
  const entries: unknown[] = [];
  const badLines: number[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    try {
      entries.push(JSON.parse(line));
    } catch {
      badLines.push(i + 1);
    }
  }
  return { entries, badLines };
}
