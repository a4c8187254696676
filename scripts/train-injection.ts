// `npm run train:injection`: trains the scanner's second stage reproducibly, measures it by group k-fold, writes assets/injection-model.json and eval/injection/MODEL.md.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { InjectionModel } from "../src/engine/injection/model.ts";
import { decodeModel, type ModelAsset } from "../src/engine/injection/model-asset.ts";
import { ruleStage } from "../src/engine/injection/scan.ts";
import { cleanView } from "../src/engine/injection/clean.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { SURFACES, type InjectionSurface } from "../src/engine/injection/types.ts";
import { defaultRows, freshTuneRows, type TrainRow, unitOf } from "./lib/injection-train/data.ts";
import { syntheticRows } from "./lib/injection-train/synthetic.ts";
import { assignFolds, spanningSources, type Strata } from "./lib/injection-train/folds.ts";
import { describeFeatures, trainingOnly, trainSettings } from "./lib/injection-train/options.ts";
import { pinFromEnv } from "./lib/injection-train/pin.ts";
import { assertDefaultRun, compareWithCommitted, readCommitted } from "./lib/injection-train/check.ts";
import { featureDefinition } from "./lib/injection-train/describe.ts";
import { heldOutLines } from "./lib/injection-train/held-out.ts";
import { carrierBalanced, idfScales, scaleVecs } from "./lib/injection-train/weights.ts";
import { type Fingerprints, quantise, rowsFingerprint, scoresFingerprint } from "./lib/injection-train/asset.ts";
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
if (CHECK) assertDefaultRun(process.env);
// INJECTION_TRAIN_PIN=rev (e.g. HEAD): pin this repository's own rows to that commit first (pin.ts), then train
const PIN = pinFromEnv(root, process.env);
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
// our own prose sets 1–9 (eval/injection/heldout-own, tuning data since round 10), one source group per set (own-sets.ts);
// INJECTION_TRAIN_OWN=1 trains on them (off in the shipped run since round 10, see options.ts), INJECTION_TRAIN_LEAVE_OUT=9
// trains on all but set 9 (to score it with the written asset)
const { corpus, real, own } = defaultRows(root, PIN, { own: SET.own, leaveOut: SET.leaveOut });
// INJECTION_TRAIN_FRESH=1 (training-only variant): permissive files of eval/benign-fresh's tune split as benign rows too
if (SET.fresh) real.rows.push(...freshTuneRows(root));
// class-level synthetic rows (templates: quiet task hijacks, tool-description poisoning, benign look-alikes), only with
// INJECTION_TRAIN_SYNTHETIC=1: then always in the training part of every fold and of the model, never scored for a figure.
// Off by default: with them the group CV on the real corpora was lower (round 4: 0.527 / 0.019 / 0.892 against 0.534 / 0.018 /
// 0.905; round 6, cross-fitted anchored calibration: 0.656 / 0.018 / 0.899 against 0.704 / 0.021 / 0.914).
const synthetic = process.env.INJECTION_TRAIN_SYNTHETIC === "1" ? syntheticRows() : [];
const rows: TrainRow[] = [...corpus, ...real.rows, ...own, ...synthetic];
log(
  `rows: ${corpus.length} corpus (${corpus.filter((r) => r.trainable).length} trainable), ${real.rows.length} real-file rows from ${real.files.length} files, ${own.length} own-set rows (sets ${[...new Set(own.map((r) => r.group))].join(", ") || "none"})`,
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
// quick mode (INJECTION_TRAIN_QUICK=1): one point, the settings the full grid chose last (structural features on with
// INJECTION_TRAIN_STRUCTURE=1)
// The structural features are in the grid only with INJECTION_TRAIN_STRUCTURE=1: they cost regex passes over every text
// the model reads (more than the hashed n-grams' own loop on short texts); eval/injection/model-variants.md has their CV
const GRID = SET.quick
  ? [
      {
        l2: Number(process.env.INJECTION_TRAIN_L2 ?? 1e-4),
        realWeight: Number(process.env.INJECTION_TRAIN_REALWEIGHT ?? 4),
        structure: STRUCTURE.includes(true),
      },
    ]
  : [
      { l2: 1e-4, realWeight: 1, structure: false },
      ...[1e-5, 1e-4, 1e-3].flatMap((l2) => STRUCTURE.map((structure) => ({ l2, realWeight: 4, structure }))),
    ];
// INJECTION_TRAIN_OWN_BARS=0 (variant): the own sets' benign rows train and are scored but do not hold the calibration back
const ctx: Ctx = {
  rows,
  ruleScore,
  modelOff: MODEL_OFF,
  bits: OPTS.bits,
  ...(process.env.INJECTION_TRAIN_OWN_BARS === "0" ? { barsSkip: ["own"] } : {}),
};
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
  for (const part of ["train.jsonl", "dev.jsonl", "realfile", ...(own.length > 0 ? ["own"] : [])]) {
    cvLines.push(tableRow(`${mode} · ${part} · all surfaces`, figures(oofScored(mode, (r) => r.part === part))));
    if (part === "realfile") continue;
    if (part === "own")
      for (const g of [...new Set(own.map((r) => r.group))])
        cvLines.push(
          tableRow(`${mode} · ${g} (whole set in one fold)`, figures(oofScored(mode, (r) => r.group === g))),
        );
    for (const s of SURFACES)
      cvLines.push(
        tableRow(`${mode} · ${part} · ${s}`, figures(oofScored(mode, (r) => r.part === part && r.surface === s))),
      );
  }
  cvLines.push(tableRow(`${mode} · both corpora`, figures(oofScored(mode, (r) => r.part.endsWith(".jsonl")))));
  if (own.length > 0)
    cvLines.push(tableRow(`${mode} · both corpora + own sets`, figures(oofScored(mode, (r) => r.part !== "realfile"))));
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
    trainedOn: `${pool.length + synIdx.length} rows: ${synIdx.length} synthetic template rows (scripts/lib/injection-train/synthetic.ts), the trainable rows of eval/injection/{train,dev}.jsonl (MIT, Apache-2.0, BSD-3-Clause, CC0-1.0, CC-BY-4.0, authored for the corpus)${own.length > 0 ? `, ${own.length} rows of this repository's own prose sets (eval/injection/heldout-own, MIT)` : ""} and ${pool.filter((i) => rows[i].part === "realfile").length} benign real-file rows`,
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
// (heldout-own{,2}.jsonl only when the own sets are not trained on: sets 1 and 2 are training rows otherwise)
const hoLines = trainingOnly(SET) ? [] : heldOutLines(rows, pool, ruleScore, shipped, SET.own ? null : evalDir);
if (hoLines.length > 0) section("Held out of the shipped model", hoLines);

const FEATURE_DEFINITION = featureDefinition(SET.features, SET.shape, windowsField);
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
  ...(own.length > 0
    ? [
        `Training data also holds ${own.length} rows of this repository's own hand-written prose sets (${[...new Set(own.map((r) => r.group))].join(", ")};`,
        "eval/injection/heldout-own, MIT, read at the pinned commit; bash rows out), all tuning data since round 10. Each set is one fold",
        "unit, so its cross-validated rows below are a whole set the fold's model never saw; `both corpora` is train.jsonl + dev.jsonl alone.",
        "",
      ]
    : []),
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
  const differs = compareWithCommitted(readCommitted(assetPath, join(evalDir, "MODEL.md")), asset, generated);
  log(
    differs ??
      "--check: assets/injection-model.json and eval/injection/MODEL.md (generated part) are what the committed trainer writes",
  );
  process.exit(differs ? 1 : 0);
}
writeFileSync(join(SET.out ?? evalDir, "MODEL.md"), md.join("\n"));
process.stdout.write(`${md.join("\n")}\n`);
log(`wrote ${assetPath} (${(bytes / 1024).toFixed(0)} KB) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
{
  const both = figures(oofScored(chosen.mode, (r) => r.part.endsWith(".jsonl")));
  const ownFig = figures(oofScored(chosen.mode, (r) => r.part === "own"));
  log(
    `summary${SET.quick ? " (quick)" : ""}: bits ${OPTS.bits}, ${describeFeatures(SET.features)}, ${JSON.stringify({ ...SET.shape, clean: SET.clean, sourceWeight: SET.sourceWeight, realFiles: SET.realFiles, fresh: SET.fresh, carrier: SET.carrier, idf: SET.idf, folds: SET.folds, synthetic: synIdx.length > 0, hyper })}: group CV rules + model, both corpora: recall@0.8 ${f3(both.recallBlock)} / warn ${f3(both.warnRate)} / AUC ${f3(both.auc)}; own sets ${f3(ownFig.recallBlock)} / ${f3(ownFig.warnRate)} / ${f3(ownFig.auc)}`,
  );
}
