// Code memory of a long scanning process: the fresh real files scanned as eval-benign does, with V8's code spaces after every batch.

import { resolve } from "node:path";
import v8 from "node:v8";
import { freshCorpus } from "../scripts/benign-corpus.ts";
import { scan } from "../src/engine/injection/scan.ts";
import type { InjectionSurface } from "../src/engine/injection/types.ts";

// usage: node [--no-regexp-tier-up] bench/regex-memory.ts [--files N] [--every N] [--surfaces tool_result,write,bash]
//   prints code_space and code_large_object_space (used / committed MB) after every N files, then the peak, the CPU
//   time and the peak RSS. Run it once per V8 flag setting and compare (the flag applies to the whole process).
const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : dflt;
};
const files = Number(opt("--files", "100000"));
const every = Number(opt("--every", "500"));
const surfaces = opt("--surfaces", "tool_result,write,bash").split(",") as InjectionSurface[];
const mb = (n: number): string => (n / 1048576).toFixed(1);

function codeSpaces(): { code: number; large: number; committed: number } {
  let code = 0;
  let large = 0;
  let committed = 0;
  for (const s of v8.getHeapSpaceStatistics()) {
    if (s.space_name === "code_space") code = s.space_used_size;
    if (s.space_name === "code_large_object_space") large = s.space_used_size;
    if (s.space_name === "code_space" || s.space_name === "code_large_object_space") committed += s.space_size;
  }
  return { code, large, committed };
}

const rows = freshCorpus(resolve(import.meta.dirname, "..")).rows.slice(0, files);
const t0 = process.cpuUsage();
let peakLarge = 0;
let peakCommitted = 0;
rows.forEach((r, i) => {
  for (const s of surfaces) scan(r.text, s);
  const c = codeSpaces();
  peakLarge = Math.max(peakLarge, c.large);
  peakCommitted = Math.max(peakCommitted, c.committed);
  if ((i + 1) % every === 0 || i === rows.length - 1)
    process.stdout.write(
      `${String(i + 1).padStart(6)} files: code ${mb(c.code)} MB, large code ${mb(c.large)} MB, committed ${mb(c.committed)} MB\n`,
    );
});
const t = process.cpuUsage(t0);
process.stdout.write(
  `peak large code ${mb(peakLarge)} MB, peak committed code ${mb(peakCommitted)} MB, CPU ${((t.user + t.system) / 1e6).toFixed(1)} s, ` +
    `peak RSS ${mb(process.resourceUsage().maxRSS * 1024)} MB (${process.execArgv.join(" ") || "default flags"})\n`,
);
