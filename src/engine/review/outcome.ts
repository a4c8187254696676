// Pure results of a review round: per-reviewer results, the before-block decision and the after-diagnostic the agent sees.

import type { Usage } from "../../state/actions.ts";
import { overallStatus, type ReviewStatus } from "./status.ts";
import type { ReviewFinding } from "./verdict.ts";

export interface ReviewerResult {
  reviewer: string;
  model: string;
  status: ReviewStatus;
  auditId?: string;
  conclusion?: string;
  findings: ReviewFinding[];
  /** names of the rules files the review used */
  ruleGroups: string[];
  /** failed: what broke (model error, timeout, condition error, unreadable rules) */
  error?: string;
  /** the condition module failed (load, throw, non-boolean, timeout): a before-review blocks on this */
  conditionError?: boolean;
  /** skipped: why (condition false, no rules file applies, cancelled) */
  reason?: string;
  durationMs: number;
  usage?: Usage;
  /** problems the person should see (bad rules files, front matter warnings), reported once by the shell */
  problems: string[];
}

export interface ReviewOutcome {
  trigger: "before" | "after";
  tool: string;
  target: string;
  status: ReviewStatus;
  results: ReviewerResult[];
  durationMs: number;
}

export function combine(
  trigger: "before" | "after",
  tool: string,
  target: string,
  results: ReviewerResult[],
  durationMs: number,
): ReviewOutcome {
  return { trigger, tool, target, status: overallStatus(results.map((r) => r.status)), results, durationMs };
}

export function formatFinding(f: ReviewFinding): string {
  const where = f.line !== undefined ? `line ${f.line}: ` : "";
  const rule = f.rule ? `[${f.rule}] ` : "";
  return `- ${rule}${where}${f.message}`;
}

function reviewerBlock(r: ReviewerResult): string {
  const head =
    `Reviewer "${r.reviewer}"${r.ruleGroups.length ? ` (rules: ${r.ruleGroups.join(", ")})` : ""} rejected it: ${r.conclusion ?? ""}`.trimEnd();
  return [head, ...r.findings.map(formatFinding)].join("\n");
}

/** Before: an explicit rejection or a broken condition blocks (fail closed); model failures and skips let the call through. */
export function beforeDecision(o: ReviewOutcome): { block: false } | { block: true; reason: string } {
  const rejected = o.results
    .filter((r) => r.status === "rejected")
    .sort((a, b) => a.reviewer.localeCompare(b.reviewer));
  const broken = o.results.filter((r) => r.conditionError).sort((a, b) => a.reviewer.localeCompare(b.reviewer));
  if (rejected.length === 0 && broken.length === 0) return { block: false };
  const lines = [`⛨ pi-sentinel reviewers blocked ${o.target}.`];
  for (const r of rejected) lines.push(reviewerBlock(r));
  for (const r of broken)
    lines.push(
      `Reviewer "${r.reviewer}" could not decide whether to run (its condition failed, so the call is blocked): ${r.error ?? "unknown error"}`,
    );
  return { block: true, reason: lines.join("\n") };
}

/** After: the text appended to the tool result when a reviewer rejected the change (undefined otherwise). Failures stay out. */
export function afterDiagnostic(o: ReviewOutcome): string | undefined {
  const rejected = o.results
    .filter((r) => r.status === "rejected")
    .sort((a, b) => a.reviewer.localeCompare(b.reviewer));
  if (rejected.length === 0) return undefined;
  return [
    `⛨ pi-sentinel review rejected this change to ${o.target}. The change was applied and has NOT been rolled back; fix it with a follow-up edit.`,
    ...rejected.map(reviewerBlock),
  ].join("\n");
}
