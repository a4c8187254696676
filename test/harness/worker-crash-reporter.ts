// Vitest reporter that writes which test files finished, which failed and whether the run lost a worker, for scripts/run-tests.ts.

import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/** What the runner reads after a run (VITEST_RUN_SUMMARY names the file). */
export interface RunSummary {
  /** Files whose tests all ran to an end (passed or skipped). */
  finished: string[];
  /** Files with a failed test or a failed import: a real failure, never retried. */
  failed: string[];
  /** Files that never ran to an end (their worker died under them, or they never started). */
  unfinished: string[];
  /** Unhandled errors that are a lost worker process ("Worker exited unexpectedly"). */
  lostWorkers: number;
  /** Any other unhandled error: a real failure. */
  otherErrors: string[];
}

type ErrorLike = { message?: string; cause?: unknown };

const isLostWorker = (e: ErrorLike): boolean =>
  /Worker exited unexpectedly/.test(e.message ?? "") ||
  (typeof e.cause === "object" && e.cause !== null && isLostWorker(e.cause as ErrorLike));

/** Sorts the run's modules and unhandled errors into a RunSummary (pure). */
export function summarizeRun(
  modules: ReadonlyArray<{ moduleId: string; state: string }>,
  errors: ReadonlyArray<ErrorLike>,
): RunSummary {
  const by = (states: string[]) => modules.filter((m) => states.includes(m.state)).map((m) => m.moduleId);
  const lost = errors.filter(isLostWorker);
  return {
    finished: by(["passed", "skipped"]),
    failed: by(["failed"]),
    unfinished: by(["pending", "queued"]),
    lostWorkers: lost.length,
    otherErrors: errors.filter((e) => !lost.includes(e)).map((e) => e.message ?? String(e)),
  };
}

export default class WorkerCrashReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<ErrorLike>): void {
    const out = process.env.VITEST_RUN_SUMMARY;
    if (!out) return;
    const summary = summarizeRun(
      modules.map((m) => ({ moduleId: m.moduleId, state: m.state() })),
      errors,
    );
    writeFileSync(out, JSON.stringify(summary, null, 2));
  }
}
