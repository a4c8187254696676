// Reviewers through the real pi with faux agent and reviewer models: after-reviews of edits, cancellation, config reload.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fauxAssistantMessage, fauxToolCall, type FauxResponseStep } from "@earendil-works/pi-ai";
import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { reply, scriptStep } from "../harness/faux.ts";
import { pollUntil } from "../harness/env.ts";
import type { Action } from "../../src/state/actions.ts";
import {
  actions,
  cards,
  conditionFiles,
  config,
  editLine12,
  REVIEWER_MODEL,
  sourceFile,
  toolResultsSeen,
  tsRules,
  verdict,
} from "../fixtures/review/helpers.ts";

describe("after-reviews of edit", () => {
  test("a rejection reaches the agent with the finding, the file is kept, and the reviewer saw the diff with real line numbers", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": config([{ name: "style", model: REVIEWER_MODEL, rulesFile: "rules/ts.md" }]),
        "rules/ts.md": tsRules,
        "src/x.ts": sourceFile,
      },
      mainResponses: [editLine12, reply.text("noted")],
      auditorResponses: [
        verdict("rejected", "A console.log was added.", [
          { rule: "no-console", line: 12, message: "console.log left in src/x.ts" },
        ]),
      ],
    });
    await h.prompt("edit the file");

    // the file is not rolled back
    expect(readFileSync(join(h.cwd, "src/x.ts"), "utf8")).toContain("console.log(12); export const v12 = 12;");
    // the agent sees the tool's own result plus the diagnostic
    const seen = toolResultsSeen(h, 1);
    expect(seen).toMatch(/Successfully replaced/i);
    expect(seen).toContain("review rejected this change to edit src/x.ts");
    expect(seen).toContain("[no-console] line 12: console.log left in src/x.ts");
    expect(seen).toContain("has NOT been rolled back");

    // what the reviewer model received: rules, a unified diff with the real hunk header, the numbered file
    expect(h.auditor.calls).toHaveLength(1);
    const req = h.auditor.calls[0];
    expect(req.tools).toContain("review_verdict");
    expect(req.text).toContain("no-console: never leave console.log");
    expect(req.text).toContain("--- a/src/x.ts");
    expect(req.text).toContain("@@ -9,7 +9,7 @@");
    expect(req.text).toContain("-export const v12 = 12;\n+console.log(12); export const v12 = 12;");
    expect(req.text).toContain("12 | console.log(12); export const v12 = 12;");
    expect(req.text).toContain("20 | export const v20 = 20;");

    // records and the transcript card
    const finished = actions(h).find((a) => a.type === "audit/finished");
    expect(finished).toMatchObject({
      verdict: "fail",
      details: { status: "rejected", ruleGroups: ["ts-style"], findings: [{ rule: "no-console", line: 12 }] },
    });
    expect(actions(h).find((a) => a.type === "audit/queued")).toMatchObject({
      guard: "reviewer",
      mode: "after",
      rule: "style",
      model: REVIEWER_MODEL,
    });
    expect(actions(h).some((a) => a.type === "audit/outcomeRecorded" && a.outcome === "annotated")).toBe(true);
    expect(cards(h)).toMatchObject([
      { status: "rejected", target: "edit src/x.ts", reviewers: [{ name: "style", status: "rejected" }] },
    ]);
  });

  test("a passing review leaves the tool result untouched; a file outside the patterns is not reviewed", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": config([{ name: "style", model: REVIEWER_MODEL, rulesFile: "rules/ts.md" }]),
        "rules/ts.md": tsRules,
        "src/x.ts": sourceFile,
      },
      mainResponses: [editLine12, reply.tool("write", { path: "notes.md", content: "# notes\n" }), reply.text("done")],
      auditorResponses: [verdict("passed", "Fine.")],
    });
    await h.prompt("edit");
    expect(h.auditor.calls).toHaveLength(1); // notes.md matches no rules file
    expect(toolResultsSeen(h, 1)).not.toContain("pi-sentinel");
    expect(cards(h)).toMatchObject([{ status: "passed", reviewers: [{ status: "passed" }] }]);
  });

  test("a model error is recorded but stays out of the agent's view", async ({ sdk }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": config([{ name: "style", model: REVIEWER_MODEL, rulesFile: "rules/ts.md" }]),
        "rules/ts.md": tsRules,
        "src/x.ts": sourceFile,
      },
      mainResponses: [editLine12, reply.text("done")],
      auditorResponses: [reply.error("reviewer backend exploded")],
    });
    await h.prompt("edit");
    const seen = toolResultsSeen(h, 1);
    expect(seen).not.toContain("exploded");
    expect(seen).not.toContain("pi-sentinel");
    expect(JSON.stringify(h.main.calls[1].messages)).not.toContain("exploded");
    const failed = actions(h).find((a) => a.type === "audit/failed");
    expect(failed).toMatchObject({ message: expect.stringContaining("reviewer backend exploded") });
    expect(cards(h)).toMatchObject([{ status: "failed" }]);
  });

  test("a failed edit and an edit that changes nothing are not reviewed", async ({ sdk }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": config([{ name: "style", model: REVIEWER_MODEL, rulesFile: "rules/ts.md" }]),
        "rules/ts.md": tsRules,
        "src/x.ts": sourceFile,
      },
      mainResponses: [
        reply.tool("edit", { path: "src/x.ts", edits: [{ oldText: "not in the file", newText: "x" }] }),
        reply.tool("write", { path: "src/x.ts", content: sourceFile }),
        reply.text("done"),
      ],
      auditorResponses: [],
    });
    await h.prompt("edit");
    expect(h.auditor.calls).toHaveLength(0);
    expect(cards(h)).toEqual([]);
  });
});

