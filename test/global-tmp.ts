// vitest global setup: every test run gets its own temp root (TMPDIR), removed at the end even when tests fail, so `npm test` leaves nothing in the system temp dir.

import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => Promise<void> {
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
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
    // a pi session that was disposed a moment ago may still write its agent dir (auth.json) and re-create a folder
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}
