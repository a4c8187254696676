// Plain-text control center for modes without a TUI (rpc, print, json): summaries and `/sentinel:list|fleet <verb> <name>` commands.

import type { Action, SessionOp } from "../state/actions.ts";
import { capabilitiesOf, type AuditRecord } from "../state/audit-record.ts";
import { selectAudit, selectRecordCount, selectRecordWindow } from "../state/audits.ts";
import type { RootState } from "../state/root.ts";
import { describeOp, opFor } from "./list-panel.ts";
import { identityPaint } from "./paint.ts";
import { countOutcomes, outcomeWord } from "../state/outcomes.ts";
import { currentProblems, problemsText } from "./problems.ts";
import { renderRulesText, selectRuleRows } from "./rules-view.ts";
import { clean, elapsedOf, formatDuration, GUARD_LABELS, verdictText } from "./text.ts";

export interface TextResult {
  message: string;
  level: "info" | "warning" | "error";
  op?: SessionOp;
  action?: Action;
}

export const LIST_VERBS = ["enable", "disable", "remove", "shadow", "unshadow"] as const;
export type ListVerb = (typeof LIST_VERBS)[number];

/** The fleet as text: counts, then up to `limit` records (active first, then newest). */
export function fleetText(s: RootState, now: number, limit = 20): string {
  const records = selectRecordWindow(s.audits, 0, limit);
  const outcomes = countOutcomes(selectRecordWindow(s.audits, 0, selectRecordCount(s.audits)));
  const head = [
    `sentinel fleet: ${s.audits.active.length} active, ${selectRecordCount(s.audits)} records`,
    ...outcomes.map((o) => `${o.count} ${o.word}`),
  ].join(" · ");
  if (records.length === 0) return `${head}\nno guard activity yet in this session`;
  const lines = records.map(
    (r) =>
      `${outcomeWord(r).padEnd(9)} ${r.id} · ${GUARD_LABELS[r.guard]} ${clean(r.rule)} · ${r.trigger}/${r.mode} · ${clean(r.target)} · ${formatDuration(elapsedOf(r, now))} · ${clean(verdictText(r))}${
        r.message ? ` — ${clean(r.message).slice(0, 200)}` : ""
      }`,
  );
  return [head, ...lines, "commands: /sentinel:fleet steer <id|rule> <text> · /sentinel:fleet cancel <id|rule>"].join(
    "\n",
  );
}

export function listText(s: RootState, now: number): string {
  const rows = selectRuleRows(s.config, s.audits, now);
  const problems = currentProblems(s.config.diagnostics).length;
  return [
    "sentinel guards and rules:",
    ...renderRulesText(rows, identityPaint),
    ...(problems > 0 ? [`⚠ ${problems} config problem${problems === 1 ? "" : "s"}: /sentinel:list problems`] : []),
    `commands: /sentinel:list ${LIST_VERBS.join("|")} <name>`,
  ].join("\n");
}

/** `/sentinel:list <verb> <name>`: the op to apply, or why not. Empty args give the summary. */
export function listCommand(args: string, s: RootState, now: number): TextResult {
  const [verb, ...rest] = args.trim().split(/\s+/);
  const name = rest.join(" ").trim();
  if (!verb) return { message: listText(s, now), level: "info" };
  if (verb === "problems") {
    const n = currentProblems(s.config.diagnostics).length;
    return { message: problemsText(s.config.diagnostics), level: n > 0 ? "warning" : "info" };
  }
  if (!(LIST_VERBS as readonly string[]).includes(verb)) {
    return {
      message: `unknown /sentinel:list command "${verb}" (use ${LIST_VERBS.join(", ")} followed by a name, or problems)`,
      level: "error",
    };
  }
  if (!name) return { message: `/sentinel:list ${verb} needs a rule or guard name`, level: "error" };
  const rows = selectRuleRows(s.config, s.audits, now);
  const row = rows.find((r) => r.name === name) ?? rows.find((r) => r.name.toLowerCase() === name.toLowerCase());
  if (!row)
    return {
      message: `no guard or rule named "${name}" (known: ${rows.map((r) => r.name).join(", ") || "none"})`,
      level: "error",
    };
  const v = verb as ListVerb;
  if ((v === "shadow" && row.shadow) || (v === "unshadow" && !row.shadow && row.opKind === "sentinel")) {
    return { message: `${row.name} shadow mode is already ${row.shadow ? "on" : "off"}`, level: "info" };
  }
  if ((v === "enable" && row.enabled) || (v === "disable" && !row.enabled))
    return { message: `${row.name} is already ${row.enabled ? "enabled" : "disabled"}`, level: "info" };
  const op = opFor(v === "unshadow" ? "shadow" : v, row, now, "/sentinel:list disable");
  if ("refused" in op) return { message: op.refused, level: "warning" };
  return { message: describeOp(op), level: "info", op };
}

/** A record by id, or the one active record of a rule by name; several active records of that rule: their ids. */
function findTarget(s: RootState, idOrRule: string): { record: AuditRecord } | { error: string } {
  const byId = selectAudit(s.audits, idOrRule);
  if (byId) return { record: byId };
  const ofRule = s.audits.active
    .map((id) => selectAudit(s.audits, id))
    .filter((r): r is AuditRecord => r !== undefined && r.rule === idOrRule);
  if (ofRule.length === 1) return { record: ofRule[0] };
  if (ofRule.length > 1)
    return {
      error: `${idOrRule} has ${ofRule.length} active records; name one: ${ofRule.map((r) => r.id).join(", ")}`,
    };
  return { error: `no record or running rule "${idOrRule}" (see /sentinel:fleet)` };
}

/** `/sentinel:fleet [steer <id|rule> <text> | cancel <id|rule>]`. */
export function fleetCommand(args: string, s: RootState, now: number): TextResult {
  const [verb, id, ...rest] = args.trim().split(/\s+/);
  if (!verb) return { message: fleetText(s, now), level: "info" };
  if (verb !== "steer" && verb !== "cancel")
    return {
      message: `unknown /sentinel:fleet command "${verb}" (use steer <id|rule> <text> or cancel <id|rule>)`,
      level: "error",
    };
  if (!id)
    return {
      message: `/sentinel:fleet ${verb} needs a record id or a rule name (see /sentinel:fleet)`,
      level: "error",
    };
  const found = findTarget(s, id);
  if ("error" in found) return { message: found.error, level: "error" };
  const r = found.record;
  const can = capabilitiesOf(r);
  if (r.status.kind !== "running" && r.status.kind !== "queued")
    return { message: `${r.rule} (${r.id}) is not running (${r.status.kind})`, level: "warning" };
  if (verb === "cancel") {
    if (!can.cancel)
      return {
        message: `${r.rule} (${r.id}) cannot be cancelled${r.cancelRequested ? ": cancel already requested" : ""}`,
        level: "warning",
      };
    return {
      message: `cancel requested for ${r.rule} (${r.id})`,
      level: "info",
      action: { type: "audit/cancelRequested", auditId: r.id, at: now },
    };
  }
  if (!can.steer)
    return { message: `${r.rule} (${r.id}) cannot be steered: only sentinel audits take steering`, level: "warning" };
  const text = rest.join(" ").trim();
  if (!text) return { message: "/sentinel:fleet steer needs the text to send", level: "error" };
  return {
    message: `steering sent to ${r.rule} (${r.id})`,
    level: "info",
    action: { type: "audit/steerRequested", auditId: r.id, text, at: now },
  };
}
