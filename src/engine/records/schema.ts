// TypeBox schemas of the guard actions pi-sentinel persists as session entries, with bounds on every string, number and list.

import { Type, type Static, type TSchema } from "typebox";
import type { Outcome as ActionOutcome, SettleCause } from "../../state/actions.ts";
import type { PersistedActionType } from "./persistence.ts";

/** ids, rule names, commands, models */
export const NAME_MAX = 1024;
/** messages, prompts, kept originals (the shell bounds originals to 64 KiB; this leaves room for its marker) */
export const TEXT_MAX = 256 * 1024;
export const LIST_MAX = 1000;

const Name = Type.String({ minLength: 1, maxLength: NAME_MAX });
const Text = Type.String({ maxLength: TEXT_MAX });
const At = Type.Number({ minimum: 0, maximum: 8.64e15 });
const Verdict = Type.Union([Type.Literal("pass"), Type.Literal("warn"), Type.Literal("fail")]);
const Scope = Type.Union([
  Type.Literal("global"),
  Type.Literal("project"),
  Type.Literal("session"),
  Type.Literal("legacy"),
]);
const Finite = Type.Number({ minimum: -1e15, maximum: 1e15 });

const Usage = Type.Object({
  input: Finite,
  output: Finite,
  cacheRead: Finite,
  cacheWrite: Finite,
  totalTokens: Finite,
  cost: Finite,
});

const OUTCOMES = [
  "allowed",
  "blocked",
  "annotated",
  "injected",
  "deduped",
  "withheld",
  "wrapped",
  "rejected",
  "recorded",
  "would-block",
  "would-annotate",
  "would-inject",
  "unaudited",
  "none",
] as const satisfies readonly ActionOutcome[];
// tsc fails here when the Outcome union gains a word this schema does not accept (a resume would drop those records)
type MissingOutcome = Exclude<ActionOutcome, (typeof OUTCOMES)[number]>;
const outcomesComplete: [MissingOutcome] extends [never] ? true : MissingOutcome = true;
void outcomesComplete;
const Outcome = Type.Union(OUTCOMES.map((o) => Type.Literal(o)));

const Evidence = Type.Object({
  rule: Type.String({ maxLength: NAME_MAX }),
  category: Type.String({ maxLength: NAME_MAX }),
  start: Finite,
  end: Finite,
  excerpt: Type.Optional(Text),
});

const audit = <P extends Record<string, TSchema>>(type: string, props: P) =>
  Type.Object({ type: Type.Literal(type), auditId: Name, at: At, ...props });

/** The record an audit/queued or audit/settled action carries. */
const auditRecordProps = {
  guard: Type.Union([Type.Literal("sentinel"), Type.Literal("reviewer")]),
  rule: Name,
  source: Type.Optional(Type.Object({ scope: Scope, file: Type.Optional(Type.String({ maxLength: 4096 })) })),
  trigger: Type.String({ maxLength: NAME_MAX }),
  mode: Type.Union(["blocking", "background", "before", "after", "test"].map((m) => Type.Literal(m))),
  target: Text,
  model: Type.Optional(Type.String({ maxLength: NAME_MAX })),
  prompt: Type.Optional(Text),
  scopeSummary: Type.Optional(Text),
  unresolved: Type.Optional(Type.Array(Type.String({ maxLength: NAME_MAX }), { maxItems: LIST_MAX })),
  shadow: Type.Optional(Type.Boolean()),
};

const kind = <K extends string, P extends Record<string, TSchema>>(k: K, props?: P) =>
  Type.Object({ kind: Type.Literal(k), ...(props ?? {}) });
const SETTLE_CAUSES = [
  kind("cooldown", { msLeft: Type.Number({ minimum: 0, maximum: 8.64e15 }) }),
  kind("noModel"),
  kind("busy"),
  kind("saturated"),
  kind("conditionFalse", { condition: Type.String({ maxLength: 4096 }) }),
  kind("conditionBroken", { condition: Type.String({ maxLength: 4096 }) }),
  kind("rulesUnreadable"),
  kind("agentAborted"),
];
// tsc fails here when SettleCause gains a kind this schema does not list (a resume would drop those records)
type ListedCause = Static<(typeof SETTLE_CAUSES)[number]>["kind"];
type MissingCause = Exclude<SettleCause["kind"], ListedCause>;
const causesComplete: [MissingCause] extends [never] ? true : MissingCause = true;
void causesComplete;

