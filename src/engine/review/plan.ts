// What one tool call means to the reviewers (pure): who reviews before and after, the file it changes, the requests, the report.

import type { Action } from "../../state/actions.ts";
import type { ResolvedSettings, SourcedReviewer } from "../../state/config-model.ts";
import type { NoticeLevel } from "../guard-ports.ts";
import type { ResultChange } from "../pipeline.ts";
import { afterDiagnostic, beforeDecision, type ReviewOutcome } from "./outcome.ts";
import type { ReviewRequest } from "./run.ts";
import { FILE_TOOLS, globPathFor, resolveToolPath, reviewersFor } from "./select.ts";
import { afterFileSubject, beforeFileSubject, cardDataOf, targetLabel, toolInputSubject } from "./subject.ts";

/** A tool call as the reviewers see it (pi's tool_call event, narrowed). */
export interface ReviewCall {
  toolName: string;
  toolCallId: string;
  input: unknown;
}

/** A tool result as the reviewers see it. */
export interface ReviewResult extends ReviewCall {
  content: readonly { type: string; text?: string }[];
  isError: boolean;
  structuredContent?: unknown;
}

export type Supervisor = ResolvedSettings["supervisor"];

/** The file an edit/write changes: absolute, and cwd-relative for rules-file globs and labels. */
export interface ChangedFile {
  abs: string;
  rel: string;
}

/** The content before the tool ran, read at tool_call (tool_result is too late). */
export interface Capture extends ChangedFile {
  before: string | null;
}

export interface CallPlan {
  input: Record<string, unknown>;
  file?: ChangedFile;
  before: SourcedReviewer[];
  after: SourcedReviewer[];
}

export function inputOf(call: ReviewCall): Record<string, unknown> {
  return (call.input ?? {}) as Record<string, unknown>;
}

/** The file an edit/write call changes (pi's path resolution); undefined for other tools. */
export function changedFile(toolName: string, input: Record<string, unknown>, cwd: string): ChangedFile | undefined {
  if (!FILE_TOOLS.includes(toolName) || typeof input.path !== "string") return undefined;
  const abs = resolveToolPath(input.path, cwd);
  return { abs, rel: globPathFor(abs, cwd) };
}

/** Which enabled reviewers review this call before it runs and after, and the file it changes. */
export function planCall(reviewers: readonly SourcedReviewer[], call: ReviewCall, cwd: string): CallPlan {
  const input = inputOf(call);
  const file = changedFile(call.toolName, input, cwd);
  return {
    input,
    ...(file ? { file } : {}),
    before: reviewersFor(reviewers, "before", call.toolName),
    after: reviewersFor(reviewers, "after", call.toolName),
  };
}

/** A review request without the host's parts (cwd, ctx, signal, event). */
export type RequestBase = Omit<ReviewRequest, "cwd" | "ctx" | "signal" | "event">;

/** The before-review of a call: the file as it would be after the edit, or the tool input. */
export function beforeRequest(plan: CallPlan, call: ReviewCall, current: string | null, sup: Supervisor): RequestBase {
  const { file, input } = plan;
  return {
    trigger: "before",
    toolName: call.toolName,
    target: targetLabel(call.toolName, input, file?.rel),
    filePath: file?.rel,
    subject: () =>
      file
        ? beforeFileSubject(call.toolName, file.rel, current, input, sup.maxFileContextChars)
        : toolInputSubject(call.toolName, input, sup.maxFileContextChars),
    reviewers: plan.before,
    supervisor: sup,
  };
}

export function resultText(content: ReviewResult["content"]): string {
  return content.map((c) => (c.type === "text" ? (c.text ?? "") : `[${c.type}]`)).join("\n");
}

/**
 * The after-review of a result: the real before/after change for edit/write (none when the file did not change or
 * could not be read), the input and output for other tools.
 */
export function afterRequest(
  result: ReviewResult,
  reviewers: readonly SourcedReviewer[],
  capture: Capture | undefined,
  after: string | null,
  sup: Supervisor,
): RequestBase | undefined {
  const tool = result.toolName;
  const input = inputOf(result);
  const base = { trigger: "after" as const, toolName: tool, reviewers, supervisor: sup };
  if (FILE_TOOLS.includes(tool)) {
    if (!capture || after === null || after === capture.before) return undefined; // nothing changed
    return {
      ...base,
      target: targetLabel(tool, input, capture.rel),
      filePath: capture.rel,
      subject: () => afterFileSubject(tool, capture.rel, capture.before, after, sup.maxFileContextChars),
    };
  }
  return {
    ...base,
    target: targetLabel(tool, input),
    subject: () => toolInputSubject(tool, input, sup.maxFileContextChars, resultText(result.content)),
  };
}

export type GateOutcome = "blocked" | "annotated" | "allowed";

/** What to record and show for one review round. */
export interface ReviewReport {
  notices: { message: string; level: NoticeLevel }[];
  actions: Action[];
  card?: ReturnType<typeof cardDataOf>;
  /** problems now shown (the caller remembers them: each is shown once per session) */
  shown: string[];
}

/** Condition errors every time, other problems once; the outcome on each rejecting (or blocking-broken) record; the card. */
export function reportOf(
  o: ReviewOutcome,
  outcome: GateOutcome,
  reason: string | undefined,
  alreadyShown: ReadonlySet<string>,
  at: number,
): ReviewReport {
  const report: ReviewReport = { notices: [], actions: [], shown: [] };
  const shown = new Set(alreadyShown);
  for (const r of o.results) {
    if (r.conditionError && r.error)
      report.notices.push({
        message: `pi-sentinel reviewer "${r.reviewer}": ${r.error}${o.trigger === "before" ? " (call blocked)" : ""}`,
        level: "error",
      });
    for (const p of r.problems) {
      if (r.conditionError || shown.has(p)) continue;
      shown.add(p);
      report.shown.push(p);
      report.notices.push({ message: `pi-sentinel reviewer "${r.reviewer}": ${p}`, level: "warning" });
    }
    if (r.auditId && outcome !== "allowed" && (r.status === "rejected" || (outcome === "blocked" && r.conditionError)))
      report.actions.push({
        type: "audit/outcomeRecorded",
        auditId: r.auditId,
        outcome,
        ...(reason ? { reason } : {}),
        at,
      });
  }
  const card = cardDataOf(o, outcome);
  if (card.reviewers.length > 0) report.card = card;
  return report;
}

/** The before-review's gate: block with the reason, or allow. */
export function gateOf(o: ReviewOutcome): { outcome: GateOutcome; reason?: string } {
  const d = beforeDecision(o);
  return d.block ? { outcome: "blocked", reason: d.reason } : { outcome: "allowed" };
}

/** The after-review's diagnostic appended to the result the agent sees (its structured content kept). */
export function annotate(
  result: ReviewResult,
  o: ReviewOutcome,
): { outcome: GateOutcome; change?: ResultChange; reason?: string } {
  const diagnostic = afterDiagnostic(o);
  if (!diagnostic) return { outcome: "allowed" };
  return {
    outcome: "annotated",
    reason: diagnostic,
    change: {
      content: [...result.content, { type: "text", text: diagnostic }],
      ...(result.structuredContent !== undefined ? { structuredContent: result.structuredContent } : {}),
    },
  };
}
