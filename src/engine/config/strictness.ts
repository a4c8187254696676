// Tighten vs loosen: one pure comparison of the old and new merged config, listing what got stricter and what got looser.

import type {
  Reviewer,
  ResolvedSettings,
  SentinelRule,
  SourcedReviewer,
  SourcedRule,
} from "../../state/config-model.ts";

export interface MergedConfig {
  settings: ResolvedSettings;
  rules: readonly SourcedRule[];
  reviewers: readonly SourcedReviewer[];
}

export interface StrictnessChange {
  tightens: string[];
  loosens: string[];
}

const UNKNOWN_COMMAND_ORDER: Record<string, number> = { allow: 0, warn: 1, block: 2 };

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function byName<T>(items: readonly T[], name: (t: T) => string): Map<string, T> {
  const m = new Map<string, T>();
  for (const i of items) m.set(name(i), i);
  return m;
}

/** Strings in `b` not in `a`. */
function added(a: readonly string[], b: readonly string[]): string[] {
  const s = new Set(a);
  return b.filter((x) => !s.has(x));
}

/** Is a rule (or reviewer) in force: enabled and, for rules, not shadow. */
function ruleActive(r: SentinelRule): boolean {
  return r.enabled !== false && r.shadow !== true;
}

function compareRule(name: string, a: SentinelRule, b: SentinelRule, t: string[], l: string[]): void {
  const was = ruleActive(a);
  const is = ruleActive(b);
  if (was && !is) l.push(b.enabled === false ? `rule ${name} disabled` : `rule ${name} switched to shadow`);
  if (!was && is) t.push(`rule ${name} enabled`);
  if (!was || !is) return;
  if ((a.mode ?? "background") === "blocking" && b.mode !== "blocking") l.push(`rule ${name} no longer blocking`);
  if (a.mode !== "blocking" && b.mode === "blocking") t.push(`rule ${name} now blocking`);
  if ((a.onFailure ?? "open") !== (b.onFailure ?? "open"))
    (b.onFailure === "open" || b.onFailure === undefined ? l : t).push(
      `rule ${name} onFailure ${b.onFailure ?? "open"}`,
    );
  const rest = (r: SentinelRule): unknown => ({
    ...r,
    enabled: undefined,
    shadow: undefined,
    mode: undefined,
    onFailure: undefined,
    description: undefined,
    examples: undefined,
  });
  // any other change (prompt, trigger, tools, model, window, …) can make a rule pass what it used to fail: the user decides
  if (!same(rest(a), rest(b))) l.push(`rule ${name} changed (prompt, trigger, model or scope)`);
}

function compareReviewer(name: string, a: Reviewer, b: Reviewer, t: string[], l: string[]): void {
  const was = a.enabled !== false;
  const is = b.enabled !== false;
  if (was && !is) l.push(`reviewer ${name} disabled`);
  if (!was && is) t.push(`reviewer ${name} enabled`);
  if (!was || !is) return;
  if (a.condition !== b.condition)
    l.push(b.condition ? `reviewer ${name} condition module ${b.condition}` : `reviewer ${name} condition removed`);
  if (!same([a.rulesFile, a.rulesFiles], [b.rulesFile, b.rulesFiles])) l.push(`reviewer ${name} rules files changed`);
  if ((a.trigger ?? "after") === "before" && b.trigger !== "before")
    l.push(`reviewer ${name} no longer reviews before the call`);
  if ((a.trigger ?? "after") !== "before" && b.trigger === "before")
    t.push(`reviewer ${name} now reviews before the call`);
  if (a.model !== b.model) l.push(`reviewer ${name} model ${b.model}`);
  const aTools = a.tools ?? ["edit", "write"];
  const bTools = b.tools ?? ["edit", "write"];
  if (added(bTools, aTools).length > 0 && !bTools.includes("*"))
    l.push(`reviewer ${name} tools removed: ${added(bTools, aTools).join(", ")}`);
  if (added(aTools, bTools).length > 0) t.push(`reviewer ${name} tools added: ${added(aTools, bTools).join(", ")}`);
}

function compareNumbers(label: string, a: number, b: number, lowerIsStricter: boolean, t: string[], l: string[]): void {
  if (a === b) return;
  (b < a === lowerIsStricter ? t : l).push(`${label} ${a} -> ${b}`);
}

function compareFlag(label: string, a: boolean, b: boolean, t: string[], l: string[]): void {
  if (a && !b) l.push(`${label} turned off`);
  if (!a && b) t.push(`${label} turned on`);
}

/**
 * What changed between two merged configs, as tightening and loosening items. Loosening: a guard, rule or reviewer
 * disabled or removed, a threshold raised, allowPaths/allowPatterns added, scanning of calls or results turned off,
 * a condition module or rules file added or changed, a rule switched to shadow or onFailure open. Tightening: the reverse.
 */
