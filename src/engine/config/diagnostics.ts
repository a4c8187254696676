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
    .map((seg, i) =>
      /^\d+$/.test(seg) ? `[${seg}]` : `${i === 0 ? "" : "."}${seg.replaceAll("~1", "/").replaceAll("~0", "~")}`,
    )
    .join("");
}

/** One line: `file: rule "x": reason`, or `file: reason` for problems outside a rule or reviewer. */
export function formatDiagnostic(d: Diagnostic): string {
  if (d.rule !== undefined)
    return `${where(d)}: ${d.path?.includes("/reviewers/") ? "reviewer" : "rule"} "${d.rule}": ${d.message}`;
  if (d.path && /^\/(rules|supervisor\/reviewers)\/\d+$/.test(d.path))
    return `${where(d)}: ${pointerLabel(d.path)}: ${d.message}`;
  return `${where(d)}: ${d.message}`;
}

/** At most this many problems are listed in one notification; the rest are counted ("and K more"). */
export const NOTIFY_MAX_PROBLEMS = 10;
/** One listed problem is cut to this many characters (a 100 KB key name must not flood the screen; the trust notice with a clipped path fits whole). */
export const NOTIFY_MAX_LINE = 480;

function clipLine(s: string): string {
  return s.length > NOTIFY_MAX_LINE ? `${s.slice(0, NOTIFY_MAX_LINE - 1)}…` : s;
}

/** A listed file path is cut to its last this many characters: a deep project path must not push the fix off the line. */
export const NOTIFY_MAX_FILE = 80;

/** `…` + the path's tail, so the file name and the reason (with how to fix it) stay on the clipped line. */
function clipFile(d: Diagnostic): Diagnostic {
  if (d.file === undefined || d.file.length <= NOTIFY_MAX_FILE) return d;
  return { ...d, file: `…${d.file.slice(d.file.length - (NOTIFY_MAX_FILE - 1))}` };
}

/**
 * The warning text: a count, then the first NOTIFY_MAX_PROBLEMS problems (each cut to NOTIFY_MAX_LINE) and "and K more";
 * the full list is in `pi-sentinel lint` and the store's config diagnostics. Empty string when there are none.
 */
export function formatDiagnostics(diags: readonly Diagnostic[]): string {
  if (diags.length === 0) return "";
  const problems = diags.filter((d) => d.severity !== "info").length;
  const notices = diags.length - problems;
  const head = [
    problems > 0 ? `${problems} config problem${problems === 1 ? "" : "s"}` : "",
    notices > 0 ? `${notices} notice${notices === 1 ? "" : "s"}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  const shown = diags.slice(0, NOTIFY_MAX_PROBLEMS).map((d) => `- ${clipLine(formatDiagnostic(clipFile(d)))}`);
  const more = diags.length - shown.length;
  const files = [
    ...new Set(
      diags
        .slice(NOTIFY_MAX_PROBLEMS)
        .map((d) => d.file)
        .filter((f): f is string => f !== undefined),
    ),
  ];
  const lintHint = files.length > 0 ? `pi-sentinel lint ${clipLine(files.slice(0, 3).join(" "))}` : "pi-sentinel lint";
  if (more > 0) shown.push(`- … and ${more} more (the full list: ${lintHint})`);
  return [`pi-sentinel: ${head}`, ...shown].join("\n");
}
