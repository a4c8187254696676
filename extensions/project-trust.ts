// Project trust wiring for pi-sentinel's own project files: pi's trust store and settings as ports, pi's question at session start.

import {
  getAgentDir,
  hasTrustRequiringProjectResources,
  ProjectTrustStore,
  type ExtensionAPI,
  type ExtensionContext,
} from "@earendil-works/pi-coding-agent";
import { errorText } from "../src/engine/error-text.ts";
import { askProjectTrust } from "../src/engine/trust/ask.ts";
import { folderState } from "../src/engine/trust/folders.ts";
import { createTrustGate as createGate, type TrustGate as Gate } from "../src/engine/trust/gate.ts";

export { PROJECT_TRUST_FILES, projectTrustFiles } from "../src/engine/trust/folders.ts";
export type { TrustNote } from "../src/engine/trust/gate.ts";
export type TrustGate = Gate<ExtensionContext>;

export interface TrustGateOptions {
  argv?: readonly string[];
  agentDir?: () => string;
}

export function createTrustGate(pi: ExtensionAPI, options: TrustGateOptions = {}): TrustGate {
  const agentDir = options.agentDir ?? (() => getAgentDir());
  return createGate<ExtensionContext>({
    argv: options.argv ?? process.argv.slice(2),
    stored: (cwd) => new ProjectTrustStore(agentDir()).get(cwd),
    defaultProjectTrust: () => (pi.getSettings() as { defaultProjectTrust?: unknown }).defaultProjectTrust,
    folder: (cwd) => folderState(cwd, hasTrustRequiringProjectResources),
  });
}

/**
 * Registers the session_start handler that decides trust before the foundation loads config (register it first):
 * in the TUI, a folder with pi-sentinel files and no decision gets pi's question once per process.
 */
export function registerProjectTrust(pi: ExtensionAPI, gate: TrustGate): void {
  pi.on("session_start", async (_event, ctx) => {
    let decision: ReturnType<TrustGate["refresh"]>;
    try {
      decision = gate.refresh(ctx);
    } catch (e) {
      console.error(`pi-sentinel: project trust check failed (${errorText(e)}); project files are not loaded`);
      return;
    }
    const asked = await askProjectTrust(ctx.cwd, decision, {
      select: (question, labels) => ctx.ui.select(question, labels),
      save: (updates) => new ProjectTrustStore(getAgentDir()).setMany(updates),
      notify: (message) => {
        try {
          ctx.ui.notify(message, "warning");
        } catch {
          // no UI left
        }
      },
    });
    if (asked) gate.refresh(ctx);
  });
}
