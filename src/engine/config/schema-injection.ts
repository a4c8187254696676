// TypeBox schemas of injectionDefense: the scanner's settings, the external detector (bridge) and the LLM judge.

import { Type } from "typebox";
import { D, Flag, ModelRef, NonNegativeInt, PositiveInt, Probability, Strings } from "./schema-parts.ts";

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
