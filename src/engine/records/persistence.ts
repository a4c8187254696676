// Where every action type lives on: a persisted record entry, the config op-log, or this session only (a complete table).

import type { Action } from "../../state/actions.ts";

/**
 * - `record`: appended as a `pi-sentinel:action` entry and replayed on resume (schema in records/schema.ts);
 * - `op-log`: a session config change, persisted by the runtime's `applyOp` as a `pi-sentinel:op` entry;
 * - `session`: never persisted: config read from disk again on resume, live progress, intents, or a state a
 *   record's final action already carries (a replayed record is rebuilt from that one).
 * tsc fails when an action type is missing here, so a new action is a decision, never an accident.
 */
export const ACTION_PERSISTENCE = {
  "config/loaded": "session",
  "config/opsReplayed": "session",
  "config/diagnosticsReported": "session",
  "rule/added": "op-log",
  "rule/removed": "op-log",
  "rule/enabled": "op-log",
  "rule/disabled": "op-log",
  "rule/shadowChanged": "op-log",
  "prompt/guardStarted": "session",
  "prompt/validated": "session",
  "prompt/rejected": "record",
  "prompt/unknownCommand": "record",
  "prompt/lintReported": "session",
  "agent/started": "session",
  "agent/settled": "session",
  "injection/scanned": "record",
  "injection/violationLogged": "record",
  "injection/judgeStarted": "session",
  "audit/queued": "record",
  "audit/settled": "record",
  "audit/started": "record",
  "audit/progressed": "session",
  "audit/steered": "record",
  "audit/finished": "record",
  "audit/cacheHit": "record",
  "audit/failed": "record",
  "audit/cancelled": "record",
  "audit/skipped": "record",
  "audit/outcomeRecorded": "record",
  "audit/cancelRequested": "session",
  "audit/steerRequested": "session",
  "finding/injected": "record",
  "finding/deduped": "record",
  "rule/cooldownStarted": "session",
} as const satisfies Record<Action["type"], "record" | "op-log" | "session">;

export type PersistedActionType = {
  [K in keyof typeof ACTION_PERSISTENCE]: (typeof ACTION_PERSISTENCE)[K] extends "record" ? K : never;
}[keyof typeof ACTION_PERSISTENCE];

/** The action types appended as record entries, in table order. */
export const PERSISTED_ACTION_TYPES: readonly PersistedActionType[] = (
  Object.keys(ACTION_PERSISTENCE) as (keyof typeof ACTION_PERSISTENCE)[]
).filter((t): t is PersistedActionType => ACTION_PERSISTENCE[t] === "record");
