// The injection judge's part of a scan record (verdict, reason, model, duration, tokens) and its one-line summary for rows, cards and details.

import type { Usage } from "./actions.ts";

/** What the judge said about one in-band text; "failed" when it gave no valid verdict (timeout, model error, no tool call). */
export type JudgeVerdict = "injection" | "clean" | "failed";

export interface JudgeRecord {
  verdict: JudgeVerdict;
  /** the judge's short reason, or what went wrong for "failed" */
  reason: string;
  /** "provider/modelId" when it resolved */
  model?: string;
  durationMs: number;
  usage?: Usage;
  /** for "failed": what onFailure did (open keeps the scanner's decision, closed blocks / withholds) */
  onFailure?: "open" | "closed";
  /** the scanner's own decision before the judge spoke */
  scannerDecision: "allow" | "warn" | "block";
}

function seconds(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return "0 s";
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** "judged injection by faux/judge · 1.2 s · 830 tok" (or "judge failed (…) · kept the scanner's decision"). */
export function judgeSummary(j: JudgeRecord): string {
  const cost = [seconds(j.durationMs), ...(j.usage ? [`${j.usage.totalTokens} tok`] : [])].join(" · ");
  if (j.verdict === "failed") {
    const did =
      j.onFailure === "closed" ? "blocked (onFailure closed)" : "kept the scanner's decision (onFailure open)";
    return `judge ${j.model ? `${j.model} ` : ""}failed · ${cost} · ${did}`;
  }
  return `judged ${j.verdict} by ${j.model ?? "the judge"} · ${cost}`;
}

/** The judge part of a record (kept in `details.judge` of injection records), when there is one. */
export function judgeOf(r: { guard: string; details?: Record<string, unknown> }): JudgeRecord | undefined {
  if (r.guard !== "injection") return undefined;
  const j = r.details?.judge as Partial<JudgeRecord> | undefined;
  if (!j || typeof j !== "object" || typeof j.verdict !== "string" || typeof j.durationMs !== "number")
    return undefined;
  return j as JudgeRecord;
}
