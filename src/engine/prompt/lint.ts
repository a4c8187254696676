// Lints many template files at once and formats the result: one session warning, or `path:line: message` lines.

import { checkTemplate, formatProblem, type Problem, type TemplateReport } from "./template.ts";

export interface TemplateSource {
  path: string;
  /** the file text, or the read error */
  text?: string;
  readError?: string;
}

export interface LintResult {
  reports: TemplateReport[];
  problems: Problem[];
  errors: number;
  warnings: number;
}

export function lintTemplates(sources: readonly TemplateSource[], strict: boolean): LintResult {
  const reports: TemplateReport[] = [];
  const problems: Problem[] = [];
  for (const src of sources) {
    if (src.text === undefined) {
      problems.push({ severity: "error", file: src.path, message: `cannot read: ${src.readError ?? "unknown error"}` });
      continue;
    }
    const r = checkTemplate(src.path, src.text, { strict });
    reports.push(r);
    // file order, then line order (the checker finds warnings and errors in separate passes)
    problems.push(...[...r.problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  }
  const errors = problems.filter((p) => p.severity === "error").length;
  return { reports, problems, errors, warnings: problems.length - errors };
}

/**
 * The one session_start warning: a header and one line per problem, grouped by template, at most `maxLines`
 * problem lines; `undefined` when there is nothing to say.
 */
export function formatLintWarning(
  result: LintResult,
  display: (path: string) => string = (p) => p,
  maxLines = 20,
): string | undefined {
  if (result.problems.length === 0) return undefined;
  const files = new Set(result.problems.map((p) => p.file));
  const counts = [
    result.errors > 0 ? `${result.errors} error${result.errors === 1 ? "" : "s"}` : "",
    result.warnings > 0 ? `${result.warnings} warning${result.warnings === 1 ? "" : "s"}` : "",
  ].filter(Boolean);
  const head = `prompt guard: ${counts.join(", ")} in ${files.size} template${files.size === 1 ? "" : "s"}`;
  const lines = result.problems.slice(0, maxLines).map((p) => `  ${formatProblem(p, display(p.file))}`);
  const more =
    result.problems.length > maxLines
      ? [`  … and ${result.problems.length - maxLines} more (run: pi-sentinel lint)`]
      : [];
  return [head, ...lines, ...more].join("\n");
}

/** `~/…` for paths under home and `./…`-free relative paths under cwd, for short messages. */
export function displayPath(path: string, cwd: string, home: string): string {
  if (cwd && path.startsWith(`${cwd}/`)) return path.slice(cwd.length + 1);
  if (home && path.startsWith(`${home}/`)) return `~/${path.slice(home.length + 1)}`;
  return path;
}
