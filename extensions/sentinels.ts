// Wiring for sentinels: pi's six triggers to the sentinel engine, event subscriptions per config revision, /sentinel:test.

import type { ExtensionAPI, ExtensionContext } from "@earendil-works/pi-coding-agent";
import { modelLabel, registryModelPort } from "../src/engine/model-port.ts";
import { contextTokens, ContextTokensTracker } from "../src/engine/sentinel/context-tokens.ts";
import { annotationText } from "../src/engine/sentinel/gate.ts";
import { randomHex } from "../src/engine/sentinel/prompt.ts";
import { runTestCommand } from "../src/engine/sentinel/test-run.ts";
import { SentinelEngine, type FireContext, type Firing } from "../src/engine/sentinel/runner.ts";
import { defaultWindow, eventScope, transcriptOptions, transcriptScope } from "../src/engine/sentinel/scope.ts";
import {
  checkRules,
  isBlocking,
  isOwnMessageEvent,
  matchesTool,
  parseEventTarget,
} from "../src/engine/sentinel/triggers.ts";
import {
  agentEndVars,
  contextTokensVars,
  eventVars,
  targetLabel,
  toolCallVars,
  toolResultVars,
  turnEndVars,
  type Vars,
} from "../src/engine/sentinel/vars.ts";
import type { Diagnostic, SourcedRule, TriggerType } from "../src/state/config-model.ts";
import { selectAudit } from "../src/state/audits.ts";
import { selectEnabledRules } from "../src/state/config.ts";
import { toolPipeline } from "./pipeline.ts";
import type { Runtime } from "./runtime.ts";
import { guardedToolFactory } from "./side-tools.ts";

export const FINDING_MESSAGE_TYPE = "pi-sentinel:finding";
const ANNOTATION_LIMIT = 200;

function diagKey(d: Diagnostic): string {
  return `${d.scope}|${d.file ?? ""}|${d.rule ?? ""}|${d.message}`;
}

