// Which reviewers a tool call concerns (trigger, tools), their rules-file paths, and pi-compatible path resolution.

import type { Reviewer, ReviewTrigger, SourcedReviewer } from "../../state/config-model.ts";

export const DEFAULT_REVIEW_TOOLS: readonly string[] = ["edit", "write"];
export const FILE_TOOLS: readonly string[] = ["edit", "write"];

export function reviewerTrigger(r: Reviewer): ReviewTrigger {
  return r.trigger === "before" ? "before" : "after";
}

export function reviewerToolMatches(r: Reviewer, toolName: string): boolean {
  const tools = r.tools && r.tools.length > 0 ? r.tools : DEFAULT_REVIEW_TOOLS;
  return tools.includes("*") || tools.includes(toolName);
}

/** Enabled reviewers (the caller already applied selectEnabledReviewers) for this trigger and tool. */
export function reviewersFor(
  reviewers: readonly SourcedReviewer[],
  trigger: ReviewTrigger,
  toolName: string,
): SourcedReviewer[] {
  return reviewers.filter(
    (r) =>
      r.reviewer.enabled !== false &&
      reviewerTrigger(r.reviewer) === trigger &&
      reviewerToolMatches(r.reviewer, toolName),
  );
}

/** rulesFile and rulesFiles together, in order, without duplicates or blanks. */
export function rulesPathsOf(r: Reviewer): string[] {
  const all = [r.rulesFile, ...(r.rulesFiles ?? [])].filter(
    (p): p is string => typeof p === "string" && p.trim() !== "",
  );
  return [...new Set(all)];
}

// one shared resolver (src/engine/paths.ts); re-exported here for the reviewer wiring
export { globPathFor, resolveConfigPath, resolveToolPath } from "../paths.ts";
