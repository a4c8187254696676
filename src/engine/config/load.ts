// Config shell: reads global/project sentinel.json (+ legacy fallbacks) through a files port into one ConfigSnapshot, and re-reads on change.

import * as path from "node:path";
import type { ConfigSnapshot, Diagnostic, Scope } from "../../state/config-model.ts";
import { errorText } from "../error-text.ts";
import { nodeConfigFiles, readJsonFile, type ConfigFiles, type FileStat } from "./files.ts";
import { confineSources } from "./boundary.ts";
import { fromGuardrailsFile, fromToolSupervisorFile } from "./legacy.ts";
import { mergeConfigs, type ValidatedSource } from "./merge.ts";
import { referenceDiagnostics } from "./references.ts";
import { validateConfigFile } from "./validate.ts";

export interface LoadConfigOptions {
  /** pi's agent dir (getAgentDir(), honours PI_CODING_AGENT_DIR) */
  agentDir: string;
  cwd: string;
  /** pi-sentinel's explicit project-trust decision (not pi's default): project files are read only when true */
  projectTrusted: boolean;
  /** the notice shown when project files exist but are skipped (why, and how to trust the folder) */
  projectTrustNote?: { severity: "info" | "warning"; message: string };
  fs?: ConfigFiles;
}

export interface ConfigPaths {
  global: string;
  project: string;
  legacyGuardrails: string;
  legacySupervisor: string;
}

export function configPaths(opts: Pick<LoadConfigOptions, "agentDir" | "cwd">): ConfigPaths {
  return {
    global: path.join(opts.agentDir, "sentinel.json"),
    project: path.join(opts.cwd, ".pi", "sentinel.json"),
    legacyGuardrails: path.join(opts.cwd, ".pi-guardrails.json"),
    legacySupervisor: path.join(opts.agentDir, "extensions", "pi-tool-supervisor", "config.json"),
  };
}

type FileEntry = ConfigSnapshot["files"][number];

function exists(files: ConfigFiles, file: string): boolean {
  try {
    return files.stat(file) !== undefined;
  } catch {
    return true; // something is there, even if we may not look at it
  }
}

