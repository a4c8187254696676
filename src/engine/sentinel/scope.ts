// Audit scope: safe event JSON, role + text transcripts, windows and the maxWindowTokens cap (CJK-aware token estimate).

import { OWN_TYPE_PREFIX } from "../records/entry-types.ts";
import type { SentinelRule, TriggerType, Window } from "../../state/config-model.ts";

const STRING_MAX = 4000;

/** Cuts the middle of a long string, keeping its head and its tail (an injection at the end must stay visible). */
export function cutMiddle(s: string, max: number): string {
  if (s.length <= max) return s;
  const head = Math.ceil(max / 2);
  const tail = Math.max(0, max - head);
  return `${s.slice(0, head)}…[${s.length - head - tail} chars cut]…${tail > 0 ? s.slice(s.length - tail) : ""}`;
}

/** JSON.stringify that never throws: unserialisable members become "[unserializable]", long strings are truncated. */
export function safeJson(value: unknown, indent?: number, stringMax = STRING_MAX): string {
  const seen = new WeakSet<object>();
  const replacer = (_key: string, v: unknown): unknown => {
    if (typeof v === "string") return cutMiddle(v, stringMax);
    if (typeof v === "bigint" || typeof v === "function" || typeof v === "symbol") return "[unserializable]";
    if (typeof v === "object" && v !== null) {
      if (seen.has(v)) return "[unserializable]";
      seen.add(v);
      // a throwing toJSON or getter is caught below, member by member
    }
    return v;
  };
  try {
    return JSON.stringify(value, replacer, indent) ?? "";
  } catch {
    if (typeof value !== "object" || value === null) return '"[unserializable]"';
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value)) {
      let member: unknown;
      try {
        member = (value as Record<string, unknown>)[k];
        JSON.stringify(member, replacer);
      } catch {
        member = "[unserializable]";
      }
      out[k] = member;
    }
    try {
      return JSON.stringify(out, replacer, indent) ?? "";
    } catch {
      return '"[unserializable]"';
    }
  }
}

// CJK ideographs, kana, hangul and full-width forms: about one token per character
function isWide(cp: number): boolean {
  return (
    (cp >= 0x3040 && cp <= 0x30ff) || // hiragana, katakana
    (cp >= 0x3400 && cp <= 0x4dbf) || // CJK ext A
    (cp >= 0x4e00 && cp <= 0x9fff) || // CJK unified
    (cp >= 0xac00 && cp <= 0xd7af) || // hangul
    (cp >= 0xf900 && cp <= 0xfaff) || // compatibility ideographs
    (cp >= 0xff00 && cp <= 0xffef) || // full-width forms
    (cp >= 0x20000 && cp <= 0x2ffff) // CJK ext B+
  );
}

/** Token estimate: CJK characters count about one token each, everything else about four characters per token. */
export function estimateTokens(text: string): number {
  let wide = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i) as number;
    if (cp > 0xffff) i++;
    if (cp >= 0x3040 && isWide(cp)) wide++;
    else other++;
  }
  return wide + Math.ceil(other / 4);
}

/**
 * Keeps `text` within `maxTokens`, marking the cut: its start ("head"), its end ("tail"), or both ends ("middle": what
 * every audit scope and prompt uses, so an injection at the end of a long result is still seen).
 */
export function truncateToTokens(text: string, maxTokens: number, keep: "head" | "tail" | "middle"): string {
  if (estimateTokens(text) <= maxTokens) return text;
  if (keep === "middle") {
    const half = Math.max(1, Math.floor(maxTokens / 2));
    const head = truncateToTokens(text, half, "head");
    const tail = truncateToTokens(text, half, "tail");
    const headKept = head.slice(0, head.lastIndexOf("\n…["));
    const tailKept = tail.slice(tail.indexOf("]…\n") + 3);
    const cut = text.length - headKept.length - tailKept.length;
    // no line break in the marker: a cut inside a one-line (inlined) value must not start a new line with its tail
    return `${headKept} …[${cut} characters cut from the middle]… ${tailKept}`;
  }
  // binary search on the character count (estimate is monotone in length)
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const part = keep === "head" ? text.slice(0, mid) : text.slice(text.length - mid);
    if (estimateTokens(part) <= maxTokens) lo = mid;
    else hi = mid - 1;
  }
  const cut = text.length - lo;
  return keep === "head"
    ? `${text.slice(0, lo)}\n…[${cut} more characters cut]`
    : `[${cut} earlier characters cut]…\n${text.slice(text.length - lo)}`;
}

export interface TranscriptOptions {
  includeThinking: boolean;
  includeToolInputs: boolean;
  includeToolOutputs: boolean;
}

