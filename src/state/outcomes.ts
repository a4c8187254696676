// One vocabulary for outcomes: the word each guard's record is shown with in cards, fleet, list, widget, text mode and export (pure; tones live in src/ui/outcomes.ts).

import type { AuditRecord, AuditStatusKind } from "./audit-record.ts";
import type { GuardKind, Outcome } from "./actions.ts";
import type { Verdict } from "./config-model.ts";

/**
 * The words per guard, in widget order. Extend a guard's list here (e.g. a sentinel "unaudited") and give it a
 * tone; `outcomeWord` decides which word a record gets.
 */
export const OUTCOME_WORDS = {
  sentinel: ["blocked", "fail", "warn", "unaudited", "error", "pass"],
  reviewer: ["rejected", "error", "passed", "skipped"],
  injection: ["blocked", "withheld", "warned", "error", "clean"],
  prompt: ["rejected", "warned", "allowed"],
} as const satisfies Record<GuardKind, readonly string[]>;

export type OutcomeWord =
  | (typeof OUTCOME_WORDS)[GuardKind][number]
  | "queued"
  | "running"
  | "cancelled"
  | "skipped"
  | "would block";

/** Words that count as something happening (the widget counts these; pass/clean/allowed are the quiet ones). */
export const NOTABLE: readonly OutcomeWord[] = [
  "blocked",
  "would block",
  "fail",
  "rejected",
  "withheld",
  "warn",
  "warned",
  "unaudited",
  "error",
];

const ACTIVE: readonly AuditStatusKind[] = ["queued", "running"];

/** What decides a record's word: enough to name it also from a transcript card that keeps only these fields. */
export interface OutcomeFacts {
  guard: GuardKind;
  status: AuditStatusKind;
  verdict?: Verdict;
  outcome?: Outcome;
}

/** The one word a record is shown with, by guard. */
export function outcomeWord(r: AuditRecord): OutcomeWord {
  return outcomeWordOf({ guard: r.guard, status: r.status.kind, verdict: r.verdict, outcome: r.outcome });
}

/** The word for the facts of a record (cards keep the facts, not the record). */
export function outcomeWordOf(r: OutcomeFacts): OutcomeWord {
  const k = r.status;
  if (ACTIVE.includes(k)) return k as "queued" | "running";
  // a tool call a blocking rule let through without a verdict (open failure, cooldown, dropped): never shown as quiet
  if (r.guard === "sentinel" && r.outcome === "unaudited") return "unaudited";
  if (k === "cancelled") return "cancelled";
  if (k === "errored") return "error";
  switch (r.guard) {
    case "sentinel":
      if (k === "skipped") return "skipped";
      if (r.outcome === "would-block") return "would block";
      if (r.verdict === "fail") return r.outcome === "blocked" ? "blocked" : "fail";
      return r.verdict === "warn" ? "warn" : "pass";
    case "reviewer":
      if (k === "skipped") return "skipped";
      return k === "failed" || r.verdict === "fail" ? "rejected" : "passed";
    case "injection":
      if (r.outcome === "withheld") return "withheld";
      if (r.verdict === "fail" || r.outcome === "blocked") return "blocked";
      return r.verdict === "warn" ? "warned" : "clean";
    case "prompt":
      if (r.outcome === "rejected" || r.verdict === "fail") return "rejected";
      return r.verdict === "warn" ? "warned" : "allowed";
    default: {
      const never: never = r.guard;
      return never;
    }
  }
}

/** Counts of the notable words over records, in NOTABLE order; every record counts at most once, so they add up. */
export function countOutcomes(records: Iterable<AuditRecord>): { word: OutcomeWord; count: number }[] {
  const counts = new Map<OutcomeWord, number>();
  for (const r of records) {
    const w = outcomeWord(r);
    if (NOTABLE.includes(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return NOTABLE.filter((w) => counts.has(w)).map((word) => ({ word, count: counts.get(word)! }));
}
