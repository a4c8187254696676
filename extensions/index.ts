// pi-sentinel composition root: builds the runtime, wires the foundation (config, state, widget), then each guard in order.

import { getAgentDir, type ExtensionAPI } from "@earendil-works/pi-coding-agent";
import { createConfigWatcher } from "../src/engine/config/load.ts";
import { opsFromEntries } from "../src/engine/config/oplog.ts";
import { formatDiagnostics } from "../src/engine/config/diagnostics.ts";
import { registerFoundation } from "./foundation.ts";
import { createRuntime } from "./runtime.ts";

// ---- guard wiring modules: one import per guard (keep this order: deterministic guards first) ----
// (guards add their import line here)
import { registerPromptGuard } from "./prompt-guard.ts";
import { registerInjection } from "./injection.ts";
import { registerSentinels } from "./sentinels.ts";
import { registerReviewers } from "./reviewers.ts";
import { registerControlCenter } from "./control-center.ts";
import { registerExport } from "./export.ts";

export default function piSentinel(pi: ExtensionAPI): void {
  const rt = createRuntime(pi, {
    config: {
      createWatcher: (opts) => createConfigWatcher(opts),
      opsFromEntries: (entries) => opsFromEntries(entries),
      agentDir: () => getAgentDir(),
    },
  });
  registerFoundation(pi, rt, { formatDiagnostics });

  // ---- guards: one register call each, in this order: promptGuard, injection, sentinels, reviewers, controlCenter ----
  // (guards add their call line here, e.g. registerPromptGuard(pi, rt);)
  registerPromptGuard(pi, rt);
  registerInjection(pi, rt);
  registerSentinels(pi, rt);
  registerReviewers(pi, rt);
  registerControlCenter(pi, rt);
  registerExport(pi, rt, () => getAgentDir());
}
