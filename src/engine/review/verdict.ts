// The reviewer's verdict tool `review_verdict` {status: passed|rejected, conclusion, findings[{rule?, line?, message}]} and its checks.

import { Type } from "typebox";
import type { VerdictTool } from "../sideloop.ts";

export const REVIEW_VERDICT_TOOL = "review_verdict";
const TEXT_MAX = 2000;
const FINDINGS_MAX = 50;
/** A rejection without a conclusion is still a rejection. */
export const DEFAULT_REJECT_CONCLUSION = "the reviewer rejected this change without giving a conclusion";

export interface ReviewFinding {
  rule?: string;
  line?: number;
  message: string;
}

export interface ReviewVerdict {
  status: "passed" | "rejected";
  conclusion: string;
  findings: ReviewFinding[];
}

function clip(s: string): string {
  const t = s.trim();
  return t.length > TEXT_MAX ? `${t.slice(0, TEXT_MAX - 1)}…` : t;
}

export const reviewVerdictTool: VerdictTool<ReviewVerdict> = {
  name: REVIEW_VERDICT_TOOL,
  description:
    "Report the review result. status: passed (the change follows every rule) or rejected (it breaks at least one rule). " +
    "conclusion: one or two sentences. findings: one entry per violation, with the rule it breaks, the line number in the " +
    "modified file when there is one, and what is wrong.",
  parameters: Type.Object({
    status: Type.Union([Type.Literal("passed"), Type.Literal("rejected")]),
    conclusion: Type.Optional(Type.String()),
    findings: Type.Optional(
      Type.Array(
        Type.Object({
          rule: Type.Optional(Type.String()),
          line: Type.Optional(Type.Integer()),
          message: Type.String(),
        }),
      ),
    ),
  }),
  validate(args) {
    const status = args.status;
    if (status !== "passed" && status !== "rejected")
      return { ok: false, error: `status must be passed or rejected (got ${JSON.stringify(status)})` };
    if (args.conclusion !== undefined && typeof args.conclusion !== "string" && status !== "rejected")
      return { ok: false, error: "conclusion must be a string" };
    const raw = Array.isArray(args.findings) ? (args.findings as unknown[]) : [];
    const findings: ReviewFinding[] = [];
    for (const f of raw.slice(0, FINDINGS_MAX)) {
      if (!f || typeof f !== "object" || typeof (f as ReviewFinding).message !== "string") continue;
      const r = f as ReviewFinding;
      findings.push({
        ...(typeof r.rule === "string" && r.rule.trim() ? { rule: clip(r.rule) } : {}),
        ...(typeof r.line === "number" && Number.isInteger(r.line) && r.line > 0 ? { line: r.line } : {}),
        message: clip(r.message),
      });
    }
    const conclusion = typeof args.conclusion === "string" ? clip(args.conclusion) : "";
    return {
      ok: true,
      value: { status, conclusion: conclusion || (status === "rejected" ? DEFAULT_REJECT_CONCLUSION : ""), findings },
    };
  },
  severity: (value) => (value.status === "rejected" ? 1 : 0),
  maxSeverity: 1,
};
