// Renders config diagnostics as the one warning text shown per load (`file: rule "x": reason`).

import type { Diagnostic } from "../../state/config-model.ts";

function where(d: Diagnostic): string {
  return d.file ?? `${d.scope} config`;
}

/** `rules[2]` for a nameless rule at `/rules/2`. */
function pointerLabel(path: string): string {
  return path
    .split("/")
    .slice(1)
    .map((seg, i) => (/^\d+$/.test(seg) ? `[${seg}]` : `${i === 0 ? "" : "."}${seg.replaceAll("~1", "/").replaceAll("~0", "~")}`))
    .join("");
}

/** One line: `file: rule "x": reason`, or `file: reason` for problems outside a rule or reviewer. */
export function formatDiagnostic(d: Diagnostic): string {
  if (d.rule !== undefined) return `${where(d)}: ${d.path?.includes("/reviewers/") ? "reviewer" : "rule"} "${d.rule}": ${d.message}`;
  if (d.path && /^\/(rules|supervisor\/reviewers)\/\d+$/.test(d.path)) return `${where(d)}: ${pointerLabel(d.path)}: ${d.message}`;
  return `${where(d)}: ${d.message}`;
}

/** The warning text listing every problem (empty string when there are none). */
export function formatDiagnostics(diags: readonly Diagnostic[]): string {
  if (diags.length === 0) return "";
  const problems = diags.filter((d) => d.severity !== "info").length;
  const notices = diags.length - problems;
  const head = [problems > 0 ? `${problems} config problem${problems === 1 ? "" : "s"}` : "", notices > 0 ? `${notices} notice${notices === 1 ? "" : "s"}` : ""]
    .filter(Boolean)
    .join(", ");
  return [`pi-sentinel: ${head}`, ...diags.map((d) => `- ${formatDiagnostic(d)}`)].join("\n");
}
