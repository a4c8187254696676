// Which reviewers a tool call concerns (trigger, tools), their rules-file paths, and pi-compatible path resolution.

import { homedir } from "node:os";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
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
export function reviewersFor(reviewers: readonly SourcedReviewer[], trigger: ReviewTrigger, toolName: string): SourcedReviewer[] {
  return reviewers.filter((r) => r.reviewer.enabled !== false && reviewerTrigger(r.reviewer) === trigger && reviewerToolMatches(r.reviewer, toolName));
}

/** rulesFile and rulesFiles together, in order, without duplicates or blanks. */
export function rulesPathsOf(r: Reviewer): string[] {
  const all = [r.rulesFile, ...(r.rulesFiles ?? [])].filter((p): p is string => typeof p === "string" && p.trim() !== "");
  return [...new Set(all)];
}

const UNICODE_SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;

/**
 * pi's resolveToCwd (not exported): unicode spaces become " ", a leading "@" is stripped, "~" expands to home,
 * file:// URLs become paths, then the path is resolved from cwd.
 */
export function resolveToolPath(raw: string, cwd: string, home: string = homedir()): string {
  let p = raw.replace(UNICODE_SPACES, " ");
  if (p.startsWith("@")) p = p.slice(1);
  if (p === "~") p = home;
  else if (p.startsWith("~/")) p = home + "/" + p.slice(2);
  if (/^file:\/\//.test(p)) p = fileURLToPath(p);
  return isAbsolute(p) ? resolve(p) : resolve(cwd, p);
}

/** A config path (rules file, condition module): "~" expanded, relative paths from the project cwd. */
export function resolveConfigPath(raw: string, cwd: string, home: string = homedir()): string {
  const p = raw === "~" ? home : raw.startsWith("~/") ? home + "/" + raw.slice(2) : raw;
  return isAbsolute(p) ? resolve(p) : resolve(cwd, p);
}

/** The path globs are matched against: cwd-relative with "/" separators, or absolute when outside cwd. */
export function globPathFor(absPath: string, cwd: string): string {
  const rel = relative(cwd, absPath);
  const inside = rel !== "" && rel !== ".." && !rel.startsWith(".." + sep) && !isAbsolute(rel);
  return (inside ? rel : absPath).split(sep).join("/");
}
