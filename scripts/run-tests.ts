// `npm test`: runs vitest, and re-runs once the files whose worker process died under them; a failed test always fails.

/**
 * Why: a Node worker now and then dies of a signal (SIGSEGV) under load with no JS error, and vitest then reports the
 * files it was running as neither passed nor failed. Those files, and only those, are run again once, and the run says
 * so loudly; a failed test, a failed import or any other unhandled error fails the run at once, never retried.
 * Arguments go to `vitest run` (`npm test -- test/engine/foo.test.ts`).
 */

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { RunSummary } from "../test/harness/worker-crash-reporter.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const vitest = join(root, "node_modules", "vitest", "vitest.mjs");
const reporter = "./test/harness/worker-crash-reporter.ts";

/** What to do after a run: exit with a code, or run these files again (pure). */
export function nextStep(
  status: number,
  summary: RunSummary | null,
  retried: boolean,
): { exit: number } | { retry: string[] } {
  if (status === 0) return { exit: 0 };
  if (summary === null || retried) return { exit: status };
  if (summary.failed.length > 0 || summary.otherErrors.length > 0) return { exit: status };
  if (summary.lostWorkers > 0 && summary.unfinished.length > 0) return { retry: summary.unfinished };
  return { exit: status };
}

function runVitest(args: string[]): { status: number; summary: RunSummary | null } {
  const dir = mkdtempSync(join(tmpdir(), "pi-sentinel-run-"));
  const file = join(dir, "summary.json");
  try {
    const res = spawnSync(process.execPath, [vitest, "run", "--reporter=default", `--reporter=${reporter}`, ...args], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, VITEST_RUN_SUMMARY: file },
    });
    const status = res.status ?? 1;
    const summary = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as RunSummary) : null;
    return { status, summary };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(): number {
  const first = runVitest(process.argv.slice(2));
  const step = nextStep(first.status, first.summary, false);
  if ("exit" in step) return step.exit;
  const files = step.retry.map((f) => relative(root, f));
  process.stderr.write(
    `\nrun-tests: ${first.summary?.lostWorkers} vitest worker(s) exited unexpectedly (a signal, no test failed); ` +
      `running the ${files.length} unfinished file(s) once more:\n  ${files.join("\n  ")}\n\n`,
  );
  const second = runVitest(files);
  const after = nextStep(second.status, second.summary, true);
  if ("exit" in after && after.exit === 0)
    process.stderr.write(`run-tests: the re-run passed; the suite passes with ${files.length} file(s) re-run\n`);
  return "exit" in after ? after.exit : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
