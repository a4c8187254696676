// Trigger matching and rule checks: tool-name minimatch, host event names for `core:` rules, per-rule validity.

import { minimatch } from "minimatch";
import { CORE_EVENT_NAMES, CORE_EVENT_PREFIX, type CoreEventName, isCoreEventName } from "../config/core-events.ts";
import type { Diagnostic, SentinelRule, SourcedRule } from "../../state/config-model.ts";
import { ruleSemanticProblems } from "../config/rule-semantics.ts";
import { OWN_TYPE_PREFIX } from "../records/entry-types.ts";

/** pi's extension event names a `core:` rule may subscribe: the one list (config/core-events.ts), re-exported. */
export const CORE_EVENTS = CORE_EVENT_NAMES;
export type CoreEvent = CoreEventName;
export const CORE_PREFIX = CORE_EVENT_PREFIX;

export type EventTarget = { kind: "bus"; channel: string } | { kind: "core"; event: CoreEvent };

export function parseEventTarget(name: string): EventTarget | { kind: "invalid"; error: string } {
  if (!name.startsWith(CORE_PREFIX)) return { kind: "bus", channel: name };
  const ev = name.slice(CORE_PREFIX.length);
  if (isCoreEventName(ev)) return { kind: "core", event: ev };
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

/** Problems that make a rule unusable; empty when it is valid (the one check, config/rule-semantics.ts). */
export function ruleProblems(rule: SentinelRule): string[] {
  return ruleSemanticProblems(rule as unknown as Record<string, unknown>).map((p) => p.message);
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
  return m?.role === "custom" && typeof m.customType === "string" && m.customType.startsWith(OWN_TYPE_PREFIX);
}
