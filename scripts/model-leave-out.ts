// `node scripts/model-leave-out.ts --all [--tune]` (or `--set 9,11`): each own prose set left out of training in turn and scored by the full scanner, with the public CV lines of every run, in one table.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultRows } from "./lib/injection-train/data.ts";
import { trainGrid } from "./lib/injection-train/grid.ts";
import {
  type LeaveOutSettings,
  leaveOut,
  PUBLIC_LINES,
  type RunResult,
  scanScores,
  setFigures,
} from "./lib/injection-train/leave-out.ts";
import type { LrOptions } from "./lib/injection-train/lr.ts";
import type { Figures } from "./lib/injection-train/metrics.ts";
import { trainSettings } from "./lib/injection-train/options.ts";
import { OWN_TRAIN_SETS, ownGroup, withoutOwnBenign } from "./lib/injection-train/own-sets.ts";
import { readPin } from "./lib/injection-train/pin.ts";
import { ruleStages, rowVecs } from "./lib/injection-train/stages.ts";

/** The own sets a leave-out run scores: every set but 1 and 2 (the oldest, always trained on). */
const LEFT_OUT_SETS = ["3", "5", "7", "9", "11"];
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const sets = process.argv.includes("--all") ? LEFT_OUT_SETS : (arg("--set") ?? "").split(",").filter((x) => x);
if (sets.length === 0 || sets.some((s) => !(OWN_TRAIN_SETS as readonly string[]).includes(s)))
  throw new Error(`--all, or --set with own sets among ${OWN_TRAIN_SETS.join(", ")}`);
const log = (s: string): void => void process.stderr.write(`${s}\n`);
// the trainer's settings and variant knobs (INJECTION_TRAIN_OWN_WEIGHT, _OWN_CAL=1, _OWN_DROP, _CARRIER, ...); one grid point, the
// shipped asset's (L2 1e-3, real files 4x) unless INJECTION_TRAIN_L2 / _REALWEIGHT say otherwise
const SET = trainSettings({ INJECTION_TRAIN_L2: "1e-3", ...process.env, INJECTION_TRAIN_QUICK: "1" });
const STRUCTURE = process.env.INJECTION_TRAIN_STRUCTURE === "1";
const hyper = trainGrid(true, STRUCTURE, { INJECTION_TRAIN_L2: "1e-3", ...process.env })[0];
const opts: LrOptions = { bits: SET.bits, epochs: 12, lr: 0.5, l2: hyper.l2, seed: 20261201, structure: false };

const t0 = Date.now();
const { corpus, real, own } = defaultRows(root, readPin(root), { own: true });
const rows = withoutOwnBenign([...corpus, ...real.rows, ...own], SET.ownDrop);
// the rule stage once for every run (INJECTION_TRAIN_CACHE keeps it between invocations, by row content)
const stages = ruleStages(rows, process.env.INJECTION_TRAIN_CACHE);
const vecs = rowVecs(rows, stages, { ...SET, bits: SET.bits, structure: STRUCTURE });
const prepared = { rows, ruleScore: stages.map((s) => s.score), vecs };
log(`${rows.length} rows (${own.length} own) prepared in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
const settings: LeaveOutSettings = {
  opts,
  weights: SET,
  hyper,
  features: SET.features,
  shape: SET.shape,
  ...(SET.ownCal ? {} : { calSkip: ["own"] }),
  log: () => {},
};

const rules: RunResult = {
  left: "rules",
  publicLines: [],
  sets: Object.fromEntries(
    sets.map((k) => {
      const of = rows.filter((r) => r.group === ownGroup(k));
      return [k, setFigures(of, scanScores(of, null))];
    }),
  ),
};
// the public rows alone (every own set out): what the own sets add is measured against this
const base = leaveOut(prepared, OWN_TRAIN_SETS, sets, settings, "no own sets");
log(`public-only run done at ${((Date.now() - t0) / 1000).toFixed(0)} s`);
const runs = sets.map((k) => {
  const r = leaveOut(prepared, [k], [k], settings, k);
  log(`set ${k} left out: done at ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return r;
});

const f3 = (x: number | null): string => (x === null ? "-" : x.toFixed(3));
const cell = (f: Figures): string => `${f3(f.recallBlock)} / ${f3(f.warnRate)} / ${f3(f.auc)}`;
const out: string[] = [
  `Leave one own set out (${JSON.stringify({ l2: hyper.l2, realWeight: hyper.realWeight, ownWeight: SET.ownWeight, ownCal: SET.ownCal, ownDrop: SET.ownDrop, carrier: SET.carrier })}):`,
  "each set scored by the full scanner; recall@0.8 / benign warn / AUC; half A tunes, half B is read once.",
  "",
  "| set k | half | rules alone | trained without any own set | trained without set k |",
  "|---|---|---|---|---|",
];
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
// --tune: half A only (and no per-class line), for comparing variants without reading half B
const TUNE = process.argv.includes("--tune");
for (const half of TUNE ? (["A"] as const) : (["A", "B", "all"] as const)) {
  for (const [j, k] of sets.entries()) {
    const h = (r: RunResult): Figures => (r.sets[k] as ReturnType<typeof setFigures>)[half];
    out.push(`| ${k} | ${half} | ${cell(h(rules))} | ${cell(h(base))} | ${cell(h(runs[j] as RunResult))} |`);
  }
  const avg = (r: (k: string, j: number) => RunResult): string => {
    const fs = sets.map((k, j) => (r(k, j).sets[k] as ReturnType<typeof setFigures>)[half]);
    return `${mean(fs.map((f) => f.recallBlock ?? 0)).toFixed(3)} / ${mean(fs.map((f) => f.warnRate ?? 0)).toFixed(3)} / ${mean(fs.map((f) => f.auc ?? 0)).toFixed(3)}`;
  };
  out.push(`| mean | ${half} | ${avg(() => rules)} | ${avg(() => base)} | ${avg((_k, j) => runs[j] as RunResult)} |`);
}
out.push("", "Public CV lines of each run (group 5-fold out of fold, rules + model):", "");
out.push(`| run | ${PUBLIC_LINES.map(([n]) => n).join(" | ")} |`, `|---|${PUBLIC_LINES.map(() => "---").join("|")}|`);
for (const r of [base, ...runs])
  out.push(
    `| ${r.left === "no own sets" ? "no own sets" : `without set ${r.left}`} | ${r.publicLines.map(cell).join(" | ")} |`,
  );
if (!TUNE) out.push("", "Recall@0.8 by class (all rows): rules / no own sets / without set k", "");
for (const [j, k] of TUNE ? [] : sets.entries()) {
  const cls = Object.keys((rules.sets[k] as ReturnType<typeof setFigures>).byClass);
  const of = (r: RunResult, c: string): string => f3(r.sets[k]?.byClass[c] ?? null);
  out.push(
    `- set ${k}: ${cls.map((c) => `${c} ${of(rules, c)}/${of(base, c)}/${of(runs[j] as RunResult, c)}`).join(", ")}`,
  );
}
process.stdout.write(`${out.join("\n")}\n`);
log(`done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
