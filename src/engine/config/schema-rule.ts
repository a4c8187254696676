// TypeBox schema of one sentinel rule: its trigger, context window, examples and fields.

import { Type } from "typebox";
import {
  BuiltinToolSchema,
  Flag,
  ModelRef,
  NonNegativeInt,
  PositiveInt,
  Strings,
  ThinkingSchema,
  TriggerTypeSchema,
} from "./schema-parts.ts";

export const TriggerSchema = Type.Object(
  {
    type: TriggerTypeSchema,
    tools: Type.Optional(
      Strings("tool_call / tool_result: minimatch patterns on the tool name; every tool when absent", 1),
    ),
    threshold: Type.Optional(
      PositiveInt("context_tokens: fire once each time the context crosses a multiple of this many tokens"),
    ),
    event: Type.Optional(
      Type.String({ minLength: 1, description: 'event: a pi.events channel, or "core:<pi event name>"' }),
    ),
  },
  { additionalProperties: false, description: "when the rule runs" },
);

export const WindowSchema = Type.Union(
  [
    Type.Object({ messages: PositiveInt("the last N messages") }, { additionalProperties: false }),
    Type.Object({ tokens: PositiveInt("the newest messages that fit in N tokens") }, { additionalProperties: false }),
    Type.Object({ full: Type.Literal(true) }, { additionalProperties: false }),
  ],
  { description: "how much of the conversation the auditor sees (conversation triggers)" },
);

export const RuleExampleSchema = Type.Object(
  {
    content: Type.String({ description: "a sample of audited content" }),
    expect: Type.Enum(["pass", "warn", "fail"], { description: "the verdict the rule should give for it" }),
  },
  { additionalProperties: false },
);

export const RuleSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, description: "unique rule name" }),
    description: Type.Optional(Type.String({ description: "what the rule checks, for people" })),
    trigger: TriggerSchema,
    mode: Type.Optional(
      Type.Enum(["blocking", "background"], {
        description: "blocking (tool_call only) holds the call until the verdict",
        default: "background",
      }),
    ),
    prompt: Type.String({ minLength: 1, description: "Handlebars template of what the auditor must check" }),
    model: Type.Optional(ModelRef("auditor model; defaults.model, then the session model, when absent")),
    thinking: Type.Optional(ThinkingSchema),
    tools: Type.Optional(Type.Array(BuiltinToolSchema, { description: "host built-in tools the auditor may use" })),
    maxTurns: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 50, description: "auditor turn cap (default 4 with tools, 1 without)" }),
    ),
    window: Type.Optional(WindowSchema),
    overlap: Type.Optional(
      Type.Enum(["parallel", "serial", "ignore", "replace"], {
        description: "what to do when the rule fires while its previous audit still runs",
      }),
    ),
    onFailure: Type.Optional(
      Type.Enum(["open", "closed"], {
        description: "a broken audit allows (open) or blocks (closed)",
        default: "open",
      }),
    ),
    cache: Type.Optional(Flag("reuse a verdict for identical input")),
    cacheTtlMs: Type.Optional(NonNegativeInt("how long a cached verdict lives")),
    timeoutMs: Type.Optional(NonNegativeInt("audit timeout; 0 means the per-mode default")),
    enabled: Type.Optional(Flag("false turns the rule off", true)),
    dedupe: Type.Optional(Flag("do not inject the same finding again within defaults.dedupeCooldownMs", true)),
    includeThinking: Type.Optional(Flag("conversation scope includes the agent's thinking")),
    includeToolInputs: Type.Optional(Flag("conversation scope includes tool call arguments")),
    includeToolOutputs: Type.Optional(Flag("conversation scope includes tool results")),
    shadow: Type.Optional(Flag("record verdicts but never block, annotate or inject", false)),
    examples: Type.Optional(
      Type.Array(RuleExampleSchema, { description: "sample inputs with their expected verdicts" }),
    ),
  },
  { additionalProperties: false, description: "a sentinel rule" },
);
