// Verdict gating (pure): what finished audits do to a tool call (block, annotate, allow) and to the conversation (inject).

import type { Outcome } from "../../state/actions.ts";
import type { SourcedRule, Verdict } from "../../state/config-model.ts";
import { ruleOrigin } from "./triggers.ts";

/** What one audit produced, as the gate sees it. */
export type AuditResult =
  | { kind: "verdict"; auditId: string; verdict: Verdict; message: string; cached: boolean }
  /** the audit broke (model error, timeout, no/invalid verdict, cooldown, cancelled): onFailure decides */
  | { kind: "failed"; auditId: string; error: string; cooldown?: boolean }
  /** the scheduler dropped it (overlap ignore): nothing to decide */
  | { kind: "skipped"; auditId: string; reason: string };

export interface GateItem {
  rule: SourcedRule;
  result: AuditResult;
}

export interface OutcomeRecord {
  auditId: string;
  outcome: Outcome;
  reason?: string;
}

export interface BlockingDecision {
  /** the exact reason the agent receives when the call is blocked */
  block?: string;
  /** warnings to prepend to the tool result the agent sees */
  annotations: string[];
  /** user notifications (open failures, shadow would-blocks) */
  notices: string[];
  outcomes: OutcomeRecord[];
}

function label(r: SourcedRule): string {
  return `sentinel rule "${r.rule.name}" (${ruleOrigin(r)})`;
}

export function failureText(r: SourcedRule, error: string): string {
  return `${label(r)}: the audit failed (${error}); onFailure "${r.rule.onFailure ?? "open"}"`;
}

/**
 * All blocking audits of one tool call, decided together: any fail (or closed failure) blocks with every failing
 * reason sorted by rule name, each naming its rule and where it was defined; warns annotate the result.
 * Shadow rules only record what they would have done.
 */
export function decideBlocking(items: readonly GateItem[]): BlockingDecision {
  const sorted = [...items].sort((a, b) =>
    a.rule.rule.name < b.rule.rule.name ? -1 : a.rule.rule.name > b.rule.rule.name ? 1 : 0,
  );
  const failing: { item: GateItem; text: string }[] = [];
  const annotations: string[] = [];
  const notices: string[] = [];
  const outcomes: OutcomeRecord[] = [];
  const pendingWarn: { item: GateItem; text: string }[] = [];
  for (const item of sorted) {
    const { rule: r, result: res } = item;
    const shadow = r.rule.shadow === true;
    if (res.kind === "skipped") {
      // the call runs without this rule's verdict: never silently
      const text = `${label(r)}: not audited (${res.reason})`;
      outcomes.push({ auditId: res.auditId, outcome: shadow ? "none" : "unaudited", reason: text });
      if (!shadow) notices.push(`${text}: the call ran unaudited`);
      continue;
    }
    if (res.kind === "verdict") {
      if (res.verdict === "pass") outcomes.push({ auditId: res.auditId, outcome: "allowed" });
      else if (res.verdict === "fail") {
        const text = `${label(r)}: ${res.message || "failed without a message"}`;
        if (shadow) {
          outcomes.push({ auditId: res.auditId, outcome: "would-block", reason: text });
          notices.push(`shadow: would block: ${text}`);
        } else failing.push({ item, text });
      } else {
        const text = `${label(r)} warns: ${res.message || "a warning without a message"}`;
        if (shadow) outcomes.push({ auditId: res.auditId, outcome: "would-annotate", reason: text });
        else pendingWarn.push({ item, text });
      }
      continue;
    }
    // failed audit: onFailure decides (closed blocks, open lets the call run unaudited, recorded and notified)
    const text = res.cooldown
      ? `${label(r)}: ${res.error}; onFailure "${r.rule.onFailure ?? "open"}"`
      : failureText(r, res.error);
    if ((r.rule.onFailure ?? "open") === "closed") {
      if (shadow) {
        outcomes.push({ auditId: res.auditId, outcome: "would-block", reason: text });
        notices.push(`shadow: would block: ${text}`);
      } else failing.push({ item, text: `${text}, so the call is blocked` });
    } else {
      outcomes.push({ auditId: res.auditId, outcome: shadow ? "recorded" : "unaudited", reason: text });
      notices.push(`${text}: the call was allowed unaudited`);
    }
  }
  if (failing.length > 0) {
    const block = `Blocked by pi-sentinel:\n${failing.map((f) => `- ${f.text}`).join("\n")}`;
    for (const f of failing) outcomes.push({ auditId: f.item.result.auditId, outcome: "blocked", reason: block });
    // the call does not run, so warnings have no result to annotate: they are recorded only
    for (const w of pendingWarn) outcomes.push({ auditId: w.item.result.auditId, outcome: "recorded", reason: w.text });
    return { block, annotations, notices, outcomes };
  }
  for (const w of pendingWarn) {
    annotations.push(w.text);
    outcomes.push({ auditId: w.item.result.auditId, outcome: "annotated", reason: w.text });
  }
  return { annotations, notices, outcomes };
}

/** The text prepended to a tool result the agent sees when blocking audits warned. */
export function annotationText(annotations: readonly string[]): string {
  return `[pi-sentinel warning]\n${annotations.map((a) => `- ${a}`).join("\n")}\n[end of pi-sentinel warning]`;
}

export type BackgroundDecision =
  | { action: "inject"; text: string }
  | { action: "none"; outcome: Outcome; reason?: string };

/** A background audit: warn/fail findings are injected (unless shadow or a dedupe repeat); failures are only recorded. */
export function decideBackground(r: SourcedRule, res: AuditResult, isRepeat: () => boolean): BackgroundDecision {
  if (res.kind === "skipped") return { action: "none", outcome: "none", reason: res.reason };
  if (res.kind === "failed") return { action: "none", outcome: "recorded", reason: failureText(r, res.error) };
  if (res.verdict === "pass") return { action: "none", outcome: "none" };
  const text = findingText(r, res.verdict, res.message);
  if (r.rule.shadow) return { action: "none", outcome: "would-inject", reason: text };
  if ((r.rule.dedupe ?? true) && isRepeat()) return { action: "none", outcome: "deduped", reason: text };
  return { action: "inject", text };
}

export function findingText(r: SourcedRule, verdict: Verdict, message: string): string {
  return `[pi-sentinel ${verdict === "fail" ? "finding" : "warning"}] ${label(r)}: ${message || "(no message)"}`;
}
