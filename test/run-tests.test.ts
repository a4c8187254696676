// The test runner's retry rule: only files a lost worker left unfinished run again, once; failures never do.

import { describe, expect, it } from "vitest";
import { nextStep } from "../scripts/run-tests.ts";
import { type RunSummary, summarizeRun } from "./harness/worker-crash-reporter.ts";

const lost = {
  message: "[vitest-pool]: Worker forks emitted error.",
  cause: { message: "Worker exited unexpectedly" },
};
const summary = (s: Partial<RunSummary>): RunSummary => ({
  finished: [],
  failed: [],
  unfinished: [],
  lostWorkers: 0,
  otherErrors: [],
  ...s,
});

describe("summarizeRun", () => {
  it("sorts modules by state and errors by kind", () => {
    const s = summarizeRun(
      [
        { moduleId: "/a", state: "passed" },
        { moduleId: "/b", state: "pending" },
        { moduleId: "/c", state: "failed" },
        { moduleId: "/d", state: "skipped" },
        { moduleId: "/e", state: "queued" },
      ],
      [lost, { message: "TypeError: x is undefined" }],
    );
    expect(s).toEqual({
      finished: ["/a", "/d"],
      failed: ["/c"],
      unfinished: ["/b", "/e"],
      lostWorkers: 1,
      otherErrors: ["TypeError: x is undefined"],
    });
  });
});

describe("nextStep", () => {
  it.each([
    ["a passing run", 0, summary({ finished: ["/a"] }), false, { exit: 0 }],
    [
      "a lost worker with unfinished files",
      1,
      summary({ unfinished: ["/b"], lostWorkers: 1 }),
      false,
      { retry: ["/b"] },
    ],
    ["the same after the one retry", 1, summary({ unfinished: ["/b"], lostWorkers: 1 }), true, { exit: 1 }],
    [
      "a failed test beside a lost worker",
      1,
      summary({ failed: ["/c"], unfinished: ["/b"], lostWorkers: 1 }),
      false,
      { exit: 1 },
    ],
    [
      "another unhandled error beside a lost worker",
      1,
      summary({ unfinished: ["/b"], lostWorkers: 1, otherErrors: ["boom"] }),
      false,
      { exit: 1 },
    ],
    ["unfinished files but no lost worker", 1, summary({ unfinished: ["/b"] }), false, { exit: 1 }],
    ["no summary (vitest itself died)", 134, null, false, { exit: 134 }],
  ] as const)("%s", (_name, status, s, retried, want) => {
    expect(nextStep(status, s, retried)).toEqual(want);
  });
});
