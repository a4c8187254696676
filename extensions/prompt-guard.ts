// Wiring for the prompt guard: pi's input, agent and session events to the prompt-guard shell; emits pi-prompt-guard:loaded.

import { homedir } from "node:os";
import { getAgentDir, type ExtensionAPI } from "@earendil-works/pi-coding-agent";
import type { CommandInfo } from "../src/engine/prompt/decide.ts";
import { collectTemplateFiles, readText, templateLocations } from "../src/engine/prompt/files.ts";
import { displayPath } from "../src/engine/prompt/lint.ts";
import { createPromptGuard } from "../src/engine/prompt/shell.ts";
import type { Runtime } from "./runtime.ts";
import { errorText } from "../src/engine/error-text.ts";
import { openSession, type SessionScope } from "./session-scope.ts";

export const PROMPT_GUARD_LOADED = "pi-prompt-guard:loaded";

function commandsOf(pi: ExtensionAPI): CommandInfo[] {
  return pi.getCommands().map((c) => ({ name: c.name, source: c.source, path: c.sourceInfo?.path }));
}

function settingsPrompts(pi: ExtensionAPI): string[] {
  const prompts = (pi.getSettings() as { prompts?: unknown }).prompts;
  return Array.isArray(prompts) ? prompts.filter((p): p is string => typeof p === "string") : [];
}

export function registerPromptGuard(pi: ExtensionAPI, rt: Runtime): void {
  /** the session's ctx, captured at session_start (never the last event's ctx in a module variable) */
  let session: SessionScope | undefined;
  const guard = createPromptGuard({
    commands: () => commandsOf(pi),
    readFile: readText,
    // a pure read: the input handler refreshed the config files for this event
    settings: () => rt.store.getState().config.settings.promptGuard,
    dispatch: (action) => rt.dispatch(action),
    notify: (message, level) => {
      if (!session) return;
      session.notify(message, level);
      // print/json mode has no UI: a stopped prompt must still say why on stderr (stdout stays the agent's)
      if (!session.ctx.hasUI && level === "error") process.stderr.write(`pi-sentinel: ${message}\n`);
    },
    now: () => rt.now(),
    newId: (prefix) => rt.newId(prefix),
    displayPath: (path) => (session ? displayPath(path, session.ctx.cwd, homedir()) : path),
  });

  pi.on("input", (event, c) => {
    session ??= openSession(pi, rt, c); // input before session_start (no bound UI): this event's ctx stands in
    // plain text never reaches the guard's config read: refresh only for a /command
    if (event.text.startsWith("/")) rt.refreshConfig(c);
    return { action: guard.onInput(event.text, event.source) };
  });

  pi.on("before_agent_start", () => {
    rt.dispatch({ type: "agent/started", at: rt.now() });
  });

  pi.on("agent_settled", () => {
    rt.dispatch({ type: "agent/settled", at: rt.now() });
  });

  pi.on("session_start", (_event, c) => {
    session = openSession(pi, rt, c);
    try {
      const prompts = commandsOf(pi).filter((cmd) => cmd.source === "prompt" && cmd.path);
      const locations = templateLocations({
        agentDir: getAgentDir(),
        cwd: c.cwd,
        trusted: c.isProjectTrusted(),
        settingsPrompts: settingsPrompts(pi),
        loaded: prompts.map((cmd) => cmd.path as string),
      });
      guard.lint(collectTemplateFiles(locations));
    } catch (e) {
      // linting is advice: a failure here must not disturb the session
      rt.notify(c, `prompt guard: template lint failed: ${errorText(e)}`, "warning");
    }
    // emitted on session_start, like pi-sentinel:loaded, so extensions loaded after this one hear it too
    rt.emit(PROMPT_GUARD_LOADED, { name: "pi-sentinel" });
  });
}
