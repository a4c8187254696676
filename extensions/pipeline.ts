// One tool_call and one tool_result handler for every guard: deterministic checks first, then the model-backed checks concurrently.

import type {
  ExtensionAPI,
  ExtensionContext,
  ToolCallEvent,
  ToolResultEvent,
  ToolResultEventResult,
} from "@earendil-works/pi-coding-agent";
import {
  applyResultChange,
  resultDelta,
  runChecks,
  type CheckStage,
  type ResultChange,
  type ResultView,
} from "../src/engine/pipeline.ts";
import { errorText } from "../src/engine/error-text.ts";

type Awaitable<T> = T | Promise<T>;

/** pi's own tool_call result shape: a guard's check returns it (or nothing), the pipeline combines them. */
export type ToolCallVerdict = { block?: boolean; reason?: string } | undefined;

export interface ToolCallCheck {
  guard: string;
  stage: CheckStage;
  check(event: ToolCallEvent, ctx: ExtensionContext): Awaitable<ToolCallVerdict>;
}

export interface ToolResultStep {
  guard: string;
  apply(event: ToolResultEvent, ctx: ExtensionContext): Awaitable<ResultChange | undefined>;
}

export interface ToolPipeline {
  onToolCall(check: ToolCallCheck): void;
  onToolResult(step: ToolResultStep): void;
}

function createToolPipeline(pi: ExtensionAPI): ToolPipeline {
  const checks: ToolCallCheck[] = [];
  const steps: ToolResultStep[] = [];

  pi.on("tool_call", (event, ctx) =>
    runChecks(checks.map((c) => ({ guard: c.guard, stage: c.stage, run: () => c.check(event, ctx) }))),
  );

  pi.on("tool_result", async (event, ctx) => {
    const before: ResultView = {
      content: event.content,
      isError: event.isError,
      structuredContent: event.structuredContent,
      details: event.details,
    };
    let view = before;
    for (const s of steps) {
      const seen = { ...event, ...view } as ToolResultEvent;
      try {
        view = applyResultChange(view, (await s.apply(seen, ctx)) ?? undefined);
      } catch (e) {
        console.error(`pi-sentinel: ${s.guard} failed on a tool result: ${errorText(e)}`);
      }
    }
    return resultDelta(before, view) as ToolResultEventResult | undefined;
  });

  return {
    onToolCall: (c) => void checks.push(c),
    onToolResult: (s) => void steps.push(s),
  };
}

const pipelines = new WeakMap<ExtensionAPI, ToolPipeline>();

/** The one pipeline of this extension instance; the first guard that asks registers pi's handlers. */
export function toolPipeline(pi: ExtensionAPI): ToolPipeline {
  let p = pipelines.get(pi);
  if (!p) {
    p = createToolPipeline(pi);
    pipelines.set(pi, p);
  }
  return p;
}
