// Fixed per-call cost against per-character cost of the scan on short texts: empty, 20 chars, the bench's rows.

import { cpuMs, median } from "./harness.ts";
import { realisticText, shortTexts, keep } from "./scanner.bench.ts";
import { scan, ruleStage } from "../src/engine/injection/scan.ts";

const rows = shortTexts(realisticText());
const chars = rows.reduce((a, r) => a + r.length, 0);
const twenty = rows.map((r) => r.slice(0, 20));
const empty = rows.map(() => "");
function time(fn: () => void, rounds = 7): number {
  fn();
  fn();
  const t: number[] = [];
  for (let i = 0; i < rounds; i++) t.push(cpuMs(fn));
  return median(t);
}
const per = (ms: number): string => `${((ms * 1000) / rows.length).toFixed(2)} µs`;
const base =
  time(() => {
    for (let k = 0; k < 10; k++) for (const r of rows) keep(r.normalize("NFKC").toLowerCase());
  }) / 10;
console.log(`rows ${rows.length}, mean ${(chars / rows.length).toFixed(0)} chars; NFKC+lower per row ${per(base)}`);
for (const [name, set] of [
  ["empty", empty],
  ["20 chars", twenty],
  ["rows", rows],
] as const) {
  const s = time(() => {
    for (const r of set) scan(r, "tool_result");
  });
  const r = time(() => {
    for (const x of set) ruleStage(x, "tool_result");
  });
  console.log(`${name}: scan ${per(s)} (${(s / base).toFixed(1)}×), rule stage ${per(r)}`);
}
