// Checks that the paired pass (model-pair.ts) gives both heads' logits bit for bit as their own passes do, on every tuning text.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { shippedModel } from "../src/engine/injection/model-asset.ts";
import { logit, pairedLogits } from "../src/engine/injection/model.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import type { InjectionSurface } from "../src/engine/injection/types.ts";
import { tuningTexts } from "./lib/tuning-texts.ts";

// usage: node scripts/model-pair-equal.ts [--tree DIR] [--no-fresh]
// For every tuning text (scripts/lib/tuning-texts.ts: never a report or honest set) on tool_result and write, the
// normalised text as the scan reads it: pairedLogits' two logits against logit() of the main model and of its head,
// equal as numbers (Object.is, so -Infinity and 0 count too). `--tree`: logit() and the asset of another checkout
// (a base tree from before the paired pass). Exit 1 on any difference or when nothing was paired.
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const at = process.argv.indexOf("--tree");
const tree = at >= 0 ? resolve(process.argv[at + 1] as string) : root;
type Logit = (model: unknown, text: string, surface: InjectionSurface) => number;
const other = (rel: string): string => pathToFileURL(join(tree, "src/engine/injection", rel)).href;
const { logit: alone } = (await import(other("model.ts"))) as { logit: Logit };
const { shippedModel: aloneModel } = (await import(other("model-asset.ts"))) as {
  shippedModel: () => { model: { head?: unknown } | null };
};
const { model, error } = shippedModel();
const reference = aloneModel().model;
if (!model?.head || !reference?.head) {
  console.error(`no model with a head: ${error ?? "an asset has no head"}`);
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
    const main = tree === root ? logit(model, norm, s) : alone(reference, norm, s);
    const head = tree === root ? logit(model.head, norm, s) : alone(reference.head, norm, s);
    if (!Object.is(pair[0], main) || !Object.is(pair[1], head)) {
      differ++;
      if (differ <= 10) console.log(`${t.id}\t${s}\tpair ${pair[0]} ${pair[1]}\talone ${main} ${head}`);
    }
  }
}
console.log(`${texts} texts, ${paired} paired scores (tool_result, write), ${differ} differ from the separate passes`);
process.exit(differ > 0 || paired === 0 ? 1 : 0);
