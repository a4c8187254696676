// `pi-sentinel export`: reads a saved session file and prints the guard records as JSONL.

import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main, type CliIO } from "../../src/cli/main.ts";
import { ACTION_ENTRY_TYPE } from "../../src/engine/export.ts";

function io(cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIO = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), stdin: async () => "", stdinLines: async function* () {}, cwd, env: {} };
  return { cli, out, err };
}

describe("pi-sentinel export", () => {
  const dir = mkdtempSync(join(tmpdir(), "sentinel-export-"));
  const session = join(dir, "s.jsonl");
  writeFileSync(
    session,
    [
      { type: "session", version: 3, id: "x", timestamp: "2026-01-01T00:00:00Z", cwd: dir },
      { type: "custom", id: "1", parentId: null, timestamp: "t", customType: ACTION_ENTRY_TYPE, data: { type: "prompt/rejected", id: "p1", command: "deploy", args: "", reason: "missing <env>", at: 5 } },
    ]
      .map((e) => JSON.stringify(e))
      .join("\n") + "\n",
  );

  it("prints records to stdout", async () => {
    const t = io(dir);
    expect(await main(["export", session], t.cli)).toBe(0);
    const rec = JSON.parse(t.out.join("").trim());
    expect(rec).toMatchObject({ guard: "prompt", rule: "prompt-guard", reason: "missing <env>" });
  });

  it("writes to a file with -o", async () => {
    const t = io(dir);
    expect(await main(["export", "s.jsonl", "-o", "out.jsonl"], t.cli)).toBe(0);
    expect(readFileSync(join(dir, "out.jsonl"), "utf8").trim().split("\n")).toHaveLength(1);
  });

  it("fails clearly on a missing file or bad usage", async () => {
    const t = io(dir);
    expect(await main(["export", "nope.jsonl"], t.cli)).toBe(2);
    expect(t.err.join("")).toMatch(/cannot read .*nope\.jsonl: ENOENT/);
    expect(await main(["export"], io(dir).cli)).toBe(2);
  });
});
