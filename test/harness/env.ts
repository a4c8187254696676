// Test environment helpers: repo paths, temp folders with files, a PATH whose network tools only log, and the offline pi env.

import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** Node 22 from the `node` devDependency (system node may be 20). */
export const nodeBin = join(repoRoot, "node_modules", ".bin", "node");
export const piCli = join(repoRoot, "node_modules", "@earendil-works", "pi-coding-agent", "dist", "bundle", "cli.js");
export const fauxFixture = join(repoRoot, "test", "fixtures", "faux-provider.ts");

/** File contents keyed by path relative to a folder; objects are written as pretty JSON. */
export type FileTree = Record<string, string | object>;

export function writeTree(root: string, files: FileTree | undefined): void {
  if (!files) return;
  for (const [rel, content] of Object.entries(files)) {
    const file = join(root, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content, null, 2));
  }
}

export function makeTempDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `pi-sentinel-${label}-`));
}

export function removeDir(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // best effort: a temp folder left behind must not fail a test
  }
}

/** Network tools that a pi bash call might run; each stub only appends its argv to the log. */
export const STUBBED_COMMANDS = ["curl", "wget", "nc", "ncat", "ssh", "scp", "telnet"] as const;

/**
 * Writes `<dir>/bin/<tool>` stubs that append "<tool> <args>" lines to `<dir>/network.log` and exit 0,
 * and returns the bin folder (put it first on PATH) and the log path.
 */
export function makeStubBin(dir: string): { binDir: string; logFile: string } {
  const binDir = join(dir, "bin");
  const logFile = join(dir, "network.log");
  mkdirSync(binDir, { recursive: true });
  for (const tool of STUBBED_COMMANDS) {
    const file = join(binDir, tool);
    writeFileSync(file, `#!/bin/sh\nprintf '%s\\n' "${tool} $*" >> '${logFile}'\nexit 0\n`);
    chmodSync(file, 0o755);
  }
  return { binDir, logFile };
}

/** The env every real pi process in tests gets: temp agent dir, offline, no telemetry, stubbed network tools first on PATH. */
export function offlinePiEnv(
  agentDir: string,
  stubBinDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  const base: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) base[k] = v;
  return {
    ...base,
    PI_CODING_AGENT_DIR: agentDir,
    PI_OFFLINE: "1",
    PI_SKIP_VERSION_CHECK: "1",
    PI_TELEMETRY: "0",
    PATH: `${stubBinDir}:${dirname(nodeBin)}:${process.env.PATH ?? ""}`,
    ...extra,
  };
}

let counter = 0;
/** A name unique across parallel forks and within one process. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${(counter++).toString(36)}`;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Polls `check` until it returns a truthy value or the timeout passes (then throws with `describe()`). */
export async function pollUntil<T>(
  check: () => T | undefined | false | null,
  timeoutMs: number,
  describe: () => string,
  intervalMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${describe()}`);
    await sleep(intervalMs);
  }
}

/** The temp layout every CLI-tier run uses: project and agent folders with their files, network stubs, a faux script file. */
export interface CliRunDirs {
  root: string;
  cwd: string;
  agentDir: string;
  binDir: string;
  logFile: string;
  scriptFile: string;
}

export function prepareCliRun(
  label: string,
  opts: { files?: FileTree; agentFiles?: FileTree; script?: unknown },
): CliRunDirs {
  const root = makeTempDir(label);
  const cwd = join(root, "project");
  const agentDir = join(root, "agent");
  writeTree(cwd, { ".keep": "" });
  writeTree(agentDir, { ".keep": "" });
  writeTree(cwd, opts.files);
  writeTree(agentDir, opts.agentFiles);
  const { binDir, logFile } = makeStubBin(root);
  const scriptFile = join(root, "faux-script.json");
  writeFileSync(scriptFile, JSON.stringify(opts.script ?? { mainDefault: { text: "ok" } }));
  return { root, cwd, agentDir, binDir, logFile, scriptFile };
}
