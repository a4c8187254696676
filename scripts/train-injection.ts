// `npm run train:injection`: trains the scanner's second stage reproducibly, measures it by group k-fold, writes assets/injection-model.json and eval/injection/MODEL.md.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { InjectionModel } from "../src/engine/injection/model.ts";
import { decodeModel, type ModelAsset } from "../src/engine/injection/model-asset.ts";
import { ruleStage, scan } from "../src/engine/injection/scan.ts";
import { cleanView } from "../src/engine/injection/clean.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { SURFACES, type InjectionSurface } from "../src/engine/injection/types.ts";
import { defaultRows, freshTuneRows, type TrainRow, unitOf } from "./lib/injection-train/data.ts";
import { syntheticRows } from "./lib/injection-train/synthetic.ts";
import { assignFolds, spanningSources, type Strata } from "./lib/injection-train/folds.ts";
import { describeFeatures, trainingOnly, trainSettings } from "./lib/injection-train/options.ts";
import { readPin, writePin } from "./lib/injection-train/pin.ts";
import { carrierBalanced, idfScales, scaleVecs } from "./lib/injection-train/weights.ts";
import {
  assetDiff,
  type Fingerprints,
  quantise,
  rowsFingerprint,
  scoresFingerprint,
} from "./lib/injection-train/asset.ts";
import { featurize, rowLogit, train, type Lr, type LrOptions, type Vec } from "./lib/injection-train/lr.ts";
import { auc, type Figures, figures, tableHeader, tableRow, type Scored } from "./lib/injection-train/metrics.ts";
import {
  better,
  choose,
  corporaFigures,
  crossFit,
  type Ctx,
  type Mode,
  scoreOf,
  WARN_BAR,
} from "./lib/injection-train/choose.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const evalDir = join(root, "eval", "injection");
// feature set, table size, quick mode and output folder: INJECTION_TRAIN_* (scripts/lib/injection-train/options.ts)
const SET = trainSettings(process.env);
/**
 * `npm run train:injection -- --check`: train exactly as the default run does, write nothing, and exit 1 when the result
 * differs from the committed assets/injection-model.json or eval/injection/MODEL.md (with why: rows, rule scores, pin).
 */
const CHECK = process.argv.includes("--check");
if (CHECK) {
  const knobs = Object.keys(process.env).filter((k) => k.startsWith("INJECTION_TRAIN_"));
  if (knobs.length > 0) throw new Error(`--check compares the default run: unset ${knobs.join(", ")}`);
}
// INJECTION_TRAIN_PIN=rev (e.g. HEAD): pin this repository's own rows to that commit first (pin.ts), then train
if (process.env.INJECTION_TRAIN_PIN) writePin(root, process.env.INJECTION_TRAIN_PIN);
const PIN = readPin(root);
const OPTS: LrOptions = { bits: SET.bits, epochs: 12, lr: 0.5, l2: 1e-5, seed: 20261201, structure: false };
const FOLDS = 5;
/**
 * Surfaces where the shipped model stays off. bash: the corpora hold no benign commands that look like persistence or
 * agent-file writes (appending an alias or PATH to ~/.bashrc, commit messages about prompts), so the model learns
 * ".bashrc" and "prompt" as attacks; the shell layer's parser decides commands.
 */
const MODEL_OFF: InjectionSurface[] = ["bash"];
const log = (s: string): void => void process.stderr.write(`${s}\n`);
const f3 = (x: number | null): string => (x === null ? "-" : x.toFixed(3));

// ---- data
const { corpus, real } = defaultRows(root, PIN);
// INJECTION_TRAIN_FRESH=1 (training-only variant): permissive files of eval/benign-fresh's tune split as benign rows too
if (SET.fresh) real.rows.push(...freshTuneRows(root));
// class-level synthetic rows (templates: quiet task hijacks, tool-description poisoning, benign look-alikes), only with
// INJECTION_TRAIN_SYNTHETIC=1: then always in the training part of every fold and of the model, never scored for a figure.
// Off by default: with them the group CV on the real corpora was lower (round 4: 0.527 / 0.019 / 0.892 against 0.534 / 0.018 /
// 0.905; round 6, cross-fitted anchored calibration: 0.656 / 0.018 / 0.899 against 0.704 / 0.021 / 0.914).
const synthetic = process.env.INJECTION_TRAIN_SYNTHETIC === "1" ? syntheticRows() : [];
const rows: TrainRow[] = [...corpus, ...real.rows, ...synthetic];
log(
  `rows: ${corpus.length} corpus (${corpus.filter((r) => r.trainable).length} trainable), ${real.rows.length} real-file rows from ${real.files.length} files`,
);

