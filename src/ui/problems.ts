// Config problems as the control center lists them: the current diagnostics (not info notices), one line each, file first.

import type { Diagnostic } from "../state/config-model.ts";
import type { Paint } from "./paint.ts";
import { clean, pad, wrap } from "./text.ts";

/** The current problems: every diagnostic that is not an info notice (the count the widget shows). */
export function currentProblems(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.severity !== "info");
}

/** `file: rule "x": reason` (same shape as the load-time warning). */
export function problemLine(d: Diagnostic): string {
  const where = d.file ?? `${d.scope} config`;
  const owner = d.rule !== undefined ? `${d.path?.includes("/reviewers/") ? "reviewer" : "rule"} "${d.rule}": ` : "";
  return clean(`${where}: ${owner}${d.message}`);
}

/** Plain text for `/sentinel:list problems` (and modes without a TUI). */
export function problemsText(diagnostics: readonly Diagnostic[]): string {
  const problems = currentProblems(diagnostics);
  if (problems.length === 0) return "no config problems";
  return [
    `${problems.length} config problem${problems.length === 1 ? "" : "s"}:`,
    ...problems.map((d) => `- ${problemLine(d)}`),
  ].join("\n");
}

/** Rows the problems block wants at this width (heading + wrapped lines). */
export function problemsHeight(diagnostics: readonly Diagnostic[], width: number): number {
  const problems = currentProblems(diagnostics);
  if (problems.length === 0) return 0;
  return 1 + problems.reduce((n, d) => n + wrap(problemLine(d), Math.max(1, width - 2)).length, 0);
}

/**
 * The problems block of the list panel: a heading, then up to `maxRows - 1` wrapped lines; when they do not fit, the
 * last line says how many more and where to read them all.
 */
export function renderProblems(
  diagnostics: readonly Diagnostic[],
  width: number,
  paint: Paint,
  maxRows: number,
): string[] {
  const problems = currentProblems(diagnostics);
  if (problems.length === 0 || maxRows < 1) return [];
  const head =
    paint.fg("error", `⚠ ${problems.length} config problem${problems.length === 1 ? "" : "s"}`) +
    (maxRows < 2 ? paint.fg("dim", " · /sentinel:list problems") : "");
  const body = problems.flatMap((d) =>
    wrap(problemLine(d), Math.max(1, width - 2)).map((l, i) => (i === 0 ? `• ${l}` : `  ${l}`)),
  );
  const room = maxRows - 1;
  const shown =
    body.length <= room ? body : [...body.slice(0, Math.max(0, room - 1)), `… all of them: /sentinel:list problems`];
  return [pad(head, width), ...shown.map((l) => pad(paint.fg("warning", l), width))];
}
