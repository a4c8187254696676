// The /sentinel:memory command: list or clear the injection memory across sessions from inside pi.

import { getAgentDir, type ExtensionAPI, type ExtensionCommandContext } from "@earendil-works/pi-coding-agent";
import type { AutocompleteItem } from "@earendil-works/pi-tui";
import { createMemory } from "../src/engine/memory/store.ts";
import { formatEntry } from "../src/cli/memory.ts";
import type { Runtime } from "./runtime.ts";

export const MEMORY_COMMAND = "sentinel:memory";
const SHOWN = 20;

export function registerMemory(pi: ExtensionAPI, rt: Runtime): void {
  pi.registerCommand(MEMORY_COMMAND, {
    description: "The injection memory across sessions (hashes of content blocked before): list (default) or clear",
    getArgumentCompletions: (prefix: string): AutocompleteItem[] | null => {
      const items = ["list", "clear"].filter((w) => w.startsWith(prefix.trim())).map((w) => ({ value: w, label: w }));
      return items.length > 0 ? items : null;
    },
    handler: async (args: string, ctx: ExtensionCommandContext) => {
      const warnings: string[] = [];
      const memory = createMemory({ agentDir: getAgentDir(), warn: (m) => warnings.push(m) });
      const verb = args.trim() || "list";
      if (verb === "list") {
        const entries = memory.list();
        for (const w of warnings) rt.notify(ctx, w, "warning");
        const shown = entries.slice(-SHOWN).reverse().map(formatEntry);
        const more = entries.length > SHOWN ? `\n… and ${entries.length - SHOWN} older` : "";
        rt.notify(
          ctx,
          entries.length === 0
            ? `pi-sentinel: the injection memory is empty (${memory.file})`
            : `pi-sentinel: ${entries.length} remembered (${memory.file}), newest first:\n${shown.join("\n")}${more}`,
          "info",
        );
        return;
      }
      if (verb === "clear") {
        const n = memory.list().length;
        if (
          ctx.hasUI &&
          !(await ctx.ui.confirm(
            "Clear the injection memory?",
            `${n} remembered item(s) in ${memory.file} will be forgotten by every session.`,
          ))
        ) {
          rt.notify(ctx, "pi-sentinel: the injection memory was kept", "info");
          return;
        }
        const cleared = memory.clear();
        rt.notify(ctx, `pi-sentinel: cleared ${cleared} item(s) from the injection memory`, "info");
        return;
      }
      rt.notify(ctx, `pi-sentinel: /${MEMORY_COMMAND} takes 'list' or 'clear', not '${verb}'`, "warning");
    },
  });
}
