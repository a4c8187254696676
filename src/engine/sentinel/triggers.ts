// Trigger matching and rule checks: tool-name minimatch, host event names for `core:` rules, per-rule validity.

import { minimatch } from "minimatch";
import type { ExtensionEvent } from "@earendil-works/pi-coding-agent";
import type { Diagnostic, SentinelRule, SourcedRule } from "../../state/config-model.ts";
import { compileCached } from "./template.ts";

/** pi's extension event names a `core:` rule may subscribe (project_trust runs before any session and is excluded). */
export const CORE_EVENTS = [
  "resources_discover",
  "session_start",
  "session_info_changed",
  "session_before_switch",
  "session_before_fork",
  "session_before_compact",
  "session_compact",
  "session_compact_failed",
  "session_shutdown",
  "mcp_servers_change",
  "session_before_tree",
  "session_tree",
  "context",
  "context_with_system",
  "cache_warming_decision",
  "before_provider_request",
  "before_provider_headers",
  "after_provider_response",
  "provider_stream_event",
  "before_agent_start",
  "agent_start",
  "agent_end",
  "agent_before_settle",
  "agent_settled",
  "ui_prompt_start",
  "ui_prompt_end",
  "turn_start",
  "turn_end",
  "message_start",
  "message_update",
  "message_end",
  "tool_execution_start",
  "tool_execution_update",
  "tool_execution_end",
  "model_select",
  "thinking_level_select",
  "tool_call",
  "tool_result",
  "user_bash",
  "input",
] as const satisfies readonly ExtensionEvent["type"][];

export type CoreEvent = (typeof CORE_EVENTS)[number];
// tsc fails here when pi adds an event this list does not know (besides the excluded project_trust)
type MissingCoreEvents = Exclude<ExtensionEvent["type"], CoreEvent | "project_trust">;
export const CORE_EVENTS_COMPLETE: [MissingCoreEvents] extends [never] ? true : MissingCoreEvents = true;

export const CORE_PREFIX = "core:";

export type EventTarget = { kind: "bus"; channel: string } | { kind: "core"; event: CoreEvent };

export function parseEventTarget(name: string): EventTarget | { kind: "invalid"; error: string } {
  if (!name.startsWith(CORE_PREFIX)) return { kind: "bus", channel: name };
  const ev = name.slice(CORE_PREFIX.length);
  if ((CORE_EVENTS as readonly string[]).includes(ev)) return { kind: "core", event: ev as CoreEvent };
  return {
    kind: "invalid",
    error: `"${ev}" is not a pi event; legal names after "core:" are: ${CORE_EVENTS.join(", ")}`,
  };
}

/** tool_call / tool_result: minimatch patterns on the tool name; every tool when absent or empty. */
export function matchesTool(rule: SentinelRule, toolName: string): boolean {
  const pats = rule.trigger.tools;
  if (!pats || pats.length === 0) return true;
  return pats.some((p) => minimatch(toolName, p, { nocase: false, dot: true }));
}

export function isBlocking(rule: SentinelRule): boolean {
  return rule.mode === "blocking" && rule.trigger.type === "tool_call";
}

/** Problems that make a rule unusable; empty when it is valid. */
export function ruleProblems(rule: SentinelRule): string[] {
  const out: string[] = [];
  const t = rule.trigger;
  if (t.type === "event") {
    if (!t.event) out.push('trigger "event" needs an "event" name (a pi.events channel or "core:<pi event>")');
    else {
      const target = parseEventTarget(t.event);
      if (target.kind === "invalid") out.push(target.error);
    }
  }
  if (t.type === "context_tokens" && !(typeof t.threshold === "number" && t.threshold > 0))
    out.push('trigger "context_tokens" needs a positive "threshold"');
  if (rule.mode === "blocking" && t.type !== "tool_call")
    out.push(`mode "blocking" works only with trigger "tool_call" (this rule has "${t.type}")`);
  const c = compileCached(rule.prompt);
  if (!c.ok) out.push(`prompt template does not compile: ${c.error}`);
  return out;
}

export interface RuleCheck {
  valid: SourcedRule[];
  diagnostics: Diagnostic[];
}

/** Splits enabled rules into valid ones and diagnostics for the invalid (only the bad rule is dropped). */
export function checkRules(rules: readonly SourcedRule[]): RuleCheck {
  const valid: SourcedRule[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const r of rules) {
    const problems = ruleProblems(r.rule);
    if (problems.length === 0) valid.push(r);
    for (const message of problems) {
      diagnostics.push({
        severity: "error",
        scope: r.source.scope,
        file: r.source.file,
        rule: r.rule.name,
        message: `sentinel rule "${r.rule.name}" is ignored: ${message}`,
      });
    }
  }
  return { valid, diagnostics };
}

/** "rule <name> (<file or scope>)": where a rule was defined, for block reasons. */
export function ruleOrigin(r: SourcedRule): string {
  return r.source.file ? `${r.source.scope} ${r.source.file}` : `${r.source.scope} rule`;
}

/** A host event about pi-sentinel's own custom messages (injected findings): never a trigger. */
export function isOwnMessageEvent(event: unknown): boolean {
  const m = (event as { message?: { role?: string; customType?: unknown } } | null)?.message;
  return m?.role === "custom" && typeof m.customType === "string" && m.customType.startsWith("pi-sentinel:");
}
