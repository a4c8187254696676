// Config slice: the merged file config (global + project), the session op-log on top, and every diagnostic.

import type { Draft } from "immer";
import type { Action, RuleKind, SessionOp } from "./actions.ts";
import {
  DEFAULT_SETTINGS,
  type ConfigSnapshot,
  type Diagnostic,
  type ResolvedSettings,
  type SourcedReviewer,
  type SourcedRule,
} from "./config-model.ts";

export interface ConfigState {
  /** what the files said, merged across scopes; null until first load */
  base: ConfigSnapshot | null;
  ops: SessionOp[];
  /** base + ops: what the guards use */
  settings: ResolvedSettings;
  rules: SourcedRule[];
  reviewers: SourcedReviewer[];
  diagnostics: Diagnostic[];
  loadedAt: number;
  /** bumps on every change, so shells can cheaply tell whether to resubscribe */
  revision: number;
}

export const initialConfig: ConfigState = {
  base: null,
  ops: [],
  settings: DEFAULT_SETTINGS,
  rules: [],
  reviewers: [],
  diagnostics: [],
  loadedAt: 0,
  revision: 0,
};

export const GUARD_NAMES = {
  promptGuard: "prompt-guard",
  injectionDefense: "injection-scanner",
  supervisor: "reviewers",
} as const;

/** Applies the session op-log to the file config. Pure; ops that do not apply (removing an inherited rule) are ignored. */
export function applyOps(
  base: ConfigSnapshot | null,
  ops: readonly SessionOp[],
): Pick<ConfigState, "settings" | "rules" | "reviewers"> {
  let settings: ResolvedSettings = base ? base.settings : DEFAULT_SETTINGS;
  let rules: SourcedRule[] = base ? [...base.rules] : [];
  let reviewers: SourcedReviewer[] = base ? [...base.reviewers] : [];
  const setEnabled = (kind: RuleKind, name: string, enabled: boolean): void => {
    if (kind === "sentinel") {
      rules = rules.map((r) => (r.rule.name === name ? { ...r, rule: { ...r.rule, enabled } } : r));
    } else if (kind === "reviewer") {
      reviewers = reviewers.map((r) => (r.reviewer.name === name ? { ...r, reviewer: { ...r.reviewer, enabled } } : r));
    } else if (name === GUARD_NAMES.promptGuard) {
      settings = { ...settings, promptGuard: { ...settings.promptGuard, enabled } };
    } else if (name === GUARD_NAMES.injectionDefense) {
      settings = { ...settings, injectionDefense: { ...settings.injectionDefense, enabled } };
    } else if (name === GUARD_NAMES.supervisor) {
      settings = { ...settings, supervisor: { ...settings.supervisor, enabled } };
    }
  };
  for (const op of ops) {
    switch (op.type) {
      case "rule/added":
        rules = rules.filter((r) => r.rule.name !== op.rule.name);
        rules.push({ rule: op.rule, source: { scope: "session" } });
        break;
      case "rule/removed":
        rules = rules.filter((r) => !(r.rule.name === op.name && r.source.scope === "session"));
        break;
      case "rule/enabled":
        setEnabled(op.kind, op.name, true);
        break;
      case "rule/disabled":
        setEnabled(op.kind, op.name, false);
        break;
      case "rule/shadowChanged":
        rules = rules.map((r) => (r.rule.name === op.name ? { ...r, rule: { ...r.rule, shadow: op.shadow } } : r));
        break;
      default: {
        const never: never = op;
        void never;
      }
    }
  }
  return { settings, rules, reviewers };
}

function recompute(draft: Draft<ConfigState>): void {
  const eff = applyOps(draft.base as ConfigSnapshot | null, draft.ops as SessionOp[]);
  draft.settings = eff.settings as Draft<ResolvedSettings>;
  draft.rules = eff.rules as Draft<SourcedRule>[];
  draft.reviewers = eff.reviewers as Draft<SourcedReviewer>[];
  draft.revision++;
}

export function configRecipe(draft: Draft<ConfigState>, action: Action): void {
  switch (action.type) {
    case "config/loaded":
      draft.base = action.snapshot as Draft<ConfigSnapshot>;
      draft.diagnostics = action.snapshot.diagnostics as Draft<Diagnostic>[];
      draft.loadedAt = action.at;
      recompute(draft);
      return;
    case "config/opsReplayed":
      draft.ops = action.ops as Draft<SessionOp>[];
      recompute(draft);
      return;
    case "config/diagnosticsReported":
      draft.diagnostics.push(...(action.diagnostics as Draft<Diagnostic>[]));
      return;
    case "rule/added":
    case "rule/removed":
    case "rule/enabled":
    case "rule/disabled":
    case "rule/shadowChanged":
      if (
        action.type === "rule/removed" &&
        !draft.rules.some((r) => r.rule.name === action.name && r.source.scope === "session")
      )
        return;
      draft.ops.push(action as Draft<SessionOp>);
      recompute(draft);
      return;
    default:
      return;
  }
}

// ---- selectors ---------------------------------------------------------------------------------

export function selectEnabledRules(s: ConfigState): SourcedRule[] {
  return s.rules.filter((r) => r.rule.enabled !== false);
}

export function selectEnabledReviewers(s: ConfigState): SourcedReviewer[] {
  return s.settings.supervisor.enabled ? s.reviewers.filter((r) => r.reviewer.enabled !== false) : [];
}

export function selectProblemCount(s: ConfigState): number {
  return s.diagnostics.filter((d) => d.severity !== "info").length;
}

export const SESSION_OP_TYPES: readonly SessionOp["type"][] = [
  "rule/added",
  "rule/removed",
  "rule/enabled",
  "rule/disabled",
  "rule/shadowChanged",
];

export function isSessionOp(a: Action): a is SessionOp {
  return (SESSION_OP_TYPES as readonly string[]).includes(a.type);
}