// the structural features in the grid only with INJECTION_TRAIN_STRUCTURE=1 (see the grid below)
const STRUCTURE = process.env.INJECTION_TRAIN_STRUCTURE === "1" ? [false, true] : [false];
const t0 = Date.now();
// INJECTION_TRAIN_CACHE=file keeps the rule stage's output between runs while tuning (delete it when the rules change)
const cacheFile = process.env.INJECTION_TRAIN_CACHE;
const cache: { score: number; normText: string }[] | null =
  cacheFile && existsSync(cacheFile) && !CHECK ? JSON.parse(readFileSync(cacheFile, "utf8")) : null;
const stages = rows.map((r, i) => {
  if (cache?.[i]) return cache[i];
  const { rule, normText } = ruleStage(r.text, r.surface);
  return { score: rule.score, normText };
});
if (cacheFile && !cache) writeFileSync(cacheFile, JSON.stringify(stages));
const ruleScore = stages.map((s) => s.score);
// INJECTION_TRAIN_CLEAN=1 (training-only): the model reads the cleaned view (entities, Markdown inside words, leetspeak,
// typos of cue words undone; clean.ts) where the rule stage has one, the normalised text elsewhere
const modelText = (r: TrainRow, i: number): string =>
  SET.clean && r.surface !== "bash"
    ? (cleanView(normalize(r.text).main)?.text ?? stages[i].normText)
    : stages[i].normText;
