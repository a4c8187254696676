// The control center in the real pi TUI (tmux): widget during a run, fleet steer/cancel/close, list toggle stops auditing.

import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { pollUntil } from "../harness/env.ts";
import { hasTmux, type TuiSession } from "../harness/tmux.ts";
import { buildKeymap, type ActionName } from "../../src/ui/keymap.ts";
import { tmuxKey } from "../ui/keys.ts";

const keymap = buildKeymap();
const press = (tui: TuiSession, action: ActionName): void => tui.press(tmuxKey(keymap.keysFor(action)[0]));

function rule(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    trigger: { type: "tool_call", tools: ["bash"] },
    mode: "blocking",
    prompt: `${name}: is {{json tool.input}} safe?`,
    model: "faux-audit/auditor",
    tools: ["ls"],
    maxTurns: 4,
    onFailure: "open",
    ...extra,
  };
}

interface LoggedCall {
  role: string;
  text: string;
}

function readLog(file: string): LoggedCall[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as LoggedCall);
}

let logDir: string | undefined;
afterEach(() => {
  if (logDir) rmSync(logDir, { recursive: true, force: true, maxRetries: 5 }); // the fixture kills pi after this
  logDir = undefined;
});

describe.skipIf(!hasTmux)("control center in the pi TUI", () => {
  test("widget during a run; fleet: move, steer a slow audit (text reaches its next request), cancel the next one, close", async ({
    piTui,
  }) => {
    logDir = mkdtempSync(join(tmpdir(), "pisent-cc-"));
    const log = join(logDir, "faux.jsonl");
    // one audit at a time (the faux fixture's queue serves one request per role at once)
    const tui = await piTui({
      files: {
        ".pi/sentinel.json": {
          rules: [rule("slow-a"), rule("slow-b", { trigger: { type: "tool_call", tools: ["write"] } })],
        },
      },
      env: { PI_SENTINEL_FAUX_LOG: log },
      script: {
        main: [
          { toolCalls: [{ name: "bash", args: { command: "echo hi" } }] },
          { toolCalls: [{ name: "write", args: { path: "out.txt", content: "x" } }] },
          { text: "all done here" },
        ],
        auditor: [
          { delayMs: 8000, toolCalls: [{ name: "ls", args: { path: "." } }] },
          { toolCalls: [{ name: "audit_verdict", args: { verdict: "pass", message: "fine after steering" } }] },
          { delayMs: 60_000, toolCalls: [{ name: "ls", args: { path: "." } }] },
        ],
        auditorDefault: { toolCalls: [{ name: "audit_verdict", args: { verdict: "pass", message: "ok" } }] },
      },
    });
    await tui.waitFor("sentinel", 20_000);
    tui.send("run the command");
    // the widget shows the running audit with a spinner line; the footer shows ▶1
    await tui.waitFor(/▶1 running/);
    const screen = await tui.waitFor(/^\S slow-a/m);
    expect(screen).toMatch(/⛨ ▶1/);

    tui.send("/sentinel:fleet");
    await tui.waitFor("sentinel fleet");
    await tui.waitFor(/› \S slow-a/);
    press(tui, "steer");
    await tui.waitFor("steer slow-a ›");
    tui.type("the echo is harmless");
    press(tui, "submit");
    await tui.waitFor("steering sent to slow-a");
    // the steering text shows in the audit's detail once its side loop takes it (before its next turn)
    press(tui, "details");
    await tui.waitFor(/steering[\s\S]*the echo is harmless/, 20_000);
    press(tui, "close");
    // slow-a passes; the write is gated by slow-b, which shows up running at the top
    await tui.waitFor(/\S slow-b .*running/, 20_000);
    // the selection stayed on slow-a (it moved down when it finished); move it up to slow-b, down and up again
    await tui.waitFor(/› \S slow-a .*pass/);
    press(tui, "selectUp");
    await tui.waitFor(/› \S slow-b/);
    press(tui, "selectDown");
    await tui.waitFor(/› \S slow-a/);
    press(tui, "top");
    await tui.waitFor(/› \S slow-b/);
    press(tui, "cancel");
    await tui.waitFor("cancel requested for slow-b");
    // cancelled while gating a call of an open rule: the call went on without a verdict, and the fleet says so
    await tui.waitFor(/slow-b .*unaudited/);
    press(tui, "close");
    await tui.waitForGone("sentinel fleet");
    await tui.waitFor("all done here", 30_000);
    // the widget updated: nothing runs any more, the footer status is gone
    const after = await tui.waitForGone(/▶\d running/);
    expect(after).toMatch(/⛨ sentinel · \S+ · 2 rules/);
    expect(after).not.toMatch(/⛨ ▶/);

    const calls = readLog(log).filter((c) => c.role === "auditor");
    const aCalls = calls.filter((c) => c.text.includes("slow-a:"));
    expect(aCalls).toHaveLength(2);
    expect(aCalls[0].text).not.toContain("the echo is harmless");
    expect(aCalls[1].text).toContain("the echo is harmless");
    expect(calls.filter((c) => c.text.includes("slow-b:"))).toHaveLength(1);
    expect(tui.networkLog()).toEqual([]);
  }, 120_000);

  test("toggling a rule off in the list: the next tool call is not audited", async ({ piTui }) => {
    logDir = mkdtempSync(join(tmpdir(), "pisent-cc-"));
    const log = join(logDir, "faux.jsonl");
    const tui = await piTui({
      files: { ".pi/sentinel.json": { rules: [rule("gate-bash", { tools: [] })] } },
      env: { PI_SENTINEL_FAUX_LOG: log },
      script: {
        main: [
          { toolCalls: [{ name: "bash", args: { command: "echo one" } }] },
          { text: "first done" },
          { toolCalls: [{ name: "bash", args: { command: "echo two" } }] },
          { text: "second done" },
        ],
        auditorDefault: { toolCalls: [{ name: "audit_verdict", args: { verdict: "pass", message: "ok" } }] },
      },
    });
    await tui.waitFor("sentinel", 20_000);
    tui.send("first");
    await tui.waitFor("first done", 20_000);
    await tui.waitForIdle();
    expect(readLog(log).filter((c) => c.role === "auditor")).toHaveLength(1);

    tui.send("/sentinel:list");
    await tui.waitFor("sentinel guards and rules");
    press(tui, "bottom");
    await tui.waitFor(/› ● gate-bash/);
    press(tui, "toggle");
    await tui.waitFor("gate-bash disabled for this session");
    await tui.waitFor(/› ○ gate-bash/);
    press(tui, "close");
    await tui.waitForGone("sentinel guards and rules");

    tui.send("second");
    await tui.waitFor("second done", 20_000);
    await pollUntil(
      () => readLog(log).filter((c) => c.role === "main").length >= 4 || undefined,
      10_000,
      () => "main calls",
    );
    expect(readLog(log).filter((c) => c.role === "auditor")).toHaveLength(1);
  }, 90_000);
});
