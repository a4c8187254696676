// What each project folder has seen in this process (kept across /reload), and which pi-sentinel project files it holds.

import { existsSync, realpathSync } from "node:fs";
import { join } from "node:path";

/** Project files pi-sentinel reads only from a trusted folder (the modules and rules files they name follow them). */
export const PROJECT_TRUST_FILES: readonly string[] = [".pi/sentinel.json", ".pi-guardrails.json"];

/** What one folder has seen in this process (pi keeps its own trust answers per process the same way). */
export interface FolderState {
  /** pi had resources of its own to guard the first time pi-sentinel looked (so pi resolved trust itself) */
  piAsked: boolean;
  sessionAnswer?: boolean;
  asked: boolean;
}

/** Process-wide, so a /reload (which re-imports the extension) neither asks again nor forgets a "this session only" answer. */
const PROCESS_KEY = Symbol.for("pi-sentinel:project-trust");

function folders(): Map<string, FolderState> {
  const g = globalThis as Record<symbol, unknown>;
  return (g[PROCESS_KEY] ??= new Map<string, FolderState>()) as Map<string, FolderState>;
}

export function canonical(cwd: string): string {
  try {
    return realpathSync(cwd);
  } catch {
    return cwd;
  }
}

/** The folder's state, made on first sight (`piAsks` says whether pi has resources of its own there; a throw is "no"). */
export function folderState(cwd: string, piAsks: (cwd: string) => boolean): FolderState {
  const key = canonical(cwd);
  let st = folders().get(key);
  if (!st) {
    let piAsked = false;
    try {
      piAsked = piAsks(cwd);
    } catch {
      piAsked = false;
    }
    st = { piAsked, asked: false };
    folders().set(key, st);
  }
  return st;
}

/** The folder's state if pi-sentinel has looked at it in this process. */
export function knownFolder(cwd: string): FolderState | undefined {
  return folders().get(canonical(cwd));
}

/** The project files pi-sentinel found in the folder (relative names), for the question. */
export function projectTrustFiles(cwd: string): string[] {
  return PROJECT_TRUST_FILES.filter((f) => {
    try {
      return existsSync(join(cwd, f));
    } catch {
      return false;
    }
  });
}
