// Guard records: the AuditRecord shape every guard shares, and the records born finished (detections, rejections).

import type {
  Action,
  AuditQueued,
  AuditToolCall,
  EvidenceItem,
  GuardKind,
  Outcome,
  SettleCause,
  Usage,
} from "./actions.ts";
import type { RuleSource, Verdict } from "./config-model.ts";
import { judgeSummary } from "./judge.ts";

export type AuditStatus =
  | { kind: "queued"; at: number }
  | { kind: "running"; startedAt: number }
  | { kind: "passed"; startedAt: number; at: number }
  | { kind: "warned"; startedAt: number; at: number }
  | { kind: "failed"; startedAt: number; at: number }
  | { kind: "errored"; startedAt: number; at: number; message: string }
  | { kind: "cancelled"; at: number; reason: string }
  | { kind: "skipped"; at: number; reason: string };

export type AuditStatusKind = AuditStatus["kind"];
export const FINAL_STATUSES: readonly AuditStatusKind[] = [
  "passed",
  "warned",
  "failed",
  "errored",
  "cancelled",
  "skipped",
];

export interface AuditRecord {
  id: string;
  guard: GuardKind;
  rule: string;
  source?: RuleSource;
  trigger: string;
  mode: string;
  target: string;
  model?: string;
  queuedAt: number;
  status: AuditStatus;
  prompt?: string;
  scopeSummary?: string;
  unresolved: string[];
  toolCalls: AuditToolCall[];
  turns: number;
  tail: string;
  steering: { text: string; at: number }[];
  verdict?: Verdict;
  message?: string;
  usage?: Usage;
  cached: boolean;
  shadow: boolean;
  outcome?: Outcome;
  /** the exact text the agent received when the record blocked or annotated something */
  reason?: string;
  score?: number;
  evidence?: EvidenceItem[];
  original?: string;
  details?: Record<string, unknown>;
  cancelRequested?: boolean;
  /** why a record born finished never ran (audit/settled) */
  cause?: SettleCause;
}

/**
 * What a record supports from its guard: sentinel audits take steering and cancel, reviews and injection judgements
 * cancel, born-finished records neither.
 */
export interface RecordCapabilities {
  steer: boolean;
  cancel: boolean;
}

export function capabilitiesOf(
  r: Pick<AuditRecord, "guard" | "status" | "cancelRequested"> & Partial<Pick<AuditRecord, "mode">>,
): RecordCapabilities {
  const live = (r.status.kind === "queued" || r.status.kind === "running") && r.cancelRequested !== true;
  const cancellable =
    r.guard === "sentinel" || r.guard === "reviewer" || (r.guard === "injection" && r.mode === "judged");
  return { steer: live && r.guard === "sentinel", cancel: live && cancellable };
}

/** The running record of an injection judgement in flight; `injection/scanned` with its id finishes it. */
export function judgingRecord(a: Extract<Action, { type: "injection/judgeStarted" }>): AuditRecord {
  return newRecord({
    id: a.id,
    guard: "injection",
    rule: "injection-scanner",
    trigger: a.surface === "tool_result" ? "tool_result" : "tool_call",
    mode: "judged",
    target: a.target,
    queuedAt: a.at,
    status: { kind: "running", startedAt: a.at },
    score: a.score,
    ...(a.model ? { model: a.model } : {}),
    message: `judging injection with ${a.model ?? "the judge"} (score ${a.score.toFixed(2)} on ${a.surface})`,
  });
}

export function newRecord(
  base: Pick<AuditRecord, "id" | "guard" | "rule" | "trigger" | "mode" | "target" | "queuedAt" | "status"> &
    Partial<AuditRecord>,
): AuditRecord {
  return { unresolved: [], toolCalls: [], turns: 0, tail: "", steering: [], cached: false, shadow: false, ...base };
}

