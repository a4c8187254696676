// Imported first by the scripts that scan many texts: starts the script again under `node --no-regexp-tier-up` when it lacks the flag.

/**
 * Why the flag and why at start-up only: src/engine/injection/regex-tier.ts. The script runs once more as a child with
 * the same node options, arguments, environment and terminal; this process waits for it and exits as it did (a signal
 * as 128 + its number). A script started with the flag (or imported by a vitest worker, which has it) goes on at once.
 */
import { spawnSync } from "node:child_process";
import { constants } from "node:os";
import { restartArgs } from "../../src/engine/injection/regex-tier.ts";

const args = restartArgs(process.execArgv, process.argv);
if (args) {
  const child = spawnSync(process.execPath, args, { stdio: "inherit" });
  if (child.error) throw child.error;
  process.exit(child.signal ? 128 + (constants.signals[child.signal] ?? 0) : (child.status ?? 1));
}
