// Reads the config files of the older single-purpose extensions (pi-guardrails, pi-tool-supervisor) as sentinel.json sections.

import type { Diagnostic, SentinelFileConfig } from "../../state/config-model.ts";
import { isPlainObject } from "./explain.ts";
import { InjectionDefenseSchema, SupervisorSettingsSchema } from "./schema.ts";
import { validateConfigFile, type Where } from "./validate.ts";

const INJECTION_KEYS = Object.keys(InjectionDefenseSchema.properties);
const SUPERVISOR_KEYS = [...Object.keys(SupervisorSettingsSchema.properties), "reviewers"];

/** Reviewer fields of pi-tool-supervisor that pi-sentinel reads elsewhere or not at all. */
const LEGACY_REVIEWER_FIELDS: Record<string, string> = {
  filePatterns: "put filePatterns in the rules file's front matter",
  complexity: "put complexity in the rules file's front matter",
  consumers: "put consumers in the rules file's front matter",
  backend: 'only the "model" backend is supported',
  typesafeModel: 'only the "model" backend is supported',
};

export interface LegacyResult {
  config: SentinelFileConfig;
  diagnostics: Diagnostic[];
}

function notice(where: Where, message: string): Diagnostic {
  return { severity: "info", scope: where.scope, ...(where.file ? { file: where.file } : {}), message };
}

/**
 * `.pi-guardrails.json`: its `injectionDefense` object, or (older shape) guardrails fields at the top level.
 * Every other key of that file belongs to other guardrails features and is left alone.
 */
export function fromGuardrailsFile(json: Record<string, unknown>, where: Where, moveTo: string): LegacyResult {
  let section: Record<string, unknown> | undefined;
  if (json.injectionDefense !== undefined) {
    section = { injectionDefense: json.injectionDefense };
  } else {
    const top = Object.fromEntries(Object.entries(json).filter(([k]) => INJECTION_KEYS.includes(k)));
    if (Object.keys(top).length > 0) section = { injectionDefense: top };
  }
  if (!section) return { config: {}, diagnostics: [] };
  const r = validateConfigFile(section, where);
  return {
    config: r.config,
    diagnostics: [
      ...r.diagnostics,
      notice(
        where,
        `injectionDefense settings were read from this older pi-guardrails file; move them under "injectionDefense" in ${moveTo} and delete the old file`,
      ),
    ],
  };
}

/** `<agentDir>/extensions/pi-tool-supervisor/config.json`: the top level is the supervisor section. */
export function fromToolSupervisorFile(json: Record<string, unknown>, where: Where, moveTo: string): LegacyResult {
  const diagnostics: Diagnostic[] = [];
  const supervisor: Record<string, unknown> = {};
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(json)) {
    if (SUPERVISOR_KEYS.includes(key)) supervisor[key] = value;
    else if (key === "timeoutMs" && typeof value === "number" && json.timeoutSeconds === undefined)
      supervisor.timeoutSeconds = Math.max(1, Math.ceil(value / 1000));
    else ignored.push(key);
  }
  if (Array.isArray(supervisor.reviewers)) {
    supervisor.reviewers = supervisor.reviewers.map((entry: unknown, i: number) => {
      if (!isPlainObject(entry)) return entry;
      const kept = { ...entry };
      for (const [field, advice] of Object.entries(LEGACY_REVIEWER_FIELDS)) {
        if (!(field in kept)) continue;
        if (field === "backend" && kept.backend === "model") {
          delete kept.backend;
          continue;
        }
        if (field === "backend" || field === "typesafeModel") continue; // left in: the reviewer is skipped with the reason
        delete kept[field];
        diagnostics.push({
          ...notice(where, `reviewer field "${field}" of pi-tool-supervisor is ignored: ${advice}`),
          path: `/reviewers/${i}/${field}`,
          ...(typeof entry.name === "string" ? { rule: entry.name } : {}),
        });
      }
      return kept;
    });
  }
  const r = validateConfigFile({ supervisor }, where);
  diagnostics.push(...r.diagnostics);
  if (ignored.length > 0)
    diagnostics.push(
      notice(where, `keys of pi-tool-supervisor that pi-sentinel does not use were ignored: ${ignored.join(", ")}`),
    );
  diagnostics.push(
    notice(
      where,
      `reviewers were read from this older pi-tool-supervisor file; move them under "supervisor" in ${moveTo} and delete the old file`,
    ),
  );
  return { config: r.config, diagnostics };
}
