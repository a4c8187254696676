// Review status vocabulary and the overall status of several reviewers: rejected beats failed beats passed; none ran means skipped.

export type ReviewStatus = "passed" | "rejected" | "failed" | "skipped";

const RANK: Record<ReviewStatus, number> = { skipped: 0, passed: 1, failed: 2, rejected: 3 };

export function overallStatus(statuses: readonly ReviewStatus[]): ReviewStatus {
  let best: ReviewStatus = "skipped";
  for (const s of statuses) if (RANK[s] > RANK[best]) best = s;
  return best;
}
