// The injection guard's judge step: which scores go to the LLM judge, and what a judgement does (decision, record part, notices).

import type { Action } from "../../state/actions.ts";
import type { JudgeRecord } from "../../state/judge.ts";
import {
  inBand,
  judgedDecision,
  judgeRecord,
  resolveJudge,
  type JudgeAnswer,
  type JudgeRequest,
  type ResolvedJudge,
} from "./judge.ts";
import type { Decision, InjectionSettings } from "./policy.ts";
import { errorText } from "../error-text.ts";

/** The LLM judge as the guard sees it (src/engine/injection/judge-run.ts): one model call per in-band text; never rejects. */
export interface JudgePort {
  /** `signal` aborts this judgement (the user's cancel from the fleet): the answer is then a failure (onFailure decides) */
  check(request: JudgeRequest, judge: ResolvedJudge, signal?: AbortSignal): Promise<JudgeAnswer>;
  /** the "provider/modelId" the judge will be asked with, for the running record (absent: not known yet) */
  modelOf?(judge: ResolvedJudge): string | undefined;
}

/** A judged text: the judge's answer, the settings it ran with, and the id of its record (started when it was asked). */
export type Judged = { answer: JudgeAnswer; judge: ResolvedJudge; recordId?: string };

/** The ports a judgement's record needs: the running record is dispatched when the judge is asked. */
export interface JudgeRecordPorts {
  dispatch(action: Action): void;
  now(): number;
  newId(prefix: string): string;
}

/** The reason a judgement the user cancelled fails with (then onFailure applies, as for any judge failure). */
export const JUDGE_CANCELLED = "cancelled by the user";

/** Runs a deferred judgement later (the pipeline's model stage); the tool call is allowed for now. */
export type DeferJudge = (run: () => Promise<{ block: true; reason: string } | undefined>) => void;

export function createJudgeStep(
  port: JudgePort | undefined,
  notify: (message: string, level: "info" | "warning" | "error") => void,
  records?: JudgeRecordPorts,
) {
  /** judgements in flight, by record id: the fleet's cancel aborts one */
  const inFlight = new Map<string, AbortController>();
  /** The judge for a score, when one is configured and the score is in its band. */
  const judgeFor = (score: number, s: InjectionSettings): ResolvedJudge | undefined => {
    if (!port) return undefined;
    const judge = resolveJudge(s.judge);
    return judge && inBand(score, judge, s) ? judge : undefined;
  };

  // one warning per streak of open failures (a down provider must not flood the user), every closed one is an error
  let failing = false;
  /** The decision after one judgement, its record part, and the notice of a failure. */
  const judged = (j: Judged, scanner: Decision, where: string): { decision: Decision; judge: JudgeRecord } => {
    const decision = judgedDecision(scanner, j.answer, j.judge.onFailure);
    if (j.answer.verdict !== "failed") failing = false;
    else if (j.judge.onFailure === "closed")
      notify(
        `pi-sentinel: the injection judge failed on ${where} (${j.answer.reason}); blocked (onFailure "closed")`,
        "error",
      );
    else {
      if (!failing)
        notify(
          `pi-sentinel: the injection judge failed on ${where} (${j.answer.reason}); kept the scanner's decision (fail open) until it answers again`,
          "warning",
        );
      failing = true;
    }
    return { decision, judge: judgeRecord(j.answer, scanner, j.judge.onFailure) };
  };

  /**
   * Asks the judge; a port that throws or rejects is a judge failure like any other (onFailure decides), never a crash.
   * With record ports, the judgement is a running record from now on (injection/judgeStarted) and can be cancelled.
   */
  const ask = (request: JudgeRequest, judge: ResolvedJudge, score: number): Promise<Judged> => {
    const failed = (e: unknown): JudgeAnswer => ({
      verdict: "failed",
      reason: `judge error: ${errorText(e)}`,
      durationMs: 0,
    });
    const recordId = records?.newId("inj");
    const controller = new AbortController();
    if (records && recordId) {
      inFlight.set(recordId, controller);
      let model: string | undefined;
      try {
        model = port?.modelOf?.(judge);
      } catch {
        model = undefined; // the label is cosmetic: a broken lookup never stops the judgement
      }
      records.dispatch({
        type: "injection/judgeStarted",
        id: recordId,
        surface: request.surface,
        tool: request.tool,
        target: request.target,
        score,
        ...(model ? { model } : {}),
        at: records.now(),
      });
    }
    let pending: Promise<JudgeAnswer>;
    try {
      pending = port ? port.check(request, judge, controller.signal) : Promise.resolve(failed("no judge"));
    } catch (e) {
      pending = Promise.resolve(failed(e));
    }
    return pending.catch(failed).then((answer) => {
      if (recordId) inFlight.delete(recordId);
      return { answer, judge, ...(recordId ? { recordId } : {}) };
    });
  };

  /** Ends a judgement in flight at once (the fleet's cancel); its text then follows onFailure. False when none runs. */
  const cancel = (recordId: string): boolean => {
    const c = inFlight.get(recordId);
    if (!c) return false;
    c.abort(JUDGE_CANCELLED);
    return true;
  };

  return { judgeFor, judged, ask, cancel };
}
