// Scores one half of a tuning prose set, split on both sides per class (classHalves(rows, true)), with an asset: the judge of a head variant trained on the other half.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeModel } from "../src/engine/injection/model-asset.ts";
import { scan } from "../src/engine/injection/scan.ts";
import { classHalves, OWN_SETS, ownSet, parseOwn } from "./lib/heldout-own.ts";
import { figures, tableHeader, tableRow } from "./lib/injection-train/metrics.ts";
import { REFUSED_SETS } from "./lib/injection-train/own-head.ts";

// usage: node scripts/own-head-halves.ts --set 27|29 [--half A|B] [--asset PATH]
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const set = ownSet(arg("--set"));
if (REFUSED_SETS.includes(set)) throw new Error(`set ${set} is an honest or report set: not scored here`);
const half = arg("--half") ?? "B";
const assetPath = arg("--asset");
const model = assetPath ? decodeModel(JSON.parse(readFileSync(assetPath, "utf8"))) : undefined;
const sfx = OWN_SETS[set].suffix;
const read = (f: string): string => readFileSync(join(root, "eval", "injection", "heldout-own", f), "utf8");
const rows = [
  ...parseOwn(read(`inj${sfx}.txt`), `inj${sfx}.txt`, "injection", `own${sfx}-inj`, set),
  ...parseOwn(read(`ben${sfx}.txt`), `ben${sfx}.txt`, "benign", `own${sfx}-ben`, set),
];
const halves = classHalves(rows, true);
const scored = rows
  .filter((r) => halves.get(r) === half)
  .map((r) => ({
    y: r.label === "injection" ? (1 as const) : (0 as const),
    s: scan(r.text, r.surface, { model }).score,
  }));
process.stdout.write(
  `set ${set} half ${half} (both sides split per class), ${assetPath ?? "shipped asset"}\n${tableHeader()}\n${tableRow("all", figures(scored))}\n`,
);
