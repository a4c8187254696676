// pi-sentinel composition root: builds the runtime, wires the foundation (config, state, widget), then each guard in order.

import { getAgentDir, type ExtensionAPI } from "@earendil-works/pi-coding-agent";
import { createConfigWatcher } from "../src/engine/config/load.ts";
import { opsFromEntries } from "../src/engine/config/oplog.ts";
import { formatDiagnostics } from "../src/engine/config/diagnostics.ts";
import { registerFoundation } from "./foundation.ts";
import { createRuntime } from "./runtime.ts";
import { createTrustGate, registerProjectTrust } from "./project-trust.ts";

// ---- guard wiring modules: one import per guard (keep this order: deterministic guards first) ----
// (guards add their import line here)
import { registerPromptGuard } from "./prompt-guard.ts";
import { registerInjection } from "./injection.ts";
import { registerSentinels } from "./sentinels.ts";
import { registerReviewers } from "./reviewers.ts";
import { registerControlCenter } from "./control-center.ts";
import { registerExport } from "./export.ts";

export default function piSentinel(pi: ExtensionAPI): void {
  // project trust decides (and asks) on session_start before the foundation loads config: register it first
  const trust = createTrustGate(pi);
  registerProjectTrust(pi, trust);
  const rt = createRuntime(pi, {
    config: {
      createWatcher: (opts) => createConfigWatcher(opts),
      opsFromEntries: (entries) => opsFromEntries(entries),
      agentDir: () => getAgentDir(),
      projectTrust: (ctx) => ({ trusted: trust.trusted(ctx), note: trust.note(ctx) }),
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
  registerExport(pi, rt);
}
