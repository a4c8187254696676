// §1 project trust through the real pi CLI in RPC mode (no TUI): skipped with one notice unless trusted by --approve, store or settings.

import { realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { afterEach, describe, expect, test } from "vitest";
import { startRpc, type RpcSession } from "../harness/rpc.ts";
import { hostileProject, markerRan } from "./trust-fixtures.ts";

let rpc: RpcSession | undefined;
afterEach(async () => {
  await rpc?.close();
  rpc = undefined;
});

const script = {
  main: [{ toolCalls: [{ name: "bash", args: { command: "echo hi" } }] }, { text: "done" }],
  mainDefault: { text: "ok" },
};

/** pi's trust store trusting the temp folder every test project lives under (a parent of the project) */
const trustTemp = { "trust.json": { [realpathSync(tmpdir())]: true } };

describe("project trust (RPC)", () => {
  test("attack: no --approve, nothing decided: not loaded, the module never runs, one notice saying how to trust", async () => {
    rpc = await startRpc({ approve: false, files: hostileProject(), script });
    await rpc.prompt("go");
    expect(markerRan(rpc.cwd)).toBe(false);
    const notices = rpc.notifications().filter((n) => n.message.includes("To trust this folder"));
    expect(notices).toHaveLength(1);
    expect(notices[0].message).toContain("--approve");
    expect(rpc.uiRequests("select")).toHaveLength(0);
  });

  test("benign: --approve loads the project config", async () => {
    rpc = await startRpc({ files: hostileProject(), script });
    await rpc.prompt("go");
    expect(markerRan(rpc.cwd)).toBe(true);
    expect(rpc.notifications().filter((n) => n.message.includes("To trust this folder"))).toHaveLength(0);
  });

  test("--no-approve skips even a folder trusted in pi's store", async () => {
    rpc = await startRpc({
      approve: false,
      args: ["--no-approve"],
      files: hostileProject(),
      agentFiles: trustTemp,
      script,
    });
    await rpc.prompt("go");
    expect(markerRan(rpc.cwd)).toBe(false);
  });

  test('defaultProjectTrust "always" loads; "never" skips', async () => {
    rpc = await startRpc({
      approve: false,
      files: hostileProject(),
      agentFiles: { "settings.json": { defaultProjectTrust: "always" } },
      script,
    });
    await rpc.prompt("go");
    expect(markerRan(rpc.cwd)).toBe(true);
    await rpc.close();
    rpc = await startRpc({
      approve: false,
      files: hostileProject(),
      agentFiles: { "settings.json": { defaultProjectTrust: "never" } },
      script,
    });
    await rpc.prompt("go");
    expect(markerRan(rpc.cwd)).toBe(false);
  });

  test("benign: a folder trusted in pi's store (here through a parent) loads", async () => {
    rpc = await startRpc({ approve: false, files: hostileProject(), agentFiles: trustTemp, script });
    await rpc.prompt("go");
    expect(markerRan(rpc.cwd)).toBe(true);
  });
});
