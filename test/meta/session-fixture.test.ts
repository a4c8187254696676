// Every pi session a test starts goes through the fixture (test/harness/fixture.ts), which closes it even when the test fails.

import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { makeTempDir, nodeBin, removeDir, repoRoot } from "../harness/env.ts";

/** The harness's own ways to start a session; test files reach them only through the fixture. */
const STARTERS = /\b(startSdkSession|startRpc|startTui|createAgentSession)\b/;

/** `line: text` of each line of a test file that names a session starter. */
export function starterUses(source: string): string[] {
  return source
    .split("\n")
    .map((text, i) => ({ text, line: i + 1 }))
    .filter(({ text }) => STARTERS.test(text))
    .map(({ text, line }) => `${line}: ${text.trim()}`);
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === join(repoRoot, "test", "harness") ? [] : testFiles(path);
    // this file names the starters in its own samples
    return /\.(m?ts|mjs|js)$/.test(e.name) && path !== import.meta.filename ? [path] : [];
  });
}

describe("session fixture", () => {
  test.each([
    ["const h = await startSdkSession({ files });", true],
    ['import { startRpc } from "../harness/rpc.ts";', true],
    ["tui = await startTui({ script });", true],
    ["const { session } = await createAgentSession({ cwd });", true],
    ["const h = await sdk({ files });", false],
    ["const rpc = await piRpc({ script });", false],
    ['const text = "createAgentSessionFromConfig abc";', false],
  ])("the check flags %s: %s", (source, flagged) => {
    expect(starterUses(source).length > 0).toBe(flagged);
  });

  test("no test file outside test/harness starts a session without the fixture", () => {
    const offenders = testFiles(join(repoRoot, "test")).flatMap((file) =>
      starterUses(readFileSync(file, "utf8")).map((use) => `${relative(repoRoot, file)}:${use}`),
    );
    expect(offenders, "use the sdk / piRpc / piTui / fileSdk fixtures of test/harness/fixture.ts").toEqual([]);
  });

  test("sessions of a failing test are closed and their folders removed", () => {
    const systemTmp = makeTempDir("system-tmp");
    try {
      const vitest = join(repoRoot, "node_modules", "vitest", "vitest.mjs");
      const child = spawnSync(
        nodeBin,
        [vitest, "run", "--config", "test/meta/fixtures/vitest.config.ts", "session-cleanup.fixture"],
        {
          cwd: repoRoot,
          env: { ...process.env, TMPDIR: systemTmp, PI_SENTINEL_TEST_TMP: undefined, CI: "1", NO_COLOR: "1" },
          encoding: "utf8",
          timeout: 120_000,
        },
      );
      const out = `${child.stdout}${child.stderr}`;
      expect(out).toContain("failing on purpose"); // the first test failed, so cleanup after a failure is checked
      expect(out).toMatch(/1 failed \| 1 passed/); // and the second found its sessions closed
      expect(child.status).toBe(1);
    } finally {
      removeDir(systemTmp);
    }
  });
});
