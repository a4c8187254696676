// The Runtime every guard's wiring module receives: the store, persistence of records and session ops, config refresh, own-event flag.

import type { ExtensionAPI, ExtensionContext } from "@earendil-works/pi-coding-agent";
import type { Action, SessionOp } from "../src/state/actions.ts";
import type { ConfigSnapshot } from "../src/state/config-model.ts";
import { isSessionOp } from "../src/state/config.ts";
import { initialRoot, type RootState } from "../src/state/root.ts";
import { createStore, replay, type Listener, type Store } from "../src/state/store.ts";
import { createConfigGate } from "../src/engine/config/gate.ts";
import {
  isRecordAction,
  RECORD_ACTION_TYPES,
  recordEntries,
  skippedEntriesDiagnostic,
} from "../src/engine/records/entries.ts";
import { ACTION_ENTRY_TYPE, OP_ENTRY_TYPE } from "../src/engine/records/entry-types.ts";
import { errorText } from "../src/engine/error-text.ts";

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

/** Custom session entry types: guard records (replayed for panels and export) and the config op-log (records/entry-types.ts). */
export const ACTION_ENTRY = ACTION_ENTRY_TYPE;
export const OP_ENTRY = OP_ENTRY_TYPE;

/** Which actions are persisted (records/entries.ts, next to their parsing). */
export { isRecordAction, RECORD_ACTION_TYPES };

/** The config engine as the runtime uses it (src/engine/config/load.ts in production; fakes in tests). */
export interface ConfigWatcher {
  snapshot(): ConfigSnapshot;
  /** stats the files; true (or a new snapshot) when something changed and the snapshot was re-read */
  check(): unknown;
}

