// Pure reading of an external detector's MCP answer: its score from structuredContent, or from a JSON text's score/confidence.

import { basename } from "node:path";
import type { InjectionBridge } from "../../state/config-model.ts";

export type BridgeScore = { ok: true; score: number } | { ok: false; error: string };

function asScore(v: unknown): number | undefined {
  return typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 1 ? v : undefined;
}

function fromObject(o: unknown): number | undefined {
  if (!o || typeof o !== "object" || Array.isArray(o)) return undefined;
  const r = o as Record<string, unknown>;
  return asScore(r.score) ?? asScore(r.confidence);
}

/** The score in one tools/call result; anything else (an error result, no score, a score outside [0, 1]) is a failure. */
export function readBridgeScore(result: unknown): BridgeScore {
  if (!result || typeof result !== "object") return { ok: false, error: "the answer is not an object" };
  const r = result as { isError?: unknown; structuredContent?: unknown; content?: unknown };
  const texts = Array.isArray(r.content)
    ? r.content
        .filter(
          (c): c is { type: "text"; text: string } =>
            !!c && typeof c === "object" && c.type === "text" && typeof c.text === "string",
        )
        .map((c) => c.text)
    : [];
  if (r.isError === true) return { ok: false, error: `the tool reported an error: ${(texts[0] ?? "").slice(0, 200)}` };
  const structured = fromObject(r.structuredContent);
  if (structured !== undefined) return { ok: true, score: structured };
  for (const t of texts) {
    try {
      const s = fromObject(JSON.parse(t));
      if (s !== undefined) return { ok: true, score: s };
    } catch {
      // not JSON: try the next text block
    }
  }
  return {
    ok: false,
    error: "the answer has no score in [0, 1] (structuredContent.score, or a JSON text with score or confidence)",
  };
}

/** A short name for the detector in evidence and warnings: the script it runs, or the command. */
export function bridgeName(b: Pick<InjectionBridge, "command" | "args">): string {
  const script = (b.args ?? []).find((a) => !a.startsWith("-"));
  return basename(script ?? b.command);
}

/** Delay before the next restart after `failures` failures in a row: 0 for the first, then 250 ms doubling to 30 s. */
export function restartDelay(failures: number): number {
  if (failures <= 1) return 0;
  return Math.min(30_000, 250 * 2 ** (failures - 2));
}
