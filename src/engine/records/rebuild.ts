// The state a session's history gives: config, then the op-log, then the persisted records (pure; replay runs no effects).

import type { Action, SessionOp } from "../../state/actions.ts";
import type { ConfigSnapshot } from "../../state/config-model.ts";
import { initialRoot, type RootState } from "../../state/root.ts";
import { replay } from "../../state/store.ts";

/**
 * The state a session's history gives: config, then the op-log, then the persisted records; records still
 * queued or running (their process is gone) are cancelled as "interrupted" unless `keepActive` says they live on.
 * Config is in place before any record: a record the reducers cannot take is skipped (counted in `skipped`), never fatal.
 */
export function rebuildState(
  snapshot: ConfigSnapshot,
  ops: SessionOp[],
  records: Action[],
  at: number,
  keepActive: (id: string) => boolean = () => false,
  skipped: { count: number } = { count: 0 },
): RootState {
  const initial = initialRoot(snapshot.settings.defaults.historySize);
  let state = replay(
    [
      { type: "config/loaded", snapshot, at },
      { type: "config/opsReplayed", ops, at },
    ],
    initial,
  );
  for (const r of records) {
    try {
      state = replay([r], state);
    } catch {
      skipped.count++;
    }
  }
  const interrupted: Action[] = state.audits.active
    .filter((id) => !keepActive(id))
    .map((auditId) => ({ type: "audit/cancelled", auditId, reason: "interrupted", at }));
  if (interrupted.length > 0) state = replay(interrupted, state);
  return state;
}
