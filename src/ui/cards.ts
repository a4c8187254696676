// Audit cards in the transcript: which record actions earn a card, the card's data (self-contained), and its compact/expanded view.

import type { Action, Outcome } from "../state/actions.ts";
import type { AuditRecord, AuditsState, AuditStatusKind } from "../state/audits.ts";
import { selectAudit } from "../state/audits.ts";
import type { RuleSource, Verdict } from "../state/config-model.ts";
import { outcomeWordOf, type OutcomeWord } from "../state/outcomes.ts";
import { OUTCOME_TONE } from "./outcomes.ts";
import type { Paint, PaintColor } from "./paint.ts";
import { clean, cleanLines, elapsedOf, fit, formatDuration, GUARD_LABELS, wrap } from "./text.ts";

export type CardKind = "block" | "warning" | "finding" | "detection" | "rejection";

export interface CardData {
  v: 1;
  kind: CardKind;
  /** the record id (one card per record and kind) */
  id: string;
  guard: AuditRecord["guard"];
  rule: string;
  source?: RuleSource;
  /** the record's status when the card was made (older cards lack it: derived from kind and verdict) */
  status?: AuditStatusKind;
  verdict?: Verdict;
  outcome?: Outcome;
  target: string;
  message: string;
  /** the exact text the agent received */
  reason?: string;
  score?: number;
  evidence?: { rule: string; category: string; excerpt?: string }[];
  model?: string;
  durationMs?: number;
  shadow?: boolean;
  at: number;
}

const BLOCKING_OUTCOMES: ReadonlySet<Outcome> = new Set<Outcome>(["blocked", "would-block", "rejected", "withheld"]);
const WARNING_OUTCOMES: ReadonlySet<Outcome> = new Set<Outcome>(["annotated", "would-annotate", "wrapped"]);

export function cardFromRecord(r: AuditRecord, kind: CardKind, now: number): CardData {
  return {
    v: 1,
    kind,
    id: r.id,
    guard: r.guard,
    rule: r.rule,
    source: r.source,
    status: r.status.kind,
    verdict: r.verdict,
    outcome: r.outcome,
    target: r.target,
    message: r.message ?? "",
    reason: r.reason,
    score: r.score,
    evidence: r.evidence?.slice(0, 8).map((e) => ({ rule: e.rule, category: e.category, excerpt: e.excerpt })),
    model: r.model,
    durationMs: elapsedOf(r, now),
    shadow: r.shadow || undefined,
    at: now,
  };
}

/**
 * The card an action earns, read from the state after it: blocking or warning outcomes of sentinels, background findings
 * injected into the conversation, injection detections, prompt rejections. Reviews have their own card (review-card.ts).
 */
export function cardForAction(action: Action, audits: AuditsState): CardData | undefined {
  const at = "at" in action ? action.at : 0;
  switch (action.type) {
    case "audit/outcomeRecorded": {
      const r = selectAudit(audits, action.auditId);
      if (!r || r.guard === "reviewer") return undefined;
      if (BLOCKING_OUTCOMES.has(action.outcome)) return cardFromRecord(r, "block", at);
      if (WARNING_OUTCOMES.has(action.outcome)) return cardFromRecord(r, "warning", at);
      return undefined;
    }
    case "finding/injected": {
      const r = selectAudit(audits, action.auditId);
      return r && r.guard !== "reviewer" ? cardFromRecord(r, "finding", at) : undefined;
    }
    case "injection/scanned": {
      if (action.decision === "allow") return undefined;
      const r = selectAudit(audits, action.id);
      return r ? cardFromRecord(r, "detection", at) : undefined;
    }
    case "prompt/rejected":
    case "prompt/unknownCommand": {
      const r = selectAudit(audits, action.id);
      return r && r.status.kind === "failed" ? cardFromRecord(r, "rejection", at) : undefined;
    }
    default:
      return undefined;
  }
}

