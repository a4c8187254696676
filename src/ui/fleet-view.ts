// Fleet views: the filtered, windowed record list (running first, then newest) and its rows; pure (props, width, paint, now) -> lines.

import type { AuditRecord, AuditsState, AuditStatusKind } from "../state/audits.ts";
import { selectActiveAudits, selectRecordCount, selectRecordWindow } from "../state/audits.ts";
import type { Paint } from "./paint.ts";
import { judgeOf, judgeSummary } from "../state/judge.ts";
import {
  cell,
  cellRight,
  clean,
  elapsedOf,
  formatDuration,
  GUARD_LABELS,
  pad,
  statusColor,
  statusGlyph,
  verdictText,
} from "./text.ts";

export type StatusFilter = "all" | "active" | "failed" | "warned" | "errored" | "passed" | "cancelled" | "skipped";
export const STATUS_FILTERS: readonly StatusFilter[] = [
  "all",
  "active",
  "failed",
  "warned",
  "errored",
  "passed",
  "cancelled",
  "skipped",
];

export interface FleetFilter {
  text: string;
  status: StatusFilter;
}

export const NO_FILTER: FleetFilter = { text: "", status: "all" };

export function isFiltered(f: FleetFilter): boolean {
  return f.text.trim() !== "" || f.status !== "all";
}

export function nextStatusFilter(s: StatusFilter): StatusFilter {
  return STATUS_FILTERS[(STATUS_FILTERS.indexOf(s) + 1) % STATUS_FILTERS.length];
}

function statusMatches(kind: AuditStatusKind, f: StatusFilter): boolean {
  return f === "all" ? true : f === "active" ? kind === "queued" || kind === "running" : kind === f;
}

// records are immutable (a change makes a new object), so each one's lower-cased search text is built once
const haystacks = new WeakMap<AuditRecord, string>();

function haystack(r: AuditRecord): string {
  let hay = haystacks.get(r);
  if (hay === undefined) {
    hay =
      `${r.rule}\n${GUARD_LABELS[r.guard]}\n${r.trigger}\n${r.mode}\n${r.target}\n${r.verdict ?? ""}\n${r.outcome ?? ""}\n${r.message ?? ""}\n${r.id}`.toLowerCase();
    haystacks.set(r, hay);
  }
  return hay;
}

/** The record predicate of a filter: status, then a case-insensitive text match over what the row and detail show. */
export function recordFilter(f: FleetFilter): ((r: AuditRecord) => boolean) | undefined {
  if (!isFiltered(f)) return undefined;
  const needle = f.text.trim().toLowerCase();
  return (r) => {
    if (!statusMatches(r.status.kind, f.status)) return false;
    if (!needle) return true;
    return haystack(r).includes(needle);
  };
}

// filtered counts are a full pass; remember the last one per (state object, filter)
const countCache = new WeakMap<AuditsState, { key: string; count: number }>();

export function countRecords(s: AuditsState, f: FleetFilter): number {
  const keep = recordFilter(f);
  if (!keep) return selectRecordCount(s);
  const key = `${f.status}\u0000${f.text}`;
  const hit = countCache.get(s);
  if (hit && hit.key === key) return hit.count;
  const count = selectRecordWindow(s, 0, Number.MAX_SAFE_INTEGER, keep).length;
  countCache.set(s, { key, count });
  return count;
}

export interface FleetWindowInput {
  filter: FleetFilter;
  index: number;
  scrollTop: number;
  /** the record the selection should stay on when rows move (running audits finish and move down) */
  selectedId?: string;
  rows: number;
}

export interface FleetProps {
  rows: AuditRecord[];
  /** index of rows[0] in the filtered list */
  firstIndex: number;
  /** rows in the filtered list */
  total: number;
  /** records kept in history */
  records: number;
  running: number;
  queued: number;
  index: number;
  scrollTop: number;
  selected?: AuditRecord;
  filter: FleetFilter;
}

/** Clamps the selection, scrolls it into view, and fetches only the visible window (cost follows the window, not the history). */
export function selectFleetProps(s: AuditsState, input: FleetWindowInput): FleetProps {
  const total = countRecords(s, input.filter);
  const keep = recordFilter(input.filter);
  const rowsWanted = Math.max(1, input.rows);
  let index = Math.max(0, Math.min(input.index, total - 1));
  let scrollTop = Math.max(0, Math.min(input.scrollTop, Math.max(0, total - rowsWanted)));
  if (index < scrollTop) scrollTop = index;
  if (index >= scrollTop + rowsWanted) scrollTop = index - rowsWanted + 1;
  let rows = total === 0 ? [] : selectRecordWindow(s, scrollTop, rowsWanted, keep);
  if (input.selectedId && rows[index - scrollTop]?.id !== input.selectedId) {
    const at = rows.findIndex((r) => r.id === input.selectedId);
    if (at >= 0) index = scrollTop + at;
    else {
      // the selected record moved out of the window (an audit finished): look for it nearby, once
      const near = selectRecordWindow(s, 0, Math.min(total, scrollTop + rowsWanted * 4), keep);
      const pos = near.findIndex((r) => r.id === input.selectedId);
      if (pos >= 0) {
        index = pos;
        if (index < scrollTop) scrollTop = index;
        if (index >= scrollTop + rowsWanted) scrollTop = index - rowsWanted + 1;
        rows = near.slice(scrollTop, scrollTop + rowsWanted);
        if (rows.length < rowsWanted) rows = selectRecordWindow(s, scrollTop, rowsWanted, keep);
      }
    }
  }
  let running = 0;
  let queued = 0;
  for (const r of selectActiveAudits(s)) {
    if (r.status.kind === "running") running++;
    else if (r.status.kind === "queued") queued++;
  }
  return {
    rows,
    firstIndex: scrollTop,
    total,
    records: selectRecordCount(s),
    running,
    queued,
    index,
    scrollTop,
    selected: rows[index - scrollTop],
    filter: input.filter,
  };
}

