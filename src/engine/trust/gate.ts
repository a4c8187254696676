// The project-trust gate: one decision per folder, recomputed at session start, and the notice when project files are skipped.

import { errorText } from "../error-text.ts";
import {
  decideProjectTrust,
  HOW_TO_TRUST,
  parseDefaultProjectTrust,
  trustOverrideFromArgv,
  type TrustDecision,
} from "./decide.ts";
import type { FolderState } from "./folders.ts";

/** What the gate reads of one pi context (pi's ExtensionContext has all of it). */
export interface TrustCtx {
  cwd: string;
  hasUI: boolean;
  mode?: string;
  isProjectTrusted(): boolean;
}

export interface TrustNote {
  severity: "info" | "warning";
  message: string;
}

export interface TrustGatePorts {
  argv: readonly string[];
  /** the folder's decision in pi's trust store (null: none); may throw */
  stored(cwd: string): boolean | null;
  /** pi's `defaultProjectTrust` setting, unparsed; may throw */
  defaultProjectTrust(): unknown;
  folder(cwd: string): FolderState;
}

export interface TrustGate<C extends TrustCtx = TrustCtx> {
  /** recomputes the decision for ctx.cwd (session_start) */
  refresh(ctx: C): TrustDecision;
  /** the current decision (computed once, then cached until the next refresh) */
  decision(ctx: C): TrustDecision;
  /** project files may be read */
  trusted(ctx: C): boolean;
  /** the notice the config loader attaches when it skips project files */
  note(ctx: C): TrustNote | undefined;
}

/** The notice for a decision that skips project files (undefined when trusted). */
export function trustNote(d: TrustDecision, storeProblem: string | undefined): TrustNote | undefined {
  if (d.kind === "trusted") return undefined;
  const why = d.kind === "ask" ? "nobody has decided whether to trust this folder yet" : d.why;
  const extra = storeProblem ? ` (${storeProblem})` : "";
  return {
    severity: d.kind === "skip" && d.explicit ? "info" : "warning",
    message: `not loaded because ${why}${extra}: pi-sentinel reads project config, and runs the condition modules it names, only from a folder you trusted. ${HOW_TO_TRUST}`,
  };
}

/** A throw is the fallback value: a broken port never breaks the decision. */
function attempt<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

export function createTrustGate<C extends TrustCtx>(ports: TrustGatePorts): TrustGate<C> {
  const cache = new Map<string, TrustDecision>();
  let storeProblem: string | undefined;

  const compute = (ctx: C): TrustDecision => {
    const st = ports.folder(ctx.cwd);
    let stored: boolean | null = null;
    storeProblem = undefined;
    try {
      stored = ports.stored(ctx.cwd);
    } catch (e) {
      storeProblem = `pi's trust store could not be read (${errorText(e)})`;
    }
    return decideProjectTrust({
      piTrusted: attempt(() => ctx.isProjectTrusted(), false),
      piAsked: st.piAsked,
      override: trustOverrideFromArgv(ports.argv),
      stored,
      sessionAnswer: st.sessionAnswer,
      defaultProjectTrust: parseDefaultProjectTrust(attempt(() => ports.defaultProjectTrust(), undefined)),
      canAsk: ctx.hasUI && ctx.mode === "tui",
    });
  };

  const gate: TrustGate<C> = {
    refresh(ctx) {
      const d = compute(ctx);
      cache.set(ctx.cwd, d);
      return d;
    },
    decision: (ctx) => cache.get(ctx.cwd) ?? gate.refresh(ctx),
    trusted: (ctx) => gate.decision(ctx).kind === "trusted",
    note: (ctx) => trustNote(gate.decision(ctx), storeProblem),
  };
  return gate;
}
