// The contract every guard's wiring gets from the runtime (Runtime), and what the runtime itself is built from.

import type { ExtensionContext } from "@earendil-works/pi-coding-agent";
import type { Action, SessionOp } from "../src/state/actions.ts";
import type { ConfigSnapshot } from "../src/state/config-model.ts";
import type { RootState } from "../src/state/root.ts";
import type { Store } from "../src/state/store.ts";
import type { ConfigWatcher, TrustNote } from "../src/engine/runtime/config-refresh.ts";

export interface Runtime {
  store: Store;
  /** store dispatch + persistence of record actions as session entries */
  dispatch(action: Action): void;
  /** Date.now, injectable in tests */
  now(): number;
  /** unique ids ("aud-…") */
  newId(prefix: string): string;
  /**
   * stat-checks config files at most once per guard event; re-reads when mtime/size changed. A change that only tightens
   * is dispatched at once; one that loosens waits for the user (dialog) or a restart.
   */
  refreshConfig(ctx: ExtensionContext): void;
  /** the user allowed a tool call's write to pi-sentinel config: while armed, a change seen applies without asking again */
  armConfigApproval?(armed: boolean): void;
  /** condition modules and rules files a tool call of this session changed without the user's yes: never loaded */
  toolWritten?: { has(absPath: string): boolean };
  /** a session-level config change: dispatches it and appends it to the session op-log (pi.appendEntry) */
  applyOp(op: SessionOp): void;
  /** notify helper that works in every mode (no-op without UI) */
  notify(ctx: ExtensionContext, message: string, level: "info" | "warning" | "error"): void;
  /** whether project-scope pi-sentinel files may be read for ctx.cwd (the explicit trust decision, not pi's default) */
  isProjectTrusted?(ctx: ExtensionContext): boolean;
  /** true while pi-sentinel itself is emitting on pi.events (its own events never trigger rules) */
  isEmittingOwnEvent(): boolean;
  /** pi.events.emit wrapper that sets the flag above */
  emit(channel: string, data: unknown): void;
}

export interface ConfigPort {
  createWatcher(opts: {
    agentDir: string;
    cwd: string;
    projectTrusted: boolean;
    projectTrustNote?: TrustNote;
  }): ConfigWatcher;
  /** pi-sentinel's own project-trust decision (extensions/project-trust.ts); default: ctx.isProjectTrusted() */
  projectTrust?(ctx: ExtensionContext): { trusted: boolean; note?: TrustNote };
  opsFromEntries(entries: readonly unknown[]): SessionOp[];
  agentDir(): string;
}

export interface RuntimeOptions {
  config: ConfigPort;
  now?: () => number;
}

/** What the foundation wiring needs beyond the guard contract. */
export interface RuntimeInternals extends Runtime {
  /** rebuilds state for the session: loads config, replays the op-log and persisted records; returns the new state */
  rebuild(ctx: ExtensionContext, reason: "session_start" | "session_tree"): RootState;
  /** the current watcher's snapshot (after rebuild) */
  configSnapshot(): ConfigSnapshot | undefined;
  dispose(): void;
}
