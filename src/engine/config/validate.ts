// Validates one parsed sentinel.json: keeps every good part, drops only the bad rule, reviewer or key, one diagnostic each.

import { isReservedName } from "./reserved.ts";
import type { TSchema } from "typebox";
import type {
  Diagnostic,
  Reviewer,
  Scope,
  SentinelFileConfig,
  SentinelRule,
  Supervisor,
} from "../../state/config-model.ts";
import { ruleSemanticProblems } from "./rule-semantics.ts";
import {
  dotPath,
  explain,
  isPlainObject,
  own,
  pointer,
  problemText,
  show,
  unknownFieldMessage,
  type PathSegment,
  type Problem,
} from "./explain.ts";
import { compileAllowPattern } from "../injection/allow-patterns.ts";
import { DEFAULT_JUDGE_BAND } from "../injection/judge.ts";
import { ReviewerSchema, RuleSchema, SECTION_SCHEMAS, TOP_LEVEL_KEYS } from "./schema.ts";

export interface Where {
  scope: Scope;
  /** absolute path of the file being validated; absent for session-made rules */
  file?: string;
}

export interface ValidatedFile {
  config: SentinelFileConfig;
  diagnostics: Diagnostic[];
}

type SectionKey = keyof typeof SECTION_SCHEMAS;

function diagnostic(where: Where, path: PathSegment[], message: string, extra: Partial<Diagnostic> = {}): Diagnostic {
  return {
    severity: "warning",
    scope: where.scope,
    ...(where.file === undefined ? {} : { file: where.file }),
    ...(path.length > 0 ? { path: pointer(path) } : {}),
    message,
    ...extra,
  };
}

function joinProblems(problems: readonly Problem[], base: PathSegment[]): string {
  const texts = problems.map((p) => problemText({ path: p.path.slice(base.length), message: p.message }));
  return [...new Set(texts)].join("; ");
}

/** Checks that need more than one field (the schema cannot say them): the one rule-semantics check. */
function ruleSemantics(rule: Record<string, unknown>, path: PathSegment[]): Problem[] {
  return ruleSemanticProblems(rule).map((p) => ({ path: [...path, ...p.path], message: p.message }));
}

function reviewerSemantics(reviewer: Record<string, unknown>, path: PathSegment[]): Problem[] {
  if (reviewer.rulesFile === undefined && reviewer.rulesFiles === undefined) {
    return [{ path, message: 'needs "rulesFile" or "rulesFiles" (the rules the review checks against)' }];
  }
  return [];
}

/**
 * The path of a "__proto__" key inside a value that already passed its schema (so its depth is bounded).
 * JSON.parse makes such keys own properties; copying them around invites prototype confusion, so they are refused.
 */
function protoKeyPath(v: unknown, path: PathSegment[]): { at: PathSegment[]; key: string } | undefined {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const found = protoKeyPath(v[i], [...path, i]);
      if (found) return found;
    }
  } else if (isPlainObject(v)) {
    for (const [k, x] of Object.entries(v)) {
      if (isReservedName(k)) return { at: path, key: k };
      const found = protoKeyPath(x, [...path, k]);
      if (found) return found;
    }
  }
  return undefined;
}

function protoProblem(v: unknown, path: PathSegment[]): Problem[] {
  const found = protoKeyPath(v, path);
  return found ? [{ path: found.at, message: `${JSON.stringify(found.key)} cannot be used as a name` }] : [];
}

/** A rule or reviewer named "__proto__", "constructor" or "prototype" would reach an object's prototype wherever names are keys. */
function reservedNameProblem(value: unknown, path: PathSegment[]): Problem[] {
  const name = isPlainObject(value) ? value.name : undefined;
  return isReservedName(name)
    ? [{ path: [...path, "name"], message: `${JSON.stringify(name)} is reserved and cannot be used as a name` }]
    : [];
}

function nameOf(value: unknown): string | undefined {
  return isPlainObject(value) && typeof value.name === "string" && value.name.length > 0 ? value.name : undefined;
}

function checkItem<T>(
  kind: "rule" | "reviewer",
  schema: TSchema,
  semantics: (v: Record<string, unknown>, path: PathSegment[]) => Problem[],
  value: unknown,
  where: Where,
  path: PathSegment[],
): { item?: T; diagnostics: Diagnostic[] } {
  const name = nameOf(value);
  const problems = isPlainObject(value)
    ? [...reservedNameProblem(value, path), ...explain(schema, value, path), ...semantics(value, path)]
    : [{ path, message: `a ${kind} must be an object, not ${show(value)}` }];
  if (problems.length === 0) problems.push(...protoProblem(value, path));
  if (problems.length === 0) return { item: structuredClone(value) as T, diagnostics: [] };
  const message = `${joinProblems(problems, path)} (${kind} skipped)`;
  return { diagnostics: [diagnostic(where, path, message, name === undefined ? {} : { rule: name })] };
}

