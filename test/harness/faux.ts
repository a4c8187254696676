// Scripted offline models: pi-ai faux providers that record every request, plus a JSON step format for CLI runs.

import { fauxAssistantMessage, fauxProvider, fauxText, fauxThinking, fauxToolCall } from "@earendil-works/pi-ai";
import type {
  AssistantMessage,
  FauxContentBlock,
  FauxProviderHandle,
  FauxResponseStep,
  Provider,
} from "@earendil-works/pi-ai";

/** What one request to a faux model carried (the transcript context pi built, after all hooks). */
export interface FauxCall {
  provider: string;
  model: string;
  /** system prompt text and sections, joined */
  systemPrompt?: string;
  /** the request messages without pi's system messages (user, assistant, toolResult, …) */
  messages: unknown[];
  /** names of the tools offered to the model (from the system messages' toolsAdded/toolsRemoved) */
  tools: string[];
  /** every text block of every message, joined with newlines: handy for `toContain` */
  text: string;
}

/** A faux provider whose `provider` records each request into `calls` before answering from the queue. */
export interface RecordedFaux extends FauxProviderHandle {
  id: string;
  modelId: string;
  calls: FauxCall[];
  lastCall(): FauxCall | undefined;
}

interface ContextLike {
  systemPrompt?: string;
  messages?: unknown[];
  tools?: { name: string }[];
}

/** Flattens the text of messages (string content, text blocks, tool-call arguments, thinking) for assertions. */
export function messagesText(messages: readonly unknown[]): string {
  const out: string[] = [];
  for (const m of messages) {
    const content = (m as { content?: unknown }).content;
    if (typeof content === "string") out.push(content);
    else if (Array.isArray(content)) {
      for (const block of content as {
        type?: string;
        text?: string;
        thinking?: string;
        arguments?: unknown;
        name?: string;
      }[]) {
        if (block.type === "text" && typeof block.text === "string") out.push(block.text);
        else if (block.type === "thinking" && typeof block.thinking === "string") out.push(block.thinking);
        else if (block.type === "toolCall")
          out.push(`${block.name ?? "tool"}(${JSON.stringify(block.arguments ?? {})})`);
      }
    }
  }
  return out.join("\n");
}

interface SystemLike {
  role: "system";
  content?: string | { type: string; text?: string }[];
  sections?: Record<string, string | null>;
  toolsAdded?: { name: string }[];
  toolsRemoved?: ({ name: string } | string)[];
}

function isSystem(m: unknown): m is SystemLike {
  return (m as { role?: string } | null)?.role === "system";
}

/** pi 1.6 sends the prompt and tool declarations as system messages inside the transcript; fold them back out. */
export function toFauxCall(provider: string, model: string, context: unknown): FauxCall {
  const c = (context ?? {}) as ContextLike;
  const all = Array.isArray(c.messages) ? c.messages : [];
  const system: string[] = c.systemPrompt ? [c.systemPrompt] : [];
  const tools = new Set<string>((c.tools ?? []).map((t) => t.name));
  const sections: Record<string, string | null> = {};
  for (const m of all) {
    if (!isSystem(m)) continue;
    const content = typeof m.content === "string" ? m.content : messagesText([{ content: m.content }]);
    if (content) system.push(content);
    Object.assign(sections, m.sections ?? {});
    for (const t of m.toolsAdded ?? []) tools.add(t.name);
    for (const t of m.toolsRemoved ?? []) tools.delete(typeof t === "string" ? t : t.name);
  }
  for (const v of Object.values(sections)) if (v) system.push(v);
  const messages = all.filter((m) => !isSystem(m));
  let copy: unknown[];
  try {
    copy = structuredClone(messages);
  } catch {
    copy = [...messages];
  }
  return {
    provider,
    model,
    systemPrompt: system.join("\n\n") || undefined,
    messages: copy,
    tools: [...tools],
    text: messagesText(messages),
  };
}

