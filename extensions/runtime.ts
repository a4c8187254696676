// The Runtime every guard's wiring module receives: the store, persistence of records and session ops, config refresh, own-event flag.

import type { ExtensionAPI, ExtensionContext } from "@earendil-works/pi-coding-agent";
import type { Action } from "../src/state/actions.ts";
import type { ConfigSnapshot } from "../src/state/config-model.ts";
import { createStore } from "../src/state/store.ts";
import { isRecordAction, RECORD_ACTION_TYPES } from "../src/engine/records/entries.ts";
import { ACTION_ENTRY_TYPE, OP_ENTRY_TYPE } from "../src/engine/records/entry-types.ts";
import { sessionState } from "../src/engine/records/session-state.ts";
import { createConfigRefresher, type RefreshView } from "../src/engine/runtime/config-refresh.ts";
import { createStoreSwitch } from "../src/engine/runtime/store-switch.ts";
import { createPersistence } from "../src/engine/runtime/persist.ts";
import { errorText } from "../src/engine/error-text.ts";
import type { RuntimeInternals, RuntimeOptions } from "./runtime-types.ts";

export type { ConfigPort, Runtime, RuntimeInternals, RuntimeOptions } from "./runtime-types.ts";
export type { ConfigWatcher } from "../src/engine/runtime/config-refresh.ts";
export { rebuildState } from "../src/engine/records/rebuild.ts";

/** Custom session entry types: guard records (replayed for panels and export) and the config op-log (records/entry-types.ts). */
export const ACTION_ENTRY = ACTION_ENTRY_TYPE;
export const OP_ENTRY = OP_ENTRY_TYPE;

/** Which actions are persisted (records/entries.ts, next to their parsing). */
export { isRecordAction, RECORD_ACTION_TYPES };

export function createRuntime(pi: ExtensionAPI, options: RuntimeOptions): RuntimeInternals {
  const now = options.now ?? Date.now;
  const stores = createStoreSwitch();
  const store = stores.store;
  let idCounter = 0;
  const idSalt = Math.random().toString(36).slice(2, 6);
  let emitting = 0;
  const persisted = createPersistence({ store, append: (type, data) => pi.appendEntry(type, data) });
  const loadedAction = (snapshot: ConfigSnapshot): Action => ({ type: "config/loaded", snapshot, at: now() });
  const projectTrust = (ctx: ExtensionContext) =>
    options.config.projectTrust ? options.config.projectTrust(ctx) : { trusted: ctx.isProjectTrusted() };
  const config = createConfigRefresher<ExtensionContext>({
    createWatcher: (opts) => options.config.createWatcher(opts),
    agentDir: () => options.config.agentDir(),
    apply: (snapshot) => store.dispatch(loadedAction(snapshot)),
    viewOf: (ctx): RefreshView => ({
      cwd: ctx.cwd,
      trust: projectTrust(ctx),
      ask: ctx.hasUI ? (title, message) => ctx.ui.confirm(title, message) : undefined,
      notify: (message, level) => (ctx.hasUI ? rt.notify(ctx, message, level) : console.error(message)),
    }),
  });

  const rt: RuntimeInternals = {
    store,
    dispatch: (action) => persisted.dispatch(action),
    now,
    newId: (prefix) => `${prefix}-${now().toString(36)}-${idSalt}${(idCounter++).toString(36)}`,
    armConfigApproval: (on) => config.arm(on),
    // at most one stat pass per event: every guard calls this, the first handler of an emission does the work
    refreshConfig: (ctx) => config.refresh(ctx),
    applyOp: (op) => persisted.applyOp(op),
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
      const snapshot = config.reload(ctx); // the files were just read for this event
      const live = new Set(reason === "session_tree" ? stores.inner().getState().audits.active : []);
      const entries = ctx.sessionManager.getBranch();
      const state = sessionState(snapshot, entries, options.config.opsFromEntries, live, now());
      const onListenerError = (e: unknown, a: Action) =>
        console.error(`pi-sentinel: listener failed on ${a.type}: ${errorText(e)}`);
      stores.attach(createStore({ initial: state, onListenerError }));
      stores.forward(state, loadedAction(snapshot));
      return state;
    },
    configSnapshot: () => config.snapshot(),
    dispose() {
      persisted.dispose();
      config.forget();
      stores.dispose();
    },
  };
  return rt;
}
