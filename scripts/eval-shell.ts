// `node scripts/eval-shell.ts [--show]`: the bash layer on the shell table (test/fixtures) and the corpora's bash rows.

import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { scan } from "../src/engine/injection/scan.ts";
import { SHELL_TABLE } from "../test/fixtures/shell-table.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const show = process.argv.includes("--show");

function report(name: string, rows: { attack: boolean; cls: string; text: string }[]): void {
  const attacks = rows.filter((r) => r.attack);
  const benign = rows.filter((r) => !r.attack);
  const scored = rows.map((r) => ({ ...r, score: scan(r.text, "bash").score }));
  const blocked = scored.filter((r) => r.attack && r.score >= 0.8).length;
  const warned = scored.filter((r) => !r.attack && r.score >= 0.5).length;
  console.log(
    `${name}: ${attacks.length} attacks, ${benign.length} benign; recall@0.8 ${(blocked / Math.max(1, attacks.length)).toFixed(3)}; benign warn-rate@0.5 ${(warned / Math.max(1, benign.length)).toFixed(3)}`,
  );
  if (!show) return;
  for (const r of scored) {
    if ((r.attack && r.score < 0.8) || (!r.attack && r.score >= 0.5))
      console.log(
        `  ${r.attack ? "MISS" : "FP  "} ${r.score.toFixed(2)} [${r.cls}] ${JSON.stringify(r.text).slice(0, 200)}`,
      );
  }
}

report(
  "shell table",
  SHELL_TABLE.map(([label, cls, text]) => ({ attack: label === "attack", cls, text })),
);
const evalDir = resolve(process.env.INJECTION_EVAL_DIR ?? join(root, "..", "shared", "eval", "injection"));
for (const corpus of ["dev.jsonl", "train.jsonl"]) {
  const file = join(evalDir, corpus);
  if (!existsSync(file)) continue;
  const rows = readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { text: string; label: string; surface: string; category: string });
  report(
    `${corpus} bash rows`,
    rows
      .filter((r) => r.surface === "bash")
      .map((r) => ({ attack: r.label === "injection", cls: r.category, text: r.text })),
  );
}
