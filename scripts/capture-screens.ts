// `node scripts/capture-screens.ts`: runs the offline demo in tmux, drives it by keymap action, and renders each screen to assets/screens/*.svg.

import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildKeymap, type ActionName } from "../src/ui/keymap.ts";
import { screenToSvg } from "./lib/ansi-svg.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "assets/screens");
const COLS = 110;
const ROWS = 34;
const server = `pi-sentinel-shots-${process.pid}`;
const keymap = buildKeymap();

function tmux(...args: string[]): string {
  return execFileSync("tmux", ["-L", server, ...args], { encoding: "utf8" });
}

/** pi key names (keymap) to tmux key names */
function tmuxKey(key: string): string {
  const named: Record<string, string> = { up: "Up", down: "Down", enter: "Enter", escape: "Escape", space: "Space", home: "Home", end: "End", pageup: "PPage", pagedown: "NPage", tab: "Tab", backspace: "BSpace", delete: "DC" };
  return named[key] ?? key;
}

function press(action: ActionName): void {
  tmux("send-keys", "-t", "demo", tmuxKey(keymap.keysFor(action)[0]));
}

function type(text: string): void {
  tmux("send-keys", "-t", "demo", "-l", text);
  tmux("send-keys", "-t", "demo", "Enter");
}

const plain = (): string => tmux("capture-pane", "-t", "demo", "-p");

async function waitFor(match: RegExp, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (match.test(plain())) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${match}\n--- screen ---\n${plain()}`);
}

async function shot(name: string, title: string): Promise<void> {
  await new Promise((r) => setTimeout(r, 400));
  const ansi = tmux("capture-pane", "-t", "demo", "-p", "-e");
  writeFileSync(join(outDir, `${name}.svg`), await screenToSvg(ansi, { cols: COLS, rows: ROWS, title }));
  console.log(`wrote assets/screens/${name}.svg`);
}

async function main(): Promise<void> {
  if (spawnSync("tmux", ["-V"]).status !== 0) throw new Error("tmux is needed: apt-get install tmux");
  mkdirSync(outDir, { recursive: true });
  const conf = join(tmpdir(), `${server}.conf`);
  writeFileSync(conf, "set -g extended-keys on\nset -g escape-time 0\nset -g default-terminal tmux-256color\n");
  const launcher = `cd ${JSON.stringify(root)} && COLORTERM=truecolor PATH=${JSON.stringify(join(root, "node_modules/.bin"))}:$PATH node scripts/demo.ts; sleep 600`;
  execFileSync("tmux", ["-L", server, "-f", conf, "new-session", "-d", "-s", "demo", "-x", String(COLS), "-y", String(ROWS), launcher]);
  try {
    await waitFor(/try this/);
    type("/deploy");
    await waitFor(/missing required argument/);
    await shot("prompt-guard", "prompt guard: /deploy without its required argument");
    type("run the demo task");
    await waitFor(/Demo task finished/, 60_000);
    await waitFor(/finding/, 30_000);
    await shot("transcript", "audit cards and the status widget after the demo task");
    type("/sentinel:fleet");
    await waitFor(/sentinel fleet/);
    await shot("fleet", "/sentinel:fleet");
    press("selectDown");
    press("selectDown");
    press("details");
    await new Promise((r) => setTimeout(r, 300));
    await shot("fleet-details", "/sentinel:fleet, details of a record");
    press("close");
    press("close");
    type("/sentinel:list");
    await waitFor(/no-force-push/);
    await shot("list", "/sentinel:list");
    press("close");
  } finally {
    spawnSync("tmux", ["-L", server, "kill-server"]);
  }
}

await main();
