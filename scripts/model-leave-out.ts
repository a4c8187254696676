// `node scripts/model-leave-out.ts --asset DIR/injection-model.json --set 9`: one own prose set scored by the full scanner with a model trained without it (INJECTION_TRAIN_LEAVE_OUT), against rules alone and the shipped asset, overall and per class.

import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeModel, type ModelAsset } from "../src/engine/injection/model-asset.ts";
import type { InjectionModel } from "../src/engine/injection/model.ts";
import { scan } from "../src/engine/injection/scan.ts";
import { OWN_SETS, type OwnRow, ownSet, parseOwn } from "./lib/heldout-own.ts";
import { figures, tableHeader, tableRow } from "./lib/injection-train/metrics.ts";
import { classHalves } from "./lib/injection-train/own-sets.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const set = ownSet(arg("--set"));
const loadAsset = (p: string): InjectionModel => decodeModel(JSON.parse(readFileSync(p, "utf8")) as ModelAsset);
const models: [string, InjectionModel | null][] = [
  ["rules", null],
  ["shipped", loadAsset(join(root, "assets", "injection-model.json"))],
  ...(arg("--asset") ? [["left out", loadAsset(resolve(arg("--asset") as string))] as [string, InjectionModel]] : []),
];
const dir = join(root, "eval", "injection", "heldout-own");
const sfx = OWN_SETS[set].suffix;
const rows: OwnRow[] = [
  ...parseOwn(readFileSync(join(dir, `inj${sfx}.txt`), "utf8"), `inj${sfx}.txt`, "injection", `own${sfx}-inj`, set),
  ...parseOwn(readFileSync(join(dir, `ben${sfx}.txt`), "utf8"), `ben${sfx}.txt`, "benign", `own${sfx}-ben`, set),
].filter((r) => r.surface !== "bash");
const half = classHalves(rows.map((r) => ({ cls: r.cls, y: r.label === "injection" ? 1 : 0 })));
const scores = models.map(([, m]) => rows.map((r) => scan(r.text, r.surface, { model: m }).score));
const out = [
  `own set ${set} (${rows.length} rows, bash rows out): rules alone / shipped asset / asset trained without it`,
];
const table = (title: string, keep: (r: OwnRow, i: number) => boolean): void => {
  out.push("", title, tableHeader());
  for (const [k, [name]] of models.entries())
    out.push(
      tableRow(
        name,
        figures(
          rows.flatMap((r, i) => (keep(r, i) ? [{ y: r.label === "injection" ? 1 : 0, s: scores[k]?.[i] ?? 0 }] : [])),
        ),
      ),
    );
};
table("all", () => true);
table("half B (odd rows of each class, benign and injection alike)", (_r, i) => half[i] === "B");
for (const c of [...new Set(rows.filter((r) => r.label === "injection").map((r) => r.cls))].sort())
  table(`class ${c} (injections)`, (r) => r.cls === c && r.label === "injection");
process.stdout.write(`${out.join("\n")}\n`);
