// The injection guard's shared steps: the model check, the record of a decision, our own score, the bridge's answers.

import { blankAllowed, bounded, targetOf, type Decision, type InjectionSettings } from "./policy.ts";
import { scan as defaultScan } from "./scan.ts";
import { combineScores } from "./detect.ts";
import { shippedModel } from "./model-asset.ts";
import type { EvidenceItem, InjectionSurface, ScanOptions, ScanResult } from "./types.ts";
import type { JudgeRecord } from "../../state/judge.ts";
import { createJudgeStep } from "./guard-judge.ts";
import type { BridgeAnswer, InjectionGuardPorts, Scanner, ToolCallSeen } from "./guard-ports.ts";

export type GuardCore = ReturnType<typeof createGuardCore>;

export function createGuardCore(ports: InjectionGuardPorts) {
  const scanner: Scanner = ports.scan ?? defaultScan;
  // the learned second stage fails open to the rules; say so once instead of silently scanning with less
  let modelChecked = ports.scan !== undefined && ports.modelStatus === undefined;
  const checkModel = (): void => {
    if (modelChecked) return;
    modelChecked = true;
    const { error } = (ports.modelStatus ?? shippedModel)();
    if (error)
      ports.notify(
        `pi-sentinel: the injection scanner's learned model is unavailable (${error}); scanning with the rules alone`,
        "warning",
      );
  };

  const { judgeFor, judged, ask, cancel: cancelJudgement } = createJudgeStep(ports.judge, ports.notify, ports);

  const record = (
    surface: InjectionSurface,
    seen: ToolCallSeen,
    r: {
      score: number;
      decision: Decision;
      evidence: EvidenceItem[];
      original: string;
      reason?: string;
      error?: string;
      judge?: JudgeRecord;
      /** a judged text finishes the record its judgement started */
      recordId?: string;
    },
  ): void => {
    ports.dispatch({
      type: "injection/scanned",
      id: r.recordId ?? ports.newId("inj"),
      surface,
      tool: seen.toolName,
      toolCallId: seen.toolCallId,
      target: targetOf(seen.toolName, seen.input),
      score: r.score,
      decision: r.decision,
      evidence: r.evidence
        .slice(0, 16)
        .map((e) => ({ ...e, excerpt: r.original.slice(e.start, Math.min(e.end, e.start + 120)) })),
      original: bounded(r.original),
      reason: r.reason,
      error: r.error,
      ...(r.judge ? { judge: r.judge } : {}),
      at: ports.now(),
    });
  };

  /** Our score of one text: the scanner, raised by the memory of content blocked before. Sync. */
  function localScore(
    text: string,
    surface: InjectionSurface,
    s: InjectionSettings,
    extra: ScanOptions = {},
  ): ScanResult {
    const r = scanner(blankAllowed(text, s.allowPatterns), surface, { heuristicEnabled: s.heuristicEnabled, ...extra });
    return ports.memory ? combineScores(r, ports.memory.match(text)) : r;
  }

  /** A failed bridge call: one warning per failure streak; the caller blocks when it fails closed. */
  function bridgeFailed(a: Extract<BridgeAnswer, { ok: false }>, where: string): void {
    if (a.onFailure === "closed") {
      ports.notify(
        `pi-sentinel: the injection bridge ${a.name} failed on ${where} (${a.error}); blocked (onFailure "closed")`,
        "error",
      );
    } else if (a.firstOfStreak) {
      ports.notify(
        `pi-sentinel: the injection bridge ${a.name} failed on ${where} (${a.error}); passing on our own score (fail open) until it answers again`,
        "warning",
      );
    }
  }

  /** The bridge's answers for texts long enough to send; undefined when no bridge is configured (stay sync). */
  function askBridge<T extends { text: string; surface: InjectionSurface }>(
    texts: T[],
    s: InjectionSettings,
  ): { asked: T[]; pending: Promise<BridgeAnswer[]> } | undefined {
    const bridge = ports.bridge?.();
    if (!bridge) return undefined;
    const asked = texts.filter((t) => t.text.length >= bridge.minChars);
    if (asked.length === 0) return undefined;
    return {
      asked,
      pending: Promise.all(asked.map((t) => bridge.check(blankAllowed(t.text, s.allowPatterns), t.surface))),
    };
  }

  return { checkModel, judgeFor, judged, ask, cancelJudgement, record, localScore, bridgeFailed, askBridge };
}
