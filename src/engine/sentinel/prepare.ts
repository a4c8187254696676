// One sentinel firing and its auditor request: the firing's shape, its timeout, and the rendered prompt (pure apart from the fence).

import type { AnyAgentTool, ModelPort } from "../model-port.ts";
import { pickModelSpec } from "../model-port.ts";
import type { BuiltinTool, ResolvedSettings, SourcedRule, TriggerType } from "../../state/config-model.ts";
import { auditMessage, auditorSystemPrompt, newFence } from "./prompt.ts";
import { truncateToTokens } from "./scope.ts";
import { compileCached } from "./template.ts";
import { isBlocking } from "./triggers.ts";
import type { Vars } from "./vars.ts";

export const BLOCKING_TIMEOUT_MS = 30_000;
export const BACKGROUND_TIMEOUT_MS = 60_000;
/** The rendered rule prompt (outside the fence) is capped; a longer one keeps its head and tail around a visible marker. */
export const PROMPT_MAX_TOKENS = 4000;

/** Per-firing context from the host (model registry, cwd, session model). */
export interface FireContext {
  port: ModelPort;
  cwd: string;
  /** "provider/modelId" of the session model, if any */
  sessionModel?: string;
  createTools(names: readonly BuiltinTool[] | undefined, cwd: string): Promise<AnyAgentTool[]>;
}

/** One rule firing on one event. `scope` is the serialised material (event JSON or transcript). */
export interface Firing {
  rule: SourcedRule;
  trigger: TriggerType;
  vars: Vars;
  scope: string;
  scopeSummary: string;
  target: string;
}

export function timeoutFor(
  rule: SourcedRule["rule"],
  defaults: ResolvedSettings["defaults"],
  blocking: boolean,
): number {
  if (rule.timeoutMs && rule.timeoutMs > 0) return rule.timeoutMs;
  if (defaults.timeoutMs && defaults.timeoutMs > 0) return defaults.timeoutMs;
  return blocking ? BLOCKING_TIMEOUT_MS : BACKGROUND_TIMEOUT_MS;
}

export interface PreparedAudit {
  prompt: string;
  unresolved: string[];
  systemPrompt: string;
  message: string;
  model?: string;
  thinking: NonNullable<SourcedRule["rule"]["thinking"]>;
  timeoutMs: number;
}

/** Renders the prompt and builds the auditor request of one firing (pure apart from the fence randomness). */
export function prepareAudit(
  f: Firing,
  defaults: ResolvedSettings["defaults"],
  sessionModel: string | undefined,
  random: () => string,
  now: number,
): PreparedAudit {
  const rule = f.rule.rule;
  const compiled = compileCached(rule.prompt);
  const raw = compiled.ok
    ? compiled.render(f.vars, now)
    : { text: rule.prompt, unresolved: [`(template error: ${compiled.error})`] };
  const rendered = { ...raw, text: truncateToTokens(raw.text, PROMPT_MAX_TOKENS, "middle") };
  const fence = newFence(random);
  return {
    prompt: rendered.text,
    unresolved: rendered.unresolved,
    systemPrompt: auditorSystemPrompt(fence, rule.tools ?? []),
    message: auditMessage(rendered.text, f.scope, fence),
    model: pickModelSpec(rule.model, defaults.model, sessionModel),
    thinking: rule.thinking ?? defaults.thinking ?? "off",
    timeoutMs: timeoutFor(rule, defaults, isBlocking(rule)),
  };
}
