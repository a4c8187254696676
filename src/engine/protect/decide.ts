// The protected-write decider: which protected paths a tool call would create, change, move or delete (pure but for stat/realpath ports).

import { basename, dirname, join } from "node:path";
import { minimatch } from "minimatch";
import { isWithin, realPath, resolveToolPath, type RealPathFn } from "../paths.ts";
import { bashWrites, codeWrites, resolveIn, UNKNOWN_CWD, type BashWrite } from "./bash-writes.ts";
import {
  holdsProtected,
  partialTargetProtected,
  protectedEntryOf,
  type ProtectedEntry,
  type ProtectedKind,
  type ProtectedSet,
} from "./targets.ts";

export interface ProtectedWrite {
  /** the protected path (absolute), or the folder for a write whose name is only partly known */
  path: string;
  kind: ProtectedKind;
  /** what the call does there: "write", "edit", "overwrite (>)", "rm", "python3 -c", … */
  op: string;
  /** the target as the call wrote it */
  raw: string;
}

export interface DecidePorts {
  real?: RealPathFn;
  /** true when the path is an existing folder (cp/mv into a folder) */
  isDir?(abs: string): boolean;
}

/** Tools that only read: their path arguments are never writes. */
const READ_ONLY_TOOLS = new Set(["read", "grep", "find", "ls", "sentinel_log_violation", "audit_verdict"]);
/** Input fields of unknown tools that look like paths. */
const PATH_FIELD =
  /^(?:paths?|files?|file_?paths?|filenames?|targets?|dest|destination|output|out|outfile|to|from|src|source|dir|directory|uri|url)$/i;