interface Columns {
  rule: number;
  trigger: number;
  mode: number;
  elapsed: number;
  verdict: number;
}

function columnsFor(width: number): Columns {
  if (width >= 100) return { rule: 20, trigger: 12, mode: 10, elapsed: 7, verdict: 18 };
  if (width >= 64) return { rule: 16, trigger: 11, mode: 0, elapsed: 6, verdict: 14 };
  // narrow: the verdict stays (it is what the person looks for), the target gives way first
  if (width >= 46) return { rule: 12, trigger: 0, mode: 0, elapsed: 6, verdict: 9 };
  return { rule: 12, trigger: 0, mode: 0, elapsed: 6, verdict: 0 };
}

function flexWidth(width: number, c: Columns): number {
  // "› ⠋ " + rule + " trigger" + " mode" + " " (before the target) + " elapsed" + " verdict"
  const fixed =
    4 +
    c.rule +
    (c.trigger ? c.trigger + 1 : 0) +
    (c.mode ? c.mode + 1 : 0) +
    1 +
    1 +
    c.elapsed +
    (c.verdict ? c.verdict + 1 : 0);
  return Math.max(1, width - fixed);
}

/** The column titles above the rows. */
export function renderFleetColumns(width: number, paint: Paint): string {
  const c = columnsFor(width);
  const parts = ["    ", cell("rule", c.rule)];
  if (c.trigger) parts.push(` ${cell("trigger", c.trigger)}`);
  if (c.mode) parts.push(` ${cell("mode", c.mode)}`);
  parts.push(` ${cell("target", flexWidth(width, c))}`, ` ${cellRight("time", c.elapsed)}`);
  if (c.verdict) parts.push(` ${cell("verdict", c.verdict)}`);
  return paint.fg("dim", pad(parts.join(""), width));
}

/** The target cell: a judged scan leads with the judge's verdict and cost ("judged injection by m · 1.2 s · 830 tok"). */
function rowTarget(r: AuditRecord): string {
  const judge = judgeOf(r);
  if (judge) return `${judgeSummary(judge)} · ${r.target}`;
  // a judgement in flight: "judging injection with m · notes.md" (the elapsed column counts its time)
  if (r.guard === "injection" && r.mode === "judged" && r.status.kind === "running")
    return `judging injection with ${r.model ?? "the judge"} · ${r.target}`;
  return r.target;
}

/** One fleet row: marker, status glyph, rule, trigger, mode, target, elapsed or duration, verdict. */
export function renderFleetRow(r: AuditRecord, width: number, paint: Paint, now: number, selected = false): string {
  const c = columnsFor(width);
  const color = statusColor(r.status.kind);
  // only the selected row is colored (bold accent name), as in pi's own selectors
  const rule = selected ? paint.bold(paint.fg("accent", cell(r.rule, c.rule))) : paint.fg("text", cell(r.rule, c.rule));
  const parts = [selected ? paint.fg("accent", "›") : " ", " ", statusGlyph(r.status, paint, now), " ", rule];
  if (c.trigger) parts.push(" ", paint.fg("muted", cell(r.trigger, c.trigger)));
  if (c.mode) parts.push(" ", paint.fg("muted", cell(r.shadow ? `${r.mode}·shadow` : r.mode, c.mode)));
  parts.push(
    " ",
    cell(rowTarget(r), flexWidth(width, c)),
    " ",
    paint.fg("dim", cellRight(formatDuration(elapsedOf(r, now)), c.elapsed)),
  );
  if (c.verdict) parts.push(" ", paint.fg(color, cell(verdictText(r), c.verdict)));
  const line = pad(parts.join(""), width);
  return selected ? paint.bg("selectedBg", line) : line;
}

/** The title line: counts, history size, filter. */
export function renderFleetTitle(p: FleetProps, width: number, paint: Paint): string {
  const bits = [paint.bold(paint.fg("accent", "⛨ sentinel fleet"))];
  if (p.running > 0) bits.push(paint.fg("accent", `${p.running} running`));
  if (p.queued > 0) bits.push(paint.fg("muted", `${p.queued} queued`));
  const noun = p.records === 1 ? "record" : "records";
  const shown = isFiltered(p.filter) ? `${p.total}/${p.records} ${noun}` : `${p.records} ${noun}`;
  bits.push(paint.fg("muted", shown));
  if (p.filter.status !== "all") bits.push(paint.fg("warning", `status:${p.filter.status}`));
  if (p.filter.text.trim()) bits.push(paint.fg("warning", `"${clean(p.filter.text)}"`));
  if (p.total > 0) bits.push(paint.fg("dim", `${p.index + 1}/${p.total}`));
  return pad(bits.join(paint.fg("dim", " · ")), width);
}

/** The list part of the fleet: exactly `rows` lines (empty state included). */
export function renderFleetRows(p: FleetProps, width: number, rows: number, paint: Paint, now: number): string[] {
  const out: string[] = [];
  if (p.total === 0) {
    out.push(
      pad(
        paint.fg(
          "muted",
          isFiltered(p.filter) ? "  nothing matches the filter" : "  no guard activity yet in this session",
        ),
        width,
      ),
    );
  } else {
    p.rows.forEach((r, i) => {
      out.push(renderFleetRow(r, width, paint, now, p.firstIndex + i === p.index));
    });
  }
  while (out.length < rows) out.push(" ".repeat(width));
  return out.slice(0, rows);
}
