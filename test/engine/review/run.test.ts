// The review shell with fake ports: records per reviewer, precedence across reviewers, failure semantics on both triggers.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fauxAssistantMessage, fauxToolCall, type AssistantMessage } from "@earendil-works/pi-ai";
import { afterAll, describe, expect, it } from "vitest";
import type { Action } from "../../../src/state/actions.ts";
import { DEFAULT_SETTINGS, type Reviewer, type SourcedReviewer } from "../../../src/state/config-model.ts";
import type { ModelPort } from "../../../src/engine/model-port.ts";
import { createConditionLoader } from "../../../src/engine/review/condition.ts";
import { afterDiagnostic, beforeDecision } from "../../../src/engine/review/outcome.ts";
import { createRulesCache } from "../../../src/engine/review/rules-cache.ts";
import { runReviews, type ReviewRequest } from "../../../src/engine/review/run.ts";

const CONDITIONS = resolve(import.meta.dirname, "../../fixtures/review/conditions");
const cwd = mkdtempSync(join(tmpdir(), "review-run-"));
writeFileSync(join(cwd, "shell.md"), "no rm -rf");
writeFileSync(join(cwd, "bad.md"), "---\nname: [oops\n---\nx");
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

/** Answers per model id: a verdict, or an error message. */
function fakePort(
  answers: Record<string, { status: "passed" | "rejected"; conclusion: string } | { error: string }>,
): ModelPort & { requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    resolve: (spec) =>
      spec.startsWith("x/")
        ? { ok: true, model: { label: spec, model: { id: spec } as never } }
        : { ok: false, error: `model "${spec}" is not known to pi` },
    async stream(m, context): Promise<AssistantMessage> {
      requests.push(m.label);
      const a = answers[m.label];
      void context;
      if (!a || "error" in a)
        return fauxAssistantMessage("", { stopReason: "error", errorMessage: a && "error" in a ? a.error : "none" });
      return fauxAssistantMessage(fauxToolCall("review_verdict", { ...a, findings: [] }), { stopReason: "toolUse" });
    },
  };
}

function request(reviewers: Reviewer[], trigger: "before" | "after", signal?: AbortSignal): ReviewRequest {
  const sourced: SourcedReviewer[] = reviewers.map((reviewer) => ({
    reviewer,
    source: { scope: "project", file: join(cwd, ".pi/sentinel.json") },
  }));
  return {
    trigger,
    toolName: "bash",
    target: "bash ls",
    subject: () => ({ kind: "tool-input", tool: "bash", input: "ls", notes: [] }),
    reviewers: sourced,
    supervisor: { ...DEFAULT_SETTINGS.supervisor, timeoutSeconds: 2 },
    cwd,
    event: { toolName: "bash", input: { command: "ls" } },
    ctx: { cwd },
    signal,
  };
}

function run(req: ReviewRequest, port: ModelPort) {
  const actions: Action[] = [];
  let id = 0;
  let t = 0;
  const outcome = runReviews(req, {
    model: port,
    rules: createRulesCache(),
    conditions: createConditionLoader(),
    dispatch: (a) => actions.push(a),
    now: () => (t += 10),
    newId: (p) => `${p}-${++id}`,
  });
  return outcome.then((o) => ({ o, actions }));
}

const rv = (name: string, extra: Partial<Reviewer> = {}): Reviewer => ({
  name,
  model: `x/${name}`,
  rulesFile: "shell.md",
  tools: ["bash"],
  ...extra,
});