export interface ConfigPort {
  createWatcher(opts: {
    agentDir: string;
    cwd: string;
    projectTrusted: boolean;
    projectTrustNote?: { severity: "info" | "warning"; message: string };
  }): ConfigWatcher;
  /** pi-sentinel's own project-trust decision (extensions/project-trust.ts); default: ctx.isProjectTrusted() */
  projectTrust?(ctx: ExtensionContext): { trusted: boolean; note?: { severity: "info" | "warning"; message: string } };
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

export function createRuntime(pi: ExtensionAPI, options: RuntimeOptions): RuntimeInternals {
  const now = options.now ?? Date.now;
  let inner: Store = createStore();
  let innerUnsub: () => void = () => {};
  const listeners = new Set<Listener>();
  const forward: Listener = (state, action) => {
    for (const l of [...listeners]) {
      try {
        l(state, action);
      } catch (e) {
        console.error(`pi-sentinel: store listener failed on ${action.type}: ${errorText(e)}`);
      }
    }
  };
  const attach = (store: Store): void => {
    innerUnsub();
    inner = store;
    innerUnsub = store.subscribe(forward);
  };
  attach(inner);

  /** One store identity for the whole process: guards keep `rt.store`, a session switch swaps what is behind it. */
  const store: Store = {
    dispatch: (a) => inner.dispatch(a),
    getState: () => inner.getState(),
    subscribe(l) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };

  let idCounter = 0;
  const idSalt = Math.random().toString(36).slice(2, 6);
  let emitting = 0;
  let watcher: ConfigWatcher | undefined;
  let watcherKey = "";
  /** pi makes one ctx per event emission and hands it to every handler: the identity marks "this event" */
  let lastCheckedCtx: ExtensionContext | undefined;
  /** the file snapshot in force (a loosening change on disk is held back by the gate) */
  let applied: ConfigSnapshot | undefined;
  const gate = createConfigGate();
  let approvalArmed = false;

  let disposed = false;
  const persist = (customType: string, data: unknown): void => {
    try {
      pi.appendEntry(customType, data);
    } catch (e) {
      // after session_shutdown pi's API is stale (guards cancelling their audits land here): a resume marks those
      // records "interrupted" anyway, so only an append failing while the session is live is worth a line
      if (!disposed) console.error(`pi-sentinel: could not persist ${customType}: ${errorText(e)}`);
    }
  };

  const dispatch = (action: Action): void => {
    store.dispatch(action);
    if (isRecordAction(action)) persist(ACTION_ENTRY, action);
  };

  const loadedAction = (snapshot: ConfigSnapshot): Action => ({ type: "config/loaded", snapshot, at: now() });

  const projectTrust = (
    ctx: ExtensionContext,
  ): { trusted: boolean; note?: { severity: "info" | "warning"; message: string } } =>
    options.config.projectTrust ? options.config.projectTrust(ctx) : { trusted: ctx.isProjectTrusted() };

  /** The watcher for this ctx's folders and trust; `fresh` when it had to be (re)made (first use, cwd or trust changed). */
  const ensureWatcher = (ctx: ExtensionContext): { w: ConfigWatcher; fresh: boolean } => {
    const trust = projectTrust(ctx);
    const opts = {
      agentDir: options.config.agentDir(),
      cwd: ctx.cwd,
      projectTrusted: trust.trusted,
      ...(trust.note ? { projectTrustNote: trust.note } : {}),
    };
    const key = JSON.stringify(opts);
    if (watcher && key === watcherKey) return { w: watcher, fresh: false };
    watcher = options.config.createWatcher(opts);
    watcherKey = key;
    return { w: watcher, fresh: true };
  };

  const rt: RuntimeInternals = {
    store,
    dispatch,
    now,
    newId: (prefix) => `${prefix}-${now().toString(36)}-${idSalt}${(idCounter++).toString(36)}`,
    armConfigApproval(on) {
      approvalArmed = on;
    },
    refreshConfig(ctx) {
      // at most one stat pass per event: every guard calls this, the first handler of an emission does the work
      if (ctx === lastCheckedCtx) return;
      lastCheckedCtx = ctx;
      try {
        const { w, fresh } = ensureWatcher(ctx);
        const apply = (snapshot: ConfigSnapshot): void => {
          applied = snapshot;
          store.dispatch(loadedAction(snapshot));
        };
        if (fresh || !applied) apply(w.snapshot());
        else if (w.check()) {
          gate.offer(
            applied,
            w.snapshot(),
            {
              apply,
              ask: ctx.hasUI ? (title, message) => ctx.ui.confirm(title, message) : undefined,
              notify: (message, level) => (ctx.hasUI ? rt.notify(ctx, message, level) : console.error(message)),
            },
            approvalArmed,
          );
        }
      } catch (e) {
        // a config problem must never break a guard event: keep the last good config
        console.error(`pi-sentinel: config refresh failed: ${errorText(e)}`);
      }
    },
    applyOp(op) {
      const before = store.getState().config.revision;
      store.dispatch(op);
      if (store.getState().config.revision !== before) persist(OP_ENTRY, op);
    },
    notify(ctx, message, level) {
      try {
        if (ctx.hasUI) ctx.ui.notify(message, level);
      } catch {
        // a stale or UI-less context: nothing to show
      }
    },
    isProjectTrusted: (ctx) => projectTrust(ctx).trusted,
    isEmittingOwnEvent: () => emitting > 0,
    emit(channel, data) {
      emitting++;
      try {
        pi.events.emit(channel, data);
      } finally {
        emitting--;
      }
    },
    rebuild(ctx, reason) {
      watcher = undefined;
      lastCheckedCtx = ctx; // the files were just read for this event
      const snapshot = ensureWatcher(ctx).w.snapshot();
      applied = snapshot;
      gate.reset();
      const entries = ctx.sessionManager.getBranch();
      const ops = options.config.opsFromEntries(entries).filter((op) => isSessionOp(op));
      const read = recordEntries(entries);
      const live = new Set(reason === "session_tree" ? inner.getState().audits.active : []);
      const failed = { count: 0 };
      let state = rebuildState(snapshot, ops, read.actions, now(), (id) => live.has(id), failed);
      // malformed or hostile session entries: skipped with one warning, config and rules stay in force
      const skippedNote = skippedEntriesDiagnostic({
        skipped: read.skipped + failed.count,
        reasons: [...read.reasons, ...(failed.count > 0 ? [`${failed.count} could not be replayed`] : [])],
      });
      if (skippedNote)
        state = replay([{ type: "config/diagnosticsReported", diagnostics: [skippedNote], at: now() }], state);
      attach(
        createStore({
          initial: state,
          onListenerError: (e, a) => console.error(`pi-sentinel: listener failed on ${a.type}: ${errorText(e)}`),
        }),
      );
      forward(state, loadedAction(snapshot));
      return state;
    },
    configSnapshot: () => watcher?.snapshot(),
    dispose() {
      disposed = true;
      lastCheckedCtx = undefined;
      innerUnsub();
      listeners.clear();
    },
  };
  return rt;
}
