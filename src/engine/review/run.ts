// The review shell: runs the matching reviewers of one tool call in parallel (condition, rules, side-loop verdict) and records each.

import type { Action, AuditQueued, AuditSettled, SettleCause, Usage } from "../../state/actions.ts";
import type { ResolvedSettings, SourcedReviewer } from "../../state/config-model.ts";
import type { ModelPort } from "../model-port.ts";
import { runSideLoop } from "../sideloop.ts";
import { evaluateCondition, type ConditionLoader } from "./condition.ts";
import { combine, type ReviewOutcome, type ReviewerResult } from "./outcome.ts";
import { reviewSystemPrompt, reviewUserText, type ReviewSubject } from "./prompt.ts";
import { rulesFileApplies, type RulesFile } from "./rules.ts";
import type { RulesCache } from "./rules-cache.ts";
import { resolveConfigPath, rulesPathsOf } from "./select.ts";
import { reviewVerdictTool } from "./verdict.ts";
import { errorText } from "../error-text.ts";

export interface ReviewPorts {
  model: ModelPort;
  rules: RulesCache;
  conditions: ConditionLoader;
  dispatch(action: Action): void;
  now(): number;
  newId(prefix: string): string;
  /** a review reached the model: the shell keeps `cancel` so the user can end it from the fleet; the return forgets it */
  onRunning?(auditId: string, cancel: (reason: string) => void): () => void;
  /** the trust boundary (config/boundary.ts confinePath): the real path to use, or why the file is refused; absent in unit tests */
  confine?(raw: string, source: SourcedReviewer["source"]): { ok: true; path: string } | { ok: false; reason: string };
}

export interface ReviewRequest {
  trigger: "before" | "after";
  toolName: string;
  /** what the records and cards show, e.g. "edit src/x.ts" or "bash npm test" */
  target: string;
  /** cwd-relative path of the changed file for edit/write (rules files are matched on it); undefined for other tools */
  filePath?: string;
  /** built once, only when some reviewer gets as far as the model */
  subject: () => ReviewSubject;
  /** reviewers already matched on trigger and tool */
  reviewers: readonly SourcedReviewer[];
  supervisor: ResolvedSettings["supervisor"];
  cwd: string;
  /** pi's raw tool_call / tool_result event and ExtensionContext, handed to condition modules */
  event: unknown;
  ctx: unknown;
  /** the agent's abort signal (ctx.signal) */
  signal?: AbortSignal;
}

const PROMPT_RECORD_MAX = 4000;
export const CANCELLED_REASON = "cancelled: the agent was interrupted";

