// Native code size per rule regex: each compiled alone over a sample, code-space growth and CPU time, as written and compacted, with and without V8's regexp tier-up.

import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import v8 from "node:v8";
import { realisticText } from "./scanner.bench.ts";
import { freshCorpus } from "../scripts/benign-corpus.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { compactRegExp } from "../src/engine/injection/regex-compact.ts";
import { ALL_RULES } from "../src/engine/injection/scan-rules-gates.ts";

// usage: node bench/regex-code.ts [--top N] [--files N] [--only ID,ID]
//   runs itself four times, each in a fresh process with --expose-gc: the rules' own regexes and their compacted copies
//   (regex-compact.ts, what the scanner runs), each with V8's default tier-up and with --no-regexp-tier-up. Prints per
//   rule: code KB (code_space + code_large_object_space growth, after a GC) and CPU ms over the sample (compile
//   included), worst first, plus the whole set's code growth in each run.
// The sample: the bench's realistic text (256 KB, one-byte) and the first N fresh real files' main views (many hold
// non-Latin-1 units, so both native code variants, one-byte and two-byte, get compiled as in a real session).
const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : dflt;
};
const top = Number(opt("--top", "25"));
const files = Number(opt("--files", "300"));
const only = opt("--only", "");

interface Row {
  id: string;
  code: number;
  ms: number;
}

const CODE_SPACES = new Set(["code_space", "code_large_object_space"]);
function codeBytes(): number {
  (globalThis as { gc?: () => void }).gc?.();
  let n = 0;
  for (const s of v8.getHeapSpaceStatistics()) if (CODE_SPACES.has(s.space_name)) n += s.space_used_size;
  return n;
}

function sample(): string[] {
  const root = resolve(import.meta.dirname, "..");
  const texts = [normalize(realisticText(256 * 1024)).main.text];
  for (const r of freshCorpus(root).rows.slice(0, files)) texts.push(normalize(r.text).main.text);
  return texts;
}

function probe(): void {
  const texts = sample();
  const rows: Row[] = [];
  const before = codeBytes();
  for (const rule of ALL_RULES) {
    if (only && !only.split(",").includes(rule.id)) continue;
    // a fresh copy: its code is compiled here, not shared with a run before
    const own = new RegExp(rule.re.source, rule.re.flags);
    const re = process.env.REGEX_CODE_COMPACT ? compactRegExp(own) : own;
    const c0 = codeBytes();
    const t0 = process.cpuUsage();
    for (const t of texts) {
      re.lastIndex = 0;
      if (re.global) {
        let k = 0;
        while (k++ < 64 && re.exec(t) !== null);
      } else re.test(t);
    }
    const t1 = process.cpuUsage(t0);
    rows.push({ id: rule.id, code: codeBytes() - c0, ms: (t1.user + t1.system) / 1000 });
    // keep the copy alive to the end, as the scanner keeps its rules
    (globalThis as { kept?: RegExp[] }).kept = [...((globalThis as { kept?: RegExp[] }).kept ?? []), re];
  }
  process.stdout.write(`${JSON.stringify({ total: codeBytes() - before, rows })}\n`);
}

if (process.env.REGEX_CODE_CHILD) probe();
else {
  const run = (flags: string[], compact: boolean): { total: number; rows: Row[] } => {
    const r = spawnSync(process.execPath, [...flags, "--expose-gc", import.meta.filename, ...args], {
      env: { ...process.env, REGEX_CODE_CHILD: "1", REGEX_CODE_COMPACT: compact ? "1" : "" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.status !== 0) throw new Error(`probe failed (${flags.join(" ")}): ${r.stderr}`);
    return JSON.parse(r.stdout) as { total: number; rows: Row[] };
  };
  const runs = [
    { name: "own, tier-up", out: run([], false) },
    { name: "own, eager", out: run(["--no-regexp-tier-up"], false) },
    { name: "compact, tier-up", out: run([], true) },
    { name: "compact, eager", out: run(["--no-regexp-tier-up"], true) },
  ];
  const mb = (n: number): string => (n / 1048576).toFixed(2);
  process.stdout.write(
    `rules: ${runs[0].out.rows.length}; code growth over the sample: ${runs.map((r) => `${r.name} ${mb(r.out.total)} MB`).join(", ")}\n\n` +
      `${"rule".padEnd(34)}${runs.map((r) => r.name.padStart(18)).join("")}   (code KB / CPU ms)\n`,
  );
  const at = runs.map((r) => new Map(r.out.rows.map((row) => [row.id, row])));
  const order = [...runs[1].out.rows].sort((a, b) => b.code - a.code).slice(0, top);
  for (const { id } of order)
    process.stdout.write(
      `${id.padEnd(34)}${at
        .map((m) => {
          const row = m.get(id);
          return row ? `${(row.code / 1024).toFixed(0)} / ${row.ms.toFixed(1)}`.padStart(18) : "-".padStart(18);
        })
        .join("")}\n`,
    );
}
