// The injection guard's judge step: which scores go to the LLM judge, and what a judgement does (decision, record part, notices).

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
  check(request: JudgeRequest, judge: ResolvedJudge): Promise<JudgeAnswer>;
}

/** A judged text: the judge's answer and the settings it ran with. */
export type Judged = { answer: JudgeAnswer; judge: ResolvedJudge };

/** Runs a deferred judgement later (the pipeline's model stage); the tool call is allowed for now. */
export type DeferJudge = (run: () => Promise<{ block: true; reason: string } | undefined>) => void;

export function createJudgeStep(
  port: JudgePort | undefined,
  notify: (message: string, level: "info" | "warning" | "error") => void,
) {
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

  /** Asks the judge; a port that throws or rejects is a judge failure like any other (onFailure decides), never a crash. */
  const ask = (request: JudgeRequest, judge: ResolvedJudge): Promise<Judged> => {
    const failed = (e: unknown): JudgeAnswer => ({
      verdict: "failed",
      reason: `judge error: ${errorText(e)}`,
      durationMs: 0,
    });
    let pending: Promise<JudgeAnswer>;
    try {
      pending = port ? port.check(request, judge) : Promise.resolve(failed("no judge"));
    } catch (e) {
      pending = Promise.resolve(failed(e));
    }
    return pending.catch(failed).then((answer) => ({ answer, judge }));
  };

  return { judgeFor, judged, ask };
}