describe("cancellation and reloading", () => {
  test("an abort cancels the in-flight review and skips the one not yet started, both recorded as skipped", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": config([
          { name: "slow-model", model: REVIEWER_MODEL, rulesFile: "rules/ts.md" },
          { name: "gated", model: REVIEWER_MODEL, rulesFile: "rules/ts.md", condition: "conditions/wait-for-gate.ts" },
        ]),
        "rules/ts.md": tsRules,
        "src/x.ts": sourceFile,
        ...conditionFiles("wait-for-gate.ts"),
      },
      mainResponses: [editLine12, reply.text("never")],
      auditorResponses: [
        scriptStep({
          delayMs: 60_000,
          toolCalls: [{ name: "review_verdict", args: { status: "passed", conclusion: "late" } }],
        }),
      ],
    });
    const run = h.session.prompt("edit");
    await pollUntil(
      () => h!.auditor.calls.length === 1 || undefined,
      10_000,
      () => "the slow reviewer's request",
    );
    // session.abort() waits for the run to settle, which waits for the gated condition: release the gate after aborting
    const aborted = h.session.abort();
    writeFileSync(join(h.cwd, "release-gate"), "go");
    await aborted;
    await run.catch(() => {});
    await h.waitForIdle();
    // the in-flight review ends its one lifecycle as skipped; the one not yet started is born finished (never queued)
    const ended = (a: Action): boolean => a.type === "audit/skipped" || a.type === "audit/settled";
    await pollUntil(
      () => actions(h!).filter(ended).length === 2 || undefined,
      10_000,
      () =>
        `two skipped records in ${JSON.stringify(actions(h!).map((a) => [a.type, "reason" in a ? a.reason : "", "message" in a ? a.message : ""]))}`,
    );
    const skipped = actions(h).filter((a) => a.type === "audit/skipped");
    const settled = actions(h).filter((a) => a.type === "audit/settled");
    expect(skipped).toHaveLength(1);
    expect(skipped.every((a) => a.type === "audit/skipped" && a.reason.includes("cancelled"))).toBe(true);
    expect(settled).toMatchObject([{ rule: "gated", ending: "skipped", cause: { kind: "agentAborted" } }]);
    const gatedId = settled[0].type === "audit/settled" ? settled[0].auditId : "";
    expect(
      actions(h)
        .filter((a) => "auditId" in a && a.auditId === gatedId)
        .map((a) => a.type),
    ).toEqual(["audit/settled"]);
    expect(
      actions(h)
        .filter((a) => a.type === "audit/queued")
        .map((a) => a.type === "audit/queued" && a.rule),
    ).toEqual(["slow-model"]);
    expect(actions(h).some((a) => a.type === "audit/failed")).toBe(false);
    expect(h.auditor.calls).toHaveLength(1); // the gated reviewer never reached the model
  });

  test("config and rules-file edits apply on the next call", async ({ sdk }) => {
    let step = 0;
    const editStep: FauxResponseStep = () => {
      step++;
      const n = step;
      if (n === 2) {
        // between the calls: new rules text, and a second reviewer in sentinel.json
        writeFileSync(join(h!.cwd, "rules/ts.md"), tsRules.replace("no-console", "no-console-v2 (edited)"));
        writeFileSync(
          join(h!.cwd, ".pi/sentinel.json"),
          JSON.stringify(
            config([
              { name: "style", model: REVIEWER_MODEL, rulesFile: "rules/ts.md" },
              { name: "second", model: REVIEWER_MODEL, rulesFile: "rules/ts.md" },
            ]),
          ),
        );
      }
      if (n === 3) {
        writeFileSync(join(h!.cwd, ".pi/sentinel.json"), JSON.stringify(config([], { enabled: false })));
      }
      return fauxAssistantMessage(
        fauxToolCall("edit", {
          path: "src/x.ts",
          edits: [{ oldText: `export const v${n} = ${n};`, newText: `export const v${n} = ${n * 100};` }],
        }),
        {
          stopReason: "toolUse",
        },
      );
    };
    const h = await sdk({
      files: {
        ".pi/sentinel.json": config([{ name: "style", model: REVIEWER_MODEL, rulesFile: "rules/ts.md" }]),
        "rules/ts.md": tsRules,
        "src/x.ts": sourceFile,
      },
      mainResponses: [editStep, editStep, editStep, reply.text("done")],
      auditorResponses: [verdict("passed", "ok"), verdict("passed", "ok"), verdict("passed", "ok")],
      dialogs: { confirm: [true] }, // the third edit disables the supervisor (loosens): the user confirms it
    });
    await h.prompt("edit three times");
    expect(h.auditor.calls).toHaveLength(3); // 1 reviewer, then 2, then reviewers disabled
    expect(h.auditor.calls[0].text).toContain("- no-console: never");
    expect(h.auditor.calls[1].text).toContain("no-console-v2 (edited)");
    expect(h.auditor.calls[2].text).toContain("no-console-v2 (edited)");
    expect(cards(h).map((c) => c.reviewers.length)).toEqual([1, 2]);
  });
});
