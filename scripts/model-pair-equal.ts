// Checks that the paired pass (model-pair.ts) gives both heads' logits bit for bit as their own passes do, on every tuning text.

import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { shippedModel } from "../src/engine/injection/model-asset.ts";
import { logit, pairedLogits } from "../src/engine/injection/model.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import type { InjectionSurface } from "../src/engine/injection/types.ts";
import { tuningTexts } from "./lib/tuning-texts.ts";

// usage: node scripts/model-pair-equal.ts [--no-fresh]
// For every tuning text (scripts/lib/tuning-texts.ts: never a report or honest set) on tool_result and write, the
// normalised text as the scan reads it: pairedLogits' two logits against logit() of the main model and of its head,
// equal as numbers (Object.is, so -Infinity and 0 count too). Exit 1 on any difference or when nothing was paired.
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { model, error } = shippedModel();
if (!model?.head) {
  console.error(`no model with a head: ${error ?? "the asset has no head"}`);
  process.exit(1);
}
const SURFACES: InjectionSurface[] = ["tool_result", "write"];
let texts = 0;
let paired = 0;
let differ = 0;
for (const t of tuningTexts(root, !process.argv.includes("--no-fresh"))) {
  texts++;
  const norm = normalize(t.text).main.text;
  for (const s of SURFACES) {
    const pair = pairedLogits(model, norm, s);
    if (!pair) continue;
    paired++;
    const main = logit(model, norm, s);
    const head = logit(model.head, norm, s);
    if (!Object.is(pair[0], main) || !Object.is(pair[1], head)) {
      differ++;
      if (differ <= 10) console.log(`${t.id}\t${s}\tpair ${pair[0]} ${pair[1]}\talone ${main} ${head}`);
    }
  }
}
console.log(`${texts} texts, ${paired} paired scores (tool_result, write), ${differ} differ from the separate passes`);
process.exit(differ > 0 || paired === 0 ? 1 : 0);
