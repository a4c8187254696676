// The injection guard's ports and the tool events it reads: what the shell (pi's wiring, the MCP server) provides.

import type { Action } from "../../state/actions.ts";
import type { InjectionSettings } from "./policy.ts";
import type { EvidenceItem, InjectionSurface, ScanOptions, ScanResult } from "./types.ts";
import type { JudgePort } from "./guard-judge.ts";

export type Scanner = (text: string, surface: InjectionSurface, options: ScanOptions) => ScanResult;

/** Memory across sessions (src/engine/memory): a sync lookup of remembered blocked content, and remembering. */
export interface MemoryPort {
  match(text: string): { score: number; evidence: EvidenceItem[] } | undefined;
  remember(
    text: string,
    kind: "blocked" | "withheld" | "violation",
    surface: InjectionSurface | undefined,
    score: number,
  ): void;
}

/** What an external detector (the bridge) answered about one text. */
export type BridgeAnswer =
  | { ok: true; score: number; evidence: EvidenceItem[] }
  | { ok: false; error: string; onFailure: "open" | "closed"; firstOfStreak: boolean; name: string };

/** The external detector as the guard sees it (src/engine/bridge): texts shorter than minChars are not sent. */
export interface BridgePort {
  minChars: number;
  check(text: string, surface: InjectionSurface): Promise<BridgeAnswer>;
}

export interface InjectionGuardPorts {
  settings(): InjectionSettings;
  cwd(): string;
  dispatch(action: Action): void;
  notify(message: string, level: "info" | "warning" | "error"): void;
  now(): number;
  newId(prefix: string): string;
  /** the scanner; tests pass a throwing one to check the fail-safe */
  scan?: Scanner;
  /** memory of content blocked in earlier sessions (absent: no memory) */
  memory?: MemoryPort;
  /** the external detector when one is configured (absent or undefined: the scan stays sync) */
  bridge?: () => BridgePort | undefined;
  /** whether the learned second stage loaded (default: the shipped asset); tests pass a broken one */
  modelStatus?: () => { error: string | null };
  /** the LLM judge of in-band scores (injectionDefense.judge); absent: never asked */
  judge?: JudgePort;
}

export interface ToolCallSeen {
  toolName: string;
  toolCallId?: string;
  input: Record<string, unknown>;
}

export interface ToolResultSeen extends ToolCallSeen {
  content: readonly { type: string; text?: string }[];
}

export type ToolResultChange = { content: { type: string; text?: string }[]; keepStructured: boolean } | undefined;
