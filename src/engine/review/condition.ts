// Condition modules: a local TS/ESM module whose default export decides whether a reviewer runs; reloaded when the file changes.

import { stat } from "node:fs/promises";
import type { Stats } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { parseBash, type BashTree } from "./bash.ts";
import { errorText } from "../error-text.ts";

export interface ConditionHelpers {
  parseBash(source: string): BashTree;
}

export type ConditionFn = (event: unknown, ctx: unknown, helpers: ConditionHelpers) => boolean | Promise<boolean>;

/** true/false from the module, or an error naming the module and what went wrong. */
export type ConditionResult = { ok: true; value: boolean } | { ok: false; error: string };

export const conditionHelpers: ConditionHelpers = { parseBash };

/**
 * Node's own dynamic import. pi loads extensions with jiti and tests run under vite, and both rewrite `import()` in our
 * modules; a CommonJS helper loaded with a native require keeps it native, so Node itself loads the condition module
 * (stripping TypeScript types) and honours the cache-busting query.
 */
const nativeImport = createRequire(import.meta.url)("./native-import.cjs") as (
  specifier: string,
) => Promise<Record<string, unknown>>;

interface CacheEntry {
  key: string;
  fn: ConditionFn;
}

export interface ConditionLoader {
  /** loads (or reuses) the module at an absolute path; reloads it when mtime or size changed */
  load(absPath: string): Promise<ConditionFn>;
}

export function createConditionLoader(
  importModule: (url: string) => Promise<Record<string, unknown>> = nativeImport,
): ConditionLoader {
  const cache = new Map<string, CacheEntry>();
  return {
    async load(absPath: string): Promise<ConditionFn> {
      let info: Stats;
      try {
        info = await stat(absPath);
      } catch (e) {
        throw new Error(`cannot read condition module ${absPath}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
      }
      const key = `${info.mtimeMs}-${info.size}`;
      const hit = cache.get(absPath);
      if (hit && hit.key === key) return hit.fn;
      // a new query string per file version makes Node evaluate the edited file instead of its module cache
      const url = `${pathToFileURL(absPath).href}?v=${encodeURIComponent(key)}`;
      let mod: Record<string, unknown>;
      try {
        mod = await importModule(url);
      } catch (e) {
        throw new Error(`condition module ${absPath} failed to load: ${firstLine(e)}`);
      }
      const fn = mod.default;
      if (typeof fn !== "function") throw new Error(`condition module ${absPath} has no default export function`);
      cache.set(absPath, { key, fn: fn as ConditionFn });
      return fn as ConditionFn;
    },
  };
}

/**
 * Loads and runs one condition with a timeout. Load failures, throws, rejections, non-boolean results and timeouts all come
 * back as `{ok:false}` with a message (the caller decides fail open/closed). A synchronous endless loop cannot be interrupted.
 */
export async function evaluateCondition(
  loader: ConditionLoader,
  absPath: string,
  event: unknown,
  ctx: unknown,
  timeoutMs: number,
  helpers: ConditionHelpers = conditionHelpers,
): Promise<ConditionResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<ConditionResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, error: `condition ${absPath} took longer than ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  const run = (async (): Promise<ConditionResult> => {
    let fn: ConditionFn;
    try {
      fn = await loader.load(absPath);
    } catch (e) {
      return { ok: false, error: firstLine(e) };
    }
    try {
      const value: unknown = await fn(event, ctx, helpers);
      if (typeof value !== "boolean")
        return { ok: false, error: `condition ${absPath} returned ${describe(value)}, not true or false` };
      return { ok: true, value };
    } catch (e) {
      return { ok: false, error: `condition ${absPath} threw: ${firstLine(e)}` };
    }
  })();
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function describe(v: unknown): string {
  if (v === null) return "null";
  if (v === undefined) return "undefined";
  if (typeof v === "string") return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  return `a ${typeof v}`;
}

function firstLine(e: unknown): string {
  return errorText(e).split("\n")[0];
}
