// Rule list views: every guard, sentinel rule and reviewer with scope, enabled state, live state, counts and last verdict.

import type { RuleKind } from "../state/actions.ts";
import type { AuditsState } from "../state/audits.ts";
import { selectActiveAudits, selectAudit } from "../state/audits.ts";
import { GUARD_NAMES, type ConfigState } from "../state/config.ts";
import type { Scope } from "../state/config-model.ts";
import { OUTCOME_TONE, outcomeWord, type OutcomeWord } from "./outcomes.ts";
import type { Paint } from "./paint.ts";
import { cell, cellRight, clean, pad } from "./text.ts";

export type RowKind = "prompt guard" | "injection scanner" | "reviewers" | "sentinel" | "reviewer";

export interface RuleRow {
  name: string;
  kind: RowKind;
  /** the session-op kind used to toggle it */
  opKind: RuleKind;
  scope: Scope | "built-in";
  file?: string;
  /** the rule's `description` (for people), shown in the summary under the list and in text mode */
  description?: string;
  enabled: boolean;
  shadow: boolean;
  running: number;
  queued: number;
  /** seconds left of a dedupe cooldown */
  cooldown: number;
  audits: number;
  fails: number;
  warns: number;
  blocks: number;
  /** the outcome word of the rule's latest finished record (the vocabulary of src/state/outcomes.ts) */
  last?: OutcomeWord;
  /** added in this session, so it can be removed */
  removable: boolean;
}

export function liveState(r: RuleRow): string {
  if (r.running > 0) return r.running > 1 ? `running ${r.running}` : "running";
  if (r.queued > 0) return `queued ${r.queued}`;
  if (r.cooldown > 0) return `cooldown ${r.cooldown}s`;
  return "idle";
}

/** Rows for the list: the three built-in guards first, then sentinel rules, then reviewers (each in config order). */
export function selectRuleRows(config: ConfigState, audits: AuditsState, now: number): RuleRow[] {
  const live = new Map<string, { running: number; queued: number }>();
  for (const a of selectActiveAudits(audits)) {
    const l = live.get(a.rule) ?? { running: 0, queued: 0 };
    if (a.status.kind === "running") l.running++;
    else l.queued++;
    live.set(a.rule, l);
  }
  const sessionTouched = new Set(config.ops.map((o) => ("name" in o ? o.name : o.rule.name)));
  const row = (
    name: string,
    kind: RowKind,
    opKind: RuleKind,
    scope: RuleRow["scope"],
    enabled: boolean,
    extra: Partial<RuleRow> = {},
  ): RuleRow => {
    const c = audits.byRule[name];
    const l = live.get(name);
    const last = c?.lastId ? selectAudit(audits, c.lastId) : undefined;
    return {
      name,
      kind,
      opKind,
      scope,
      enabled,
      shadow: false,
      running: l?.running ?? 0,
      queued: l?.queued ?? 0,
      cooldown: c?.cooldownUntil && c.cooldownUntil > now ? Math.ceil((c.cooldownUntil - now) / 1000) : 0,
      audits: c?.audits ?? 0,
      fails: c?.fails ?? 0,
      warns: c?.warns ?? 0,
      blocks: c?.blocks ?? 0,
      last: last && outcomeWord(last),
      removable: false,
      ...extra,
    };
  };
  const guardScope = (name: string): RuleRow["scope"] => (sessionTouched.has(name) ? "session" : "built-in");
  const s = config.settings;
  const rows: RuleRow[] = [
    row(GUARD_NAMES.promptGuard, "prompt guard", "guard", guardScope(GUARD_NAMES.promptGuard), s.promptGuard.enabled),
    row(
      GUARD_NAMES.injectionDefense,
      "injection scanner",
      "guard",
      guardScope(GUARD_NAMES.injectionDefense),
      s.injectionDefense.enabled,
    ),
  ];
  if (config.reviewers.length > 0 || !s.supervisor.enabled) {
    rows.push(
      row(GUARD_NAMES.supervisor, "reviewers", "guard", guardScope(GUARD_NAMES.supervisor), s.supervisor.enabled),
    );
  }
  for (const r of config.rules) {
    rows.push(
      row(r.rule.name, "sentinel", "sentinel", r.source.scope, r.rule.enabled !== false, {
        file: r.source.file,
        description: r.rule.description,
        shadow: r.rule.shadow === true,
        removable: r.source.scope === "session",
      }),
    );
  }
  for (const r of config.reviewers) {
    rows.push(
      row(r.reviewer.name, "reviewer", "reviewer", r.source.scope, r.reviewer.enabled !== false, {
        file: r.source.file,
      }),
    );
  }
  return rows;
}

interface Cols {
  name: number;
  kind: number;
  scope: number;
  state: number;
  counts: number;
  last: number;
}

