// Code memory of a long scanning process: the fresh real files scanned as eval-benign does, with V8's code spaces after every batch.

import { resolve } from "node:path";
import v8 from "node:v8";
import { freshCorpus } from "../scripts/benign-corpus.ts";
import { scan } from "../src/engine/injection/scan.ts";
import type { InjectionSurface } from "../src/engine/injection/types.ts";

// usage: node [--no-regexp-tier-up | --regexp-tier-up-ticks=1] bench/regex-memory.ts [--files N] [--every N]
//          [--surfaces tool_result,write,bash] [--short] [--gc]
//   prints code_space and code_large_object_space (used / committed MB) after every N files, then the peak, the CPU
//   time and the peak RSS. Run it once per V8 flag setting and compare (the flag applies to the whole process: without
//   one, regexp-native43.ts sets --regexp-tier-up-ticks=0; --regexp-tier-up-ticks=1 is V8's own default).
//   --short: a long session's tool calls instead of whole files: each file cut into rows of 150 to 500 characters
//   (as bench/scanner.bench.ts cuts its short texts), N rows in all. Only the fresh groups tuned on ("-tune") are read.
//   --gc (with node --expose-gc): a full collection before each report, so the spaces hold live code only (without it
//   they also hold code no longer reachable that no mark-compact has swept yet).
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

const short = args.includes("--short");
const collect = args.includes("--gc") ? (globalThis as { gc?: () => void }).gc : undefined;
const tuned = freshCorpus(resolve(import.meta.dirname, "..")).rows.filter((r) => r.group.endsWith("-tune"));
/** each file's rows of 150 to 500 characters, files taken in turn so that the rows vary from one to the next */
function shortRows(n: number): { text: string }[] {
  const out: { text: string }[] = [];
  const at = new Array<number>(tuned.length).fill(0);
  for (let k = 0, left = true; out.length < n && left; k++) {
    left = false;
    for (let f = 0; f < tuned.length && out.length < n; f++) {
      const text = (tuned[f] as { text: string }).text;
      const from = at[f] as number;
      if (from >= text.length) continue;
      left = true;
      const len = 150 + (((out.length + k) * 97) % 350);
      out.push({ text: text.slice(from, from + len) });
      at[f] = from + len;
    }
  }
  return out;
}
const rows = short ? shortRows(files) : tuned.slice(0, files);
const t0 = process.cpuUsage();
let peakLarge = 0;
let peakCommitted = 0;
rows.forEach((r, i) => {
  for (const s of surfaces) scan(r.text, s);
  const report = (i + 1) % every === 0 || i === rows.length - 1;
  if (report && collect) collect();
  const c = codeSpaces();
  peakLarge = Math.max(peakLarge, c.large);
  peakCommitted = Math.max(peakCommitted, c.committed);
  if (report)
    process.stdout.write(
      `${String(i + 1).padStart(6)} files: code ${mb(c.code)} MB, large code ${mb(c.large)} MB, committed ${mb(c.committed)} MB\n`,
    );
});
const t = process.cpuUsage(t0);
process.stdout.write(
  `peak large code ${mb(peakLarge)} MB, peak committed code ${mb(peakCommitted)} MB, CPU ${((t.user + t.system) / 1e6).toFixed(1)} s, ` +
    `peak RSS ${mb(process.resourceUsage().maxRSS * 1024)} MB (${process.execArgv.join(" ") || "default flags"})\n`,
);
