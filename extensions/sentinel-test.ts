// Wiring for /sentinel:test: one rule on simulated content (or its --examples), through the real auditor, with no side effects.

import type { ExtensionAPI, ExtensionContext } from "@earendil-works/pi-coding-agent";
import type { SentinelHost } from "../src/engine/sentinel/guard.ts";
import { randomHex } from "../src/engine/sentinel/prompt.ts";
import { runTestCommand } from "../src/engine/sentinel/test-run.ts";
import type { SourcedRule } from "../src/state/config-model.ts";
import type { Runtime } from "./runtime.ts";

export function registerSentinelTest(
  pi: ExtensionAPI,
  rt: Runtime,
  deps: { rules(c?: ExtensionContext): readonly SourcedRule[]; host(c: ExtensionContext): SentinelHost },
): void {
  pi.registerCommand("sentinel:test", {
    description: "Run one sentinel rule on simulated content (or its --examples) with no side effects",
    getArgumentCompletions: (prefix) => {
      const names = deps
        .rules()
        .map((r) => r.rule.name)
        .filter((n) => n.startsWith(prefix.trim()));
      return names.length > 0 ? names.map((n) => ({ value: n, label: n })) : null;
    },
    handler: async (args, c) => {
      const result = await runTestCommand(
        args,
        [...deps.rules(c)],
        deps.host(c).fire,
        rt.store.getState().config.settings.defaults,
        { now: () => rt.now(), random: () => randomHex() },
      );
      rt.notify(c, result.text, result.level);
    },
  });
}
