// Rules files and condition modules a tool call of this session wrote without the user's yes are never loaded (see protect/).

import type { ConditionLoader } from "./condition.ts";
import type { RulesCache } from "./rules-cache.ts";

export function toolWrittenReason(abs: string, what: string): string {
  return `${what} ${abs} was changed by a tool call of this session that the user did not confirm; pi-sentinel does not load it (edit it yourself or restart pi)`;
}

/** The loaders, refusing any file `isToolWritten` names; the others load as before. */
export function refuseToolWritten(
  rules: RulesCache,
  conditions: ConditionLoader,
  isToolWritten: (abs: string) => boolean,
): { rules: RulesCache; conditions: ConditionLoader } {
  return {
    rules: {
      load: (abs, maxRuleLines) =>
        isToolWritten(abs)
          ? Promise.resolve({ ok: false, path: abs, error: toolWrittenReason(abs, "rules file") })
          : rules.load(abs, maxRuleLines),
    },
    conditions: {
      load: (abs) =>
        isToolWritten(abs)
          ? Promise.reject(new Error(toolWrittenReason(abs, "condition module")))
          : conditions.load(abs),
    },
  };
}
