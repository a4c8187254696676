// The state one session's entries give (config snapshot, op-log, persisted records), with a note on entries it had to skip.

import type { SessionOp } from "../../state/actions.ts";
import type { ConfigSnapshot } from "../../state/config-model.ts";
import { isSessionOp } from "../../state/config.ts";
import type { RootState } from "../../state/root.ts";
import { replay } from "../../state/store.ts";
import { recordEntries, skippedEntriesDiagnostic } from "./entries.ts";
import { rebuildState } from "./rebuild.ts";

/**
 * Rebuilds state from a session branch's entries. `live` are records still running in this process (a /tree move keeps
 * them); malformed or hostile entries are skipped with one warning diagnostic, config and rules stay in force.
 */
export function sessionState(
  snapshot: ConfigSnapshot,
  entries: readonly unknown[],
  opsFromEntries: (entries: readonly unknown[]) => SessionOp[],
  live: ReadonlySet<string>,
  at: number,
): RootState {
  const ops = opsFromEntries(entries).filter((op) => isSessionOp(op));
  const read = recordEntries(entries);
  const failed = { count: 0 };
  const state = rebuildState(snapshot, ops, read.actions, at, (id) => live.has(id), failed);
  const skippedNote = skippedEntriesDiagnostic({
    skipped: read.skipped + failed.count,
    reasons: [...read.reasons, ...(failed.count > 0 ? [`${failed.count} could not be replayed`] : [])],
  });
  return skippedNote ? replay([{ type: "config/diagnosticsReported", diagnostics: [skippedNote], at }], state) : state;
}
