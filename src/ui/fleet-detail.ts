// Fleet detail pane: everything known about one record (rule and source, model, timing, tool calls, prompt, tail, verdict, usage, reason).

import type { AuditRecord } from "../state/audits.ts";
import type { Usage } from "../state/actions.ts";
import type { Paint } from "./paint.ts";
import { outcomeWord } from "../state/outcomes.ts";
import { judgeOf, judgeSummary } from "../state/judge.ts";
import {
  clean,
  cleanLines,
  elapsedOf,
  fit,
  formatDuration,
  GUARD_LABELS,
  statusColor,
  verdictText,
  wrap,
} from "./text.ts";

const PROMPT_LINES = 40;
const SCANNER_WORDS = { allow: "passed it", warn: "warned", block: "blocked it" } as const;
const TAIL_CHARS = 2048;

function field(label: string, value: string, width: number, paint: Paint): string[] {
  const head = `${label.padEnd(9)} `;
  const lines = wrap(clean(value), width, " ".repeat(head.length));
  if (lines.length === 0) return [];
  const first = lines[0].slice(head.length);
  return [fit(paint.fg("muted", head) + first, width), ...lines.slice(1)];
}

function section(title: string, body: string[], width: number, paint: Paint): string[] {
  if (body.length === 0) return [];
  return [
    fit(paint.fg("accent", `── ${title} `) + paint.fg("dim", "─".repeat(Math.max(0, width - title.length - 4))), width),
    ...body,
  ];
}

function block(text: string | undefined, width: number, maxLines?: number): string[] {
  const lines = cleanLines(text);
  const out: string[] = [];
  for (const l of lines) out.push(...(l === "" ? [""] : wrap(l, width, "  ")));
  if (maxLines !== undefined && out.length > maxLines)
    return [...out.slice(0, maxLines), `  … ${out.length - maxLines} more lines`];
  return out;
}

export function formatUsage(u: Usage | undefined): string | undefined {
  if (!u) return undefined;
  const cost = u.cost > 0 ? ` · $${u.cost < 0.01 ? u.cost.toFixed(4) : u.cost.toFixed(2)}` : " · $0";
  const cache = u.cacheRead || u.cacheWrite ? ` · cache ${u.cacheRead}r/${u.cacheWrite}w` : "";
  return `${u.input} in · ${u.output} out${cache} · ${u.totalTokens} total${cost}`;
}

function sourceText(r: AuditRecord): string {
  if (!r.source) return r.guard === "sentinel" || r.guard === "reviewer" ? "unknown source" : "built-in guard";
  return r.source.file ? `${r.source.scope} · ${r.source.file}` : r.source.scope;
}

/** All detail lines of one record, wrapped to the width; the panel windows them. */
export function renderFleetDetail(r: AuditRecord, width: number, paint: Paint, now: number): string[] {
  const out: string[] = [];
  out.push(
    fit(
      paint.bold(paint.fg("accent", clean(r.rule))) + paint.fg("muted", ` · ${GUARD_LABELS[r.guard]} · ${clean(r.id)}`),
      width,
    ),
  );
  out.push(...field("defined", sourceText(r), width, paint));
  const timing =
    r.status.kind === "running" || r.status.kind === "queued"
      ? `elapsed ${formatDuration(elapsedOf(r, now))}`
      : `took ${formatDuration(elapsedOf(r, now))}`;
  // the outcome word of the fleet row and the card, not the record's internal status kind
  const status = `${outcomeWord(r)}${r.cancelRequested && (r.status.kind === "running" || r.status.kind === "queued") ? " (cancel requested)" : ""} · ${timing}${r.turns ? ` · ${r.turns} ${r.turns === 1 ? "turn" : "turns"}` : ""}`;
  out.push(fit(paint.fg("muted", "status    ") + paint.fg(statusColor(r.status.kind), status), width));
  if (r.model) out.push(...field("model", r.model, width, paint));
  out.push(
    ...field("trigger", `${r.trigger} · ${r.mode}${r.shadow ? " · shadow (would act, does not)" : ""}`, width, paint),
  );
  out.push(...field("target", r.target || "-", width, paint));
  if (r.status.kind !== "running" && r.status.kind !== "queued") {
    out.push(fit(paint.fg("muted", "verdict   ") + paint.fg(statusColor(r.status.kind), clean(verdictText(r))), width));
  }
  if (r.message) out.push(...field("message", r.message, width, paint));
  if (r.status.kind === "cancelled" || r.status.kind === "skipped")
    out.push(...field("reason", r.status.reason, width, paint));
  if (r.status.kind === "errored" && r.status.message !== r.message)
    out.push(...field("error", r.status.message, width, paint));
  // a record born finished: why it never ran (cooldown, noModel, busy, conditionFalse, ...)
  if (r.cause) out.push(...field("never ran", r.cause.kind, width, paint));
  const usage = formatUsage(r.usage);
  if (usage) out.push(...field("usage", usage, width, paint));
  if (r.score !== undefined) out.push(...field("score", r.score.toFixed(2), width, paint));
  const judge = judgeOf(r);
  if (judge) {
    out.push(...field("judge", judgeSummary(judge), width, paint));
    if (judge.reason)
      out.push(...field(judge.verdict === "failed" ? "failure" : "because", judge.reason, width, paint));
    out.push(...field("scanner", `would have ${SCANNER_WORDS[judge.scannerDecision]}`, width, paint));
  }

  if (r.reason) out.push(...section("the agent received", block(r.reason, width), width, paint));
  if (r.steering.length > 0) {
    out.push(
      ...section(
        "steering",
        r.steering.flatMap((s) => wrap(`+${formatDuration(s.at - r.queuedAt)} ${clean(s.text)}`, width, "  ")),
        width,
        paint,
      ),
    );
  }
  if (r.toolCalls.length > 0) {
    out.push(
      ...section(
        `auditor tool calls (${r.toolCalls.length})`,
        r.toolCalls.map((t) =>
          fit(
            `  ${t.isError ? paint.fg("error", "✗") : paint.fg("success", "✓")} ${clean(t.name)}(${clean(t.args)})`,
            width,
          ),
        ),
        width,
        paint,
      ),
    );
  }
  if (r.evidence && r.evidence.length > 0) {
    out.push(
      ...section(
        "evidence",
        r.evidence.flatMap((e) =>
          wrap(
            `${clean(e.rule)} [${clean(e.category)}] @${e.start}-${e.end}${e.excerpt ? `: ${clean(e.excerpt)}` : ""}${e.detail ? ` (${clean(e.detail)})` : ""}`,
            width,
            "  ",
          ),
        ),
        width,
        paint,
      ),
    );
  }
  if (r.unresolved.length > 0)
    out.push(
      ...section("unresolved template variables", wrap(r.unresolved.map(clean).join(", "), width, "  "), width, paint),
    );
  if (r.scopeSummary) out.push(...section("scope", block(r.scopeSummary, width), width, paint));
  // the judge's part is shown above as fields
  const details =
    judge && r.details ? Object.fromEntries(Object.entries(r.details).filter(([k]) => k !== "judge")) : r.details;
  if (details && Object.keys(details).length > 0)
    out.push(...section("details", block(safeJson(details), width, 30), width, paint));
  if (r.prompt) out.push(...section("prompt", block(r.prompt, width, PROMPT_LINES), width, paint));
  if (r.original) out.push(...section("original content", block(r.original, width, 20), width, paint));
  if (r.tail) out.push(...section("streamed output (tail)", block(r.tail.slice(-TAIL_CHARS), width), width, paint));
  return out;
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v, null, 1) ?? "";
  } catch {
    return "(unprintable)";
  }
}
