// One store identity for the whole process: guards keep it, a session switch swaps the store behind it.

import type { Listener, Store } from "../../state/store.ts";
import { createStore } from "../../state/store.ts";
import { errorText } from "../error-text.ts";

export interface StoreSwitch {
  /** the store every guard keeps: dispatch and reads go to the current inner store, listeners stay across swaps */
  readonly store: Store;
  /** the store behind it now */
  inner(): Store;
  /** puts `next` behind the outer store (the outer listeners follow it) */
  attach(next: Store): void;
  /** hands one action to the outer listeners (a rebuilt state announces itself) */
  forward: Listener;
  /** drops every listener */
  dispose(): void;
}

export function createStoreSwitch(): StoreSwitch {
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
  const attach = (next: Store): void => {
    innerUnsub();
    inner = next;
    innerUnsub = next.subscribe(forward);
  };
  attach(inner);
  const store: Store = {
    dispatch: (a) => inner.dispatch(a),
    getState: () => inner.getState(),
    subscribe(l) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
  return {
    store,
    inner: () => inner,
    attach,
    forward,
    dispose() {
      innerUnsub();
      listeners.clear();
    },
  };
}
