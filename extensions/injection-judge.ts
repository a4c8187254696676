// Wiring for the injection judge: its model port over pi's model registry, and a diagnostic when its model is unknown to pi.

import type { ExtensionContext } from "@earendil-works/pi-coding-agent";
import type { JudgePort } from "../src/engine/injection/guard.ts";
import { resolveJudge } from "../src/engine/injection/judge.ts";
import { runJudge } from "../src/engine/injection/judge-run.ts";
import { modelLabel, registryModelPort } from "../src/engine/model-port.ts";
import type { Runtime } from "./runtime.ts";

/** The judge's model: its own, else defaults.model, else the session's model. */
function judgeModel(rt: Runtime, own: string | undefined, c: ExtensionContext): string | undefined {
  return own ?? rt.store.getState().config.settings.defaults.model ?? modelLabel(c.model);
}

export function createJudgeWiring(rt: Runtime, ctxOf: () => ExtensionContext | undefined) {
  const reported = new Set<string>();

  /** A judge model pi does not know: one diagnostic per model (it names the setting), shown like any config problem. */
  const checkModel = (c: ExtensionContext): void => {
    const judge = rt.store.getState().config.settings.injectionDefense.judge;
    const resolved = resolveJudge(judge);
    if (!judge || !resolved) return;
    const spec = judgeModel(rt, resolved.model, c);
    const key = `${spec ?? ""}\u0000${judge.source?.file ?? ""}`;
    if (reported.has(key)) return;
    const setting = resolved.model ? "injectionDefense.judge.model" : "injectionDefense.judge (no model set)";
    const r = spec ? registryModelPort(c.modelRegistry).resolve(spec) : undefined;
    if (r?.ok) return;
    reported.add(key);
    rt.dispatch({
      type: "config/diagnosticsReported",
      diagnostics: [
        {
          severity: "warning",
          scope: judge.source?.scope ?? "global",
          ...(judge.source?.file ? { file: judge.source.file } : {}),
          path: resolved.model ? "/injectionDefense/judge/model" : "/injectionDefense/judge",
          message: `${setting}: ${r ? r.error : "no model to judge with: set injectionDefense.judge.model or defaults.model"}; every in-band text is a judge failure (onFailure "${resolved.onFailure}": ${resolved.onFailure === "open" ? "the scanner's own decision stands" : "blocked / withheld"})`,
        },
      ],
      at: rt.now(),
    });
  };

  const port: JudgePort = {
    check(request, judge, signal) {
      const c = ctxOf();
      if (!c) return Promise.resolve({ verdict: "failed", reason: "no session to ask the judge from", durationMs: 0 });
      checkModel(c);
      // the agent's abort (Esc) or the user's cancel from the fleet, whichever comes first
      const signals = [c.signal, signal].filter((x): x is AbortSignal => x !== undefined);
      return runJudge({
        port: registryModelPort(c.modelRegistry),
        model: judgeModel(rt, judge.model, c),
        judge,
        request,
        now: () => rt.now(),
        signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      });
    },
    modelOf(judge) {
      const c = ctxOf();
      return c ? judgeModel(rt, judge.model, c) : judge.model;
    },
  };

  /** The fleet's cancel (audit/cancelRequested on a judgement's record) reaches the guard; returns the unsubscribe. */
  const onCancel = (cancel: (recordId: string) => boolean): (() => void) =>
    rt.store.subscribe((_state, action) => {
      if (action.type === "audit/cancelRequested") cancel(action.auditId);
    });

  return { port, checkModel, onCancel };
}
