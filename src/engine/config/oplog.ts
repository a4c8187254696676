// The session op-log: session-level config changes stored as pi custom entries, read back (junk ignored) and described for notices.

import type { RuleKind, SessionOp } from "../../state/actions.ts";
import { isPlainObject } from "./explain.ts";
import { validateRule } from "./validate.ts";
import { isReservedName } from "./reserved.ts";
import { OP_ENTRY_TYPE } from "../records/entry-types.ts";

/** customType of the session entries (pi.appendEntry(OP_ENTRY_TYPE, op)): records/entry-types.ts. */
export { OP_ENTRY_TYPE };

const RULE_KINDS: readonly RuleKind[] = ["sentinel", "reviewer", "guard"];

function isName(v: unknown): v is string {
  return typeof v === "string" && v.length > 0 && v.length <= 1024 && !isReservedName(v);
}

/** A clean copy of one op, or undefined when the data is not a well-formed op. */
export function parseOp(data: unknown): SessionOp | undefined {
  if (!isPlainObject(data)) return undefined;
  const at = data.at;
  if (typeof at !== "number" || !Number.isFinite(at)) return undefined;
  switch (data.type) {
    case "rule/added": {
      const { rule, diagnostics } = validateRule(data.rule, { scope: "session" });
      return rule && diagnostics.length === 0 ? { type: "rule/added", rule, at } : undefined;
    }
    case "rule/removed":
      return isName(data.name) ? { type: "rule/removed", name: data.name, at } : undefined;
    case "rule/enabled":
    case "rule/disabled": {
      const kind = data.kind as RuleKind;
      if (!isName(data.name) || !RULE_KINDS.includes(kind)) return undefined;
      return { type: data.type, kind, name: data.name, at };
    }
    case "rule/shadowChanged":
      return isName(data.name) && typeof data.shadow === "boolean"
        ? { type: "rule/shadowChanged", name: data.name, shadow: data.shadow, at }
        : undefined;
    default:
      return undefined;
  }
}

/** The ops of a session branch, in order, from its entries (sessionManager.getBranch()); anything else is ignored. */
export function opsFromEntries(entries: readonly unknown[]): SessionOp[] {
  const ops: SessionOp[] = [];
  for (const entry of entries) {
    if (!isPlainObject(entry) || entry.type !== "custom" || entry.customType !== OP_ENTRY_TYPE) continue;
    const op = parseOp(entry.data);
    if (op) ops.push(op);
  }
  return ops;
}

const KIND_WORDS: Record<RuleKind, string> = { sentinel: "rule", reviewer: "reviewer", guard: "guard" };

/** A short sentence for notices, e.g. `disabled rule "no-secrets" for this session`. */
export function describeOp(op: SessionOp): string {
  switch (op.type) {
    case "rule/added":
      return `added rule "${op.rule.name}" for this session`;
    case "rule/removed":
      return `removed session rule "${op.name}"`;
    case "rule/enabled":
      return `enabled ${KIND_WORDS[op.kind]} "${op.name}" for this session`;
    case "rule/disabled":
      return `disabled ${KIND_WORDS[op.kind]} "${op.name}" for this session`;
    case "rule/shadowChanged":
      return `${op.shadow ? "put" : "took"} rule "${op.name}" ${op.shadow ? "into" : "out of"} shadow mode for this session`;
    default: {
      const never: never = op;
      return String(never);
    }
  }
}
