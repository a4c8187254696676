// The side loop's verdict: the verdict tool's shape, the result types, and how verdict calls become one result (validated, strictest wins).

import type { ToolCall } from "@earendil-works/pi-ai";
import { validateToolArguments } from "@earendil-works/pi-ai";
import type { AuditToolCall, Usage } from "../state/actions.ts";
import { errorText } from "./error-text.ts";

export type VerdictCheck<T> = { ok: true; value: T } | { ok: false; error: string };

/** The tool whose call ends the side loop with a value. */
export interface VerdictTool<T> {
  name: string;
  description: string;
  /** a TypeBox object schema (JSON Schema); arguments are validated and coerced against it first */
  parameters: object;
  /** extra checks / mapping of the schema-valid arguments; absent: the arguments are the value */
  validate?: (args: Record<string, unknown>) => VerdictCheck<T>;
  /**
   * How strict a value is (higher = stricter). When the model calls the verdict tool more than once in a reply,
   * the strictest valid value wins; absent: the first call wins.
   */
  severity?: (value: T) => number;
  /** the severity of the strictest possible value (fail / rejected); it wins even next to a broken call */
  maxSeverity?: number;
}

export type SideLoopFailureKind = "unresolved" | "model" | "timeout" | "aborted" | "no-verdict" | "invalid-verdict";

export interface SideLoopCommon {
  usage: Usage;
  turns: number;
  toolCalls: AuditToolCall[];
  /** "provider/modelId" when resolved */
  model?: string;
}

export type SideLoopResult<T> =
  | ({ ok: true; value: T } & SideLoopCommon)
  | ({ ok: false; error: string; kind: SideLoopFailureKind } & SideLoopCommon);

export function checkVerdict<T>(
  tool: VerdictTool<T>,
  call: ToolCall,
  common: () => SideLoopCommon,
  fail: (kind: SideLoopFailureKind, error: string) => SideLoopResult<T>,
): SideLoopResult<T> {
  if (call.argumentsError) return fail("invalid-verdict", `invalid ${tool.name} arguments: ${call.argumentsError}`);
  let args: Record<string, unknown>;
  try {
    args = validateToolArguments(
      { name: tool.name, description: tool.description, parameters: tool.parameters },
      call,
    ) as Record<string, unknown>;
  } catch (e) {
    return fail("invalid-verdict", `invalid ${tool.name} arguments: ${errorText(e)}`);
  }
  if (!tool.validate) return { ok: true, value: args as T, ...common() };
  let checked: VerdictCheck<T>;
  try {
    checked = tool.validate(args);
  } catch (e) {
    return fail("invalid-verdict", `invalid ${tool.name} arguments: ${errorText(e)}`);
  }
  return checked.ok
    ? { ok: true, value: checked.value, ...common() }
    : fail("invalid-verdict", `invalid ${tool.name} arguments: ${checked.error}`);
}

/**
 * Several verdict calls in one reply: the strictest valid one wins, so injected text cannot have the auditor follow
 * its "fail" with a "pass". A broken call beside valid ones makes the audit broken (onFailure decides) unless a valid
 * call already has the strictest possible value (a fail stays a fail).
 */
export function strictestVerdict<T>(tool: VerdictTool<T>, results: readonly SideLoopResult<T>[]): SideLoopResult<T> {
  if (results.length === 1 || !tool.severity) return results[0];
  const sev = tool.severity;
  const valid = results.filter((r): r is Extract<SideLoopResult<T>, { ok: true }> => r.ok);
  const invalid = results.find((r) => !r.ok);
  if (valid.length === 0) return results[0];
  let best = valid[0];
  for (const r of valid) if (sev(r.value) > sev(best.value)) best = r;
  // a broken call next to a non-failing verdict: the audit is broken (fail safe), not a pass
  if (invalid && sev(best.value) < (tool.maxSeverity ?? Infinity)) return invalid;
  return best;
}
