// §1 project trust through the real pi SDK: a folder with only .pi/sentinel.json loads nothing until someone trusts it.

import { readFileSync, existsSync, realpathSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, vi } from "vitest";
import { test } from "../harness/fixture.ts";
import { makeTempDir, removeDir } from "../harness/env.ts";
import type { SdkSession } from "../harness/sdk.ts";
import { reply } from "../harness/faux.ts";
import type { LoadedPayload } from "../../extensions/foundation.ts";
import { hostileProject, markerRan } from "./trust-fixtures.ts";

const runBash = () => [reply.tool("bash", { command: "echo hi" }), reply.text("done")];

function loaded(s: SdkSession): LoadedPayload {
  return s.piEvents.find((e) => e.channel === "pi-sentinel:loaded")?.data as LoadedPayload;
}

function trustFile(s: SdkSession): Record<string, boolean> {
  const f = join(s.agentDir, "trust.json");
  return existsSync(f) ? (JSON.parse(readFileSync(f, "utf8")) as Record<string, boolean>) : {};
}

describe("project trust (SDK)", () => {
  test("attack: nobody trusted the folder and there is no UI: nothing project-side loads, the module never runs, one notice", async ({
    sdk,
  }) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const h = await sdk({
        trusted: "default",
        mode: "print",
        files: hostileProject(),
        mainResponses: runBash(),
      });
      await h.prompt("go");
      expect(loaded(h).reviewers).toBe(0);
      expect(markerRan(h.cwd)).toBe(false);
      const notices = errors.mock.calls.map((c) => String(c[0])).filter((m) => m.includes("To trust this folder"));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain(".pi/sentinel.json");
      expect(notices[0]).toContain("--approve");
    } finally {
      errors.mockRestore();
    }
  });

  test('attack: TUI, the user answers "Do not trust": not loaded, the decision is saved as pi saves it', async ({
    sdk,
  }) => {
    const asked: string[] = [];
    const h = await sdk({
      trusted: "default",
      files: hostileProject(),
      mainResponses: runBash(),
      dialogs: { select: [(title, options) => (asked.push(title, ...options), "Do not trust")] },
    });
    await h.prompt("go");
    expect(asked[0]).toMatch(/^Trust project folder\?\n/);
    expect(asked).toContain("Trust");
    expect(asked).toContain("Trust (this session only)");
    expect(asked).toContain("Do not trust");
    expect(loaded(h).reviewers).toBe(0);
    expect(markerRan(h.cwd)).toBe(false);
    expect(trustFile(h)[realpathSync(h.cwd)]).toBe(false);
  });

  test('benign: the user answers "Trust": the config loads, the module runs, trust is saved in pi\'s store', async ({
    sdk,
  }) => {
    const h = await sdk({
      trusted: "default",
      files: hostileProject(),
      mainResponses: runBash(),
      dialogs: { select: ["Trust"] },
    });
    await h.prompt("go");
    expect(loaded(h).reviewers).toBe(1);
    expect(markerRan(h.cwd)).toBe(true);
    expect(trustFile(h)[realpathSync(h.cwd)]).toBe(true);
  });

  test('benign: "Trust (this session only)" loads without saving anything', async ({ sdk }) => {
    const h = await sdk({
      trusted: "default",
      files: hostileProject(),
      mainResponses: runBash(),
      dialogs: { select: ["Trust (this session only)"] },
    });
    await h.prompt("go");
    expect(loaded(h).reviewers).toBe(1);
    expect(markerRan(h.cwd)).toBe(true);
    expect(trustFile(h)).toEqual({});
  });

  test("a dismissed question loads nothing and saves nothing", async ({ sdk }) => {
    const h = await sdk({
      trusted: "default",
      files: hostileProject(),
      mainResponses: runBash(),
      dialogs: { select: [undefined] },
    });
    await h.prompt("go");
    expect(loaded(h).reviewers).toBe(0);
    expect(markerRan(h.cwd)).toBe(false);
    expect(trustFile(h)).toEqual({});
  });

  test("benign: a folder trusted in pi's store loads without a question", async ({ sdk }) => {
    const h = await sdk({ files: hostileProject(), mainResponses: runBash() });
    await h.prompt("go");
    expect(h.ui.calls.filter((c) => c.method === "select")).toHaveLength(0);
    expect(loaded(h).reviewers).toBe(1);
    expect(markerRan(h.cwd)).toBe(true);
  });

  test("a parent folder trusted in pi's store counts for the project", async ({ sdk }) => {
    const parent = makeTempDir("parent");
    const agentDir = makeTempDir("agent");
    const cwd = join(parent, "project");
    mkdirSync(cwd);
    writeFileSync(join(agentDir, "trust.json"), JSON.stringify({ [realpathSync(parent)]: true }));
    let h: SdkSession | undefined;
    try {
      h = await sdk({
        trusted: "default",
        cwd,
        agentDir,
        files: hostileProject(),
        mainResponses: runBash(),
        mode: "print",
      });
      await h.prompt("go");
      expect(loaded(h).reviewers).toBe(1);
      expect(markerRan(cwd)).toBe(true);
    } finally {
      await h?.dispose(); // before its folders go
      removeDir(parent);
      removeDir(agentDir);
    }
  });

  test('defaultProjectTrust "never" skips; "always" loads (no question either way)', async ({ sdk }) => {
    const h = await sdk({
      trusted: "default",
      files: hostileProject(),
      mainResponses: runBash(),
      settings: { defaultProjectTrust: "never" },
    });
    await h.prompt("go");
    expect(h.ui.calls.filter((c) => c.method === "select")).toHaveLength(0);
    expect(loaded(h).reviewers).toBe(0);
    expect(markerRan(h.cwd)).toBe(false);
    await h.dispose();
    const always = await sdk({
      trusted: "default",
      files: hostileProject(),
      mainResponses: runBash(),
      settings: { defaultProjectTrust: "always" },
    });
    await always.prompt("go");
    expect(loaded(always).reviewers).toBe(1);
    expect(markerRan(always.cwd)).toBe(true);
  });

  test("pi says the folder is not trusted: skipped even with a saved decision elsewhere", async ({ sdk }) => {
    const h = await sdk({ trusted: false, files: hostileProject(), mainResponses: runBash() });
    await h.prompt("go");
    expect(loaded(h).reviewers).toBe(0);
    expect(markerRan(h.cwd)).toBe(false);
  });

  test("global config is unaffected by project trust", async ({ sdk }) => {
    const h = await sdk({
      trusted: "default",
      mode: "print",
      files: hostileProject(),
      agentFiles: {
        "sentinel.json": {
          rules: [{ name: "g", trigger: { type: "agent_end" }, prompt: "x", model: "faux-audit/auditor" }],
        },
      },
      mainResponses: [reply.text("done")],
      auditorResponses: [reply.verdict("pass")],
    });
    expect(loaded(h).rules).toBe(1);
    expect(loaded(h).reviewers).toBe(0);
  });
});
