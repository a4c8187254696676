// Validation of injectionDefense beyond its schema: allowPatterns that re2js cannot compile, and the judge with its band.

import type { Diagnostic } from "../../state/config-model.ts";
import { compileAllowPattern } from "../injection/allow-patterns.ts";
import { DEFAULT_JUDGE_BAND } from "../injection/judge.ts";
import { isPlainObject, own, show } from "./explain.ts";
import { SECTION_SCHEMAS } from "./schema.ts";
import { diagnostic, validateSection, type Where } from "./validate-parts.ts";

/** allowPatterns run on a linear-time engine (re2js); a pattern it cannot compile is dropped with the reason. */
export function dropUnusablePatterns(section: Record<string, unknown>, where: Where): Diagnostic[] {
  const list = section.allowPatterns;
  if (!Array.isArray(list)) return [];
  const out: Diagnostic[] = [];
  section.allowPatterns = list.filter((p: string, i: number) => {
    const c = compileAllowPattern(p);
    if (!c.ok)
      out.push(
        diagnostic(
          where,
          ["injectionDefense", "allowPatterns", i],
          `injectionDefense.allowPatterns[${i}] ${JSON.stringify(p.length > 80 ? `${p.slice(0, 77)}...` : p)}: ${c.why} (pattern ignored)`,
        ),
      );
    return c.ok;
  });
  return out;
}

function bandText(band: unknown): string {
  try {
    const t = JSON.stringify(band);
    if (t !== undefined) return t.length > 60 ? `${t.slice(0, 57)}...` : t;
  } catch {
    // fall through
  }
  return show(band);
}

/**
 * injectionDefense.judge key by key (a bad timeout drops the timeout, not the judge); the band must be a real interval
 * [low, high] with 0 <= low < high <= 1 (the schema checks each bound, not their order or count).
 */
export function validateJudge(
  value: unknown,
  where: Where,
): { judge?: Record<string, unknown>; diagnostics: Diagnostic[] } {
  const path = ["injectionDefense", "judge"];
  const bandPath = [...path, "band"];
  const diagnostics: Diagnostic[] = [];
  let input = value;
  if (isPlainObject(value) && own(value, "band") !== undefined) {
    const band = value.band;
    const ok =
      Array.isArray(band) &&
      band.length === 2 &&
      band.every((b) => typeof b === "number" && Number.isFinite(b) && b >= 0 && b <= 1) &&
      band[0] < band[1];
    if (!ok) {
      const { band: _bad, ...rest } = value;
      input = rest;
      diagnostics.push(
        diagnostic(
          where,
          bandPath,
          `injectionDefense.judge.band: must be [low, high] with 0 <= low < high <= 1 (scores low <= score < high are judged), not ${bandText(band)} (key ignored; the default band [${DEFAULT_JUDGE_BAND.join(", ")}] applies)`,
        ),
      );
    }
  }
  const r = validateSection(SECTION_SCHEMAS.injectionJudge, input, where, path);
  return { judge: r.section, diagnostics: [...diagnostics, ...r.diagnostics] };
}
