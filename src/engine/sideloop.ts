// The ONE side-loop LLM call with a verdict tool, shared by sentinels, reviewers and the configure dialog.
//
// How to use (reviewers, configure dialog):
//
//   import { runSideLoop, type VerdictTool } from "../engine/sideloop.ts";
//   import { registryModelPort, createBuiltinTools } from "../engine/model-port.ts";
//   const port = registryModelPort(ctx.modelRegistry);            // or a fake ModelPort in unit tests
//   const result = await runSideLoop({
//     port, model: "provider/modelId",                             // or a PortModel from port.resolve()
//     systemPrompt, userText,
//     tools: await createBuiltinTools(["read", "grep"], ctx.cwd),  // host tools the side loop may call
//     verdictTool: { name: "review_verdict", description, parameters: Type.Object({...}), validate: (args) => ... },
//     maxTurns: 4, thinking: "off", signal, timeoutMs: 30_000,
//     onProgress: ({ turns, toolCalls, tail }) => dispatch({ type: "audit/progressed", ... }),
//     steering: { take: () => drainSteeringTexts() },
//   });
//   if (result.ok) use(result.value); else fail(result.error, result.kind);
//
// Guarantees: never rejects; the value comes ONLY from a valid call of the verdict tool (prose is never
// parsed); usage (tokens + cost) is summed over all turns, also on failure; steering texts are added as user
// messages right before the next model request; the side loop's own tool calls never go through pi's
// tool_call hooks (so guards cannot recurse).

import type { AssistantMessage, Context, ToolCall, ToolResultMessage } from "@earendil-works/pi-ai";
import { runToolCall } from "@earendil-works/pi-agent-core";
import type { AuditToolCall } from "../state/actions.ts";
import { errorText } from "./error-text.ts";
import type { PortModel } from "./model-port.ts";
import {
  addUsage,
  argsText,
  TAIL_MAX,
  toolResultMessage,
  userMessage,
  zeroUsage,
  type SideLoopOptions,
} from "./sideloop-parts.ts";
import {
  checkVerdict,
  strictestVerdict,
  type SideLoopCommon,
  type SideLoopFailureKind,
  type SideLoopResult,
} from "./sideloop-verdict.ts";

export type { SideLoopFailureKind, SideLoopResult, VerdictCheck, VerdictTool } from "./sideloop-verdict.ts";
export type { SideLoopOptions, SideLoopProgress } from "./sideloop-parts.ts";
export { addUsage, zeroUsage } from "./sideloop-parts.ts";

class Stopped extends Error {}
class Steered extends Error {}

/** Re-asks after steering do not count as turns, but are bounded so a flood of steering cannot loop forever. */
const MAX_STEERED_REQUESTS = 20;