/** One schema per persisted action type (records/persistence.ts; tsc fails when one is missing). */
export const RECORD_SCHEMAS: Record<string, TSchema> = {
  "audit/queued": audit("audit/queued", auditRecordProps),
  "audit/settled": audit("audit/settled", {
    ...auditRecordProps,
    ending: Type.Union([Type.Literal("skipped"), Type.Literal("errored")]),
    cause: Type.Union(SETTLE_CAUSES),
    reason: Text,
  }),
  "audit/started": audit("audit/started", { model: Type.Optional(Type.String({ maxLength: NAME_MAX })) }),
  "audit/steered": audit("audit/steered", { text: Text }),
  "audit/finished": audit("audit/finished", {
    verdict: Verdict,
    message: Text,
    usage: Type.Optional(Usage),
    cached: Type.Boolean(),
    details: Type.Optional(Type.Record(Type.String({ maxLength: NAME_MAX }), Type.Unknown())),
  }),
  "audit/cacheHit": audit("audit/cacheHit", { verdict: Verdict, message: Text }),
  "audit/failed": audit("audit/failed", { message: Text, usage: Type.Optional(Usage) }),
  "audit/cancelled": audit("audit/cancelled", { reason: Text }),
  "audit/skipped": audit("audit/skipped", { reason: Text }),
  "audit/outcomeRecorded": audit("audit/outcomeRecorded", { outcome: Outcome, reason: Type.Optional(Text) }),
  "finding/injected": audit("finding/injected", { rule: Name }),
  "finding/deduped": audit("finding/deduped", { rule: Name }),
  "injection/scanned": Type.Object({
    type: Type.Literal("injection/scanned"),
    id: Name,
    surface: Type.Union(["bash", "write", "tool_result", "prompt"].map((s) => Type.Literal(s))),
    tool: Type.String({ maxLength: NAME_MAX }),
    toolCallId: Type.Optional(Type.String({ maxLength: NAME_MAX })),
    target: Text,
    score: Type.Number({ minimum: 0, maximum: 1 }),
    decision: Type.Union([Type.Literal("allow"), Type.Literal("warn"), Type.Literal("block")]),
    evidence: Type.Array(Evidence, { maxItems: LIST_MAX }),
    original: Type.Optional(Text),
    reason: Type.Optional(Text),
    error: Type.Optional(Text),
    judge: Type.Optional(
      Type.Object({
        verdict: Type.Union([Type.Literal("injection"), Type.Literal("clean"), Type.Literal("failed")]),
        reason: Text,
        model: Type.Optional(Type.String({ maxLength: NAME_MAX })),
        durationMs: Type.Number({ minimum: 0, maximum: 8.64e15 }),
        usage: Type.Optional(Usage),
        onFailure: Type.Optional(Type.Union([Type.Literal("open"), Type.Literal("closed")])),
        scannerDecision: Type.Union([Type.Literal("allow"), Type.Literal("warn"), Type.Literal("block")]),
      }),
    ),
    at: At,
  }),
  "injection/violationLogged": Type.Object({
    type: Type.Literal("injection/violationLogged"),
    id: Name,
    description: Text,
    source: Type.Optional(Text),
    at: At,
  }),
  "prompt/rejected": Type.Object({
    type: Type.Literal("prompt/rejected"),
    id: Name,
    command: Type.String({ maxLength: NAME_MAX }),
    args: Text,
    file: Type.Optional(Type.String({ maxLength: 4096 })),
    reason: Text,
    at: At,
  }),
  "prompt/unknownCommand": Type.Object({
    type: Type.Literal("prompt/unknownCommand"),
    id: Name,
    command: Type.String({ maxLength: NAME_MAX }),
    suggestions: Type.Array(Type.String({ maxLength: NAME_MAX }), { maxItems: LIST_MAX }),
    blocked: Type.Boolean(),
    at: At,
  }),
} satisfies Record<PersistedActionType, TSchema>;
