// TypeBox schemas of sentinel.json: the one source for the validator, the JSON schema file and (by a compile-time check) the config-model types.

import { Type, type Static } from "typebox";
import {
  BUILTIN_TOOLS,
  DEFAULT_SETTINGS,
  TRIGGER_TYPES,
  type Defaults,
  type InjectionBridge,
  type InjectionDefense,
  type InjectionJudge,
  type KeyBindings,
  type PromptGuardConfig,
  type Reviewer,
  type SentinelFileConfig,
  type SentinelRule,
  type Supervisor,
  type Trigger,
} from "../../state/config-model.ts";

const D = DEFAULT_SETTINGS;

const ModelRef = (description: string) =>
  Type.String({
    minLength: 3,
    pattern: "^[^/\\s]+/\\S.*$",
    description,
    "x-expected": '"provider/modelId" (e.g. "anthropic/claude-sonnet-4-5")',
  });

const NonNegativeInt = (description: string, dflt?: number) =>
  Type.Integer({ minimum: 0, description, ...(dflt === undefined ? {} : { default: dflt }) });
const PositiveInt = (description: string, dflt?: number) =>
  Type.Integer({ minimum: 1, description, ...(dflt === undefined ? {} : { default: dflt }) });
const Flag = (description: string, dflt?: boolean) =>
  Type.Boolean({ description, ...(dflt === undefined ? {} : { default: dflt }) });
const Probability = (description: string, dflt: number) =>
  Type.Number({ minimum: 0, maximum: 1, description, default: dflt });
const Strings = (description: string, minLength = 0) => Type.Array(Type.String({ minLength }), { description });

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

export const DefaultsSchema = Type.Object(
  {
    model: Type.Optional(ModelRef("auditor model of every rule without its own")),
    thinking: Type.Optional(ThinkingSchema),
    timeoutMs: Type.Optional(
      NonNegativeInt("audit timeout; 0 means 30 s blocking, 60 s background", D.defaults.timeoutMs),
    ),
    cache: Type.Optional(Flag("cache verdicts", D.defaults.cache)),
    cacheTtlMs: Type.Optional(NonNegativeInt("cached verdict lifetime", D.defaults.cacheTtlMs)),
    maxConcurrent: Type.Optional(PositiveInt("audits running at once", D.defaults.maxConcurrent)),
    dedupeCooldownMs: Type.Optional(
      NonNegativeInt("window in which a repeated finding is not injected again", D.defaults.dedupeCooldownMs),
    ),
    maxWindowTokens: Type.Optional(PositiveInt("cap on the audited scope, in tokens", D.defaults.maxWindowTokens)),
    historySize: Type.Optional(PositiveInt("audit records kept in memory", D.defaults.historySize)),
    configure: Type.Optional(
      Type.Object({ model: Type.Optional(ModelRef("model of /sentinel:configure")) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false, description: "settings shared by every sentinel rule" },
);

export const ReviewerSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, description: "unique reviewer name" }),
    model: ModelRef("review model"),
    rulesFile: Type.Optional(
      Type.String({ minLength: 1, description: "one rules file (relative to the project, ~ expanded)" }),
    ),
    rulesFiles: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), { minItems: 1, description: "several rules files" }),
    ),
    tools: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        minItems: 1,
        description: 'tools to review; "*" means every tool',
        default: ["edit", "write"],
      }),
    ),
    trigger: Type.Optional(
      Type.Enum(["before", "after"], {
        description: "review the input before the tool runs, or the result after",
        default: "after",
      }),
    ),
    condition: Type.Optional(
      Type.String({ minLength: 1, description: "module whose default export decides whether the reviewer runs" }),
    ),
    enabled: Type.Optional(Flag("false turns the reviewer off", true)),
  },
  { additionalProperties: false, description: "an LLM reviewer of tool calls" },
);

