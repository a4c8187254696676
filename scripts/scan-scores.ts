// Dumps the scanner's score and evidence for every eval row, benign real file and bench input: diff two dumps to prove a speed change kept every score.

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { hostileInputs, realisticText, shortTexts } from "../bench/scanner.bench.ts";
import { scan } from "../src/engine/injection/scan.ts";
import { SURFACES, type InjectionSurface } from "../src/engine/injection/types.ts";
import { benignCorpus } from "./benign-corpus.ts";

// usage: node scripts/scan-scores.ts OUT [--quick]   (then: diff before.txt after.txt)
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = process.argv[2] ?? "scan-scores.txt";
const quick = process.argv.includes("--quick");
const lines: string[] = [];

function dump(id: string, text: string, surfaces: readonly InjectionSurface[]): void {
  for (const s of surfaces) {
    const r = scan(text, s);
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
writeFileSync(out, `${lines.join("\n")}\n`);
process.stdout.write(`${lines.length} scores written to ${out}\n`);
