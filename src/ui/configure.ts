// /sentinel:configure, pure parts: the model's instructions, the diff, the proposal summary (merging into the file: engine/config/rules-edit.ts).

import { createTwoFilesPatch } from "diff";
import type { SentinelRule } from "../state/config-model.ts";

export const PROPOSE_TOOL = "propose_rules";

export const CONFIGURE_SYSTEM_PROMPT = [
  "You help a person configure pi-sentinel, a guard for the pi coding agent. Sentinel rules are LLM audits that run on agent events.",
  "A rule object has: name (kebab-case, unique), description, trigger {type: tool_call|tool_result|turn_end|agent_end|context_tokens|event,",
  "tools?: glob patterns of tool names, threshold? (context_tokens), event? (event)}, mode (blocking|background), prompt (a Handlebars",
  "template for the auditor; for tool_call it can use {{tool.name}} and {{json tool.input}}), and optional model (provider/modelId),",
  "thinking, tools (read|grep|find|ls|bash|edit|write the auditor may use), maxTurns, window ({messages:n}|{tokens:n}|{full:true}),",
  "overlap (parallel|serial|ignore|replace), onFailure (open|closed), cache, cacheTtlMs, timeoutMs, enabled, dedupe, shadow, examples.",
  "Blocking rules gate tool calls and should be cheap and specific; background rules report findings.",
  `Answer by calling ${PROPOSE_TOOL} once with FULL rule objects (never partial patches) and a short explanation.`,
  "You may read files of the project first. If a proposal is rejected by the validator, fix exactly what the errors say and propose again.",
].join("\n");

export function configureUserText(description: string, current: readonly SentinelRule[], rejected?: string): string {
  const parts = [`The person asks for: ${description}`];
  parts.push(
    current.length > 0
      ? `Rules in effect now (for reference; reuse a name to replace that rule):\n${JSON.stringify(current, null, 2)}`
      : "No sentinel rules are configured yet.",
  );
  if (rejected)
    parts.push(
      `Your previous proposal was rejected by the config validator:\n${rejected}\nPropose again with corrected, complete rule objects.`,
    );
  return parts.join("\n\n");
}

/** A unified diff of the file before and after (empty file when it does not exist yet). */
export function configDiff(file: string, before: string | undefined, after: string): string {
  return createTwoFilesPatch(
    file,
    file,
    before ?? "",
    after,
    before === undefined ? "(new file)" : "current",
    "proposed",
    { context: 3 },
  );
}

/** What the person reads before picking a scope: each proposed rule in one line, plus the model's explanation. */
export function proposalSummary(rules: readonly SentinelRule[], explanation?: string): string {
  const lines = rules.map((r) => {
    const trig = `${r.trigger.type}${r.trigger.tools ? ` ${r.trigger.tools.join(",")}` : ""}`;
    return `• ${r.name} (${r.mode ?? "blocking"}, ${trig})${r.description ? `: ${r.description}` : ""}`;
  });
  return [...(explanation ? [explanation.trim(), ""] : []), ...lines].join("\n");
}