/** Reads card data back from an entry, tolerating old or foreign shapes (never throws). */
export function asCardData(data: unknown): CardData | undefined {
  const d = data as Partial<CardData> | null;
  if (!d || typeof d !== "object" || typeof d.rule !== "string" || typeof d.kind !== "string") return undefined;
  return {
    v: 1,
    kind: d.kind as CardKind,
    id: String(d.id ?? ""),
    guard: (d.guard ?? "sentinel") as CardData["guard"],
    rule: d.rule,
    source: d.source,
    status: typeof d.status === "string" ? d.status : undefined,
    verdict: d.verdict === "pass" || d.verdict === "warn" || d.verdict === "fail" ? d.verdict : undefined,
    outcome: d.outcome,
    target: typeof d.target === "string" ? d.target : "",
    message: typeof d.message === "string" ? d.message : "",
    reason: typeof d.reason === "string" ? d.reason : undefined,
    score: typeof d.score === "number" ? d.score : undefined,
    evidence: Array.isArray(d.evidence) ? d.evidence : undefined,
    model: typeof d.model === "string" ? d.model : undefined,
    durationMs: typeof d.durationMs === "number" ? d.durationMs : undefined,
    shadow: d.shadow === true || undefined,
    at: typeof d.at === "number" ? d.at : 0,
  };
}

const GLYPH: Partial<Record<PaintColor, string>> = { error: "✗", warning: "!", success: "✓" };

/** A card's status: the one it was made with, or (older cards) what its kind and verdict imply. */
function statusOf(c: CardData): AuditStatusKind {
  if (c.status) return c.status;
  if (c.kind === "rejection") return "failed";
  return c.verdict === "pass" ? "passed" : c.verdict === "warn" ? "warned" : "failed";
}

/** The card's word is the record's outcome word (src/state/outcomes.ts), the same as in the fleet, list and export. */
export function cardWord(c: CardData): OutcomeWord {
  const word = outcomeWordOf({ guard: c.guard, status: statusOf(c), verdict: c.verdict, outcome: c.outcome });
  return c.shadow && (word === "fail" || word === "blocked") ? "would block" : word;
}

function lookOf(c: CardData): { glyph: string; color: PaintColor; word: string } {
  const word = cardWord(c);
  const color = OUTCOME_TONE[word];
  return { glyph: GLYPH[color] ?? "·", color, word };
}

/** Compact: two lines (what acted on what, and why). Expanded: everything the card holds, wrapped. */
export function renderCard(c: CardData, expanded: boolean, width: number, paint: Paint, expandHint?: string): string[] {
  const look = lookOf(c);
  const bar = paint.fg(look.color, "│ ");
  const inner = Math.max(1, width - 2);
  const head = `${paint.fg(look.color, paint.bold(`${look.glyph} ${look.word}`))} ${paint.fg("muted", GUARD_LABELS[c.guard] ?? c.guard)} ${paint.fg("accent", clean(c.rule))}${
    c.score !== undefined ? paint.fg("muted", ` ${c.score.toFixed(2)}`) : ""
  }${c.target ? paint.fg("dim", " · ") + clean(c.target) : ""}`;
  const why = clean(c.message || c.reason || "");
  const lines = [fit(bar + head, width)];
  if (!expanded) {
    if (why) lines.push(fit(bar + why, width));
    if (expandHint) lines.push(fit(bar + paint.fg("dim", expandHint), width));
    return lines;
  }
  const body: string[] = [];
  const field = (label: string, value: string | undefined): void => {
    if (value) body.push(...wrap(`${paint.fg("muted", label)} ${clean(value)}`, inner));
  };
  for (const l of cleanLines(c.message)) body.push(...(l ? wrap(l, inner) : [""]));
  if (c.kind === "finding") body.push(paint.fg("muted", "sent to the agent as a finding"));
  if (c.reason && c.reason !== c.message) {
    body.push(paint.fg("muted", "the agent received:"));
    for (const l of cleanLines(c.reason)) body.push(...(l ? wrap(l, inner, "  ") : [""]));
  }
  field(
    "defined in",
    c.source
      ? c.source.file
        ? `${c.source.scope} · ${c.source.file}`
        : c.source.scope
      : c.guard === "sentinel"
        ? undefined
        : "built-in guard",
  );
  field("model", c.model);
  if (c.durationMs !== undefined && c.durationMs > 0) field("took", formatDuration(c.durationMs));
  for (const e of c.evidence ?? [])
    body.push(
      ...wrap(
        `${paint.fg("muted", "evidence")} ${clean(e.rule)} [${clean(e.category)}]${e.excerpt ? ` ${clean(e.excerpt)}` : ""}`,
        inner,
      ),
    );
  lines.push(...body.map((l) => fit(bar + l, width)));
  return lines;
}
