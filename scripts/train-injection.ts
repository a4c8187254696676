// `npm run train:injection`: trains the scanner's second stage reproducibly, measures it by group k-fold, writes assets/injection-model.json and eval/injection/MODEL.md.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { InjectionModel } from "../src/engine/injection/model.ts";
import { decodeModel } from "../src/engine/injection/model-asset.ts";
import type { InjectionSurface } from "../src/engine/injection/types.ts";
import { defaultRows, freshTuneRows, type TrainRow } from "./lib/injection-train/data.ts";
import { syntheticRows } from "./lib/injection-train/synthetic.ts";
import { pickRows } from "./lib/injection-train/fresh-picks.ts";
import { withoutOwnBenign } from "./lib/injection-train/own-sets.ts";
import { describeFeatures, trainingOnly, trainSettings } from "./lib/injection-train/options.ts";
import { pinFromEnv } from "./lib/injection-train/pin.ts";
import { assertDefaultRun, compareWithCommitted, readCommitted } from "./lib/injection-train/check.ts";
import { featureDefinition } from "./lib/injection-train/describe.ts";
import { heldOutLines } from "./lib/injection-train/held-out.ts";
import { idfScales, scaleVecs } from "./lib/injection-train/weights.ts";
import { benignDupMap, benignTwins, dupDrops } from "./lib/injection-train/dups.ts";
import { dealCvLine } from "./lib/injection-train/deal-cv.ts";
import { type FitOptions, fitFields, trainerOptions } from "./lib/injection-train/fit-rule.ts";
import { figures, tableHeader } from "./lib/injection-train/metrics.ts";
import { ruleStages, rowVecs } from "./lib/injection-train/stages.ts";
import { buildAsset, runTraining, windowsField, withLength } from "./lib/injection-train/pipeline.ts";
import { buildHead, headShapes } from "./lib/injection-train/own-head.ts";
import { cvLines, familyLines, foldNames, oofScored, transferLines } from "./lib/injection-train/report.ts";
import { modelMd } from "./lib/injection-train/model-md.ts";
import { trainGrid } from "./lib/injection-train/grid.ts";

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
// INJECTION_TRAIN_FIT / _FIT_BAG / _SEED (fit-rule.ts): the fields are in the asset's options only when not the default
const OPTS: FitOptions = trainerOptions(SET.bits, SET.fit);
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
// our own sets (eval/injection/heldout-own: prose sets 1–15 and the shell sets' agent-file writes, 4–16), one source group
// per set, so the group CV leaves authors out (own-sets.ts); INJECTION_TRAIN_OWN=1 trains on them (INJECTION_TRAIN_OWN_SHELL=0
// without the shell sets), INJECTION_TRAIN_LEAVE_OUT=15 trains on all but set 15 (to score it with the written asset);
// `node scripts/model-leave-out.ts --all` leaves each out in turn
const loaded = defaultRows(root, PIN, { own: SET.own, leaveOut: SET.leaveOut, ownShell: SET.ownShell });
const { corpus, real } = loaded;
// INJECTION_TRAIN_OWN_DROP=classes: those classes' own benign rows stay out (options.ts)
const own = withoutOwnBenign(loaded.own, SET.ownDrop);
// INJECTION_TRAIN_FRESH=1 (training-only variant): permissive files of eval/benign-fresh's tune split as benign rows too
if (SET.fresh) real.rows.push(...freshTuneRows(root));
// class-level synthetic rows (templates: quiet task hijacks, tool-description poisoning, benign look-alikes), only with
// INJECTION_TRAIN_SYNTHETIC=1: then always in the training part of every fold and of the model, never scored for a figure.
// Off by default: with them the group CV on the real corpora was lower (round 4: 0.527 / 0.019 / 0.892 against 0.534 / 0.018 /
// 0.905; round 6, cross-fitted anchored calibration: 0.656 / 0.018 / 0.899 against 0.704 / 0.021 / 0.914).
const synthetic = process.env.INJECTION_TRAIN_SYNTHETIC === "1" ? syntheticRows() : [];
// the main model's picked hard negatives (round 28, fresh-picks.ts): fresh tune files of source half T that the model
// alone lifted, in every fit at a real file's weight times INJECTION_TRAIN_PICK_WEIGHT, never scored, not the head's
// rows; INJECTION_TRAIN_PICKS=0 leaves them out
const picked = SET.picks !== "0" ? pickRows(root) : { rows: [], files: 0 };
const allRows: TrainRow[] = [...corpus, ...real.rows, ...own, ...synthetic, ...picked.rows];
// INJECTION_TRAIN_DUPS=bars|drop: near-duplicate benign corpus rows count once in the bars, or only a cluster's first row
// stays (dups.ts); found among the benign rows of train/dev.jsonl that the pool can hold, per surface
const benIdx = allRows
  .map((_, i) => i)
  .filter((i) => allRows[i].y === 0 && allRows[i].part.endsWith(".jsonl") && allRows[i].trainable);
