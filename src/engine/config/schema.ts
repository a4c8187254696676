// TypeBox schemas of sentinel.json: the one source for the validator, the JSON schema file and (by a compile-time check) the config-model types.

import { Type, type Static } from "typebox";
import type {
  Defaults,
  InjectionBridge,
  InjectionDefense,
  InjectionJudge,
  KeyBindings,
  PromptGuardConfig,
  Reviewer,
  SentinelFileConfig,
  SentinelRule,
  Supervisor,
  Trigger,
} from "../../state/config-model.ts";
import { D, Flag, ModelRef, NonNegativeInt, PositiveInt, ThinkingSchema } from "./schema-parts.ts";
import { RuleSchema, type TriggerSchema } from "./schema-rule.ts";
import { type InjectionBridgeSchema, InjectionDefenseSchema, InjectionJudgeSchema } from "./schema-injection.ts";

export { BuiltinToolSchema, ThinkingSchema, TriggerTypeSchema } from "./schema-parts.ts";
export { RuleExampleSchema, RuleSchema, TriggerSchema, WindowSchema } from "./schema-rule.ts";
export { InjectionBridgeSchema, InjectionDefenseSchema, InjectionJudgeSchema } from "./schema-injection.ts";

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