describe("runReviews", () => {
  it("runs reviewers in parallel and combines them: rejected beats failed beats passed", async () => {
    const port = fakePort({
      "x/a": { status: "passed", conclusion: "fine" },
      "x/b": { error: "overloaded" },
      "x/c": { status: "rejected", conclusion: "bad" },
    });
    const { o, actions } = await run(request([rv("a"), rv("b"), rv("c")], "after"), port);
    expect(o.results.map((r) => [r.reviewer, r.status])).toEqual([
      ["a", "passed"],
      ["b", "failed"],
      ["c", "rejected"],
    ]);
    expect(o.status).toBe("rejected");
    expect(actions.filter((a) => a.type === "audit/queued")).toHaveLength(3);
    expect(actions.find((a) => a.type === "audit/failed")).toMatchObject({
      message: expect.stringContaining("overloaded"),
    });
    expect(afterDiagnostic(o)).toContain('Reviewer "c" (rules: shell) rejected it: bad');
    expect(afterDiagnostic(o)).not.toContain("overloaded");
  });

  it("after: a condition failure and a model failure never reach the agent (fail open)", async () => {
    const { o } = await run(
      request([rv("a", { condition: join(CONDITIONS, "throws.ts") }), rv("b")], "after"),
      fakePort({ "x/b": { error: "down" } }),
    );
    expect(o.status).toBe("failed");
    expect(afterDiagnostic(o)).toBeUndefined();
  });

  it("before: a condition failure blocks (fail closed), a model failure or unknown model does not", async () => {
    const closed = await run(
      request([rv("a", { condition: join(CONDITIONS, "non-boolean.ts") })], "before"),
      fakePort({}),
    );
    const d = beforeDecision(closed.o);
    expect(d.block).toBe(true);
    if (d.block) expect(d.reason).toMatch(/condition failed, so the call is blocked.*not true or false/);
    const open = await run(
      request([rv("b"), { ...rv("unknown"), model: "nope/model" }], "before"),
      fakePort({ "x/b": { error: "down" } }),
    );
    expect(open.o.results.map((r) => r.status)).toEqual(["failed", "failed"]);
    expect(open.o.results[1].error).toContain("not known to pi");
    expect(beforeDecision(open.o)).toEqual({ block: false });
  });

  it("a reviewer whose rules cannot be read fails visibly; no matching rules file means no record", async () => {
    const { o } = await run(
      request(
        [
          rv("bad", { rulesFile: "bad.md" }),
          rv("missing", { rulesFile: "nope.md" }),
          rv("patterned", { rulesFile: "shell.md" }),
        ],
        "after",
      ),
      fakePort({ "x/patterned": { status: "passed", conclusion: "ok" } }),
    );
    expect(o.results[0]).toMatchObject({ status: "failed", error: expect.stringContaining("invalid front matter") });
    expect(o.results[1]).toMatchObject({ status: "failed", error: expect.stringContaining("ENOENT") });
    expect(o.results[2].status).toBe("passed");
    const file = await run({ ...request([rv("p")], "after"), toolName: "edit", filePath: "src/a.ts" }, fakePort({}));
    expect(file.o.results[0]).toMatchObject({ status: "skipped", reason: "no rules file matches src/a.ts" });
    expect(file.actions).toEqual([]);
    expect(file.o.status).toBe("skipped");
  });

  it("an already aborted signal skips every reviewer without a model call, recorded as skipped", async () => {
    const port = fakePort({ "x/a": { status: "passed", conclusion: "fine" } });
    const ac = new AbortController();
    ac.abort();
    const { o, actions } = await run(request([rv("a"), rv("b")], "after", ac.signal), port);
    expect(o.results.map((r) => r.status)).toEqual(["skipped", "skipped"]);
    expect(port.requests).toEqual([]);
    expect(actions.map((a) => a.type)).toEqual(["audit/settled", "audit/settled"]);
    expect(actions.map((a) => a.type === "audit/settled" && [a.ending, a.cause.kind, a.reason])).toEqual([
      ["skipped", "agentAborted", "cancelled: the agent was interrupted"],
      ["skipped", "agentAborted", "cancelled: the agent was interrupted"],
    ]);
  });

  // a review that never reaches the model is one record born finished: never audit/queued, never a pair
  it.each<[string, Partial<Reviewer>, "skipped" | "errored", string, RegExp]>([
    [
      "condition false",
      { condition: join(CONDITIONS, "always-false.ts") },
      "skipped",
      "conditionFalse",
      /returned false/,
    ],
    ["condition throws", { condition: join(CONDITIONS, "throws.ts") }, "errored", "conditionBroken", /./],
    ["condition not boolean", { condition: join(CONDITIONS, "non-boolean.ts") }, "errored", "conditionBroken", /./],
    ["rules unreadable", { rulesFile: "missing.md" }, "errored", "rulesUnreadable", /ENOENT/],
  ])("%s: one audit/settled record, no audit/queued", async (_name, extra, ending, cause, reason) => {
    const port = fakePort({ "x/a": { status: "passed", conclusion: "fine" } });
    const { actions } = await run(request([rv("a", extra)], "before"), port);
    expect(port.requests).toEqual([]);
    expect(actions.map((a) => a.type)).toEqual(["audit/settled"]);
    const a = actions[0];
    if (a.type !== "audit/settled") throw new Error("unreachable");
    expect([a.ending, a.cause.kind, a.guard, a.rule, a.mode, a.trigger]).toEqual([
      ending,
      cause,
      "reviewer",
      "a",
      "before",
      "tool_call",
    ]);
    expect(a.reason).toMatch(reason);
  });

  it("a review that reaches the model keeps its one lifecycle: queued, started, finished", async () => {
    const port = fakePort({ "x/a": { status: "passed", conclusion: "fine" } });
    const { actions } = await run(request([rv("a")], "after"), port);
    expect(actions.map((a) => a.type).filter((t) => t !== "audit/progressed")).toEqual([
      "audit/queued",
      "audit/started",
      "audit/finished",
    ]);
  });
});
