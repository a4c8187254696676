// Which sentinel rules fire on a pi event and what each firing audits (vars, scope, target): pure, one function per trigger.

import type { SourcedRule, TriggerType } from "../../state/config-model.ts";
import type { CoreEventName } from "../config/core-events.ts";
import type { ContextFiring } from "./context-tokens.ts";
import type { Firing } from "./runner.ts";
import { defaultWindow, eventScope, transcriptOptions, transcriptScope } from "./scope.ts";
import { isBlocking, matchesTool, parseEventTarget } from "./triggers.ts";
import {
  agentEndVars,
  contextTokensVars,
  eventVars,
  targetLabel,
  toolCallVars,
  toolResultVars,
  turnEndVars,
  type Vars,
} from "./vars.ts";

/** A tool call as the sentinels see it (pi's tool_call event, narrowed). */
export interface SentinelToolCall {
  toolName: string;
  toolCallId: string;
  input: unknown;
}

/** A tool result as the sentinels see it (pi's tool_result event, narrowed). */
export interface SentinelToolResult extends SentinelToolCall {
  content: readonly unknown[];
  isError: boolean;
}

export function firing(
  rule: SourcedRule,
  trigger: TriggerType,
  vars: Vars,
  scope: string,
  scopeSummary: string,
): Firing {
  return { rule, trigger, vars, scope, scopeSummary, target: targetLabel(trigger, vars) };
}

/** Tool scopes leave out the call id: it differs on every call and would defeat the verdict cache. */
export function toolScope(vars: Vars, maxWindowTokens: number): string {
  const { toolCallId: _id, ...rest } = vars;
  return eventScope(rest, maxWindowTokens);
}

/** The tool_call rules matching this call, split into the ones that gate it and the ones that run beside it. */
export function toolCallFirings(
  rules: readonly SourcedRule[],
  call: SentinelToolCall,
  maxWindowTokens: number,
): { blocking: Firing[]; background: Firing[] } {
  const out = { blocking: [] as Firing[], background: [] as Firing[] };
  const matching = rules.filter((r) => r.rule.trigger.type === "tool_call" && matchesTool(r.rule, call.toolName));
  if (matching.length === 0) return out;
  const vars = toolCallVars(call);
  const scope = toolScope(vars, maxWindowTokens);
  for (const r of matching) {
    const f = firing(r, "tool_call", vars, scope, `tool call ${call.toolName}`);
    (isBlocking(r.rule) ? out.blocking : out.background).push(f);
  }
  return out;
}

/** The tool_result rules matching this result (always background). */
export function toolResultFirings(
  rules: readonly SourcedRule[],
  result: SentinelToolResult,
  maxWindowTokens: number,
): Firing[] {
  const matching = rules.filter((r) => r.rule.trigger.type === "tool_result" && matchesTool(r.rule, result.toolName));
  if (matching.length === 0) return [];
  const vars = toolResultVars(result);
  const scope = toolScope(vars, maxWindowTokens);
  return matching.map((r) => firing(r, "tool_result", vars, scope, `tool result ${result.toolName}`));
}

/** The transcript a conversation rule audits: its window of the messages, and a short summary for the record. */
export function conversationScope(
  r: SourcedRule,
  messages: readonly unknown[],
  maxWindowTokens: number,
): { text: string; summary: string } {
  const window = r.rule.window ?? defaultWindow(r.rule.trigger.type);
  const s = transcriptScope(messages, window, maxWindowTokens, transcriptOptions(r.rule));
  return { text: s.text, summary: `${s.count} message${s.count === 1 ? "" : "s"}` };
}

export function rulesOf(rules: readonly SourcedRule[], trigger: TriggerType): SourcedRule[] {
  return rules.filter((r) => r.rule.trigger.type === trigger);
}

export function turnEndFirings(
  rules: readonly SourcedRule[],
  event: { turnIndex: number; message: unknown; toolResults: readonly unknown[] },
  messages: readonly unknown[],
  maxWindowTokens: number,
): Firing[] {
  const matching = rulesOf(rules, "turn_end");
  if (matching.length === 0) return [];
  const vars = turnEndVars(event);
  return matching.map((r) => {
    const s = conversationScope(r, messages, maxWindowTokens);
    return firing(r, "turn_end", vars, s.text, s.summary);
  });
}

export function agentEndFirings(
  rules: readonly SourcedRule[],
  event: { messages: readonly unknown[] },
  messages: readonly unknown[],
  maxWindowTokens: number,
): Firing[] {
  const matching = rulesOf(rules, "agent_end");
  if (matching.length === 0) return [];
  const vars = agentEndVars(event);
  return matching.map((r) => {
    const s = conversationScope(r, messages, maxWindowTokens);
    return firing(r, "agent_end", vars, s.text, s.summary);
  });
}

/** A context_tokens rule that crossed its threshold: it audits the messages since its last firing. */
export function contextTokensFiring(
  r: SourcedRule,
  tokens: number,
  crossed: ContextFiring,
  messages: readonly unknown[],
  maxWindowTokens: number,
): Firing {
  const threshold = r.rule.trigger.threshold as number;
  const increment = messages.slice(crossed.since);
  const s = conversationScope(r, increment, maxWindowTokens);
  return firing(
    r,
    "context_tokens",
    contextTokensVars(tokens, threshold, crossed.level, increment.length),
    s.text,
    s.summary,
  );
}

/** The event rules listening on `name` (a bus channel, or "core:<pi event>"). */
export function eventFirings(
  rules: readonly SourcedRule[],
  name: string,
  data: unknown,
  maxWindowTokens: number,
): Firing[] {
  const matching = rules.filter((r) => r.rule.trigger.type === "event" && r.rule.trigger.event === name);
  if (matching.length === 0) return [];
  const vars = eventVars(name, data);
  const scope = eventScope(vars, maxWindowTokens);
  return matching.map((r) => firing(r, "event", vars, scope, `event ${name}`));
}

/** The pi.events channels and pi host events the event rules listen on; `key` changes only when the set does. */
export interface EventSubscriptions {
  channels: string[];
  cores: CoreEventName[];
  key: string;
}

export function eventSubscriptions(rules: readonly SourcedRule[]): EventSubscriptions {
  const channels = new Set<string>();
  const cores = new Set<CoreEventName>();
  for (const r of rules) {
    if (r.rule.trigger.type !== "event" || !r.rule.trigger.event) continue;
    const t = parseEventTarget(r.rule.trigger.event);
    if (t.kind === "bus") channels.add(t.channel);
    else if (t.kind === "core") cores.add(t.event);
  }
  const sorted = { channels: [...channels].sort(), cores: [...cores].sort() };
  return { ...sorted, key: JSON.stringify([sorted.channels, sorted.cores]) };
}
