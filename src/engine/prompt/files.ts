// File effects of the prompt guard: where pi loads templates from, listing the .md files there, reading them.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";

export interface LocationInput {
  agentDir: string;
  cwd: string;
  /** ctx.isProjectTrusted(): pi reads .pi/prompts only then */
  trusted: boolean;
  /** pi.getSettings().prompts: raw entries (global ones relative to agentDir, project ones to .pi) */
  settingsPrompts?: readonly string[];
  /** sourceInfo.path of the templates pi loaded (covers package prompts and resources_discover) */
  loaded?: readonly string[];
}

export interface TemplateLocations {
  /** folders whose direct .md children are templates */
  dirs: string[];
  /** single template files */
  files: string[];
}

function expandHome(p: string): string {
  return p === "~" ? homedir() : p.startsWith("~/") ? join(homedir(), p.slice(2)) : p;
}

function kindOf(p: string): "dir" | "file" | undefined {
  try {
    const s = statSync(p);
    return s.isDirectory() ? "dir" : s.isFile() ? "file" : undefined;
  } catch {
    return undefined;
  }
}

/** Every place pi 1.6 reads prompt templates from, as existing absolute folders and files, without duplicates. */
export function templateLocations(input: LocationInput): TemplateLocations {
  const dirs = new Set<string>();
  const files = new Set<string>();
  const add = (p: string): void => {
    const kind = kindOf(p);
    if (kind === "dir") dirs.add(p);
    else if (kind === "file" && p.endsWith(".md")) files.add(p);
  };
  add(join(input.agentDir, "prompts"));
  const projectBase = join(input.cwd, ".pi");
  if (input.trusted) add(join(projectBase, "prompts"));
  for (const raw of input.settingsPrompts ?? []) {
    const entry = raw.trim();
    // override patterns ("!x", "+x", "-x") and globs select among files pi found elsewhere; they add no location
    if (!entry || /^[!+-]/.test(entry) || /[*?[\]{}]/.test(entry)) continue;
    const p = expandHome(entry);
    if (isAbsolute(p)) add(p);
    else {
      add(resolve(input.agentDir, p));
      if (input.trusted) add(resolve(projectBase, p));
    }
  }
  // only the files themselves: a package's folder may hold other Markdown (README.md) that is no template
  for (const file of input.loaded ?? []) add(file);
  return { dirs: [...dirs], files: [...files] };
}

/** The direct `.md` children of a folder (pi does not recurse), sorted; dot-files are skipped as pi skips them. */
export function listTemplateFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.name.endsWith(".md") && !e.name.startsWith("."))
      .map((e) => join(dir, e.name))
      .filter((p) => kindOf(p) === "file")
      .sort();
  } catch {
    return [];
  }
}

/** The template files of some locations, each once, in a stable order. */
export function collectTemplateFiles(loc: TemplateLocations): string[] {
  const all = new Set<string>();
  for (const d of loc.dirs) for (const f of listTemplateFiles(d)) all.add(f);
  for (const f of loc.files) all.add(f);
  return [...all];
}

export function readText(path: string): string {
  return readFileSync(path, "utf8");
}
