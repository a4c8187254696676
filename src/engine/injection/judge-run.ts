// The injection judge's shell: one side-loop model call per in-band text (fenced, verdict by tool call, timed); never rejects.

import type { ModelPort } from "../model-port.ts";
import { newFence, randomHex } from "../sentinel/prompt.ts";
import { runSideLoop } from "../sideloop.ts";
import {
  judgeMessage,
  judgeSystemPrompt,
  judgeVerdictTool,
  type JudgeAnswer,
  type JudgeRequest,
  type ResolvedJudge,
} from "./judge.ts";

export interface JudgeRunOptions {
  port: ModelPort;
  /** "provider/modelId" (judge.model, else defaults.model, else the session model); undefined: none known */
  model: string | undefined;
  judge: ResolvedJudge;
  request: JudgeRequest;
  now: () => number;
  signal?: AbortSignal;
  /** fresh per judgement (tests pass a fixed one) */
  fence?: string;
}

/** Asks the judge model once (no tools, one turn): a reply without a valid verdict tool call is a failure. */
export async function runJudge(o: JudgeRunOptions): Promise<JudgeAnswer> {
  const started = o.now();
  if (!o.model)
    return {
      verdict: "failed",
      reason: "no judge model: set injectionDefense.judge.model (or defaults.model)",
      durationMs: 0,
    };
  const fence = o.fence ?? newFence(() => randomHex());
  const r = await runSideLoop({
    port: o.port,
    model: o.model,
    systemPrompt: judgeSystemPrompt(fence),
    userText: judgeMessage(o.request, fence),
    verdictTool: judgeVerdictTool,
    maxTurns: 1,
    thinking: "off",
    timeoutMs: o.judge.timeoutMs,
    signal: o.signal,
  });
  const common = {
    model: r.model ?? o.model,
    durationMs: Math.max(0, o.now() - started),
    ...(r.turns > 0 ? { usage: r.usage } : {}),
  };
  if (r.ok) return { verdict: r.value.verdict, reason: r.value.reason, ...common };
  return { verdict: "failed", reason: `${r.kind}: ${r.error}`, ...common };
}
