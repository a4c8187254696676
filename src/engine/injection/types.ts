// Types of the injection scanner engine: surfaces, evidence, options and results.

import type { EvidenceItem, InjectionSurface } from "../../state/actions.ts";

export type { EvidenceItem, InjectionSurface };
import type { InjectionModel } from "./model.ts";

export const SURFACES: readonly InjectionSurface[] = ["bash", "write", "tool_result", "prompt"];

export type Category =
  | "override"
  | "authority"
  | "extraction"
  | "jailbreak"
  | "addressed"
  | "exfiltration"
  | "hijack"
  | "obfuscation"
  | "malicious_code"
  | "bash_exfil"
  | "bash_remote_exec"
  | "bash_reverse_shell"
  | "bash_persistence"
  | "bash_agent_file"
  | "bash_supply_chain"
  | "heuristic";

export interface ScanOptions {
  /** the heuristic signals of the older guardrails extension (imperative density, system words, structure) */
  heuristicEnabled?: boolean;
  /** stop decoding embedded runs after this many bytes of decoded text (bounds the work on hostile input) */
  maxDecodedBytes?: number;
  /** the learned second stage: undefined = the shipped model, null = rules only */
  model?: InjectionModel | null;
  /** the text is written into this agent instruction file (AGENTS.md, .pi/…): judged like a bash write into it */
  agentFile?: string;
  /** the text is a program in this language (codemode scripts: "js"), read as code instead of as a shell command */
  code?: string;
}

export interface ScanResult {
  /** confidence in [0, 1] that the text carries a prompt injection */
  score: number;
  /** what fired, with spans about the original text; shown to the user, never to the agent */
  evidence: EvidenceItem[];
}

/** One match of a rule in one view of the text, before calibration. */
export interface Hit {
  rule: string;
  category: Category;
  weight: number;
  /** per-surface factor overriding the category's */
  factor?: Partial<Record<InjectionSurface, number>>;
  start: number;
  end: number;
  /** set when the match sits in quoting (string literal, code fence, inline code, table row): how much it counts */
  quoted?: number;
  /** what flowed where, for the user ("`env` → base64 → curl to example.net") */
  detail?: string;
}
