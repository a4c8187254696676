// The injection guard shell: scans tool calls and results through ports, records detections, fails closed/open.

import type { Action } from "../../state/actions.ts";
import {
  blankAllowed,
  blockReason,
  bounded,
  decide,
  failedReason,
  allowPathsOf,
  pathsAllowed,
  scansResultOf,
  targetOf,
  toolCallInputs,
  UNTRUSTED_FOOTER,
  untrustedHeader,
  withheldNotice,
  type Decision,
  type InjectionSettings,
} from "./policy.ts";
import { scan as defaultScan } from "./scan.ts";
import { combineScores, detectResult, type DetectResult } from "./detect.ts";
import { shippedModel } from "./model-asset.ts";
import type { EvidenceItem, InjectionSurface, ScanOptions, ScanResult } from "./types.ts";
import { errorText } from "../error-text.ts";
import type { JudgeRecord } from "../../state/judge.ts";
import { createJudgeStep, type DeferJudge, type Judged, type JudgePort } from "./guard-judge.ts";

export type { DeferJudge, JudgePort } from "./guard-judge.ts";

export type Scanner = (text: string, surface: InjectionSurface, options: ScanOptions) => ScanResult;

/** Memory across sessions (src/engine/memory): a sync lookup of remembered blocked content, and remembering. */
export interface MemoryPort {
  match(text: string): { score: number; evidence: EvidenceItem[] } | undefined;
  remember(
    text: string,
    kind: "blocked" | "withheld" | "violation",
    surface: InjectionSurface | undefined,
    score: number,
  ): void;
}

/** What an external detector (the bridge) answered about one text. */
export type BridgeAnswer =
  | { ok: true; score: number; evidence: EvidenceItem[] }
  | { ok: false; error: string; onFailure: "open" | "closed"; firstOfStreak: boolean; name: string };

/** The external detector as the guard sees it (src/engine/bridge): texts shorter than minChars are not sent. */
export interface BridgePort {
  minChars: number;
  check(text: string, surface: InjectionSurface): Promise<BridgeAnswer>;
}

export interface InjectionGuardPorts {
  settings(): InjectionSettings;
  cwd(): string;
  dispatch(action: Action): void;
  notify(message: string, level: "info" | "warning" | "error"): void;
  now(): number;
  newId(prefix: string): string;
  /** the scanner; tests pass a throwing one to check the fail-safe */
  scan?: Scanner;
  /** memory of content blocked in earlier sessions (absent: no memory) */
  memory?: MemoryPort;
  /** the external detector when one is configured (absent or undefined: the scan stays sync) */
  bridge?: () => BridgePort | undefined;
  /** whether the learned second stage loaded (default: the shipped asset); tests pass a broken one */
  modelStatus?: () => { error: string | null };
  /** the LLM judge of in-band scores (injectionDefense.judge); absent: never asked */
  judge?: JudgePort;
}

export interface ToolCallSeen {
  toolName: string;
  toolCallId?: string;
  input: Record<string, unknown>;
}

export interface ToolResultSeen extends ToolCallSeen {
  content: readonly { type: string; text?: string }[];
}

export type ToolResultChange = { content: { type: string; text?: string }[]; keepStructured: boolean } | undefined;

