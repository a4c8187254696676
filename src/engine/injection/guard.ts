// The injection guard shell: scans tool calls and results through ports, records detections, fails closed/open.

import type { Action } from "../../state/actions.ts";
import {
  blankAllowed,
  blockReason,
  bounded,
  decide,
  failedReason,
  pathAllowed,
  relativePathOf,
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
import type { EvidenceItem, InjectionSurface, ScanOptions, ScanResult } from "./types.ts";

export type Scanner = (text: string, surface: InjectionSurface, options: ScanOptions) => ScanResult;

export interface InjectionGuardPorts {
  settings(): InjectionSettings;
  cwd(): string;
  dispatch(action: Action): void;
  notify(message: string, level: "info" | "warning" | "error"): void;
  now(): number;
  newId(prefix: string): string;
  /** the scanner; tests pass a throwing one to check the fail-safe */
  scan?: Scanner;
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

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function createInjectionGuard(ports: InjectionGuardPorts) {
  const scanner: Scanner = ports.scan ?? defaultScan;

  const record = (
    surface: InjectionSurface,
    seen: ToolCallSeen,
    r: { score: number; decision: Decision; evidence: EvidenceItem[]; original: string; reason?: string; error?: string },
  ): void => {
    ports.dispatch({
      type: "injection/scanned",
      id: ports.newId("inj"),
      surface,
      tool: seen.toolName,
      toolCallId: seen.toolCallId,
      target: targetOf(seen.toolName, seen.input),
      score: r.score,
      decision: r.decision,
      evidence: r.evidence.slice(0, 16).map((e) => ({ ...e, excerpt: r.original.slice(e.start, Math.min(e.end, e.start + 120)) })),
      original: bounded(r.original),
      reason: r.reason,
      error: r.error,
      at: ports.now(),
    });
  };

  /** tool_call: block at the block threshold (reason without rule names), record warnings; fails closed. */
  function onToolCall(seen: ToolCallSeen): { block: true; reason: string } | undefined {
    const s = ports.settings();
    if (!s.enabled || !s.scanToolCalls) return undefined;
    const inputs = toolCallInputs(seen.toolName, seen.input, s.tools);
    if (inputs.length === 0) return undefined;
    if (pathAllowed(relativePathOf(seen.input, ports.cwd()), s.allowPaths)) return undefined;
    let worst: { score: number; evidence: EvidenceItem[]; text: string; surface: InjectionSurface } | undefined;
    try {
      for (const i of inputs) {
        const r = scanner(blankAllowed(i.text, s.allowPatterns), i.surface, { heuristicEnabled: s.heuristicEnabled, ...i.scan });
        if (!worst || r.score > worst.score) worst = { ...r, text: i.text, surface: i.surface };
      }
    } catch (e) {
      const reason = failedReason(seen.toolName, errorText(e));
      record(inputs[0].surface, seen, { score: 1, decision: "block", evidence: [], original: inputs.map((i) => i.text).join("\n"), reason, error: errorText(e) });
      ports.notify(`pi-sentinel: the injection scanner failed on a ${seen.toolName} call; blocked (fail closed): ${errorText(e)}`, "error");
      return { block: true, reason };
    }
    if (!worst) return undefined;
    const decision = decide(worst.score, s);
    if (decision === "allow") return undefined;
    const reason = decision === "block" ? blockReason(seen.toolName, worst.score) : undefined;
    record(worst.surface, seen, { score: worst.score, decision, evidence: worst.evidence, original: worst.text, reason });
    ports.notify(
      `pi-sentinel: ${decision === "block" ? "blocked" : "warning on"} ${seen.toolName} call (injection confidence ${worst.score.toFixed(2)})`,
      "warning",
    );
    return reason ? { block: true, reason } : undefined;
  }

  /** tool_result: withhold at the block threshold, wrap at the warn threshold; fails open with a warning. */
  function onToolResult(seen: ToolResultSeen): ToolResultChange {
    const s = ports.settings();
    if (!s.enabled || !scansResultOf(seen.toolName, s.scanToolResults)) return undefined;
    if (pathAllowed(relativePathOf(seen.input, ports.cwd()), s.allowPaths)) return undefined;
    const text = seen.content.map((c) => (c.type === "text" && typeof c.text === "string" ? c.text : "")).join("\n");
    if (text.trim() === "") return undefined;
    let r: ScanResult;
    try {
      r = scanner(blankAllowed(text, s.allowPatterns), "tool_result", { heuristicEnabled: s.heuristicEnabled });
    } catch (e) {
      record("tool_result", seen, { score: 0, decision: "warn", evidence: [], original: text, error: errorText(e) });
      ports.notify(`pi-sentinel: the injection scanner failed on the ${seen.toolName} result; passed through unscanned (fail open): ${errorText(e)}`, "warning");
      return undefined;
    }
    const decision = decide(r.score, s);
    if (decision === "allow") return undefined;
    const target = targetOf(seen.toolName, seen.input);
    record("tool_result", seen, { score: r.score, decision, evidence: r.evidence, original: text });
    if (decision === "block") {
      ports.notify(`pi-sentinel: withheld the ${seen.toolName} result (injection confidence ${r.score.toFixed(2)}); see /sentinel:fleet`, "warning");
      return { content: [{ type: "text", text: withheldNotice(seen.toolName, target, r.score) }], keepStructured: false };
    }
    ports.notify(`pi-sentinel: the ${seen.toolName} result looks suspicious (injection confidence ${r.score.toFixed(2)}); marked untrusted`, "warning");
    return {
      content: [{ type: "text", text: untrustedHeader(seen.toolName, target, r.score) }, ...seen.content, { type: "text", text: UNTRUSTED_FOOTER }],
      keepStructured: true,
    };
  }

  function onViolationLogged(description: string, source: string | undefined): string {
    const id = ports.newId("inj");
    ports.dispatch({ type: "injection/violationLogged", id, description, source, at: ports.now() });
    ports.notify(`pi-sentinel: the agent reported a suspected injection${source ? ` in ${source}` : ""}: ${description}`, "warning");
    return id;
  }

  return { onToolCall, onToolResult, onViolationLogged };
}

export type InjectionGuard = ReturnType<typeof createInjectionGuard>;
