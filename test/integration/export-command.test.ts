// `/sentinel:export` through the real pi (SDK): never over an existing file without a confirmation, never into a missing folder, default under the agent dir.

import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";

describe("/sentinel:export", () => {
  test("asks before replacing an existing file: no keeps it, yes replaces it", async ({ sdk }) => {
    const h = await sdk({ dialogs: { confirm: [false, true] } });
    const notes = join(h.cwd, "notes.txt");
    writeFileSync(notes, "my notes\n");
    await h.session.prompt("/sentinel:export notes.txt");
    expect(readFileSync(notes, "utf8")).toBe("my notes\n");
    expect(
      h
        .notifications("warning")
        .map((n) => n.message)
        .join("\n"),
    ).toMatch(/not exported: .*notes\.txt already exists/);
    await h.session.prompt("/sentinel:export notes.txt");
    expect(readFileSync(notes, "utf8")).toBe("");
    expect(h.ui.calls.filter((c) => c.method === "confirm")).toHaveLength(2);
  });

  test("--force replaces without a dialog; a new file needs neither", async ({ sdk }) => {
    const h = await sdk({ dialogs: { confirm: [] } });
    writeFileSync(join(h.cwd, "old.jsonl"), "old\n");
    await h.session.prompt("/sentinel:export old.jsonl --force");
    await h.session.prompt('/sentinel:export "new file.jsonl"');
    expect(readFileSync(join(h.cwd, "old.jsonl"), "utf8")).toBe("");
    expect(existsSync(join(h.cwd, "new file.jsonl"))).toBe(true);
    expect(h.ui.calls.filter((c) => c.method === "confirm")).toHaveLength(0);
    expect(readdirSync(h.cwd).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  test("a missing folder is an error and is not created", async ({ sdk }) => {
    const h = await sdk();
    await h.session.prompt("/sentinel:export no/such/dir/out.jsonl");
    expect(
      h
        .notifications("error")
        .map((n) => n.message)
        .join("\n"),
    ).toMatch(/not exported: folder .*no\/such\/dir does not exist/);
    expect(existsSync(join(h.cwd, "no"))).toBe(false);
  });

  test("with no path writes <agentDir>/sentinel/exports/<session id>.jsonl, nothing in the project", async ({
    sdk,
  }) => {
    const h = await sdk();
    const before = readdirSync(h.cwd);
    await h.session.prompt("/sentinel:export");
    const file = join(h.agentDir, "sentinel", "exports", `${h.session.sessionManager.getSessionId()}.jsonl`);
    expect(existsSync(file)).toBe(true);
    expect(
      h
        .notifications("info")
        .map((n) => n.message)
        .join("\n"),
    ).toContain(file);
    expect(readdirSync(h.cwd)).toEqual(before);
  });
});
