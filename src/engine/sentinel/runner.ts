// The sentinel engine shell: one firing -> rendered prompt, cache, cooldown, scheduled side loop, audit/* actions, gating.

import type { Action, AuditSettled, SettleCause } from "../../state/actions.ts";
import type { ResolvedSettings } from "../../state/config-model.ts";
import { runSideLoop, type SideLoopResult } from "../sideloop.ts";
import { cacheKey, FindingDedupe, VerdictCache } from "./cache.ts";
import { decideBackground, decideBlocking, type AuditResult, type BlockingDecision } from "./gate.ts";
import { Cooldowns, cooldownReason } from "./cooldown.ts";
import { prepareAudit, type FireContext, type Firing } from "./prepare.ts";
import { REASON_AGENT_ABORTED, REASON_CANCELLED, Scheduler, type SchedOutcome } from "./scheduler.ts";
import { settleOutcome, type AuditRecord } from "./settle.ts";
import { auditVerdictTool, type AuditVerdict } from "./verdict.ts";

export { COOLDOWN_MS } from "./cooldown.ts";
export { BACKGROUND_TIMEOUT_MS, BLOCKING_TIMEOUT_MS, PROMPT_MAX_TOKENS, prepareAudit, timeoutFor } from "./prepare.ts";
export type { FireContext, Firing, PreparedAudit } from "./prepare.ts";
export const CANCELLED_BY_USER = REASON_CANCELLED;
export const AGENT_ABORTED = REASON_AGENT_ABORTED;

/** Effects the engine performs, injected by the extension shell (and faked in tests). */
export interface SentinelPorts {
  dispatch(action: Action): void;
  now(): number;
  newId(prefix: string): string;
  /** random hex for the per-audit fence */
  random(): string;
  settings(): ResolvedSettings["defaults"];
  /** a finding to inject into the main conversation (the shell picks steer / nextTurn) */
  inject(text: string, details: Record<string, unknown>): void;
  notify(message: string, level: "info" | "warning" | "error"): void;
}

interface LiveAudit {
  cancel(): void;
  steering: string[];
  /** the running side loop's interrupt: steering reaches an in-flight model request at once */
  onSteer: Set<() => void>;
}

export class SentinelEngine {
  readonly scheduler: Scheduler;
  readonly cache: VerdictCache;
  readonly dedupe: FindingDedupe;
  private readonly cooldowns: Cooldowns;
  private readonly live = new Map<string, LiveAudit>();
  private readonly p: SentinelPorts;

  constructor(ports: SentinelPorts) {
    this.p = ports;
    this.scheduler = new Scheduler(() => ports.settings().maxConcurrent);
    this.cooldowns = new Cooldowns(ports.now);
    this.cache = new VerdictCache(ports.now);
    this.dedupe = new FindingDedupe(ports.now);
  }

  /** Runs every matching blocking rule of one tool call concurrently and decides together. */
  async runBlocking(firings: readonly Firing[], fc: FireContext, signal?: AbortSignal): Promise<BlockingDecision> {
    const results = await Promise.all(firings.map((f) => this.audit(f, fc, true, signal)));
    const decision = decideBlocking(firings.map((f, i) => ({ rule: f.rule, result: results[i] })));
    this.recordOutcomes(decision.outcomes);
    for (const n of decision.notices) this.p.notify(n, "warning");
    return decision;
  }

  /** Starts a background audit; its finding (if any) is injected when it finishes. */
  runBackground(f: Firing, fc: FireContext): Promise<void> {
    return this.audit(f, fc, false).then((res) => {
      const d = decideBackground(f.rule, res, () =>
        this.dedupe.isRepeat(
          f.rule.rule.name,
          res.kind === "verdict" ? res.verdict : "pass",
          res.kind === "verdict" ? res.message : "",
          this.p.settings().dedupeCooldownMs,
        ),
      );
      const at = this.p.now();
      if (d.action === "inject") {
        this.p.inject(d.text, {
          auditId: res.auditId,
          rule: f.rule.rule.name,
          verdict: res.kind === "verdict" ? res.verdict : undefined,
        });
        this.p.dispatch({ type: "finding/injected", auditId: res.auditId, rule: f.rule.rule.name, at });
      } else if (d.outcome === "deduped") {
        this.p.dispatch({ type: "finding/deduped", auditId: res.auditId, rule: f.rule.rule.name, at });
      } else if (d.outcome !== "none") {
        this.p.dispatch({
          type: "audit/outcomeRecorded",
          auditId: res.auditId,
          outcome: d.outcome,
          ...(d.reason ? { reason: d.reason } : {}),
          at,
        });
      }
    });
  }

  private recordOutcomes(outcomes: BlockingDecision["outcomes"]): void {
    const at = this.p.now();
    for (const o of outcomes) {
      if (o.outcome === "none") continue;
      this.p.dispatch({
        type: "audit/outcomeRecorded",
        auditId: o.auditId,
        outcome: o.outcome,
        ...(o.reason ? { reason: o.reason } : {}),
        at,
      });
    }
  }