const vecs: Vec[] = rows.map((r, i) =>
  featurize(modelText(r, i), r.surface, OPTS.bits, SET.features, SET.shape, STRUCTURE.includes(true)),
);
log(`features in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
// INJECTION_TRAIN_IDF=1: inputs scaled by document frequency over every row (labels unused); the shipped weights are the
// trained ones times the same scales, so the run time reads an ordinary table (weights.ts)
const idf = SET.idf ? idfScales(vecs, OPTS.bits) : null;
if (idf) scaleVecs(vecs, idf);

// INJECTION_TRAIN_FRESH=1: the fresh-tune rows are in the training part of every fold and of the model (like synthetic
// rows), never scored, so the folds and the figures stay those of the default run
const isFresh = (i: number): boolean => rows[i].category === "fresh-tune";
const FIXPOS = process.env.INJECTION_TRAIN_FIXPOS === "1";
const pool = rows
  .map((_, i) => i)
  .filter((i) => rows[i].trainable && !rows[i].heldOut && rows[i].part !== "synthetic" && !isFresh(i));
const synIdx = rows.map((_, i) => i).filter((i) => rows[i].part === "synthetic" || isFresh(i));
/** Regularisation and the weight of benign real files, chosen below by group CV (not by training-set fit). */
let hyper = { l2: OPTS.l2, realWeight: 1, structure: OPTS.structure };
const weightOf = (idxs: number[]): number[] => {
  // INJECTION_TRAIN_SOURCE_WEIGHT=1: a row of a source group with n rows of its class weighs 1/sqrt(n), rescaled so the
  // class keeps its row count as total weight (big sources do not dominate); otherwise 1
  const sw = new Map<number, number>();
  for (const y of [0, 1]) {
    const of = idxs.filter((i) => rows[i].y === y);
    const n = new Map<string, number>();
    for (const i of of) n.set(rows[i].group, (n.get(rows[i].group) ?? 0) + 1);
    const raw = of.map((i) => (SET.sourceWeight ? 1 / Math.sqrt(n.get(rows[i].group) ?? 1) : 1));
    const total = raw.reduce((a, b) => a + b, 0);
    for (let k = 0; k < of.length; k++) sw.set(of[k], (raw[k] * of.length) / Math.max(1e-9, total));
  }
  // both classes weigh the same in all: injections are up-weighted to the (weighted) benign count
  const bw = (i: number): number => (rows[i].part === "realfile" ? hyper.realWeight : 1) * (sw.get(i) ?? 1);
  let pos = 0;
  let neg = 0;
  // INJECTION_TRAIN_FIXPOS=1: the extra benign rows (fresh files) do not raise the injections' weight (model7's finding:
  // 980 more benign rows at 4x made every injection weigh 1.6x more and the model leaned positive)
  for (const i of idxs) if (rows[i].y === 0 && !(FIXPOS && isFresh(i))) neg += bw(i);
  for (const i of idxs) if (rows[i].y === 1) pos += sw.get(i) ?? 1;
  const out = idxs.map((i) => (rows[i].y === 1 ? ((sw.get(i) ?? 1) * neg) / Math.max(1, pos) : bw(i)));
  // INJECTION_TRAIN_CARRIER=1: a carrier source's benign rows weigh as much as its injections (weights.ts)
  return SET.carrier
    ? carrierBalanced(
        idxs.map((i) => rows[i].group),
        idxs.map((i) => rows[i].y),
        out,
      )
    : out;
};
const fit = (testless: number[]): Lr => {
  // INJECTION_TRAIN_REALFILES=0: benign real files stay out of the training part (they are still scored out of fold)
  const idxs = [...testless.filter((i) => SET.realFiles || rows[i].part !== "realfile"), ...synIdx];
  return train(
    idxs.map((i) => vecs[i]),
    idxs.map((i) => rows[i].y),
    weightOf(idxs),
    { ...OPTS, l2: hyper.l2, structure: hyper.structure },
  );
};

// ---- group k-fold by source over the pool (group: the row's first repository; real files by collection, the big
// collections split into units: a package's README, a directory). INJECTION_TRAIN_FOLDS=hash|size|stratified (folds.ts):
// whole units either way; `hash` (default) by the unit's name, so new rows never re-deal the others
const groups = new Map<string, Strata>();
for (const i of pool) {
  const g = unitOf(rows[i]);
  if (!groups.has(g)) groups.set(g, new Map());
  const k = `${rows[i].surface}|${rows[i].y}`;
  const s = groups.get(g) as Strata;
  s.set(k, (s.get(k) ?? 0) + 1);
}
const foldOf = assignFolds(groups, FOLDS, SET.folds);
{
  const split = new Set(pool.filter((i) => rows[i].unit !== undefined).map((i) => rows[i].group));
  const spanning = spanningSources(
    pool.map((i) => [rows[i].group, unitOf(rows[i])] as const),
    foldOf,
    split,
  );
  if (spanning.length > 0) throw new Error(`sources in more than one fold: ${spanning.join(", ")}`);
}
const foldOfRow = (i: number): number => foldOf.get(unitOf(rows[i])) ?? -1;
const crossValidate = (): Map<number, number> => {
  const out = new Map<number, number>();
  for (let f = 0; f < FOLDS; f++) {
    const m = fit(pool.filter((i) => foldOfRow(i) !== f));
    for (const i of pool) if (foldOfRow(i) === f) out.set(i, Math.max(-50, rowLogit(m, vecs[i]).z));
  }
  return out;
};
// ---- hyper-parameters by group CV, selected by the figures that decide shipping: rules + model on both corpora,
// recall at block 0.8 among the grid points whose benign warn-rate stays at or below WARN_BAR, AUC as the tie-break
// (choose.ts `better`). Each fold is scored with the calibration and combination chosen on the other folds (crossFit):
// no row's label fits the calibration that scores it. The logit's own OOF AUC is reported, not used.
// quick mode (INJECTION_TRAIN_QUICK=1): one point, the settings the full grid chose last
// The structural features are in the grid only with INJECTION_TRAIN_STRUCTURE=1: they cost regex passes over every text
// the model reads (more than the hashed n-grams' own loop on short texts); eval/injection/model-variants.md has their CV
const GRID = SET.quick
  ? [
      {
        l2: Number(process.env.INJECTION_TRAIN_L2 ?? 1e-4),
        realWeight: Number(process.env.INJECTION_TRAIN_REALWEIGHT ?? 4),
        structure: false,
      },
    ]
  : [
      { l2: 1e-4, realWeight: 1, structure: false },
      ...[1e-5, 1e-4, 1e-3].flatMap((l2) => STRUCTURE.map((structure) => ({ l2, realWeight: 4, structure }))),
    ];
const ctx: Ctx = { rows, ruleScore, modelOff: MODEL_OFF, bits: OPTS.bits };
const gridLines: string[] = [];
let best: { fig: Figures | null; hyper: typeof hyper; oof: Map<number, number>; cv: Map<number, number> } = {
  fig: null,
  hyper,
  oof: new Map(),
  cv: new Map(),
};
for (const h of GRID) {
  hyper = h;
  const o = crossValidate();
  const cv = crossFit(ctx, pool, foldOfRow, FOLDS, o);
  const fig = corporaFigures(ctx, pool, cv.scores);
  const a = auc(pool.map((i) => ({ y: rows[i].y, s: o.get(i) ?? -50 }))) ?? 0;
  gridLines.push(
    `| ${h.l2} | ${h.realWeight} | ${h.structure ? "yes" : "no"} | ${f3(fig.recallBlock)} | ${f3(fig.warnRate)} | ${f3(fig.auc)} | ${a.toFixed(4)} | ${cv.perFold.map((c) => (c.fit === "anchor" ? "anchor" : c.mode)).join(" ")} |`,
  );
  log(
    `grid ${JSON.stringify(h)}: rules + model CV ${f3(fig.recallBlock)} / ${f3(fig.warnRate)} / ${f3(fig.auc)} (logit OOF AUC ${a.toFixed(4)})`,
  );
  if (better(fig, best.fig)) best = { fig, hyper: h, oof: o, cv: cv.scores };
}
hyper = best.hyper;
const oof = best.oof;
// the chosen point's out-of-fold logits, for studying calibrations without retraining (INJECTION_TRAIN_OUT runs only)
if (SET.out)
  writeFileSync(
    join(SET.out, "oof.json"),
    JSON.stringify({ pool, oof: pool.map((i) => oof.get(i) ?? 0), folds: pool.map(foldOfRow) }),
  );
/** Rules + model, cross-fitted out-of-fold: the score of each pool row every CV figure below reads. */
const cvScore = best.cv;
const foldNames: string[] = [];
for (let f = 0; f < FOLDS; f++) {
  const te = pool.filter((i) => foldOfRow(i) === f);
  // a source split into units is named once per fold with the number of its units there
  const units = new Map<string, number>();
  for (const [u, x] of foldOf) {
    if (x !== f) continue;
    const g = rows[pool.find((i) => unitOf(rows[i]) === u) ?? 0].group;
    units.set(g, (units.get(g) ?? 0) + (u === g ? 0 : 1));
  }
  foldNames.push(
    `fold ${f + 1} (${te.length} rows, ${te.filter((i) => rows[i].y === 1).length} injections): ${[...units]
      .map(([g, n]) => (n > 0 ? `${g} (${n} units)` : g))
      .join(", ")}`,
  );
  log(foldNames[f]);
}

// ---- the shipped calibration: chosen on every pool row's out-of-fold logit (the same choice crossFit made per fold)
const sweep: string[] = [];
const chosen = choose(ctx, pool, oof, sweep);
const cal = chosen.cal;
const oofScored = (mode: Mode, filter: (r: TrainRow) => boolean): Scored[] =>
  pool
    .filter((i) => filter(rows[i]))
    .map((i) => ({ y: rows[i].y, s: mode === "rules" ? ruleScore[i] : (cvScore.get(i) ?? 0) }));
log(`chosen on the folds: combine=${chosen.mode}, fit=${chosen.fit}, benign weights ${JSON.stringify(chosen.bw)}`);

// ---- report: out-of-fold figures per part and surface
const report: string[] = [];
const section = (title: string, lines: string[]): void =>
  void report.push(`### ${title}`, "", tableHeader(), ...lines, "");
const cvLines: string[] = [];
for (const mode of ["rules", chosen.mode] as const) {
  for (const part of ["train.jsonl", "dev.jsonl", "realfile"]) {
    cvLines.push(tableRow(`${mode} · ${part} · all surfaces`, figures(oofScored(mode, (r) => r.part === part))));
    if (part === "realfile") continue;
    for (const s of SURFACES)
      cvLines.push(
        tableRow(`${mode} · ${part} · ${s}`, figures(oofScored(mode, (r) => r.part === part && r.surface === s))),
      );
  }
  cvLines.push(tableRow(`${mode} · both corpora`, figures(oofScored(mode, (r) => r.part !== "realfile"))));
}
cvLines.push(
  tableRow(
    `rules · real files eval/benign-hard (tuning part)`,
    figures(oofScored("rules", (r) => r.group.startsWith("hard:"))),
  ),
  tableRow(
    `${chosen.mode} · real files eval/benign-hard (tuning part)`,
    figures(oofScored(chosen.mode, (r) => r.group.startsWith("hard:"))),
  ),
);
section(`Group ${FOLDS}-fold cross-validation by source (out-of-fold scores; pool: ${pool.length} rows)`, cvLines);
const famLines: string[] = [];
for (const g of [...new Set(pool.map((i) => rows[i].group))].sort())
  famLines.push(
    tableRow(`${g}: rules / ${chosen.mode}`, figures(oofScored(chosen.mode, (r) => r.group === g))).replace(
      /^\| ([^|]*)\|/,
      (_m, name) => {
        const r = figures(oofScored("rules", (x) => x.group === g));
        return `| ${name}(rules: recall@0.8 ${f3(r.recallBlock)}, warn ${f3(r.warnRate)}) |`;
      },
    ),
  );
section(
  "Per source family (out-of-fold; each family is one fold unit, or split into the units its fold lines count)",
  famLines,
);

// ---- transfer: trained without any dev.jsonl row, measured on all of dev.jsonl (its sources are disjoint by construction)
const mTransfer = SET.quick ? null : fit(pool.filter((i) => rows[i].part !== "dev.jsonl"));
const devIdx = rows.map((_, i) => i).filter((i) => rows[i].part === "dev.jsonl");
const devScored = (mode: Mode, filter: (r: TrainRow) => boolean): Scored[] =>
  devIdx
    .filter((i) => filter(rows[i]))
    .map((i) => ({ y: rows[i].y, s: scoreOf(ctx, mode, cal, i, mTransfer ? rowLogit(mTransfer, vecs[i]).z : 0) }));
const trLines: string[] = [];
for (const mode of mTransfer ? (["rules", chosen.mode] as const) : []) {
  trLines.push(tableRow(`${mode} · dev.jsonl · all`, figures(devScored(mode, () => true))));
  for (const s of SURFACES)
    trLines.push(tableRow(`${mode} · dev.jsonl · ${s}`, figures(devScored(mode, (r) => r.surface === s))));
}
if (mTransfer)
  section(
    "Transfer: model trained on train.jsonl (trainable rows) + real files only, measured on all of dev.jsonl (the rules were tuned on dev.jsonl)",
    trLines,
  );

// ---- the shipped model: all trainable rows and the real files not held out
const mFinal = fit(pool);
const { q, scale } = quantise(idf ? mFinal.w.map((w, k) => w * idf[k]) : mFinal.w);
const r6 = (x: number): number => Math.round(x * 1e6) / 1e6;
/** The asset's `windows` field: `presence` (the surfaces that read presence counts) only with INJECTION_TRAIN_COUNTS=presence. */
const windowsField = {
  length: SET.shape.window,
  blocks: SET.shape.blocks,
  ...(SET.shape.counts === "presence" ? { presence: [...(SET.shape.presenceOn ?? SURFACES)] } : {}),
};
const asset: ModelAsset = {
  format: 1,
  bits: OPTS.bits,
  features: SET.features,
  windows: windowsField,
  scale,
  weights: Buffer.from(q.buffer).toString("base64"),
  dense: [...mFinal.dense].map(r6),
  calibration: Object.fromEntries(SURFACES.map((s) => [s, cal[s].map(r6)])) as ModelAsset["calibration"],
  combine: chosen.mode === "max" ? "max" : "stack",
  surfaces: SURFACES.filter((s) => !MODEL_OFF.includes(s)),
  meta: {
    trainedOn: `${pool.length + synIdx.length} rows: ${synIdx.length} synthetic template rows (scripts/lib/injection-train/synthetic.ts), the trainable rows of eval/injection/{train,dev}.jsonl (MIT, Apache-2.0, BSD-3-Clause, CC0-1.0, CC-BY-4.0, authored for the corpus) and ${pool.filter((i) => rows[i].part === "realfile").length} benign real-file rows`,
    options: {
      ...OPTS,
      l2: hyper.l2,
      structure: hyper.structure,
      realWeight: hyper.realWeight,
      carrier: SET.carrier,
      idf: SET.idf,
      folds: SET.folds,
    },
    benignWeight: chosen.bw,
    off: MODEL_OFF,
    // what `--check` and test/engine/injection/model-asset.reproduce.test.ts compare (asset.ts)
    fingerprints: {
      rows: rowsFingerprint(rows),
      ruleScores: scoresFingerprint(ruleScore),
      pin: PIN.thisRepo,
    } satisfies Fingerprints,
  },
};
const assetPath = join(SET.out ?? join(root, "assets"), "injection-model.json");
if (!CHECK) writeFileSync(assetPath, `${JSON.stringify(asset)}\n`);
const shipped: InjectionModel = decodeModel(JSON.parse(JSON.stringify(asset)));

// held out of the shipped model (scored by the run-time scan, so not for a training-only variant, which it cannot read)
const hoLines: string[] = [];
if (!trainingOnly(SET)) heldOutReport();
function heldOutReport(): void {
  // held out of the shipped model: a quarter of the real files, and every evaluation-only row (GPL, CC BY-SA, tool output)
  const inPool = new Set(pool);
  const outIdx = rows.map((_, i) => i).filter((i) => !inPool.has(i) && rows[i].part !== "synthetic");
  const shippedScore = outIdx.map((i) => ({ i, s: scan(rows[i].text, rows[i].surface, { model: shipped }).score }));
  for (const mode of ["rules", "shipped"] as const) {
    const pick = (f: (r: TrainRow) => boolean): Scored[] =>
      shippedScore
        .filter((x) => f(rows[x.i]))
        .map((x) => ({ y: rows[x.i].y, s: mode === "rules" ? ruleScore[x.i] : x.s }));
    hoLines.push(
      tableRow(
        `${mode} · held-out real files (${rows.filter((r) => r.heldOut).length / 2} files × 2 surfaces)`,
        figures(pick((r) => r.part === "realfile")),
      ),
    );
    for (const g of ["real:pi-docs", "real:npm-readmes", "real:this-repo"])
      hoLines.push(tableRow(`${mode} · held-out ${g}`, figures(pick((r) => r.part === "realfile" && r.group === g))));
    hoLines.push(
      tableRow(
        `${mode} · evaluation-only corpus rows (GPL-3.0, CC BY-SA 4.0, tool output)`,
        figures(pick((r) => r.part !== "realfile")),
      ),
    );
  }
  // eval/injection/heldout-own.jsonl and heldout-own2.jsonl (hand-written weak classes and agent-benchmark shapes with their
  // look-alikes, never trained on; `tune` was looked at while changing the rules, `report` was not)
  for (const ownName of ["heldout-own.jsonl", "heldout-own2.jsonl"]) {
    const ownFile = join(evalDir, ownName);
    if (!existsSync(ownFile)) continue;
    const own = readFileSync(ownFile, "utf8")
      .split("\n")
      .filter((l) => l.trim() !== "")
      .map((l) => JSON.parse(l) as { text: string; label: string; surface: InjectionSurface; split: string });
    for (const split of ["tune", "report"])
      for (const mode of ["rules", "shipped"] as const) {
        const part = own.filter((r) => r.split === split);
        hoLines.push(
          tableRow(
            `${mode} · ${ownName}, ${split} half`,
            figures(
              part.map((r) => ({
                y: r.label === "injection" ? 1 : 0,
                s: scan(r.text, r.surface, { model: mode === "rules" ? null : shipped }).score,
              })),
            ),
          ),
        );
      }
  }
}
if (hoLines.length > 0) section("Held out of the shipped model", hoLines);

const WINDOWS_TEXT =
  (SET.shape.counts === "presence"
    ? `with presence counts on ${(SET.shape.presenceOn ?? SURFACES).join(", ")} (each bucket's weight once per window however often its n-gram repeats; the divisor still counts every n-gram; a block pair's sum is the first block's distinct buckets plus the second's not in the first) and linear counts elsewhere; they `
    : "") +
  (SET.shape.blocks
    ? `are pairs of neighbouring ${SET.shape.window / 2}-character blocks, each block hashed from a fresh state (no n-gram straddles a block edge; a text within one block is one window), the pair's sum the first block's sum plus the second's`
    : `are ${SET.shape.window}-character slices every ${SET.shape.window / 2}`);
/** The asset's feature definition (kept here so a rewrite of the inference loop can check it keeps the same buckets). */
const FEATURE_DEFINITION = [
  "Feature definition (`forEachNgram` in src/engine/injection/model-ngrams.ts, the reference the window loops in model-windows.ts and",
  `model-loops.ts must match bucket for bucket; the asset's \`features\` field: ${JSON.stringify(SET.features)}): over the normalised`,
  "text, whitespace runs folded to one space; character n-gram hashes h3 = imul(imul(imul(c2 + 1, 0x01000193) ^ c1, 0x01000193) ^ c,",
  "0x01000193), h4 = imul(h3 ^ (c3 << 16), 0x5bd1e995), h5 = imul(h4 ^ (c4 << 8), 0x5bd1e995), each order emitted only when the",
  "feature set names it, with seeds 0x9e3779b1 / 0x85ebca77 / 0xc2b2ae3d; word unigrams (word = run of [a-z0-9_A-Z] or code point",
  "> 127, FNV-1a-style imul(w ^ c, 0x01000193) from 0) as mix(w ^ 0x27d4eb2f) and bigrams as mix(imul(prev, 0x01000193) ^ w ^",
  "0x165667b1), where w and prev are the mixed unigram hashes; bucket = mix(h ^ seed) >>> (32 - bits), with mix = murmur3's fmix",
  "(hash `fmix`) or imul(x, 0x9e3779b1) (hash `mul`). A window's logit is the sum of its buckets' weights divided by",
  `sqrt(max(n-grams, 256)); windows (the asset's \`windows\` field: ${JSON.stringify(windowsField)}) ${WINDOWS_TEXT};`,
  "the text's logit is the best window plus the surface's bias",
  "(plus, only when the asset's `dense` has 10 entries, the structural features of model-structure.ts times dense[4..9]). An asset",
  "without `features` reads character 3/4/5-grams and word 1/2-grams with fmix; one without `windows` reads 512-character slices every 256.",
];
const bytes = JSON.stringify(asset).length;
const md = [
  "# The injection scanner's second stage: how it was trained and what it measured",
  "",
  "Generated by `npm run train:injection` (scripts/train-injection.ts); do not edit by hand.",
  "",
  `Model: logistic regression over 2^${OPTS.bits} hashed buckets of ${describeFeatures(SET.features)} of the normalised text, scored on`,
  `half-overlapping ${SET.shape.window}-character windows${SET.shape.blocks ? ` made of ${SET.shape.window / 2}-character blocks` : ""} (the highest window counts; texts over 12,000 characters give their head and tail 6,000),`,
  `one bias per surface${hyper.structure ? ", plus six text-level structural features (src/engine/injection/model-structure.ts: second-person imperatives, you-density, 'before you … first', AI addressed, urgency, orders inside data formats)" : ""}. SGD on the highest window of each row, ${OPTS.epochs} epochs, seed ${OPTS.seed}. Weights int8-quantised: asset ${(bytes / 1024).toFixed(0)} KB.`,
  `Combination and calibration chosen on the folds: \`${chosen.mode}\`, fitted ${chosen.fit === "anchor" ? "by anchoring" : `by weighted log-loss, benign rows weighted per surface ${JSON.stringify(chosen.bw)}`}`,
  "(`stack`: p = sigmoid(a·z + c·rule score + b) per surface, fitted on out-of-fold logits; `max`: the larger of the rule score and the",
  "calibrated model, sigmoid(a·z + b); `anchor`: `max` with each surface's line put through 0.5 at the lowest logit where the model's own",
  "out-of-fold false positives meet the warn bars (never below the Platt line's 0.5) and through 0.8 where they meet the block bars, at",
  "least one logit higher so scores between stay graded, instead of a log-loss fit). The bars:",
  "every text the rules block stays blocked, and the model's own out-of-fold false positives (benign rows it lifts over a threshold the",
  "rules alone did not reach) stay ≤ 0.005 warn on the corpora and on real files and ≤ 0.0025 block; best recall at 0.8 among the fits",
  "that meet them. Every CV figure below is cross-fitted: a fold's rows are scored with the calibration chosen on the other four folds.",
  `The remaining false positives on real files are the rules' (see the \`rules\` rows). The model is off on: ${MODEL_OFF.join(", ") || "none"} (the rule score stands alone there; see MODEL_OFF in the script for why).`,
  "",
  ...FEATURE_DEFINITION,
  "",
  ...(synIdx.length > 0
    ? [
        `Training data also holds ${synIdx.length} synthetic rows made by templates (scripts/lib/injection-train/synthetic.ts: quiet task hijacks in mail,`,
        "calendar, page, API, README and comment carriers, poisoned tool descriptions, and benign look-alikes of both). They are in the training part",
        "of every fold and of the model and are never scored: every figure below is on real sources only.",
      ]
    : [
        "No synthetic rows (INJECTION_TRAIN_SYNTHETIC=1 adds 600 template rows of the quiet-hijack and tool-poisoning classes; with them the",
        "group CV on the real corpora was lower: rules + model 0.527 / 0.019 / 0.892 recall@0.8 / warn / AUC against 0.534 / 0.018 / 0.905 in",
        "round 4, and 0.656 / 0.018 / 0.899 against 0.704 / 0.021 / 0.914 in round 6 with the cross-fitted anchored calibration).",
      ]),
  "",
  "**Figures on tuning data overstate quality.** The cross-validated and transfer figures are on sources the fold's model did not",
  "see, but the rules were tuned on dev.jsonl, so every `rules` figure on dev.jsonl (and the rule part of the combined score there) is a",
  "tuning-set figure. Attack texts from one public source (e.g. JailbreakBench prompts) appear in several carriers, so a fold may",
  "hold rows whose inserted text shares a source with training rows.",
  "",
  ...foldNames.map((f) => `- ${f}`),
  "",
  `Hyper-parameters chosen by the same group folds, by rules + model on both corpora (cross-fitted calibration): the best`,
  `recall@0.8 among the points with benign warn-rate ≤ ${WARN_BAR}, AUC as the tie-break. Chosen: L2 ${hyper.l2}, benign real files`,
  `weighted ${hyper.realWeight}x, structural features ${hyper.structure ? "on" : "off"}. Grid (the last column: the combination each fold's calibration chose):`,
  "",
  "| L2 | real-file weight | structural features | recall@0.8 | warn-rate | AUC | logit OOF AUC, all pool rows | per fold |",
  "|---:|---:|---|---:|---:|---:|---:|---|",
  ...gridLines,
  "",
  ...report,
  "### Calibration sweep on the folds",
  "",
  "Per surface, on the corpora: recall@0.8, warn-rate, AUC; the model's own false positives (benign rows it lifts over",
  "0.5 or 0.8 where the rules alone stayed below); whether every row the rules block stays blocked.",
  "",
  "| combine | surface | benign weight | recall@0.8 | warn-rate | AUC | model-added warn (corpora) | model-added warn (real) | model-added block (real) | rule blocks kept | meets the bars |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|",
  ...sweep,
  "",
];
// the hand-kept record of the feature sets tried (their CV and cost), read when MODEL.md is written; `--check` compares
// only the generated part above it, so editing the record needs no retrain
const generated = `${md.join("\n")}\n`;
const variantsFile = join(evalDir, "model-variants.md");
if (existsSync(variantsFile)) md.push(readFileSync(variantsFile, "utf8").trimEnd(), "");
if (CHECK) {
  const committed = JSON.parse(readFileSync(assetPath, "utf8")) as ModelAsset;
  const why = assetDiff(committed, asset);
  const bytesSame = readFileSync(assetPath, "utf8") === `${JSON.stringify(asset)}\n`;
  const mdSame = readFileSync(join(evalDir, "MODEL.md"), "utf8").startsWith(generated);
  if (!bytesSame || !mdSame) {
    log(
      `--check: ${bytesSame ? "" : `assets/injection-model.json differs from what the trainer writes (${why.join("; ") || "bytes only"}); `}${mdSame ? "" : "eval/injection/MODEL.md's generated part differs; "}retrain with npm run train:injection`,
    );
    process.exit(1);
  }
  log(
    "--check: assets/injection-model.json and eval/injection/MODEL.md (generated part) are what the committed trainer writes",
  );
  process.exit(0);
}
writeFileSync(join(SET.out ?? evalDir, "MODEL.md"), md.join("\n"));
process.stdout.write(`${md.join("\n")}\n`);
log(`wrote ${assetPath} (${(bytes / 1024).toFixed(0)} KB) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
{
  const both = figures(oofScored(chosen.mode, (r) => r.part !== "realfile"));
  log(
    `summary${SET.quick ? " (quick)" : ""}: bits ${OPTS.bits}, ${describeFeatures(SET.features)}, ${JSON.stringify({ ...SET.shape, clean: SET.clean, sourceWeight: SET.sourceWeight, realFiles: SET.realFiles, fresh: SET.fresh, carrier: SET.carrier, idf: SET.idf, folds: SET.folds, synthetic: synIdx.length > 0, hyper })}: group CV rules + model, both corpora: recall@0.8 ${f3(both.recallBlock)} / warn ${f3(both.warnRate)} / AUC ${f3(both.auc)}`,
  );
}
