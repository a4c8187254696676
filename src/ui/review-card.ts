// The transcript card of one review round: `⛨ review ✓ passed · edit src/x.ts · 2 reviewers · 1.4 s`, expandable to findings.

import type { AuditStatusKind } from "../state/audits.ts";
import { outcomeWordOf, type OutcomeWord } from "../state/outcomes.ts";
import { OUTCOME_TONE } from "./outcomes.ts";
import type { Paint, PaintColor } from "./paint.ts";
import { clean, cleanLines, fit, wrap } from "./text.ts";

export type ReviewCardStatus = "passed" | "rejected" | "failed" | "skipped";

/** What the shell stores in the `pi-sentinel:review` session entry (plain JSON). */
export interface ReviewCardData {
  trigger: "before" | "after";
  tool: string;
  target: string;
  status: ReviewCardStatus;
  durationMs: number;
  /** what the gate did: before-rejections block, after-rejections annotate the tool result */
  outcome?: "blocked" | "annotated" | "allowed";
  reviewers: {
    name: string;
    model: string;
    status: ReviewCardStatus;
    durationMs: number;
    ruleGroups: string[];
    conclusion?: string;
    findings: { rule?: string; line?: number; message: string }[];
    error?: string;
    reason?: string;
  }[];
}

/** A review status as the record status it is stored with ("failed" here means the review broke: an errored record). */
const AS_RECORD: Record<ReviewCardStatus, AuditStatusKind> = {
  passed: "passed",
  rejected: "failed",
  failed: "errored",
  skipped: "skipped",
};
const GLYPH: Record<ReviewCardStatus, string> = { passed: "✓", rejected: "✗", failed: "⚠", skipped: "–" };

/** The word of a review status: the reviewer words of src/state/outcomes.ts (passed, rejected, error, skipped). */
export function reviewWord(status: ReviewCardStatus): OutcomeWord {
  return outcomeWordOf({ guard: "reviewer", status: AS_RECORD[status] ?? "skipped" });
}

function styleOf(status: ReviewCardStatus): { glyph: string; color: PaintColor; word: OutcomeWord } {
  const word = reviewWord(status);
  return { glyph: GLYPH[status] ?? "–", color: OUTCOME_TONE[word], word };
}

export function cardSeconds(ms: number): string {
  const s = Math.max(0, Number.isFinite(ms) ? ms : 0) / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} m ${Math.round(s % 60)} s`;
}

export function renderReviewCardHeader(d: ReviewCardData, width: number, paint: Paint): string {
  const st = styleOf(d.status);
  const n = d.reviewers.length;
  const sep = paint.fg("dim", " · ");
  const parts = [
    `${paint.fg("accent", "⛨ review")} ${paint.fg(st.color, `${st.glyph} ${st.word}`)}`,
    `${d.trigger === "before" ? "before " : ""}${clean(d.target)}`,
    `${n} reviewer${n === 1 ? "" : "s"}`,
    cardSeconds(d.durationMs),
  ];
  if (d.outcome === "blocked") parts.push(paint.fg("error", "blocked"));
  return fit(parts.join(sep), width);
}

/** Lines of the card; collapsed is one line, expanded adds each reviewer with its conclusion, findings or error. */
export function renderReviewCard(d: ReviewCardData, expanded: boolean, width: number, paint: Paint): string[] {
  if (width <= 0) return [];
  const lines = [renderReviewCardHeader(d, width, paint)];
  if (!expanded) return lines;
  for (const r of d.reviewers) {
    const st = styleOf(r.status);
    const rules = r.ruleGroups.length ? paint.fg("dim", ` · rules: ${r.ruleGroups.map(clean).join(", ")}`) : "";
    lines.push(
      fit(
        `  ${paint.fg(st.color, st.glyph)} ${paint.bold(clean(r.name))} ${paint.fg("muted", clean(r.model))} ${st.word} · ${cardSeconds(r.durationMs)}${rules}`,
        width,
      ),
    );
    const detail = r.status === "failed" ? r.error : r.status === "skipped" ? r.reason : r.conclusion;
    for (const l of cleanLines(detail))
      if (l) lines.push(...wrap(l, width, "    ").map((x) => (r.status === "failed" ? paint.fg("warning", x) : x)));
    for (const f of r.findings ?? []) {
      const head = `${f.rule ? `[${clean(f.rule)}] ` : ""}${f.line !== undefined ? `line ${f.line}: ` : ""}`;
      const text = `- ${head}${cleanLines(f.message).join(" ")}`;
      lines.push(...wrap(text, width, "    "));
    }
  }
  return lines;
}