const dupsAll =
  SET.dups === "off" || SET.dups === "sources"
    ? null
    : benignDupMap(
        benIdx,
        allRows.map((r) => r.text),
        allRows.map((r) => r.surface),
      );
const dropped =
  (SET.dups === "drop" || SET.dups === "dedupe" || SET.dups === "pairs") && dupsAll
    ? dupDrops(
        benIdx,
        allRows.map((r) => r.y),
        dupsAll,
      )
    : new Set<number>();
// drop: the near-duplicates leave the rows; dedupe: they stay (scored out of fold, in the bars) but never train; pairs:
// their injected twins (the same text with an order inserted) do not train either, so a template trains once on each side
const twinsOut =
  SET.dups === "pairs" && dupsAll
    ? [
        ...benignTwins(
          allRows.map((_, i) => i).filter((i) => allRows[i].y === 1 && allRows[i].part.endsWith(".jsonl")),
          [...dupsAll.keys()],
          allRows.map((r) => r.text),
          allRows.map((r) => r.surface),
          allRows.map((r) => r.group),
        ),
      ].flatMap(([inj, twin]) => (dropped.has(twin) ? [inj] : []))
    : [];
const rows = SET.dups === "dedupe" || SET.dups === "pairs" ? allRows : allRows.filter((_, i) => !dropped.has(i));
const untrained = SET.dups === "dedupe" || SET.dups === "pairs" ? new Set([...dropped, ...twinsOut]) : undefined;
const dupOf = SET.dups === "bars" && dupsAll ? dupsAll : undefined;
if (dupsAll)
  log(
    `near-duplicate benign corpus rows: ${dupsAll.size} in ${new Set(dupsAll.values()).size} clusters (${SET.dups}${dropped.size ? `: ${dropped.size} ${untrained ? "left out of training" : "dropped"}` : ""}${twinsOut.length ? `, and ${twinsOut.length} injected twins` : ""})`,
  );
log(
  `rows: ${corpus.length} corpus (${corpus.filter((r) => r.trainable).length} trainable), ${real.rows.length} real-file rows from ${real.files.length} files, ${own.length} own-set rows (sets ${[...new Set(own.map((r) => r.group))].join(", ") || "none"})`,
);

