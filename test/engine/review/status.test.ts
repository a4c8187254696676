// Overall review status: rejected beats failed beats passed; nothing ran means skipped.

import { describe, expect, it } from "vitest";
import { overallStatus, type ReviewStatus } from "../../../src/engine/review/status.ts";

const CASES: [ReviewStatus[], ReviewStatus][] = [
  [[], "skipped"],
  [["skipped", "skipped"], "skipped"],
  [["passed"], "passed"],
  [["passed", "skipped"], "passed"],
  [["passed", "failed"], "failed"],
  [["failed", "rejected", "passed"], "rejected"],
  [["rejected", "failed"], "rejected"],
  [["skipped", "failed"], "failed"],
];

describe("overallStatus", () => {
  it.each(CASES)("%j -> %s", (statuses, expected) => {
    expect(overallStatus(statuses)).toBe(expected);
    expect(overallStatus([...statuses].reverse())).toBe(expected);
  });
});
