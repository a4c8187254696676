// Tests clean up: temp folders go under the run's own temp root (removed by test/global-tmp.ts), and the helpers remove theirs.

import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { describe, expect, test } from "vitest";
import { makeTempDir, nodeBin, removeDir, repoRoot } from "../harness/env.ts";

describe("test temp folders", () => {
  test("os.tmpdir() in a test worker is the run's temp root, not the system temp dir", () => {
    const root = process.env.PI_SENTINEL_TEST_TMP;
    expect(root).toBeDefined();
    expect(tmpdir()).toBe(root);
    expect(basename(root!)).toMatch(/^pi-sentinel-tests-/);
    const dir = makeTempDir("cleanup-probe");
    expect(dirname(dir)).toBe(root);
    removeDir(dir);
    expect(existsSync(dir)).toBe(false);
  });

  test("a failing test that leaves a folder behind still leaves nothing in the system temp dir", () => {
    // the child run's "system temp dir" is a fresh folder of ours, so other runs on this machine cannot disturb it
    const systemTmp = makeTempDir("system-tmp");
    try {
      const vitest = join(repoRoot, "node_modules", "vitest", "vitest.mjs");
      const child = spawnSync(
        nodeBin,
        [vitest, "run", "--config", "test/meta/fixtures/vitest.config.ts", "leaves-temp.fixture"],
        {
          cwd: repoRoot,
          env: { ...process.env, TMPDIR: systemTmp, PI_SENTINEL_TEST_TMP: undefined, CI: "1" },
          encoding: "utf8",
          timeout: 120_000,
        },
      );
      // the fixture ran and failed (so cleanup after a failure is what is checked)
      expect(`${child.stdout}${child.stderr}`).toContain("failing on purpose");
      expect(child.status).toBe(1);
      expect(readdirSync(systemTmp)).toEqual([]);
    } finally {
      removeDir(systemTmp);
    }
  });
});
