// Wiring for protected writes: pi's tool_call to the protect guard, with the protected set built from the active config.

import { generateDiffString, type ExtensionAPI, type ExtensionContext } from "@earendil-works/pi-coding-agent";
import { createProtectGuard } from "../src/engine/protect/guard.ts";
import {
  createProtectedSets,
  fileStamp,
  isDir,
  READ_ONLY_TOOLS,
  readPreview,
  taintedNotice,
  watchedPaths,
} from "../src/engine/protect/host.ts";
import { createWriteTracker } from "../src/engine/protect/written.ts";
import { toolPipeline } from "./pipeline.ts";
import type { Runtime } from "./runtime.ts";

export interface ProtectWiringOptions {
  agentDir: () => string;
}

export function registerProtect(pi: ExtensionAPI, rt: Runtime, options: ProtectWiringOptions): void {
  /** calls whose protected write the user allowed: the config change they make applies without a second question */
  const confirmedCalls = new Set<string>();
  /** calls the user allowed to write any protected file (condition modules and rules files included) */
  const allowedCalls = new Set<string>();
  const tracker = createWriteTracker(fileStamp);
  rt.toolWritten = tracker;
  const sets = createProtectedSets();
  const protectedSet = (cwd: string) => sets(cwd, options.agentDir(), rt.store.getState().config.reviewers);

  /** the guard for one call, its ports bound to that call's ctx (the guard keeps no state of its own) */
  const guardFor = (ctx: ExtensionContext) =>
    createProtectGuard({
      protectedSet: () => protectedSet(ctx.cwd),
      cwd: () => ctx.cwd,
      hasUI: () => ctx.hasUI === true,
      confirm: (title, message) => ctx.ui.confirm(title, message),
      notify: (message, level) => rt.notify(ctx, message, level),
      readText: readPreview,
      diff: (a, b) => generateDiffString(a, b, 2).diff,
      isDir,
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
      // watch the files pi-sentinel loads code and rules from: a change during this call is the call's doing
      if (!block && !READ_ONLY_TOOLS.has(event.toolName))
        tracker.before(event.toolCallId, watchedPaths(protectedSet(c.cwd)));
      return block;
    },
  });

  pipeline.onToolResult({
    guard: "protected writes",
    apply: (event, c) => {
      const written = tracker.after(event.toolCallId, allowedCalls.delete(event.toolCallId));
      const tainted = written.filter((p) => tracker.has(p));
      if (tainted.length > 0) rt.notify(c, taintedNotice(tainted, event.toolName), "warning");
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
