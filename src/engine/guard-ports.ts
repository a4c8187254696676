// The ports every guard's shell receives, under the same names: prompt guard, injection scanner, protected writes, sentinels, reviewers.

import type { Action } from "../state/actions.ts";

export type NoticeLevel = "info" | "warning" | "error";

/** File access a guard needs (the reviewers' before/after capture); never throws, null when the file cannot be read. */
export interface FilePort {
  readText(absPath: string): Promise<string | null>;
}

/**
 * What a guard's shell may do to the world. `settings` is a pure read of the guard's current settings (it never
 * dispatches, never re-reads files: the wiring refreshes config once per pi event before it asks the guard).
 */
export interface GuardPorts<S> {
  /** record a step of the guard as a past-tense action (persisted and replayed when it makes or ends a record) */
  dispatch(action: Action): void;
  now(): number;
  /** a unique id with the given prefix ("aud", "inj", ...) */
  newId(prefix: string): string;
  /** a short line for the user (a no-op without a UI) */
  notify(message: string, level: NoticeLevel): void;
  settings(): S;
}

/** The pipeline's decision of one guard on one tool call, as data (extensions turn it into pi's `{ block, reason }`). */
export type Decision = { kind: "allow" } | { kind: "block"; reason: string };

export const ALLOW: Decision = { kind: "allow" };

/** pi's tool_call handler result for a decision. */
export function toToolCallResult(d: Decision): { block: true; reason: string } | undefined {
  return d.kind === "block" ? { block: true, reason: d.reason } : undefined;
}
