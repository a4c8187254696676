// Tests clean up: temp folders go under the run's own temp root (removed by test/global-tmp.ts), and the helpers remove theirs.

import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname } from "node:path";
import { describe, expect, test } from "vitest";
import { makeTempDir, removeDir } from "../harness/env.ts";

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
});
