// Builders for reducer tests: a config snapshot, rules, and audit lifecycle actions with fixed timestamps.

import type { Action, AuditQueued } from "../../src/state/actions.ts";
import {
  DEFAULT_SETTINGS,
  type ConfigSnapshot,
  type SentinelRule,
  type SourcedRule,
} from "../../src/state/config-model.ts";

export function rule(name: string, extra: Partial<SentinelRule> = {}): SentinelRule {
  return { name, trigger: { type: "tool_call", tools: ["bash"] }, prompt: `check ${name}`, ...extra };
}

export function snapshot(rules: SourcedRule[] = [], extra: Partial<ConfigSnapshot> = {}): ConfigSnapshot {
  return { settings: DEFAULT_SETTINGS, rules, reviewers: [], diagnostics: [], files: [], ...extra };
}

export function globalRule(name: string, extra: Partial<SentinelRule> = {}): SourcedRule {
  return { rule: rule(name, extra), source: { scope: "global", file: "/agent/sentinel.json" } };
}

export function loaded(snap: ConfigSnapshot, at = 1): Action {
  return { type: "config/loaded", snapshot: snap, at };
}

export function queued(id: string, ruleName = "r", at = 10, extra: Partial<AuditQueued> = {}): AuditQueued {
  return {
    type: "audit/queued",
    auditId: id,
    guard: "sentinel",
    rule: ruleName,
    trigger: "tool_call",
    mode: "blocking",
    target: "bash",
    at,
    ...extra,
  };
}

export const started = (id: string, at = 11): Action => ({ type: "audit/started", auditId: id, at });
export const finished = (id: string, verdict: "pass" | "warn" | "fail" = "pass", at = 12): Action => ({
  type: "audit/finished",
  auditId: id,
  verdict,
  message: `${verdict}!`,
  cached: false,
  at,
});
export const failed = (id: string, at = 12): Action => ({ type: "audit/failed", auditId: id, message: "broke", at });
export const cancelled = (id: string, at = 12): Action => ({
  type: "audit/cancelled",
  auditId: id,
  reason: "user",
  at,
});
export const skipped = (id: string, at = 12): Action => ({
  type: "audit/skipped",
  auditId: id,
  reason: "cooldown",
  at,
});
export const cacheHit = (id: string, at = 12): Action => ({
  type: "audit/cacheHit",
  auditId: id,
  verdict: "warn",
  message: "cached",
  at,
});
