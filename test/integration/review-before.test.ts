// Reviewers through the real pi: before-reviews (bash, edit), condition modules, and after-reviews of non-file tools.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import { reply } from "../harness/faux.ts";
import {
  actions,
  cards,
  conditionFiles,
  config,
  editLine12,
  REVIEWER_MODEL,
  shellRules,
  sourceFile,
  toolResultsSeen,
  tsRules,
  verdict,
} from "../fixtures/review/helpers.ts";

describe("before-reviews", () => {
  const shellReviewer = (extra: object = {}) => ({
    name: "shell",
    model: REVIEWER_MODEL,
    rulesFile: "rules/shell.md",
    tools: ["bash"],
    trigger: "before",
    ...extra,
  });

  test("a rejection blocks bash with the full reason", async ({ sdk }) => {
    const h = await sdk({
      files: { ".pi/sentinel.json": config([shellReviewer()]), "rules/shell.md": shellRules },
      mainResponses: [reply.tool("bash", { command: "touch marker-release.txt" }), reply.text("ok")],
      auditorResponses: [
        verdict("rejected", "Release markers are not ours to create.", [
          { rule: "no-release", message: "marker files are not allowed" },
        ]),
      ],
    });
    await h.prompt("clean");
    expect(existsSync(join(h.cwd, "marker-release.txt"))).toBe(false); // never ran
    expect(h.auditor.calls[0].text).toContain("touch marker-release.txt");
    const end = h.events.find((e) => e.type === "tool_execution_end") as
      | { isError: boolean; result: { content: { text: string }[] } }
      | undefined;
    expect(end?.isError).toBe(true);
    const reason = end?.result.content[0].text ?? "";
    expect(reason).toContain(
      'Reviewer "shell" (rules: shell-safety) rejected it: Release markers are not ours to create.',
    );
    expect(reason).toContain("- [no-release] marker files are not allowed");
    expect(toolResultsSeen(h, 1)).toContain("marker files are not allowed");
    expect(actions(h).some((a) => a.type === "audit/outcomeRecorded" && a.outcome === "blocked")).toBe(true);
    expect(cards(h)).toMatchObject([{ trigger: "before", status: "rejected", outcome: "blocked" }]);
  });

  test("a condition returning false skips the model; one returning true (parseBash) runs it", async ({ sdk }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": config([shellReviewer({ condition: "conditions/is-mvn.ts" })]),
        "rules/shell.md": shellRules,
        ...conditionFiles("is-mvn.ts"),
      },
      mainResponses: [
        reply.tool("bash", { command: "echo hello-from-bash" }),
        reply.tool("bash", { command: "cd . && mvn -q test | tail -1" }),
        reply.text("ok"),
      ],
      auditorResponses: [verdict("rejected", "No maven here.")],
    });
    await h.prompt("run");
    expect(h.auditor.calls).toHaveLength(1);
    expect(h.auditor.calls[0].text).toContain("mvn -q test");
    expect(toolResultsSeen(h, 1)).toContain("hello-from-bash");
    expect(toolResultsSeen(h, 2)).toContain("No maven here.");
    // the skipped review is one record born finished (never queued); the one that ran was queued, started, finished
    const settled = actions(h).find((a) => a.type === "audit/settled");
    expect(settled).toMatchObject({ ending: "skipped", reason: expect.stringContaining("returned false") });
    expect(actions(h).map((a) => a.type)).toEqual([
      "audit/settled",
      "audit/queued",
      "audit/started",
      "audit/finished",
      "audit/outcomeRecorded",
    ]);
  });

  test("a throwing condition blocks a before-reviewer (fail closed) with a visible error and no model call", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": config([shellReviewer({ condition: "conditions/throws.ts" })]),
        "rules/shell.md": shellRules,
        ...conditionFiles("throws.ts"),
      },
      mainResponses: [reply.tool("bash", { command: "echo should-not-run" }), reply.text("ok")],
      auditorResponses: [],
    });
    await h.prompt("run");
    expect(h.auditor.calls).toHaveLength(0);
    const seen = toolResultsSeen(h, 1);
    expect(seen).toContain("condition exploded");
    expect(seen).not.toContain("should-not-run\n");
    expect(h.notifications("error").some((n) => n.message.includes("condition exploded"))).toBe(true);
  });

  test("a model failure lets the call through and is recorded", async ({ sdk }) => {
    const h = await sdk({
      files: { ".pi/sentinel.json": config([shellReviewer()]), "rules/shell.md": shellRules },
      mainResponses: [reply.tool("bash", { command: "echo went-through" }), reply.text("ok")],
      auditorResponses: [reply.error("no reviewer today")],
    });
    await h.prompt("run");
    expect(toolResultsSeen(h, 1)).toContain("went-through");
    expect(toolResultsSeen(h, 1)).not.toContain("no reviewer today");
    expect(actions(h).find((a) => a.type === "audit/failed")).toMatchObject({
      message: expect.stringContaining("no reviewer today"),
    });
  });
});

describe("other review subjects", () => {
  test("a before-review of an edit sees the proposed change as a diff against the current file, and a rejection keeps the file", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": config([
          { name: "gate", model: REVIEWER_MODEL, rulesFile: "rules/ts.md", trigger: "before" },
        ]),
        "rules/ts.md": tsRules,
        "src/x.ts": sourceFile,
      },
      mainResponses: [editLine12, reply.text("ok")],
      auditorResponses: [
        verdict("rejected", "No console.log.", [{ rule: "no-console", line: 12, message: "remove it" }]),
      ],
    });
    await h.prompt("edit");
    const req = h.auditor.calls[0].text;
    expect(req).toContain("The tool has not run yet");
    expect(req).toContain("@@ -9,7 +9,7 @@");
    expect(req).toContain("+console.log(12); export const v12 = 12;");
    expect(readFileSync(join(h.cwd, "src/x.ts"), "utf8")).toBe(sourceFile); // blocked: never applied
    expect(toolResultsSeen(h, 1)).toContain("[no-console] line 12: remove it");
  });

  test("an after-review of bash reads the command and its output; a rejection is appended to the result", async ({
    sdk,
  }) => {
    const h = await sdk({
      files: {
        ".pi/sentinel.json": config([
          { name: "shell-after", model: REVIEWER_MODEL, rulesFile: "rules/shell.md", tools: ["*"] },
        ]),
        "rules/shell.md": shellRules,
      },
      mainResponses: [reply.tool("bash", { command: "echo output-line-42" }), reply.text("ok")],
      auditorResponses: [verdict("rejected", "Echo is frowned upon.")],
    });
    await h.prompt("run");
    const req = h.auditor.calls[0].text;
    expect(req).toContain("echo output-line-42");
    expect(req).toContain("--- output ---\noutput-line-42");
    const seen = toolResultsSeen(h, 1);
    expect(seen).toMatch(/^output-line-42/);
    expect(seen).toContain("Echo is frowned upon.");
  });
});
