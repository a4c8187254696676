// The sentinel guard's shell: pi events in (as data), firings out to the engine, a decision or a result change back.

import type { ResolvedSettings, SourcedRule } from "../../state/config-model.ts";
import { ALLOW, type Decision, type GuardPorts } from "../guard-ports.ts";
import type { ResultChange } from "../pipeline.ts";
import { ContextTokensTracker } from "./context-tokens.ts";
import {
  agentEndFirings,
  contextTokensFiring,
  eventFirings,
  rulesOf,
  toolCallFirings,
  toolResultFirings,
  turnEndFirings,
  type SentinelToolCall,
  type SentinelToolResult,
} from "./fire.ts";
import { annotationText } from "./gate.ts";
import { SentinelEngine, type FireContext, type Firing } from "./runner.ts";
import { errorText } from "../error-text.ts";

/** The sentinels' settings, read fresh on every event: the shared defaults and the valid enabled rules. */
export interface SentinelSettings {
  defaults: ResolvedSettings["defaults"];
  rules: readonly SourcedRule[];
}

export interface SentinelGuardPorts extends GuardPorts<SentinelSettings> {
  /** random hex for the per-audit fence */
  random(): string;
  /** a background finding to put into the main conversation (the wiring picks steer or next turn) */
  inject(text: string, details: Record<string, unknown>): void;
}

/** What the host gives with one event: the model registry and cwd (FireContext), the session's messages, its token count. */
export interface SentinelHost {
  fire: FireContext;
  /** the conversation so far (read only when a conversation rule fires) */
  messages(): readonly unknown[];
  /** the context's token count; `message` is the turn's assistant message (its usage is the fallback) */
  contextTokens(message: unknown): number | undefined;
}

const ANNOTATION_LIMIT = 200;

export interface SentinelGuard {
  /** gates one tool call: background rules start, blocking rules run concurrently and decide together */
  onToolCall(call: SentinelToolCall, host: SentinelHost, signal?: AbortSignal): Promise<Decision>;
  /** starts tool_result rules; returns the warned call's annotation, prepended to the result the agent sees */
  onToolResult(result: SentinelToolResult, host: SentinelHost): ResultChange | undefined;
  onTurnEnd(event: { turnIndex: number; message: unknown; toolResults: readonly unknown[] }, host: SentinelHost): void;
  onAgentEnd(event: { messages: readonly unknown[] }, host: SentinelHost): void;
  /** a pi.events channel or a `core:<pi event>` fired */
  onEvent(name: string, data: unknown, host: SentinelHost): void;
  /** false when the audit is no longer live */
  steer(auditId: string, text: string): boolean;
  cancel(auditId: string): boolean;
  compacted(): void;
  /** a new session: context-token levels start over */
  reset(): void;
  /** abort every audit, forget caches, cooldowns, trackers and annotations */
  shutdown(): void;
  /** the engine (cache, scheduler) for /sentinel:test and tests */
  readonly engine: SentinelEngine;
}

export function createSentinelGuard(ports: SentinelGuardPorts): SentinelGuard {
  const engine = new SentinelEngine({
    dispatch: (a) => ports.dispatch(a),
    now: () => ports.now(),
    newId: (p) => ports.newId(p),
    random: () => ports.random(),
    settings: () => ports.settings().defaults,
    inject: (text, details) => ports.inject(text, details),
    notify: (message, level) => ports.notify(message, level),
  });
  const tracker = new ContextTokensTracker();
  const annotations = new Map<string, string>();
  const maxTokens = (): number => ports.settings().defaults.maxWindowTokens;

  const background = (f: Firing, host: SentinelHost): void => {
    void engine.runBackground(f, host.fire).catch((e: unknown) => {
      console.error(`pi-sentinel: background audit of ${f.rule.rule.name} failed: ${errorText(e)}`);
    });
  };

  return {
    engine,
    async onToolCall(call, host, signal) {
      const { rules } = ports.settings();
      if (rules.length === 0) return ALLOW;
      const { blocking, background: side } = toolCallFirings(rules, call, maxTokens());
      for (const f of side) background(f, host);
      if (blocking.length === 0) return ALLOW;
      const decision = await engine.runBlocking(blocking, host.fire, signal);
      if (decision.block) return { kind: "block", reason: decision.block };
      if (decision.annotations.length > 0) {
        if (annotations.size >= ANNOTATION_LIMIT) annotations.delete(annotations.keys().next().value as string);
        annotations.set(call.toolCallId, annotationText(decision.annotations));
      }
      return ALLOW;
    },
    onToolResult(result, host) {
      const note = annotations.get(result.toolCallId);
      if (note !== undefined) annotations.delete(result.toolCallId);
      for (const f of toolResultFirings(ports.settings().rules, result, maxTokens())) background(f, host);
      if (note === undefined) return undefined;
      return { content: [{ type: "text" as const, text: note }, ...result.content] };
    },
    onTurnEnd(event, host) {
      const { rules } = ports.settings();
      const tokenRules = rulesOf(rules, "context_tokens");
      if (rulesOf(rules, "turn_end").length === 0 && tokenRules.length === 0) return;
      const messages = host.messages();
      for (const f of turnEndFirings(rules, event, messages, maxTokens())) background(f, host);
      if (tokenRules.length === 0) return;
      const tokens = host.contextTokens(event.message);
      if (tokens === undefined) return;
      for (const r of tokenRules) {
        const crossed = tracker.update(r.rule.name, tokens, r.rule.trigger.threshold as number, messages.length);
        if (crossed) background(contextTokensFiring(r, tokens, crossed, messages, maxTokens()), host);
      }
    },
    onAgentEnd(event, host) {
      const { rules } = ports.settings();
      if (rulesOf(rules, "agent_end").length === 0) return;
      for (const f of agentEndFirings(rules, event, host.messages(), maxTokens())) background(f, host);
    },
    onEvent(name, data, host) {
      for (const f of eventFirings(ports.settings().rules, name, data, maxTokens())) background(f, host);
    },
    steer: (auditId, text) => engine.steer(auditId, text),
    cancel: (auditId) => engine.cancel(auditId),
    compacted: () => tracker.compacted(),
    reset: () => tracker.reset(),
    shutdown() {
      engine.shutdown();
      tracker.reset();
      annotations.clear();
    },
  };
}
