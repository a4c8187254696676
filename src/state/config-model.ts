// Plain types of the effective sentinel.json configuration; the TypeBox schema in src/engine/config mirrors them.

export type Scope = "global" | "project" | "session" | "legacy";
export type ThinkingLevel = "off" | "minimal" | "low" | "medium" | "high" | "xhigh";
export type TriggerType = "tool_call" | "tool_result" | "turn_end" | "agent_end" | "context_tokens" | "event";
export type RuleMode = "blocking" | "background";
export type Overlap = "parallel" | "serial" | "ignore" | "replace";
export type FailurePolicy = "open" | "closed";
export type BuiltinTool = "read" | "grep" | "find" | "ls" | "bash" | "edit" | "write";
export type Verdict = "pass" | "warn" | "fail";

export const BUILTIN_TOOLS: readonly BuiltinTool[] = ["read", "grep", "find", "ls", "bash", "edit", "write"];
export const TRIGGER_TYPES: readonly TriggerType[] = [
  "tool_call",
  "tool_result",
  "turn_end",
  "agent_end",
  "context_tokens",
  "event",
];

export interface Trigger {
  type: TriggerType;
  /** minimatch patterns on the tool name (tool_call / tool_result); all tools when absent */
  tools?: string[];
  /** context_tokens: fire once per crossed multiple */
  threshold?: number;
  /** event: a pi.events channel, or `core:<host event>` */
  event?: string;
}

export type Window = { messages: number } | { tokens: number } | { full: true };

export interface RuleExample {
  content: string;
  expect: Verdict;
}

export interface SentinelRule {
  name: string;
  description?: string;
  trigger: Trigger;
  mode?: RuleMode;
  prompt: string;
  model?: string;
  thinking?: ThinkingLevel;
  tools?: BuiltinTool[];
  maxTurns?: number;
  window?: Window;
  overlap?: Overlap;
  onFailure?: FailurePolicy;
  cache?: boolean;
  cacheTtlMs?: number;
  timeoutMs?: number;
  enabled?: boolean;
  dedupe?: boolean;
  includeThinking?: boolean;
  includeToolInputs?: boolean;
  includeToolOutputs?: boolean;
  shadow?: boolean;
  examples?: RuleExample[];
}

export interface Defaults {
  model?: string;
  thinking?: ThinkingLevel;
  timeoutMs?: number;
  cache?: boolean;
  cacheTtlMs?: number;
  maxConcurrent?: number;
  dedupeCooldownMs?: number;
  maxWindowTokens?: number;
  historySize?: number;
  configure?: { model?: string };
}

export type ReviewTrigger = "before" | "after";

export interface Reviewer {
  name: string;
  model: string;
  rulesFile?: string;
  rulesFiles?: string[];
  tools?: string[];
  trigger?: ReviewTrigger;
  condition?: string;
  enabled?: boolean;
}

export interface Supervisor {
  enabled?: boolean;
  timeoutSeconds?: number;
  maxFileContextChars?: number;
  maxRuleLines?: number;
  reviewers?: Reviewer[];
}

export interface InjectionDefense {
  enabled?: boolean;
  blockThreshold?: number;
  warnThreshold?: number;
  heuristicEnabled?: boolean;
  /** scan tool_call inputs (bash command, write content, edit newText) */
  scanToolCalls?: boolean;
  /** true: the default tool list; false: off; a list: tool name patterns whose results are scanned */
  scanToolResults?: boolean | string[];
  /** extra tool_call inputs to scan: tool name pattern -> input field names */
  tools?: Record<string, string[]>;
  allowPaths?: string[];
  allowPatterns?: string[];
  /** remember content blocked in any session (hashes in <agentDir>/sentinel/memory.jsonl) and raise the score of repeats */
  memory?: boolean;
  /** an external detector (an MCP server over stdio) asked about every scanned text; global config only (it starts a program) */
  bridge?: InjectionBridge;
  /** optional LLM escalation: a text whose score falls in `band` is judged by a model before it is passed or withheld */
  judge?: InjectionJudge;
}

