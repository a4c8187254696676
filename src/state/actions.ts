// The one Action union: every guard step as a past-tense event (`domain/pastTenseEvent`), plain serialisable payloads.

import type { JudgeRecord } from "./judge.ts";
import type { ConfigSnapshot, Diagnostic, RuleSource, SentinelRule, Verdict } from "./config-model.ts";

export type GuardKind = "sentinel" | "reviewer" | "injection" | "prompt";

export interface Usage {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
  totalTokens: number;
  cost: number;
}

export interface AuditToolCall {
  name: string;
  /** arguments, serialised and truncated by the shell */
  args: string;
  isError?: boolean;
}

/** What the gate did with a finished record (shown in the fleet and cards). */
export type Outcome =
  | "allowed"
  | "blocked"
  | "annotated"
  | "injected"
  | "deduped"
  | "withheld"
  | "wrapped"
  | "rejected"
  | "recorded"
  | "would-block"
  | "would-annotate"
  | "would-inject"
  /** a blocking check could not run (cooldown, open failure, busy) and the call went ahead without its verdict */
  | "unaudited"
  | "none";

// ---- config and session ops -------------------------------------------------------------------

export type RuleKind = "sentinel" | "reviewer" | "guard";

/** A session-level config change; appended to the session op-log and replayed on session_start/session_tree. */
export type SessionOp =
  | { type: "rule/added"; rule: SentinelRule; at: number }
  | { type: "rule/removed"; name: string; at: number }
  | { type: "rule/enabled"; kind: RuleKind; name: string; at: number }
  | { type: "rule/disabled"; kind: RuleKind; name: string; at: number }
  | { type: "rule/shadowChanged"; name: string; shadow: boolean; at: number };

export type ConfigAction =
  | { type: "config/loaded"; snapshot: ConfigSnapshot; at: number }
  | { type: "config/opsReplayed"; ops: SessionOp[]; at: number }
  | { type: "config/diagnosticsReported"; diagnostics: Diagnostic[]; at: number };

// ---- prompt guard ------------------------------------------------------------------------------

export type PromptAction =
  | { type: "prompt/guardStarted"; command: string; at: number }
  | { type: "prompt/validated"; command: string; at: number }
  | { type: "prompt/rejected"; id: string; command: string; args: string; file?: string; reason: string; at: number }
  | { type: "prompt/unknownCommand"; id: string; command: string; suggestions: string[]; blocked: boolean; at: number }
  | { type: "prompt/lintReported"; problems: number; at: number }
  | { type: "agent/started"; at: number }
  | { type: "agent/settled"; at: number };

// ---- injection scanner -------------------------------------------------------------------------

export interface EvidenceItem {
  rule: string;
  category: string;
  start: number;
  end: number;
  /** a short excerpt of the matched text */
  excerpt?: string;
  /** what the finding saw flow where ("`env` → base64 → curl to example.net"), when the rule knows */
  detail?: string;
}

export type InjectionSurface = "bash" | "write" | "tool_result" | "prompt";

export type InjectionAction =
  | {
      type: "injection/scanned";
      id: string;
      surface: InjectionSurface;
      tool: string;
      toolCallId?: string;
      target: string;
      score: number;
      decision: "allow" | "warn" | "block";
      evidence: EvidenceItem[];
      /** the original text, bounded by the shell; kept so the user can inspect withheld content */
      original?: string;
      /** the exact reason the agent received, for a block */
      reason?: string;
      error?: string;
      /** the LLM judge's verdict when the score fell in injectionDefense.judge.band (decision is then the judged one) */
      judge?: JudgeRecord;
      at: number;
    }
  | { type: "injection/violationLogged"; id: string; description: string; source?: string; at: number }
  /**
   * The LLM judge was asked about an in-band text: a running record until `injection/scanned` with the same id
   * finishes it (session-only: a replayed session rebuilds the record from the finishing action alone).
   */
  | {
      type: "injection/judgeStarted";
      id: string;
      surface: InjectionSurface;
      tool: string;
      target: string;
      score: number;
      /** "provider/modelId" the judge is asked with, when known */
      model?: string;
      at: number;
    };

// ---- audits (sentinels and reviewers share these) ---------------------------------------------

export interface AuditQueued {
  type: "audit/queued";
  auditId: string;
  guard: "sentinel" | "reviewer";
  rule: string;
  source?: RuleSource;
  trigger: string;
  mode: "blocking" | "background" | "before" | "after" | "test";
  target: string;
  model?: string;
  prompt?: string;
  scopeSummary?: string;
  unresolved?: string[];
  shadow?: boolean;
  at: number;
}

/** Why a record was born finished: the guard decided without running its model (typed, never read from the text). */
export type SettleCause =
  /** the rule rests after a failure (sentinel/cooldown.ts) */
  | { kind: "cooldown"; msLeft: number }
  /** no auditor model could be picked (rule, defaults, session) */
  | { kind: "noModel" }
  /** overlap ignore: the rule already had an audit queued or running */
  | { kind: "busy" }
  /** overlap ignore: every audit slot was taken */
  | { kind: "saturated" }
  /** a reviewer's condition module returned false */
  | { kind: "conditionFalse"; condition: string }
  /** a reviewer's condition module threw, timed out or was refused by the trust boundary */
  | { kind: "conditionBroken"; condition: string }
  /** none of a reviewer's rules files could be read */
  | { kind: "rulesUnreadable" }
  /** the agent run was interrupted before the review started */
  | { kind: "agentAborted" };

/**
 * A record born in its final state: the guard settled it without running anything, so it never was queued or running.
 * It carries the whole record (what `audit/queued` would have) plus how it ended and why.
 */
export interface AuditSettled extends Omit<AuditQueued, "type"> {
  type: "audit/settled";
  /** skipped: nothing needed to run (or could not this time); errored: it could not run and that is a failure */
  ending: "skipped" | "errored";
  cause: SettleCause;
  /** the words the record shows: the skip reason, or the error message */
  reason: string;
}

export type AuditAction =
  | AuditQueued
  | AuditSettled
  | { type: "audit/started"; auditId: string; model?: string; at: number }
  | { type: "audit/progressed"; auditId: string; turns: number; toolCalls: AuditToolCall[]; tail: string; at: number }
  | { type: "audit/steered"; auditId: string; text: string; at: number }
  | {
      type: "audit/finished";
      auditId: string;
      verdict: Verdict;
      message: string;
      usage?: Usage;
      cached: boolean;
      /** guard-specific extras, e.g. reviewer findings */
      details?: Record<string, unknown>;
      at: number;
    }
  | { type: "audit/cacheHit"; auditId: string; verdict: Verdict; message: string; at: number }
  | { type: "audit/failed"; auditId: string; message: string; usage?: Usage; at: number }
  | { type: "audit/cancelled"; auditId: string; reason: string; at: number }
  | { type: "audit/skipped"; auditId: string; reason: string; at: number }
  | { type: "audit/outcomeRecorded"; auditId: string; outcome: Outcome; reason?: string; at: number }
  | { type: "audit/cancelRequested"; auditId: string; at: number }
  | { type: "audit/steerRequested"; auditId: string; text: string; at: number }
  | { type: "finding/injected"; auditId: string; rule: string; at: number }
  | { type: "finding/deduped"; auditId: string; rule: string; at: number }
  | { type: "rule/cooldownStarted"; rule: string; until: number; at: number };

export type Action = ConfigAction | SessionOp | PromptAction | InjectionAction | AuditAction;