function clip(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max)}\n[… ${s.length - max} more characters]` : s;
}

/** Runs every reviewer of the request in parallel. Never rejects. */
export async function runReviews(req: ReviewRequest, ports: ReviewPorts): Promise<ReviewOutcome> {
  const started = ports.now();
  let subject: ReviewSubject | undefined;
  const getSubject = (): ReviewSubject => (subject ??= req.subject());
  const results = await Promise.all(
    req.reviewers.map((r) => runOne(r, req, ports, getSubject).catch((e: unknown) => crashed(r, e))),
  );
  const outcome = combine(req.trigger, req.toolName, req.target, results, ports.now() - started);
  return outcome;
}

function crashed(r: SourcedReviewer, e: unknown): ReviewerResult {
  return {
    reviewer: r.reviewer.name,
    model: r.reviewer.model,
    status: "failed",
    error: `reviewer crashed: ${errorText(e)}`,
    findings: [],
    ruleGroups: [],
    durationMs: 0,
    problems: [],
  };
}

async function runOne(
  sr: SourcedReviewer,
  req: ReviewRequest,
  ports: ReviewPorts,
  getSubject: () => ReviewSubject,
): Promise<ReviewerResult> {
  const r = sr.reviewer;
  const t0 = ports.now();
  const base: ReviewerResult = {
    reviewer: r.name,
    model: r.model,
    status: "skipped",
    findings: [],
    ruleGroups: [],
    durationMs: 0,
    problems: [],
  };
  const timeoutMs = Math.max(1, req.supervisor.timeoutSeconds) * 1000;
  const recordOf = (extra: { prompt?: string; scopeSummary?: string }): Omit<AuditQueued, "type" | "at"> => ({
    auditId: ports.newId("rev"),
    guard: "reviewer",
    rule: r.name,
    source: sr.source,
    trigger: req.trigger === "before" ? "tool_call" : "tool_result",
    mode: req.trigger,
    target: req.target,
    model: r.model,
    ...extra,
  });
  /** a review that reaches the model: queued, then started at once */
  const queue = (extra: { prompt?: string; scopeSummary?: string } = {}): string => {
    const record = recordOf(extra);
    ports.dispatch({ type: "audit/queued", ...record, at: ports.now() });
    return record.auditId;
  };
  /** a review that never reaches the model: one record, born finished, with why */
  const settled = (
    ending: AuditSettled["ending"],
    cause: SettleCause,
    reason: string,
    extra: { scopeSummary?: string } = {},
  ): string => {
    const record = recordOf(extra);
    ports.dispatch({ type: "audit/settled", ...record, ending, cause, reason, at: ports.now() });
    return record.auditId;
  };
  const done = (res: ReviewerResult): ReviewerResult => ({ ...res, durationMs: ports.now() - t0 });

  const cancelled = (ruleGroups: string[], problems: string[]): ReviewerResult => {
    // not started because the agent was interrupted: recorded as skipped, never as a failure
    const auditId = settled("skipped", { kind: "agentAborted" }, CANCELLED_REASON);
    return done({ ...base, auditId, ruleGroups, reason: CANCELLED_REASON, problems });
  };
  if (req.signal?.aborted) return cancelled([], []);

  // 1. condition: false skips without reading rules or calling the model
  if (r.condition) {
    let abs = resolveConfigPath(r.condition, req.cwd);
    const bounded = ports.confine?.(r.condition, sr.source);
    if (bounded && !bounded.ok) {
      // outside the trust boundary (e.g. a symlink changed since load): never imported; a broken condition (closed before a call)
      const error = `condition module ${r.condition} ${bounded.reason}: refused, never run`;
      const auditId = settled("errored", { kind: "conditionBroken", condition: r.condition }, error, {
        scopeSummary: `condition ${r.condition}`,
      });
      return done({ ...base, auditId, status: "failed", conditionError: true, error, problems: [error] });
    }
    if (bounded?.ok) abs = bounded.path;
    const c = await evaluateCondition(ports.conditions, abs, req.event, req.ctx, timeoutMs);
    if (!c.ok) {
      const auditId = settled("errored", { kind: "conditionBroken", condition: r.condition }, c.error, {
        scopeSummary: `condition ${r.condition}`,
      });
      return done({ ...base, auditId, status: "failed", conditionError: true, error: c.error, problems: [c.error] });
    }
    if (!c.value) {
      const reason = `condition ${r.condition} returned false`;
      const auditId = settled("skipped", { kind: "conditionFalse", condition: r.condition }, reason, {
        scopeSummary: `condition ${r.condition}`,
      });
      return done({ ...base, auditId, reason });
    }
  }

  // 2. rules files: read (cached on mtime/size), then keep the ones that apply to this call
  const problems: string[] = [];
  const loaded: RulesFile[] = [];
  const paths = rulesPathsOf(r);
  if (paths.length === 0) problems.push(`reviewer "${r.name}" has no rulesFile or rulesFiles`);
  for (const p of paths) {
    const bounded = ports.confine?.(p, sr.source);
    if (bounded && !bounded.ok) {
      problems.push(`rules file ${p} ${bounded.reason}: refused, never read`);
      continue;
    }
    const res = await ports.rules.load(
      bounded?.ok ? bounded.path : resolveConfigPath(p, req.cwd),
      req.supervisor.maxRuleLines,
    );
    if (res.ok) {
      loaded.push(res.file);
      for (const w of res.file.warnings) problems.push(`rules file ${res.file.path}: ${w}`);
    } else problems.push(res.error);
  }
  const target =
    req.filePath !== undefined ? ({ kind: "file", relPath: req.filePath } as const) : ({ kind: "other" } as const);
  const applicable = loaded.filter((f) => rulesFileApplies(f, target));
  if (applicable.length === 0) {
    if (loaded.length === 0 && paths.length > 0) {
      // nothing readable: the review itself is broken (recorded and shown, never blocking)
      const error = problems.join("; ");
      const auditId = settled("errored", { kind: "rulesUnreadable" }, error, {
        scopeSummary: `rules ${paths.join(", ")}`,
      });
      return done({ ...base, auditId, status: "failed", error, problems });
    }
    return done({
      ...base,
      reason:
        req.filePath !== undefined ? `no rules file matches ${req.filePath}` : "no rules file without filePatterns",
      problems,
    });
  }
  const ruleGroups = applicable.map((f) => f.name);

  // 3. the model, through the shared side loop and the review_verdict tool
  if (req.signal?.aborted) return cancelled(ruleGroups, problems);
  const userText = reviewUserText(applicable, getSubject());
  const auditId = queue({
    prompt: clip(userText, PROMPT_RECORD_MAX),
    scopeSummary: `${ruleGroups.join(", ")}${req.filePath ? ` · ${req.filePath}` : ""}`,
  });
  ports.dispatch({ type: "audit/started", auditId, model: r.model, at: ports.now() });
  // the agent's signal or the user's cancel (from the fleet) ends this review's side loop at once
  const own = new AbortController();
  const onAgentAbort = (): void => own.abort(CANCELLED_REASON);
  if (req.signal?.aborted) onAgentAbort();
  else req.signal?.addEventListener("abort", onAgentAbort, { once: true });
  const forget = ports.onRunning?.(auditId, (reason) => own.abort(reason));
  const result = await runSideLoop({
    port: ports.model,
    model: r.model,
    systemPrompt: reviewSystemPrompt(req.trigger),
    userText,
    verdictTool: reviewVerdictTool,
    maxTurns: 2,
    signal: own.signal,
    timeoutMs,
    onProgress: (p) =>
      ports.dispatch({
        type: "audit/progressed",
        auditId,
        turns: p.turns,
        toolCalls: p.toolCalls,
        tail: p.tail,
        at: ports.now(),
      }),
  }).finally(() => {
    forget?.();
    req.signal?.removeEventListener("abort", onAgentAbort);
  });
  const usage: Usage = result.usage;
  if (!result.ok) {
    if (result.kind === "aborted") {
      const reason = typeof own.signal.reason === "string" ? own.signal.reason : CANCELLED_REASON;
      ports.dispatch({ type: "audit/skipped", auditId, reason, at: ports.now() });
      return done({ ...base, auditId, ruleGroups, reason, usage, problems });
    }
    ports.dispatch({ type: "audit/failed", auditId, message: result.error, usage, at: ports.now() });
    return done({ ...base, auditId, ruleGroups, status: "failed", error: result.error, usage, problems });
  }
  const v = result.value;
  ports.dispatch({
    type: "audit/finished",
    auditId,
    verdict: v.status === "passed" ? "pass" : "fail",
    message: v.conclusion,
    usage,
    cached: false,
    details: {
      status: v.status,
      conclusion: v.conclusion,
      findings: v.findings,
      ruleGroups,
      tool: req.toolName,
      ...(req.filePath ? { file: req.filePath } : {}),
    },
    at: ports.now(),
  });
  return done({
    ...base,
    auditId,
    ruleGroups,
    status: v.status,
    conclusion: v.conclusion,
    findings: v.findings,
    usage,
    problems,
  });
}
