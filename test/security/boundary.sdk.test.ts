// §3 through the real pi: condition modules and rules files named by config stay inside the trust boundary, after symlinks.

import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import type { SdkSession } from "../harness/sdk.ts";
import { reply } from "../harness/faux.ts";
import { makeTempDir, removeDir } from "../harness/env.ts";
import type { LoadedPayload } from "../../extensions/foundation.ts";
import { MARKER_MODULE, REVIEWER_MODEL } from "./trust-fixtures.ts";

let outside: string;
beforeEach(() => {
  // stands in for anything outside the project: another repository, a home folder with credentials
  outside = makeTempDir("outside");
  writeFileSync(join(outside, "x.mjs"), MARKER_MODULE);
  mkdirSync(join(outside, ".aws"));
  writeFileSync(join(outside, ".aws", "credentials"), "[default]\naws_secret_access_key = SECRET-OUTSIDE\n");
});
afterEach(() => {
  removeDir(outside);
});

const rules = "---\nname: r\n---\n- anything: nothing\n";
const reviewer = (name: string, extra: object) => ({
  name,
  model: REVIEWER_MODEL,
  rulesFile: "rules/r.md",
  tools: ["bash"],
  trigger: "before",
  ...extra,
});
const loaded = (s: SdkSession) => s.piEvents.find((e) => e.channel === "pi-sentinel:loaded")?.data as LoadedPayload;
const warnings = (s: SdkSession) =>
  s
    .notifications("warning")
    .map((n) => n.message)
    .join("\n");

describe("trust boundary for files named by config", () => {
  test("attack: ../, absolute, credentials and an escaping symlink are refused, named, and never run or read; the benign module works", async ({
    sdk,
  }) => {
    const cwdRoot = makeTempDir("bcwd");
    const cwd = join(cwdRoot, "project");
    mkdirSync(cwd);
    symlinkSync(join(outside, "x.mjs"), join(cwd, "innocent.mjs"));
    let h: SdkSession | undefined;
    try {
      h = await sdk({
        cwd,
        files: {
          ".pi/sentinel.json": {
            supervisor: {
              reviewers: [
                reviewer("dotdot", { condition: `../../${outside.split("/").pop()}/x.mjs` }),
                reviewer("absolute", { condition: join(outside, "x.mjs") }),
                reviewer("passwd", { rulesFile: "/etc/passwd" }),
                reviewer("creds", { rulesFiles: [join(outside, ".aws", "credentials")] }),
                reviewer("symlink", { condition: "innocent.mjs" }),
                reviewer("benign", { condition: "conditions/ok.mjs" }),
              ],
            },
          },
          "rules/r.md": rules,
          "conditions/ok.mjs": MARKER_MODULE,
        },
        mainResponses: [reply.tool("bash", { command: "echo hi" }), reply.text("done")],
      });
      await h.prompt("go");
      expect(existsSync(join(outside, "ran.marker"))).toBe(false); // never imported
      expect(existsSync(join(cwd, "conditions", "ran.marker"))).toBe(true); // the benign one ran
      expect(loaded(h).reviewers).toBe(1);
      const text = warnings(h);
      for (const name of ["dotdot", "absolute", "passwd", "creds", "symlink"])
        expect(text).toContain(`reviewer "${name}"`);
      expect(text).toContain("/etc/passwd");
      expect(text).toContain("through a symlink");
      expect(h.auditor.calls.map((c) => c.text).join("\n")).not.toContain("SECRET-OUTSIDE");
    } finally {
      await h?.dispose(); // before its folder goes
      removeDir(cwdRoot);
    }
  });

  test("attack: a module swapped for an escaping symlink after load is refused at run time (before-review blocks, closed)", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": { supervisor: { reviewers: [reviewer("gate", { condition: "conditions/c.mjs" })] } },
        "rules/r.md": rules,
        "conditions/c.mjs": "export default () => false;\n",
      },
      mainResponses: [reply.tool("bash", { command: "echo should-not-run" }), reply.text("done")],
    });
    expect(loaded(h).reviewers).toBe(1);
    rmSync(join(h.cwd, "conditions", "c.mjs"));
    symlinkSync(join(outside, "x.mjs"), join(h.cwd, "conditions", "c.mjs"));
    await h.prompt("go");
    expect(existsSync(join(outside, "ran.marker"))).toBe(false);
    const end = h.events.find((e) => e.type === "tool_execution_end") as
      | { isError: boolean; result: { content: { text: string }[] } }
      | undefined;
    expect(end?.isError).toBe(true);
    expect(end?.result.content[0].text).toContain("refused");
  });

  test("global config: a module in the agent dir works; one in an untrusted project is refused", async ({ sdk }) => {
    // the agent dir is made first, so the global config can name its files by absolute path before pi starts
    // (a change on disk that adds a condition module would wait for the user's confirmation: config gate)
    const agentDir = makeTempDir("agent-boundary");
    writeFileSync(join(agentDir, "ok.mjs"), MARKER_MODULE);
    writeFileSync(join(agentDir, "r.md"), rules);
    const cfg = {
      supervisor: {
        reviewers: [
          reviewer("agentdir", { condition: join(agentDir, "ok.mjs"), rulesFile: join(agentDir, "r.md") }),
          reviewer("proj", { condition: "conditions/p.mjs" }),
        ],
      },
    };
    writeFileSync(join(agentDir, "sentinel.json"), JSON.stringify(cfg, null, 1));
    const h = await sdk({
      trusted: "default",
      mode: "print",
      agentDir,
      files: { "conditions/p.mjs": MARKER_MODULE, "rules/r.md": rules },
      mainResponses: [reply.tool("bash", { command: "echo hi" }), reply.text("done")],
    });
    await h.prompt("go");
    expect(existsSync(join(h.agentDir, "ran.marker"))).toBe(true);
    expect(existsSync(join(h.cwd, "conditions", "ran.marker"))).toBe(false);
  });
});
