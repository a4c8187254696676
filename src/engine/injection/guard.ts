// The injection guard shell: scans tool calls and results through ports, records detections, fails closed/open.

import { decide } from "./policy.ts";
import { combineScores, detectResult, type DetectResult } from "./detect.ts";
import type { InjectionSurface } from "./types.ts";
import { createGuardCore } from "./guard-core.ts";
import { createCallGuard } from "./guard-call.ts";
import { createResultGuard } from "./guard-result.ts";
import type { InjectionGuardPorts } from "./guard-ports.ts";

export type { DeferJudge, JudgePort } from "./guard-judge.ts";
export type {
  BridgeAnswer,
  BridgePort,
  InjectionGuardPorts,
  MemoryPort,
  Scanner,
  ToolCallSeen,
  ToolResultChange,
  ToolResultSeen,
} from "./guard-ports.ts";

export function createInjectionGuard(ports: InjectionGuardPorts) {
  const core = createGuardCore(ports);
  const { localScore, bridgeFailed, askBridge, cancelJudgement } = core;
  const { onToolCall, checkToolCall } = createCallGuard(ports, core);
  const { onToolResult, checkToolResult } = createResultGuard(ports, core);

  /** detect_injection for the agent's tool: our score (with memory and the bridge when configured), offsets only. */
  function detect(text: string, surface: InjectionSurface): DetectResult | Promise<DetectResult> {
    const s = ports.settings();
    const bridged = askBridge([{ text, surface }], s);
    const r = localScore(text, surface, s);
    if (!bridged || decide(r.score, s) === "block") return detectResult(text.length, r, s);
    return bridged.pending.then(([a]) => {
      if (!a.ok) {
        bridgeFailed(a, "a detect_injection call");
        return detectResult(
          text.length,
          a.onFailure === "closed"
            ? {
                score: 1,
                evidence: [{ rule: "bridge.failed", category: `bridge:${a.name}`, start: 0, end: text.length }],
              }
            : r,
          s,
        );
      }
      return detectResult(text.length, combineScores(r, a), s);
    });
  }

  function onViolationLogged(description: string, source: string | undefined): string {
    const id = ports.newId("inj");
    ports.dispatch({ type: "injection/violationLogged", id, description, source, at: ports.now() });
    ports.memory?.remember(description, "violation", undefined, 1);
    ports.notify(
      `pi-sentinel: the agent reported a suspected injection${source ? ` in ${source}` : ""}: ${description}`,
      "warning",
    );
    return id;
  }

  return { onToolCall, onToolResult, checkToolCall, checkToolResult, onViolationLogged, detect, cancelJudgement };
}
