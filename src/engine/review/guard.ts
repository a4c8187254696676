// The reviewers' shell: a tool call or result in (as data), the before-review's Decision or the after-review's annotation out.

import type { SourcedReviewer } from "../../state/config-model.ts";
import { ALLOW, type Decision, type FilePort, type GuardPorts } from "../guard-ports.ts";
import type { ModelPort } from "../model-port.ts";
import type { ResultChange } from "../pipeline.ts";
import type { ConditionLoader } from "./condition.ts";
import type { ReviewOutcome } from "./outcome.ts";
import {
  afterRequest,
  annotate,
  beforeRequest,
  gateOf,
  planCall,
  reportOf,
  type Capture,
  type GateOutcome,
  type RequestBase,
  type ReviewCall,
  type ReviewResult,
  type Supervisor,
} from "./plan.ts";
import type { RulesCache } from "./rules-cache.ts";
import { runReviews, type ReviewPorts } from "./run.ts";
import { errorText } from "../error-text.ts";

export interface ReviewSettings {
  /** the enabled reviewers (none while the supervisor is off) */
  reviewers: readonly SourcedReviewer[];
  supervisor: Supervisor;
}

export interface ReviewGuardPorts extends GuardPorts<ReviewSettings> {
  files: FilePort;
  rules: RulesCache;
  conditions: ConditionLoader;
  /** the round's transcript card */
  appendCard(card: NonNullable<ReturnType<typeof reportOf>["card"]>): void;
}

/** What the host gives with one event: cwd, the model registry, the trust boundary, pi's raw event and ctx (for condition modules). */
export interface ReviewHost {
  cwd: string;
  model: ModelPort;
  confine?: ReviewPorts["confine"];
  event: unknown;
  ctx: unknown;
  signal?: AbortSignal;
}

export interface ReviewGuard {
  /** captures the file for after-reviews, runs the before-reviews; never throws (a broken review fails open, with a notice) */
  onToolCall(call: ReviewCall, host: ReviewHost): Promise<Decision>;
  onToolResult(result: ReviewResult, host: ReviewHost): Promise<ResultChange | undefined>;
  /** ends a running review at once (the fleet's cancel); false when none runs under that id */
  cancel(auditId: string, reason: string): boolean;
}

const CAPTURE_LIMIT = 256;

export function createReviewGuard(ports: ReviewGuardPorts): ReviewGuard {
  const captures = new Map<string, Capture>();
  const shownProblems = new Set<string>();
  const running = new Map<string, (reason: string) => void>();

  const review = async (base: RequestBase, host: ReviewHost): Promise<ReviewOutcome> =>
    runReviews(
      { ...base, cwd: host.cwd, ctx: host.ctx, event: host.event, signal: host.signal },
      {
        model: host.model,
        rules: ports.rules,
        conditions: ports.conditions,
        dispatch: (a) => ports.dispatch(a),
        now: () => ports.now(),
        newId: (p) => ports.newId(p),
        onRunning: (auditId, cancel) => {
          running.set(auditId, cancel);
          return () => void running.delete(auditId);
        },
        ...(host.confine ? { confine: host.confine } : {}),
      },
    );

  const report = (o: ReviewOutcome, gate: GateOutcome, reason?: string): void => {
    const r = reportOf(o, gate, reason, shownProblems, ports.now());
    for (const p of r.shown) shownProblems.add(p);
    for (const n of r.notices) ports.notify(n.message, n.level);
    for (const a of r.actions) ports.dispatch(a);
    if (r.card) ports.appendCard(r.card);
  };

  /** Bad input never breaks pi: an unexpected error is a notice and the call goes on unreviewed (fails open). */
  const failOpen = async <R>(phase: string, run: () => Promise<R>, fallback: R): Promise<R> => {
    try {
      return await run();
    } catch (e) {
      ports.notify(`pi-sentinel reviewers: ${phase} failed, the call was not reviewed: ${errorText(e)}`, "error");
      return fallback;
    }
  };

  return {
    onToolCall: (call, host) =>
      failOpen(
        "before-review",
        async (): Promise<Decision> => {
          const { reviewers, supervisor } = ports.settings();
          if (reviewers.length === 0) return ALLOW;
          const plan = planCall(reviewers, call, host.cwd);
          let current: string | null | undefined;
          if (plan.after.length > 0 && plan.file) {
            current = await ports.files.readText(plan.file.abs);
            if (captures.size >= CAPTURE_LIMIT) captures.delete(captures.keys().next().value as string);
            captures.set(call.toolCallId, { ...plan.file, before: current });
          }
          if (plan.before.length === 0) return ALLOW;
          if (plan.file && current === undefined) current = await ports.files.readText(plan.file.abs);
          const outcome = await review(beforeRequest(plan, call, current ?? null, supervisor), host);
          const gate = gateOf(outcome);
          report(outcome, gate.outcome, gate.reason);
          if (gate.reason === undefined) return ALLOW;
          captures.delete(call.toolCallId);
          return { kind: "block", reason: gate.reason };
        },
        ALLOW,
      ),
    onToolResult: (result, host) =>
      failOpen(
        "after-review",
        async () => {
          const capture = captures.get(result.toolCallId);
          captures.delete(result.toolCallId);
          const { reviewers, supervisor } = ports.settings();
          const plan = planCall(reviewers, result, host.cwd);
          if (plan.after.length === 0 || result.isError) return undefined; // a failed tool call is not reviewed
          const after = capture ? await ports.files.readText(capture.abs) : null;
          const base = afterRequest(result, plan.after, capture, after, supervisor);
          if (!base) return undefined;
          const outcome = await review(base, host);
          const a = annotate(result, outcome);
          report(outcome, a.outcome, a.reason);
          return a.change; // undefined: the tool's own result passes through untouched
        },
        undefined,
      ),
    cancel(auditId, reason) {
      const cancel = running.get(auditId);
      cancel?.(reason);
      return cancel !== undefined;
    },
  };
}
