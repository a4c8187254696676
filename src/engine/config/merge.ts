// Merges validated config files (lowest precedence first): later scopes win per settings key; same-named rules/reviewers are replaced whole.

import {
  DEFAULT_SETTINGS,
  type Diagnostic,
  type ResolvedSettings,
  type RuleSource,
  type Scope,
  type SentinelFileConfig,
  type SourcedReviewer,
  type SourcedRule,
} from "../../state/config-model.ts";

export interface ValidatedSource {
  scope: Scope;
  file: string;
  config: SentinelFileConfig;
}

export interface MergedConfig {
  settings: ResolvedSettings;
  rules: SourcedRule[];
  reviewers: SourcedReviewer[];
  diagnostics: Diagnostic[];
}

/** Replaces items by name, keeping the position of the first definition. */
function upsert<T>(list: T[], item: T, name: (t: T) => string): void {
  const i = list.findIndex((t) => name(t) === name(item));
  if (i >= 0) list[i] = item;
  else list.push(item);
}

export function mergeConfigs(sources: readonly ValidatedSource[]): MergedConfig {
  const d = DEFAULT_SETTINGS;
  const settings: ResolvedSettings = {
    defaults: { ...d.defaults },
    supervisor: { ...d.supervisor },
    injectionDefense: { ...d.injectionDefense, tools: { ...d.injectionDefense.tools } },
    promptGuard: { ...d.promptGuard },
    fleetKeybindings: { ...d.fleetKeybindings },
  };
  const rules: SourcedRule[] = [];
  const reviewers: SourcedReviewer[] = [];
  const bridgeIgnored: { scope: Scope; file: string }[] = [];
  for (const { scope, file, config } of sources) {
    const source: RuleSource = { scope, file };
    if (config.defaults) {
      const { configure, ...rest } = config.defaults;
      settings.defaults = { ...settings.defaults, ...rest };
      if (configure) settings.defaults.configure = { ...settings.defaults.configure, ...configure };
    }
    if (config.supervisor) {
      const { reviewers: list, ...rest } = config.supervisor;
      settings.supervisor = { ...settings.supervisor, ...rest };
      for (const reviewer of list ?? []) upsert(reviewers, { reviewer, source }, (r) => r.reviewer.name);
    }
    if (config.injectionDefense) {
      const { tools, bridge, judge, ...rest } = config.injectionDefense;
      settings.injectionDefense = {
        ...settings.injectionDefense,
        ...rest,
        tools: { ...settings.injectionDefense.tools, ...tools },
      };
      // the judge merges key by key (a project may change the band of a global judge); the last file that set it is named in diagnostics
      if (judge) settings.injectionDefense.judge = { ...settings.injectionDefense.judge, ...judge, source };
      // the bridge starts a program: the user's own (global) config, or a project config, which is only read at all after
      // an explicit trust decision (extensions/project-trust.ts); legacy files and session ops never start programs
      if (bridge && (scope === "global" || scope === "project")) settings.injectionDefense.bridge = bridge;
      else if (bridge) bridgeIgnored.push({ scope, file });
    }
    if (config.promptGuard) settings.promptGuard = { ...settings.promptGuard, ...config.promptGuard };
    if (config.fleetKeybindings)
      settings.fleetKeybindings = { ...settings.fleetKeybindings, ...config.fleetKeybindings };
    for (const rule of config.rules ?? []) upsert(rules, { rule, source }, (r) => r.rule.name);
  }

  const diagnostics: Diagnostic[] = [];
  for (const { scope, file } of bridgeIgnored) {
    diagnostics.push({
      severity: "warning",
      scope,
      file,
      path: "/injectionDefense/bridge",
      message:
        "injectionDefense.bridge is ignored here: it starts a program, so it is read only from sentinel.json (global, or a trusted project's .pi/sentinel.json)",
    });
  }
  const inj = settings.injectionDefense;
  if (inj.warnThreshold > inj.blockThreshold) {
    const last = [...sources]
      .reverse()
      .find(
        (s) =>
          s.config.injectionDefense?.warnThreshold !== undefined ||
          s.config.injectionDefense?.blockThreshold !== undefined,
      );
    diagnostics.push({
      severity: "warning",
      scope: last?.scope ?? "global",
      ...(last ? { file: last.file } : {}),
      path: "/injectionDefense/warnThreshold",
      message: `injectionDefense.warnThreshold (${inj.warnThreshold}) is above blockThreshold (${inj.blockThreshold}): anything that would warn is blocked instead`,
    });
  }
  return { settings, rules, reviewers, diagnostics };
}
