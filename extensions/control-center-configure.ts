// /sentinel:configure wiring: the command, its model and ports; the dialog itself is src/engine/configure/dialog.ts.

import { getAgentDir, type ExtensionAPI, type ExtensionCommandContext } from "@earendil-works/pi-coding-agent";
import { configPaths } from "../src/engine/config/load.ts";
import { runConfigureDialog } from "../src/engine/configure/dialog.ts";
import { configureModel } from "../src/engine/configure/proposal.ts";
import { errorText } from "../src/engine/error-text.ts";
import { modelLabel, registryModelPort, type ModelPort } from "../src/engine/model-port.ts";
import * as texts from "../src/ui/configure.ts";
import type { Runtime } from "./runtime.ts";
import { guardedToolFactory } from "./side-tools.ts";

export const CONFIGURE_COMMAND = "sentinel:configure";

/**
 * refreshConfig stats the files at most once per event context; a context object of its own (delegating to the real
 * one) makes the runtime re-read now, after a write, or when the person presses refresh.
 */
export function newEventContext<C extends object>(ctx: C): C {
  return Object.create(ctx) as C;
}

export interface ConfigureOptions {
  /** tests swap the model port; production uses ctx.modelRegistry */
  port?: (ctx: ExtensionCommandContext) => ModelPort;
  /** called when a dialog ends (tests await it) */
  onFinished?: (outcome: string) => void;
}

export function registerConfigure(pi: ExtensionAPI, rt: Runtime, options: ConfigureOptions = {}): void {
  pi.registerCommand(CONFIGURE_COMMAND, {
    description:
      "Describe rules in plain words; a model proposes sentinel rules, you review the diff, pick the scope and confirm",
    handler: async (args: string, ctx: ExtensionCommandContext) => {
      rt.refreshConfig(ctx);
      const notify = (message: string, level: "info" | "warning" | "error") => rt.notify(ctx, message, level);
      let description = args.trim();
      if (!description) {
        if (!ctx.hasUI)
          return notify(
            `/${CONFIGURE_COMMAND} needs a description, e.g. /${CONFIGURE_COMMAND} block writes to .env files`,
            "error",
          );
        const typed = await ctx.ui.input(
          "Which rules do you want? (plain words)",
          "e.g. block any write to .env files",
        );
        description = (typed ?? "").trim();
        if (!description) return;
      }
      const settings = rt.store.getState().config.settings;
      const model = options.port ? options.port(ctx) : registryModelPort(ctx.modelRegistry);
      const files = configPaths({ agentDir: getAgentDir(), cwd: ctx.cwd });
      const defaults = settings.defaults;
      const choice = configureModel(
        defaults.configure?.model,
        defaults.model,
        modelLabel(ctx.model),
        model,
        files.global,
      );
      if (!choice.ok) return notify(`sentinel configure: ${choice.error}`, "error");
      notify(
        `sentinel configure: asking ${choice.spec} in the background; keep working, the proposal will show here`,
        "info",
      );
      // background: the command returns at once; the dialog reports through notify and dialogs when the model answers
      const dialog = runConfigureDialog(
        {
          model,
          spec: choice.spec,
          tools: () => guardedToolFactory(rt, ctx)(["read", "grep", "find", "ls"], ctx.cwd), // confined + scanned
          texts,
          currentRules: () => rt.store.getState().config.rules.map((r) => r.rule),
          notify,
          ui: () => (ctx.hasUI ? ctx.ui : undefined),
          files,
          applyOp: (op) => rt.applyOp(op),
          now: () => rt.now(),
          reread: () => rt.refreshConfig(newEventContext(ctx)),
          projectTrusted: () => ctx.isProjectTrusted(),
        },
        description,
      );
      void dialog.then(
        (outcome) => options.onFinished?.(outcome),
        (e: unknown) => {
          notify(`sentinel configure failed: ${errorText(e)}`, "error");
          options.onFinished?.("failed");
        },
      );
    },
  });
}