/** The record an `audit/queued` or `audit/settled` action describes, with the given status. */
export function auditRecordOf(a: Omit<AuditQueued, "type">, status: AuditStatus): AuditRecord {
  return newRecord({
    id: a.auditId,
    guard: a.guard,
    rule: a.rule,
    source: a.source,
    trigger: a.trigger,
    mode: a.mode,
    target: a.target,
    model: a.model,
    queuedAt: a.at,
    status,
    prompt: a.prompt,
    scopeSummary: a.scopeSummary,
    unresolved: a.unresolved ?? [],
    shadow: a.shadow ?? false,
  });
}

type InstantAction = Extract<
  Action,
  { type: "injection/scanned" | "injection/violationLogged" | "prompt/rejected" | "prompt/unknownCommand" }
>;

/** The finished record an instant action stands for; a clean injection scan makes none. */
export function instantRecord(action: InstantAction): AuditRecord | undefined {
  const at = action.at;
  switch (action.type) {
    case "injection/scanned": {
      // a clean scan makes no record, unless a judge was asked (its verdict and cost are worth seeing)
      if (action.decision === "allow" && !action.error && !action.judge) return undefined;
      const kind = action.decision === "block" ? "failed" : action.decision === "warn" ? "warned" : "passed";
      const onResult = action.surface === "tool_result";
      const judge = action.judge;
      // a judged scan took the judge's time: the record starts when the judge was asked
      const start = judge ? Math.max(0, at - judge.durationMs) : at;
      const scanned = action.error ?? `score ${action.score.toFixed(2)} on ${action.surface}`;
      return newRecord({
        id: action.id,
        guard: "injection",
        rule: "injection-scanner",
        trigger: onResult ? "tool_result" : "tool_call",
        mode: judge ? "judged" : action.decision === "block" ? "blocking" : "warn",
        target: action.target,
        queuedAt: start,
        status: action.error
          ? { kind: "errored", startedAt: start, at, message: action.error }
          : { kind, startedAt: start, at },
        score: action.score,
        evidence: action.evidence,
        original: action.original,
        reason: action.reason,
        message: judge ? `${scanned} · ${judgeSummary(judge)}${judge.reason ? `: ${judge.reason}` : ""}` : scanned,
        ...(judge ? { details: { judge: { ...judge } } } : {}),
        ...(judge?.model ? { model: judge.model } : {}),
        ...(judge?.usage ? { usage: judge.usage } : {}),
        verdict: action.decision === "block" ? "fail" : action.decision === "warn" ? "warn" : "pass",
        outcome:
          action.decision === "block"
            ? onResult
              ? "withheld"
              : "blocked"
            : action.decision === "warn"
              ? onResult
                ? "wrapped"
                : "recorded"
              : "allowed",
      });
    }
    case "injection/violationLogged":
      return newRecord({
        id: action.id,
        guard: "injection",
        rule: "sentinel_log_violation",
        trigger: "agent",
        mode: "report",
        target: action.source ?? "",
        queuedAt: at,
        status: { kind: "warned", startedAt: at, at },
        verdict: "warn",
        message: action.description,
        outcome: "recorded",
      });
    case "prompt/rejected":
    case "prompt/unknownCommand": {
      const isReject = action.type === "prompt/rejected";
      const blocked = isReject || action.blocked;
      const reason = isReject ? action.reason : `unknown command /${action.command}`;
      return newRecord({
        id: action.id,
        guard: "prompt",
        rule: "prompt-guard",
        trigger: "input",
        mode: blocked ? "blocking" : "warn",
        target: `/${action.command}${isReject && action.args ? ` ${action.args}` : ""}`,
        queuedAt: at,
        status: blocked ? { kind: "failed", startedAt: at, at } : { kind: "warned", startedAt: at, at },
        verdict: blocked ? "fail" : "warn",
        message: reason,
        reason,
        outcome: blocked ? "rejected" : "recorded",
        source: isReject && action.file ? { scope: "project", file: action.file } : undefined,
      });
    }
    default: {
      const never: never = action;
      return never;
    }
  }
}