function colsFor(width: number): Cols {
  // last: 11 fits the longest outcome word ("would block")
  if (width >= 110) return { name: 24, kind: 17, scope: 8, state: 13, counts: 18, last: 11 };
  if (width >= 80) return { name: 18, kind: 17, scope: 8, state: 13, counts: 0, last: 11 };
  if (width >= 64) return { name: 14, kind: 10, scope: 8, state: 12, counts: 0, last: 11 };
  // 60 columns: the kind gives way (the summary under the list names it); scope, state and last stay
  if (width >= 50) return { name: 12, kind: 0, scope: 8, state: 12, counts: 0, last: 11 };
  return { name: 14, kind: 0, scope: 0, state: 12, counts: 0, last: 0 };
}

function flex(width: number, c: Cols, fixedName: number): number {
  const used =
    4 +
    fixedName +
    (c.kind ? c.kind + 1 : 0) +
    (c.scope ? c.scope + 1 : 0) +
    1 +
    c.state +
    (c.counts ? c.counts + 1 : 0) +
    (c.last ? c.last + 1 : 0);
  return Math.max(0, width - used);
}

function num(n: number, w: number): string {
  const t = n > 10 ** w - 1 ? `${Math.floor(n / 1000)}k` : String(n);
  return t.padStart(w);
}

export function renderRuleColumns(width: number, paint: Paint): string {
  const c = colsFor(width);
  const parts = ["    ", cell("name", c.name + flex(width, c, c.name))];
  if (c.kind) parts.push(` ${cell("kind", c.kind)}`);
  if (c.scope) parts.push(` ${cell("scope", c.scope)}`);
  parts.push(` ${cell("state", c.state)}`);
  if (c.counts) parts.push(` ${cellRight("runs fail warn blk", c.counts)}`);
  if (c.last) parts.push(` ${cell("last", c.last)}`);
  return paint.fg("dim", pad(parts.join(""), width));
}

/** One list row: marker, enabled box, name, kind, scope, live state, counts, last verdict. */
export function renderRuleRow(r: RuleRow, width: number, paint: Paint, selected = false): string {
  const c = colsFor(width);
  const box = r.enabled ? paint.fg("success", "●") : paint.fg("dim", "○");
  const name = `${clean(r.name)}${r.shadow ? " (shadow)" : ""}`;
  // like pi's own selectors, only the selected row is colored: its name in bold accent (a disabled one too: the ○ and
  // the state say it is disabled), the others in plain text or dim
  const nameCell = cell(name, c.name + flex(width, c, c.name));
  const nameText = selected
    ? paint.bold(paint.fg("accent", nameCell))
    : !r.enabled
      ? paint.fg("dim", nameCell)
      : paint.fg("text", nameCell);
  const parts = [selected ? paint.fg("accent", "›") : " ", " ", box, " ", nameText];
  if (c.kind) parts.push(" ", paint.fg("muted", cell(r.kind, c.kind)));
  if (c.scope) parts.push(" ", paint.fg("muted", cell(r.scope, c.scope)));
  const state = r.enabled ? liveState(r) : "disabled";
  const stateColor = !r.enabled
    ? "dim"
    : r.running > 0
      ? "accent"
      : r.cooldown > 0 || r.queued > 0
        ? "warning"
        : "muted";
  parts.push(" ", paint.fg(stateColor, cell(state, c.state)));
  if (c.counts)
    parts.push(
      " ",
      cellRight(`${num(r.audits, 4)} ${num(r.fails, 4)} ${num(r.warns, 4)} ${num(r.blocks, 3)}`, c.counts),
    );
  if (c.last) parts.push(" ", r.last ? paint.fg(OUTCOME_TONE[r.last], cell(r.last, c.last)) : cell("-", c.last));
  const line = pad(parts.join(""), width);
  return selected ? paint.bg("selectedBg", line) : line;
}

/** Details of the selected row (below the list): source file and counts, which narrow rows leave out. */
export function renderRuleSummary(r: RuleRow | undefined, width: number, paint: Paint): string[] {
  if (!r) return [pad(paint.fg("muted", "no guards or rules configured"), width)];
  const where = r.file ? `${r.scope} · ${clean(r.file)}` : r.scope;
  return [
    pad(
      `${paint.fg("accent", clean(r.name))} ${paint.fg("muted", `${r.kind} · ${where}`)}${r.description ? ` — ${clean(r.description)}` : ""}`,
      width,
    ),
    pad(
      paint.fg(
        "muted",
        `${r.enabled ? liveState(r) : "disabled"} · ${r.audits} audits · ${r.fails} fails · ${r.warns} warns · ${r.blocks} blocks · last ${r.last ?? "-"}${r.shadow ? " · shadow" : ""}`,
      ),
      width,
    ),
  ];
}

/** Plain-text table for modes without a TUI. */
export function renderRulesText(rows: RuleRow[], paint: Paint): string[] {
  if (rows.length === 0) return ["no guards or rules configured"];
  return rows
    .map(
      (r) =>
        `${r.enabled ? "●" : "○"} ${r.name}${r.shadow ? " (shadow)" : ""} · ${r.kind} · ${r.scope}${r.file ? ` (${r.file})` : ""} · ${r.enabled ? liveState(r) : "disabled"} · ${r.audits} audits, ${r.fails} fails, ${r.warns} warns, ${r.blocks} blocks · last ${r.last ?? "-"}${r.description ? ` — ${r.description}` : ""}`,
    )
    .map((l) => paint.fg("text", l));
}