export function compareStrictness(before: MergedConfig, after: MergedConfig): StrictnessChange {
  const t: string[] = [];
  const l: string[] = [];
  const a = before.settings;
  const b = after.settings;
  const ia = a.injectionDefense;
  const ib = b.injectionDefense;
  compareFlag("injection scanner", ia.enabled, ib.enabled, t, l);
  compareNumbers("injection blockThreshold", ia.blockThreshold, ib.blockThreshold, true, t, l);
  compareNumbers("injection warnThreshold", ia.warnThreshold, ib.warnThreshold, true, t, l);
  compareFlag("injection heuristics", ia.heuristicEnabled, ib.heuristicEnabled, t, l);
  compareFlag("scanning of tool calls", ia.scanToolCalls, ib.scanToolCalls, t, l);
  const results = (v: boolean | string[]): string[] => (v === true ? ["<default tools>"] : v === false ? [] : v);
  if (!same(ia.scanToolResults, ib.scanToolResults)) {
    if (added(results(ib.scanToolResults), results(ia.scanToolResults)).length > 0)
      l.push(`scanning of tool results narrowed or turned off`);
    if (added(results(ia.scanToolResults), results(ib.scanToolResults)).length > 0)
      t.push(`scanning of tool results widened`);
  }
  const fields = (v: Record<string, string[]>): string[] =>
    Object.entries(v).flatMap(([k, fs]) => fs.map((f) => `${k}.${f}`));
  if (added(fields(ib.tools), fields(ia.tools)).length > 0)
    l.push(`scanned tool fields removed: ${added(fields(ib.tools), fields(ia.tools)).join(", ")}`);
  if (added(fields(ia.tools), fields(ib.tools)).length > 0)
    t.push(`scanned tool fields added: ${added(fields(ia.tools), fields(ib.tools)).join(", ")}`);
  for (const [key, list] of [
    ["allowPaths", "allowPaths"],
    ["allowPatterns", "allowPatterns"],
  ] as const) {
    const more = added(ia[list], ib[list]);
    const fewer = added(ib[list], ia[list]);
    if (more.length > 0) l.push(`${key} added: ${more.join(", ")}`);
    if (fewer.length > 0) t.push(`${key} removed: ${fewer.join(", ")}`);
  }
  compareFlag("reviewers (supervisor)", a.supervisor.enabled, b.supervisor.enabled, t, l);
  compareNumbers(
    "supervisor maxFileContextChars",
    a.supervisor.maxFileContextChars,
    b.supervisor.maxFileContextChars,
    false,
    t,
    l,
  );
  compareNumbers("supervisor maxRuleLines", a.supervisor.maxRuleLines, b.supervisor.maxRuleLines, false, t, l);
  compareFlag("prompt guard", a.promptGuard.enabled, b.promptGuard.enabled, t, l);
  compareFlag("prompt guard strict mode", a.promptGuard.strict, b.promptGuard.strict, t, l);
  const ua = UNKNOWN_COMMAND_ORDER[a.promptGuard.unknownCommands] ?? 2;
  const ub = UNKNOWN_COMMAND_ORDER[b.promptGuard.unknownCommands] ?? 2;
  if (ua !== ub)
    (ub > ua ? t : l).push(
      `prompt guard unknownCommands ${a.promptGuard.unknownCommands} -> ${b.promptGuard.unknownCommands}`,
    );
  if (a.defaults.model !== b.defaults.model) l.push(`default audit model ${b.defaults.model ?? "(none)"}`);
  compareNumbers("default maxWindowTokens", a.defaults.maxWindowTokens, b.defaults.maxWindowTokens, false, t, l);

  const ra = byName(before.rules, (r) => r.rule.name);
  const rb = byName(after.rules, (r) => r.rule.name);
  for (const [name, r] of ra) {
    const n = rb.get(name);
    if (!n) {
      if (ruleActive(r.rule)) l.push(`rule ${name} removed`);
    } else compareRule(name, r.rule, n.rule, t, l);
  }
  for (const [name, r] of rb) if (!ra.has(name) && ruleActive(r.rule)) t.push(`rule ${name} added`);

  const va = byName(before.reviewers, (r) => r.reviewer.name);
  const vb = byName(after.reviewers, (r) => r.reviewer.name);
  for (const [name, r] of va) {
    const n = vb.get(name);
    if (!n) {
      if (r.reviewer.enabled !== false) l.push(`reviewer ${name} removed`);
    } else compareReviewer(name, r.reviewer, n.reviewer, t, l);
  }
  for (const [name, r] of vb) {
    if (va.has(name) || r.reviewer.enabled === false) continue;
    t.push(`reviewer ${name} added`);
    // a new reviewer's condition module is code pi-sentinel would run: the user decides (its rules file only adds a review)
    if (r.reviewer.condition) l.push(`reviewer ${name} condition module ${r.reviewer.condition}`);
  }
  return { tightens: t, loosens: l };
}
