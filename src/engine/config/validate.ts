// Validates one parsed sentinel.json: keeps every good part, drops only the bad rule, reviewer or key, one diagnostic each.

import type { Diagnostic, Reviewer, SentinelFileConfig, SentinelRule, Supervisor } from "../../state/config-model.ts";
import { isPlainObject, own, show, unknownFieldMessage } from "./explain.ts";
import { SECTION_SCHEMAS, TOP_LEVEL_KEYS } from "./schema.ts";
import { dropUnusablePatterns, validateJudge } from "./validate-injection.ts";
import { validateList, validateReviewer, validateRule } from "./validate-items.ts";
import { diagnostic, validateSection, type ValidatedFile, type Where } from "./validate-parts.ts";

export type { ValidatedFile, Where } from "./validate-parts.ts";
export { validateReviewer, validateRule } from "./validate-items.ts";
export { validateSection } from "./validate-parts.ts";

type SectionKey = keyof typeof SECTION_SCHEMAS;

function validateSupervisor(value: unknown, where: Where): { supervisor?: Supervisor; diagnostics: Diagnostic[] } {
  if (!isPlainObject(value))
    return {
      diagnostics: [
        diagnostic(where, ["supervisor"], `supervisor: must be an object, not ${show(value)} (key ignored)`),
      ],
    };
  const { reviewers, ...settings } = value;
  const r = validateSection(SECTION_SCHEMAS.supervisor, settings, where, ["supervisor"], ["reviewers"]);
  const diagnostics = [...r.diagnostics];
  const supervisor: Supervisor = { ...(r.section as Supervisor) };
  if (reviewers !== undefined) {
    const list = validateList<Reviewer>("reviewer", reviewers, where, ["supervisor", "reviewers"], (v, w, p) => {
      const one = validateReviewer(v, w, p);
      return { item: one.reviewer, diagnostics: one.diagnostics };
    });
    diagnostics.push(...list.diagnostics);
    if (list.items) supervisor.reviewers = list.items;
  }
  return { supervisor, diagnostics };
}

/** Validates a whole parsed sentinel.json. Never throws; the config holds only what validated. */
export function validateConfigFile(json: unknown, where: Where): ValidatedFile {
  if (!isPlainObject(json)) {
    return {
      config: {},
      diagnostics: [
        {
          ...diagnostic(where, [], `the file must contain a JSON object ({ ... }), not ${show(json)} (file skipped)`),
          severity: "error",
        },
      ],
    };
  }
  const config: SentinelFileConfig = {};
  const diagnostics: Diagnostic[] = [];
  for (const [key, value] of Object.entries(json)) {
    switch (key) {
      case "$schema":
        if (typeof value !== "string")
          diagnostics.push(
            diagnostic(
              where,
              [key],
              `$schema: must be a string (a path or URL of the schema), not ${show(value)} (key ignored)`,
            ),
          );
        break;
      case "rules": {
        const r = validateList<SentinelRule>("rule", value, where, ["rules"], (v, w, p) => {
          const one = validateRule(v, w, p);
          return { item: one.rule, diagnostics: one.diagnostics };
        });
        diagnostics.push(...r.diagnostics);
        if (r.items) config.rules = r.items;
        break;
      }
      case "supervisor": {
        const r = validateSupervisor(value, where);
        diagnostics.push(...r.diagnostics);
        if (r.supervisor) config.supervisor = r.supervisor;
        break;
      }
      case "defaults":
      case "injectionDefense":
      case "promptGuard":
      case "fleetKeybindings": {
        // the judge is validated key by key on its own (below), like a section inside the section
        const judge = key === "injectionDefense" && isPlainObject(value) ? own(value, "judge") : undefined;
        const outer =
          judge === undefined
            ? value
            : Object.fromEntries(Object.entries(value as object).filter(([k]) => k !== "judge"));
        const r = validateSection(SECTION_SCHEMAS[key as SectionKey], outer, where, [key]);
        diagnostics.push(...r.diagnostics);
        if (key === "injectionDefense" && r.section) diagnostics.push(...dropUnusablePatterns(r.section, where));
        if (judge !== undefined && r.section) {
          const j = validateJudge(judge, where);
          diagnostics.push(...j.diagnostics);
          if (j.judge) r.section.judge = j.judge;
        }
        if (r.section) (config as Record<string, unknown>)[key] = r.section;
        break;
      }
      default:
        diagnostics.push(
          diagnostic(where, [key], `${unknownFieldMessage(key, TOP_LEVEL_KEYS, "top-level key")} (key ignored)`),
        );
    }
  }
  return { config, diagnostics };
}
