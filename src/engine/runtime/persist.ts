// Dispatch that persists: record actions and session config ops go to the store and are appended as session entries.

import type { Action, SessionOp } from "../../state/actions.ts";
import type { Store } from "../../state/store.ts";
import { errorText } from "../error-text.ts";
import { isRecordAction } from "../records/entries.ts";
import { ACTION_ENTRY_TYPE, OP_ENTRY_TYPE } from "../records/entry-types.ts";

export interface PersistPorts {
  store: Store;
  /** pi.appendEntry */
  append(customType: string, data: unknown): void;
}

export function createPersistence(ports: PersistPorts) {
  let disposed = false;
  const persist = (customType: string, data: unknown): void => {
    try {
      ports.append(customType, data);
    } catch (e) {
      // after session_shutdown pi's API is stale (guards cancelling their audits land here): a resume marks those
      // records "interrupted" anyway, so only an append failing while the session is live is worth a line
      if (!disposed) console.error(`pi-sentinel: could not persist ${customType}: ${errorText(e)}`);
    }
  };
  return {
    /** store dispatch + persistence of record actions as session entries */
    dispatch(action: Action): void {
      ports.store.dispatch(action);
      if (isRecordAction(action)) persist(ACTION_ENTRY_TYPE, action);
    },
    /** a session-level config change: dispatched, and appended to the op-log when it changed the config */
    applyOp(op: SessionOp): void {
      const before = ports.store.getState().config.revision;
      ports.store.dispatch(op);
      if (ports.store.getState().config.revision !== before) persist(OP_ENTRY_TYPE, op);
    },
    dispose(): void {
      disposed = true;
    },
  };
}
