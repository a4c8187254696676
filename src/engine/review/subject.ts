// Pure builders of what a reviewer reads for one call: the file change (before/after) or the tool input, and its target label.

import { buildChangeView } from "./change.ts";
import { applyEdits, editsFromInput } from "./edits.ts";
import type { ReviewSubject } from "./prompt.ts";
import type { ReviewOutcome } from "./outcome.ts";

function firstLine(s: string, max: number): string {
  const line = s.split("\n").find((l) => l.trim() !== "") ?? "";
  const t = line.trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** "edit src/x.ts", "bash npm test", "my_tool". */
export function targetLabel(toolName: string, input: Record<string, unknown>, filePath?: string): string {
  if (filePath !== undefined) return `${toolName} ${filePath}`;
  if (toolName === "bash" && typeof input.command === "string") return `bash ${firstLine(input.command, 60)}`;
  return toolName;
}

function clipText(s: string, max: number, what: string): string {
  if (max <= 0 || s.length <= max) return s;
  return `${s.slice(0, max)}\n[… ${what} truncated: ${max} of ${s.length} characters shown, above maxFileContextChars (${max}) …]`;
}

function inputText(toolName: string, input: Record<string, unknown>): string {
  if (toolName === "bash" && typeof input.command === "string") return input.command;
  try {
    return JSON.stringify(input, null, 2) ?? "";
  } catch {
    return String(input);
  }
}

/** A real change, read before and after the tool ran (after-reviews of edit/write). */
export function afterFileSubject(
  tool: string,
  relPath: string,
  before: string | null,
  after: string,
  maxChars: number,
): ReviewSubject {
  return changeSubject(tool, relPath, before, after, maxChars, []);
}

function changeSubject(
  tool: string,
  relPath: string,
  before: string | null,
  after: string,
  maxChars: number,
  notes: string[],
): ReviewSubject {
  const v = buildChangeView(relPath, before, after, maxChars);
  return {
    kind: "file-change",
    tool,
    relPath,
    diff: v.diff,
    numbered: v.numbered,
    truncated: v.truncated,
    newFile: before === null,
    notes,
  };
}

/** The change an edit/write is about to make, against the current file (before-reviews). */
export function beforeFileSubject(
  tool: string,
  relPath: string,
  current: string | null,
  input: Record<string, unknown>,
  maxChars: number,
): ReviewSubject {
  const notes: string[] = ["The tool has not run yet: this is the proposed change rendered against the current file."];
  let proposed: string;
  if (tool === "write") {
    proposed = typeof input.content === "string" ? input.content : "";
  } else {
    if (current === null) notes.push("The file does not exist yet, so the edit will fail as written.");
    const applied = applyEdits(current ?? "", editsFromInput(input));
    proposed = applied.content;
    notes.push(...applied.problems);
  }
  return changeSubject(tool, relPath, current, proposed, maxChars, notes);
}

/** Any other tool: its input (bash: the command), and after it ran, its output. */
export function toolInputSubject(
  tool: string,
  input: Record<string, unknown>,
  maxChars: number,
  output?: string,
): ReviewSubject {
  const notes: string[] = [];
  let text = clipText(inputText(tool, input), maxChars, "input");
  if (output !== undefined) text += `\n\n--- output ---\n${clipText(output, maxChars, "output")}`;
  return { kind: "tool-input", tool, input: text, notes };
}

/** Plain-JSON card data for the transcript entry: only reviewers that were recorded (ran, failed, or skipped by condition/cancel). */
export function cardDataOf(o: ReviewOutcome, outcome?: "blocked" | "annotated" | "allowed") {
  const reviewers = o.results
    .filter((r) => r.auditId !== undefined)
    .map((r) => ({
      name: r.reviewer,
      model: r.model,
      status: r.status,
      durationMs: r.durationMs,
      ruleGroups: r.ruleGroups,
      findings: r.findings,
      ...(r.conclusion !== undefined ? { conclusion: r.conclusion } : {}),
      ...(r.error !== undefined ? { error: r.error } : {}),
      ...(r.reason !== undefined ? { reason: r.reason } : {}),
    }));
  return {
    trigger: o.trigger,
    tool: o.tool,
    target: o.target,
    status: o.status,
    durationMs: o.durationMs,
    ...(outcome ? { outcome } : {}),
    reviewers,
  };
}
