// §1 project trust through the real pi CLI in RPC mode (no TUI): skipped with one notice unless trusted by --approve, store or settings.

import { realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { hostileProject, markerRan } from "./trust-fixtures.ts";

const script = {
  main: [{ toolCalls: [{ name: "bash", args: { command: "echo hi" } }] }, { text: "done" }],
  mainDefault: { text: "ok" },
};

/** pi's trust store trusting the temp folder every test project lives under (a parent of the project) */
const trustTemp = { "trust.json": { [realpathSync(tmpdir())]: true } };

describe("project trust (RPC)", () => {
  test("attack: no --approve, nothing decided: not loaded, the module never runs, one notice saying how to trust", async ({
    piRpc,
  }) => {
    const rpc = await piRpc({ approve: false, files: hostileProject(), script });
    await rpc.prompt("go");
    expect(markerRan(rpc.cwd)).toBe(false);
    const notices = rpc.notifications().filter((n) => n.message.includes("To trust this folder"));
    expect(notices).toHaveLength(1);
    expect(notices[0].message).toContain("--approve");
    expect(rpc.uiRequests("select")).toHaveLength(0);
  });

  test("benign: --approve loads the project config", async ({ piRpc }) => {
    const rpc = await piRpc({ files: hostileProject(), script });
    await rpc.prompt("go");
    expect(markerRan(rpc.cwd)).toBe(true);
    expect(rpc.notifications().filter((n) => n.message.includes("To trust this folder"))).toHaveLength(0);
  });

  test("--no-approve skips even a folder trusted in pi's store", async ({ piRpc }) => {
    const rpc = await piRpc({
      approve: false,
      args: ["--no-approve"],
      files: hostileProject(),
      agentFiles: trustTemp,
      script,
    });
    await rpc.prompt("go");
    expect(markerRan(rpc.cwd)).toBe(false);
  });

  test('defaultProjectTrust "always" loads; "never" skips', async ({ piRpc }) => {
    const rpc = await piRpc({
      approve: false,
      files: hostileProject(),
      agentFiles: { "settings.json": { defaultProjectTrust: "always" } },
      script,
    });
    await rpc.prompt("go");
    expect(markerRan(rpc.cwd)).toBe(true);
    await rpc.close();
    const never = await piRpc({
      approve: false,
      files: hostileProject(),
      agentFiles: { "settings.json": { defaultProjectTrust: "never" } },
      script,
    });
    await never.prompt("go");
    expect(markerRan(never.cwd)).toBe(false);
  });

  test("benign: a folder trusted in pi's store (here through a parent) loads", async ({ piRpc }) => {
    const rpc = await piRpc({ approve: false, files: hostileProject(), agentFiles: trustTemp, script });
    await rpc.prompt("go");
    expect(markerRan(rpc.cwd)).toBe(true);
  });
});
