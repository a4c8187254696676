// What one scheduled audit's outcome means: the past-tense actions to record, the result the gate decides on, cooldown and cache.

import type { Action, AuditQueued } from "../../state/actions.ts";
import type { SideLoopResult } from "../sideloop.ts";
import type { AuditResult } from "./gate.ts";
import type { SchedOutcome } from "./scheduler.ts";
import type { AuditVerdict } from "./verdict.ts";

export type AuditRecord = Omit<AuditQueued, "type" | "at">;

export interface Settlement {
  actions: Action[];
  result: AuditResult;
  /** the rule rests after this outcome (it broke: crash, model error, timeout, invalid verdict) */
  cooldown: boolean;
  /** a verdict worth caching under the audit's key */
  cacheable?: AuditVerdict;
}

/** Pure: the outcome of one audit the scheduler ran or dropped, at time `at`. */
export function settleOutcome(
  record: AuditRecord,
  outcome: SchedOutcome<SideLoopResult<AuditVerdict>>,
  at: number,
): Settlement {
  const auditId = record.auditId;
  const failed = (message: string, usage?: SideLoopResult<AuditVerdict>["usage"]): Settlement => ({
    actions: [{ type: "audit/failed", auditId, message, ...(usage ? { usage } : {}), at }],
    result: { kind: "failed", auditId, error: message },
    cooldown: true,
  });
  const cancelled = (reason: string, result: AuditResult): Settlement => ({
    actions: [{ type: "audit/cancelled", auditId, reason, at }],
    result,
    cooldown: false,
  });
  if (outcome.kind === "dropped") {
    const { cause, reason } = outcome;
    switch (cause.kind) {
      case "crashed":
        return failed(reason);
      case "busy":
      case "saturated":
        // overlap ignore: the rule did not run this time, nothing broke; it was never admitted (no queued record)
        return {
          actions: [{ type: "audit/settled", ...record, ending: "skipped", cause, reason, at }],
          result: { kind: "skipped", auditId, reason },
          cooldown: false,
        };
      case "replaced":
        return cancelled(reason, { kind: "skipped", auditId, reason });
      case "cancelled":
      case "agentAborted":
      case "sessionEnded":
        // a gated call follows the rule's onFailure
        return cancelled(reason, { kind: "failed", auditId, error: reason });
      default: {
        const never: never = cause;
        return never;
      }
    }
  }
  const r = outcome.value;
  if (r.ok) {
    const { verdict, message } = r.value;
    return {
      actions: [{ type: "audit/finished", auditId, verdict, message, usage: r.usage, cached: false, at }],
      result: { kind: "verdict", auditId, verdict, message, cached: false },
      cooldown: false,
      cacheable: r.value,
    };
  }
  if (r.kind === "aborted") return cancelled(r.error, { kind: "failed", auditId, error: r.error });
  return failed(r.error, r.usage);
}
