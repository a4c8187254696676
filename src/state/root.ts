// Root state: the slices combined into one immer producer, so one dispatch is one produce.

import type { Draft } from "immer";
import { produce } from "./immer.ts";
import type { Action } from "./actions.ts";
import { auditsRecipe, initialAudits, type AuditsState } from "./audits.ts";
import { configRecipe, initialConfig, type ConfigState } from "./config.ts";
import { guardRecipe, initialGuard, type GuardState } from "./guard.ts";

export interface RootState {
  config: ConfigState;
  guard: GuardState;
  audits: AuditsState;
}

export function initialRoot(historySize?: number): RootState {
  return { config: initialConfig, guard: initialGuard, audits: initialAudits(historySize) };
}

export const rootReducer = produce((draft: Draft<RootState>, action: Action): void => {
  configRecipe(draft.config, action);
  guardRecipe(draft.guard, action);
  auditsRecipe(draft.audits, action);
});
