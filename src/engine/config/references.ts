// Checks what a validated sentinel.json points at: prompt variables each trigger provides, reviewer rules files and condition modules that exist.

import type { Diagnostic, SentinelFileConfig } from "../../state/config-model.ts";
import { resolveConfigPath } from "../review/select.ts";
import { checkTemplateVars } from "../sentinel/template-vars.ts";
import type { ConfigFiles } from "./files.ts";
import type { Where } from "./validate.ts";

export interface ReferenceContext {
  /** the project folder relative config paths resolve from (the session cwd) */
  cwd: string;
  files: Pick<ConfigFiles, "stat">;
  /** the parsed JSON, to point diagnostics at the rule's index in the file */
  raw?: unknown;
}

function indexOf(raw: unknown, list: "rules" | "reviewers", name: string): number | undefined {
  const obj = raw as { rules?: unknown; supervisor?: { reviewers?: unknown } } | undefined;
  const items = list === "rules" ? obj?.rules : obj?.supervisor?.reviewers;
  if (!Array.isArray(items)) return undefined;
  const i = items.findIndex((it) => (it as { name?: unknown } | null)?.name === name);
  return i >= 0 ? i : undefined;
}

function exists(files: Pick<ConfigFiles, "stat">, path: string): boolean {
  try {
    return files.stat(path)?.isFile === true;
  } catch {
    return true; // something is there; reading it reports the real problem
  }
}

/** Warnings (the rule or reviewer still loads) for each reference that cannot work as written. */
export function referenceDiagnostics(config: SentinelFileConfig, where: Where, ctx: ReferenceContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const base = {
    severity: "warning" as const,
    scope: where.scope,
    ...(where.file === undefined ? {} : { file: where.file }),
  };
  for (const rule of config.rules ?? []) {
    const i = indexOf(ctx.raw, "rules", rule.name);
    for (const p of checkTemplateVars(rule.prompt, rule.trigger)) {
      out.push({
        ...base,
        rule: rule.name,
        ...(i === undefined ? {} : { path: `/rules/${i}/prompt` }),
        message: `prompt line ${p.line}: ${p.message}; it renders empty`,
      });
    }
  }
  for (const r of config.supervisor?.reviewers ?? []) {
    const i = indexOf(ctx.raw, "reviewers", r.name);
    const at = (key: string, n?: number): { path?: string } =>
      i === undefined ? {} : { path: `/supervisor/reviewers/${i}/${key}${n === undefined ? "" : `/${n}`}` };
    const files: [string, string, number | undefined][] = [
      ...(r.rulesFile !== undefined ? [[r.rulesFile, "rulesFile", undefined] as [string, string, undefined]] : []),
      ...(r.rulesFiles ?? []).map((f, n) => [f, "rulesFiles", n] as [string, string, number]),
    ];
    for (const [f, key, n] of files) {
      const abs = resolveConfigPath(f, ctx.cwd);
      if (!exists(ctx.files, abs))
        out.push({
          ...base,
          rule: r.name,
          ...at(key, n),
          message: `rules file "${f}" not found (looked at ${abs}); the review has no rules from it`,
        });
    }
    if (r.condition !== undefined) {
      const abs = resolveConfigPath(r.condition, ctx.cwd);
      if (!exists(ctx.files, abs))
        out.push({
          ...base,
          rule: r.name,
          ...at("condition"),
          message: `condition module "${r.condition}" not found (looked at ${abs}); the reviewer fails until it exists`,
        });
    }
  }
  return out;
}
