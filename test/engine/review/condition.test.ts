// Condition modules: native TS loading, reload on change, false/true, throw, non-boolean, timeout, load failures; parseBash.

import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createConditionLoader, evaluateCondition } from "../../../src/engine/review/condition.ts";
import { parseBash } from "../../../src/engine/review/bash.ts";

const FIX = resolve(import.meta.dirname, "../../fixtures/review/conditions");
const bashEvent = (command: string) => ({ type: "tool_call", toolName: "bash", toolCallId: "c1", input: { command } });

describe("evaluateCondition", () => {
  const loader = createConditionLoader();
  it("runs a TypeScript module with the parseBash helper", async () => {
    expect(
      await evaluateCondition(loader, join(FIX, "is-mvn.ts"), bashEvent("cd app && mvn -q test | tee log"), {}, 2000),
    ).toEqual({ ok: true, value: true });
    expect(await evaluateCondition(loader, join(FIX, "is-mvn.ts"), bashEvent("echo mvn"), {}, 2000)).toEqual({
      ok: true,
      value: false,
    });
  });
  it("returns false from a module that says so", async () => {
    expect(await evaluateCondition(loader, join(FIX, "always-false.ts"), bashEvent("ls"), {}, 2000)).toEqual({
      ok: true,
      value: false,
    });
  });
  it.each([
    ["throws.ts", /threw: condition exploded/],
    ["non-boolean.ts", /returned the string "yes", not true or false/],
    ["no-default.ts", /has no default export function/],
    ["broken-syntax.mjs", /failed to load/],
    ["missing.ts", /cannot read condition module .*missing\.ts: ENOENT/],
  ])("%s gives an error naming the module", async (file, message) => {
    const r = await evaluateCondition(loader, join(FIX, file), bashEvent("ls"), {}, 2000);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(message);
      expect(r.error).toContain(file);
    }
  });
  it("times out a condition that never settles", async () => {
    const r = await evaluateCondition(loader, join(FIX, "slow.ts"), bashEvent("ls"), {}, 50);
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/took longer than 50 ms/) });
  });

  const dir = mkdtempSync(join(tmpdir(), "cond-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it("reloads a module when its file changes", async () => {
    const file = join(dir, "flip.ts");
    writeFileSync(file, "export default (): boolean => true;\n");
    expect(await evaluateCondition(loader, file, {}, {}, 2000)).toEqual({ ok: true, value: true });
    writeFileSync(file, "export default (): boolean => false; // edited\n");
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(await evaluateCondition(loader, file, {}, {}, 2000)).toEqual({ ok: true, value: false });
  });
});

describe("parseBash", () => {
  it("finds commands in pipelines, lists, subshells, substitutions and after heredocs", () => {
    const t = parseBash(
      "cd x && (mvn -q test | tee \"a b\") ; cat <<EOF\nmvn inside heredoc\nEOF\necho 'q' $(git status)",
    );
    expect(t.ok).toBe(true);
    expect(t.commands.map((c) => c.name)).toEqual(["cd", "mvn", "tee", "cat", "echo", "git"]);
    expect(t.commands.find((c) => c.name === "tee")?.args).toEqual(["a b"]);
    expect(t.hasCommand("mvn")).toBe(true);
    expect(t.hasCommand("rm")).toBe(false);
  });
  it("removes quotes from command words and matches by path basename", () => {
    const t = parseBash("'/usr/bin/mvn' clean");
    expect(t.commands[0].name).toBe("/usr/bin/mvn");
    expect(t.hasCommand("mvn")).toBe(true);
  });
  it("reports a syntax error without throwing", () => {
    const t = parseBash("echo (");
    expect(t.ok).toBe(false);
    expect(t.error).toMatch(/cmd\.sh:1:/);
    expect(t.commands).toEqual([]);
  });
  it("keeps the source text of non-ASCII commands", () => {
    const t = parseBash("echo 'héllo' && ls café");
    expect(t.commands.map((c) => c.text)).toEqual(["echo 'héllo'", "ls café"]);
  });
});
