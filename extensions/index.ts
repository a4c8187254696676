// pi-sentinel composition root: builds the runtime, wires the foundation (config, state, widget), then each guard in order.

// first, before any module with regexes: V8 compiles them natively from their first run (regexp-native43.ts says why)
import "../src/engine/injection/regexp-native43.ts";
import { getAgentDir, type ExtensionAPI } from "@earendil-works/pi-coding-agent";
import { createConfigWatcher } from "../src/engine/config/load.ts";
import { opsFromEntries } from "../src/engine/config/oplog.ts";
import { formatDiagnostics } from "../src/engine/config/diagnostics.ts";
import { registerFoundation } from "./foundation.ts";
import { createRuntime } from "./runtime.ts";
import { createTrustGate, registerProjectTrust } from "./project-trust.ts";

import { registerPromptGuard } from "./prompt-guard.ts";
import { registerInjection } from "./injection.ts";
import { registerProtect } from "./protect.ts";
import { registerSentinels } from "./sentinels.ts";
import { registerReviewers } from "./reviewers.ts";
import { registerControlCenter } from "./control-center.ts";
import { registerExport } from "./export.ts";
import { registerMemory } from "./memory.ts";

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

  // guards in pipeline order: the deterministic checks (injection scanner, protected writes) run before the model-backed ones
  registerPromptGuard(pi, rt);
  registerInjection(pi, rt);
  registerProtect(pi, rt, { agentDir: () => getAgentDir() });
  registerSentinels(pi, rt);
  registerReviewers(pi, rt);
  registerControlCenter(pi, rt);
  registerExport(pi, rt, () => getAgentDir());
  registerMemory(pi, rt);
}
