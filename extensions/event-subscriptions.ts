// Subscriptions a guard holds on pi.events channels and pi host events, changed only when the set of names changes.

import type { ExtensionAPI, ExtensionContext } from "@earendil-works/pi-coding-agent";
import type { EventSubscriptions } from "../src/engine/sentinel/fire.ts";
import { isOwnMessageEvent } from "../src/engine/sentinel/triggers.ts";
import type { Runtime } from "./runtime.ts";

export interface EventSubscriber {
  /** subscribe exactly `want` (a no-op when the set is unchanged: pi may be iterating its handler list right now) */
  follow(want: EventSubscriptions): void;
  clear(): void;
}

/** `onEvent` gets a bus channel's name (ctx undefined) or "core:<pi event>" with that event's ctx; own events never reach it. */
export function createEventSubscriber(
  pi: ExtensionAPI,
  rt: Runtime,
  onEvent: (name: string, data: unknown, c: ExtensionContext | undefined) => void,
): EventSubscriber {
  let key = "";
  let off: (() => void)[] = [];
  const clear = (): void => {
    for (const o of off) {
      try {
        o();
      } catch {
        // already gone with the session
      }
    }
    off = [];
    key = "";
  };
  const on = pi.on as unknown as (e: string, h: (event: unknown, c: ExtensionContext) => void) => () => void;
  return {
    clear,
    follow(want) {
      if (want.key === key) return;
      clear();
      key = want.key;
      for (const ch of want.channels)
        off.push(pi.events.on(ch, (data) => (rt.isEmittingOwnEvent() ? undefined : onEvent(ch, data, undefined))));
      for (const ev of want.cores)
        off.push(on(ev, (event, c) => (isOwnMessageEvent(event) ? undefined : onEvent(`core:${ev}`, event, c))));
    },
  };
}
