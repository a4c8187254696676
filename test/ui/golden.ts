// Golden-file helper for view tests: ANSI stripped, every line checked against its width; UPDATE_GOLDEN=1 rewrites the files.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stripTerminalSequences, visibleWidth } from "@earendil-works/pi-tui";
import { expect } from "vitest";

const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), "golden");

/** Throws when a line is wider than the width (pi's TUI throws on such lines too). */
export function expectWithin(lines: readonly string[], width: number, what = "view"): void {
  lines.forEach((l, i) => {
    const w = visibleWidth(l);
    if (w > width) throw new Error(`${what}: line ${i} is ${w} columns wide, over ${width}: ${JSON.stringify(l)}`);
  });
}

/** Compares the lines (ANSI stripped, trailing spaces kept visible with a bar) with test/ui/golden/<name>.txt. */
export function expectGolden(name: string, lines: readonly string[], width: number): void {
  expectWithin(lines, width, name);
  const text = `${lines.map((l) => `${stripTerminalSequences(l)}|`).join("\n")}\n`;
  const file = join(GOLDEN_DIR, `${name}.txt`);
  if (process.env.UPDATE_GOLDEN === "1") {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(file, text);
    return;
  }
  if (!existsSync(file)) throw new Error(`missing golden ${file} (run the test with UPDATE_GOLDEN=1 to write it)`);
  expect(text, `golden ${name} (UPDATE_GOLDEN=1 rewrites it)`).toBe(readFileSync(file, "utf8"));
}
