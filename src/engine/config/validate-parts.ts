// The shared pieces of config validation: where a diagnostic points, one diagnostic per problem, the "__proto__" refusal, a settings section key by key.

import type { TSchema } from "typebox";
import type { Diagnostic, Scope, SentinelFileConfig } from "../../state/config-model.ts";
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
import { isReservedName } from "./reserved.ts";

export interface Where {
  scope: Scope;
  /** absolute path of the file being validated; absent for session-made rules */
  file?: string;
}

export interface ValidatedFile {
  config: SentinelFileConfig;
  diagnostics: Diagnostic[];
}

export function diagnostic(
  where: Where,
  path: PathSegment[],
  message: string,
  extra: Partial<Diagnostic> = {},
): Diagnostic {
  return {
    severity: "warning",
    scope: where.scope,
    ...(where.file === undefined ? {} : { file: where.file }),
    ...(path.length > 0 ? { path: pointer(path) } : {}),
    message,
    ...extra,
  };
}

export function joinProblems(problems: readonly Problem[], base: PathSegment[]): string {
  const texts = problems.map((p) => problemText({ path: p.path.slice(base.length), message: p.message }));
  return [...new Set(texts)].join("; ");
}

/**
 * The path of a "__proto__" key inside a value that already passed its schema (so its depth is bounded).
 * JSON.parse makes such keys own properties; copying them around invites prototype confusion, so they are refused.
 */
export function protoKeyPath(v: unknown, path: PathSegment[]): { at: PathSegment[]; key: string } | undefined {
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

export function protoProblem(v: unknown, path: PathSegment[]): Problem[] {
  const found = protoKeyPath(v, path);
  return found ? [{ path: found.at, message: `${JSON.stringify(found.key)} cannot be used as a name` }] : [];
}

/** A rule or reviewer named "__proto__", "constructor" or "prototype" would reach an object's prototype wherever names are keys. */
export function reservedNameProblem(value: unknown, path: PathSegment[]): Problem[] {
  const name = isPlainObject(value) ? value.name : undefined;
  return isReservedName(name)
    ? [{ path: [...path, "name"], message: `${JSON.stringify(name)} is reserved and cannot be used as a name` }]
    : [];
}

export function nameOf(value: unknown): string | undefined {
  return isPlainObject(value) && typeof value.name === "string" && value.name.length > 0 ? value.name : undefined;
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