  /**
   * The full pipeline of one firing; every step is an action. Never rejects. A firing that never reaches the auditor
   * (cooldown, no model, overlap ignore) is one `audit/settled` record born finished; one that runs goes queued ->
   * running -> finished (a cache hit: queued -> finished).
   */
  async audit(f: Firing, fc: FireContext, blocking: boolean, signal?: AbortSignal): Promise<AuditResult> {
    const rule = f.rule.rule;
    const defaults = this.p.settings();
    const auditId = this.p.newId("aud");
    const prep = prepareAudit(f, defaults, fc.sessionModel, this.p.random, this.p.now());
    const record: AuditRecord = {
      auditId,
      guard: "sentinel",
      rule: rule.name,
      source: f.rule.source,
      trigger: f.trigger,
      mode: blocking ? "blocking" : "background",
      target: f.target,
      ...(prep.model ? { model: prep.model } : {}),
      prompt: prep.prompt,
      scopeSummary: f.scopeSummary,
      unresolved: prep.unresolved,
      shadow: rule.shadow === true,
    };
    const queue = (): void => this.p.dispatch({ type: "audit/queued", ...record, at: this.p.now() });
    const settled = (ending: AuditSettled["ending"], cause: SettleCause, reason: string): void =>
      this.p.dispatch({ type: "audit/settled", ...record, ending, cause, reason, at: this.p.now() });

    const useCache = rule.cache ?? defaults.cache;
    const key = useCache ? cacheKey(rule, prep.prompt, f.scope) : undefined;
    const hit = key ? this.cache.get(key) : undefined;
    if (hit) {
      queue();
      this.p.dispatch({
        type: "audit/cacheHit",
        auditId,
        verdict: hit.verdict,
        message: hit.message,
        at: this.p.now(),
      });
      return { kind: "verdict", auditId, verdict: hit.verdict, message: hit.message, cached: true };
    }

    const resting = this.cooldowns.remaining(rule.name);
    if (resting > 0) {
      const reason = cooldownReason(resting);
      settled("skipped", { kind: "cooldown", msLeft: resting }, reason);
      return { kind: "failed", auditId, error: reason, cooldown: true };
    }

    if (!prep.model) {
      const error = "no auditor model: set the rule's model or defaults.model, or select a session model";
      settled("errored", { kind: "noModel" }, error);
      this.startCooldown(f);
      return { kind: "failed", auditId, error };
    }

    const live: LiveAudit = { cancel: () => undefined, steering: [], onSteer: new Set() };
    this.live.set(auditId, live);
    const handle = this.scheduler.submit<SideLoopResult<AuditVerdict>>({
      rule: rule.name,
      overlap: rule.overlap ?? "parallel",
      blocking,
      // an overlap-ignore drop happens before admission: that firing is one settled record, never queued
      onAdmitted: queue,
      onStart: () => this.p.dispatch({ type: "audit/started", auditId, model: prep.model, at: this.p.now() }),
      run: async (signal) => {
        const tools = await fc.createTools(rule.tools, fc.cwd);
        return runSideLoop({
          port: fc.port,
          model: prep.model as string,
          systemPrompt: prep.systemPrompt,
          userText: prep.message,
          tools,
          verdictTool: auditVerdictTool,
          maxTurns: rule.maxTurns,
          thinking: prep.thinking,
          signal,
          timeoutMs: prep.timeoutMs,
          onProgress: (pr) =>
            this.p.dispatch({
              type: "audit/progressed",
              auditId,
              turns: pr.turns,
              toolCalls: pr.toolCalls,
              tail: pr.tail,
              at: this.p.now(),
            }),
          steering: {
            take: () => this.takeSteering(auditId),
            subscribe: (onSteer) => {
              live.onSteer.add(onSteer);
              return () => void live.onSteer.delete(onSteer);
            },
          },
        });
      },
    });
    live.cancel = () => handle.abort({ kind: "cancelled" });
    // the agent run was aborted (Esc): its blocking audits stop too
    const onHostAbort = (): void => handle.abort({ kind: "agentAborted" });
    if (signal?.aborted) onHostAbort();
    else signal?.addEventListener("abort", onHostAbort, { once: true });
    let outcome: SchedOutcome<SideLoopResult<AuditVerdict>>;
    try {
      outcome = await handle.done;
    } finally {
      this.live.delete(auditId);
      signal?.removeEventListener("abort", onHostAbort);
    }
    return this.settle(f, record, outcome, key);
  }

  private settle(
    f: Firing,
    record: AuditRecord,
    outcome: SchedOutcome<SideLoopResult<AuditVerdict>>,
    key: string | undefined,
  ): AuditResult {
    const at = this.p.now();
    const s = settleOutcome(record, outcome, at);
    for (const a of s.actions) this.p.dispatch(a);
    if (s.cooldown) this.startCooldown(f, at);
    if (key && s.cacheable) this.cache.set(key, s.cacheable, f.rule.rule.cacheTtlMs ?? this.p.settings().cacheTtlMs);
    return s.result;
  }

  private startCooldown(f: Firing, at = this.p.now()): void {
    const until = this.cooldowns.start(f.rule.rule.name, at);
    this.p.dispatch({ type: "rule/cooldownStarted", rule: f.rule.rule.name, until, at });
  }

  private takeSteering(auditId: string): string[] {
    const live = this.live.get(auditId);
    if (!live || live.steering.length === 0) return [];
    const texts = live.steering.splice(0);
    for (const text of texts) this.p.dispatch({ type: "audit/steered", auditId, text, at: this.p.now() });
    return texts;
  }

  /**
   * Steers a queued or running audit: an in-flight model request is asked again with the text appended (a queued audit
   * gets it with its first request). False when the audit is no longer live.
   */
  steer(auditId: string, text: string): boolean {
    const live = this.live.get(auditId);
    if (!live) return false;
    live.steering.push(text);
    for (const notify of [...live.onSteer]) notify();
    return true;
  }

  /** Cancels a queued or running audit; a gated call then follows onFailure with this reason. */
  cancel(auditId: string): boolean {
    const live = this.live.get(auditId);
    if (!live) return false;
    live.cancel();
    return true;
  }

  /** Session shutdown: abort everything, forget caches and cooldowns. */
  shutdown(): void {
    this.scheduler.abortAll({ kind: "sessionEnded" });
    this.cache.clear();
    this.dedupe.clear();
    this.cooldowns.clear();
  }
}
