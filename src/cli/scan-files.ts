// Which files `pi-sentinel scan` reads for its arguments: files as given, folders walked for text files, the project's allow-list applied.

import { lstatSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { pathAllowed } from "../engine/injection/policy.ts";

/** Folders never walked: version control, dependencies and build output are not the project's own text. */
const SKIPPED_DIRS = new Set([".git", "node_modules", ".hg", ".svn", "dist", "build", "coverage"]);
/** Larger files are skipped with a note: a scan of a folder is a review of text, not of data dumps. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

export interface FilePlan {
  /** files to scan, in a stable order */
  files: string[];
  /** files left out, each with why (allow-listed, binary, too large) */
  skipped: { file: string; why: string }[];
  /** arguments that name nothing readable */
  missing: { arg: string; why: string }[];
  /** a folder was among the arguments */
  walked: boolean;
}

/** `injectionDefense.allowPaths` of `<cwd>/.pi/sentinel.json`, or [] when there is none or it cannot be read. */
export function projectAllowPaths(cwd: string): string[] {
  try {
    const cfg = JSON.parse(readFileSync(join(cwd, ".pi", "sentinel.json"), "utf8")) as {
      injectionDefense?: { allowPaths?: unknown };
    };
    const list = cfg.injectionDefense?.allowPaths;
    return Array.isArray(list) ? list.filter((g): g is string => typeof g === "string") : [];
  } catch {
    return [];
  }
}

function looksBinary(file: string): boolean {
  const head = readFileSync(file).subarray(0, 8192);
  return head.includes(0);
}

/** Expands file and folder arguments; `allow` globs are matched against paths relative to `cwd` (as the guard does). */
export function planFiles(args: readonly string[], cwd: string, allow: readonly string[]): FilePlan {
  const plan: FilePlan = { files: [], skipped: [], missing: [], walked: false };
  const seen = new Set<string>();
  const consider = (file: string, explicit: boolean): void => {
    const abs = resolve(cwd, file);
    if (seen.has(abs)) return;
    seen.add(abs);
    const rel = relative(cwd, abs).split(sep).join("/");
    // a file named on the command line is scanned even when allow-listed: the user asked for it
    if (!explicit && !rel.startsWith("..") && pathAllowed(rel, allow)) {
      plan.skipped.push({ file, why: "allow-listed by .pi/sentinel.json injectionDefense.allowPaths" });
      return;
    }
    let size: number;
    try {
      size = statSync(abs).size;
    } catch (e) {
      plan.skipped.push({ file, why: `cannot read (${(e as NodeJS.ErrnoException).code ?? "error"})` });
      return;
    }
    if (size > MAX_FILE_BYTES) {
      plan.skipped.push({ file, why: `larger than ${MAX_FILE_BYTES / 1024 / 1024} MB` });
      return;
    }
    if (!explicit && looksBinary(abs)) {
      plan.skipped.push({ file, why: "binary" });
      return;
    }
    plan.files.push(file);
  };
  const walk = (dir: string): void => {
    let names: string[];
    try {
      names = readdirSync(resolve(cwd, dir)).sort();
    } catch (e) {
      plan.skipped.push({ file: dir, why: `cannot list (${(e as NodeJS.ErrnoException).code ?? "error"})` });
      return;
    }
    for (const name of names) {
      const child = join(dir, name);
      let isDir: boolean;
      try {
        // a symbolic link is not followed inside a folder (no loops, no escaping the folder named)
        const st = lstatSync(resolve(cwd, child));
        if (st.isSymbolicLink()) continue;
        isDir = st.isDirectory();
      } catch {
        continue;
      }
      if (isDir) {
        if (!SKIPPED_DIRS.has(name)) walk(child);
      } else consider(child, false);
    }
  };
  for (const arg of args) {
    let st: ReturnType<typeof statSync> | undefined;
    try {
      st = statSync(resolve(cwd, arg));
    } catch (e) {
      plan.missing.push({ arg, why: (e as NodeJS.ErrnoException).code ?? "cannot read" });
      continue;
    }
    if (st.isDirectory()) {
      plan.walked = true;
      walk(arg);
    } else consider(arg, true);
  }
  return plan;
}
