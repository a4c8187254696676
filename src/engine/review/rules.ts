// Rules files: Markdown with optional front matter (name, enabled, filePatterns, complexity, consumers), cut to maxRuleLines.

import { parseFrontmatter } from "@earendil-works/pi-coding-agent";
import { matchAnyGlob } from "./glob.ts";
import { errorText } from "../error-text.ts";

export interface RulesFile {
  /** absolute path */
  path: string;
  /** front matter `name`, else the file name */
  name: string;
  enabled: boolean;
  /** undefined: no filePatterns (applies to non-file tools); [] never matches a file */
  filePatterns?: string[];
  complexity?: string;
  consumers?: string[];
  /** the Markdown body, cut to maxRuleLines */
  body: string;
  truncatedLines: number;
  /** front matter problems that did not stop the file from loading */
  warnings: string[];
}

export type RulesParse = { ok: true; file: RulesFile } | { ok: false; path: string; error: string };

export function truncationMarker(cut: number, maxLines: number): string {
  return `[… ${cut} more rule line${cut === 1 ? "" : "s"} cut: the rules file is longer than maxRuleLines (${maxLines}) …]`;
}

/** Keeps the first maxLines lines and appends a marker naming how many were cut. */
export function cutRuleLines(body: string, maxLines: number): { body: string; cut: number } {
  const lines = body.split("\n");
  if (maxLines <= 0 || lines.length <= maxLines) return { body, cut: 0 };
  const cut = lines.length - maxLines;
  return { body: `${lines.slice(0, maxLines).join("\n")}\n${truncationMarker(cut, maxLines)}`, cut };
}

function stringList(v: unknown, key: string, warnings: string[]): string[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === "string") return [v];
  if (Array.isArray(v) && v.every((x) => typeof x === "string")) return v as string[];
  warnings.push(`front matter "${key}" must be a string or a list of strings; ignored`);
  return undefined;
}

/** Parses one rules file's text. Broken YAML front matter is an error naming the file (the caller records it). */
export function parseRulesFile(path: string, text: string, maxRuleLines: number): RulesParse {
  let fm: unknown;
  let body: string;
  try {
    const parsed = parseFrontmatter<Record<string, unknown>>(text);
    fm = parsed.frontmatter;
    body = parsed.body;
  } catch (e) {
    return { ok: false, path, error: `rules file ${path}: invalid front matter: ${firstLine(e)}` };
  }
  const warnings: string[] = [];
  const meta: Record<string, unknown> =
    fm !== null && typeof fm === "object" && !Array.isArray(fm) ? (fm as Record<string, unknown>) : {};
  if (meta !== fm) warnings.push("front matter is not a mapping; ignored");
  const baseName = path.split(/[\\/]/).pop() ?? path;
  const name = typeof meta.name === "string" && meta.name.trim() ? meta.name.trim() : baseName.replace(/\.md$/i, "");
  let enabled = true;
  if (meta.enabled !== undefined) {
    if (typeof meta.enabled === "boolean") enabled = meta.enabled;
    else warnings.push(`front matter "enabled" must be true or false; treated as true`);
  }
  const filePatterns = stringList(meta.filePatterns, "filePatterns", warnings);
  const consumers = stringList(meta.consumers, "consumers", warnings);
  const complexity = meta.complexity === undefined ? undefined : String(meta.complexity);
  const cut = cutRuleLines(body, maxRuleLines);
  return {
    ok: true,
    file: {
      path,
      name,
      enabled,
      filePatterns,
      complexity,
      consumers,
      body: cut.body,
      truncatedLines: cut.cut,
      warnings,
    },
  };
}

/**
 * Whether a rules file applies: for file tools (edit/write) only files whose filePatterns match the changed file's
 * cwd-relative path; for other tools only files without filePatterns. Disabled files never apply.
 */
export function rulesFileApplies(
  file: RulesFile,
  target: { kind: "file"; relPath: string } | { kind: "other" },
): boolean {
  if (!file.enabled) return false;
  if (target.kind === "file") return file.filePatterns !== undefined && matchAnyGlob(file.filePatterns, target.relPath);
  return file.filePatterns === undefined;
}

function firstLine(e: unknown): string {
  const msg = errorText(e);
  return msg.split("\n")[0];
}
