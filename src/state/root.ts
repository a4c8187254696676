// Root state: the slices combined into one immer producer, so one dispatch is one produce.

import type { Draft } from "immer";
import { produce } from "./immer.ts";
import type { Action } from "./actions.ts";
import { auditsRecipe, initialAudits, type AuditsState } from "./audits.ts";
import { configRecipe, initialConfig, type ConfigState } from "./config.ts";
import { promptGuardRecipe, initialPromptGuard, type PromptGuardState } from "./prompt-guard.ts";

export interface RootState {
  config: ConfigState;
  promptGuard: PromptGuardState;
  audits: AuditsState;
}

export function initialRoot(historySize?: number): RootState {
  return { config: initialConfig, promptGuard: initialPromptGuard, audits: initialAudits(historySize) };
}

export const rootReducer = produce((draft: Draft<RootState>, action: Action): void => {
  configRecipe(draft.config, action);
  promptGuardRecipe(draft.promptGuard, action);
  auditsRecipe(draft.audits, action);
});
