// Wiring: the tools auditors (and the configure assistant) get, wrapped by the side-loop guard with the live injection settings.

import type { AnyAgentTool } from "../src/engine/model-port.ts";
import type { ExtensionContext } from "@earendil-works/pi-coding-agent";
import { createBuiltinTools } from "../src/engine/model-port.ts";
import { createInjectionGuard } from "../src/engine/injection/guard.ts";
import { guardSideLoopTools } from "../src/engine/sideloop-guard.ts";
import type { Runtime } from "./runtime.ts";

/** A createTools for side loops: pi's built-in tools, confined to the project and guarded like the main agent's. */
export function guardedToolFactory(
  rt: Runtime,
  ctx: ExtensionContext,
): (names: readonly string[] | undefined, cwd: string) => Promise<AnyAgentTool[]> {
  return async (names, cwd) => {
    const tools = await createBuiltinTools(names, cwd);
    if (tools.length === 0) return tools;
    const guard = createInjectionGuard({
      settings: () => rt.store.getState().config.settings.injectionDefense,
      cwd: () => cwd,
      dispatch: (a) => rt.dispatch(a),
      notify: (message, level) => rt.notify(ctx, `${message} (auditor tool)`, level),
      now: () => rt.now(),
      newId: (p) => rt.newId(p),
    });
    return guardSideLoopTools(tools, {
      cwd,
      onToolCall: (s) => guard.onToolCall(s),
      onToolResult: (s) => guard.onToolResult(s),
    });
  };
}
