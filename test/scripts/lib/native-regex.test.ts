// scripts/lib/native-regex.ts: a script started without the flag runs again with it, keeps its arguments and exits as the child did.

import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { makeTempDir, removeDir, repoRoot, writeTree } from "../../harness/env.ts";

const dir = makeTempDir("native-regex");
afterAll(() => removeDir(dir));
const lib = join(repoRoot, "scripts/lib/native-regex.ts");
writeTree(dir, {
  "probe.ts": `import ${JSON.stringify(lib)};\nconsole.log(JSON.stringify({ flags: process.execArgv, args: process.argv.slice(2) }));\nprocess.exit(Number(process.argv[2] ?? 0));\n`,
});
const run = (flags: string[], args: string[]) =>
  spawnSync(process.execPath, [...flags, join(dir, "probe.ts"), ...args], { encoding: "utf8" });

describe("native-regex", () => {
  test("started without the flag: the script runs once, under the flag, with its arguments; the exit code carries over", () => {
    const r = run([], ["3", "--tuning"]);
    expect(r.status).toBe(3);
    const lines = r.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toEqual({ flags: ["--no-regexp-tier-up"], args: ["3", "--tuning"] });
  });

  test("started with the flag (or other node options): no second process, options kept", () => {
    const r = run(["--no-regexp-tier-up", "--max-old-space-size=512"], ["0"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout.trim())).toEqual({
      flags: ["--no-regexp-tier-up", "--max-old-space-size=512"],
      args: ["0"],
    });
    const other = run(["--max-old-space-size=512"], ["0"]);
    expect(JSON.parse(other.stdout.trim()).flags).toEqual(["--no-regexp-tier-up", "--max-old-space-size=512"]);
  });
});
