// Status widget and footer status: pure views of the prompt-guard phase, loaded config and this session's guard counts.

import { truncateToWidth } from "@earendil-works/pi-tui";
import type { GuardPhase } from "../state/guard.ts";
import type { RootState } from "../state/root.ts";
import { selectActiveAudits } from "../state/audits.ts";
import { selectEnabledReviewers, selectEnabledRules, selectProblemCount } from "../state/config.ts";
import type { Paint } from "./paint.ts";

export interface WidgetProps {
  phase: GuardPhase;
  command?: string;
  rules: number;
  reviewers: number;
  problems: number;
  running: string[];
  blocked: number;
  warned: number;
  findings: number;
  detections: number;
}

export function selectWidgetProps(s: RootState): WidgetProps {
  const active = selectActiveAudits(s.audits);
  return {
    phase: s.guard.phase,
    command: s.guard.command,
    rules: selectEnabledRules(s.config).length,
    reviewers: selectEnabledReviewers(s.config).length,
    problems: selectProblemCount(s.config),
    running: active.filter((a) => a.status.kind === "running").map((a) => a.rule),
    blocked: s.audits.totals.blocked,
    warned: s.audits.totals.warned,
    findings: s.audits.totals.findings,
    detections: s.audits.totals.detections,
  };
}

export function renderWidget(p: WidgetProps, width: number, paint: Paint): string[] {
  const parts = [
    paint.fg("accent", "⛨ sentinel"),
    paint.fg("muted", p.command ? `${p.phase} /${p.command}` : p.phase),
    `${p.rules} rules`,
    `${p.reviewers} reviewers`,
  ];
  if (p.running.length > 0) parts.push(paint.fg("warning", `▶${p.running.length} ${p.running.join(", ")}`));
  if (p.blocked > 0) parts.push(paint.fg("error", `${p.blocked} blocked`));
  if (p.warned > 0) parts.push(paint.fg("warning", `${p.warned} warned`));
  if (p.findings > 0) parts.push(`${p.findings} findings`);
  if (p.problems > 0) parts.push(paint.fg("error", `${p.problems} config problems`));
  return [truncateToWidth(parts.join(paint.fg("dim", " · ")), width)];
}

/** The footer status text: running audits and config problems; undefined clears it. */
export function renderFooterStatus(p: WidgetProps): string | undefined {
  const bits: string[] = [];
  if (p.running.length > 0) bits.push(`▶${p.running.length}`);
  bits.push(`⛨ ${p.rules}r ${p.reviewers}v`);
  if (p.problems > 0) bits.push(`⚠${p.problems}`);
  return bits.join(" ");
}
