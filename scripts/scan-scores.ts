// Dumps the scanner's score and evidence for every eval row, benign real file and bench input: diff two dumps to prove a speed change kept every score.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { hostileInputs, realisticText, shortTexts } from "../bench/scanner.bench.ts";
import { scan } from "../src/engine/injection/scan.ts";
import { SURFACES, type InjectionSurface } from "../src/engine/injection/types.ts";
import { benignCorpus, freshCorpus } from "./benign-corpus.ts";
import {
  heldoutScanArgs,
  SHELL_HELDOUT,
  SHELL_HELDOUT2,
  SHELL_HELDOUT3,
  SHELL_PROBES6,
  SHELL_PROBES7,
  SHELL_PROBES8,
} from "../test/fixtures/shell-heldout.ts";
import { dpkgScripts, makefileRecipes, npmScripts } from "../test/fixtures/shell-real.ts";
import { SHELL_TABLE } from "../test/fixtures/shell-table.ts";
import { loadShellSet } from "./lib/shell-heldout4.ts";

// usage: node scripts/scan-scores.ts OUT [--quick] [--all]   (then: diff before.txt after.txt)
// --all adds the prose sets (heldout-own*.jsonl, every surface), the shell sets as eval-shell scans them, and the
// fresh real benign files (eval/benign-fresh, as far as fetched) on tool_result, write and bash
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = process.argv[2] ?? "scan-scores.txt";
const quick = process.argv.includes("--quick");
const all = process.argv.includes("--all");
const lines: string[] = [];

function dump(id: string, text: string, surfaces: readonly InjectionSurface[], options = {}): void {
  for (const s of surfaces) {
    const r = scan(text, s, options);
    const ev = r.evidence.map((e) => `${e.rule}@${e.start}-${e.end}`).join(" ");
    lines.push(`${id}\t${s}\t${r.score}\t${ev}`);
  }
}

// every eval row on every surface (more code paths than its own surface alone)
for (const file of ["dev.jsonl", "train.jsonl"]) {
  for (const line of readFileSync(join(root, "eval/injection", file), "utf8").split("\n")) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { id: string; text: string };
    dump(row.id, row.text, SURFACES);
  }
}
// real benign files that this repository's edits do not change (pi's docs and examples, package READMEs)
for (const r of benignCorpus(root)) if (r.group !== "repo") dump(`benign:${r.path}`, r.text, ["tool_result", "write"]);
const text = realisticText();
shortTexts(text).forEach((t, i) => {
  dump(`short:${i}`, t, SURFACES);
});
if (!quick) {
  dump("realistic-1MB", text, ["tool_result"]);
  for (const [name, t] of Object.entries(hostileInputs(1_000_000))) dump(`hostile:${name}`, t, ["tool_result"]);
}
if (all) {
  for (const file of readdirSync(join(root, "eval/injection"))
    .filter((f) => /^heldout-own\d*\.jsonl$/.test(f))
    .sort())
    for (const line of readFileSync(join(root, "eval/injection", file), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { id: string; text: string };
      dump(`${file}:${row.id}`, row.text, SURFACES);
    }
  SHELL_TABLE.forEach(([, , text], i) => {
    dump(`shell-table:${i}`, text, ["bash"]);
  });
  const sets = {
    heldout1: SHELL_HELDOUT,
    heldout2: SHELL_HELDOUT2,
    heldout3: SHELL_HELDOUT3,
    probes6: SHELL_PROBES6,
    probes7: SHELL_PROBES7,
    probes8: SHELL_PROBES8,
    shell4: loadShellSet(root, "shell4.txt") ?? [],
    shell6: loadShellSet(root, "shell6.txt") ?? [],
    shell8: loadShellSet(root, "shell8.txt") ?? [],
  };
  for (const [name, rows] of Object.entries(sets))
    rows.forEach((r, i) => {
      const { surface, options } = heldoutScanArgs(r);
      dump(`${name}:${i}`, r.text, [surface], options);
    });
  const real = [
    ...npmScripts(join(root, "node_modules")),
    ...dpkgScripts(),
    ...makefileRecipes([join(root, "node_modules"), "/usr/share"]),
  ];
  real.forEach((r, i) => {
    dump(`real-command:${r.source}:${i}`, r.text, ["bash"]);
  });
  for (const r of freshCorpus(root).rows) dump(`fresh:${r.path}`, r.text, ["tool_result", "write", "bash"]);
}
writeFileSync(out, `${lines.join("\n")}\n`);
process.stdout.write(`${lines.length} scores written to ${out}\n`);