export function createRecordedFaux(
  id: string,
  modelId: string,
  options: { tokensPerSecond?: number; onCall?: (call: FauxCall) => void } = {},
): RecordedFaux {
  const handle = fauxProvider({ provider: id, models: [{ id: modelId }], tokensPerSecond: options.tokensPerSecond });
  const calls: FauxCall[] = [];
  const inner = handle.provider;
  const record = (model: { id: string }, context: unknown): void => {
    const call = toFauxCall(id, model.id, context);
    calls.push(call);
    options.onCall?.(call);
  };
  const provider: Provider = {
    ...inner,
    stream: ((model, context, opts) => {
      record(model, context);
      return inner.stream(model, context, opts);
    }) as Provider["stream"],
    streamSimple: ((model, context, opts) => {
      record(model, context);
      return inner.streamSimple(model, context, opts);
    }) as Provider["streamSimple"],
  };
  return { ...handle, provider, id, modelId, calls, lastCall: () => calls.at(-1) };
}

// ---- JSON script steps (CLI fixture and SDK alike) ------------------------------------------------

/** One scripted model reply, as plain JSON so a CLI test can write it to a file. */
export interface ScriptStep {
  text?: string;
  thinking?: string;
  toolCalls?: { name: string; args?: Record<string, unknown>; id?: string }[];
  /** default: "toolUse" when toolCalls are present, else "stop" */
  stopReason?: AssistantMessage["stopReason"];
  errorMessage?: string;
  /** wait this long before answering (aborts early on the request signal) */
  delayMs?: number;
  /** reply text is this prefix + the last user message text (for checking what arrived) */
  echoPrefix?: string;
}

/** Builds the assistant message of one step for a given request context. */
export function stepMessage(step: ScriptStep, context: unknown): AssistantMessage {
  const blocks: FauxContentBlock[] = [];
  if (step.thinking) blocks.push(fauxThinking(step.thinking));
  if (step.echoPrefix !== undefined) {
    const msgs = ((context as ContextLike)?.messages ?? []).filter((m) => (m as { role?: string }).role === "user");
    blocks.push(fauxText(step.echoPrefix + messagesText(msgs.slice(-1))));
  }
  if (step.text !== undefined) blocks.push(fauxText(step.text));
  for (const call of step.toolCalls ?? [])
    blocks.push(
      fauxToolCall(
        call.name,
        (call.args ?? {}) as Parameters<typeof fauxToolCall>[1],
        call.id ? { id: call.id } : undefined,
      ),
    );
  const stopReason = step.stopReason ?? ((step.toolCalls?.length ?? 0) > 0 ? "toolUse" : "stop");
  return fauxAssistantMessage(blocks.length > 0 ? blocks : "", {
    stopReason,
    errorMessage: step.errorMessage ?? (stopReason === "error" ? "scripted error" : undefined),
  });
}

function abortableDelay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done(): void {
      clearTimeout(t);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** A faux response step (factory) for a JSON step, honouring delayMs. */
export function scriptStep(step: ScriptStep): FauxResponseStep {
  return async (context, options) => {
    if (step.delayMs && step.delayMs > 0) await abortableDelay(step.delayMs, options?.signal);
    return stepMessage(step, context);
  };
}

/** Shorthands for tests: a text reply, a tool call reply, an audit_verdict reply. */
export const reply = {
  text: (text: string): AssistantMessage => fauxAssistantMessage(text),
  tool: (name: string, args: Record<string, unknown>): AssistantMessage =>
    fauxAssistantMessage(fauxToolCall(name, args as Parameters<typeof fauxToolCall>[1]), { stopReason: "toolUse" }),
  verdict: (verdict: "pass" | "warn" | "fail", message: string = verdict): AssistantMessage =>
    fauxAssistantMessage(fauxToolCall("audit_verdict", { verdict, message }), { stopReason: "toolUse" }),
  error: (message = "scripted error"): AssistantMessage =>
    fauxAssistantMessage("", { stopReason: "error", errorMessage: message }),
};
