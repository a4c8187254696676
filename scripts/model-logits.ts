// Dumps the shipped second stage's logit for every corpus row, real file and bench short text, or checks them against a dump: a rewrite of the inference loop must keep them bit-identical.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { logit } from "../src/engine/injection/model.ts";
import { shippedModel } from "../src/engine/injection/model-asset.ts";
import { ruleStage } from "../src/engine/injection/scan.ts";
import { SURFACES } from "../src/engine/injection/types.ts";
import { realisticText, shortTexts } from "../bench/scanner.bench.ts";
import { corpusRows, realFileRows } from "./lib/injection-train/data.ts";

// usage: node scripts/model-logits.ts write FILE | check FILE   (INJECTION_LOGITS_CACHE=file keeps the normalised texts)
const [mode, file] = process.argv.slice(2);
if ((mode !== "write" && mode !== "check") || !file) {
  process.stderr.write("usage: node scripts/model-logits.ts write|check FILE\n");
  process.exit(2);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const evalDir = join(root, "eval", "injection");
const model = shippedModel().model;
if (!model) throw new Error(`no shipped model: ${shippedModel().error}`);

const cacheFile = process.env.INJECTION_LOGITS_CACHE;
let norms: string[];
if (cacheFile && existsSync(cacheFile)) norms = JSON.parse(readFileSync(cacheFile, "utf8"));
else {
  const texts = [
    ...corpusRows(join(evalDir, "train.jsonl"), "train.jsonl").map((r) => r.text),
    ...corpusRows(join(evalDir, "dev.jsonl"), "dev.jsonl").map((r) => r.text),
    ...realFileRows(root)
      .rows.filter((r) => r.surface === "write")
      .map((r) => r.text),
    ...shortTexts(realisticText()),
  ];
  norms = texts.map((t) => ruleStage(t, "tool_result").normText);
  // long texts cut at odd places, so every window layout and head/tail cut is exercised
  norms.push(...norms.filter((t) => t.length > 3000).map((t) => t.slice(7, t.length - 13)));
  if (cacheFile) writeFileSync(cacheFile, JSON.stringify(norms));
}
const hex = (z: number): string => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(z);
  return b.toString("hex");
};
const lines = norms.map((t) => SURFACES.map((s) => hex(logit(model, t, s))).join(" "));
if (mode === "write") {
  writeFileSync(file, `${lines.join("\n")}\n`);
  process.stdout.write(`wrote ${lines.length} texts × ${SURFACES.length} surfaces to ${file}\n`);
} else {
  const want = readFileSync(file, "utf8").trimEnd().split("\n");
  let bad = 0;
  for (let i = 0; i < Math.max(want.length, lines.length); i++)
    if (want[i] !== lines[i]) {
      if (bad < 5) process.stdout.write(`text ${i}: ${want[i]} != ${lines[i]}\n`);
      bad++;
    }
  process.stdout.write(
    `${bad === 0 ? "identical" : `${bad} differ`}: ${lines.length} texts × ${SURFACES.length} surfaces\n`,
  );
  process.exitCode = bad === 0 ? 0 : 1;
}
