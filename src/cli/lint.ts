// `pi-sentinel lint [paths…] [--json]`: checks prompt templates and sentinel.json files, prints `path:line: message`, exit 1 on errors.

import { existsSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { LineCounter, parseDocument } from "yaml";
import type { Diagnostic } from "../state/config-model.ts";
import { nodeConfigFiles, readJsonFile } from "../engine/config/files.ts";
import { fromGuardrailsFile } from "../engine/config/legacy.ts";
import { referenceDiagnostics } from "../engine/config/references.ts";
import { validateConfigFile } from "../engine/config/validate.ts";
import { listTemplateFiles, readText } from "../engine/prompt/files.ts";
import { lintTemplates, type TemplateSource } from "../engine/prompt/lint.ts";
import type { CliCommand, CliIO } from "./main.ts";
import { errorText } from "../engine/error-text.ts";

export interface LintProblem {
  path: string;
  line?: number;
  severity: "error" | "warning" | "info";
  message: string;
}

export interface LintTargets {
  templates: string[];
  configs: string[];
  /** legacy `.pi-guardrails.json` files of the projects named */
  legacy: string[];
  /** config file -> the project folder its relative paths (rules files, condition modules) resolve from */
  roots: Record<string, string>;
  /** paths given on the command line that do not exist */
  missing: string[];
}

const USAGE = `usage: pi-sentinel lint [paths…] [--json] [--no-strict]

Checks prompt templates (*.md) and sentinel.json files; prints path:line: message per problem.
Exits 1 when there is any error, 2 when there is nothing to check, 0 otherwise.

  paths        template files, sentinel.json files, or folders. A project folder (one with a .pi folder, e.g.
               \`lint .\`) or a .pi folder means its .pi/sentinel.json, .pi/prompts/*.md and .pi-guardrails.json;
               any other folder means its *.md files and sentinel.json.
               default: .pi/prompts/*.md, <agentDir>/prompts/*.md, .pi/sentinel.json, <agentDir>/sentinel.json
               Naming nothing that exists, or nothing to check, exits 2.

Besides the JSON schema it checks that each rule prompt's {{variables}} are ones its trigger provides
(with a "did you mean"), that reviewer rules files and condition modules exist, and that model names
have the provider/id form.
  --json       print {"files", "problems", "errors", "warnings"} as JSON
  --no-strict  allow placeholders in templates without an argument-hint (promptGuard.strict: false);
               default: promptGuard.strict from .pi/sentinel.json, else <agentDir>/sentinel.json, else true`;

/** pi's agent dir: $PI_CODING_AGENT_DIR (with ~) or ~/.pi/agent. */
export function agentDirOf(env: NodeJS.ProcessEnv): string {
  const dir = env.PI_CODING_AGENT_DIR;
  if (dir) return dir === "~" ? homedir() : dir.startsWith("~/") ? join(homedir(), dir.slice(2)) : dir;
  return join(homedir(), ".pi", "agent");
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** A folder that stands for a project: a `.pi` folder (its parent is the project), or a folder with `.pi` or `.pi-guardrails.json` in it. */
function projectRootOf(dir: string): string | undefined {
  if (basename(dir) === ".pi") return dirname(dir);
  if (isDir(join(dir, ".pi")) || existsSync(join(dir, ".pi-guardrails.json"))) return dir;
  return undefined;
}

/** The project a config file belongs to: `<root>/.pi/sentinel.json` -> root; otherwise the folder lint runs in. */
function configRoot(file: string, cwd: string): string {
  const dir = dirname(file);
  return basename(dir) === ".pi" ? dirname(dir) : cwd;
}

/** What to lint: the given paths, or pi's default template folders and config files. */
export function lintTargets(paths: readonly string[], cwd: string, agentDir: string): LintTargets {
  const templates = new Set<string>();
  const configs = new Set<string>();
  const legacy = new Set<string>();
  const roots: Record<string, string> = {};
  const missing: string[] = [];
  const addConfig = (file: string, root: string): void => {
    configs.add(file);
    roots[file] = root;
  };
  const addProject = (root: string): void => {
    for (const f of listTemplateFiles(join(root, ".pi", "prompts"))) templates.add(f);
    const cfg = join(root, ".pi", "sentinel.json");
    if (existsSync(cfg)) addConfig(cfg, root);
    const old = join(root, ".pi-guardrails.json");
    if (existsSync(old)) legacy.add(old);
  };
  const addFolder = (dir: string): void => {
    const root = projectRootOf(dir);
    if (root !== undefined) {
      addProject(root);
      return;
    }
    for (const f of listTemplateFiles(dir)) templates.add(f);
    const cfg = join(dir, "sentinel.json");
    if (existsSync(cfg)) addConfig(cfg, configRoot(cfg, cwd));
  };
  if (paths.length === 0) {
    for (const dir of [join(cwd, ".pi", "prompts"), join(agentDir, "prompts")])
      for (const f of listTemplateFiles(dir)) templates.add(f);
    for (const cfg of [join(cwd, ".pi", "sentinel.json"), join(agentDir, "sentinel.json")])
      if (existsSync(cfg)) addConfig(cfg, cwd);
  }
  for (const p of paths) {
    const abs = resolve(cwd, p);
    if (!existsSync(abs)) missing.push(abs);
    else if (isDir(abs)) addFolder(abs);
    else if (basename(abs) === ".pi-guardrails.json") legacy.add(abs);
    else if (abs.endsWith(".json")) addConfig(abs, configRoot(abs, cwd));
    else templates.add(abs);
  }
  return { templates: [...templates], configs: [...configs], legacy: [...legacy], roots, missing };
}

function pointerSegments(pointer: string): (string | number)[] {
  return pointer
    .split("/")
    .slice(1)
    .map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** The 1-based line of a JSON pointer in a JSON text (the deepest part that exists), via yaml's position-keeping parser. */
/** The last file's parse: one file's problems share it (30,000 problems must not parse the file 30,000 times). */
let parsed: { text: string; counter: LineCounter; doc: ReturnType<typeof parseDocument> } | undefined;

export function pointerLine(text: string, pointer: string | undefined): number | undefined {
  if (!pointer) return undefined;
  try {
    if (parsed?.text !== text) {
      const counter = new LineCounter();
      parsed = {
        text,
        counter,
        doc: parseDocument(text, { lineCounter: counter, keepSourceTokens: false, uniqueKeys: false }),
      };
    }
    const { counter, doc } = parsed;
    const segs = pointerSegments(pointer);
    for (let n = segs.length; n > 0; n--) {
      const node = doc.getIn(segs.slice(0, n), true) as { range?: [number, number, number] } | undefined;
      if (node && typeof node === "object" && Array.isArray(node.range)) return counter.linePos(node.range[0]).line;
    }
  } catch {
    // no line then: the message still names the key path
  }
  return undefined;
}

function configProblems(path: string, root: string, legacy = false): LintProblem[] {
  const read = readJsonFile(nodeConfigFiles, path, "project");
  if (read.status === "missing") return [{ path, severity: "error", message: "no such file" }];
  if (read.status === "invalid") {
    const line = /at line (\d+)/.exec(read.diagnostic.message);
    return [{ path, line: line ? Number(line[1]) : undefined, severity: "error", message: read.diagnostic.message }];
  }
  let text = "";
  try {
    text = readText(path);
  } catch {
    // read above succeeded; a race only loses line numbers
  }
  const where = { scope: legacy ? ("legacy" as const) : ("project" as const), file: path };
  const validated = legacy
    ? fromGuardrailsFile(read.json, where, join(root, ".pi", "sentinel.json"))
    : validateConfigFile(read.json, where);
  const diagnostics = [
    ...validated.diagnostics,
    ...referenceDiagnostics(validated.config, where, { cwd: root, files: nodeConfigFiles, raw: read.json }),
  ];
  return diagnostics.map((d: Diagnostic) => ({
    path,
    line: pointerLine(text, d.path),
    // a config "warning" means part of the file is ignored at runtime: in CI that is an error
    severity: d.severity === "info" ? "info" : "error",
    message: `${d.rule !== undefined ? `${d.path?.includes("/reviewers/") ? "reviewer" : "rule"} "${d.rule}": ` : ""}${d.message}`,
  }));
}

/** promptGuard.strict as the session would see it: project .pi/sentinel.json over the global one, default true. */
export function configuredStrict(cwd: string, agentDir: string): boolean {
  let strict = true;
  for (const [file, scope] of [
    [join(agentDir, "sentinel.json"), "global"],
    [join(cwd, ".pi", "sentinel.json"), "project"],
  ] as const) {
    const read = readJsonFile(nodeConfigFiles, file, scope);
    if (read.status !== "loaded") continue;
    const value = validateConfigFile(read.json, { scope, file }).config.promptGuard?.strict;
    if (typeof value === "boolean") strict = value;
  }
  return strict;
}

export function runLint(targets: LintTargets, strict: boolean): LintProblem[] {
  const problems: LintProblem[] = targets.missing.map((p) => ({
    path: p,
    severity: "error" as const,
    message: "no such file or folder",
  }));
  const sources: TemplateSource[] = targets.templates.map((path) => {
    try {
      return { path, text: readText(path) };
    } catch (e) {
      return { path, readError: errorText(e) };
    }
  });
  for (const p of lintTemplates(sources, strict).problems)
    problems.push({ path: p.file, line: p.line, severity: p.severity, message: p.message });
  for (const cfg of targets.configs) problems.push(...configProblems(cfg, targets.roots[cfg] ?? dirname(cfg)));
  for (const old of targets.legacy) problems.push(...configProblems(old, dirname(old), true));
  return problems;
}

function shown(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith("..") ? rel : path;
}

export async function lintCommand(args: string[], io: CliIO): Promise<number> {
  const json = args.includes("--json");
  const agentDir = agentDirOf(io.env);
  const unknown = args.filter((a) => a.startsWith("--") && a !== "--json" && a !== "--no-strict");
  if (unknown.length > 0) {
    io.stderr(`pi-sentinel lint: unknown option ${unknown[0]}\n\n${USAGE}\n`);
    return 2;
  }
  const targets = lintTargets(
    args.filter((a) => !a.startsWith("--")),
    io.cwd,
    agentDir,
  );
  const named = args.filter((a) => !a.startsWith("--"));
  // promptGuard.strict as the named project's session would see it
  const projectRoot =
    Object.values(targets.roots)[0] ?? (targets.legacy[0] !== undefined ? dirname(targets.legacy[0]) : io.cwd);
  const strict = args.includes("--no-strict") ? false : configuredStrict(projectRoot, agentDir);
  const found = targets.templates.length + targets.configs.length + targets.legacy.length;
  if (found === 0) {
    // a false pass is worse than a failure: `lint .` in CI must not say "0 errors" about nothing
    for (const m of targets.missing) io.stderr(`${shown(m, io.cwd)}: no such file or folder\n`);
    const what =
      named.length > 0
        ? `in ${named.join(", ")}`
        : `in ${io.cwd} (.pi/sentinel.json, .pi/prompts/*.md) or ${agentDir} (sentinel.json, prompts/*.md)`;
    io.stderr(
      `pi-sentinel lint: nothing to check ${what}: no prompt templates, sentinel.json or .pi-guardrails.json found\n`,
    );
    return 2;
  }
  const problems = runLint(targets, strict);
  const errors = problems.filter((p) => p.severity === "error").length;
  const warnings = problems.filter((p) => p.severity === "warning").length;
  const files = [
    ...targets.templates.map((path) => ({ path, kind: "template" })),
    ...targets.configs.map((path) => ({ path, kind: "config" })),
    ...targets.legacy.map((path) => ({ path, kind: "legacy" })),
  ];
  if (json) {
    io.stdout(`${JSON.stringify({ files, problems, errors, warnings }, null, 2)}\n`);
  } else {
    for (const p of problems) {
      const sev = p.severity === "error" ? "" : `${p.severity}: `;
      io.stdout(`${shown(p.path, io.cwd)}${p.line !== undefined ? `:${p.line}` : ""}: ${sev}${p.message}\n`);
    }
    const names = files.length === 1 ? basename(files[0].path) : `${files.length} files`;
    io.stdout(
      `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"} in ${names}\n`,
    );
  }
  return errors > 0 ? 1 : 0;
}

export const LINT_COMMAND: CliCommand = {
  name: "lint",
  summary: "check prompt templates and sentinel.json files (path:line: message; exit 1 on errors)",
  usage: USAGE,
  run: lintCommand,
};
