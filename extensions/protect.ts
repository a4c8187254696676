// Wiring for protected writes: pi's tool_call to the protect guard, with the protected set built from the active config.

import { readFileSync, statSync } from "node:fs";
import { generateDiffString, type ExtensionAPI, type ExtensionContext } from "@earendil-works/pi-coding-agent";
import { createProtectGuard } from "../src/engine/protect/guard.ts";
import { buildProtectedSet, type ProtectedSet } from "../src/engine/protect/targets.ts";
import { createWriteTracker } from "../src/engine/protect/written.ts";
import { rulesPathsOf } from "../src/engine/review/select.ts";
import { toolPipeline } from "./pipeline.ts";
import type { Runtime } from "./runtime.ts";

const MAX_PREVIEW_BYTES = 256 * 1024;

export interface ProtectWiringOptions {
  agentDir: () => string;
}

export function registerProtect(pi: ExtensionAPI, rt: Runtime, options: ProtectWiringOptions): void {
  let cached: { key: string; set: ProtectedSet } | undefined;
  /** calls whose protected write the user allowed: the config change they make applies without a second question */
  const confirmedCalls = new Set<string>();
  /** calls the user allowed to write any protected file (condition modules and rules files included) */
  const allowedCalls = new Set<string>();
  const tracker = createWriteTracker((p) => {
    try {
      const st = statSync(p, { throwIfNoEntry: false });
      return st ? `${st.mtimeMs}:${st.size}` : "-";
    } catch {
      return "?";
    }
  });
  rt.toolWritten = tracker;
  const READ_ONLY = new Set(["read", "grep", "find", "ls"]);

  const protectedSet = (cwd: string): ProtectedSet => {
    const agentDir = options.agentDir();
    const reviewers = rt.store.getState().config.reviewers;
    const conditionModules = reviewers.flatMap((r) => (r.reviewer.condition ? [r.reviewer.condition] : []));
    const rulesFiles = reviewers.flatMap((r) => rulesPathsOf(r.reviewer));
    const key = JSON.stringify([cwd, agentDir, conditionModules, rulesFiles]);
    if (cached?.key !== key) cached = { key, set: buildProtectedSet({ agentDir, cwd, conditionModules, rulesFiles }) };
    return cached.set;
  };

  /** the guard for one call, its ports bound to that call's ctx (the guard keeps no state of its own) */
  const guardFor = (ctx: ExtensionContext) =>
    createProtectGuard({
      protectedSet: () => protectedSet(ctx.cwd),
      cwd: () => ctx.cwd,
      hasUI: () => ctx.hasUI === true,
      confirm: (title, message) => ctx.ui.confirm(title, message),
      notify: (message, level) => rt.notify(ctx, message, level),
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
        if (toolCallId) allowedCalls.add(toolCallId);
        if (toolCallId && writes.some((w) => w.kind === "pi-sentinel config")) {
          confirmedCalls.add(toolCallId);
          rt.armConfigApproval?.(true);
        }
      },
    });

  const pipeline = toolPipeline(pi);
  pipeline.onToolCall({
    guard: "protected writes",
    stage: "deterministic",
    check: async (event, c) => {
      rt.refreshConfig(c);
      const block = await guardFor(c).onToolCall({
        toolName: event.toolName,
        toolCallId: event.toolCallId,
        input: event.input as Record<string, unknown>,
      });
      if (!block && !READ_ONLY.has(event.toolName)) {
        // watch the files pi-sentinel loads code and rules from: a change during this call is the call's doing
        const set = protectedSet(c.cwd);
        tracker.before(
          event.toolCallId,
          set.entries
            .filter((e) => e.kind === "pi-sentinel condition module" || e.kind === "pi-sentinel rules file")
            .map((e) => e.path),
        );
      }
      return block;
    },
  });

  pipeline.onToolResult({
    guard: "protected writes",
    apply: (event, c) => {
      const written = tracker.after(event.toolCallId, allowedCalls.delete(event.toolCallId));
      const tainted = written.filter((p) => tracker.has(p));
      if (tainted.length > 0) {
        rt.notify(
          c,
          `pi-sentinel: ${tainted.join(", ")} changed during a ${event.toolName} call you did not confirm; pi-sentinel will not load it until you edit it yourself or restart pi`,
          "warning",
        );
      }
      if (!confirmedCalls.delete(event.toolCallId)) return undefined;
      rt.refreshConfig(c); // usually a no-op: an earlier handler of this event already applied the change
      if (confirmedCalls.size === 0) rt.armConfigApproval?.(false);
      return undefined;
    },
  });

  // a confirmed call that never ran (another guard blocked it) must not leave the approval armed
  pi.on("agent_end", () => {
    confirmedCalls.clear();
    allowedCalls.clear();
    rt.armConfigApproval?.(false);
  });
}