/** The supervisor section without its reviewers (they are validated one by one). */
export const SupervisorSettingsSchema = Type.Object(
  {
    enabled: Type.Optional(Flag("false turns every reviewer off", D.supervisor.enabled)),
    timeoutSeconds: Type.Optional(PositiveInt("review timeout in seconds", D.supervisor.timeoutSeconds)),
    maxFileContextChars: Type.Optional(PositiveInt("file context sent with a diff", D.supervisor.maxFileContextChars)),
    maxRuleLines: Type.Optional(PositiveInt("lines read from each rules file", D.supervisor.maxRuleLines)),
  },
  { additionalProperties: false },
);

export const SupervisorSchema = Type.Object(
  {
    ...SupervisorSettingsSchema.properties,
    reviewers: Type.Optional(Type.Array(ReviewerSchema, { description: "the reviewers" })),
  },
  { additionalProperties: false, description: "LLM reviewers of tool calls" },
);

export const InjectionBridgeSchema = Type.Object(
  {
    command: Type.String({
      minLength: 1,
      description: "the external detector: an MCP server started over stdio (one executable, not a shell line)",
    }),
    args: Type.Optional(Strings("its arguments")),
    env: Type.Optional(
      Type.Record(Type.String(), Type.String(), { description: "extra environment variables for it" }),
    ),
    tool: Type.Optional(
      Type.String({ minLength: 1, description: "the tool to call with {text, surface}", default: "detect_injection" }),
    ),
    timeoutMs: Type.Optional(PositiveInt("per-call timeout; a slower answer is a bridge failure", 2000)),
    onFailure: Type.Optional(
      Type.Enum(["open", "closed"], {
        description:
          "a failed call passes on our own score with one warning per failure streak (open) or blocks (closed)",
        default: "open",
      }),
    ),
    minChars: Type.Optional(NonNegativeInt("texts shorter than this are not sent", 32)),
  },
  {
    additionalProperties: false,
    description:
      "an external injection detector (MCP over stdio); read from the global config only, since it starts a program",
  },
);

export const InjectionJudgeSchema = Type.Object(
  {
    enabled: Type.Optional(Flag("false turns the judge off (e.g. in a project, over a global judge)", true)),
    model: Type.Optional(ModelRef("judge model; defaults.model, then the session model, when absent")),
    band: Type.Optional(
      Type.Tuple([Type.Number({ minimum: 0, maximum: 1 }), Type.Number({ minimum: 0, maximum: 1 })], {
        description:
          "[low, high]: a score with low <= score < high (and below blockThreshold) is judged by the model; 0 <= low < high <= 1",
        default: [0.35, 0.8],
      }),
    ),
    timeoutMs: Type.Optional(PositiveInt("per-judgement timeout; a slower answer is a judge failure", 10_000)),
    onFailure: Type.Optional(
      Type.Enum(["open", "closed"], {
        description:
          "a failed judgement (timeout, model error, no valid verdict) keeps the scanner's own decision (open) or blocks / withholds (closed)",
        default: "open",
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      "optional LLM escalation: a tool result or tool call whose score falls in the band is judged by a model (injection or clean) before it is passed or withheld",
  },
);

export const InjectionDefenseSchema = Type.Object(
  {
    enabled: Type.Optional(Flag("false turns the scanner off", D.injectionDefense.enabled)),
    blockThreshold: Type.Optional(Probability("block at or above this confidence", D.injectionDefense.blockThreshold)),
    warnThreshold: Type.Optional(Probability("warn at or above this confidence", D.injectionDefense.warnThreshold)),
    heuristicEnabled: Type.Optional(Flag("use the heuristic signals", D.injectionDefense.heuristicEnabled)),
    scanToolCalls: Type.Optional(Flag("scan bash commands and write/edit content", D.injectionDefense.scanToolCalls)),
    scanToolResults: Type.Optional(
      Type.Union([Type.Boolean(), Type.Array(Type.String({ minLength: 1 }))], {
        description: "true: the default tool list; false: off; a list: tool name patterns whose results are scanned",
        default: true,
      }),
    ),
    tools: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String({ minLength: 1 })), {
        description: "extra tool_call inputs to scan: tool name pattern -> input field names",
      }),
    ),
    allowPaths: Type.Optional(Strings("glob patterns of files whose content is never scanned", 1)),
    allowPatterns: Type.Optional(Strings("regular expressions of text that is never flagged", 1)),
    memory: Type.Optional(
      Flag(
        "remember content blocked in any session (as hashes) and raise the score of repeats",
        D.injectionDefense.memory,
      ),
    ),
    bridge: Type.Optional(InjectionBridgeSchema),
    judge: Type.Optional(InjectionJudgeSchema),
  },
  { additionalProperties: false, description: "the prompt-injection scanner" },
);

