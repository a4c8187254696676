// The sentinel auditor's verdict tool `audit_verdict` {verdict: pass|warn|fail, message} and its checks.

import { Type } from "typebox";
import type { Verdict } from "../../state/config-model.ts";
import type { VerdictTool } from "../sideloop.ts";

export const VERDICT_TOOL_NAME = "audit_verdict";
export const VERDICT_MESSAGE_MAX = 2000;

export interface AuditVerdict {
  verdict: Verdict;
  message: string;
}

/** The message a fail verdict gets when the auditor gave none (a fail is never turned into a broken audit). */
export const DEFAULT_FAIL_MESSAGE = "the auditor failed this call without giving a reason";

const SEVERITY: Record<Verdict, number> = { pass: 0, warn: 1, fail: 2 };

export const auditVerdictTool: VerdictTool<AuditVerdict> = {
  name: VERDICT_TOOL_NAME,
  description:
    "Report the audit result. verdict: pass (no problem), warn (a concern worth telling the agent), fail (a violation). " +
    `message: one or two sentences naming the problem (at most ${VERDICT_MESSAGE_MAX} characters).`,
  parameters: Type.Object({
    verdict: Type.Union([Type.Literal("pass"), Type.Literal("warn"), Type.Literal("fail")]),
    message: Type.Optional(Type.String()),
  }),
  validate(args) {
    const v = args.verdict;
    if (v !== "pass" && v !== "warn" && v !== "fail")
      return { ok: false, error: `verdict must be pass, warn or fail (got ${JSON.stringify(v)})` };
    const raw = typeof args.message === "string" ? args.message.trim() : "";
    if (args.message !== undefined && typeof args.message !== "string" && v !== "fail")
      return { ok: false, error: "message must be a string" };
    const message = raw.length === 0 && v === "fail" ? DEFAULT_FAIL_MESSAGE : raw;
    return {
      ok: true,
      value: {
        verdict: v,
        message: message.length > VERDICT_MESSAGE_MAX ? `${message.slice(0, VERDICT_MESSAGE_MAX - 1)}…` : message,
      },
    };
  },
  severity: (value) => SEVERITY[value.verdict],
  maxSeverity: SEVERITY.fail,
};
