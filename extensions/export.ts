// Wiring for `/sentinel:export [path]`: writes this session's guard records (from its persisted entries) as JSONL.

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { ExtensionAPI } from "@earendil-works/pi-coding-agent";
import { resolveToolPath } from "../src/engine/paths.ts";
import { actionsFromEntries, exportJsonl, recordsFromActions } from "../src/engine/export.ts";
import type { Runtime } from "./runtime.ts";

function defaultName(now: number): string {
  const iso = new Date(now).toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `sentinel-audit-${iso}.jsonl`;
}

export function registerExport(pi: ExtensionAPI, rt: Runtime): void {
  pi.registerCommand("sentinel:export", {
    description: "Write this session's guard records (audits, reviews, detections, rejections) as JSONL: /sentinel:export [path]",
    handler: async (args, ctx) => {
      const target = args.trim() || defaultName(rt.now());
      const path = resolveToolPath(target, ctx.cwd); // "~/x", "@x", file:// like pi's own tools
      try {
        const records = recordsFromActions(actionsFromEntries(ctx.sessionManager.getEntries()));
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, exportJsonl(records));
        rt.notify(ctx, `pi-sentinel: ${records.length} guard record(s) written to ${path}`, "info");
      } catch (e) {
        rt.notify(ctx, `pi-sentinel: could not write ${path}: ${e instanceof Error ? e.message : String(e)}`, "error");
      }
    },
  });
}
