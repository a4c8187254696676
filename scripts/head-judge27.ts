// learn27: one run judges a candidate asset against the shipped one on every tuning prose set by half, dev, the fresh tune groups by source half, and pi's docs.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeModel, shippedModel } from "../src/engine/injection/model-asset.ts";
import { combinedScore, type InjectionModel, logit } from "../src/engine/injection/model.ts";
import { headProbability } from "../src/engine/injection/model-head.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { scan } from "../src/engine/injection/scan.ts";
import type { InjectionSurface } from "../src/engine/injection/types.ts";
import { freshGroup, sourceHalf } from "./benign-corpus.ts";
import { classHalves, OWN_SETS, type OwnSet, parseOwn } from "./lib/heldout-own.ts";
import { freshPath } from "./lib/benign-fresh-manifest.ts";

// usage: node scripts/head-judge27.ts --asset CAND.json [--base BASE.json] [--salt learn27] [--rows]
// Prose sets: every tuning set (never 19, 21 or a report set), each row's half as classHalves(rows, true) splits it;
// recall@0.8 / recall@0.5 / benign warn per half, base → candidate. Fresh tune groups (holdout groups are never read),
// dev and pi's docs: benign rows the candidate lifts over / drops under 0.5 and 0.8. The rule stage and the main model
// (no head) are scored once per main model and cached in /tmp/learn28/nohead-*.json.
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const SHIPPED = join(root, "assets", "injection-model.json");
const rawOf = (p: string | undefined): Record<string, unknown> => JSON.parse(readFileSync(p ?? SHIPPED, "utf8"));
const [baseRaw, candRaw] = [rawOf(arg("--base")), rawOf(arg("--asset"))];
const base = arg("--base") ? (decodeModel(baseRaw) as InjectionModel) : (shippedModel().model as InjectionModel);
const cand = decodeModel(candRaw) as InjectionModel;
const salt = arg("--salt") ?? "learn27";
const showRows = process.argv.includes("--rows");
/** The honest sets (summary lines of eval-heldout-own.ts only) and round 28's report sets: never scored here. */
const NEVER = ["19", "21", "43", "45"];

const sha = (s: string): string => createHash("sha1").update(s).digest("hex").slice(0, 16);
/** Rule + main model score without the head, cached per main model (the head is max-combined on top: model.ts combine). */
function noHeadScorer(m: InjectionModel, raw: Record<string, unknown>): (text: string, s: InjectionSurface) => number {
  const key = sha(JSON.stringify({ ...raw, head: null }));
  const file = `/tmp/learn28/nohead-${key}.json`;
  const cache: Record<string, number> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const noHead: InjectionModel = { ...m, head: undefined };
  let dirty = 0;
  process.on("exit", () => {
    if (dirty > 0) writeFileSync(file, JSON.stringify(cache));
  });
  return (text, s) => {
    const k = `${s}:${sha(text)}`;
    if (!(k in cache)) {
      cache[k] = scan(text, s, { model: noHead }).score;
      dirty++;
    }
    return cache[k] as number;
  };
}
const headOf = (m: InjectionModel, text: string, s: InjectionSurface): number => {
  const h = m.head;
  if (!h?.surfaces.includes(s)) return 0;
  return headProbability(h, logit(h, normalize(text).main.text, s), s);
};
const sameMain = JSON.stringify({ ...baseRaw, head: null }) === JSON.stringify({ ...candRaw, head: null });
const noHeadBase = noHeadScorer(base, baseRaw);
const noHeadCand = sameMain ? noHeadBase : noHeadScorer(cand, candRaw);

interface Row {
  text: string;
  surface: InjectionSurface;
  y: 0 | 1;
  id: string;
}
/** An asset's learned stage alone (main model and head, no rule) on a row: what decides whether the rules matter. */
const learnedOf = (m: InjectionModel, r: Row): number => {
  const main = m.surfaces.includes(r.surface)
    ? combinedScore(m, logit(m, normalize(r.text).main.text, r.surface), r.surface, 0)
    : 0;
  return Math.max(main, headOf(m, r.text, r.surface));
};
const sides = (x: number): string => `${x >= 0.5}${x >= 0.8}`;
/**
 * Both assets' scores of a row; with one main model only rows where a head fires are rescored. Without `full`, a row
 * whose learned stage sits on the same side of 0.5 and 0.8 under both assets scores alike at both lines (the rule
 * score is the same and the final score is the larger: model.ts combine), so only the others are scanned (learn28).
 */
function scores(r: Row, full: boolean): [number, number] {
  const [a, b] = [headOf(base, r.text, r.surface), headOf(cand, r.text, r.surface)];
  if (sameMain && !full && a === b) return [0, 0];
  if (!sameMain && !full && sides(learnedOf(base, r)) === sides(learnedOf(cand, r))) return [0, 0];
  return [Math.max(noHeadBase(r.text, r.surface), a), Math.max(noHeadCand(r.text, r.surface), b)];
}

