// Prompt-guard slice: the prompt guard's phase (idle | ready | guarding | executing) that the status widget shows.

import type { Draft } from "immer";
import type { Action } from "./actions.ts";

export type PromptGuardPhase = "idle" | "ready" | "guarding" | "executing";

export interface PromptGuardState {
  phase: PromptGuardPhase;
  /** the prompt command being guarded or executed, without the slash */
  command?: string;
  lastRejection?: { command: string; reason: string; at: number };
  templateProblems: number;
  since: number;
}

export const initialPromptGuard: PromptGuardState = { phase: "idle", templateProblems: 0, since: 0 };

export function promptGuardRecipe(draft: Draft<PromptGuardState>, action: Action): void {
  switch (action.type) {
    case "config/loaded":
      if (draft.phase === "idle") {
        draft.phase = "ready";
        draft.since = action.at;
      }
      return;
    case "prompt/guardStarted":
      // "guarding" is left behind when pi failed after a valid input (no model, no auth): a new input starts over
      if (draft.phase !== "ready" && draft.phase !== "guarding") return;
      draft.phase = "guarding";
      draft.command = action.command;
      draft.since = action.at;
      return;
    case "prompt/validated":
      // stays "guarding" until the agent starts; the run that follows moves it to executing
      return;
    case "prompt/rejected":
      draft.lastRejection = { command: action.command, reason: action.reason, at: action.at };
      if (draft.phase === "guarding") {
        draft.phase = "ready";
        draft.command = undefined;
        draft.since = action.at;
      }
      return;
    case "agent/started":
      if (draft.phase === "idle") return;
      draft.phase = "executing";
      draft.since = action.at;
      return;
    case "agent/settled":
      if (draft.phase === "idle") return;
      draft.phase = "ready";
      draft.command = undefined;
      draft.since = action.at;
      return;
    case "prompt/lintReported":
      draft.templateProblems = action.problems;
      return;
    default:
      return;
  }
}
