// What a tool call means to the reviewers (pure) and the review guard's shell with fake ports: capture, gate, annotate, fail open.

import { fauxAssistantMessage, fauxToolCall, type AssistantMessage } from "@earendil-works/pi-ai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createReviewGuard, type ReviewHost } from "../../../src/engine/review/guard.ts";
import type { ReviewOutcome } from "../../../src/engine/review/outcome.ts";
import { afterRequest, annotate, changedFile, planCall, reportOf } from "../../../src/engine/review/plan.ts";
import { createRulesCache } from "../../../src/engine/review/rules-cache.ts";
import { refuseToolWritten } from "../../../src/engine/review/tool-written.ts";
import { createConditionLoader } from "../../../src/engine/review/condition.ts";
import type { ModelPort } from "../../../src/engine/model-port.ts";
import type { Action } from "../../../src/state/actions.ts";
import { DEFAULT_SETTINGS, type Reviewer, type SourcedReviewer } from "../../../src/state/config-model.ts";

const cwd = mkdtempSync(join(tmpdir(), "review-plan-"));
writeFileSync(join(cwd, "rules.md"), "no secrets");
writeFileSync(join(cwd, "files.md"), '---\nfilePatterns: ["**/*.ts"]\n---\nno secrets in code');
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const reviewer = (name: string, r: Partial<Reviewer>): SourcedReviewer => ({
  reviewer: { name, model: "x/m", rulesFile: join(cwd, "rules.md"), ...r },
  source: { scope: "project" },
});
const reviewers = [
  reviewer("pre-edit", { trigger: "before", rulesFile: join(cwd, "files.md") }),
  reviewer("post-edit", { trigger: "after", rulesFile: join(cwd, "files.md") }),
  reviewer("post-bash", { trigger: "after", tools: ["bash"] }),
  reviewer("any-before", { trigger: "before", tools: ["*"] }),
  reviewer("off", { trigger: "before", enabled: false }),
];
const names = (rs: SourcedReviewer[]) => rs.map((r) => r.reviewer.name);

describe("planCall", () => {
  it.each([
    ["edit", { path: "src/a.ts", edits: [] }, ["pre-edit", "any-before"], ["post-edit"], "src/a.ts"],
    ["write", { path: "@src/b.ts", content: "x" }, ["pre-edit", "any-before"], ["post-edit"], "src/b.ts"],
    ["bash", { command: "ls" }, ["any-before"], ["post-bash"], undefined],
    ["read", { path: "src/a.ts" }, ["any-before"], [], undefined],
  ])("%s %j: before %j, after %j, file %s", (tool, input, before, after, rel) => {
    const p = planCall(reviewers, { toolName: tool, toolCallId: "c", input }, cwd);
    expect(names(p.before)).toEqual(before);
    expect(names(p.after)).toEqual(after);
    expect(p.file?.rel).toBe(rel);
  });
  it("an edit without a string path changes no known file", () => {
    expect(changedFile("edit", { path: 3 }, cwd)).toBeUndefined();
  });
});

describe("afterRequest", () => {
  const result = (tool: string, input: unknown) => ({
    toolName: tool,
    toolCallId: "c",
    input,
    content: [{ type: "text", text: "out" }],
    isError: false,
  });
  const sup = DEFAULT_SETTINGS.supervisor;
  const capture = { abs: join(cwd, "a.ts"), rel: "a.ts", before: "old" };
  it.each([
    ["no capture", undefined, "new", false],
    ["unreadable after", capture, null, false],
    ["unchanged", capture, "old", false],
    ["changed", capture, "new", true],
  ] as const)("edit, %s -> reviewed %s", (_name, cap, after, reviewed) => {
    const r = afterRequest(result("edit", { path: "a.ts" }), reviewers, cap, after, sup);
    expect(r !== undefined).toBe(reviewed);
    if (r) expect(r).toMatchObject({ trigger: "after", target: "edit a.ts", filePath: "a.ts" });
  });
  it("other tools are reviewed on their input and output", () => {
    const r = afterRequest(result("bash", { command: "npm test" }), reviewers, undefined, null, sup);
    expect(r?.target).toBe("bash npm test");
    expect(JSON.stringify(r?.subject())).toContain("out");
  });
});

describe("reportOf and annotate", () => {
  const outcome = (over: Partial<ReviewOutcome["results"][number]>): ReviewOutcome => ({
    trigger: "before",
    tool: "edit",
    target: "edit a.ts",
    status: "rejected",
    durationMs: 1,
    results: [
      {
        reviewer: "r",
        model: "x/m",
        status: "rejected",
        auditId: "aud-1",
        findings: [],
        ruleGroups: [],
        durationMs: 1,
        problems: ["p1"],
        ...over,
      },
    ],
  });
  it("records the outcome on a rejecting record, shows each problem once, makes a card", () => {
    const r = reportOf(outcome({}), "blocked", "why", new Set(), 5);
    expect(r.actions).toEqual([
      { type: "audit/outcomeRecorded", auditId: "aud-1", outcome: "blocked", reason: "why", at: 5 },
    ]);
    expect(r.notices).toEqual([{ message: 'pi-sentinel reviewer "r": p1', level: "warning" }]);
    expect(r.card?.reviewers).toHaveLength(1);
    expect(reportOf(outcome({}), "blocked", "why", new Set(["p1"]), 5).notices).toEqual([]);
  });
  it("a condition error is shown every time, and says the call was blocked before it ran", () => {
    const r = reportOf(
      outcome({ status: "failed", conditionError: true, error: "boom" }),
      "blocked",
      "x",
      new Set(["p1"]),
      5,
    );
    expect(r.notices[0]).toEqual({ message: 'pi-sentinel reviewer "r": boom (call blocked)', level: "error" });
    expect(r.actions).toHaveLength(1);
  });
  it("an allowed round records no outcome", () => {
    expect(reportOf(outcome({ status: "passed" }), "allowed", undefined, new Set(), 5).actions).toEqual([]);
  });
  it("annotate appends the diagnostic and keeps structured content", () => {
    const res = {
      toolName: "bash",
      toolCallId: "c",
      input: {},
      content: [{ type: "text", text: "out" }],
      isError: false,
      structuredContent: { a: 1 },
    };
    const a = annotate(res, { ...outcome({}), trigger: "after" });
    expect(a.outcome).toBe("annotated");
    expect(a.change?.content?.[0]).toEqual({ type: "text", text: "out" });
    expect(a.change?.structuredContent).toEqual({ a: 1 });
    expect(annotate(res, { ...outcome({ status: "passed" }), status: "passed", trigger: "after" }).outcome).toBe(
      "allowed",
    );
  });
});

