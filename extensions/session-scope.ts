// What a guard keeps of one session: its ctx, captured in a closure at session_start (never a module variable), and what it offers.

import type { ExtensionAPI, ExtensionContext } from "@earendil-works/pi-coding-agent";
import type { NoticeLevel } from "../src/engine/guard-ports.ts";
import type { Runtime } from "./runtime.ts";
import { errorText } from "../src/engine/error-text.ts";

export interface SessionScope {
  readonly ctx: ExtensionContext;
  notify(message: string, level: NoticeLevel): void;
  /** a custom message into the main conversation: steered in while the agent runs, next turn when idle */
  send(message: { customType: string; content: string; display: boolean; details: Record<string, unknown> }): void;
  /** the session's messages without the system prompt ([] when the session cannot say) */
  messages(c?: ExtensionContext): unknown[];
}

export function openSession(pi: ExtensionAPI, rt: Runtime, ctx: ExtensionContext): SessionScope {
  return {
    ctx,
    notify: (message, level) => rt.notify(ctx, message, level),
    send(message) {
      let idle = true;
      try {
        idle = ctx.isIdle();
      } catch {
        idle = true;
      }
      try {
        pi.sendMessage(message, { deliverAs: idle ? "nextTurn" : "steer" });
      } catch (e) {
        console.error(`pi-sentinel: could not inject a finding: ${errorText(e)}`);
      }
    },
    messages(c = ctx) {
      try {
        return c.sessionManager
          .buildSessionProjection()
          .messages.filter((m) => (m as { role?: string }).role !== "system");
      } catch {
        return [];
      }
    },
  };
}
