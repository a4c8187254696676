// vitest global setup: every test run gets its own temp root (TMPDIR), removed at the end even when tests fail, so `npm test` leaves nothing in the system temp dir.

import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => Promise<void> {
  // vitest runs this once for the root config and once per project (vitest.config.ts's projects extend it): the first
  // call's root serves them all, so temp paths do not nest four roots deep
  const outer = process.env.PI_SENTINEL_TEST_TMP;
  if (outer !== undefined && process.env.TMPDIR === outer && existsSync(outer)) return async () => {};
  const systemTmp = tmpdir();
  const root = mkdtempSync(join(systemTmp, "pi-sentinel-tests-"));
  const before = { TMPDIR: process.env.TMPDIR, PI_SENTINEL_TEST_TMP: process.env.PI_SENTINEL_TEST_TMP };
  // forks inherit this env: os.tmpdir() (and pi, git, tmux launchers) write under root
  process.env.TMPDIR = root;
  process.env.PI_SENTINEL_TEST_TMP = root;
  return async () => {
    let left: string[] = [];
    try {
      left = readdirSync(root);
    } catch {
      // already gone
    }
    if (left.length > 0 && process.env.PI_SENTINEL_REPORT_TMP === "1") {
      process.stderr.write(
        `test temp root: ${left.length} entr${left.length === 1 ? "y" : "ies"} not removed by their tests: ${left.slice(0, 20).join(", ")}\n`,
      );
    }
    // a pi process that is still exiting (a tmux pane, a disposed session writing auth.json or node's compile cache)
    // may write while the tree is removed: rmSync then throws ENOTEMPTY, so try again a few times, never throw
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        rmSync(root, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        // retried below
      }
      await new Promise((r) => setTimeout(r, attempt === 0 ? 1500 : 1000));
      if (!existsSync(root)) break;
    }
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}
