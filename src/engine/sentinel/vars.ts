// Template variables per trigger (and the simulated ones of /sentinel:test), plus the short audit target label.

import type { TriggerType } from "../../state/config-model.ts";
import { plainText } from "./scope.ts";

export type Vars = Record<string, unknown>;

export function toolCallVars(e: { toolName: string; toolCallId: string; input: unknown }): Vars {
  return { tool: e.toolName, toolCallId: e.toolCallId, input: e.input };
}

export function toolResultVars(e: {
  toolName: string;
  toolCallId: string;
  input: unknown;
  content: unknown;
  isError: boolean;
}): Vars {
  return {
    tool: e.toolName,
    toolCallId: e.toolCallId,
    input: e.input,
    content: plainText(e.content),
    isError: e.isError,
  };
}

export function turnEndVars(e: { turnIndex: number; message: unknown; toolResults: readonly unknown[] }): Vars {
  const msg = e.message as { content?: unknown } | undefined;
  return {
    turnIndex: e.turnIndex,
    assistant: plainText(msg?.content),
    toolResults: e.toolResults.map((r) => {
      const t = r as { toolName?: string; content?: unknown; isError?: boolean };
      return { tool: t.toolName ?? "", content: plainText(t.content), isError: t.isError === true };
    }),
  };
}

export function agentEndVars(e: { messages: readonly unknown[] }): Vars {
  return { messageCount: e.messages.length };
}

/** A payload that is not an object is wrapped as `{ value }`. */
export function eventPayload(data: unknown): Record<string, unknown> {
  return typeof data === "object" && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : { value: data };
}

export function eventVars(name: string, data: unknown): Vars {
  return { name, event: eventPayload(data) };
}

export function contextTokensVars(tokens: number, threshold: number, level: number, messages: number): Vars {
  return { tokens, threshold, level, messages };
}

function parseJson(content: string): unknown {
  const t = content.trim();
  if (!t.startsWith("{") && !t.startsWith("[") && !t.startsWith('"')) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}

/**
 * /sentinel:test: the simulated content becomes the trigger's main variable (input / content / assistant; for
 * event rules the payload, parsed as JSON when it is JSON). `tool` is the rule's first literal tool pattern.
 */
export function simulatedVars(
  trigger: { type: TriggerType; tools?: string[]; threshold?: number; event?: string },
  content: string,
): Vars {
  const literal = trigger.tools?.find((p) => !/[*?[\]{}!]/.test(p));
  const tool = literal ?? "bash";
  const parsed = parseJson(content);
  const input =
    parsed !== undefined && typeof parsed === "object" && parsed !== null
      ? parsed
      : tool === "bash"
        ? { command: content }
        : { content };
  switch (trigger.type) {
    case "tool_call":
      return { tool, toolCallId: "test-call", input };
    case "tool_result":
      return { tool, toolCallId: "test-call", input: {}, content, isError: false };
    case "turn_end":
      return { turnIndex: 0, assistant: content, toolResults: [] };
    case "agent_end":
      return { messageCount: 1 };
    case "context_tokens": {
      const threshold = trigger.threshold ?? 1;
      return { tokens: threshold, threshold, level: 1, messages: 1 };
    }
    case "event":
      return { name: trigger.event ?? "", event: eventPayload(parsed !== undefined ? parsed : content) };
    default: {
      const never: never = trigger.type;
      return never;
    }
  }
}

/** A short label of what was audited, for the fleet and cards. */
export function targetLabel(trigger: TriggerType, vars: Vars): string {
  switch (trigger) {
    case "tool_call":
    case "tool_result": {
      const input = vars.input as Record<string, unknown> | undefined;
      const hint = input && typeof input === "object" ? (input.command ?? input.path ?? input.pattern) : undefined;
      const s = typeof hint === "string" ? ` ${hint.replace(/\s+/g, " ").slice(0, 60)}` : "";
      return `${String(vars.tool)}${s}`;
    }
    case "turn_end":
      return `turn ${String(vars.turnIndex)}`;
    case "agent_end":
      return `run of ${String(vars.messageCount)} messages`;
    case "context_tokens":
      return `${String(vars.tokens)} tokens (×${String(vars.level)})`;
    case "event":
      return String(vars.name);
    default: {
      const never: never = trigger;
      return never;
    }
  }
}
