// learn27: which stage decides each benign false alarm of a tuning prose set's half (rules, the main model, the own head).

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { shippedModel } from "../src/engine/injection/model-asset.ts";
import { type InjectionModel, logit } from "../src/engine/injection/model.ts";
import { headProbability } from "../src/engine/injection/model-head.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { scan } from "../src/engine/injection/scan.ts";
import { classHalves, OWN_SETS, ownSet, parseOwn } from "./lib/heldout-own.ts";

// usage: node scripts/stage-of27.ts --set 43 --half A (never 19, 21 or a report set: 47 and 49 in round 30)
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const set = ownSet(arg("--set"));
if (["19", "21", "47", "49"].includes(set)) throw new Error(`set ${set} is honest or a report set`);
const half = arg("--half") ?? "A";
const m = shippedModel().model as InjectionModel;
const sfx = OWN_SETS[set].suffix;
const read = (f: string): string => readFileSync(join(root, "eval", "injection", "heldout-own", f), "utf8");
const rows = parseOwn(read(`ben${sfx}.txt`), `ben${sfx}.txt`, "benign", `own${sfx}-ben`, set);
const halves = classHalves(rows, true);
for (const r of rows.filter((x) => halves.get(x) === half)) {
  const full = scan(r.text, r.surface, { model: m });
  if (full.score < 0.5) continue;
  const rule = scan(r.text, r.surface, { model: null }).score;
  const noHead = scan(r.text, r.surface, { model: { ...m, head: undefined } }).score;
  const h = m.head as InjectionModel;
  const head = h.surfaces.includes(r.surface)
    ? headProbability(h, logit(h, normalize(r.text).main.text, r.surface), r.surface)
    : 0;
  const by = rule >= 0.5 ? "rules" : noHead >= 0.5 ? "main" : "head";
  process.stdout.write(`${by}\t${r.id}\t${r.cls}\t${r.surface}\trule ${rule} main ${noHead} head ${head}\n`);
}
