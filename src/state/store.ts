// The store: dispatch, getState, subscribe; one immutable RootState, listeners called once per dispatch.

import type { Action } from "./actions.ts";
import { initialRoot, rootReducer, type RootState } from "./root.ts";

export type Listener = (state: RootState, action: Action) => void;
export type Dispatch = (action: Action) => void;

export interface Store {
  dispatch: Dispatch;
  getState(): RootState;
  subscribe(listener: Listener): () => void;
}

export interface StoreOptions {
  initial?: RootState;
  historySize?: number;
  /** called when a listener throws; listeners never break dispatch */
  onListenerError?: (error: unknown, action: Action) => void;
}

export function createStore(options: StoreOptions = {}): Store {
  let state = options.initial ?? initialRoot(options.historySize);
  const listeners = new Set<Listener>();
  const queue: Action[] = [];
  let dispatching = false;

  function dispatch(action: Action): void {
    queue.push(action);
    // re-entrant dispatches (a listener dispatching) run after the current one, in order
    if (dispatching) return;
    dispatching = true;
    try {
      while (queue.length > 0) {
        const next = queue.shift() as Action;
        state = rootReducer(state, next);
        for (const l of [...listeners]) {
          try {
            l(state, next);
          } catch (e) {
            options.onListenerError?.(e, next);
          }
        }
      }
    } finally {
      dispatching = false;
    }
  }

  return {
    dispatch,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reduces a recorded action log from an initial state: replay runs no effects. */
export function replay(actions: readonly Action[], initial: RootState = initialRoot()): RootState {
  let s = initial;
  for (const a of actions) s = rootReducer(s, a);
  return s;
}
