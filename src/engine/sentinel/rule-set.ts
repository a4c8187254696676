// The valid sentinel rules of a config (a pure read, memoised per revision) and its rule diagnostics not yet reported (recorded once each).

import type { Diagnostic, SourcedRule } from "../../state/config-model.ts";
import { selectEnabledRules, type ConfigState } from "../../state/config.ts";
import { checkRules } from "./triggers.ts";

function diagKey(d: Diagnostic): string {
  return `${d.scope}|${d.file ?? ""}|${d.rule ?? ""}|${d.message}`;
}

export interface RuleSet {
  /** the enabled rules that can work; reading never dispatches anything */
  valid(config: ConfigState): readonly SourcedRule[];
  /** diagnostics of unusable rules not reported since the config files were last loaded (marks them reported) */
  unreported(config: ConfigState): Diagnostic[];
}

export function createRuleSet(): RuleSet {
  let memo: { revision: number; base: unknown; valid: SourcedRule[]; diagnostics: Diagnostic[] } | undefined;
  let reportedFor: unknown;
  let reported = new Set<string>();
  const check = (config: ConfigState) => {
    if (memo?.revision !== config.revision || memo.base !== config.base) {
      const c = checkRules(selectEnabledRules(config));
      memo = { revision: config.revision, base: config.base, valid: c.valid, diagnostics: c.diagnostics };
    }
    return memo;
  };
  return {
    valid: (config) => check(config).valid,
    unreported(config) {
      // a fresh load of the files reports its problems again
      if (config.base !== reportedFor) {
        reportedFor = config.base;
        reported = new Set();
      }
      const fresh = check(config).diagnostics.filter((d) => !reported.has(diagKey(d)));
      for (const d of fresh) reported.add(diagKey(d));
      return fresh;
    },
  };
}
