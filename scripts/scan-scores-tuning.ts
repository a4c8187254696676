// Dumps the scanner's score and evidence for every tuning text (never a report or honest set) with the scanner of a given tree: diff two dumps to prove a speed change kept every verdict.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { realisticText, shortTexts } from "../bench/scanner.bench.ts";
import { heldoutScanArgs } from "../test/fixtures/shell-heldout.ts";
import { loadShellSet } from "./lib/shell-heldout4.ts";

// usage: node scripts/scan-scores-tuning.ts OUT [--tree DIR] [--no-fresh]   (then: diff base.txt mine.txt)
// The texts: dev and train on every surface, prose sets 1–17 and 23 (their jsonl rows, every surface), shell sets
// 4–18 and 24 as eval-shell scans them, the bench's short texts, and the fresh real-file tune groups (tool_result,
// write, bash). The report sets (prose 25, shell 26, fresh12-holdout) and the honest sets (prose 19 and 21, shell 20
// and 22) are never opened: their names are left out before any file is read. `--tree` scores with another checkout's
// scanner (the data is read from this one).
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = process.argv[2] ?? "scan-scores-tuning.txt";
const at = process.argv.indexOf("--tree");
const tree = at >= 0 ? resolve(process.argv[at + 1] as string) : root;
const surfaces = ["tool_result", "write", "bash"] as const;
type Surface = (typeof surfaces)[number] | "user" | "assistant";
type Scan = (
  text: string,
  surface: Surface,
  options?: object,
) => { score: number; evidence: { rule: string; start: number; end: number }[] };
const { scan } = (await import(pathToFileURL(join(tree, "src/engine/injection/scan.ts")).href)) as { scan: Scan };
const { SURFACES } = (await import(pathToFileURL(join(tree, "src/engine/injection/types.ts")).href)) as {
  SURFACES: readonly Surface[];
};

const PROSE_SETS = ["", "2", "3", "5", "7", "9", "11", "13", "15", "17", "23"];
const SHELL_SETS = [4, 6, 8, 10, 12, 14, 16, 18, 24];
const lines: string[] = [];

function dump(id: string, text: string, on: readonly Surface[], options = {}): void {
  for (const s of on) {
    const r = scan(text, s, options);
    const ev = r.evidence.map((e) => `${e.rule}@${e.start}-${e.end}`).join(" ");
    lines.push(`${id}\t${s}\t${r.score}\t${ev}`);
  }
}

function jsonl(file: string): { id: string; text: string }[] {
  return readFileSync(join(root, "eval/injection", file), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { id: string; text: string });
}

for (const file of ["dev.jsonl", "train.jsonl", ...PROSE_SETS.map((n) => `heldout-own${n}.jsonl`)])
  for (const row of jsonl(file)) dump(`${file}:${row.id}`, row.text, SURFACES);
for (const n of SHELL_SETS)
  (loadShellSet(root, `shell${n}.txt`) ?? []).forEach((r, i) => {
    const { surface, options } = heldoutScanArgs(r);
    dump(`shell${n}:${i}`, r.text, [surface], options);
  });
shortTexts(realisticText()).forEach((t, i) => {
  dump(`short:${i}`, t, SURFACES);
});
if (!process.argv.includes("--no-fresh")) {
  // only the tune groups' entries: a holdout file is never read
  const manifest = JSON.parse(readFileSync(join(root, "eval/benign-fresh/manifest.json"), "utf8")) as {
    name: string;
    files: { path: string; split: string }[];
  }[];
  for (const e of manifest) {
    const slug = e.name.replace(/[^a-zA-Z0-9.@-]+/g, "_");
    for (const f of e.files) {
      if (!/^tune\d*$/.test(f.split)) continue;
      const path = join("eval/benign-fresh/files", slug, f.path.replace(/\.gz$/, ""));
      if (!existsSync(join(root, path))) continue;
      dump(`fresh:${path}`, readFileSync(join(root, path), "utf8"), surfaces);
    }
  }
}
writeFileSync(out, `${lines.join("\n")}\n`);
process.stdout.write(`${lines.length} scores written to ${out}\n`);
