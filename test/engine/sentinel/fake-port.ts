// A scripted fake ModelPort for unit tests: steps answer model requests in order, optionally after a delay.

import {
  fauxAssistantMessage,
  fauxText,
  fauxToolCall,
  type AssistantMessage,
  type Context,
} from "@earendil-works/pi-ai";
import type { ModelPort, PortModel, StreamOptions } from "../../../src/engine/model-port.ts";

export type FakeStep =
  | AssistantMessage
  | ((context: Context, options: StreamOptions) => AssistantMessage | Promise<AssistantMessage>);

export interface FakeCall {
  model: string;
  context: Context;
  options: StreamOptions;
}

export interface FakePort extends ModelPort {
  calls: FakeCall[];
  push(...steps: FakeStep[]): void;
  pending(): number;
  /** models that resolve; default: any "p/m" spec resolves */
  known?: Set<string>;
}

export function fakeModel(label = "faux-audit/auditor"): PortModel {
  return {
    label,
    model: { provider: label.split("/")[0], id: label.split("/").slice(1).join("/") } as unknown as PortModel["model"],
  };
}

export function fakePort(steps: FakeStep[] = [], known?: string[]): FakePort {
  const queue = [...steps];
  const calls: FakeCall[] = [];
  const knownSet = known ? new Set(known) : undefined;
  return {
    calls,
    push: (...s) => queue.push(...s),
    pending: () => queue.length,
    resolve(spec) {
      const i = spec.indexOf("/");
      if (i <= 0) return { ok: false, error: `model "${spec}" is not of the form provider/modelId` };
      if (knownSet && !knownSet.has(spec)) return { ok: false, error: `model "${spec}" is not known to pi` };
      return { ok: true, model: fakeModel(spec) };
    },
    async stream(model, context, options) {
      calls.push({ model: model.label, context: structuredClone(context), options });
      const step = queue.shift();
      if (!step)
        return fauxAssistantMessage("", { stopReason: "error", errorMessage: "No more faux responses queued" });
      const msg = typeof step === "function" ? await step(context, options) : step;
      for (const c of msg.content) {
        if (c.type === "text") options.onEvent?.({ type: "text_delta", contentIndex: 0, delta: c.text, partial: msg });
      }
      return msg;
    },
  };
}

export function verdict(v: "pass" | "warn" | "fail", message = `${v}!`): AssistantMessage {
  return fauxAssistantMessage(fauxToolCall("audit_verdict", { verdict: v, message }), { stopReason: "toolUse" });
}

export function text(t: string): AssistantMessage {
  return fauxAssistantMessage(fauxText(t));
}

export function toolCall(name: string, args: Record<string, unknown>): AssistantMessage {
  return fauxAssistantMessage(fauxToolCall(name, args as never), { stopReason: "toolUse" });
}

/** A step that waits `ms` (or until aborted) before answering. */
export function delayed(ms: number, msg: AssistantMessage, log?: string[], tag?: string): FakeStep {
  return (_c, o) =>
    new Promise((resolve) => {
      log?.push(`start:${tag}`);
      const t = setTimeout(() => {
        log?.push(`end:${tag}`);
        resolve(msg);
      }, ms);
      o.signal.addEventListener("abort", () => {
        clearTimeout(t);
        resolve(fauxAssistantMessage("", { stopReason: "aborted", errorMessage: "aborted" }));
      });
    });
}

/** A step that never answers until aborted. */
export function hang(): FakeStep {
  return (_c, o) =>
    new Promise((resolve) => {
      o.signal.addEventListener("abort", () =>
        resolve(fauxAssistantMessage("", { stopReason: "aborted", errorMessage: "aborted" })),
      );
    });
}
