// Runs every bench/*.bench.ts suite in one process, prints one table, exits 1 when a ratio misses its target by > 50%.

import { readdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { misses, type BenchRow, type BenchSuite } from "./harness.ts";

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

// the machine's load beside the figures: ratios are CPU time side by side, but a busy machine still moves them
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
const loadBefore = load();
const rows: BenchRow[] = [];
for (const f of files) {
  const mod = (await import(pathToFileURL(join(here, f)).href)) as { suite: BenchSuite };
  process.stderr.write(`bench: ${mod.suite.name}…\n`);
  rows.push(...(await mod.suite.run()));
}

const fmt = (v: number): string =>
  Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(3);
const header = ["group", "figure", "value", "unit", "target", "status"];
const table = rows.map((r) => [
  r.group,
  r.name,
  fmt(r.value),
  r.unit,
  r.target === undefined ? "" : `${r.higherIsBetter ? ">=" : "<="} ${r.target}`,
  r.target === undefined ? "" : misses(r) ? "MISS" : misses(r, 0) ? "over (in noise margin)" : "ok",
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
const line = (cells: string[]): string =>
  cells
    .map((c, i) => c.padEnd(widths[i]))
    .join("  ")
    .trimEnd();
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const t of table) console.log(line(t));
console.log(`\nload average (1, 5, 15 min) on ${cpus().length} CPUs: ${loadBefore} before, ${load()} after`);
const missed = rows.filter((r) => misses(r));
if (missed.length > 0) {
  console.log(
    `\n${missed.length} figure(s) missed their target by more than 50%: ${missed.map((r) => r.name).join(", ")}`,
  );
  process.exitCode = 1;
}
