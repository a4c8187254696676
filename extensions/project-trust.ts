// Project trust gate for pi-sentinel's own project files: one decision per folder and session start, pi's question in the TUI.

import { existsSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  getAgentDir,
  hasTrustRequiringProjectResources,
  ProjectTrustStore,
  type ExtensionAPI,
  type ExtensionContext,
} from "@earendil-works/pi-coding-agent";
import {
  decideProjectTrust,
  HOW_TO_TRUST,
  parseDefaultProjectTrust,
  trustChoices,
  trustOverrideFromArgv,
  trustQuestion,
  type TrustDecision,
} from "../src/engine/trust/decide.ts";
import { errorText } from "../src/engine/error-text.ts";

/** Project files pi-sentinel reads only from a trusted folder (the modules and rules files they name follow them). */
export const PROJECT_TRUST_FILES: readonly string[] = [".pi/sentinel.json", ".pi-guardrails.json"];

/** What one folder has seen in this process (pi keeps its own trust answers per process the same way). */
interface FolderState {
  /** pi had resources of its own to guard the first time pi-sentinel looked (so pi resolved trust itself) */
  piAsked: boolean;
  sessionAnswer?: boolean;
  asked: boolean;
}

/** Process-wide, so a /reload (which re-imports the extension) neither asks again nor forgets a "this session only" answer. */
const PROCESS_KEY = Symbol.for("pi-sentinel:project-trust");

function folders(): Map<string, FolderState> {
  const g = globalThis as Record<symbol, unknown>;
  return (g[PROCESS_KEY] ??= new Map<string, FolderState>()) as Map<string, FolderState>;
}

function canonical(cwd: string): string {
  try {
    return realpathSync(cwd);
  } catch {
    return cwd;
  }
}

export interface TrustNote {
  severity: "info" | "warning";
  message: string;
}

export interface TrustGate {
  /** recomputes the decision for ctx.cwd (session_start) */
  refresh(ctx: ExtensionContext): TrustDecision;
  /** the current decision (computed once, then cached until the next refresh) */
  decision(ctx: ExtensionContext): TrustDecision;
  /** project files may be read */
  trusted(ctx: ExtensionContext): boolean;
  /** the notice the config loader attaches when it skips project files */
  note(ctx: ExtensionContext): TrustNote | undefined;
}

export interface TrustGateOptions {
  argv?: readonly string[];
  agentDir?: () => string;
}

export function createTrustGate(pi: ExtensionAPI, options: TrustGateOptions = {}): TrustGate {
  const argv = options.argv ?? process.argv.slice(2);
  const agentDir = options.agentDir ?? (() => getAgentDir());
  const cache = new Map<string, TrustDecision>();
  let storeProblem: string | undefined;

  const folder = (cwd: string): FolderState => {
    const key = canonical(cwd);
    let st = folders().get(key);
    if (!st) {
      let piAsked = false;
      try {
        piAsked = hasTrustRequiringProjectResources(cwd);
      } catch {
        piAsked = false;
      }
      st = { piAsked, asked: false };
      folders().set(key, st);
    }
    return st;
  };

  const compute = (ctx: ExtensionContext): TrustDecision => {
    const st = folder(ctx.cwd);
    let stored: boolean | null = null;
    storeProblem = undefined;
    try {
      stored = new ProjectTrustStore(agentDir()).get(ctx.cwd);
    } catch (e) {
      storeProblem = `pi's trust store could not be read (${errorText(e)})`;
    }
    let defaultProjectTrust: unknown;
    try {
      defaultProjectTrust = (pi.getSettings() as { defaultProjectTrust?: unknown }).defaultProjectTrust;
    } catch {
      defaultProjectTrust = undefined;
    }
    let piTrusted = false;
    try {
      piTrusted = ctx.isProjectTrusted();
    } catch {
      piTrusted = false;
    }
    return decideProjectTrust({
      piTrusted,
      piAsked: st.piAsked,
      override: trustOverrideFromArgv(argv),
      stored,
      sessionAnswer: st.sessionAnswer,
      defaultProjectTrust: parseDefaultProjectTrust(defaultProjectTrust),
      canAsk: ctx.hasUI && ctx.mode === "tui",
    });
  };

  const gate: TrustGate = {
    refresh(ctx) {
      const d = compute(ctx);
      cache.set(ctx.cwd, d);
      return d;
    },
    decision(ctx) {
      return cache.get(ctx.cwd) ?? gate.refresh(ctx);
    },
    trusted(ctx) {
      return gate.decision(ctx).kind === "trusted";
    },
    note(ctx) {
      const d = gate.decision(ctx);
      if (d.kind === "trusted") return undefined;
      const why = d.kind === "ask" ? "nobody has decided whether to trust this folder yet" : d.why;
      const extra = storeProblem ? ` (${storeProblem})` : "";
      return {
        severity: d.kind === "skip" && d.explicit ? "info" : "warning",
        message: `not loaded because ${why}${extra}: pi-sentinel reads project config, and runs the condition modules it names, only from a folder you trusted. ${HOW_TO_TRUST}`,
      };
    },
  };
  return gate;
}

/** The project files pi-sentinel found in the folder (relative names), for the question. */
export function projectTrustFiles(cwd: string): string[] {
  return PROJECT_TRUST_FILES.filter((f) => {
    try {
      return existsSync(join(cwd, f));
    } catch {
      return false;
    }
  });
}

/**
 * Registers the session_start handler that decides trust before the foundation loads config (register it first):
 * in the TUI, a folder with pi-sentinel files and no decision gets pi's question once per process.
 */
export function registerProjectTrust(pi: ExtensionAPI, gate: TrustGate): void {
  pi.on("session_start", async (_event, ctx) => {
    let decision: TrustDecision;
    try {
      decision = gate.refresh(ctx);
    } catch (e) {
      console.error(`pi-sentinel: project trust check failed (${errorText(e)}); project files are not loaded`);
      return;
    }
    if (decision.kind !== "ask") return;
    const found = projectTrustFiles(ctx.cwd);
    if (found.length === 0) return;
    const st = folders().get(canonical(ctx.cwd));
    if (!st || st.asked) return;
    st.asked = true;
    const cwd = canonical(ctx.cwd);
    const parent = dirname(cwd) === cwd ? undefined : dirname(cwd);
    const choices = trustChoices(cwd, parent);
    let selected: string | undefined;
    try {
      selected = await ctx.ui.select(
        trustQuestion(cwd, found),
        choices.map((c) => c.label),
      );
    } catch {
      selected = undefined;
    }
    const choice = choices.find((c) => c.label === selected);
    if (!choice) {
      st.sessionAnswer = false; // dismissed: not trusted, nothing saved (pi does the same), not asked again in this process
    } else if (choice.updates.length === 0) {
      st.sessionAnswer = choice.trusted;
    } else {
      try {
        new ProjectTrustStore(getAgentDir()).setMany(choice.updates);
      } catch (e) {
        st.sessionAnswer = choice.trusted;
        try {
          ctx.ui.notify(
            `pi-sentinel: could not save the trust decision (${errorText(e)}); it holds for this session only`,
            "warning",
          );
        } catch {
          // no UI left
        }
      }
    }
    gate.refresh(ctx);
  });
}
