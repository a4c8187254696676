// Wiring for protected writes: pi's tool_call to the protect guard, with the protected set built from the active config.

import { readFileSync, statSync } from "node:fs";
import { generateDiffString, type ExtensionAPI, type ExtensionContext } from "@earendil-works/pi-coding-agent";
import { createProtectGuard } from "../src/engine/protect/guard.ts";
import { buildProtectedSet, type ProtectedSet } from "../src/engine/protect/targets.ts";
import { rulesPathsOf } from "../src/engine/review/select.ts";
import type { Runtime } from "./runtime.ts";

const MAX_PREVIEW_BYTES = 256 * 1024;

export interface ProtectWiringOptions {
  agentDir: () => string;
}

export function registerProtect(pi: ExtensionAPI, rt: Runtime, options: ProtectWiringOptions): void {
  let ctx: ExtensionContext | undefined;
  let cached: { key: string; set: ProtectedSet } | undefined;
  /** calls whose protected write the user allowed: the config change they make applies without a second question */
  const confirmedCalls = new Set<string>();

  const protectedSet = (): ProtectedSet => {
    const cwd = ctx?.cwd ?? process.cwd();
    const agentDir = options.agentDir();
    const reviewers = rt.store.getState().config.reviewers;
    const conditionModules = reviewers.flatMap((r) => (r.reviewer.condition ? [r.reviewer.condition] : []));
    const rulesFiles = reviewers.flatMap((r) => rulesPathsOf(r.reviewer));
    const key = JSON.stringify([cwd, agentDir, conditionModules, rulesFiles]);
    if (cached?.key !== key) cached = { key, set: buildProtectedSet({ agentDir, cwd, conditionModules, rulesFiles }) };
    return cached.set;
  };

  const guard = createProtectGuard({
    protectedSet,
    cwd: () => ctx?.cwd ?? process.cwd(),
    hasUI: () => ctx?.hasUI === true,
    confirm: (title, message) => (ctx ? ctx.ui.confirm(title, message) : Promise.resolve(false)),
    notify: (message, level) => {
      if (ctx) rt.notify(ctx, message, level);
    },
    readText: (abs) => {
      try {
        return statSync(abs).size > MAX_PREVIEW_BYTES ? undefined : readFileSync(abs, "utf8");
      } catch {
        return undefined;
      }
    },
    diff: (a, b) => generateDiffString(a, b, 2).diff,
    isDir: (abs) => {
      try {
        return statSync(abs).isDirectory();
      } catch {
        return false;
      }
    },
    confirmed: (toolCallId, writes) => {
      if (toolCallId && writes.some((w) => w.kind === "pi-sentinel config")) {
        confirmedCalls.add(toolCallId);
        rt.armConfigApproval?.(true);
      }
    },
  });

  pi.on("tool_call", async (event, c) => {
    ctx = c;
    rt.refreshConfig(c);
    return guard.onToolCall({ toolName: event.toolName, toolCallId: event.toolCallId, input: event.input as Record<string, unknown> });
  });

  pi.on("tool_result", (event, c) => {
    if (!confirmedCalls.delete(event.toolCallId)) return undefined;
    rt.refreshConfig(c); // usually a no-op: an earlier handler of this event already applied the change
    if (confirmedCalls.size === 0) rt.armConfigApproval?.(false);
    return undefined;
  });

  // a confirmed call that never ran (another guard blocked it) must not leave the approval armed
  pi.on("agent_end", () => {
    confirmedCalls.clear();
    rt.armConfigApproval?.(false);
  });
}
