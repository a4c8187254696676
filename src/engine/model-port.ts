// The model port of every side loop: resolve "provider/modelId" and stream one request through pi's modelRegistry (fakeable in tests).

import type { Api, AssistantMessage, AssistantMessageEvent, Context, Model } from "@earendil-works/pi-ai";
import type { AgentTool } from "@earendil-works/pi-agent-core";
import type { BuiltinTool, ThinkingLevel } from "../state/config-model.ts";
import { errorText } from "./error-text.ts";

/** A model the port resolved; `label` is the "provider/modelId" shown in records. */
export interface PortModel {
  label: string;
  /** the host's model object (opaque to the engine; fakes may put anything here) */
  model: Model<Api>;
}

export type ResolveResult = { ok: true; model: PortModel } | { ok: false; error: string };

export interface StreamOptions {
  signal: AbortSignal;
  /** thinking level; "off" or absent sends no reasoning option */
  thinking?: ThinkingLevel;
  /** every streamed event, in order (for the live tail); `partial` objects must be copied before keeping */
  onEvent?: (event: AssistantMessageEvent) => void;
}

/**
 * One model request. Implementations must not reject for provider failures: they resolve an
 * AssistantMessage with `stopReason: "error" | "aborted"` and `errorMessage`, exactly like pi-ai.
 * (runSideLoop still guards against a rejection.)
 */
export interface ModelPort {
  resolve(spec: string): ResolveResult;
  stream(model: PortModel, context: Context, options: StreamOptions): Promise<AssistantMessage>;
}

/** The subset of pi's ModelRegistry a port needs (ctx.modelRegistry satisfies it). */
export interface RegistryLike {
  find(provider: string, modelId: string): Model<Api> | undefined;
  streamSimple(
    model: Model<Api>,
    context: Context,
    options?: { signal?: AbortSignal; reasoning?: Exclude<ThinkingLevel, "off"> },
  ): AsyncIterable<AssistantMessageEvent> & {
    result(): Promise<AssistantMessage>;
  };
}

/** Splits "provider/modelId" at the FIRST "/" (model ids may contain "/"). */
export function splitModelSpec(spec: string): { provider: string; modelId: string } | undefined {
  const i = spec.indexOf("/");
  if (i <= 0 || i === spec.length - 1) return undefined;
  return { provider: spec.slice(0, i).trim(), modelId: spec.slice(i + 1).trim() };
}

/** The label of a host model object. */
export function modelLabel(model: { provider: string; id: string } | undefined): string | undefined {
  return model ? `${model.provider}/${model.id}` : undefined;
}

/**
 * A ModelPort over pi's ctx.modelRegistry: the person's own providers and credentials. Authentication is
 * checked lazily by the request itself ("Provider is not configured: X" arrives as stopReason "error"),
 * because natively registered providers report `configured:false` for a few ms after session_start.
 */
export function registryModelPort(registry: RegistryLike): ModelPort {
  return {
    resolve(spec) {
      const parts = splitModelSpec(spec);
      if (!parts) return { ok: false, error: `model "${spec}" is not of the form provider/modelId` };
      let model: Model<Api> | undefined;
      try {
        model = registry.find(parts.provider, parts.modelId);
      } catch (e) {
        return { ok: false, error: `model "${spec}" could not be resolved: ${errorText(e)}` };
      }
      if (!model) return { ok: false, error: `model "${spec}" is not known to pi (check provider and model id)` };
      return { ok: true, model: { label: `${parts.provider}/${parts.modelId}`, model } };
    },
    async stream(pm, context, options) {
      const reasoning = options.thinking && options.thinking !== "off" ? options.thinking : undefined;
      const stream = registry.streamSimple(pm.model, context, {
        signal: options.signal,
        ...(reasoning ? { reasoning } : {}),
      });
      if (options.onEvent) {
        for await (const ev of stream) options.onEvent(ev);
      }
      return stream.result();
    },
  };
}

/** Wraps a session-model lookup: the spec chain rule.model -> defaults.model -> session model. */
export function pickModelSpec(...specs: (string | undefined)[]): string | undefined {
  for (const s of specs) if (typeof s === "string" && s.trim() !== "") return s.trim();
  return undefined;
}

/** A tool of any parameter schema: pi's AgentTool is invariant in its schema, so lists of mixed tools need `any`. */
// biome-ignore lint/suspicious/noExplicitAny: AgentTool<TSchema> is invariant; a list of mixed tools has no narrower type
export type AnyAgentTool = AgentTool<any>;

/** Factories of pi's built-in tools, loaded on first use: a side loop without tools never loads pi's tool modules. */
export type ToolFactory = (cwd: string) => AnyAgentTool;

let factories: Promise<Record<BuiltinTool, ToolFactory>> | undefined;

async function loadFactories(): Promise<Record<BuiltinTool, ToolFactory>> {
  const pi = await import("@earendil-works/pi-coding-agent");
  return {
    read: (cwd) => pi.createReadTool(cwd) as AnyAgentTool,
    grep: (cwd) => pi.createGrepTool(cwd) as AnyAgentTool,
    find: (cwd) => pi.createFindTool(cwd) as AnyAgentTool,
    ls: (cwd) => pi.createLsTool(cwd) as AnyAgentTool,
    bash: (cwd) => pi.createBashTool(cwd) as AnyAgentTool,
    edit: (cwd) => pi.createEditTool(cwd) as AnyAgentTool,
    write: (cwd) => pi.createWriteTool(cwd) as AnyAgentTool,
  };
}

/** Creates the named host built-in tools on `cwd` with pi's exported factories (unknown names are skipped). */
export async function createBuiltinTools(names: readonly string[] | undefined, cwd: string): Promise<AnyAgentTool[]> {
  if (!names || names.length === 0) return [];
  factories ??= loadFactories();
  const f = await factories;
  const out: AnyAgentTool[] = [];
  for (const n of new Set(names)) {
    const make = (f as Record<string, ToolFactory | undefined>)[n];
    if (make) out.push(make(cwd));
  }
  return out;
}
