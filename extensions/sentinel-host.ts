// The per-event host a sentinel firing runs in: the model port, cwd, session model, guarded tools, transcript and context size.

import type { ExtensionContext } from "@earendil-works/pi-coding-agent";
import { modelLabel, registryModelPort } from "../src/engine/model-port.ts";
import { contextTokens } from "../src/engine/sentinel/context-tokens.ts";
import type { SentinelHost } from "../src/engine/sentinel/guard.ts";
import type { Runtime } from "./runtime.ts";
import type { SessionScope } from "./session-scope.ts";
import { guardedToolFactory } from "./side-tools.ts";

/** `session`: the session's scope when one is open (its transcript, read when asked); the event's ctx gives the rest. */
export function sentinelHost(rt: Runtime, c: ExtensionContext, session: () => SessionScope | undefined): SentinelHost {
  return {
    fire: {
      port: registryModelPort(c.modelRegistry),
      cwd: c.cwd,
      sessionModel: modelLabel(c.model),
      createTools: guardedToolFactory(rt, c),
    },
    messages: () => session()?.messages(c) ?? [],
    contextTokens: (message) => contextTokens(c, message),
  };
}
