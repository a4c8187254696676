// Why the scanner runs slower inside pi (V8's regexp tier-up on) than with the flag: the same regex compiled early and compiled after the scanner has run is timed over the bench's short texts.

import { scan } from "../src/engine/injection/scan.ts";
import { ACT22 } from "../src/engine/injection/carrier-record22-vocab.ts";
import { realisticText, shortTexts } from "./scanner.bench.ts";
import { median } from "./harness.ts";

// usage: node bench/regex-budget.ts   and   node --no-regexp-tier-up bench/regex-budget.ts
// V8 compiles a regex without its optimisations (no Boyer-Moore lookahead, no quick checks) once the isolate has
// generated more than 1 MB of regexp code and holds more than 16 MB of executable memory (TooMuchRegExpCode in
// src/regexp/regexp.cc). With tier-up on, every regex is first compiled to bytecode, which counts: over the bench's
// 2,000 short texts the scanner generates ~19 MB of regexp bytecode (`--trace-regexp-tier-up`, summed), past 1 MB within
// its first ten texts, so the native code of nearly every regex it tiers up after that is unoptimised. With the flag no
// bytecode is made (~150 KB of native code in all), and the budget is not reached.
// Two copies of one large alternation (record22's acts, ~600 literals): `early` is compiled natively before any scan
// (its first run on a subject of 1,000 characters or more skips the bytecode), `late` after the scanner has read the 2,000 texts once.
const rows = shortTexts(realisticText());
const early = new RegExp(ACT22.source, ACT22.flags);
early.test(" ".repeat(1000));
for (const r of rows) scan(r, "tool_result");
const late = new RegExp(`${ACT22.source}|zq{9}`, ACT22.flags);
let sink = 0;
const pass = (re: RegExp) => (): void => {
  for (const s of rows) {
    re.lastIndex = 0;
    for (let m = re.exec(s); m; m = re.exec(s)) sink++;
  }
};
const cpuMs = (f: () => void): number => {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
};
const times = { early: [] as number[], late: [] as number[] };
for (let r = 0; r < 7; r++) {
  times.early.push(cpuMs(pass(early)));
  times.late.push(cpuMs(pass(late)));
}
const [e, l] = [median(times.early), median(times.late)];
const flag = process.execArgv.includes("--no-regexp-tier-up") ? "with --no-regexp-tier-up" : "tier-up on (as pi runs)";
console.log(`${flag}: early ${e.toFixed(1)} ms, late ${l.toFixed(1)} ms, late/early ${(l / e).toFixed(2)}`);
if (sink === -1) console.log(sink);
