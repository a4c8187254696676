// Checks that the carrier stage (carrierHits, the one stage of the scan a speed change to carrier.ts touches) gives the same hits on every tuning text in this tree and in a base tree.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { carrierHits } from "../src/engine/injection/carrier.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { tuningTexts } from "./lib/tuning-texts.ts";

// usage: node scripts/carrier-equal.ts BASE_TREE [--no-fresh]
// scan.ts calls carrierHits once per text, on the main normalised view of a tool_result: equal hits there on every
// text are equal tool_result scores, at a fraction of a full scan's cost (scan-scores-tuning.ts does the full dump).
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const base = resolve(process.argv[2] ?? "");
const baseHits = (
  (await import(pathToFileURL(join(base, "src/engine/injection/carrier.ts")).href)) as {
    carrierHits: typeof carrierHits;
  }
).carrierHits;
let texts = 0;
let differ = 0;
let hit = 0;
for (const t of tuningTexts(root, !process.argv.includes("--no-fresh"))) {
  const view = normalize(t.text).main;
  const a = JSON.stringify(baseHits(view, t.text.length));
  const b = JSON.stringify(carrierHits(view, t.text.length));
  texts++;
  if (b !== "[]") hit++;
  if (a !== b) {
    differ++;
    if (differ <= 10) process.stdout.write(`differs: ${t.id}\n  base ${a}\n  this ${b}\n`);
  }
}
process.stdout.write(
  `${texts} texts (${hit} with a carrier hit), ${differ} with other carrier hits than the base tree's\n`,
);
process.exitCode = differ === 0 ? 0 : 1;
