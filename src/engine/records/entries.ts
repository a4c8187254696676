// Reads persisted guard actions back from session entries: each one validated (TypeBox, bounds, no prototype keys) or skipped and counted.

import { Value } from "typebox/value";
import type { Action } from "../../state/actions.ts";
import type { Diagnostic } from "../../state/config-model.ts";
import { RECORD_SCHEMAS } from "./schema.ts";
import { RESERVED_NAMES } from "../config/reserved.ts";
import { ACTION_ENTRY_TYPE } from "./entry-types.ts";
import { PERSISTED_ACTION_TYPES } from "./persistence.ts";

export { ACTION_ENTRY_TYPE };

/** Names that would reach an object's prototype if used as a key. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = RESERVED_NAMES;

/** One serialised entry may not exceed this (a record's own fields are bounded far below it). */
export const ENTRY_JSON_MAX = 1024 * 1024;
const DEPTH_MAX = 32;

/** Actions that make or finish a guard record: persisted so a resumed session shows its history. */
export const RECORD_ACTION_TYPES: ReadonlySet<Action["type"]> = new Set<Action["type"]>(PERSISTED_ACTION_TYPES);

/** Persisted actions; a clean injection scan makes no record, so it is not written (one per tool call would bloat the session). */
export function isRecordAction(a: Action): boolean {
  if (a.type === "injection/scanned") return a.decision !== "allow" || a.error !== undefined || a.judge !== undefined;
  return RECORD_ACTION_TYPES.has(a.type);
}

export interface RecordEntries {
  actions: Action[];
  /** pi-sentinel:action entries that were not well-formed, with the first reasons */
  skipped: number;
  reasons: string[];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null;
}

/** A key that reaches a prototype, at any depth (or a structure too deep to check). */
function forbiddenKey(v: unknown, depth = 0): string | undefined {
  if (!isObject(v)) return undefined;
  if (depth > DEPTH_MAX) return "nesting too deep";
  for (const k of Object.keys(v)) {
    if (FORBIDDEN_KEYS.has(k)) return `key "${k}"`;
    const inner = forbiddenKey(v[k], depth + 1);
    if (inner) return inner;
  }
  return undefined;
}

/** Why one entry's data is not a well-formed persisted action; undefined when it is. */
export function recordProblem(data: unknown): string | undefined {
  if (!isObject(data) || Array.isArray(data)) return "not an object";
  const type = data.type;
  if (typeof type !== "string") return "no action type";
  const schema = Object.hasOwn(RECORD_SCHEMAS, type) ? RECORD_SCHEMAS[type] : undefined;
  if (!schema) return `unknown action type ${JSON.stringify(type.slice(0, 60))}`;
  const bad = forbiddenKey(data);
  if (bad) return `${type}: ${bad}`;
  for (const k of ["auditId", "id", "rule"])
    if (typeof data[k] === "string" && FORBIDDEN_KEYS.has(data[k] as string)) return `${type}: ${k} "${data[k]}"`;
  let size: number;
  try {
    size = JSON.stringify(data).length;
  } catch {
    return `${type}: not serialisable`;
  }
  if (size > ENTRY_JSON_MAX) return `${type}: ${size} characters, over the ${ENTRY_JSON_MAX} limit`;
  if (!Value.Check(schema, data)) {
    const first = Value.Errors(schema, data)[0] as { instancePath?: string; message?: string } | undefined;
    return `${type}: ${first ? `${first.instancePath || "/"} ${first.message ?? "is invalid"}` : "does not match its schema"}`;
  }
  return undefined;
}

/** Well-formed persisted actions in entry order; anything else of ours is counted, never thrown on. Other entries are ignored. */
export function recordEntries(entries: readonly unknown[], keepReasons = 5): RecordEntries {
  const out: RecordEntries = { actions: [], skipped: 0, reasons: [] };
  for (const e of entries) {
    if (!isObject(e) || e.type !== "custom" || e.customType !== ACTION_ENTRY_TYPE) continue;
    const problem = recordProblem(e.data);
    if (problem === undefined) {
      out.actions.push(e.data as unknown as Action);
      continue;
    }
    out.skipped++;
    if (out.reasons.length < keepReasons) out.reasons.push(problem);
  }
  return out;
}

/** The one warning for skipped entries (bounded: the first reasons and how many more). */
export function skippedEntriesDiagnostic(r: Pick<RecordEntries, "skipped" | "reasons">): Diagnostic | undefined {
  if (r.skipped === 0) return undefined;
  const more = r.skipped - r.reasons.length;
  return {
    severity: "warning",
    scope: "session",
    message:
      `${r.skipped} pi-sentinel session entr${r.skipped === 1 ? "y was" : "ies were"} malformed and skipped (config and rules are unaffected): ` +
      r.reasons.join("; ") +
      (more > 0 ? `; and ${more} more` : ""),
  };
}