export function createInjectionGuard(ports: InjectionGuardPorts) {
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

  /** A result whose score is in the judge's band waits for the judge; any other is decided by the score at once. */
  function judgeResult(
    seen: ToolResultSeen,
    text: string,
    r: ScanResult,
    s: InjectionSettings,
  ): ToolResultChange | Promise<ToolResultChange> {
    const judge = judgeFor(r.score, s);
    if (!judge) return finishResult(seen, text, r, s);
    const request = {
      text,
      surface: "tool_result" as const,
      tool: seen.toolName,
      target: targetOf(seen.toolName, seen.input),
    };
    return ask(request, judge, r.score).then((j) => finishResult(seen, text, r, s, j));
  }

  function finishResult(
    seen: ToolResultSeen,
    text: string,
    r: ScanResult,
    s: InjectionSettings,
    j?: Judged,
  ): ToolResultChange {
    const scanner = decide(r.score, s);
    const after = j ? judged(j, scanner, `the ${seen.toolName} result`) : undefined;
    const decision = after?.decision ?? scanner;
    if (decision === "allow" && !after) return undefined;
    const target = targetOf(seen.toolName, seen.input);
    const failed = after?.judge.verdict === "failed";
    // a withheld result: the record keeps the exact text the agent gets instead (the fleet shows it)
    const notice = decision === "block" ? withheldNotice(seen.toolName, target, r.score) : undefined;
    record("tool_result", seen, {
      score: r.score,
      decision,
      evidence: r.evidence,
      original: text,
      reason: notice,
      ...(failed && decision !== "block" ? { error: `the injection judge failed: ${after?.judge.reason}` } : {}),
      ...(after ? { judge: after.judge, recordId: j?.recordId } : {}),
    });
    if (decision === "allow") return undefined;
    if (notice) {
      if (!failed) ports.memory?.remember(text, "withheld", "tool_result", r.score);
      if (!failed)
        ports.notify(
          `pi-sentinel: withheld the ${seen.toolName} result (injection confidence ${r.score.toFixed(2)}${after ? ", judged injection" : ""}); see /sentinel:fleet`,
          "warning",
        );
      return { content: [{ type: "text", text: notice }], keepStructured: false };
    }
    ports.notify(
      `pi-sentinel: the ${seen.toolName} result looks suspicious (injection confidence ${r.score.toFixed(2)}); marked untrusted`,
      "warning",
    );
    return {
      content: [
        { type: "text", text: untrustedHeader(seen.toolName, target, r.score) },
        ...seen.content,
        { type: "text", text: UNTRUSTED_FOOTER },
      ],
      keepStructured: true,
    };
  }

  type ResultScan =
    | { done: true; change: ToolResultChange }
    | { done: false; text: string; r: ScanResult; s: InjectionSettings };

  function scanResult(seen: ToolResultSeen, beforeScan?: (text: string, s: InjectionSettings) => void): ResultScan {
    checkModel();
    const s = ports.settings();
    if (!s.enabled || !scansResultOf(seen.toolName, s.scanToolResults)) return { done: true, change: undefined };
    if (pathsAllowed(allowPathsOf(seen.toolName, seen.input, ports.cwd()), s.allowPaths))
      return { done: true, change: undefined };
    const text = seen.content.map((c) => (c.type === "text" && typeof c.text === "string" ? c.text : "")).join("\n");
    if (text.trim() === "") return { done: true, change: undefined };
    beforeScan?.(text, s);
    let r: ScanResult;
    try {
      r = localScore(text, "tool_result", s);
    } catch (e) {
      record("tool_result", seen, { score: 0, decision: "warn", evidence: [], original: text, error: errorText(e) });
      ports.notify(
        `pi-sentinel: the injection scanner failed on the ${seen.toolName} result; passed through unscanned (fail open): ${errorText(e)}`,
        "warning",
      );
      return { done: true, change: undefined };
    }
    if (decide(r.score, s) === "block") return { done: true, change: finishResult(seen, text, r, s) };
    return { done: false, text, r, s };
  }

  /** tool_result without the bridge: withhold at the block threshold, wrap at the warn threshold; fails open with a warning. */
  function onToolResult(seen: ToolResultSeen): ToolResultChange {
    const c = scanResult(seen);
    return c.done ? c.change : finishResult(seen, c.text, c.r, c.s);
  }

  /** tool_result with the bridge when one is configured: sync (as onToolResult) without one. */
  function checkToolResult(seen: ToolResultSeen): ToolResultChange | Promise<ToolResultChange> {
    // the bridge is asked first, so its round trip overlaps our own scan
    let bridged: ReturnType<typeof askBridge<{ text: string; surface: InjectionSurface }>>;
    const c = scanResult(
      seen,
      (text, s) => (bridged = askBridge([{ text, surface: "tool_result" as InjectionSurface }], s)),
    );
    if (c.done) return c.change;
    if (!bridged) return judgeResult(seen, c.text, c.r, c.s);
    return bridged.pending.then(([a]): ToolResultChange | Promise<ToolResultChange> => {
      if (!a.ok) {
        bridgeFailed(a, `the ${seen.toolName} result`);
        if (a.onFailure === "closed") {
          const notice = withheldNotice(seen.toolName, targetOf(seen.toolName, seen.input), 1);
          // the detector's failure is the record's error; its reason is what the agent received
          record("tool_result", seen, {
            score: 1,
            decision: "block",
            evidence: [],
            original: c.text,
            error: a.error,
            reason: notice,
          });
          return { content: [{ type: "text", text: notice }], keepStructured: false };
        }
        return judgeResult(seen, c.text, c.r, c.s);
      }
      return judgeResult(
        seen,
        c.text,
        a.score > c.r.score ? { score: a.score, evidence: [...a.evidence, ...c.r.evidence] } : c.r,
        c.s,
      );
    });
  }

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
