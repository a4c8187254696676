// Tier 3 harness: the real pi TUI inside a private tmux server; type, press keys, poll the captured screen.

import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FauxScript } from "../fixtures/faux-provider.ts";
import {
  fauxFixture,
  nodeBin,
  prepareCliRun,
  offlinePiEnv,
  piCli,
  pollUntil,
  removeDir,
  repoRoot,
  uniqueName,
  type FileTree,
} from "./env.ts";

/** true when a tmux binary is on PATH (tests use `test.skipIf(!hasTmux)`) */
export const hasTmux: boolean = spawnSync("tmux", ["-V"], { stdio: "ignore" }).status === 0;

export interface TuiOptions {
  files?: FileTree;
  agentFiles?: FileTree;
  script?: FauxScript;
  args?: string[];
  loadPackage?: boolean;
  columns?: number;
  rows?: number;
  env?: Record<string, string>;
}

export interface TuiSession {
  cwd: string;
  agentDir: string;
  /** types literal text (no Enter) */
  type(text: string): void;
  /** presses tmux key names: "Enter", "Escape", "Up", "Down", "C-d", "Tab", "BSpace", "q" … */
  press(...keys: string[]): void;
  /** types text and presses Enter */
  send(text: string): void;
  /** alias of press */
  sendKeys(...keys: string[]): void;
  /** the visible screen as plain text */
  capture(): string;
  /** polls the screen until it contains the text / matches the regex; returns the screen */
  waitFor(match: string | RegExp, timeoutMs?: number): Promise<string>;
  /** polls until the screen no longer contains the text */
  waitForGone(match: string | RegExp, timeoutMs?: number): Promise<string>;
  /** waits until no "Working" indicator shows */
  waitForIdle(timeoutMs?: number): Promise<string>;
  setScript(script: FauxScript): void;
  networkLog(): string[];
  close(): void;
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function matches(screen: string, m: string | RegExp): boolean {
  return typeof m === "string" ? screen.includes(m) : m.test(screen);
}

export async function startTui(opts: TuiOptions = {}): Promise<TuiSession> {
  if (!hasTmux) throw new Error("tmux is not installed");
  const { root, cwd, agentDir, binDir, logFile, scriptFile } = prepareCliRun("tui", opts);

  const env = offlinePiEnv(agentDir, binDir, { PI_SENTINEL_FAUX_SCRIPT: scriptFile, ...(opts.env ?? {}) });
  const piArgs = ["--approve", "--no-session", "-e", fauxFixture];
  if (opts.loadPackage !== false) piArgs.push("-e", repoRoot);
  piArgs.push("--provider", "faux", "--model", "main", ...(opts.args ?? []));
  const exported = [
    "PI_CODING_AGENT_DIR",
    "PI_OFFLINE",
    "PI_SKIP_VERSION_CHECK",
    "PI_TELEMETRY",
    "PATH",
    "PI_SENTINEL_FAUX_SCRIPT",
    ...Object.keys(opts.env ?? {}),
  ]
    .map((k) => `export ${k}=${shellQuote(env[k] ?? "")}`)
    .join("\n");
  const launcher = join(root, "launch.sh");
  writeFileSync(
    launcher,
    `#!/bin/bash\n${exported}\nexport TERM=xterm-256color\ncd ${shellQuote(cwd)}\n${shellQuote(nodeBin)} ${shellQuote(piCli)} ${piArgs.map(shellQuote).join(" ")}\n` +
      `echo "[pi exited rc=$?]"\nsleep 600\n`,
  );
  chmodSync(launcher, 0o755);
  const conf = join(root, "tmux.conf");
  writeFileSync(conf, "set -g extended-keys on\nset -g escape-time 0\nset -g status off\nset -g history-limit 5000\n");

  const server = uniqueName("pisent");
  const tmux = (...args: string[]): string =>
    execFileSync("tmux", ["-L", server, "-f", conf, ...args], { encoding: "utf8" });
  tmux("new-session", "-d", "-s", "main", "-x", String(opts.columns ?? 110), "-y", String(opts.rows ?? 36), launcher);

  let closed = false;
  const capture = (): string => {
    try {
      return tmux("capture-pane", "-p", "-t", "main");
    } catch {
      return "";
    }
  };
  const waitFor = (m: string | RegExp, timeoutMs = 30_000): Promise<string> =>
    pollUntil(
      () => {
        const s = capture();
        return matches(s, m) ? s : undefined;
      },
      timeoutMs,
      () => `screen never showed ${String(m)}:\n${capture()}`,
      50,
    );
  const waitForGone = (m: string | RegExp, timeoutMs = 30_000): Promise<string> =>
    pollUntil(
      () => {
        const s = capture();
        return matches(s, m) ? undefined : s;
      },
      timeoutMs,
      () => `screen kept showing ${String(m)}:\n${capture()}`,
      50,
    );

  return {
    cwd,
    agentDir,
    type(text) {
      tmux("send-keys", "-t", "main", "-l", text);
    },
    press(...keys) {
      for (const k of keys) tmux("send-keys", "-t", "main", k);
    },
    send(text) {
      tmux("send-keys", "-t", "main", "-l", text);
      tmux("send-keys", "-t", "main", "Enter");
    },
    sendKeys(...keys) {
      for (const k of keys) tmux("send-keys", "-t", "main", k);
    },
    capture,
    waitFor,
    waitForGone,
    waitForIdle: (timeoutMs) => waitForGone(/Working/, timeoutMs),
    setScript(script) {
      writeFileSync(scriptFile, JSON.stringify(script));
    },
    networkLog() {
      return existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").filter(Boolean) : [];
    },
    close() {
      if (closed) return;
      closed = true;
      try {
        tmux("kill-server");
      } catch {
        // already gone
      }
      removeDir(root);
    },
  };
}
