// detect_injection as a pure function: validates the input, scores it, and answers with spans (never the matched text).

import type { EvidenceItem, InjectionSurface, ScanResult } from "./types.ts";
import { SURFACES } from "./types.ts";

/** Texts longer than this are still scored in full; the answer states the cap and that the text exceeded it. */
export const DETECT_CAP_CHARS = 256 * 1024;

export type DetectDecision = "block" | "warn" | "pass";

export interface DetectEvidence {
  start: number;
  end: number;
  /** the rule family (scanner category), "memory" for a repeat of remembered content, "bridge:<name>" for an external detector */
  family: string;
}

export interface DetectResult {
  score: number;
  decision: DetectDecision;
  categories: string[];
  evidence: DetectEvidence[];
  /** present when the text is longer than DETECT_CAP_CHARS */
  cap?: { chars: number; length: number; note: string };
}

export interface DetectInput {
  text: string;
  surface: InjectionSurface;
}

export interface Thresholds {
  blockThreshold: number;
  warnThreshold: number;
}

/** Checks the raw arguments of a detect_injection call: a clear error (what, where, why) or the input. */
export function parseDetectInput(args: unknown): { ok: true; input: DetectInput } | { ok: false; error: string } {
  if (args === null || typeof args !== "object" || Array.isArray(args)) {
    return {
      ok: false,
      error: `detect_injection: the arguments must be an object { text, surface? }, got ${args === null ? "null" : Array.isArray(args) ? "an array" : typeof args}`,
    };
  }
  const a = args as Record<string, unknown>;
  if (!("text" in a) || a.text === undefined)
    return { ok: false, error: "detect_injection: missing required argument 'text' (the text to score, a string)" };
  if (typeof a.text !== "string")
    return {
      ok: false,
      error: `detect_injection: argument 'text' must be a string, got ${a.text === null ? "null" : typeof a.text}`,
    };
  const surface = a.surface ?? "tool_result";
  if (typeof surface !== "string" || !(SURFACES as readonly string[]).includes(surface)) {
    return {
      ok: false,
      error: `detect_injection: argument 'surface' must be one of ${SURFACES.join(", ")}, got ${JSON.stringify(surface)}`,
    };
  }
  return { ok: true, input: { text: a.text, surface: surface as InjectionSurface } };
}

export function detectDecision(score: number, t: Thresholds): DetectDecision {
  return score >= t.blockThreshold ? "block" : score >= t.warnThreshold ? "warn" : "pass";
}

/** The answer for one scored text: offsets and families only, so it is safe to show the model. */
export function detectResult(length: number, r: ScanResult, t: Thresholds): DetectResult {
  const categories = [...new Set(r.evidence.map((e) => e.category))];
  const seen = new Set<string>();
  const evidence: DetectEvidence[] = [];
  for (const e of r.evidence) {
    const key = `${e.start}:${e.end}:${e.category}`;
    if (seen.has(key)) continue;
    seen.add(key);
    evidence.push({ start: e.start, end: e.end, family: e.category });
  }
  const out: DetectResult = { score: r.score, decision: detectDecision(r.score, t), categories, evidence };
  if (length > DETECT_CAP_CHARS) {
    out.cap = {
      chars: DETECT_CAP_CHARS,
      length,
      note: `the text (${length} characters) is over the ${DETECT_CAP_CHARS}-character cap; it was scored in full`,
    };
  }
  return out;
}

/** Joins extra evidence (memory, bridge) to a scan: the higher score wins, the evidence of both is kept. */
export function combineScores(
  base: ScanResult,
  extra: { score: number; evidence: EvidenceItem[] } | undefined,
): ScanResult {
  if (!extra) return base;
  return { score: Math.max(base.score, extra.score), evidence: [...extra.evidence, ...base.evidence] };
}

/** The JSON schema of the answer (MCP outputSchema). */
export const DETECT_OUTPUT_SCHEMA = {
  type: "object",
  properties: {
    score: {
      type: "number",
      minimum: 0,
      maximum: 1,
      description: "confidence that the text carries a prompt injection",
    },
    decision: { type: "string", enum: ["block", "warn", "pass"] },
    categories: { type: "array", items: { type: "string" } },
    evidence: {
      type: "array",
      items: {
        type: "object",
        properties: { start: { type: "integer" }, end: { type: "integer" }, family: { type: "string" } },
        required: ["start", "end", "family"],
      },
    },
    cap: {
      type: "object",
      properties: { chars: { type: "integer" }, length: { type: "integer" }, note: { type: "string" } },
      required: ["chars", "length", "note"],
    },
  },
  required: ["score", "decision", "categories", "evidence"],
} as const;

export const DETECT_INPUT_SCHEMA = {
  type: "object",
  properties: {
    text: { type: "string", description: "the text to score" },
    surface: {
      type: "string",
      enum: ["prompt", "tool_result", "bash", "write"],
      description:
        "where the text appears: prompt (the user's own words), tool_result (content a tool brought back; default), bash (a command), write (file content)",
    },
  },
  required: ["text"],
} as const;

export const DETECT_DESCRIPTION =
  "Score a text for prompt injection (instructions aimed at an AI agent hidden in data). Returns JSON " +
  '{"score": 0..1, "decision": "block"|"warn"|"pass", "categories": [...], "evidence": [{"start","end","family"}]} ' +
  `with character offsets, never the matched text. Texts over ${DETECT_CAP_CHARS} characters are scored in full and the answer says so.`;