// the structural features in the grid only with INJECTION_TRAIN_STRUCTURE=1 (grid.ts)
const STRUCTURE = process.env.INJECTION_TRAIN_STRUCTURE === "1";
const t0 = Date.now();
// INJECTION_TRAIN_CACHE=file keeps the rule stage's output between runs while tuning, by row content (stages.ts; delete
// it when the rules change); never read by --check
const stages = ruleStages(rows, CHECK ? undefined : process.env.INJECTION_TRAIN_CACHE);
const ruleScore = stages.map((s) => s.score);
const vecs = rowVecs(rows, stages, { ...SET, bits: OPTS.bits, structure: STRUCTURE });
log(`features in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
// INJECTION_TRAIN_IDF=1: inputs scaled by document frequency over every row (labels unused); the shipped weights are the
// trained ones times the same scales, so the run time reads an ordinary table (weights.ts)
const idf = SET.idf ? idfScales(vecs, OPTS.bits) : null;
if (idf) scaleVecs(vecs, idf);

// ---- grid, group folds, cross-fitted calibration and the shipped fit (pipeline.ts)
const run = runTraining({
  rows,
  ruleScore,
  vecs,
  opts: OPTS,
  weights: SET,
  folds: { k: FOLDS, how: SET.folds, salt: SET.foldSalt, bag: SET.bag },
  grid: trainGrid(SET.quick, STRUCTURE, process.env),
  modelOff: MODEL_OFF,
  // INJECTION_TRAIN_OWN_BARS=0 (variant): the own sets' benign rows train and are scored but do not hold the calibration back
  ...(process.env.INJECTION_TRAIN_OWN_BARS === "0" ? { barsSkip: ["own"] } : {}),
  // the own sets (when in) train the logit only; calibration, bars and grid read the others (INJECTION_TRAIN_OWN_CAL=1: all)
  ...(SET.ownCal ? {} : { calSkip: ["own"] }),
  ...(dupOf ? { dupOf } : {}),
  // DUPS=sources: a source's false positives weigh one row in the corpora's bars; INJECTION_TRAIN_SOURCE_CAP=n: at most n
  // rows (dups.ts sourceCost)
  ...(SET.dups === "sources" ? { sourceCap: 1 } : SET.sourceCap === undefined ? {} : { sourceCap: SET.sourceCap }),
  ...(untrained ? { untrained } : {}),
  // INJECTION_TRAIN_CAL_SMOOTH=1: the anchored lines by the bootstrap mean of the k-th row (anchor-cut.ts)
  ...(SET.calSmooth ? { smooth: true } : {}),
  fixpos: process.env.INJECTION_TRAIN_FIXPOS === "1",
  ...(SET.picks === "0" ? {} : { picks: SET.picks }),
  // the length correction (length.ts, model-length.ts); INJECTION_TRAIN_LENGTH=0 trains without it, for comparison
  length: process.env.INJECTION_TRAIN_LENGTH !== "0",
  log,
});
const { pool, synIdx, chosen } = run;
// rows in every fit besides the picks (synthetic, fresh variant), and every row the shipped fit read
const extraRows = synIdx.filter((i) => rows[i].category !== "fresh-pick").length;
const hyper = run.best.hyper;
const oof = run.best.oof;
// the chosen point's out-of-fold logits, for studying calibrations without retraining (INJECTION_TRAIN_OUT runs only)
if (SET.out)
  writeFileSync(
    join(SET.out, "oof.json"),
    JSON.stringify({
      pool,
      // row ids, to match rows between runs whose pools differ (another pin)
      id: pool.map((i) => rows[i].id),
      oof: pool.map((i) => oof.get(i) ?? 0),
      folds: pool.map(run.folds.foldOfRow),
      // the logits the CV's cross-fitted scores were computed from (its length term fitted without the row's fold)
      cvOof: pool.map((i) => run.best.cvOof.get(i) ?? 0),
      // the cross-fitted rules + model score and what a figure needs, to pool figures over any rows afterwards
      cv: pool.map((i) => run.best.cv.get(i) ?? 0),
      rule: pool.map((i) => ruleScore[i]),
      y: pool.map((i) => rows[i].y),
      group: pool.map((i) => rows[i].group),
      part: pool.map((i) => rows[i].part),
      surface: pool.map((i) => rows[i].surface),
    }),
  );
const folds = foldNames(run, FOLDS);
for (const f of folds) log(f);
// the CV over INJECTION_TRAIN_CV_DEALS deals of the units to folds (deal-cv.ts; default 5): its mean is the headline
const dealCv = dealCvLine(run, rows, vecs, FOLDS, SET.folds, SET.foldSalt, process.env);
log(`group CV over deals: ${dealCv}`);

// ---- report: out-of-fold figures per part and surface
const report: string[] = [];
const section = (title: string, lines: string[]): void =>
  void report.push(`### ${title}`, "", tableHeader(), ...lines, "");
section(
  `Group ${FOLDS}-fold cross-validation by source (out-of-fold scores; pool: ${pool.length} rows)`,
  cvLines(run, own),
);
section(
  "Per source family (out-of-fold; each family is one fold unit, or split into the units its fold lines count)",
  familyLines(run),
);
// ---- transfer: trained without any dev.jsonl row, measured on all of dev.jsonl (its sources are disjoint by construction)
if (!SET.quick)
  section(
    "Transfer: model trained on train.jsonl (trainable rows) + real files only, measured on all of dev.jsonl (the rules were tuned on dev.jsonl)",
    transferLines(
      run,
      vecs,
      withLength(
        run.fitter.fit(
          pool.filter((i) => rows[i].part !== "dev.jsonl"),
          hyper,
        ),
        run.best.length,
      ),
      chosen.cal,
    ),
  );

// ---- the shipped model: all trainable rows and the real files not held out
const mFinal = run.final;
const asset = buildAsset(run, {
  bits: OPTS.bits,
  features: SET.features,
  shape: SET.shape,
  weights: idf ? mFinal.w.map((w, k) => w * idf[k]) : mFinal.w,
  trainedOn: `${pool.length + extraRows + picked.rows.length} rows: ${extraRows} synthetic template rows (scripts/lib/injection-train/synthetic.ts), ${picked.rows.length > 0 ? `${picked.rows.length} rows of ${picked.files} picked fresh tune files (eval/injection/train-picks.txt), ` : ""}the trainable rows of eval/injection/{train,dev}.jsonl (MIT, Apache-2.0, BSD-3-Clause, CC0-1.0, CC-BY-4.0, authored for the corpus)${own.length > 0 ? `, ${own.length} rows of this repository's own sets (eval/injection/heldout-own: prose sets and the shell sets' agent-file writes, MIT)` : ""} and ${pool.filter((i) => rows[i].part === "realfile").length} benign real-file rows`,
  options: {
    ...OPTS,
    l2: hyper.l2,
    structure: hyper.structure,
    realWeight: hyper.realWeight,
    carrier: SET.carrier,
    idf: SET.idf,
    folds: SET.folds,
    ...(SET.foldSalt === "" ? {} : { foldSalt: SET.foldSalt }),
    ...(SET.calSmooth ? { calSmooth: true } : {}),
    ...(SET.bag > 1 ? { bag: SET.bag } : {}),
    ...(SET.dups === "off" ? {} : { dups: SET.dups }),
    ...(SET.sourceCap === undefined ? {} : { sourceCap: SET.sourceCap }),
    ...(picked.rows.length > 0 ? { picks: picked.files, picksIn: SET.picks, pickWeight: SET.pickWeight } : {}),
    // recorded only when own rows train (the shipped run has none: its meta stays as before)
    ...(own.length > 0
      ? {
          ownWeight: SET.ownWeight,
          ...(SET.ownPosWeight === undefined ? {} : { ownPosWeight: SET.ownPosWeight }),
          ownCal: SET.ownCal,
          ownDrop: SET.ownDrop,
          ownShell: SET.ownShell,
        }
      : {}),
  },
  fingerprints: { rows, ruleScore, pin: PIN.thisRepo },
});
// the own head (round 18, own-head.ts): a second head trained on our own sets, combined with this model by max at run
// time; INJECTION_TRAIN_OWN_HEAD=0 writes the asset without it
if (process.env.INJECTION_TRAIN_OWN_HEAD !== "0") {
  const { train: shape, asset: assetShape } = headShapes(SET.shape, process.env);
  asset.head = buildHead(root, real.rows, { ...SET, shape, assetShape, seed: OPTS.seed }, (hr, bits) =>
    rowVecs(hr, ruleStages(hr, process.env.INJECTION_TRAIN_CACHE), { ...SET, shape, bits, structure: false }),
  );
}
const assetPath = join(SET.out ?? join(root, "assets"), "injection-model.json");
if (!CHECK) writeFileSync(assetPath, `${JSON.stringify(asset)}\n`);
const shipped: InjectionModel = decodeModel(JSON.parse(JSON.stringify(asset)));

