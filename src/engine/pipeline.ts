// The guard pipeline's decisions as data: how the checks of one tool call combine into one block reason, and how result changes chain.

import { errorText } from "./error-text.ts";

/** What one guard's check of a tool call decided. */
export type CheckDecision = { kind: "allow" } | { kind: "block"; reason: string };

/** Deterministic checks (no model call) run first and short-circuit; model-backed checks of one call run concurrently. */
export type CheckStage = "deterministic" | "model";

export interface CheckOutcome {
  /** the guard that decided, as the user knows it: "injection scanner", "sentinels", "reviewers", ... */
  guard: string;
  decision: CheckDecision;
}

/**
 * One block for the whole call, with every failing reason grouped by guard (in pipeline order).
 * A single failing guard keeps its own reason word for word, so what the agent relays is what that guard said.
 */
export function combineOutcomes(outcomes: readonly CheckOutcome[]): { block: true; reason: string } | undefined {
  const byGuard = new Map<string, string[]>();
  for (const o of outcomes) {
    if (o.decision.kind !== "block") continue;
    const reasons = byGuard.get(o.guard) ?? [];
    reasons.push(o.decision.reason);
    byGuard.set(o.guard, reasons);
  }
  if (byGuard.size === 0) return undefined;
  if (byGuard.size === 1) {
    const [reasons] = [...byGuard.values()];
    return { block: true, reason: reasons.join("\n\n") };
  }
  const sections = [...byGuard].map(([guard, reasons]) => `[${guard}]\n${reasons.join("\n\n")}`);
  return { block: true, reason: `Blocked by ${byGuard.size} guards:\n\n${sections.join("\n\n")}` };
}

/** A guard's check of one call, already bound to the event; what it returns is pi's own `{ block, reason }` shape. */
export interface BoundCheck {
  guard: string;
  stage: CheckStage;
  run(): Promise<{ block?: boolean; reason?: string } | undefined> | { block?: boolean; reason?: string } | undefined;
}

/** A check that throws blocks the call (closed): a guard that means to fail open catches its own errors. */
async function outcomeOf(c: BoundCheck): Promise<CheckOutcome> {
  try {
    const v = await c.run();
    if (v?.block)
      return {
        guard: c.guard,
        decision: { kind: "block", reason: v.reason ?? `Blocked by pi-sentinel (${c.guard}).` },
      };
    return { guard: c.guard, decision: { kind: "allow" } };
  } catch (e) {
    return {
      guard: c.guard,
      decision: {
        kind: "block",
        reason: `pi-sentinel ${c.guard} failed on this call, so it was blocked: ${errorText(e)}`,
      },
    };
  }
}

/**
 * The pipeline for one tool call: deterministic checks in order, stopping at the first block (a refused call costs no
 * model call); then every model-backed check at once, and one block with every failing reason.
 */
export async function runChecks(checks: readonly BoundCheck[]): Promise<{ block: true; reason: string } | undefined> {
  for (const c of checks) {
    if (c.stage !== "deterministic") continue;
    const outcome = await outcomeOf(c);
    if (outcome.decision.kind === "block") return combineOutcomes([outcome]);
  }
  const model = checks.filter((c) => c.stage === "model");
  if (model.length === 0) return undefined;
  return combineOutcomes(await Promise.all(model.map(outcomeOf)));
}

/** The part of a tool_result event a guard may change (the fields pi lets a handler replace). */
export interface ResultView {
  content: readonly unknown[];
  isError: boolean;
  structuredContent?: unknown;
  details?: unknown;
}

export interface ResultChange {
  content?: readonly unknown[];
  isError?: boolean;
  structuredContent?: unknown;
  details?: unknown;
}

/**
 * Applies one guard's change the way pi chains tool_result handlers: new content without new structured content
 * drops the old structured content (it may no longer match).
 */
export function applyResultChange(view: ResultView, change: ResultChange | undefined): ResultView {
  if (!change) return view;
  const next: ResultView = { ...view };
  if (change.content !== undefined) {
    next.content = change.content;
    if (change.structuredContent === undefined) delete next.structuredContent;
  }
  if (change.structuredContent !== undefined) next.structuredContent = change.structuredContent;
  if (change.details !== undefined) next.details = change.details;
  if (change.isError !== undefined) next.isError = change.isError;
  return next;
}

/** The change the chain made as a whole, for pi; undefined when no guard changed anything. */
export function resultDelta(before: ResultView, after: ResultView): ResultChange | undefined {
  const delta: ResultChange = {};
  if (after.content !== before.content) delta.content = after.content;
  if (after.structuredContent !== before.structuredContent && after.structuredContent !== undefined)
    delta.structuredContent = after.structuredContent;
  if (after.details !== before.details) delta.details = after.details;
  if (after.isError !== before.isError) delta.isError = after.isError;
  return Object.keys(delta).length > 0 ? delta : undefined;
}
