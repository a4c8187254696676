// §9 reserved names and bounded messages: prototype names rejected at load, a 30,000-key file gives one short warning, lint lists all.

import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { validateConfigFile } from "../../src/engine/config/validate.ts";
import { parseOp } from "../../src/engine/config/oplog.ts";
import { formatDiagnostics, NOTIFY_MAX_PROBLEMS } from "../../src/engine/config/diagnostics.ts";
import { main, type CliIO } from "../../src/cli/main.ts";
import { makeTempDir, removeDir, writeTree } from "../harness/env.ts";
import type { LoadedPayload } from "../../extensions/foundation.ts";

const where = { scope: "global" as const, file: "/a/sentinel.json" };
const rule = (name: string) => ({ name, trigger: { type: "agent_end" }, prompt: "x" });
const reviewer = (name: string) => ({ name, model: "a/b", rulesFile: "r.md" });
const manyKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`unknownKey${i}`, i]));

describe("reserved names", () => {
  test.each(["__proto__", "constructor", "prototype"])(
    "a rule or reviewer named %s is dropped with a diagnostic; its neighbours load",
    (name) => {
      const json = JSON.parse(
        JSON.stringify({
          rules: [rule(name), rule("ok")],
          supervisor: { reviewers: [reviewer(name), reviewer("fine")] },
        }),
      );
      const v = validateConfigFile(json, where);
      expect(v.config.rules?.map((r) => r.name)).toEqual(["ok"]);
      expect(v.config.supervisor?.reviewers?.map((r) => r.name)).toEqual(["fine"]);
      expect(v.diagnostics.filter((d) => d.message.includes(`"${name}"`))).toHaveLength(2);
    },
  );

  test.each(["constructor", "prototype", "__proto__"])(
    "a %s key inside an open map (injectionDefense.tools) is ignored with a diagnostic",
    (key) => {
      const json = JSON.parse(`{"injectionDefense":{"tools":{"${key}":["x"],"mcp__*":["query"]}}}`);
      const v = validateConfigFile(json, where);
      expect(v.config.injectionDefense?.tools).toBeUndefined();
      expect(v.diagnostics.some((d) => d.message.includes(`"${key}"`))).toBe(true);
    },
  );

  test("benign: names that merely contain those words are fine", () => {
    const v = validateConfigFile({ rules: [rule("constructor-check"), rule("no-prototype-edits")] }, where);
    expect(v.config.rules).toHaveLength(2);
    expect(v.diagnostics).toEqual([]);
  });

  test("session ops naming a reserved name are ignored", () => {
    expect(parseOp({ type: "rule/disabled", kind: "guard", name: "constructor", at: 1 })).toBeUndefined();
    expect(parseOp({ type: "rule/disabled", kind: "sentinel", name: "x".repeat(5000), at: 1 })).toBeUndefined();
    expect(parseOp({ type: "rule/disabled", kind: "sentinel", name: "mine", at: 1 })).toBeDefined();
  });
});

describe("bounded messages", () => {
  test("30,000 unknown keys: one warning with the first problems and how many more", () => {
    const v = validateConfigFile({ ...manyKeys(30_000), rules: [rule("kept")] }, where);
    expect(v.config.rules).toHaveLength(1);
    expect(v.diagnostics).toHaveLength(30_000);
    const text = formatDiagnostics(v.diagnostics);
    expect(text.split("\n")).toHaveLength(1 + NOTIFY_MAX_PROBLEMS + 1);
    expect(text).toContain(`and ${30_000 - NOTIFY_MAX_PROBLEMS} more`);
    expect(text).toContain("pi-sentinel lint /a/sentinel.json");
    expect(text.length).toBeLessThan(4000);
  });

  test("a 200 KB key name is cut in the warning", () => {
    const v = validateConfigFile({ ["k".repeat(200_000)]: 1 }, where);
    expect(formatDiagnostics(v.diagnostics).length).toBeLessThan(1000);
  });

  // 3,000 keys here: lint's line lookup (yaml getIn) is still quadratic in the keys of one map (30,000 take minutes)
  test("pi-sentinel lint prints the full list", async () => {
    const dir = makeTempDir("lint3k");
    try {
      writeTree(dir, { "sentinel.json": manyKeys(3_000) });
      let out = "";
      const io: CliIO = {
        stdout: (t) => void (out += t),
        stderr: () => {},
        stdin: async () => "",
        stdinLines: async function* () {},
        cwd: dir,
        env: { PI_CODING_AGENT_DIR: dir },
      };
      await main(["lint", "sentinel.json"], io);
      expect(out.split("\n").filter((l) => l.includes("unknownKey")).length).toBe(3_000);
    } finally {
      removeDir(dir);
    }
  });
});

describe("through the real pi", () => {
  test("a global file with 30,000 unknown keys and a rule named constructor: one short warning, the good rule loads", async ({
    sdk,
  }) => {
    const h = await sdk({
      agentFiles: {
        "sentinel.json": {
          ...manyKeys(30_000),
          rules: [rule("constructor"), { ...rule("good"), model: "faux-audit/auditor" }],
        },
      },
    });
    const loaded = h.piEvents.find((e) => e.channel === "pi-sentinel:loaded")?.data as LoadedPayload;
    expect(loaded.rules).toBe(1);
    const warnings = h.notifications("warning");
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toContain("30001 config problems");
    expect(warnings[0].message).toContain("more");
    expect(warnings[0].message.length).toBeLessThan(5000);
  });
});