// held out of the shipped model (scored by the run-time scan, so not for a training-only variant, which it cannot read)
// (heldout-own{,2}.jsonl only when the own sets are not trained on: sets 1 and 2 are training rows otherwise)
const hoLines = trainingOnly(SET) ? [] : heldOutLines(rows, pool, ruleScore, shipped, SET.own ? null : evalDir);
if (hoLines.length > 0) section("Held out of the shipped model", hoLines);

const bytes = JSON.stringify(asset).length;
const md = modelMd({
  bits: OPTS.bits,
  features: SET.features,
  shape: SET.shape,
  hyper,
  epochs: OPTS.epochs,
  seed: OPTS.seed,
  bytes,
  chosen,
  modelOff: MODEL_OFF,
  featureDefinition: featureDefinition(SET.features, SET.shape, windowsField(SET.shape)),
  synthetic: extraRows,
  picks: { rows: picked.rows.length, files: picked.files, weight: SET.pickWeight, every: SET.picks === "every" },
  own,
  foldNames: folds,
  gridLines: run.gridLines,
  report,
  sweep: run.sweep,
  ...(run.final.length ? { length: run.final.length } : {}),
  ...fitFields(SET.fit),
  dealCv,
});
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
  const both = figures(oofScored(run, chosen.mode, (r) => r.part.endsWith(".jsonl")));
  const ownFig = figures(oofScored(run, chosen.mode, (r) => r.part === "own"));
  log(
    `summary${SET.quick ? " (quick)" : ""}: bits ${OPTS.bits}, ${describeFeatures(SET.features)}, ${JSON.stringify({ ...SET.shape, clean: SET.clean, sourceWeight: SET.sourceWeight, realFiles: SET.realFiles, fresh: SET.fresh, carrier: SET.carrier, idf: SET.idf, folds: SET.folds, synthetic: extraRows > 0, picks: `${picked.files} ${SET.picks}`, hyper })}: group CV rules + model, both corpora: recall@0.8 ${f3(both.recallBlock)} / warn ${f3(both.warnRate)} / AUC ${f3(both.auc)} (first deal); ${dealCv}; own sets ${f3(ownFig.recallBlock)} / ${f3(ownFig.warnRate)} / ${f3(ownFig.auc)}`,
  );
}
