// The scanner inside a real pi session (SDK, faux model, the package loaded through its entry point): load, many read results scanned, then the scan's own ratio in pi's process, with the isolate's regexp code.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import v8 from "node:v8";
import { fauxAssistantMessage, fauxToolCall, type FauxResponseStep } from "@earendil-works/pi-ai";
import { startSdkSession } from "../test/harness/sdk.ts";
import { cpuMs, median } from "./harness.ts";

// usage: node [--no-regexp-tier-up] [--trace-regexp-tier-up] bench/regex-tier43-insitu.ts [--reads N] [--batch N] [--bare | --no-pi]
//   Starts pi in process with this tree's package (--bare: without it), lets the faux model read N files of the
//   bench's short texts (N/--batch turns of --batch parallel reads; each read's result is scanned as tool_result),
//   then times scan() over the 2,000 short texts in that same process against one NFKC + lower-case pass (7 rounds,
//   CPU time, median). Prints CPU ms of the session's start (extension load included) and of the reads, the ratio,
//   V8's code spaces and the RSS. Run it from each tree to compare (copy it into a tree that lacks it), with and
//   without the flag; with --trace-regexp-tier-up, `grep -c 'bytecode size'` counts the bytecode compiles. --no-pi: no
//   session, the scan's ratio in a plain process (as bench/ab-scanner.ts and `npm run bench` measure it).
const args = process.argv.slice(2);
const opt = (name: string, dflt: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : dflt;
};
const reads = opt("--reads", 600);
const batch = opt("--batch", 10);
const bare = args.includes("--bare");
const noPi = args.includes("--no-pi");

const steps: FauxResponseStep[] = [];
for (let i = 0; i < reads; i += batch) {
  const calls = [];
  for (let k = i; k < Math.min(reads, i + batch); k++) calls.push(fauxToolCall("read", { path: `row${k}.txt` }));
  steps.push(fauxAssistantMessage(calls, { stopReason: "toolUse" }));
}
steps.push(fauxAssistantMessage("done"));

let t = process.cpuUsage();
const cpuSince = (): number => {
  const d = process.cpuUsage(t);
  t = process.cpuUsage();
  return (d.user + d.system) / 1000;
};
let loadMs = 0;
let sessionMs = 0;
let results = 0;
if (!noPi) {
  const s = await startSdkSession({ loadPackage: !bare, mainResponses: steps, mode: "print" });
  loadMs = cpuSince();
  const { realisticText, shortTexts } = await import("./scanner.bench.ts");
  const rows = shortTexts(realisticText());
  for (let k = 0; k < reads; k++) writeFileSync(join(s.cwd, `row${k}.txt`), rows[k % rows.length] as string);
  cpuSince();
  await s.prompt("read the rows");
  sessionMs = cpuSince();
  results = s.events.filter((e) => e.type === "tool_execution_end").length;
  await s.dispose();
}

// the bench's texts (scanner.bench.ts imports the scanner) only now: in pi the scanner loads after pi has started
const { keep, realisticText, shortTexts } = await import("./scanner.bench.ts");
const rows = shortTexts(realisticText());
const { scan } = await import("../src/engine/injection/scan.ts");
const base = (): void => {
  for (const r of rows) keep(r.normalize("NFKC").toLowerCase());
};
let sink = 0;
const fn = (): void => {
  for (const r of rows) sink += scan(r, "tool_result").score;
};
const first = cpuMs(fn);
const ratios: number[] = [];
for (let r = 0; r < 7; r++) {
  const b = cpuMs(base);
  ratios.push(cpuMs(fn) / b);
}
const mb = (n: number): string => (n / 1048576).toFixed(1);
const code = v8
  .getHeapSpaceStatistics()
  .filter((x) => x.space_name.startsWith("code"))
  .map((x) => `${x.space_name} ${mb(x.space_used_size)} MB`)
  .join(", ");
const flags = process.execArgv.filter((a) => a.includes("regexp")).join(" ") || "tier-up on (as pi runs)";
console.log(
  `${noPi ? "no pi" : bare ? "bare pi" : "pi + package"}, ${flags}: start ${loadMs.toFixed(0)} ms CPU, ${results} reads ${sessionMs.toFixed(0)} ms CPU` +
    ` (${(sessionMs / Math.max(1, results)).toFixed(2)} ms each); then scan of 2,000 short texts in this process: first pass` +
    ` ${first.toFixed(0)} ms, ${median(ratios).toFixed(0)}× one NFKC pass [${ratios.map((r) => r.toFixed(0)).join(" ")}];` +
    ` ${code}; rss ${mb(process.memoryUsage().rss)} MB`,
);
if (sink === -1) console.log(sink);
