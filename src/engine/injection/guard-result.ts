// The injection guard on tool results: scan the text, ask the bridge and the judge when configured, withhold or wrap.

import {
  allowPathsOf,
  decide,
  pathsAllowed,
  scansResultOf,
  targetOf,
  UNTRUSTED_FOOTER,
  untrustedHeader,
  withheldNotice,
  type InjectionSettings,
} from "./policy.ts";
import type { InjectionSurface, ScanResult } from "./types.ts";
import { errorText } from "../error-text.ts";
import type { Judged } from "./guard-judge.ts";
import type { GuardCore } from "./guard-core.ts";
import type { InjectionGuardPorts, ToolResultChange, ToolResultSeen } from "./guard-ports.ts";

export function createResultGuard(ports: InjectionGuardPorts, core: GuardCore) {
  const { checkModel, judgeFor, judged, ask, record, localScore, bridgeFailed, askBridge } = core;

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

  return { onToolResult, checkToolResult };
}