const pct = (k: number, n: number): string => (n === 0 ? "-" : (k / n).toFixed(3));
function proseSet(set: OwnSet): void {
  const sfx = OWN_SETS[set].suffix;
  const read = (f: string): string => readFileSync(join(root, "eval", "injection", "heldout-own", f), "utf8");
  const rows = [
    ...parseOwn(read(`inj${sfx}.txt`), `inj${sfx}.txt`, "injection", `own${sfx}-inj`, set),
    ...parseOwn(read(`ben${sfx}.txt`), `ben${sfx}.txt`, "benign", `own${sfx}-ben`, set),
  ];
  const halves = classHalves(rows, true);
  const cells: string[] = [];
  for (const half of ["A", "B"] as const) {
    const c = { inj: 0, ben: 0, r8: [0, 0], r5: [0, 0], w: [0, 0] };
    for (const r of rows.filter((x) => halves.get(x) === half)) {
      const y = r.label === "injection" ? 1 : 0;
      const s = scores({ text: r.text, surface: r.surface, y, id: r.id }, true);
      if (showRows && s[0] >= 0.5 !== s[1] >= 0.5)
        process.stdout.write(`  set${set} ${r.id} y=${y} ${s[0]} -> ${s[1]}\n`);
      for (const j of [0, 1]) {
        if (y === 1) {
          c.r8[j] += s[j] >= 0.8 ? 1 : 0;
          c.r5[j] += s[j] >= 0.5 ? 1 : 0;
        } else c.w[j] += s[j] >= 0.5 ? 1 : 0;
      }
      if (y === 1) c.inj++;
      else c.ben++;
    }
    const f = (v: number[], n: number): string => `${pct(v[0], n)}→${pct(v[1], n)}`;
    cells.push(`${f(c.r8, c.inj)} | ${f(c.r5, c.inj)} | ${f(c.w, c.ben)} (${c.inj}/${c.ben})`);
  }
  process.stdout.write(`| ${set} | ${cells.join(" | ")} |\n`);
}

function delta(name: string, rows: readonly Row[]): void {
  const d = { w: [0, 0], b: [0, 0] };
  for (const r of rows) {
    const [s0, s1] = scores(r, false);
    for (const [k, th] of [
      ["w", 0.5],
      ["b", 0.8],
    ] as const) {
      if (s0 < th && s1 >= th) d[k][0]++;
      if (s0 >= th && s1 < th) d[k][1]++;
    }
    if (showRows && s0 >= 0.5 !== s1 >= 0.5) process.stdout.write(`  ${name} ${r.id} y=${r.y} ${s0} -> ${s1}\n`);
  }
  process.stdout.write(
    `${name}: ${rows.length} rows; warned +${d.w[0]}/-${d.w[1]}, blocked +${d.b[0]}/-${d.b[1]}${rows.some((r) => r.y === 1) ? " (all labels)" : ""}\n`,
  );
}

process.stdout.write(
  "| set | A recall@0.8 | A recall@0.5 | A benign warn (inj/ben) | B recall@0.8 | B recall@0.5 | B benign warn (inj/ben) |\n|---|---|---|---|---|---|---|\n",
);
const sets = (arg("--sets") ?? Object.keys(OWN_SETS).join(","))
  .split(",")
  .filter(
    (s) =>
      !NEVER.includes(s) &&
      existsSync(join(root, "eval", "injection", "heldout-own", `inj${OWN_SETS[s as OwnSet].suffix}.txt`)),
  ) as OwnSet[];
for (const s of sets) proseSet(s);

const both = (id: string, text: string): Row[] =>
  (["tool_result", "write"] as const).map((s) => ({ text, surface: s, y: 0 as const, id: `${id} ${s}` }));
const manifest = JSON.parse(readFileSync(join(root, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
  name: string;
  files: { path: string; split: string }[];
}[];
const fresh: Record<"T" | "R", Row[]> = { T: [], R: [] };
const seen = new Set<string>();
for (const e of manifest)
  for (const f of e.files) {
    if (!freshGroup(f.split).endsWith("-tune")) continue; // holdout and report groups are never opened
    const path = freshPath(e, f);
    if (!existsSync(join(root, path))) continue;
    const text = readFileSync(join(root, path), "utf8");
    const h = sha(text);
    if (seen.has(h) || text.trim() === "") continue;
    seen.add(h);
    fresh[sourceHalf(e.name, salt)].push(...both(path, text));
  }
delta(`fresh tune groups half T (salt ${salt}), files × surfaces`, fresh.T);
delta(`fresh tune groups half R (salt ${salt}), files × surfaces`, fresh.R);
const dev = readFileSync(join(root, "eval", "injection", "dev.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "")
  .map((l) => JSON.parse(l) as { id: string; text: string; label: string; surface: InjectionSurface });
delta(
  "dev",
  dev.map((r) => ({ text: r.text, surface: r.surface, y: r.label === "benign" ? 0 : 1, id: r.id })),
);
const piDocs = join(root, "node_modules", "@earendil-works", "pi-coding-agent", "docs");
delta(
  "pi docs",
  readdirSync(piDocs)
    .filter((f) => f.endsWith(".md"))
    .flatMap((f) => both(f, readFileSync(join(piDocs, f), "utf8"))),
);
