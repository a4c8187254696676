// What protected writes read of the host: file stamps, previews and folders, and the protected set built from the active config (memoised).

import { readFileSync, statSync } from "node:fs";
import type { SourcedReviewer } from "../../state/config-model.ts";
import { rulesPathsOf } from "../review/select.ts";
import { buildProtectedSet, type ProtectedSet } from "./targets.ts";

const MAX_PREVIEW_BYTES = 256 * 1024;

/** Tools that never write: no tracking of the files pi-sentinel loads code and rules from. */
export const READ_ONLY_TOOLS: ReadonlySet<string> = new Set(["read", "grep", "find", "ls"]);

/** A file's mtime and size ("-" when missing, "?" when it cannot be read): a change during a call is the call's doing. */
export function fileStamp(p: string): string {
  try {
    const st = statSync(p, { throwIfNoEntry: false });
    return st ? `${st.mtimeMs}:${st.size}` : "-";
  } catch {
    return "?";
  }
}

/** The text of a file for the confirm dialog's diff; undefined when missing, unreadable or over 256 KB. */
export function readPreview(abs: string): string | undefined {
  try {
    return statSync(abs).size > MAX_PREVIEW_BYTES ? undefined : readFileSync(abs, "utf8");
  } catch {
    return undefined;
  }
}

export function isDir(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/** The protected set for a folder and the reviewers in force, rebuilt only when one of them changes. */
export function createProtectedSets() {
  let cached: { key: string; set: ProtectedSet } | undefined;
  return (cwd: string, agentDir: string, reviewers: readonly SourcedReviewer[]): ProtectedSet => {
    const conditionModules = reviewers.flatMap((r) => (r.reviewer.condition ? [r.reviewer.condition] : []));
    const rulesFiles = reviewers.flatMap((r) => rulesPathsOf(r.reviewer));
    const key = JSON.stringify([cwd, agentDir, conditionModules, rulesFiles]);
    if (cached?.key !== key) cached = { key, set: buildProtectedSet({ agentDir, cwd, conditionModules, rulesFiles }) };
    return cached.set;
  };
}

/** The files whose change during a call taints them: condition modules and rules files (code and rules pi-sentinel loads). */
export function watchedPaths(set: ProtectedSet): string[] {
  return set.entries
    .filter((e) => e.kind === "pi-sentinel condition module" || e.kind === "pi-sentinel rules file")
    .map((e) => e.path);
}

export function taintedNotice(tainted: readonly string[], toolName: string): string {
  return `pi-sentinel: ${tainted.join(", ")} changed during a ${toolName} call you did not confirm; pi-sentinel will not load it until you edit it yourself or restart pi`;
}
