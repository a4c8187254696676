// Project trust for pi-sentinel's own project files: one pure decision (trusted | ask | skip) from pi's answers and the user's.

export type DefaultProjectTrust = "ask" | "always" | "never";

export interface TrustInputs {
  /** ctx.isProjectTrusted(): pi's own answer (true by default for folders where pi has nothing to guard) */
  piTrusted: boolean;
  /** pi resolved trust itself because the folder had resources pi guards (hasTrustRequiringProjectResources at start) */
  piAsked: boolean;
  /** --approve (true) / --no-approve (false) on pi's command line */
  override?: boolean;
  /** pi's trust store for the folder or its nearest parent: true, false, or null (no decision) */
  stored: boolean | null;
  /** the answer to pi-sentinel's own question for this process ("this session only", or a cancelled dialog) */
  sessionAnswer?: boolean;
  /** pi's defaultProjectTrust setting */
  defaultProjectTrust: DefaultProjectTrust;
  /** an interactive TUI can show the question */
  canAsk: boolean;
}

export type TrustDecision =
  | { kind: "trusted"; why: string }
  | { kind: "ask" }
  /** explicit: the user (or their settings) decided; otherwise nobody decided and there was no way to ask */
  | { kind: "skip"; why: string; explicit: boolean };

/**
 * Project-scope pi-sentinel files load only after an explicit trust decision. pi's isProjectTrusted() alone is not one:
 * pi answers true for any folder whose .pi/ holds nothing pi itself knows, without asking anybody.
 */
export function decideProjectTrust(i: TrustInputs): TrustDecision {
  if (i.override === false) return { kind: "skip", why: "pi was started with --no-approve", explicit: true };
  if (!i.piTrusted) return { kind: "skip", why: "pi does not trust this folder", explicit: true };
  if (i.override === true) return { kind: "trusted", why: "pi was started with --approve" };
  // "never" always skips (the rule, stricter than pi, where a stored per-folder yes wins): the user asked for no
  // project code at all, and only --approve on this very command line overrides that
  if (i.defaultProjectTrust === "never") return { kind: "skip", why: 'defaultProjectTrust is "never"', explicit: true };
  if (i.piAsked) return { kind: "trusted", why: "pi's own trust decision for this folder" };
  if (i.sessionAnswer === true) return { kind: "trusted", why: "trusted for this session" };
  if (i.sessionAnswer === false) return { kind: "skip", why: "not trusted for this session", explicit: true };
  if (i.stored === true) return { kind: "trusted", why: "pi's trust store trusts this folder" };
  if (i.stored === false) return { kind: "skip", why: "pi's trust store does not trust this folder", explicit: true };
  if (i.defaultProjectTrust === "always") return { kind: "trusted", why: 'defaultProjectTrust is "always"' };
  if (i.canAsk) return { kind: "ask" };
  return {
    kind: "skip",
    why: "nobody has decided whether to trust this folder, and there is no interactive TUI to ask",
    explicit: false,
  };
}

/** --approve / --no-approve as pi's argument parser reads them (the last one wins); undefined when neither is given. */
export function trustOverrideFromArgv(argv: readonly string[]): boolean | undefined {
  let override: boolean | undefined;
  for (const arg of argv) {
    if (arg === "--approve" || arg === "-a") override = true;
    else if (arg === "--no-approve" || arg === "-na") override = false;
  }
  return override;
}

export function parseDefaultProjectTrust(v: unknown): DefaultProjectTrust {
  return v === "always" || v === "never" ? v : "ask";
}

/** How to trust the folder, for the one notice shown when project files are skipped. */
export const HOW_TO_TRUST =
  'To trust this folder: start pi with --approve, or run /trust in pi and restart, or answer "Trust" when pi-sentinel asks in the interactive TUI.';

/** pi's trust question (core/project-trust.js), with one line saying what pi-sentinel found. */
export function trustQuestion(cwd: string, found: readonly string[]): string {
  return (
    `Trust project folder?\n${cwd}\n\nThis allows pi to load .pi settings and resources, install missing project packages, and execute project extensions.` +
    `\npi-sentinel found project files it would load: ${found.join(", ")} (their condition modules run as code).`
  );
}

export interface TrustChoice {
  label: string;
  trusted: boolean;
  /** what to save in pi's trust store ([] = this session only) */
  updates: { path: string; decision: boolean | null }[];
}

/** pi's choices (trust-manager.js getProjectTrustOptions with includeSessionOnly), in pi's order and wording. */
export function trustChoices(cwd: string, parent: string | undefined): TrustChoice[] {
  const out: TrustChoice[] = [{ label: "Trust", trusted: true, updates: [{ path: cwd, decision: true }] }];
  if (parent !== undefined)
    out.push({
      label: `Trust parent folder (${parent})`,
      trusted: true,
      updates: [
        { path: parent, decision: true },
        { path: cwd, decision: null },
      ],
    });
  out.push({ label: "Trust (this session only)", trusted: true, updates: [] });
  out.push({ label: "Do not trust", trusted: false, updates: [{ path: cwd, decision: false }] });
  out.push({ label: "Do not trust (this session only)", trusted: false, updates: [] });
  return out;
}
