// Wiring for `/sentinel:export [path] [--force]`: writes this session's guard records (from its persisted entries) as JSONL, never over a file without asking.

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { ExtensionAPI, ExtensionCommandContext } from "@earendil-works/pi-coding-agent";
import { resolveToolPath } from "../src/engine/paths.ts";
import { actionsFromEntries, exportJsonl, recordsFromActions } from "../src/engine/export.ts";
import { splitArgs } from "../src/engine/prompt/split.ts";
import { checkOutputPath, writeFileAtomic } from "../src/engine/safe-write.ts";
import type { Runtime } from "./runtime.ts";
import { errorText } from "../src/engine/error-text.ts";

/** `<agentDir>/sentinel/exports/<session id>.jsonl`: outside the project, so an export never shows up in `git status`. */
export function defaultExportPath(agentDir: string, sessionId: string): string {
  return join(agentDir, "sentinel", "exports", `${sessionId.replace(/[^A-Za-z0-9._-]/g, "_") || "session"}.jsonl`);
}

export function registerExport(pi: ExtensionAPI, rt: Runtime, agentDir: () => string): void {
  pi.registerCommand("sentinel:export", {
    description:
      "Write this session's guard records as JSONL: /sentinel:export [path] [--force] (default <agentDir>/sentinel/exports/<session>.jsonl)",
    handler: async (args, ctx) => {
      const words = splitArgs(args.trim());
      const force = words.includes("--force");
      const rest = words.filter((w) => w !== "--force");
      if (rest.length > 1) {
        rt.notify(
          ctx,
          `pi-sentinel: /sentinel:export takes one path (quote a path with spaces), got ${rest.length}: ${rest.join(" ")}`,
          "error",
        );
        return;
      }
      let path: string;
      if (rest.length === 0) {
        path = defaultExportPath(agentDir(), ctx.sessionManager.getSessionId());
        mkdirSync(join(agentDir(), "sentinel", "exports"), { recursive: true }); // our own folder; a user's folder is never created
      } else path = resolveToolPath(rest[0], ctx.cwd); // "~/x", "@x", file:// like pi's own tools
      if (!(await mayWrite(ctx, rt, path, force))) return;
      try {
        const records = recordsFromActions(actionsFromEntries(ctx.sessionManager.getEntries()));
        writeFileAtomic(path, exportJsonl(records));
        rt.notify(ctx, `pi-sentinel: ${records.length} guard record(s) written to ${path}`, "info");
      } catch (e) {
        rt.notify(ctx, `pi-sentinel: could not write ${path}: ${errorText(e)}`, "error");
      }
    },
  });
}

async function mayWrite(ctx: ExtensionCommandContext, rt: Runtime, path: string, force: boolean): Promise<boolean> {
  const session = ctx.sessionManager.getSessionFile();
  const check = checkOutputPath(path, { force, inputs: session ? [session] : [] });
  if (check.ok) return true;
  if (check.problem !== "exists") {
    rt.notify(ctx, `pi-sentinel: not exported: ${check.message}`, "error");
    return false;
  }
  if (
    ctx.hasUI &&
    (await ctx.ui.confirm(
      "Replace existing file?",
      `${path} already exists. Replace it with this session's guard records?`,
    ))
  )
    return true;
  rt.notify(
    ctx,
    `pi-sentinel: not exported: ${path} already exists (confirm the dialog, add --force, or pick another path)`,
    "warning",
  );
  return false;
}