/** Runs one side loop to a verdict. Never rejects. */
export async function runSideLoop<T>(o: SideLoopOptions<T>): Promise<SideLoopResult<T>> {
  const usage = zeroUsage();
  const toolCalls: AuditToolCall[] = [];
  const tools = o.tools ?? [];
  const maxTurns = Math.max(1, Math.floor(o.maxTurns ?? (tools.length > 0 ? 4 : 1)));
  let turns = 0;
  let label: string | undefined;
  let tail = "";
  let lastTextReport = 0;
  const interval = o.progressIntervalMs ?? 200;

  const controller = new AbortController();
  let timedOut = false;
  let externalReason: string | undefined;
  const onExternalAbort = (): void => {
    const r = o.signal?.reason;
    externalReason = typeof r === "string" ? r : r instanceof Error && r.name !== "AbortError" ? r.message : undefined;
    controller.abort();
  };
  if (o.signal?.aborted) onExternalAbort();
  else o.signal?.addEventListener("abort", onExternalAbort, { once: true });
  const timer =
    o.timeoutMs && o.timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, o.timeoutMs)
      : undefined;
  // one promise that settles when the loop must stop, so a port that ignores the signal cannot hang us
  const stopped = new Promise<never>((_, reject) => {
    if (controller.signal.aborted) reject(new Stopped());
    controller.signal.addEventListener("abort", () => reject(new Stopped()), { once: true });
  });
  stopped.catch(() => undefined);

  // steering that arrives while a model request is in flight interrupts that request (not the loop)
  let interrupt: (() => void) | undefined;
  let steeredRequests = 0;
  const unsubscribeSteering = o.steering?.subscribe?.(() => interrupt?.());

  const common = (): SideLoopCommon => ({
    usage,
    turns,
    toolCalls: [...toolCalls],
    ...(label ? { model: label } : {}),
  });
  const fail = (kind: SideLoopFailureKind, error: string): SideLoopResult<T> => ({
    ok: false,
    kind,
    error,
    ...common(),
  });
  const stopFailure = (): SideLoopResult<T> =>
    timedOut ? fail("timeout", `timed out after ${o.timeoutMs} ms`) : fail("aborted", externalReason ?? "aborted");
  const progress = (): void => {
    try {
      o.onProgress?.({ turns, toolCalls: [...toolCalls], tail });
    } catch {
      // a progress listener never breaks the loop
    }
  };

  try {
    let model: PortModel;
    if (typeof o.model === "string") {
      const r = o.port.resolve(o.model);
      if (!r.ok) return fail("unresolved", r.error);
      model = r.model;
    } else model = o.model;
    label = model.label;

    const verdictDef = {
      name: o.verdictTool.name,
      description: o.verdictTool.description,
      parameters: o.verdictTool.parameters,
    };
    const context: Context = {
      systemPrompt: o.systemPrompt,
      messages: [userMessage(o.userText)],
      tools: [
        ...tools.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters })),
        verdictDef,
      ] as Context["tools"],
    };

    for (turns = 1; turns <= maxTurns; turns++) {
      if (controller.signal.aborted) return stopFailure();
      for (const text of o.steering?.take() ?? []) context.messages.push(userMessage(text));
      progress();
      let reply: AssistantMessage;
      const request = new AbortController();
      const onLoopAbort = (): void => request.abort();
      controller.signal.addEventListener("abort", onLoopAbort, { once: true });
      const steered = new Promise<never>((_, reject) => {
        interrupt = () => {
          if (steeredRequests >= MAX_STEERED_REQUESTS) return;
          steeredRequests++;
          request.abort();
          reject(new Steered());
        };
      });
      steered.catch(() => undefined);
      try {
        reply = await Promise.race([
          o.port.stream(model, context, {
            signal: request.signal,
            thinking: o.thinking,
            onEvent: (ev) => {
              if (ev.type !== "text_delta" && ev.type !== "thinking_delta") return;
              tail = (tail + ev.delta).slice(-TAIL_MAX);
              const now = Date.now();
              if (now - lastTextReport >= interval) {
                lastTextReport = now;
                progress();
              }
            },
          }),
          stopped,
          steered,
        ]);
      } catch (e) {
        if (e instanceof Stopped || controller.signal.aborted) return stopFailure();
        if (e instanceof Steered) {
          turns--; // asked again with the steering appended: the interrupted request does not use up a turn
          continue;
        }
        return fail("model", `model request failed: ${errorText(e)}`);
      } finally {
        interrupt = undefined;
        controller.signal.removeEventListener("abort", onLoopAbort);
      }
      addUsage(usage, reply.usage);
      if (controller.signal.aborted) return stopFailure();
      if (reply.stopReason === "error" || reply.stopReason === "aborted") {
        return fail("model", `model error: ${reply.errorMessage ?? reply.stopReason}`);
      }
      context.messages.push(reply);
      const calls = reply.content.filter((c): c is ToolCall => c.type === "toolCall");
      const verdictCalls = calls.filter((c) => c.name === o.verdictTool.name);
      if (verdictCalls.length > 0) {
        for (const c of verdictCalls) toolCalls.push({ name: c.name, args: argsText(c.arguments) });
        const late = steeredRequests < MAX_STEERED_REQUESTS ? (o.steering?.take() ?? []) : [];
        if (late.length > 0) {
          // steering came in with this verdict: answer the calls, add the steering, and ask once more
          steeredRequests++;
          for (const call of calls)
            context.messages.push(
              toolResultMessage(
                call,
                "Not recorded yet: the user sent steering. Consider it and call the verdict tool again.",
              ),
            );
          for (const text of late) context.messages.push(userMessage(text));
          turns--;
          continue;
        }
        progress();
        return strictestVerdict(
          o.verdictTool,
          verdictCalls.map((c) => checkVerdict(o.verdictTool, c, common, fail)),
        );
      }
      if (turns >= maxTurns) {
        return fail("no-verdict", `no ${o.verdictTool.name} call within ${maxTurns} turn${maxTurns === 1 ? "" : "s"}`);
      }
      if (calls.length === 0) {
        context.messages.push(userMessage(`Answer only by calling the ${o.verdictTool.name} tool.`));
        continue;
      }
      const results = await Promise.race([
        Promise.all(
          calls.map((call) =>
            runToolCall(call, {
              tools,
              assistantMessage: reply,
              context: { messages: context.messages, tools: [...tools] },
              signal: controller.signal,
            }),
          ),
        ),
        stopped,
      ]).catch((e: unknown) => (e instanceof Stopped ? undefined : Promise.reject(e)));
      if (!results) return stopFailure();
      for (const out of results) {
        toolCalls.push({
          name: out.toolCall.name,
          args: argsText(out.toolCall.arguments),
          ...(out.isError ? { isError: true } : {}),
        });
        const msg: ToolResultMessage = {
          role: "toolResult",
          toolCallId: out.toolCall.id,
          toolName: out.toolCall.name,
          content: out.result.content ?? [],
          isError: out.isError,
          timestamp: Date.now(),
        };
        context.messages.push(msg);
      }
      progress();
    }
    turns = maxTurns;
    return fail("no-verdict", `no ${o.verdictTool.name} call within ${maxTurns} turns`);
  } catch (e) {
    if (controller.signal.aborted) return stopFailure();
    return fail("model", `side loop failed: ${errorText(e)}`);
  } finally {
    unsubscribeSteering?.();
    if (timer) clearTimeout(timer);
    o.signal?.removeEventListener("abort", onExternalAbort);
    if (!controller.signal.aborted) controller.abort(); // stops any tool still running after a verdict
  }
}
