// The side loop's options and progress report, and the small helpers it builds its messages and usage with.

import type { Message, ToolCall, ToolResultMessage, Usage as PiUsage } from "@earendil-works/pi-ai";
import type { AuditToolCall, Usage } from "../state/actions.ts";
import type { ThinkingLevel } from "../state/config-model.ts";
import type { AnyAgentTool, ModelPort, PortModel } from "./model-port.ts";
import type { VerdictTool } from "./sideloop-verdict.ts";

export interface SideLoopProgress {
  /** model requests made so far (the current one included) */
  turns: number;
  toolCalls: AuditToolCall[];
  /** the streamed text (and thinking) tail, at most 2000 characters */
  tail: string;
}

export interface SideLoopOptions<T> {
  port: ModelPort;
  /** "provider/modelId" (resolved through the port) or an already resolved model */
  model: string | PortModel;
  systemPrompt: string;
  userText: string;
  /** host tools the side loop may call (e.g. from createBuiltinTools); the verdict tool is added automatically */
  tools?: readonly AnyAgentTool[];
  verdictTool: VerdictTool<T>;
  /** model requests at most; default 4 with tools, 1 without */
  maxTurns?: number;
  thinking?: ThinkingLevel;
  /** aborting it ends the loop with kind "aborted"; a string `reason` becomes the error text */
  signal?: AbortSignal;
  /** 0 or absent: no timeout */
  timeoutMs?: number;
  /** called at each turn start, after tool calls, and on streamed text (throttled) */
  onProgress?: (p: SideLoopProgress) => void;
  /** minimum ms between streamed-text progress reports (default 200) */
  progressIntervalMs?: number;
  /**
   * Steering from the user: drained before every model request, each text one extra user message. `subscribe` tells
   * the loop a text arrived: an in-flight request is then dropped and asked again with the steering appended, and a
   * verdict that arrived with steering still pending is not final (one more turn), so steering is never lost.
   */
  steering?: { take(): string[]; subscribe?(onSteer: () => void): () => void };
}

export const TAIL_MAX = 2000;
const ARGS_MAX = 300;

export function zeroUsage(): Usage {
  return { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 0, cost: 0 };
}

export function addUsage(into: Usage, u: PiUsage | undefined): void {
  if (!u) return;
  into.input += u.input || 0;
  into.output += u.output || 0;
  into.cacheRead += u.cacheRead || 0;
  into.cacheWrite += u.cacheWrite || 0;
  into.totalTokens += u.totalTokens || 0;
  into.cost += u.cost?.total || 0;
}

export function argsText(args: unknown): string {
  let s: string;
  try {
    s = JSON.stringify(args) ?? "";
  } catch {
    s = "[unserializable]";
  }
  return s.length > ARGS_MAX ? `${s.slice(0, ARGS_MAX)}…` : s;
}

export function toolResultMessage(call: ToolCall, text: string): ToolResultMessage {
  return {
    role: "toolResult",
    toolCallId: call.id,
    toolName: call.name,
    content: [{ type: "text", text }],
    isError: false,
    timestamp: Date.now(),
  };
}

export function userMessage(text: string): Message {
  return { role: "user", content: text, timestamp: Date.now() };
}
