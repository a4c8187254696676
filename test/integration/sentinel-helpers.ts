// Shared helpers of the sentinel integration tests: rule files, recorded actions, tool results the agent saw.

import { fauxAssistantMessage, fauxToolCall, type AssistantMessage } from "@earendil-works/pi-ai";
import type { SdkSession } from "../harness/sdk.ts";
import type { Action } from "../../src/state/actions.ts";
import type { SentinelRule } from "../../src/state/config-model.ts";

export const AUDITOR = "faux-audit/auditor";
export const TOOLS = ["read", "write", "edit"];

export function sentinelFile(
  rules: Partial<SentinelRule>[],
  defaults: Record<string, unknown> = {},
): Record<string, object> {
  return {
    ".pi/sentinel.json": { defaults, rules: rules.map((r) => ({ model: AUDITOR, prompt: "Check this.", ...r })) },
  };
}

export function verdictMsg(verdict: string, message: string): AssistantMessage {
  return fauxAssistantMessage(fauxToolCall("audit_verdict", { verdict, message }), { stopReason: "toolUse" });
}

export function actions(h: SdkSession): Action[] {
  return h.customEntries("pi-sentinel:action").map((e) => e.data as Action);
}

export function actionsOf<T extends Action["type"]>(h: SdkSession, type: T): Extract<Action, { type: T }>[] {
  return actions(h).filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** Text of the tool results in the session, in order. */
export function toolResults(h: SdkSession): { toolName: string; text: string; isError: boolean }[] {
  return h.session.messages
    .filter((m) => m.role === "toolResult")
    .map((m) => {
      const t = m as { toolName: string; isError: boolean; content: { type: string; text?: string }[] };
      return { toolName: t.toolName, isError: t.isError, text: t.content.map((c) => c.text ?? "").join("\n") };
    });
}

export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });
}
