// The building blocks of sentinel.json's schemas: defaults, model references, counts, flags, and the shared enums.

import { Type } from "typebox";
import { BUILTIN_TOOLS, DEFAULT_SETTINGS, TRIGGER_TYPES } from "../../state/config-model.ts";

export const D = DEFAULT_SETTINGS;

export const ModelRef = (description: string) =>
  Type.String({
    minLength: 3,
    pattern: "^[^/\\s]+/\\S.*$",
    description,
    "x-expected": '"provider/modelId" (e.g. "anthropic/claude-sonnet-4-5")',
  });

export const NonNegativeInt = (description: string, dflt?: number) =>
  Type.Integer({ minimum: 0, description, ...(dflt === undefined ? {} : { default: dflt }) });
export const PositiveInt = (description: string, dflt?: number) =>
  Type.Integer({ minimum: 1, description, ...(dflt === undefined ? {} : { default: dflt }) });
export const Flag = (description: string, dflt?: boolean) =>
  Type.Boolean({ description, ...(dflt === undefined ? {} : { default: dflt }) });
export const Probability = (description: string, dflt: number) =>
  Type.Number({ minimum: 0, maximum: 1, description, default: dflt });
export const Strings = (description: string, minLength = 0) => Type.Array(Type.String({ minLength }), { description });

export const ThinkingSchema = Type.Enum(["off", "minimal", "low", "medium", "high", "xhigh"], {
  description: "reasoning effort of the auditor model",
});

export const TriggerTypeSchema = Type.Enum(
  [...TRIGGER_TYPES] as ["tool_call", "tool_result", "turn_end", "agent_end", "context_tokens", "event"],
  {
    description: "when the rule runs",
  },
);

export const BuiltinToolSchema = Type.Enum([...BUILTIN_TOOLS] as [
  "read",
  "grep",
  "find",
  "ls",
  "bash",
  "edit",
  "write",
]);
