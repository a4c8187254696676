// What the foundation shows: config problems not shown before, the footer and RPC widget lines when they change, the loaded payload.

import { selectRecordCount } from "../state/audits.ts";
import type { Diagnostic } from "../state/config-model.ts";
import type { RootState } from "../state/root.ts";
import { identityPaint } from "./paint.ts";
import { renderFooterStatus, renderWidget, selectWidgetProps } from "./widget.ts";

/** What pi-sentinel:loaded carries. */
export interface LoadedPayload {
  reason: string;
  rules: number;
  reviewers: number;
  problems: number;
  records: number;
  ops: number;
}

export function loadedPayload(state: RootState, reason: string): LoadedPayload {
  const props = selectWidgetProps(state);
  return {
    reason,
    rules: props.rules,
    reviewers: props.reviewers,
    problems: props.problems,
    records: selectRecordCount(state.audits),
    ops: state.config.ops.length,
  };
}

function diagnosticKey(d: Diagnostic): string {
  return `${d.severity}|${d.scope}|${d.file ?? ""}|${d.rule ?? ""}|${d.path ?? ""}|${d.message}`;
}

/**
 * When a problem appears that was not shown before: every current problem (the same list the widget counts, so a reload
 * never says "1 config problem" while the widget says 4). Notices (legacy files) come once each.
 */
export function createProblemNotices() {
  const shown = new Set<string>();
  return (diagnostics: readonly Diagnostic[]): { problems: Diagnostic[]; notices: Diagnostic[] } => {
    const fresh = diagnostics.filter((d) => !shown.has(diagnosticKey(d)));
    for (const d of fresh) shown.add(diagnosticKey(d));
    const problems = fresh.some((d) => d.severity !== "info") ? diagnostics.filter((d) => d.severity !== "info") : [];
    return { problems, notices: fresh.filter((d) => d.severity === "info") };
  };
}

/** What changed since the last state: the footer, the string widget (RPC only) and the diagnostics list; undefined: same. */
export interface StatusChanges {
  footer?: { text: string | undefined };
  lines?: string[];
  diagnostics?: readonly Diagnostic[];
}

/** `stringWidget`: RPC forwards only string widgets, so lines are sent there, and only when they change. */
export function createStatusDiff(stringWidget: boolean, diagnostics: readonly Diagnostic[]) {
  let lastFooter: string | undefined | null = null;
  let lastLines = "";
  let lastDiagnostics = diagnostics;
  return (state: RootState): StatusChanges => {
    const out: StatusChanges = {};
    const props = selectWidgetProps(state);
    const footer = renderFooterStatus(props);
    if (footer !== lastFooter) {
      lastFooter = footer;
      out.footer = { text: footer };
    }
    if (stringWidget) {
      const lines = renderWidget(props, 200, identityPaint);
      const joined = lines.join("\n");
      if (joined !== lastLines) {
        lastLines = joined;
        out.lines = lines;
      }
    }
    if (state.config.diagnostics !== lastDiagnostics) {
      lastDiagnostics = state.config.diagnostics;
      out.diagnostics = state.config.diagnostics;
    }
    return out;
  };
}
