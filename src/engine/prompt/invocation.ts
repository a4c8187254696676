// Checks a `/template args…` invocation against the template's report: template errors, missing and extra arguments.

import { formatUsage } from "./hint.ts";
import { splitArgs } from "./split.ts";
import { formatProblem, type TemplateReport } from "./template.ts";

export type InvocationResult =
  | { ok: true; args: string[] }
  | {
      ok: false;
      args: string[];
      /** short reason for the audit record */
      reason: string;
      /** the full user-facing message: what is wrong, how to fix it, and the usage line */
      message: string;
      /** the file line of a template error */
      line?: number;
    };

function quoteArg(a: string): string {
  const shown = a.length > 40 ? `${a.slice(0, 39)}…` : a;
  return JSON.stringify(shown);
}

/** The usage line of a checked template: `/deploy <project> [version]`. */
export function usageOf(report: TemplateReport): string {
  return formatUsage(report.name, report.contract?.hint ?? report.hintText);
}

/** `display` shapes the file path in template-error messages (e.g. relative to the project). */
export function checkInvocation(
  report: TemplateReport,
  argsText: string,
  display: (path: string) => string = (p) => p,
): InvocationResult {
  const args = splitArgs(argsText);
  const usage = `Usage: ${usageOf(report)}`;
  const cmd = `/${report.name}`;
  const firstError = report.problems.find((p) => p.severity === "error");
  if (firstError || !report.contract) {
    const text = firstError
      ? formatProblem(firstError, display(firstError.file))
      : `${display(report.file)}: template could not be checked`;
    return {
      ok: false,
      args,
      line: firstError?.line,
      reason: `template error: ${firstError?.message ?? "unchecked"}`,
      message: `${cmd}: the template has an error, so it was not sent. ${text}. Fix the file, then run /reload. ${usage}`,
    };
  }
  const c = report.contract;
  if (!c.checked) return { ok: true, args };
  if (args.length < c.required) {
    const missing = c.hint?.[args.length];
    const name = missing ? missing.token : `argument ${args.length + 1}`;
    return {
      ok: false,
      args,
      reason: `missing required argument ${name}`,
      message: `${cmd}: missing required argument ${name}. ${usage}`,
    };
  }
  if (c.max !== undefined && args.length > c.max) {
    const extra = args.slice(c.max).map(quoteArg).join(" ");
    if (c.max === 0) {
      return {
        ok: false,
        args,
        reason: `takes no arguments, got ${args.length}`,
        message: `${cmd}: takes no arguments, but got ${args.length} (${extra}), which would be dropped. ${usage}`,
      };
    }
    return {
      ok: false,
      args,
      reason: `too many arguments: got ${args.length}, takes at most ${c.max}`,
      message: `${cmd}: too many arguments: got ${args.length}, takes at most ${c.max}; ${extra} would be dropped. Quote an argument that contains spaces, e.g. "my project". ${usage}`,
    };
  }
  return { ok: true, args };
}
