// The protected set: pi-sentinel's config in every scope, the modules/rules it names, and pi's own settings, trust and resource folders.

import { homedir } from "node:os";
import { basename, dirname, join, relative, sep } from "node:path";
import { isWithin, realPath, resolveConfigPath, type RealPathFn } from "../paths.ts";

/** What a protected path is, in words for the dialog and the block reason. */
export type ProtectedKind =
  | "pi-sentinel config"
  | "pi-sentinel condition module"
  | "pi-sentinel rules file"
  | "pi trust store"
  | "pi settings"
  | "pi MCP config"
  | "pi resource folder"
  | "pi session files"
  | "pi config folder";

export interface ProtectedEntry {
  path: string;
  kind: ProtectedKind;
  /** true: everything inside the folder is protected too */
  dir: boolean;
}

export interface ProtectedSet {
  cwd: string;
  home: string;
  agentDir: string;
  /** every entry twice when a symlink is involved: as configured and through symlinks */
  entries: readonly ProtectedEntry[];
  /** exact-path lookup of entries (files and folders) */
  byPath: ReadonlyMap<string, ProtectedEntry>;
  /** folders where a write whose name is only partly known (`> .pi/$X`) counts as protected */
  sensitiveDirs: readonly string[];
}

export interface ProtectedSetInput {
  agentDir: string;
  cwd: string;
  /** condition modules of the active config (as written in it; resolved from cwd like the loader does) */
  conditionModules?: readonly string[];
  /** rules files of the active config */
  rulesFiles?: readonly string[];
  home?: string;
  real?: RealPathFn;
}

const RESOURCE_DIRS = ["extensions", "skills", "prompts", "themes"] as const;

/** The protected set for one session's folders and config. Built once per config change, not per tool call. */
export function buildProtectedSet(input: ProtectedSetInput): ProtectedSet {
  const home = input.home ?? homedir();
  const { agentDir, cwd } = input;
  const projectPi = join(cwd, ".pi");
  const base: ProtectedEntry[] = [
    { path: join(agentDir, "sentinel.json"), kind: "pi-sentinel config", dir: false },
    { path: join(projectPi, "sentinel.json"), kind: "pi-sentinel config", dir: false },
    { path: join(cwd, ".pi-guardrails.json"), kind: "pi-sentinel config", dir: false },
    { path: join(agentDir, "extensions", "pi-tool-supervisor", "config.json"), kind: "pi-sentinel config", dir: false },
    { path: join(agentDir, "trust.json"), kind: "pi trust store", dir: false },
    { path: join(agentDir, "settings.json"), kind: "pi settings", dir: false },
    { path: join(projectPi, "settings.json"), kind: "pi settings", dir: false },
    { path: join(agentDir, "mcp.json"), kind: "pi MCP config", dir: false },
    { path: join(projectPi, "mcp.json"), kind: "pi MCP config", dir: false },
    ...RESOURCE_DIRS.flatMap((d): ProtectedEntry[] => [
      { path: join(agentDir, d), kind: "pi resource folder", dir: true },
      { path: join(projectPi, d), kind: "pi resource folder", dir: true },
    ]),
    // saved sessions hold pi-sentinel's op-log and records: a forged `rule/disabled` op would switch a guard off on resume
    { path: join(agentDir, "sessions"), kind: "pi session files", dir: true },
    ...(input.conditionModules ?? []).map(
      (p): ProtectedEntry => ({
        path: resolveConfigPath(p, cwd, home),
        kind: "pi-sentinel condition module",
        dir: false,
      }),
    ),
    ...(input.rulesFiles ?? []).map(
      (p): ProtectedEntry => ({ path: resolveConfigPath(p, cwd, home), kind: "pi-sentinel rules file", dir: false }),
    ),
  ];
  const entries: ProtectedEntry[] = [];
  const byPath = new Map<string, ProtectedEntry>();
  const add = (e: ProtectedEntry): void => {
    if (byPath.has(e.path)) return;
    byPath.set(e.path, e);
    entries.push(e);
  };
  for (const e of base) {
    add(e);
    const r = realPath(e.path, input.real);
    if (r !== e.path) add({ ...e, path: r });
  }
  const sensitive = new Set<string>([
    projectPi,
    agentDir,
    realPath(projectPi, input.real),
    realPath(agentDir, input.real),
  ]);
  return { cwd, home, agentDir, entries, byPath, sensitiveDirs: [...sensitive] };
}

/** The protected entry an absolute path falls under (the file itself, or a protected folder holding it). */
export function protectedEntryOf(abs: string, set: ProtectedSet): ProtectedEntry | undefined {
  const exact = set.byPath.get(abs);
  if (exact) return exact;
  for (const e of set.entries) if (e.dir && isWithin(e.path, abs)) return e;
  return undefined;
}

/**
 * True when `abs` is a folder that holds a protected entry (deleting or moving it removes that entry).
 * cwd, home and "/" count too: `rm -rf .` deletes `.pi/sentinel.json`.
 */
export function holdsProtected(abs: string, set: ProtectedSet): ProtectedEntry | undefined {
  for (const e of set.entries) if (e.path !== abs && isWithin(abs, e.path)) return e;
  return undefined;
}

/**
 * A write target whose name is only partly known: `literalHead` is the text before the first unknown part
 * (`$X`, a glob, a brace), `literalTail` the text after the last one. Protected when the known part points into a
 * sensitive folder, names the start of a protected entry's next path segment, or ends like a protected path.
 */
export function partialTargetProtected(
  literalHead: string,
  literalTail: string,
  headAbsDir: string,
  set: ProtectedSet,
): ProtectedEntry | undefined {
  const slash = literalHead.lastIndexOf("/");
  const partialName = slash >= 0 ? literalHead.slice(slash + 1) : literalHead;
  for (const e of set.entries) {
    if (isWithin(e.path, headAbsDir) && e.dir) return e;
    if (e.path === headAbsDir || !isWithin(headAbsDir, e.path)) continue;
    const first = relative(headAbsDir, e.path).split(sep)[0];
    if (partialName !== "" && first.startsWith(partialName)) return e;
    if (partialName === "" && headAbsDir !== set.cwd && headAbsDir !== set.home && headAbsDir !== dirname(headAbsDir))
      return e;
  }
  for (const d of set.sensitiveDirs) {
    if (isWithin(d, headAbsDir)) return { path: d, kind: "pi config folder", dir: true };
  }
  if (literalTail.length >= 5) {
    for (const e of set.entries)
      if (
        e.path.endsWith(literalTail) ||
        (e.dir && literalTail.includes(`/${basename(dirname(e.path))}/${basename(e.path)}/`))
      )
        return e;
  }
  return undefined;
}
