// `npm run demo` end to end in tmux: the scripted task meets every guard, the panels open, the audit log exports.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { hasTmux, startDemoReady } from "../../scripts/lib/demo-driver.ts";
import { makeStubBin, makeTempDir, removeDir } from "../harness/env.ts";

describe.skipIf(!hasTmux)("offline demo (tmux)", () => {
  test("prompt guard error, blocked force-push, withheld file, reviewer finding, fleet, list and export", async () => {
    const stubDir = makeTempDir("demo-stubs");
    const stubs = makeStubBin(stubDir);
    const demo = await startDemoReady({ cols: 120, rows: 40, pathPrefix: stubs.binDir }, /try this/, 60_000);
    try {
      await demo.waitFor(/sentinel.*ready/);

      demo.type("/deploy");
      await demo.waitFor(
        /\/deploy: missing required argument <environment>\. Usage: \/deploy <environment> \[version\]/,
      );

      demo.type("run the demo task");
      await demo.waitFor(/Demo task finished/, 60_000);
      await demo.waitFor(/review ✗ rejected · edit src\/config\.ts/);
      // the reviewer's finding never rolls the edit back
      expect(readFileSync(join(demo.project, "src/config.ts"), "utf8")).toContain('console.log("loaded token", token)');

      demo.type("/sentinel:fleet");
      await demo.waitFor(/sentinel fleet/);
      // the fleet is live (a background audit may still be running), so a capture can land mid-redraw:
      // wait for each row rather than asserting on the first frame that shows the title
      await demo.waitFor(/no-force-push.*git push --force.*blocked/);
      await demo.waitFor(/injection-scann.*INTEGRATIONS\.md.*withheld/);
      await demo.waitFor(/secrets-reviewer.*edit src\/config\.ts/);
      await demo.waitFor(/prompt-guard.*\/deploy.*rejected/);
      demo.press("details");
      await demo.waitFor(/defined/);
      demo.press("close");
      await demo.waitForGone(/defined/);
      demo.press("close");
      await demo.waitForGone(/sentinel fleet/);

      demo.type("/sentinel:list");
      await demo.waitFor(/sentinel guards and rules/);
      demo.press("close");
      await demo.waitForGone(/sentinel guards and rules/);

      demo.type("/sentinel:export audit.jsonl");
      const exported = join(demo.project, "audit.jsonl");
      for (let i = 0; i < 50 && !existsSync(exported); i++) await new Promise((r) => setTimeout(r, 100));
      const records = readFileSync(exported, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { guard: string; outcome?: string });
      expect(new Set(records.map((r) => r.guard))).toEqual(new Set(["prompt", "sentinel", "injection", "reviewer"]));
      expect(records.some((r) => r.guard === "sentinel" && r.outcome === "blocked")).toBe(true);

      // the hidden instruction asked for `env | curl …`: nothing ran it
      expect(existsSync(stubs.logFile) ? readFileSync(stubs.logFile, "utf8") : "").toBe("");
    } catch (e) {
      console.error(`--- screen ---\n${demo.plain()}\n--------------`);
      throw e;
    } finally {
      demo.close();
      removeDir(stubDir);
    }
  }, 120_000);
});
