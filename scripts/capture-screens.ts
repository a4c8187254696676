// `npm run screens`: runs the offline demo in tmux, drives it by keymap action, and renders each screen to assets/screens/*.svg.

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { screenToSvg } from "./lib/ansi-svg.ts";
import { startDemo, type DemoDriver } from "./lib/demo-driver.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "assets/screens");
const COLS = 110;
const ROWS = 34;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function shot(demo: DemoDriver, name: string, title: string): Promise<void> {
  await pause(400);
  writeFileSync(join(outDir, `${name}.svg`), await screenToSvg(demo.ansi(), { cols: COLS, rows: ROWS, title }));
  console.log(`wrote assets/screens/${name}.svg`);
}

mkdirSync(outDir, { recursive: true });
const demo = startDemo({ cols: COLS, rows: ROWS });
try {
  await demo.waitFor(/try this/);
  demo.type("/deploy");
  await demo.waitFor(/missing required argument/);
  await shot(demo, "prompt-guard", "prompt guard: /deploy without its required argument");
  demo.type("run the demo task");
  await demo.waitFor(/Demo task finished/, 60_000);
  await demo.waitFor(/finding/, 30_000);
  await shot(demo, "transcript", "audit cards and the status widget after the demo task");
  demo.type("/sentinel:fleet");
  await demo.waitFor(/sentinel fleet/);
  await shot(demo, "fleet", "/sentinel:fleet");
  demo.press("selectDown");
  demo.press("selectDown");
  demo.press("details");
  await shot(demo, "fleet-details", "/sentinel:fleet, details of a record");
  demo.press("close");
  await demo.waitForGone(/defined/);
  demo.press("close");
  await demo.waitForGone(/sentinel fleet/);
  demo.type("/sentinel:list");
  await demo.waitFor(/no-force-push/);
  await shot(demo, "list", "/sentinel:list");
  demo.press("close");
} finally {
  demo.close();
}
