// Turns "this value does not fit this TypeBox schema" into plain-word problems with field paths (TypeBox decides validity).

import { Value } from "typebox/value";
import type { TSchema } from "typebox";
import { editDistance } from "../edit-distance.ts";

/** The JSON Schema keywords our config schemas use. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  patternProperties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  "x-expected"?: string;
}

export type PathSegment = string | number;

export interface Problem {
  path: PathSegment[];
  message: string;
}

/** `["trigger", "tools", 0]` -> `trigger.tools[0]` */
export function dotPath(path: readonly PathSegment[]): string {
  return path.map((seg, i) => (typeof seg === "number" ? `[${seg}]` : i === 0 ? seg : `.${seg}`)).join("");
}

/** `["rules", 2, "trigger"]` -> `/rules/2/trigger` */
export function pointer(path: readonly PathSegment[]): string {
  return path.map((seg) => `/${String(seg).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}

/** `obj[key]` only when it is the object's own property (never Object.prototype's "constructor", "toString", ...). */
export function own<T>(obj: Record<string, T> | undefined, key: string): T | undefined {
  return obj !== undefined && Object.hasOwn(obj, key) ? obj[key] : undefined;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A short rendering of a user's value for messages. */
export function show(v: unknown): string {
  if (v === undefined) return "nothing";
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "an object";
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** The closest known name to a misspelt one, if it is close enough to be a likely typo. */
export function closest(name: string, known: readonly string[]): string | undefined {
  const allowed = name.length <= 3 ? 1 : Math.min(3, Math.max(2, Math.floor(name.length / 3)));
  let best: string | undefined;
  let bestScore = Infinity;
  for (const k of known) {
    // names further apart in length than a typo allows are skipped before the quadratic distance (a hostile file may
    // hold tens of thousands of long keys)
    if (Math.abs(k.length - name.length) > allowed) continue;
    const score = k.toLowerCase() === name.toLowerCase() ? 0 : editDistance(name, k);
    if (score < bestScore) [best, bestScore] = [k, score];
  }
  return best !== undefined && bestScore <= allowed ? best : undefined;
}

export function unknownFieldMessage(name: string, known: readonly string[], what = "field"): string {
  const guess = closest(name, known);
  return `unknown ${what} "${name}"${guess ? ` (did you mean "${guess}"?)` : ""}`;
}

function list(values: readonly unknown[]): string {
  return values.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ");
}

function enumValues(s: JsonSchema): unknown[] | undefined {
  if (s.enum) return s.enum;
  if ("const" in s) return [s.const];
  if (s.anyOf?.every((b) => b.enum || "const" in b)) return s.anyOf.flatMap((b) => enumValues(b) ?? []);
  return undefined;
}

function bounds(s: JsonSchema): string {
  if (s.minimum !== undefined && s.maximum !== undefined) return ` from ${s.minimum} to ${s.maximum}`;
  if (s.minimum !== undefined) return ` >= ${s.minimum}`;
  if (s.maximum !== undefined) return ` <= ${s.maximum}`;
  return "";
}

/** What a schema expects, in words ("a whole number >= 1", "true or false", ...). */
export function describe(s: JsonSchema): string {
  if (s["x-expected"]) return s["x-expected"];
  const values = enumValues(s);
  if (values) return values.length === 1 ? JSON.stringify(values[0]) : `one of ${list(values)}`;
  if (s.anyOf) return s.anyOf.map(describe).join(" or ");
  switch (s.type) {
    case "boolean":
      return "true or false";
    case "integer":
      return `a whole number${bounds(s)}`;
    case "number":
      return `a number${bounds(s)}`;
    case "string":
      return s.minLength ? "a non-empty string" : "a string";
    case "array": {
      const item = s.items ?? {};
      if (item.type === "string" && !item.pattern)
        return item.minLength ? "a list of non-empty strings" : "a list of strings";
      const itemValues = enumValues(item);
      if (itemValues) return `a list of values from: ${list(itemValues)}`;
      return `a list where each entry is ${describe(item)}`;
    }
    case "object": {
      if (!s.properties) return "an object";
      const req = s.required ?? [];
      if (req.length === 0) return "an object";
      return `{${req.map((k) => `"${k}": ${shortType(own(s.properties, k) ?? {})}`).join(", ")}}`;
    }
    default:
      return "a value";
  }
}

function shortType(s: JsonSchema): string {
  if ("const" in s) return JSON.stringify(s.const);
  if (s.type === "integer" || s.type === "number") return "N";
  return s.type ?? "value";
}

/**
 * Every reason why `value` does not fit `schema`, each with the path of the field at fault.
 * Returns [] when TypeBox accepts the value.
 */
export function explain(schema: TSchema, value: unknown, path: PathSegment[] = []): Problem[] {
  const valid: boolean = Value.Check(schema, value); // not used as a type guard: it would narrow `value` to never below
  if (valid) return [];
  const s = schema as JsonSchema;
  const at = (message: string, p: PathSegment[] = path): Problem => ({ path: p, message });

  const values = enumValues(s);
  if (values) return [at(`${show(value)} is not allowed; use ${describe(s)}`)];

  if (s.anyOf) {
    // an object that names the keys of exactly one branch is explained against that branch
    if (isPlainObject(value)) {
      const keys = Object.keys(value);
      const fitting = s.anyOf.filter(
        (b) => b.type === "object" && keys.some((k) => own(b.properties, k) !== undefined),
      );
      if (fitting.length === 1) return explain(fitting[0] as TSchema, value, path);
    }
    if (Array.isArray(value)) {
      const arrays = s.anyOf.filter((b) => b.type === "array");
      if (arrays.length === 1) return explain(arrays[0] as TSchema, value, path);
    }
    return [at(`must be ${describe(s)}, not ${show(value)}`)];
  }

  if (s.type === "object") {
    if (!isPlainObject(value)) return [at(`must be ${s.properties ? "an object" : describe(s)}, not ${show(value)}`)];
    const problems: Problem[] = [];
    const props = s.properties ?? {};
    for (const key of s.required ?? []) {
      if (!Object.hasOwn(value, key)) problems.push(at(`missing required field "${key}"`));
    }
    for (const [key, v] of Object.entries(value)) {
      const sub = own(props, key) ?? Object.values(s.patternProperties ?? {})[0];
      if (!sub) problems.push(at(unknownFieldMessage(key, Object.keys(props))));
      else problems.push(...explain(sub as TSchema, v, [...path, key]));
    }
    return problems.length > 0 ? problems : [at(`must be ${describe(s)}`)];
  }

  if (s.type === "array") {
    if (!Array.isArray(value)) return [at(`must be ${describe(s)}, not ${show(value)}`)];
    if (s.minItems !== undefined && value.length < s.minItems)
      return [at(`must have at least ${s.minItems} ${s.minItems === 1 ? "entry" : "entries"}`)];
    const problems = value.flatMap((v, i) => explain((s.items ?? {}) as TSchema, v, [...path, i]));
    return problems.length > 0 ? problems : [at(`must be ${describe(s)}`)];
  }

  return [at(`must be ${describe(s)}, not ${show(value)}`)];
}

/** One line per problem, prefixed with its field path when it has one. */
export function problemText(p: Problem): string {
  return p.path.length > 0 ? `${dotPath(p.path)}: ${p.message}` : p.message;
}
