// Wiring for the injection scanner: pi's tool_call / tool_result to the guard shell, its two tools, the judge's model port.

import {
  getAgentDir,
  type ExtensionAPI,
  type ExtensionContext,
  type ToolCallEvent,
} from "@earendil-works/pi-coding-agent";
import { createInjectionGuard, type Scanner, type ToolResultChange } from "../src/engine/injection/guard.ts";
import { createInjectionResources } from "../src/engine/injection/resources.ts";
import { resultPatch } from "../src/engine/injection/result-patch.ts";
import { createJudgeWiring } from "./injection-judge.ts";
import { registerInjectionTools } from "./injection-tools.ts";
import { toolPipeline } from "./pipeline.ts";
import type { Runtime } from "./runtime.ts";
import { openSession, type SessionScope } from "./session-scope.ts";

export interface InjectionWiringOptions {
  /** replace the scanner (tests inject a throwing one to check fail closed / fail open) */
  scan?: Scanner;
}

export function registerInjection(pi: ExtensionAPI, rt: Runtime, options: InjectionWiringOptions = {}): void {
  /** the session's own ctx, captured at session_start (an event before it, with no bound UI, stands in) */
  let session: SessionScope | undefined;
  // a pure read: the config is refreshed once when an event arrives (enter), never as a side effect of reading it
  const settings = () => rt.store.getState().config.settings.injectionDefense;
  const enter = (c: ExtensionContext): void => {
    session ??= openSession(pi, rt, c);
    rt.refreshConfig(c);
  };
  const resources = createInjectionResources({
    settings,
    agentDir: () => getAgentDir(),
    cwd: () => session?.ctx.cwd,
    warn: (message) => (session?.ctx.hasUI ? session.notify(message, "warning") : console.error(message)),
  });
  // the LLM judge of in-band scores (injectionDefense.judge): its model is checked at start, asked per in-band text
  const judge = createJudgeWiring(rt, () => session?.ctx);
  pi.on("session_start", (_event, c) => {
    session = openSession(pi, rt, c);
    rt.refreshConfig(c);
    judge.checkModel(c);
  });
  pi.on("session_shutdown", () => resources.dispose());
  const guard = createInjectionGuard({
    settings,
    cwd: () => session?.ctx.cwd ?? process.cwd(),
    dispatch: (action) => rt.dispatch(action),
    notify: (message, level) => session?.notify(message, level),
    now: () => rt.now(),
    newId: (prefix) => rt.newId(prefix),
    scan: options.scan,
    memory: resources.memory,
    bridge: () => resources.bridge(),
    judge: judge.port,
  });
  judge.onCancel(guard.cancelJudgement);

  const pipeline = toolPipeline(pi);
  // a tool call whose score is in the judge's band is allowed by the deterministic stage and judged in the model stage,
  // beside blocking sentinels and reviewers (the same event object reaches both stages)
  const judging = new WeakMap<ToolCallEvent, () => Promise<{ block: true; reason: string } | undefined>>();
  pipeline.onToolCall({
    guard: "injection scanner",
    stage: "deterministic",
    check: (event, c) => {
      enter(c);
      const call = {
        toolName: event.toolName,
        toolCallId: event.toolCallId,
        input: event.input as Record<string, unknown>,
      };
      return guard.checkToolCall(call, (run) => judging.set(event, run));
    },
  });
  pipeline.onToolCall({
    guard: "injection scanner",
    stage: "model",
    check: (event) => {
      const run = judging.get(event);
      judging.delete(event);
      return run?.();
    },
  });
  pipeline.onToolResult({
    guard: "injection scanner",
    apply: (event, c) => {
      enter(c);
      const { toolName, toolCallId, input, content } = event;
      const change = guard.checkToolResult({ toolName, toolCallId, input, content });
      const patch = (ch: ToolResultChange) => resultPatch<typeof content>(ch, event.structuredContent);
      // sync without a bridge (as fast as before); a promise only when an external detector is asked
      return change instanceof Promise ? change.then(patch) : patch(change);
    },
  });
  registerInjectionTools(pi, guard, enter);
}