export const PromptGuardSchema = Type.Object(
  {
    enabled: Type.Optional(Flag("false turns the prompt guard off", D.promptGuard.enabled)),
    strict: Type.Optional(
      Flag("placeholders in a template that declares no arguments are errors", D.promptGuard.strict),
    ),
    unknownCommands: Type.Optional(
      Type.Enum(["block", "warn", "allow"], {
        description: "what to do with an unknown /command",
        default: D.promptGuard.unknownCommands,
      }),
    ),
  },
  { additionalProperties: false, description: "checks /template invocations" },
);

export const KeyBindingsSchema = Type.Record(
  Type.String(),
  Type.Union([Type.String({ minLength: 1 }), Type.Array(Type.String({ minLength: 1 }))]),
  { description: "panel action -> key or list of keys (pi key syntax)" },
);

/** The sections of sentinel.json (besides `rules`), validated key by key. */
export const SECTION_SCHEMAS = {
  defaults: DefaultsSchema,
  supervisor: SupervisorSettingsSchema,
  injectionDefense: InjectionDefenseSchema,
  promptGuard: PromptGuardSchema,
  fleetKeybindings: KeyBindingsSchema,
  /** validated on its own inside injectionDefense (key by key) */
  injectionJudge: InjectionJudgeSchema,
} as const;

export const SentinelFileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: "path or URL of this JSON schema, for editors" })),
    defaults: Type.Optional(DefaultsSchema),
    rules: Type.Optional(Type.Array(RuleSchema, { description: "sentinel rules" })),
    supervisor: Type.Optional(SupervisorSchema),
    injectionDefense: Type.Optional(InjectionDefenseSchema),
    promptGuard: Type.Optional(PromptGuardSchema),
    fleetKeybindings: Type.Optional(KeyBindingsSchema),
  },
  { additionalProperties: false, title: "pi-sentinel configuration (sentinel.json)" },
);

export const TOP_LEVEL_KEYS = Object.keys(SentinelFileSchema.properties) as (keyof Static<typeof SentinelFileSchema>)[];

// ---- compile-time check: the schemas and the config-model types describe the same data -----------

/** strict type equality (optional fields and nested shapes included), not mere mutual assignability */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function same<A, B>(ok: Same<A, B>): void {
  void ok;
}
same<Static<typeof TriggerSchema>, Trigger>(true);
same<Static<typeof RuleSchema>, SentinelRule>(true);
same<Static<typeof DefaultsSchema>, Defaults>(true);
same<Static<typeof ReviewerSchema>, Reviewer>(true);
same<Static<typeof SupervisorSchema>, Supervisor>(true);
same<Static<typeof InjectionDefenseSchema>, InjectionDefense>(true);
same<Static<typeof InjectionBridgeSchema>, InjectionBridge>(true);
same<Static<typeof InjectionJudgeSchema>, InjectionJudge>(true);
same<Static<typeof PromptGuardSchema>, PromptGuardConfig>(true);
same<Static<typeof KeyBindingsSchema>, KeyBindings>(true);
same<Omit<Static<typeof SentinelFileSchema>, "$schema">, SentinelFileConfig>(true);
