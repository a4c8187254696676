// The injection guard on tool calls: scan the inputs, ask the bridge and the judge when configured, block or warn.

import {
  allowPathsOf,
  blockReason,
  decide,
  failedReason,
  pathsAllowed,
  targetOf,
  toolCallInputs,
  type InjectionSettings,
} from "./policy.ts";
import type { EvidenceItem, InjectionSurface } from "./types.ts";
import { errorText } from "../error-text.ts";
import type { DeferJudge, Judged } from "./guard-judge.ts";
import type { GuardCore } from "./guard-core.ts";
import type { InjectionGuardPorts, ToolCallSeen } from "./guard-ports.ts";

export function createCallGuard(ports: InjectionGuardPorts, core: GuardCore) {
  const { checkModel, judgeFor, judged, ask, record, localScore, bridgeFailed, askBridge } = core;

  type Worst = { score: number; evidence: EvidenceItem[]; text: string; surface: InjectionSurface };
  type CallVerdict = { block: true; reason: string } | undefined;

  function finishCall(
    seen: ToolCallSeen,
    worst: Worst | undefined,
    s: InjectionSettings,
    defer?: DeferJudge,
  ): { block: true; reason: string } | undefined {
    if (!worst) return undefined;
    const judge = defer ? judgeFor(worst.score, s) : undefined;
    if (judge) {
      // in the band: allowed for now; the pipeline's model stage asks the judge (beside sentinels and reviewers)
      const request = {
        text: worst.text,
        surface: worst.surface,
        tool: seen.toolName,
        target: targetOf(seen.toolName, seen.input),
      };
      defer?.(() => ask(request, judge, worst.score).then((j) => settleCall(seen, worst, s, j)));
      return undefined;
    }
    return settleCall(seen, worst, s);
  }

  function settleCall(seen: ToolCallSeen, worst: Worst, s: InjectionSettings, j?: Judged): CallVerdict {
    const scanner = decide(worst.score, s);
    const after = j ? judged(j, scanner, `a ${seen.toolName} call`) : undefined;
    const decision = after?.decision ?? scanner;
    if (decision === "allow" && !after) return undefined;
    const failed = after?.judge.verdict === "failed";
    const reason =
      decision !== "block"
        ? undefined
        : failed
          ? failedReason(seen.toolName, `the injection judge failed: ${after?.judge.reason}`)
          : blockReason(seen.toolName, worst.score);
    record(worst.surface, seen, {
      score: worst.score,
      decision,
      evidence: worst.evidence,
      original: worst.text,
      reason,
      ...(failed && decision !== "block" ? { error: `the injection judge failed: ${after?.judge.reason}` } : {}),
      ...(after ? { judge: after.judge, recordId: j?.recordId } : {}),
    });
    if (decision === "block" && !failed) ports.memory?.remember(worst.text, "blocked", worst.surface, worst.score);
    if (decision !== "allow" && !(failed && decision === "block"))
      ports.notify(
        `pi-sentinel: ${decision === "block" ? "blocked" : "warning on"} ${seen.toolName} call (injection confidence ${worst.score.toFixed(2)}${after && !failed ? `, judged ${after.judge.verdict}` : ""})`,
        "warning",
      );
    return reason ? { block: true, reason } : undefined;
  }

  type CallScan =
    | { done: true; verdict: CallVerdict }
    | { done: false; worst: Worst | undefined; inputs: ReturnType<typeof toolCallInputs>; s: InjectionSettings };

  /** Our own scan of a tool call's inputs; `done` when it decided without needing the bridge. */
  function scanCall(
    seen: ToolCallSeen,
    beforeScan?: (inputs: ReturnType<typeof toolCallInputs>, s: InjectionSettings) => void,
  ): CallScan {
    checkModel();
    const s = ports.settings();
    if (!s.enabled || !s.scanToolCalls) return { done: true, verdict: undefined };
    const inputs = toolCallInputs(seen.toolName, seen.input, s.tools);
    if (inputs.length === 0) return { done: true, verdict: undefined };
    if (pathsAllowed(allowPathsOf(seen.toolName, seen.input, ports.cwd()), s.allowPaths))
      return { done: true, verdict: undefined };
    beforeScan?.(inputs, s);
    let worst: Worst | undefined;
    try {
      for (const i of inputs) {
        const r = localScore(i.text, i.surface, s, i.scan);
        if (!worst || r.score > worst.score) worst = { ...r, text: i.text, surface: i.surface };
      }
    } catch (e) {
      const reason = failedReason(seen.toolName, errorText(e));
      record(inputs[0].surface, seen, {
        score: 1,
        decision: "block",
        evidence: [],
        original: inputs.map((i) => i.text).join("\n"),
        reason,
        error: errorText(e),
      });
      ports.notify(
        `pi-sentinel: the injection scanner failed on a ${seen.toolName} call; blocked (fail closed): ${errorText(e)}`,
        "error",
      );
      return { done: true, verdict: { block: true, reason } };
    }
    // already blocked by our own rules: no need to wait for the bridge (its answer, if asked, is dropped)
    if (worst && decide(worst.score, s) === "block") return { done: true, verdict: finishCall(seen, worst, s) };
    return { done: false, worst, inputs, s };
  }

  /** tool_call without the bridge: block at the block threshold (reason without rule names), record warnings; fails closed. */
  function onToolCall(seen: ToolCallSeen): CallVerdict {
    const c = scanCall(seen);
    return c.done ? c.verdict : finishCall(seen, c.worst, c.s);
  }

  /**
   * tool_call with the bridge when one is configured: sync (as onToolCall) without one. With `defer`, a score in the
   * judge's band is allowed here and its judgement handed to `defer` (the caller runs it in the pipeline's model stage).
   */
  function checkToolCall(seen: ToolCallSeen, defer?: DeferJudge): CallVerdict | Promise<CallVerdict> {
    // the bridge is asked first, so its round trip overlaps our own scan
    let bridged: ReturnType<typeof askBridge<ReturnType<typeof toolCallInputs>[number]>>;
    const c = scanCall(seen, (inputs, s) => (bridged = askBridge(inputs, s)));
    if (c.done) return c.verdict;
    if (!bridged) return finishCall(seen, c.worst, c.s, defer);
    const { asked, pending } = bridged;
    let worst = c.worst;
    return pending.then((answers): CallVerdict => {
      for (const [k, a] of answers.entries()) {
        const input = asked[k];
        if (!a.ok) {
          bridgeFailed(a, `a ${seen.toolName} call`);
          if (a.onFailure === "closed") {
            const reason = failedReason(seen.toolName, `the external detector ${a.name} failed: ${a.error}`);
            record(input.surface, seen, {
              score: 1,
              decision: "block",
              evidence: [],
              original: input.text,
              reason,
              error: a.error,
            });
            return { block: true, reason };
          }
          continue;
        }
        if (!worst || a.score > worst.score)
          worst = {
            score: a.score,
            evidence: [...a.evidence, ...(worst?.text === input.text ? worst.evidence : [])],
            text: input.text,
            surface: input.surface,
          };
      }
      return finishCall(seen, worst, c.s, defer);
    });
  }

  return { onToolCall, checkToolCall };
}
