// Drives `npm run demo` inside a private tmux server: type, press keymap actions, wait for text, capture screens.

import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildKeymap, type ActionName } from "../../src/ui/keymap.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export interface DemoDriver {
  /** the folder holding the demo project (`demo-service/`) and its agent dir (`agent/`) */
  base: string;
  project: string;
  type(text: string): void;
  /** presses the first key bound to a panel action in the keymap */
  press(action: ActionName): void;
  plain(): string;
  ansi(): string;
  waitFor(match: RegExp, timeoutMs?: number): Promise<string>;
  waitForGone(match: RegExp, timeoutMs?: number): Promise<string>;
  /** a raw key by pi name ("escape", "down", "enter") or tmux name */
  key(name: string): void;
  close(): void;
}

export const hasTmux: boolean = spawnSync("tmux", ["-V"], { stdio: "ignore" }).status === 0;

/** pi key names (as in the keymap) to tmux key names */
function tmuxKey(key: string): string {
  const named: Record<string, string> = {
    up: "Up",
    down: "Down",
    enter: "Enter",
    escape: "Escape",
    space: "Space",
    home: "Home",
    end: "End",
    pageup: "PPage",
    pagedown: "NPage",
    tab: "Tab",
    backspace: "BSpace",
    delete: "DC",
  };
  return named[key] ?? key;
}

/**
 * Starts the demo in a private tmux server. `root` is the pi-sentinel checkout (default this one), `command` how the
 * demo is started there (default `node scripts/demo.ts`; the first-run check uses the README's `npm run demo`).
 */
export function startDemo(opts: {
  cols: number;
  rows: number;
  pathPrefix?: string;
  root?: string;
  command?: string;
}): DemoDriver {
  const checkout = opts.root ?? root;
  if (!hasTmux) throw new Error("tmux is needed: apt-get install tmux");
  const server = `pi-sentinel-demo-${process.pid}-${Date.now()}`;
  const base = mkdtempSync(join(tmpdir(), "pi-sentinel-demo-"));
  const keymap = buildKeymap();
  const conf = join(base, "tmux.conf");
  writeFileSync(conf, "set -g extended-keys on\nset -g escape-time 0\nset -g default-terminal tmux-256color\n");
  const path = opts.command
    ? [opts.pathPrefix, process.env.PATH].filter(Boolean).join(":")
    : [opts.pathPrefix, join(checkout, "node_modules/.bin"), process.env.PATH].filter(Boolean).join(":");
  const launcher = `cd ${JSON.stringify(checkout)} && PI_SENTINEL_DEMO_DIR=${JSON.stringify(base)} COLORTERM=truecolor PATH=${JSON.stringify(path)} ${opts.command ?? "node scripts/demo.ts"}; echo "[demo exited rc=$?]"; sleep 600`;
  execFileSync("tmux", [
    "-L",
    server,
    "-f",
    conf,
    "new-session",
    "-d",
    "-s",
    "demo",
    "-x",
    String(opts.cols),
    "-y",
    String(opts.rows),
    launcher,
  ]);
  const tmux = (...args: string[]): string => execFileSync("tmux", ["-L", server, ...args], { encoding: "utf8" });
  const plain = (): string => tmux("capture-pane", "-t", "demo", "-p");
  return {
    base,
    project: join(base, "demo-service"),
    type(text) {
      tmux("send-keys", "-t", "demo", "-l", text);
      tmux("send-keys", "-t", "demo", "Enter");
    },
    key(name) {
      tmux("send-keys", "-t", "demo", tmuxKey(name));
    },
    press(action) {
      tmux("send-keys", "-t", "demo", tmuxKey(keymap.keysFor(action)[0]));
    },
    plain,
    ansi: () => tmux("capture-pane", "-t", "demo", "-p", "-e"),
    async waitFor(match, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const screen = plain();
        if (match.test(screen)) return screen;
        if (Date.now() > until) throw new Error(`timed out waiting for ${match}\n--- screen ---\n${screen}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    },
    async waitForGone(match, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const screen = plain();
        if (!match.test(screen)) return screen;
        if (Date.now() > until) throw new Error(`timed out waiting for ${match} to go\n--- screen ---\n${screen}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    },
    close() {
      spawnSync("tmux", ["-L", server, "kill-server"], { stdio: "ignore" });
      rmSync(base, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** `[demo exited rc=N]` with N >= 128: pi died of a signal (a Node crash under load), not of anything it was told. */
export function diedOfSignal(screen: string): number | null {
  const m = /\[demo exited rc=(\d+)\]/.exec(screen);
  return m && Number(m[1]) >= 128 ? Number(m[1]) : null;
}

/**
 * Starts the demo and waits for `ready`; when pi dies of a signal before that, says so on stderr and starts it once
 * more. A demo that exits with an ordinary error code, or dies twice, fails as it is.
 */
export async function startDemoReady(
  opts: Parameters<typeof startDemo>[0],
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<DemoDriver> {
  for (let attempt = 1; ; attempt++) {
    const demo = startDemo(opts);
    const either = new RegExp(`${ready.source}|\\[demo exited rc=\\d+\\]`, ready.flags);
    let screen: string;
    try {
      screen = await demo.waitFor(either, timeoutMs);
    } catch (e) {
      demo.close();
      throw e;
    }
    const rc = ready.test(screen) ? null : diedOfSignal(screen);
    if (rc === null || attempt === 2) {
      if (!ready.test(screen)) {
        demo.close();
        throw new Error(`the demo exited before ${ready}\n--- screen ---\n${screen}`);
      }
      return demo;
    }
    process.stderr.write(
      `\ndemo-driver: pi died of a signal (rc=${rc}) before ${ready}; starting the demo once more\n`,
    );
    demo.close();
  }
}
