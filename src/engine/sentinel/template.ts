// Handlebars rendering of rule prompts: noEscape, non-strict, helpers json/truncate/now, missing paths reported as unresolved.
// Audited values are inlined: one line, no fence markers, and wrapped in ⟦…⟧ where one would start a line.

import Handlebars from "handlebars";
import { cutMiddle, safeJson } from "./scope.ts";
import { inlineValue, markValue, resolveMarks, unmarkValue } from "./inline.ts";
import { errorText } from "../error-text.ts";

export type CompiledPrompt =
  | { ok: true; render: (vars: Record<string, unknown>, now: number) => RenderResult }
  | { ok: false; error: string };

export interface RenderResult {
  text: string;
  /** dotted paths the template read that had no value (rendered empty) */
  unresolved: string[];
}

const COMPILE_OPTIONS = {
  noEscape: true,
  strict: false,
  knownHelpers: { json: true, truncate: true, now: true, log: false },
} as const;
const DEFAULT_TRUNCATE = 200;

// proxies record missing reads; helpers get the plain value back through this map
const targets = new WeakMap<object, object>();

function unwrap(v: unknown): unknown {
  if (typeof v === "string") return unmarkValue(v);
  return typeof v === "object" && v !== null ? (targets.get(v) ?? v) : v;
}

/** A read-only view of `value` that records every missing property read as a dotted path. */
function tracked(value: unknown, path: string, missing: Set<string>, cache: WeakMap<object, object>): unknown {
  if (typeof value !== "object" || value === null) return value;
  const hit = cache.get(value);
  if (hit) return hit;
  // keys of audited objects (`{{@key}}` in #each) are shown inlined and marked too; reads map them back
  const plain = !Array.isArray(value);
  const shown = new Map<string, string>();
  const original = (prop: string): string => shown.get(prop) ?? prop;
  const proxy = new Proxy(value, {
    ownKeys(target) {
      const keys = Reflect.ownKeys(target);
      if (!plain) return keys;
      const seen = new Set<string | symbol>();
      const out: (string | symbol)[] = [];
      for (const k of keys) {
        const d = typeof k === "string" ? Reflect.getOwnPropertyDescriptor(target, k) : undefined;
        const s = typeof k === "string" && d?.configurable ? markValue(inlineValue(k)) : k;
        if (seen.has(s)) continue;
        seen.add(s);
        if (typeof s === "string" && s !== k) shown.set(s, k as string);
        out.push(s);
      }
      return out;
    },
    getOwnPropertyDescriptor(target, prop) {
      const d = Reflect.getOwnPropertyDescriptor(target, typeof prop === "string" ? original(prop) : prop);
      return d && typeof prop === "string" && shown.has(prop) ? { ...d, configurable: true } : d;
    },
    has(target, prop) {
      return Reflect.has(target, typeof prop === "string" ? original(prop) : prop);
    },
    get(target, prop, receiver) {
      if (typeof prop === "string") prop = original(prop);
      const v = Reflect.get(target, prop, receiver);
      if (typeof prop === "symbol" || prop === "toJSON") return v;
      const child = path ? `${path}.${prop}` : prop;
      if (v === undefined) {
        missing.add(child);
        return undefined;
      }
      // every string read from the audited values comes out inlined and marked (see inline.ts)
      if (typeof v === "string") return markValue(inlineValue(v));
      return tracked(v, child, missing, cache);
    },
  });
  cache.set(value, proxy);
  targets.set(proxy, value);
  return proxy;
}

let clockNow = 0;
// the render in progress (rendering is synchronous), so helperMissing can report into it
let renderMissing: Set<string> | undefined;

function makeEnv(): typeof Handlebars {
  const env = Handlebars.create();
  // only the three documented helpers beside Handlebars' block built-ins; `log` could write to the console
  env.unregisterHelper("log");
  // json is always one line (an indent argument is accepted and ignored): the full event is in the fenced material
  env.registerHelper("json", (value: unknown) => markValue(inlineValue(safeJson(unwrap(value)))));
  // a value longer than N keeps its start and its end around the cut
  env.registerHelper("truncate", (value: unknown, ...rest: unknown[]) => {
    const n = rest.length > 1 && typeof rest[0] === "number" && rest[0] >= 0 ? Math.floor(rest[0]) : DEFAULT_TRUNCATE;
    const raw = unwrap(value);
    const s = raw === undefined || raw === null ? "" : typeof raw === "string" ? raw : inlineValue(safeJson(raw));
    return markValue(s.length > n ? truncateKeepEnds(s, n) : s);
  });
  env.registerHelper("now", () => new Date(clockNow).toISOString());
  // an unknown helper renders empty and is reported like a missing variable (instead of throwing)
  env.registerHelper("helperMissing", (...args: unknown[]) => {
    const options = args[args.length - 1] as { name?: string };
    if (args.length > 1 && options.name) {
      renderMissing?.delete(options.name); // the name was also probed as a variable
      renderMissing?.add(`${options.name} (unknown helper)`);
    }
    return "";
  });
  return env;
}

const env = makeEnv();

function truncateKeepEnds(s: string, n: number): string {
  if (n < 8) return `${s.slice(0, n)}…`;
  return cutMiddle(s, n);
}

/** Compiles a rule prompt. A template that does not compile gives `{ ok: false, error }` (only that rule is invalid). */
export function compilePrompt(source: string): CompiledPrompt {
  try {
    env.precompile(source, COMPILE_OPTIONS); // compile() is lazy: precompile surfaces syntax errors now
  } catch (e) {
    return { ok: false, error: errorText(e).split("\n").join(" ") };
  }
  const template = env.compile(source, COMPILE_OPTIONS);
  return {
    ok: true,
    render(vars, now) {
      const missing = new Set<string>();
      clockNow = now;
      renderMissing = missing;
      try {
        const text = resolveMarks(
          template(tracked(vars, "", missing, new WeakMap()), { allowProtoPropertiesByDefault: false }),
        );
        return { text, unresolved: [...missing].sort() };
      } catch (e) {
        // a runtime failure (a helper misuse) renders the raw template so the audit still runs, and says why
        missing.add(`(render error: ${errorText(e)})`);
        return { text: source, unresolved: [...missing] };
      } finally {
        renderMissing = undefined;
      }
    },
  };
}

const compiled = new Map<string, CompiledPrompt>();

/** compilePrompt with a small memo keyed by the source text. */
export function compileCached(source: string): CompiledPrompt {
  let c = compiled.get(source);
  if (!c) {
    if (compiled.size > 500) compiled.clear();
    c = compilePrompt(source);
    compiled.set(source, c);
  }
  return c;
}
