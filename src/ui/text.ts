// Width-safe text helpers shared by the views: cells, padding, wrapping, durations, status glyphs, spinner.

import {
  replaceControlCharacters,
  stripTerminalSequences,
  truncateToWidth,
  visibleWidth,
  wrapTextWithAnsi,
} from "@earendil-works/pi-tui";
import type { AuditRecord, AuditStatus, AuditStatusKind } from "../state/audits.ts";
import { outcomeWord } from "../state/outcomes.ts";
import type { Paint, PaintColor } from "./paint.ts";

/** Untrusted text (model output, commands, file names) made safe for one terminal line: no escapes, no control characters. */
export function clean(text: string | undefined): string {
  if (!text) return "";
  return replaceControlCharacters(stripTerminalSequences(text)).trim();
}

/** Untrusted multi-line text: escapes removed, each line cleaned, tabs expanded. */
export function cleanLines(text: string | undefined): string[] {
  if (!text) return [];
  return stripTerminalSequences(text)
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => replaceControlCharacters(l.replace(/\t/g, "  ")).replace(/\s+$/, ""));
}

/** Truncates to the width (never longer). */
export function fit(line: string, width: number): string {
  if (width <= 0) return "";
  return visibleWidth(line) <= width ? line : truncateToWidth(line, width, "…");
}

/** Truncates and pads with spaces to exactly the width. */
export function pad(line: string, width: number): string {
  if (width <= 0) return "";
  const w = visibleWidth(line);
  if (w === width) return line;
  if (w < width) return line + " ".repeat(width - w);
  const t = truncateToWidth(line, width, "…");
  const tw = visibleWidth(t);
  return tw < width ? t + " ".repeat(width - tw) : t;
}

/** A fixed-width table cell: cleaned, truncated with an ellipsis, padded. */
export function cell(text: string, width: number): string {
  return pad(clean(text), width);
}

/** Right-aligned fixed-width cell. */
export function cellRight(text: string, width: number): string {
  const t = fit(clean(text), width);
  return " ".repeat(Math.max(0, width - visibleWidth(t))) + t;
}

/** Word-wraps text (already cleaned) to the width, with an optional indent on every line. */
export function wrap(text: string, width: number, indent = ""): string[] {
  const inner = Math.max(1, width - visibleWidth(indent));
  const out: string[] = [];
  for (const line of text.split("\n")) {
    if (line === "") {
      out.push("");
      continue;
    }
    for (const w of wrapTextWithAnsi(line, inner)) out.push(fit(indent + w, width));
  }
  return out;
}

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) ms = 0;
  if (ms < 1000) return `${Math.round(ms)}ms`;
  const s = ms / 1000;
  if (s < 10) return `${s.toFixed(1)}s`;
  if (s < 60) return `${Math.floor(s)}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(Math.floor(s % 60)).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}m`;
}

export const SPINNER = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

export function spinnerFrame(now: number): string {
  return SPINNER[Math.floor(now / 100) % SPINNER.length];
}

const GLYPHS: Record<AuditStatusKind, { glyph: string; color: PaintColor }> = {
  queued: { glyph: "◌", color: "muted" },
  running: { glyph: "⠋", color: "accent" },
  passed: { glyph: "✓", color: "success" },
  warned: { glyph: "!", color: "warning" },
  failed: { glyph: "✗", color: "error" },
  errored: { glyph: "⚠", color: "error" },
  cancelled: { glyph: "⊘", color: "muted" },
  skipped: { glyph: "–", color: "dim" },
};

export function statusColor(kind: AuditStatusKind): PaintColor {
  return GLYPHS[kind].color;
}

/** One-column status glyph; running audits spin with `now`. */
export function statusGlyph(status: AuditStatus, paint: Paint, now: number): string {
  const g = status.kind === "running" ? spinnerFrame(now) : GLYPHS[status.kind].glyph;
  return paint.fg(GLYPHS[status.kind].color, g);
}

/** Elapsed time of an active record, or the duration of a finished one. */
export function elapsedOf(r: AuditRecord, now: number): number {
  const s = r.status;
  switch (s.kind) {
    case "queued":
      return now - s.at;
    case "running":
      return now - s.startedAt;
    case "passed":
    case "warned":
    case "failed":
    case "errored":
      return s.at - s.startedAt;
    case "cancelled":
    case "skipped":
      return s.at - r.queuedAt;
    default: {
      const never: never = s;
      return never;
    }
  }
}

/** The short verdict column: outcome when the gate acted, else the verdict or status. */
export function verdictText(r: AuditRecord): string {
  // one word per outcome, the same in cards, fleet, list, widget, text mode and export (src/state/outcomes.ts)
  const word =
    r.cancelRequested && (r.status.kind === "queued" || r.status.kind === "running") ? "cancelling" : outcomeWord(r);
  const text =
    r.guard === "injection" && r.score !== undefined && r.status.kind !== "errored"
      ? `${r.score.toFixed(2)} ${word}`
      : word;
  return r.cached ? `${text} (cached)` : text;
}

export const GUARD_LABELS: Record<AuditRecord["guard"], string> = {
  sentinel: "sentinel",
  reviewer: "reviewer",
  injection: "injection",
  prompt: "prompt guard",
};
