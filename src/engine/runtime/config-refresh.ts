// The config files as the runtime keeps them: one watcher per folder and trust, checked at most once per pi event, changes through the gate.

import type { ConfigSnapshot } from "../../state/config-model.ts";
import { errorText } from "../error-text.ts";
import { createConfigGate } from "../config/gate.ts";

/** The config engine's watcher as the runtime uses it (src/engine/config/load.ts in production; fakes in tests). */
export interface ConfigWatcher {
  snapshot(): ConfigSnapshot;
  /** stats the files; true (or a new snapshot) when something changed and the snapshot was re-read */
  check(): unknown;
}

export interface TrustNote {
  severity: "info" | "warning";
  message: string;
}

export interface WatcherOptions {
  agentDir: string;
  cwd: string;
  projectTrusted: boolean;
  projectTrustNote?: TrustNote;
}

/** What the refresher needs to know of one pi event's context. */
export interface RefreshView {
  cwd: string;
  trust: { trusted: boolean; note?: TrustNote };
  /** asks the user (dialog); undefined without a UI */
  ask: ((title: string, message: string) => Promise<boolean>) | undefined;
  notify(message: string, level: "info" | "warning"): void;
}

export interface ConfigRefreshDeps<C extends object> {
  createWatcher(opts: WatcherOptions): ConfigWatcher;
  agentDir(): string;
  /** the event's folders, trust and UI (read lazily: only when the event is the first to refresh) */
  viewOf(c: C): RefreshView;
  /** a snapshot is now in force (dispatches config/loaded) */
  apply(snapshot: ConfigSnapshot): void;
}

export function createConfigRefresher<C extends object>(deps: ConfigRefreshDeps<C>) {
  let watcher: ConfigWatcher | undefined;
  let watcherKey = "";
  /** pi makes one ctx per event emission and hands it to every handler: the identity marks "this event" */
  let lastChecked: C | undefined;
  /** the file snapshot in force (a loosening change on disk is held back by the gate) */
  let applied: ConfigSnapshot | undefined;
  const gate = createConfigGate();
  let approvalArmed = false;

  /** The watcher for this event's folders and trust; `fresh` when it had to be (re)made (first use, cwd or trust changed). */
  const ensureWatcher = (view: RefreshView): { w: ConfigWatcher; fresh: boolean } => {
    const opts: WatcherOptions = {
      agentDir: deps.agentDir(),
      cwd: view.cwd,
      projectTrusted: view.trust.trusted,
      ...(view.trust.note ? { projectTrustNote: view.trust.note } : {}),
    };
    const key = JSON.stringify(opts);
    if (watcher && key === watcherKey) return { w: watcher, fresh: false };
    watcher = deps.createWatcher(opts);
    watcherKey = key;
    return { w: watcher, fresh: true };
  };
  const apply = (snapshot: ConfigSnapshot): void => {
    applied = snapshot;
    deps.apply(snapshot);
  };

  return {
    arm(on: boolean): void {
      approvalArmed = on;
    },
    /** stat-checks the files once per event; a tightening change applies, a loosening one waits for the user */
    refresh(c: C): void {
      if (c === lastChecked) return;
      lastChecked = c;
      try {
        const view = deps.viewOf(c);
        const { w, fresh } = ensureWatcher(view);
        if (fresh || !applied) apply(w.snapshot());
        else if (w.check())
          gate.offer(applied, w.snapshot(), { apply, ask: view.ask, notify: view.notify }, approvalArmed);
      } catch (e) {
        // a config problem must never break a guard event: keep the last good config
        console.error(`pi-sentinel: config refresh failed: ${errorText(e)}`);
      }
    },
    /** reads the files afresh for a new session (this event counts as checked); the caller applies the snapshot */
    reload(c: C): ConfigSnapshot {
      watcher = undefined;
      lastChecked = c;
      const snapshot = ensureWatcher(deps.viewOf(c)).w.snapshot();
      applied = snapshot;
      gate.reset();
      return snapshot;
    },
    snapshot: (): ConfigSnapshot | undefined => watcher?.snapshot(),
    forget(): void {
      lastChecked = undefined;
    },
  };
}
