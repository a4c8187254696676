// Dumps the scanner's score and evidence for every tuning text (never a report or honest set) with the scanner of a given tree: diff two dumps to prove a speed change kept every verdict.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type TuningSurface, tuningTexts } from "./lib/tuning-texts.ts";

// usage: node scripts/scan-scores-tuning.ts OUT [--tree DIR] [--no-fresh]   (then: diff base.txt mine.txt)
// The texts (scripts/lib/tuning-texts.ts): dev and train on every surface, prose sets 1–17, 23, 25, 27, 29 and 31 (their jsonl
// rows, every surface), shell sets 4–18, 24, 26, 28, 30 and 32 as eval-shell scans them, the bench's short texts, and the fresh
// real-file tune groups (tool_result, write, bash). The report sets (prose 83, shell 84, fresh41-holdout) and the honest sets
// (prose 19 and 21, shell 20 and 22) are never opened. `--tree` scores with another checkout's scanner (the data is
// read from this one).
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = process.argv[2] ?? "scan-scores-tuning.txt";
const at = process.argv.indexOf("--tree");
const tree = at >= 0 ? resolve(process.argv[at + 1] as string) : root;
type Scan = (
  text: string,
  surface: TuningSurface,
  options?: object,
) => { score: number; evidence: { rule: string; start: number; end: number }[] };
const { scan } = (await import(pathToFileURL(join(tree, "src/engine/injection/scan.ts")).href)) as { scan: Scan };
const { SURFACES } = (await import(pathToFileURL(join(tree, "src/engine/injection/types.ts")).href)) as {
  SURFACES: readonly TuningSurface[];
};

const lines: string[] = [];
for (const t of tuningTexts(root, !process.argv.includes("--no-fresh")))
  for (const s of t.surfaces ?? SURFACES) {
    const r = scan(t.text, s, t.options);
    const ev = r.evidence.map((e) => `${e.rule}@${e.start}-${e.end}`).join(" ");
    lines.push(`${t.id}\t${s}\t${r.score}\t${ev}`);
  }
writeFileSync(out, `${lines.join("\n")}\n`);
process.stdout.write(`${lines.length} scores written to ${out}\n`);