export function transcriptOptions(
  rule: Pick<SentinelRule, "includeThinking" | "includeToolInputs" | "includeToolOutputs">,
): TranscriptOptions {
  return {
    includeThinking: rule.includeThinking ?? false,
    includeToolInputs: rule.includeToolInputs ?? true,
    includeToolOutputs: rule.includeToolOutputs ?? false,
  };
}

type Block = {
  type?: string;
  text?: unknown;
  thinking?: unknown;
  redacted?: unknown;
  name?: unknown;
  arguments?: unknown;
};

function contentText(content: unknown, opts: TranscriptOptions | undefined): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  const parts: string[] = [];
  let images = 0;
  const flushImages = (): void => {
    if (images > 0) parts.push(`[image ×${images}]`);
    images = 0;
  };
  for (const b of content as Block[]) {
    if (!b || typeof b !== "object") continue;
    if (b.type === "image") {
      images++;
      continue;
    }
    flushImages();
    if (b.type === "text" && typeof b.text === "string") parts.push(b.text);
    else if (b.type === "thinking") {
      if (opts?.includeThinking && !b.redacted && typeof b.thinking === "string" && b.thinking.trim())
        parts.push(`[thinking: ${b.thinking.trim()}]`);
    } else if (b.type === "toolCall" && typeof b.name === "string") {
      parts.push(
        opts && !opts.includeToolInputs
          ? `[${b.name}]`
          : `[${b.name}(${safeJson(b.arguments ?? {}, undefined, 2000)})]`,
      );
    }
  }
  flushImages();
  return parts.join("\n");
}

/** Plain text of a message or tool result content (text blocks joined, images as [image ×N]). */
export function plainText(content: unknown): string {
  return contentText(content, undefined);
}

/** One transcript entry `role: text`, or undefined when the message is not part of an audit scope. */
export function serialiseMessage(msg: unknown, opts: TranscriptOptions): string | undefined {
  if (!msg || typeof msg !== "object") return undefined;
  const m = msg as Record<string, unknown>;
  switch (m.role) {
    case "user":
      return `user: ${contentText(m.content, opts)}`;
    case "assistant": {
      const t = contentText(m.content, opts);
      return t ? `assistant: ${t}` : undefined;
    }
    case "toolResult":
      if (!opts.includeToolOutputs) return undefined;
      return `tool result (${String(m.toolName)}${m.isError ? ", error" : ""}): ${contentText(m.content, opts)}`;
    case "custom":
      // our own findings never feed back into audits
      if (typeof m.customType === "string" && m.customType.startsWith(OWN_TYPE_PREFIX)) return undefined;
      return `note (${String(m.customType)}): ${contentText(m.content, opts)}`;
    case "bashExecution":
      return `user ran: ${String(m.command ?? "")}${opts.includeToolOutputs ? `\n${String(m.output ?? "")}` : ""}`;
    case "compactionSummary":
    case "branchSummary":
      return `summary: ${String(m.summary ?? "")}`;
    default:
      return undefined; // system messages and unknown roles
  }
}

/** Sensible per-trigger windows when a rule has none. */
export function defaultWindow(trigger: TriggerType): Window {
  switch (trigger) {
    case "turn_end":
      return { messages: 10 };
    case "agent_end":
      return { messages: 30 };
    case "context_tokens":
      return { full: true }; // the increment since the last firing is already the scope
    default:
      return { messages: 10 };
  }
}

/** Serialises the newest messages within `window` and `maxWindowTokens`, oldest first. */
export function transcriptScope(
  messages: readonly unknown[],
  window: Window,
  maxWindowTokens: number,
  opts: TranscriptOptions,
): { text: string; count: number } {
  const lines: string[] = [];
  let tokens = 0;
  const limitMessages = "messages" in window ? window.messages : Infinity;
  const limitTokens = Math.min("tokens" in window ? window.tokens : Infinity, maxWindowTokens);
  for (let i = messages.length - 1; i >= 0 && lines.length < limitMessages; i--) {
    const line = serialiseMessage(messages[i], opts);
    if (line === undefined) continue;
    const t = estimateTokens(line) + 1;
    if (tokens + t > limitTokens) {
      if (lines.length === 0) lines.push(truncateToTokens(line, limitTokens, "middle")); // always at least the newest message, head and tail
      break;
    }
    tokens += t;
    lines.push(line);
  }
  lines.reverse();
  return { text: lines.join("\n\n"), count: lines.length };
}

/** The scope of tool and event triggers: the serialised event JSON, capped to maxWindowTokens. */
export function eventScope(vars: Record<string, unknown>, maxWindowTokens: number): string {
  return truncateToTokens(safeJson(vars, 2), maxWindowTokens, "middle");
}
