// `pi-sentinel export`: reads a saved session file and prints the guard records as JSONL.

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main, type CliIO } from "../../src/cli/main.ts";
import { ACTION_ENTRY_TYPE } from "../../src/engine/export.ts";

function io(cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIO = {
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    stdin: async () => "",
    stdinLines: async function* () {},
    cwd,
    env: {},
  };
  return { cli, out, err };
}

describe("pi-sentinel export", () => {
  const dir = mkdtempSync(join(tmpdir(), "sentinel-export-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const session = join(dir, "s.jsonl");
  writeFileSync(
    session,
    `${[
      { type: "session", version: 3, id: "x", timestamp: "2026-01-01T00:00:00Z", cwd: dir },
      {
        type: "custom",
        id: "1",
        parentId: null,
        timestamp: "t",
        customType: ACTION_ENTRY_TYPE,
        data: { type: "prompt/rejected", id: "p1", command: "deploy", args: "", reason: "missing <env>", at: 5 },
      },
    ]
      .map((e) => JSON.stringify(e))
      .join("\n")}\n`,
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

  it("never overwrites an existing file without --force", async () => {
    const notes = join(dir, "notes.txt");
    writeFileSync(notes, "my notes\n");
    const t = io(dir);
    expect(await main(["export", "s.jsonl", "-o", "notes.txt"], t.cli)).toBe(2);
    expect(readFileSync(notes, "utf8")).toBe("my notes\n");
    expect(t.err.join("")).toMatch(/notes\.txt already exists \(add --force to replace it\)/);
    const forced = io(dir);
    expect(await main(["export", "s.jsonl", "-o", "notes.txt", "--force"], forced.cli)).toBe(0);
    expect(JSON.parse(readFileSync(notes, "utf8"))).toMatchObject({ guard: "prompt" });
  });

  it("never writes over its input, even with --force or through a symlink", async () => {
    const before = readFileSync(session, "utf8");
    for (const args of [
      ["export", "s.jsonl", "-o", "s.jsonl"],
      ["export", "s.jsonl", "-o", "./s.jsonl", "--force"],
    ]) {
      const t = io(dir);
      expect(await main(args, t.cli)).toBe(2);
      expect(t.err.join("")).toMatch(/is the input file/);
    }
    symlinkSync(session, join(dir, "link.jsonl"));
    const t = io(dir);
    expect(await main(["export", "s.jsonl", "-o", "link.jsonl", "-f"], t.cli)).toBe(2);
    expect(readFileSync(session, "utf8")).toBe(before);
  });

  it("a missing output folder is an error and is not created", async () => {
    const t = io(dir);
    expect(await main(["export", "s.jsonl", "-o", "no/such/dir/out.jsonl"], t.cli)).toBe(2);
    expect(t.err.join("")).toMatch(/folder .*no\/such\/dir does not exist/);
    expect(existsSync(join(dir, "no"))).toBe(false);
  });

  it("writes through a temp file: no temp file is left beside the output", async () => {
    expect(await main(["export", "s.jsonl", "-o", "clean.jsonl"], io(dir).cli)).toBe(0);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("a file that is not a pi session is a clear error with exit 2 (the benign session file still exports)", async () => {
    writeFileSync(join(dir, "README.md"), "# Title\n\nSome text.\n\n- a list\n- more\n");
    const t = io(dir);
    expect(await main(["export", "README.md"], t.cli)).toBe(2);
    expect(t.err.join("")).toMatch(/README\.md is not a pi session file: none of its 4 line\(s\) is JSON/);
    expect(t.err.join("")).not.toMatch(/not a JSON line/);
    writeFileSync(join(dir, "data.jsonl"), '{"a":1}\n');
    const j = io(dir);
    expect(await main(["export", "data.jsonl"], j.cli)).toBe(2);
    expect(j.err.join("")).toMatch(/not a \{"type":"session"/);
    const ok = io(dir);
    expect(await main(["export", "s.jsonl"], ok.cli)).toBe(0);
    expect(ok.err.join("")).toMatch(/1 record\(s\) from s\.jsonl/);
  });
});