/** Reads every config file and merges them. Never throws: each broken file is a diagnostic. */
export function loadConfig(opts: LoadConfigOptions): ConfigSnapshot {
  const files = opts.fs ?? nodeConfigFiles;
  const paths = configPaths(opts);
  const diagnostics: Diagnostic[] = [];
  const entries: FileEntry[] = [];
  const sources: ValidatedSource[] = [];
  const info = (scope: Scope, file: string, message: string): void => {
    diagnostics.push({ severity: "info", scope, file, message });
  };

  // project trust: one notice per skipped file, saying why and how to trust the folder
  const untrusted = (scope: Scope, file: string): void => {
    const note = opts.projectTrustNote;
    if (note) diagnostics.push({ severity: note.severity, scope, file, message: note.message });
    else
      info(
        scope,
        file,
        "skipped because the project is not trusted (pi's project trust); its rules and settings are not loaded",
      );
  };

  const readSentinel = (scope: Scope, file: string): void => {
    const r = readJsonFile(files, file, scope);
    if (r.status === "missing") {
      entries.push({ scope, file, status: "missing" });
    } else if (r.status === "invalid") {
      entries.push({ scope, file, status: "invalid" });
      diagnostics.push(r.diagnostic);
    } else {
      const v = validateConfigFile(r.json, { scope, file });
      entries.push({ scope, file, status: "loaded" });
      diagnostics.push(...v.diagnostics);
      diagnostics.push(...referenceDiagnostics(v.config, { scope, file }, { cwd: opts.cwd, files, raw: r.json }));
      sources.push({ scope, file, config: v.config });
    }
  };

  readSentinel("global", paths.global);
  if (opts.projectTrusted) {
    readSentinel("project", paths.project);
  } else {
    entries.push({ scope: "project", file: paths.project, status: "skipped" });
    if (exists(files, paths.project)) untrusted("project", paths.project);
  }

  // legacy fallbacks, each only when no sentinel.json has the section it would provide
  const legacy: ValidatedSource[] = [];
  const has = (key: "injectionDefense" | "supervisor"): string | undefined =>
    sources.find((s) => s.config[key] !== undefined)?.file;
  const moveTo = opts.projectTrusted ? paths.project : paths.global;
  const readLegacy = (
    file: string,
    key: "injectionDefense" | "supervisor",
    convert: typeof fromGuardrailsFile,
    target: string,
  ): void => {
    const owner = has(key);
    if (owner !== undefined) {
      if (exists(files, file)) {
        entries.push({ scope: "legacy", file, status: "skipped" });
        info("legacy", file, `ignored because ${owner} has "${key}"; delete this older file`);
      }
      return;
    }
    const r = readJsonFile(files, file, "legacy");
    if (r.status === "missing") return;
    if (r.status === "invalid") {
      entries.push({ scope: "legacy", file, status: "invalid" });
      diagnostics.push(r.diagnostic);
      return;
    }
    try {
      const c = convert(r.json, { scope: "legacy", file }, target);
      entries.push({ scope: "legacy", file, status: "loaded" });
      diagnostics.push(...c.diagnostics);
      legacy.push({ scope: "legacy", file, config: c.config });
    } catch (e) {
      entries.push({ scope: "legacy", file, status: "invalid" });
      diagnostics.push({
        severity: "error",
        scope: "legacy",
        file,
        message: `could not be converted (${errorText(e)}) (file skipped)`,
      });
    }
  };
  if (opts.projectTrusted) {
    readLegacy(paths.legacyGuardrails, "injectionDefense", fromGuardrailsFile, moveTo);
  } else if (exists(files, paths.legacyGuardrails)) {
    entries.push({ scope: "legacy", file: paths.legacyGuardrails, status: "skipped" });
    untrusted("legacy", paths.legacyGuardrails);
  }
  readLegacy(paths.legacySupervisor, "supervisor", fromToolSupervisorFile, paths.global);

  // trust boundary: files a config names must resolve inside its roots (boundary.ts); refused reviewers are dropped
  const confined = confineSources([...legacy, ...sources], {
    cwd: opts.cwd,
    agentDir: opts.agentDir,
    projectTrusted: opts.projectTrusted,
  });
  diagnostics.push(...confined.diagnostics);
  const merged = mergeConfigs(confined.sources);
  return {
    settings: merged.settings,
    rules: merged.rules,
    reviewers: merged.reviewers,
    diagnostics: [...diagnostics, ...merged.diagnostics],
    files: entries,
  };
}

export interface ConfigWatcher {
  /** the current snapshot (loaded when the watcher was made, refreshed by check()) */
  snapshot(): ConfigSnapshot;
  /**
   * Stats the config files; re-reads and returns the new snapshot only when one changed (mtime, size, appeared,
   * vanished) or when `projectTrusted` is given and differs from before (pass ctx.isProjectTrusted()).
   */
  check(now?: { projectTrusted?: boolean }): ConfigSnapshot | undefined;
}

function statKey(files: ConfigFiles, file: string): string {
  let st: FileStat | undefined;
  try {
    st = files.stat(file);
  } catch (e) {
    return `error:${errorText(e)}`;
  }
  return st ? `${st.isDirectory ? "d" : st.isFile ? "f" : "o"}:${st.mtimeMs}:${st.size}` : "-";
}

/** Cheap change detection for the config files; the caller calls check() at most once per guard event. */
export function createConfigWatcher(opts: LoadConfigOptions): ConfigWatcher {
  const files = opts.fs ?? nodeConfigFiles;
  const watched = Object.values(configPaths(opts));
  const signature = (): string => watched.map((f) => statKey(files, f)).join("|");
  // the signature is taken before reading, so a change during the read is seen by the next check
  let trusted = opts.projectTrusted;
  let seen = signature();
  let current = loadConfig(opts);
  return {
    snapshot: () => current,
    check(now) {
      const sig = signature();
      const trustChanged = now?.projectTrusted !== undefined && now.projectTrusted !== trusted;
      if (sig === seen && !trustChanged) return undefined;
      seen = sig;
      if (now?.projectTrusted !== undefined) trusted = now.projectTrusted;
      current = loadConfig({ ...opts, projectTrusted: trusted });
      return current;
    },
  };
}
