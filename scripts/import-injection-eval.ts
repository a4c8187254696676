// Copies the injection corpora from ../shared/eval/injection into eval/injection, adding each row's licences and whether it may train shipped weights.

import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { rowLicences, trainable } from "./lib/injection-licences.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const from = resolve(process.argv[2] ?? join(root, "..", "shared", "eval", "injection"));
const to = join(root, "eval", "injection");

for (const f of ["score.mjs", "baseline-keywords.mjs", "SOURCES.md", "SOURCES-TRAIN.md"])
  copyFileSync(join(from, f), join(to, f));
for (const f of ["train.jsonl", "dev.jsonl"]) {
  const out: string[] = [];
  const counts = new Map<string, number>();
  for (const line of readFileSync(join(from, f), "utf8").split("\n")) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { source: string };
    const licences = rowLicences(row.source);
    const train = trainable(licences);
    const key = `${licences.join("+")}${train ? "" : " (evaluation only)"}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    out.push(JSON.stringify({ ...row, licences, trainable: train }));
  }
  writeFileSync(join(to, f), `${out.join("\n")}\n`);
  process.stdout.write(`${f}: ${out.length} rows\n`);
  for (const [k, n] of [...counts].sort((a, b) => b[1] - a[1]))
    process.stdout.write(`  ${String(n).padStart(5)}  ${k}\n`);
}
