// Status widget and footer status: pure views of the prompt-guard phase, loaded config and this session's guard counts.

import type { PromptGuardPhase } from "../state/prompt-guard.ts";
import type { RootState } from "../state/root.ts";
import { selectActiveAudits } from "../state/audits.ts";
import { selectEnabledReviewers, selectEnabledRules, selectProblemCount } from "../state/config.ts";
import type { AuditRecord } from "../state/audit-record.ts";
import { ringEachNewest } from "../state/ring.ts";
import { countOutcomes, OUTCOME_TONE, type OutcomeWord } from "./outcomes.ts";
import type { Paint } from "./paint.ts";
import { clean, fit, formatDuration, spinnerFrame } from "./text.ts";

export interface WidgetProps {
  phase: PromptGuardPhase;
  command?: string;
  rules: number;
  reviewers: number;
  problems: number;
  /** rule names of running audits, oldest first */
  running: string[];
  /** when each running audit started (same order as `running`) */
  runningSince?: number[];
  queued?: number;
  blocked: number;
  warned: number;
  findings: number;
  detections: number;
  /** prompt-guard rejections */
  rejections?: number;
  /** this session's records by outcome word (src/state/outcomes.ts): each record counts once, so they add up */
  outcomes?: { word: OutcomeWord; count: number }[];
}

// one pass over the ring per audits state (the widget renders often; the state object changes only on dispatch)
const outcomeMemo = new WeakMap<object, { word: OutcomeWord; count: number }[]>();
function outcomesOf(audits: RootState["audits"]): { word: OutcomeWord; count: number }[] {
  let hit = outcomeMemo.get(audits);
  if (!hit) {
    const records: AuditRecord[] = [];
    ringEachNewest(audits.ring, (r) => {
      records.push(r);
    });
    hit = countOutcomes(records);
    outcomeMemo.set(audits, hit);
  }
  return hit;
}

export function selectWidgetProps(s: RootState): WidgetProps {
  const active = selectActiveAudits(s.audits);
  const running = active.filter((a) => a.status.kind === "running");
  return {
    phase: s.promptGuard.phase,
    command: s.promptGuard.command,
    rules: selectEnabledRules(s.config).length,
    reviewers: selectEnabledReviewers(s.config).length,
    problems: selectProblemCount(s.config),
    running: running.map((a) => a.rule),
    runningSince: running.map((a) => (a.status.kind === "running" ? a.status.startedAt : a.queuedAt)),
    queued: active.length - running.length,
    blocked: s.audits.totals.blocked,
    warned: s.audits.totals.warned,
    findings: s.audits.totals.findings,
    detections: s.audits.totals.detections,
    rejections: s.audits.totals.rejections,
    outcomes: outcomesOf(s.audits),
  };
}

/** Nothing configured and nothing happened: the widget shrinks to one short line. */
export function isQuiet(p: WidgetProps): boolean {
  if (p.outcomes && p.outcomes.length > 0) return false;
  return (
    p.rules === 0 &&
    p.reviewers === 0 &&
    p.running.length === 0 &&
    !p.queued &&
    p.blocked === 0 &&
    p.warned === 0 &&
    p.findings === 0 &&
    p.detections === 0 &&
    p.problems === 0 &&
    !p.rejections
  );
}

const PHASE_COLOR = { idle: "dim", ready: "muted", guarding: "warning", executing: "accent" } as const;

/**
 * Line 1: phase and this session's counts. Line 2, only while audits run: a spinner with the running rule names.
 * `now` animates the spinner and elapsed times (0 renders a still frame).
 */
export function renderWidget(p: WidgetProps, width: number, paint: Paint, now = 0): string[] {
  const sep = paint.fg("dim", " · ");
  const phase = paint.fg(PHASE_COLOR[p.phase], p.command ? `${p.phase} /${clean(p.command)}` : p.phase);
  if (isQuiet(p)) return [fit(`${paint.fg("dim", "⛨ sentinel")} ${phase}`, width)];
  const parts = [paint.fg("accent", "⛨ sentinel"), phase];
  const config: string[] = [];
  if (p.rules > 0) config.push(`${p.rules} ${p.rules === 1 ? "rule" : "rules"}`);
  if (p.reviewers > 0) config.push(`${p.reviewers} ${p.reviewers === 1 ? "reviewer" : "reviewers"}`);
  if (config.length > 0) parts.push(paint.fg("muted", config.join(" ")));
  if (p.running.length > 0) parts.push(paint.fg("accent", `▶${p.running.length} running`));
  if (p.queued) parts.push(paint.fg("muted", `${p.queued} queued`));
  if (p.outcomes) {
    // the outcome words of the cards and the fleet, one count per record
    for (const o of p.outcomes) parts.push(paint.fg(OUTCOME_TONE[o.word], `${o.count} ${o.word}`));
  } else {
    if (p.blocked > 0) parts.push(paint.fg("error", `${p.blocked} blocked`));
    if (p.warned > 0) parts.push(paint.fg("warning", `${p.warned} warned`));
    if (p.findings > 0) parts.push(paint.fg("warning", `${p.findings} ${p.findings === 1 ? "finding" : "findings"}`));
    if (p.detections > 0) parts.push(`${p.detections} ${p.detections === 1 ? "detection" : "detections"}`);
  }
  if (p.problems > 0)
    parts.push(paint.fg("error", `⚠ ${p.problems} config ${p.problems === 1 ? "problem" : "problems"}`));
  const lines = [fit(parts.join(sep), width)];
  if (p.running.length > 0) {
    const names = p.running.map((name, i) => {
      const since = p.runningSince?.[i];
      return since !== undefined && now > 0
        ? `${clean(name)} ${paint.fg("dim", formatDuration(now - since))}`
        : clean(name);
    });
    lines.push(fit(`${paint.fg("accent", spinnerFrame(now))} ${names.join(paint.fg("dim", ", "))}`, width));
  }
  return lines;
}

/** The footer status text: `▶N` while audits run, `⚠N` for config problems; undefined clears it. */
export function renderFooterStatus(p: WidgetProps): string | undefined {
  const bits: string[] = [];
  if (p.running.length > 0) bits.push(`▶${p.running.length}`);
  if (p.problems > 0) bits.push(`⚠${p.problems}`);
  return bits.length > 0 ? `⛨ ${bits.join(" ")}` : undefined;
}

export const WIDGET_TICK_MS = 250;

/**
 * The live widget component for `ctx.ui.setWidget(key, (tui, theme) => widgetComponent(...))`: re-renders on store
 * changes, and while audits run a timer animates the spinner and elapsed times; it stops when nothing runs and on dispose.
 */
export function widgetComponent(
  store: { getState(): RootState; subscribe(l: () => void): () => void },
  tui: { requestRender(): void },
  paint: Paint,
  now: () => number = Date.now,
): { render(width: number): string[]; invalidate(): void; dispose(): void } {
  let timer: ReturnType<typeof setInterval> | undefined;
  const sync = (): void => {
    const running = store.getState().audits.active.length > 0;
    if (running && !timer) {
      timer = setInterval(() => tui.requestRender(), WIDGET_TICK_MS);
      timer.unref?.();
    } else if (!running && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const unsubscribe = store.subscribe(() => {
    sync();
    tui.requestRender();
  });
  sync();
  return {
    render: (width) => renderWidget(selectWidgetProps(store.getState()), width, paint, now()),
    invalidate: () => {},
    dispose: () => {
      unsubscribe();
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
