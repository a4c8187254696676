// Safe output files: decides whether a path may be written (never over an existing file unless forced, never over an input, never into a missing folder) and writes through a temp file + rename.

import { chmodSync, existsSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export type OutputProblem = "exists" | "no-parent" | "parent-not-folder" | "is-folder" | "is-input";

export type OutputCheck = { ok: true; exists: boolean } | { ok: false; problem: OutputProblem; message: string };

export interface OutputOptions {
  /** overwrite an existing file (CLI --force, or a confirmed TUI dialog) */
  force?: boolean;
  /** files this run reads: never written, even with force */
  inputs?: readonly string[];
}

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

function kind(path: string): "file" | "folder" | "missing" {
  try {
    return statSync(path).isDirectory() ? "folder" : "file";
  } catch {
    return existsSync(path) ? "file" : "missing";
  }
}

/** Whether `path` (absolute) may be written; the message says what, where and how to proceed. */
export function checkOutputPath(path: string, options: OutputOptions = {}): OutputCheck {
  const parent = dirname(path);
  const parentKind = kind(parent);
  if (parentKind === "missing")
    return {
      ok: false,
      problem: "no-parent",
      message: `folder ${parent} does not exist (create it first, or pick another path)`,
    };
  if (parentKind === "file")
    return { ok: false, problem: "parent-not-folder", message: `${parent} is a file, not a folder` };
  const target = kind(path);
  if (target === "folder") return { ok: false, problem: "is-folder", message: `${path} is a folder; give a file name` };
  if (target === "file") {
    const realTarget = real(path);
    if ((options.inputs ?? []).some((i) => real(i) === realTarget))
      return { ok: false, problem: "is-input", message: `${path} is the input file; write the output somewhere else` };
    if (!options.force) return { ok: false, problem: "exists", message: `${path} already exists` };
    return { ok: true, exists: true };
  }
  return { ok: true, exists: false };
}

/**
 * Writes `data` to a temp file beside `path`, then renames it over `path`: a crash never leaves half a file. A symlink
 * is followed (its target is replaced, the link stays) and an existing file keeps its permission bits.
 */
export function writeFileAtomic(path: string, data: string): void {
  const target = kind(path) === "missing" ? path : real(path);
  const tmp = join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  try {
    writeFileSync(tmp, data, { flag: "wx" });
    try {
      chmodSync(tmp, statSync(target).mode & 0o7777);
    } catch {
      // a new file: the default mode
    }
    renameSync(tmp, target);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}
