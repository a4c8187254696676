// The one path resolver of pi-sentinel: a tool's path argument resolved the way pi's tools resolve it, plus symlinks.

import { lstatSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const UNICODE_SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;

/** Built-in file tools and the input fields that hold their real path arguments. */
export const FILE_TOOL_PATH_FIELDS: Readonly<Record<string, readonly string[]>> = {
  read: ["path"],
  write: ["path"],
  edit: ["path"],
  grep: ["path"],
  find: ["path"],
  ls: ["path"],
};

/**
 * pi's resolveToCwd (core/tools/path-utils.js, not exported): unicode spaces become " ", a leading "@" is stripped,
 * "~" and "~/" expand to home, file:// URLs become paths, then the path is resolved from cwd ("..", "." folded).
 * Purely lexical: symlinks are not followed (see realPath).
 */
export function resolveToolPath(raw: string, cwd: string, home: string = homedir()): string {
  let p = raw.replace(UNICODE_SPACES, " ");
  if (p.startsWith("@")) p = p.slice(1);
  if (p === "~") p = home;
  else if (p.startsWith("~/")) p = join(home, p.slice(2));
  else if (/^file:\/\//.test(p)) {
    try {
      p = fileURLToPath(p);
    } catch {
      // a malformed file URL (file://host/x): pi's tool fails on it too; keep the text as a relative path
    }
  }
  return isAbsolute(p) ? resolve(p) : resolve(cwd, p);
}

/** A config path (rules file, condition module): "~" expanded, relative paths from the project cwd. */
export function resolveConfigPath(raw: string, cwd: string, home: string = homedir()): string {
  const p = raw === "~" ? home : raw.startsWith("~/") ? join(home, raw.slice(2)) : raw;
  return isAbsolute(p) ? resolve(p) : resolve(cwd, p);
}

export type RealPathFn = (p: string) => string;

/**
 * The absolute path with symlinks followed: the realpath of the longest prefix that exists, plus the rest.
 * So a file that does not exist yet, inside a symlinked folder, still resolves to where it would be written.
 * Two system calls in the usual case (an lstat of the path, a realpath of its folder); `real` replaces realpath in tests.
 */
export function realPath(abs: string, real?: RealPathFn): string {
  if (real) return realPathWith(abs, real);
  let st: { isSymbolicLink(): boolean } | undefined;
  try {
    st = lstatSync(abs, { throwIfNoEntry: false });
  } catch {
    st = undefined; // ENOTDIR, EACCES: handled like a missing path
  }
  if (st?.isSymbolicLink()) return realPathWith(abs, realpathSync.native);
  if (st) return realPathWith(abs, realpathSync.native, 1);
  // missing: climb with lstat (no exceptions, which cost more than the calls) to the first folder that exists
  let skip = 1;
  for (let head = dirname(abs); head !== dirname(head); head = dirname(head), skip++) {
    let found = false;
    try {
      found = lstatSync(head, { throwIfNoEntry: false }) !== undefined;
    } catch {
      found = false;
    }
    if (found) break;
  }
  return realPathWith(abs, realpathSync.native, skip);
}

/** realpath of the longest existing prefix; `skip` levels are known to exist as non-links and are joined back as they are. */
function realPathWith(abs: string, real: RealPathFn, skip = 0): string {
  let head = abs;
  const tail: string[] = [];
  for (let i = 0; i < skip; i++) {
    const parent = dirname(head);
    if (parent === head) return abs;
    tail.push(basename(head));
    head = parent;
  }
  for (let i = 0; i < 4096; i++) {
    try {
      const r = real(head);
      return tail.length === 0 ? r : join(r, ...tail.reverse());
    } catch {
      const parent = dirname(head);
      if (parent === head) break;
      tail.push(basename(head));
      head = parent;
    }
  }
  return abs;
}

/** The tool's path resolved lexically and through symlinks (both matter: a write goes through the link). */
export function resolveToolPathReal(raw: string, cwd: string, real?: RealPathFn): { lexical: string; real: string } {
  const lexical = resolveToolPath(raw, cwd);
  return { lexical, real: realPath(lexical, real) };
}

/** True when `child` is `parent` or inside it (both absolute and normalised). */
export function isWithin(parent: string, child: string): boolean {
  if (child === parent) return true;
  const p = parent.endsWith(sep) ? parent : parent + sep;
  return child.startsWith(p);
}

/** The path globs are matched against: cwd-relative with "/" separators, or absolute when outside cwd. */
export function globPathFor(absPath: string, cwd: string): string {
  const rel = relative(cwd, absPath);
  const inside = rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
  return (inside ? rel : absPath).split(sep).join("/");
}

/**
 * The real path arguments of a call: only file tools (read, write, edit, grep, find, ls) and the fields a configured
 * tool declares (`declared`: tool name -> field names). Any other tool's `path` field is not a path argument.
 */
export function toolPathArgs(
  toolName: string,
  input: Record<string, unknown>,
  declared: Readonly<Record<string, readonly string[]>> = {},
): string[] {
  const fields = Object.hasOwn(FILE_TOOL_PATH_FIELDS, toolName)
    ? FILE_TOOL_PATH_FIELDS[toolName]
    : Object.hasOwn(declared, toolName) && Array.isArray(declared[toolName])
      ? declared[toolName]
      : undefined;
  if (!fields) return [];
  const out: string[] = [];
  for (const f of fields) {
    const v = input[f];
    if (typeof v === "string" && v !== "") out.push(v);
  }
  return out;
}