function port(status: "passed" | "rejected"): ModelPort {
  return {
    resolve: (spec) => ({ ok: true, model: { label: spec, model: { id: spec } as never } }),
    async stream(): Promise<AssistantMessage> {
      return fauxAssistantMessage(fauxToolCall("review_verdict", { status, conclusion: `${status}!`, findings: [] }), {
        stopReason: "toolUse",
      });
    },
  } as ModelPort;
}

describe("createReviewGuard", () => {
  const guardWith = (
    rs: SourcedReviewer[],
    files: Record<string, string | null>,
    opts: { throwOnRead?: boolean } = {},
  ) => {
    const actions: Action[] = [];
    const notices: string[] = [];
    const cards: unknown[] = [];
    let n = 0;
    const guard = createReviewGuard({
      dispatch: (a) => actions.push(a),
      now: () => 1,
      newId: (p) => `${p}-${++n}`,
      notify: (m) => notices.push(m),
      settings: () => ({ reviewers: rs, supervisor: DEFAULT_SETTINGS.supervisor }),
      files: {
        readText: async (abs) => {
          if (opts.throwOnRead) throw new Error("disk on fire");
          return files[abs] ?? null;
        },
      },
      rules: createRulesCache(),
      conditions: createConditionLoader(),
      appendCard: (c) => cards.push(c),
    });
    return { guard, actions, notices, cards };
  };
  const host = (status: "passed" | "rejected"): ReviewHost => ({ cwd, model: port(status), event: {}, ctx: {} });

  it("a rejecting before-review blocks, with the record's outcome and a card", async () => {
    const g = guardWith([reviewers[0] as SourcedReviewer], {});
    const d = await g.guard.onToolCall(
      { toolName: "edit", toolCallId: "c", input: { path: "a.ts", edits: [] } },
      host("rejected"),
    );
    expect(d.kind, JSON.stringify([g.actions, g.notices])).toBe("block");
    expect(g.actions.some((a) => a.type === "audit/outcomeRecorded")).toBe(true);
    expect(g.cards).toHaveLength(1);
  });
  it("a passing before-review allows (benign look-alike)", async () => {
    const g = guardWith([reviewers[0] as SourcedReviewer], {});
    const d = await g.guard.onToolCall(
      { toolName: "edit", toolCallId: "c", input: { path: "a.ts", edits: [] } },
      host("passed"),
    );
    expect(d).toEqual({ kind: "allow" });
  });
  it("an after-review reads the file before and after, and annotates a rejected change", async () => {
    const abs = join(cwd, "a.ts");
    const files: Record<string, string | null> = { [abs]: "old" };
    const g = guardWith([reviewers[1] as SourcedReviewer], files);
    const call = { toolName: "write", toolCallId: "w1", input: { path: "a.ts", content: "new" } };
    expect(await g.guard.onToolCall(call, host("rejected"))).toEqual({ kind: "allow" });
    files[abs] = "new";
    const change = await g.guard.onToolResult(
      { ...call, content: [{ type: "text", text: "ok" }], isError: false },
      host("rejected"),
    );
    expect(JSON.stringify(change?.content)).toContain("rejected!");
  });
  it("an unchanged file is not reviewed after", async () => {
    const abs = join(cwd, "a.ts");
    const g = guardWith([reviewers[1] as SourcedReviewer], { [abs]: "same" });
    const call = { toolName: "write", toolCallId: "w2", input: { path: "a.ts", content: "same" } };
    await g.guard.onToolCall(call, host("rejected"));
    expect(await g.guard.onToolResult({ ...call, content: [], isError: false }, host("rejected"))).toBeUndefined();
    expect(g.actions).toEqual([]);
  });
  it("fails open: an unexpected error is a notice and the call goes on", async () => {
    const g = guardWith([reviewers[1] as SourcedReviewer], {}, { throwOnRead: true });
    const d = await g.guard.onToolCall(
      { toolName: "write", toolCallId: "c", input: { path: "a.ts", content: "x" } },
      host("rejected"),
    );
    expect(d).toEqual({ kind: "allow" });
    expect(g.notices[0]).toContain("before-review failed, the call was not reviewed: disk on fire");
  });
});

describe("refuseToolWritten", () => {
  it("refuses exactly the files a tool wrote; others load", async () => {
    const { rules } = refuseToolWritten(createRulesCache(), createConditionLoader(), (abs) => abs.endsWith("bad.md"));
    const bad = await rules.load(join(cwd, "bad.md"), 100);
    expect(bad.ok).toBe(false);
    expect(JSON.stringify(bad)).toContain("was changed by a tool call");
    expect((await rules.load(join(cwd, "rules.md"), 100)).ok).toBe(true);
  });
});
