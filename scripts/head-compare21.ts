// learned21: what a candidate own head changes against the shipped one, exactly and cheaply: the head adds max(p, 0) over its warn floor, so only rows where either head reaches it are rescored.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeModel, shippedModel } from "../src/engine/injection/model-asset.ts";
import { type InjectionModel, logit } from "../src/engine/injection/model.ts";
import { headProbability } from "../src/engine/injection/model-head.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { scan } from "../src/engine/injection/scan.ts";
import type { InjectionSurface } from "../src/engine/injection/types.ts";
import { freshCorpus } from "./benign-corpus.ts";
import { classHalves, OWN_SETS, ownSet, parseOwn } from "./lib/heldout-own.ts";
import { REFUSED_SETS } from "./lib/injection-train/own-head.ts";

// usage: node scripts/head-compare21.ts --asset PATH [--rows] [--half B|A] (the half of 27 and 29 scored: the other one than a variant trained on)
// corpora: fresh tune groups (no holdout; fresh14 is one of them since round 21, tool_result and write), dev, sets 23, 25 (all rows), 27 and 29 half B
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const main = shippedModel().model as InjectionModel;
const cand = decodeModel(JSON.parse(readFileSync(arg("--asset") as string, "utf8"))) as InjectionModel;
const noHead: InjectionModel = { ...main, head: undefined };
const [hMain, hCand] = [main.head, cand.head] as [InjectionModel, InjectionModel];

interface Row {
  text: string;
  surface: InjectionSurface;
  y: 0 | 1;
  id: string;
}
const headOf = (h: InjectionModel, n: string, s: InjectionSurface): number =>
  h.surfaces.includes(s) ? headProbability(h, logit(h, n, s), s) : 0;

function compare(name: string, rows: readonly Row[]): void {
  const d = { warnBen: [0, 0], blockBen: [0, 0], warnInj: [0, 0], blockInj: [0, 0] };
  const n = [0, 0];
  for (const r of rows) {
    n[r.y]++;
    if (r.surface === "bash" || r.surface === "prompt") continue;
    const t = normalize(r.text).main.text;
    const [a, b] = [headOf(hMain, t, r.surface), headOf(hCand, t, r.surface)];
    if (a === b || (a === 0 && b === 0)) continue;
    const mc = scan(r.text, r.surface, { model: noHead }).score;
    const [s0, s1] = [Math.max(mc, a), Math.max(mc, b)];
    for (const [key, th] of [
      ["warn", 0.5],
      ["block", 0.8],
    ] as const) {
      const k = `${key}${r.y ? "Inj" : "Ben"}` as keyof typeof d;
      if (s0 < th && s1 >= th) d[k][0]++;
      if (s0 >= th && s1 < th) d[k][1]++;
      if (s0 < th !== s1 < th && process.argv.includes("--rows"))
        process.stdout.write(`  ${name} ${r.id} y=${r.y} ${r.surface} ${s0} -> ${s1}\n`);
    }
  }
  const f = (k: keyof typeof d): string => `+${d[k][0]}/-${d[k][1]}`;
  process.stdout.write(
    `${name}: benign ${n[0]} warned ${f("warnBen")} blocked ${f("blockBen")} | injections ${n[1]} warned ${f("warnInj")} blocked ${f("blockInj")}\n`,
  );
}

const fresh = freshCorpus(root).rows;
const both = (rs: typeof fresh): Row[] =>
  rs.flatMap((r) =>
    (["tool_result", "write"] as const).map((s) => ({ text: r.text, surface: s, y: 0 as const, id: `${r.path} ${s}` })),
  );
compare("fresh tune groups", both(fresh.filter((r) => !/holdout$/.test(r.group))));
const dev = readFileSync(join(root, "eval", "injection", "dev.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "")
  .map((l) => JSON.parse(l) as { id: string; text: string; label: string; surface: InjectionSurface });
compare(
  "dev",
  dev.map((r) => ({ text: r.text, surface: r.surface, y: r.label === "benign" ? 0 : 1, id: r.id })),
);
for (const [set, half] of [
  ["23", null],
  ["25", null],
  ["27", arg("--half") ?? "B"],
  ["29", arg("--half") ?? "B"],
] as const) {
  const s = ownSet(set);
  if (REFUSED_SETS.includes(s)) throw new Error(`set ${s} is refused`);
  const sfx = OWN_SETS[s].suffix;
  const read = (f: string): string => readFileSync(join(root, "eval", "injection", "heldout-own", f), "utf8");
  const rows = [
    ...parseOwn(read(`inj${sfx}.txt`), `inj${sfx}.txt`, "injection", `own${sfx}-inj`, s),
    ...parseOwn(read(`ben${sfx}.txt`), `ben${sfx}.txt`, "benign", `own${sfx}-ben`, s),
  ];
  const halves = classHalves(rows, true);
  compare(
    `set ${set}${half ? ` half ${half}` : ""}`,
    rows
      .filter((r) => !half || halves.get(r) === half)
      .map((r) => ({ text: r.text, surface: r.surface, y: r.label === "injection" ? 1 : 0, id: r.id })),
  );
}