/** Validates one sentinel rule (also used by the configure dialog for proposed rules). */
export function validateRule(
  rule: unknown,
  where: Where,
  path: PathSegment[] = [],
): { rule?: SentinelRule; diagnostics: Diagnostic[] } {
  const r = checkItem<SentinelRule>("rule", RuleSchema, ruleSemantics, rule, where, path);
  return r.item ? { rule: r.item, diagnostics: r.diagnostics } : { diagnostics: r.diagnostics };
}

/** Validates one reviewer of `supervisor.reviewers`. */
export function validateReviewer(
  reviewer: unknown,
  where: Where,
  path: PathSegment[] = [],
): { reviewer?: Reviewer; diagnostics: Diagnostic[] } {
  const r = checkItem<Reviewer>("reviewer", ReviewerSchema, reviewerSemantics, reviewer, where, path);
  return r.item ? { reviewer: r.item, diagnostics: r.diagnostics } : { diagnostics: r.diagnostics };
}

/** Validates a list of named items, keeping the first of duplicate names. */
function validateList<T extends { name: string }>(
  kind: "rule" | "reviewer",
  value: unknown,
  where: Where,
  path: PathSegment[],
  one: (v: unknown, where: Where, path: PathSegment[]) => { item?: T; diagnostics: Diagnostic[] },
): { items?: T[]; diagnostics: Diagnostic[] } {
  if (!Array.isArray(value)) {
    return {
      diagnostics: [
        diagnostic(where, path, `${dotPath(path)}: must be a list of ${kind}s, not ${show(value)} (key ignored)`),
      ],
    };
  }
  const items: T[] = [];
  const names = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  value.forEach((entry, i) => {
    const r = one(entry, where, [...path, i]);
    diagnostics.push(...r.diagnostics);
    if (!r.item) return;
    if (names.has(r.item.name)) {
      diagnostics.push(
        diagnostic(
          where,
          [...path, i],
          `another ${kind} in this file already has the name "${r.item.name}"; the first one is kept (${kind} skipped)`,
          {
            rule: r.item.name,
          },
        ),
      );
      return;
    }
    names.add(r.item.name);
    items.push(r.item);
  });
  return { items, diagnostics };
}

/** Validates a settings section key by key, dropping only the bad keys. */
export function validateSection(
  schema: TSchema,
  value: unknown,
  where: Where,
  path: PathSegment[],
  alsoKnown: readonly string[] = [],
): { section?: Record<string, unknown>; diagnostics: Diagnostic[] } {
  if (!isPlainObject(value))
    return {
      diagnostics: [diagnostic(where, path, `${dotPath(path)}: must be an object, not ${show(value)} (key ignored)`)],
    };
  const s = schema as { properties?: Record<string, TSchema>; patternProperties?: Record<string, TSchema> };
  const props = s.properties ?? {};
  const open = Object.values(s.patternProperties ?? {})[0];
  const section: Record<string, unknown> = {};
  const diagnostics: Diagnostic[] = [];
  for (const [key, v] of Object.entries(value)) {
    const sub = own(props, key) ?? open;
    const keyPath = [...path, key];
    if (isReservedName(key)) {
      diagnostics.push(
        diagnostic(where, keyPath, `${dotPath(path)}: ${JSON.stringify(key)} cannot be used as a name (key ignored)`),
      );
      continue;
    }
    if (!sub) {
      diagnostics.push(
        diagnostic(
          where,
          keyPath,
          `${dotPath(path)}: ${unknownFieldMessage(key, [...Object.keys(props), ...alsoKnown])} (key ignored)`,
        ),
      );
      continue;
    }
    const problems = explain(sub, v, keyPath);
    if (problems.length === 0) problems.push(...protoProblem(v, keyPath));
    if (problems.length > 0)
      diagnostics.push(diagnostic(where, keyPath, `${joinProblems(problems, [])} (key ignored)`));
    else section[key] = structuredClone(v);
  }
  return { section, diagnostics };
}

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

/** allowPatterns run on a linear-time engine (re2js); a pattern it cannot compile is dropped with the reason. */
function dropUnusablePatterns(section: Record<string, unknown>, where: Where): Diagnostic[] {
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
function validateJudge(value: unknown, where: Where): { judge?: Record<string, unknown>; diagnostics: Diagnostic[] } {
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