const DYNAMIC = /\$\{[^}]*\}|\$\([^)]*\)?|\$[A-Za-z_0-9@*#?$!-]*|`[^`]*`?|[*?[\]{}]/g;

/**
 * A cheap test that a command cannot write anything the full analysis would find: no redirection to a file, no
 * writer/shell/interpreter command name (after quote removal, so `r""m` counts), no `$`/backtick (dynamic names).
 */
const WRITE_SIGNAL =
  /[>$`]|\b(?:tee|rm|unlink|rmdir|shred|truncate|touch|mkdir|chmod|chown|chgrp|chattr|setfacl|sponge|patch|cp|mv|install|ln|rsync|scp|dd|g?sed|perl[\d.]*|curl|wget|find|git|eval|exec|xargs|source|(?:ba|da|k|z|c|tc|mk)?sh|fish|yash|busybox|python[\d.]*|pypy[\d.]*|node(?:js)?|deno|bun|ruby[\d.]*|php[\d.]*|lua[\d.]*|Rscript|osascript|[gmn]?awk|cd|pushd)\b/;

export function mayWrite(command: string): boolean {
  const plain = command
    .replace(/\\\n/g, "")
    .replace(/['"\\]/g, "")
    .replace(/\d*>&\d*-?|\d*>>?\s*\/dev\/null\b/g, " ");
  return WRITE_SIGNAL.test(plain);
}

function check(abs: string, set: ProtectedSet, tree: boolean, real?: RealPathFn): ProtectedEntry | undefined {
  const r = realPath(abs, real);
  return (
    protectedEntryOf(abs, set) ??
    protectedEntryOf(r, set) ??
    (tree ? (holdsProtected(abs, set) ?? holdsProtected(r, set)) : undefined)
  );
}

function knownVars(word: string, set: ProtectedSet, cwd: string): string {
  return word.replace(/\$\{?(HOME|PWD|PI_CODING_AGENT_DIR)\}?(?![A-Za-z0-9_])/g, (_m, v: string) =>
    v === "HOME" ? set.home : v === "PWD" ? (cwd === UNKNOWN_CWD ? "$PWD" : cwd) : set.agentDir,
  );
}

/** The protected entry one bash target hits in one folder, or undefined. */
function bashTargetHits(w: BashWrite, cwd: string, set: ProtectedSet, ports: DecidePorts): ProtectedEntry | undefined {
  const word = knownVars(w.word, set, cwd);
  DYNAMIC.lastIndex = 0;
  const dyn = [...word.matchAll(DYNAMIC)];
  const relative = !word.startsWith("/") && !word.startsWith("~");
  if (cwd === UNKNOWN_CWD && relative) {
    // after `cd $X` the folder is unknown: a relative target that ends like a protected path counts
    const lit =
      dyn.length > 0
        ? word.slice((dyn.at(-1)?.index ?? 0) + (dyn.at(-1)?.[0].length ?? 0))
        : `/${word.replace(/^\.\//, "")}`;
    return lit.length >= 5 ? set.entries.find((e) => e.path.endsWith(lit)) : undefined;
  }
  if (dyn.length === 0) {
    const abs = resolveIn(word, cwd, set.home);
    if (w.names) return findHits(abs, w.names, set, ports);
    const hit = check(abs, set, w.tree, ports.real);
    if (hit) return hit;
    if (w.sources && w.sources.length > 0 && (word.endsWith("/") || ports.isDir?.(abs) === true)) {
      for (const s of w.sources) {
        const h = check(join(abs, basename(s.replace(/\/+$/, ""))), set, w.tree, ports.real);
        if (h) return h;
      }
    }
    if (w.literal && (word.endsWith("/") || basename(word).length >= 3))
      return partialTargetProtected(word, "", dirname(resolveIn(`${word}x`, cwd, set.home)), set);
    return undefined;
  }
  const first = dyn[0];
  const last = dyn.at(-1) as RegExpMatchArray;
  const head = word.slice(0, first.index);
  const tail = word.slice((last.index ?? 0) + last[0].length);
  const headDir = dirname(resolveIn(`${head}x`, cwd, set.home));
  const hit = partialTargetProtected(head, tail, headDir, set);
  if (hit) return hit;
  if (/[*?[{]/.test(word) && !/[$`]/.test(word)) {
    // a glob or brace: match it against the protected paths themselves
    const pattern = resolveIn(word, cwd, set.home);
    return set.entries.find(
      (e) => minimatch(e.path, pattern, { dot: true }) || (e.dir && minimatch(e.path, dirname(pattern), { dot: true })),
    );
  }
  return undefined;
}

/** Names a file in a protected folder may have, to test a `find -name` pattern against folders of unknown content. */
const FOLDER_SAMPLES = ["index.ts", "index.js", "index.mjs", "SKILL.md", "prompt.md", "theme.json", "package.json"];

/** `find <abs> -name P -delete`: a protected path under (or around) abs whose name P matches. */
function findHits(
  abs: string,
  names: readonly string[],
  set: ProtectedSet,
  ports: DecidePorts,
): ProtectedEntry | undefined {
  const roots = [abs, realPath(abs, ports.real)];
  const matches = (n: string): boolean => names.some((p) => minimatch(n, p, { dot: true, nocase: true }));
  for (const e of set.entries) {
    if (!roots.some((r) => isWithin(r, e.path) || isWithin(e.path, r))) continue;
    if (e.dir ? FOLDER_SAMPLES.some(matches) || matches(basename(e.path)) : matches(basename(e.path))) return e;
  }
  return undefined;
}

function fromBashWrites(writes: readonly BashWrite[], set: ProtectedSet, ports: DecidePorts): ProtectedWrite[] {
  const out: ProtectedWrite[] = [];
  for (const w of writes) {
    for (const cwd of w.cwds) {
      const hit = bashTargetHits(w, cwd, set, ports);
      if (hit) {
        out.push({ path: hit.path, kind: hit.kind, op: w.op, raw: w.word });
        break;
      }
    }
  }
  return out;
}

function stringsOf(v: unknown, depth = 0): string[] {
  if (typeof v === "string") return [v];
  if (depth < 4 && Array.isArray(v)) return v.flatMap((x) => stringsOf(x, depth + 1));
  if (depth < 4 && v && typeof v === "object")
    return Object.values(v as Record<string, unknown>).flatMap((x) => stringsOf(x, depth + 1));
  return [];
}

/**
 * The protected paths a tool call would write (create, change, move, delete), each once.
 * write/edit: their path; bash: every redirection, writer command, nested shell and interpreter literal;
 * codemode: its script's literals when it calls a writing tool; other tools: path-like fields.
 */
export function protectedWrites(
  toolName: string,
  input: Record<string, unknown>,
  cwd: string,
  set: ProtectedSet,
  ports: DecidePorts = {},
): ProtectedWrite[] {
  const found: ProtectedWrite[] = [];
  const fileTarget = (raw: unknown, op: string): void => {
    if (typeof raw !== "string" || raw === "") return;
    const abs = resolveToolPath(raw, cwd, set.home);
    const hit = check(abs, set, false, ports.real);
    if (hit) found.push({ path: hit.path, kind: hit.kind, op, raw });
  };
  const opts = { home: set.home };
  if (toolName === "write") fileTarget(input.path, "write");
  else if (toolName === "edit") fileTarget(input.path, "edit");
  else if (toolName === "bash") {
    if (typeof input.command === "string" && mayWrite(input.command))
      found.push(...fromBashWrites(bashWrites(input.command, cwd, opts), set, ports));
  } else if (toolName === "codemode") {
    const src = stringsOf(input).join("\n");
    if (/tools\s*(?:\.\s*(?!read\b|grep\b|find\b|ls\b)[A-Za-z_$]|\[)/.test(src)) {
      const writes: BashWrite[] = [];
      codeWrites(src, "codemode", [cwd], 0, writes, opts);
      found.push(...fromBashWrites(writes, set, ports));
    }
  } else if (!READ_ONLY_TOOLS.has(toolName)) {
    for (const [k, v] of Object.entries(input)) {
      if (!PATH_FIELD.test(k)) continue;
      for (const s of stringsOf(v)) fileTarget(s, `${toolName} (${k})`);
    }
  }
  const seen = new Set<string>();
  return found.filter((w) => {
    const key = `${w.path}|${w.op}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