export function registerSentinels(pi: ExtensionAPI, rt: Runtime): void {
  let ctx: ExtensionContext | undefined;
  const engine = new SentinelEngine({
    dispatch: (a) => rt.dispatch(a),
    now: () => rt.now(),
    newId: (p) => rt.newId(p),
    random: () => randomHex(),
    settings: () => rt.store.getState().config.settings.defaults,
    inject: (text, details) => deliverFinding(text, details),
    notify: (message, level) => {
      if (ctx) rt.notify(ctx, message, level);
    },
  });
  const tracker = new ContextTokensTracker();
  const annotations = new Map<string, string>();

  // ---- rules per config revision ------------------------------------------------------------------
  let revision = -1;
  let rules: SourcedRule[] = [];
  let lastBase: unknown;
  let reported = new Set<string>();
  let unsubscribers: (() => void)[] = [];
  /** the event set the current subscriptions cover */
  let subscribedKey = "";

  const unsubscribeAll = (): void => {
    for (const u of unsubscribers) {
      try {
        u();
      } catch {
        // already gone with the session
      }
    }
    unsubscribers = [];
    subscribedKey = "";
  };

  /** Re-reads the effective rules when the config revision moved; resubscribes event rules. */
  const sync = (): void => {
    const cfg = rt.store.getState().config;
    if (cfg.revision === revision) return;
    revision = cfg.revision;
    if (cfg.base !== lastBase) {
      lastBase = cfg.base;
      reported = new Set();
    }
    const checked = checkRules(selectEnabledRules(cfg));
    rules = checked.valid;
    const fresh = checked.diagnostics.filter((d) => !reported.has(diagKey(d)));
    for (const d of fresh) reported.add(diagKey(d));
    if (fresh.length > 0) rt.dispatch({ type: "config/diagnosticsReported", diagnostics: fresh, at: rt.now() });
    resubscribe();
  };

  const current = (c: ExtensionContext | undefined): SourcedRule[] => {
    if (c) {
      ctx = c;
      rt.refreshConfig(c);
    }
    sync();
    return rules;
  };

  const fireContext = (c: ExtensionContext): FireContext => ({
    port: registryModelPort(c.modelRegistry),
    cwd: c.cwd,
    sessionModel: modelLabel(c.model),
    createTools: guardedToolFactory(rt, c),
  });

  const maxWindowTokens = (): number => rt.store.getState().config.settings.defaults.maxWindowTokens;
  /** Tool scopes leave out the call id: it differs on every call and would defeat the verdict cache. */
  const toolScope = (vars: Vars): string => {
    const { toolCallId: _id, ...rest } = vars;
    return eventScope(rest, maxWindowTokens());
  };

  const firing = (
    rule: SourcedRule,
    trigger: TriggerType,
    vars: Vars,
    scope: string,
    scopeSummary: string,
  ): Firing => ({
    rule,
    trigger,
    vars,
    scope,
    scopeSummary,
    target: targetLabel(trigger, vars),
  });

  const background = (f: Firing, c: ExtensionContext): void => {
    void engine.runBackground(f, fireContext(c)).catch((e: unknown) => {
      console.error(
        `pi-sentinel: background audit of ${f.rule.rule.name} failed: ${e instanceof Error ? e.message : String(e)}`,
      );
    });
  };

  /** A background finding goes into the main conversation: steered in while running, next turn when idle. */
  function deliverFinding(text: string, details: Record<string, unknown>): void {
    let idle = true;
    try {
      idle = ctx ? ctx.isIdle() : true;
    } catch {
      idle = true;
    }
    try {
      pi.sendMessage(
        { customType: FINDING_MESSAGE_TYPE, content: text, display: true, details },
        { deliverAs: idle ? "nextTurn" : "steer" },
      );
    } catch (e) {
      console.error(`pi-sentinel: could not inject a finding: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  const sessionMessages = (c: ExtensionContext): unknown[] => {
    try {
      return c.sessionManager
        .buildSessionProjection()
        .messages.filter((m) => (m as { role?: string }).role !== "system");
    } catch {
      return [];
    }
  };

  const conversationScope = (r: SourcedRule, messages: readonly unknown[]): { text: string; summary: string } => {
    const window = r.rule.window ?? defaultWindow(r.rule.trigger.type);
    const s = transcriptScope(messages, window, maxWindowTokens(), transcriptOptions(r.rule));
    return { text: s.text, summary: `${s.count} message${s.count === 1 ? "" : "s"}` };
  };

  // ---- event rules: bus channels and core:<host event> ----------------------------------------------
  function resubscribe(): void {
    const channels = new Set<string>();
    const cores = new Set<string>();
    for (const r of rules) {
      if (r.rule.trigger.type !== "event" || !r.rule.trigger.event) continue;
      const t = parseEventTarget(r.rule.trigger.event);
      if (t.kind === "bus") channels.add(t.channel);
      else if (t.kind === "core") cores.add(t.event);
    }
    // only touch subscriptions when the set of events changed (pi may be iterating its handler list right now)
    const key = JSON.stringify([[...channels].sort(), [...cores].sort()]);
    if (key === subscribedKey) return;
    subscribedKey = key;
    unsubscribeAll();
    for (const channel of channels) {
      unsubscribers.push(
        pi.events.on(channel, (data) => {
          if (rt.isEmittingOwnEvent()) return; // pi-sentinel's own events never trigger rules
          onEvent(channel, data, ctx);
        }),
      );
    }
    for (const ev of cores) {
      const name = `core:${ev}`;
      const on = pi.on as unknown as (
        event: string,
        handler: (event: unknown, c: ExtensionContext) => void,
      ) => () => void;
      unsubscribers.push(
        on(ev, (event, c) => {
          if (isOwnMessageEvent(event)) return;
          onEvent(name, event, c);
        }),
      );
    }
  }

  function onEvent(name: string, data: unknown, c: ExtensionContext | undefined): void {
    const host = c ?? ctx;
    if (!host) return;
    const matching = current(c).filter((r) => r.rule.trigger.type === "event" && r.rule.trigger.event === name);
    if (matching.length === 0) return;
    const vars = eventVars(name, data);
    const scope = eventScope(vars, maxWindowTokens());
    for (const r of matching) background(firing(r, "event", vars, scope, `event ${name}`), host);
  }

  // ---- tool triggers -----------------------------------------------------------------------------
  const pipeline = toolPipeline(pi);
  pipeline.onToolCall({
    guard: "sentinels",
    stage: "model",
    check: async (event, c) => {
      const rs = current(c);
      if (rs.length === 0) return undefined;
      const matching = rs.filter((r) => r.rule.trigger.type === "tool_call" && matchesTool(r.rule, event.toolName));
      if (matching.length === 0) return undefined;
      const vars = toolCallVars(event);
      const scope = toolScope(vars);
      const blocking: Firing[] = [];
      for (const r of matching) {
        const f = firing(r, "tool_call", vars, scope, `tool call ${event.toolName}`);
        if (isBlocking(r.rule)) blocking.push(f);
        else background(f, c);
      }
      if (blocking.length === 0) return undefined;
      const decision = await engine.runBlocking(blocking, fireContext(c), c.signal);
      if (decision.block) return { block: true, reason: decision.block };
      if (decision.annotations.length > 0) {
        if (annotations.size >= ANNOTATION_LIMIT) annotations.delete(annotations.keys().next().value as string);
        annotations.set(event.toolCallId, annotationText(decision.annotations));
      }
      return undefined;
    },
  });

  pipeline.onToolResult({
    guard: "sentinels",
    apply: (event, c) => {
      const note = annotations.get(event.toolCallId);
      if (note !== undefined) annotations.delete(event.toolCallId);
      const rs = current(c);
      const matching = rs.filter((r) => r.rule.trigger.type === "tool_result" && matchesTool(r.rule, event.toolName));
      if (matching.length > 0) {
        const vars = toolResultVars(event);
        const scope = toolScope(vars);
        for (const r of matching) background(firing(r, "tool_result", vars, scope, `tool result ${event.toolName}`), c);
      }
      if (note === undefined) return undefined;
      return { content: [{ type: "text" as const, text: note }, ...event.content] };
    },
  });

  // ---- conversation triggers ---------------------------------------------------------------------
  pi.on("turn_end", (event, c) => {
    const rs = current(c);
    const turnRules = rs.filter((r) => r.rule.trigger.type === "turn_end");
    const tokenRules = rs.filter((r) => r.rule.trigger.type === "context_tokens");
    if (turnRules.length === 0 && tokenRules.length === 0) return;
    const messages = sessionMessages(c);
    if (turnRules.length > 0) {
      const vars = turnEndVars(event);
      for (const r of turnRules) {
        const s = conversationScope(r, messages);
        background(firing(r, "turn_end", vars, s.text, s.summary), c);
      }
    }
    if (tokenRules.length > 0) {
      const tokens = contextTokens(c, event.message);
      if (tokens === undefined) return;
      for (const r of tokenRules) {
        const threshold = r.rule.trigger.threshold as number;
        const fire = tracker.update(r.rule.name, tokens, threshold, messages.length);
        if (!fire) continue;
        const increment = messages.slice(fire.since);
        const s = conversationScope(r, increment);
        background(
          firing(
            r,
            "context_tokens",
            contextTokensVars(tokens, threshold, fire.level, increment.length),
            s.text,
            s.summary,
          ),
          c,
        );
      }
    }
  });

  pi.on("agent_end", (event, c) => {
    const rs = current(c).filter((r) => r.rule.trigger.type === "agent_end");
    if (rs.length === 0) return;
    const messages = sessionMessages(c);
    const vars = agentEndVars(event);
    for (const r of rs) {
      const s = conversationScope(r, messages);
      background(firing(r, "agent_end", vars, s.text, s.summary), c);
    }
  });

  // ---- session lifecycle, steering and cancel from the store -------------------------------------------
  pi.on("session_start", (_event, c) => {
    ctx = c;
    tracker.reset();
    revision = -1;
    sync();
  });

  pi.on("session_compact", () => {
    tracker.compacted();
  });

  pi.on("session_shutdown", () => {
    unsubscribeAll();
    engine.shutdown();
    tracker.reset();
    annotations.clear();
    revision = -1;
  });

  rt.store.subscribe((state, action) => {
    if (action.type === "audit/steerRequested") {
      // a review or an audit that just ended is not live: say so rather than pretend the text went somewhere
      const record = selectAudit(state.audits, action.auditId);
      if (record?.guard === "sentinel" && !engine.steer(action.auditId, action.text) && ctx)
        rt.notify(ctx, `steering not delivered: ${record.rule} (${action.auditId}) has already finished`, "warning");
    } else if (action.type === "audit/cancelRequested") engine.cancel(action.auditId);
    else if (state.config.revision !== revision && revision !== -1) sync();
  });

  pi.registerCommand("sentinel:test", {
    description: "Run one sentinel rule on simulated content (or its --examples) with no side effects",
    getArgumentCompletions: (prefix) => {
      const names = rules.map((r) => r.rule.name).filter((n) => n.startsWith(prefix.trim()));
      return names.length > 0 ? names.map((n) => ({ value: n, label: n })) : null;
    },
    handler: async (args, c) => {
      const result = await runTestCommand(
        args,
        current(c),
        fireContext(c),
        rt.store.getState().config.settings.defaults,
        { now: () => rt.now(), random: () => randomHex() },
      );
      rt.notify(c, result.text, result.level);
    },
  });
}