/** `injectionDefense.judge`: off unless present (and `enabled` is not false). */
export interface InjectionJudge {
  enabled?: boolean;
  /** "provider/modelId"; absent: defaults.model, else the session's model */
  model?: string;
  /** scores with low <= score < high (and below blockThreshold) are judged; default [0.35, 0.8] */
  band?: [number, number];
  /** per-judgement timeout (default 10000); a slower answer is a judge failure */
  timeoutMs?: number;
  /** a failed judgement keeps the scanner's own decision ("open", default) or blocks / withholds ("closed") */
  onFailure?: "open" | "closed";
}

export interface InjectionBridge {
  command: string;
  args?: string[];
  env?: Record<string, string>;
  /** the server's tool to call (default "detect_injection") */
  tool?: string;
  /** per-call timeout (default 2000) */
  timeoutMs?: number;
  /** a failed call passes on our own score with a warning ("open", default) or blocks ("closed") */
  onFailure?: "open" | "closed";
  /** texts shorter than this are not sent (default 32) */
  minChars?: number;
}

export type UnknownCommandPolicy = "block" | "warn" | "allow";

export interface PromptGuardConfig {
  enabled?: boolean;
  strict?: boolean;
  unknownCommands?: UnknownCommandPolicy;
}

export type KeyBindings = Record<string, string | string[]>;

/** One parsed sentinel.json file (only the parts that validated). */
export interface SentinelFileConfig {
  defaults?: Defaults;
  rules?: SentinelRule[];
  supervisor?: Supervisor;
  injectionDefense?: InjectionDefense;
  promptGuard?: PromptGuardConfig;
  fleetKeybindings?: KeyBindings;
}

export interface RuleSource {
  scope: Scope;
  /** absolute path of the file that defined it; absent for session-added rules */
  file?: string;
}

export interface SourcedRule {
  rule: SentinelRule;
  source: RuleSource;
}

export interface SourcedReviewer {
  reviewer: Reviewer;
  source: RuleSource;
}

export type Severity = "error" | "warning" | "info";

export interface Diagnostic {
  severity: Severity;
  scope: Scope;
  file?: string;
  /** the rule or reviewer name, when the problem is inside one */
  rule?: string;
  /** JSON-pointer-like key path, e.g. "/rules/2/trigger/type" */
  path?: string;
  message: string;
}

/** Fully resolved settings: every field has its default filled in. */
export interface ResolvedSettings {
  defaults: Required<Omit<Defaults, "model" | "thinking" | "configure">> &
    Pick<Defaults, "model" | "thinking" | "configure">;
  supervisor: Required<Omit<Supervisor, "reviewers">>;
  injectionDefense: Required<Omit<InjectionDefense, "tools" | "bridge" | "judge">> & {
    tools: Record<string, string[]>;
    bridge?: InjectionBridge;
    /** the merged judge, with the file that last set it (for diagnostics) */
    judge?: InjectionJudge & { source?: RuleSource };
  };
  promptGuard: Required<PromptGuardConfig>;
  fleetKeybindings: KeyBindings;
}

/** What the config engine hands to the store after reading files (before session ops). */
export interface ConfigSnapshot {
  settings: ResolvedSettings;
  rules: SourcedRule[];
  reviewers: SourcedReviewer[];
  diagnostics: Diagnostic[];
  /** files that were read, by scope, with what was found */
  files: { scope: Scope; file: string; status: "loaded" | "missing" | "invalid" | "skipped" }[];
}

export const DEFAULT_SETTINGS: ResolvedSettings = {
  defaults: {
    timeoutMs: 0, // 0 = per-mode default: 30 s blocking, 60 s background
    cache: true,
    cacheTtlMs: 10 * 60_000,
    maxConcurrent: 8,
    dedupeCooldownMs: 5 * 60_000,
    maxWindowTokens: 24_000,
    historySize: 500,
  },
  supervisor: { enabled: true, timeoutSeconds: 10, maxFileContextChars: 50_000, maxRuleLines: 100 },
  injectionDefense: {
    enabled: true,
    blockThreshold: 0.8,
    warnThreshold: 0.5,
    heuristicEnabled: true,
    scanToolCalls: true,
    scanToolResults: true,
    tools: {},
    allowPaths: [],
    allowPatterns: [],
    memory: true,
  },
  promptGuard: { enabled: true, strict: true, unknownCommands: "block" },
  fleetKeybindings: {},
};
