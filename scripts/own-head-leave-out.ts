// `node scripts/own-head-leave-out.ts [--tune] [--write PATH]`: the own head (own-head.ts) trained without each of sets 13, 15, 17 and 23 in turn, each scored by the full scanner with and without it, plus the public lines and the candidate asset.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeModel, shippedModel } from "../src/engine/injection/model-asset.ts";
import { combinedScore, type InjectionModel, logit } from "../src/engine/injection/model.ts";
import { headProbability } from "../src/engine/injection/model-head.ts";
import { scan } from "../src/engine/injection/scan.ts";
import { corpusRows, realFileRows, strHash, type TrainRow } from "./lib/injection-train/data.ts";
import { type Figures, figures } from "./lib/injection-train/metrics.ts";
import { trainSettings } from "./lib/injection-train/options.ts";
import {
  HEAD_SURFACES,
  headAsset,
  headGroupOf,
  headLineFromEnv,
  headSetRows,
  headWithoutFromEnv,
  trainHead,
  headShapes,
} from "./lib/injection-train/own-head.ts";
import { classHalves, ownGroup } from "./lib/injection-train/own-sets.ts";
import { type Carrier, plantedRows, tuneCarriers } from "./lib/injection-train/plant.ts";
import { setFigures } from "./lib/injection-train/leave-out.ts";
import { readPin } from "./lib/injection-train/pin.ts";
import { ruleStages, rowVecs } from "./lib/injection-train/stages.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const arg = (n: string): string | undefined => (argv.includes(n) ? argv[argv.indexOf(n) + 1] : undefined);
const TUNE = argv.includes("--tune");
const JUDGED = (arg("--sets") ?? "13,15,17,23").split(",");
const HEAD_BITS = Number(process.env.INJECTION_TRAIN_HEAD_BITS ?? 16);
const LINE = headLineFromEnv(process.env);
const WITHOUT = headWithoutFromEnv(process.env);
const log = (s: string): void => void process.stderr.write(`${s}\n`);
const SET = trainSettings({ ...process.env, INJECTION_TRAIN_QUICK: "1" });
// the head's windows as trained and as read (INJECTION_TRAIN_HEAD_SHIFTED, own-head.ts)
const HEAD_SHAPES = headShapes(SET.shape, process.env);
const opts = {
  bits: HEAD_BITS,
  epochs: 12,
  lr: 0.5,
  l2: Number(process.env.INJECTION_TRAIN_HEAD_L2 ?? 1e-3),
  seed: 20261201,
  structure: false,
};

const t0 = Date.now();
const main = shippedModel().model as InjectionModel;
const own = headSetRows(root);
const real = realFileRows(root, readPin(root)).rows.filter((r) => r.trainable && HEAD_SURFACES.includes(r.surface));
const pub = [
  ...corpusRows(join(root, "eval/injection/train.jsonl"), "train.jsonl"),
  ...corpusRows(join(root, "eval/injection/dev.jsonl"), "dev.jsonl"),
].filter((r) => HEAD_SURFACES.includes(r.surface));
// planted orders (plant.ts): carriers of one source in five are reserved for the judge and never train a head; the head
// trains on planted rows only with INJECTION_TRAIN_HEAD_PLANT=1
const PLANT = process.env.INJECTION_TRAIN_HEAD_PLANT === "1";
const carriers = tuneCarriers(root, opts.seed);
const reserved = (c: Carrier): boolean => strHash(c.source) % 5 === 0;
const headOwn = own.filter((r) => HEAD_SURFACES.includes(r.surface));
const planted = PLANT
  ? plantedRows(
      headOwn,
      carriers.filter((c) => !reserved(c)),
      HEAD_SURFACES,
      opts.seed,
    )
  : [];
// the judge's long rows: set k's half A rows planted into reserved carriers, and those carriers bare
const judged = JUDGED.flatMap((k) => {
  const rows = headOwn.filter((r) => r.group === ownGroup(k));
  const half = classHalves(rows.map((r) => ({ cls: r.category, y: r.y })));
  return plantedRows(
    rows.filter((_, i) => half[i] === "A"),
    carriers.filter(reserved),
    ["tool_result"],
    opts.seed + 1,
  ).map((r) => ({ ...r, part: r.id.startsWith("carrier:") ? "judge-carrier" : `judge:${k}` }));
});
const judgeCarriers = [...new Map(judged.filter((r) => r.part === "judge-carrier").map((r) => [r.id, r])).values()];
const all: TrainRow[] = [
  ...own,
  ...real,
  ...pub,
  ...planted,
  ...judged.filter((r) => r.part !== "judge-carrier"),
  ...judgeCarriers,
];
const stages = ruleStages(all, process.env.INJECTION_TRAIN_CACHE);
const vecs = rowVecs(all, stages, {
  bits: HEAD_BITS,
  features: SET.features,
  shape: HEAD_SHAPES.train,
  clean: false,
  structure: false,
});
log(
  `${all.length} rows (${own.length} own, ${real.length} real, ${pub.length} public, ${planted.length} planted, ${judged.length} judge rows over ${carriers.filter(reserved).length} of ${carriers.length} carriers) prepared in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
);

// main's score of every row, as scan() computes it (the rule score, then the main model by max or stack)
const mainScore = all.map((r, i) =>
  main.surfaces.includes(r.surface)
    ? combinedScore(main, logit(main, stages[i].normText, r.surface), r.surface, stages[i].score)
    : stages[i].score,
);
const isHeadTrain = (r: TrainRow): boolean =>
  (r.part === "own" || r.part === "realfile") && HEAD_SURFACES.includes(r.surface);

/** Trains the head on the head rows outside `out`, returns it decoded as the run time reads it, and its asset. */
function headWithout(out: readonly string[]): { head: InjectionModel; asset: ReturnType<typeof headAsset> } {
  const groups = new Set([...out, ...WITHOUT].map(headGroupOf));
  const idx = all.map((_, i) => i).filter((i) => isHeadTrain(all[i]) && !groups.has(all[i].group));
  const m = trainHead(
    idx.map((i) => all[i]),
    idx.map((i) => vecs[i]),
    opts,
    5,
    LINE,
  );
  const asset = headAsset(m, {
    line: LINE,
    bits: HEAD_BITS,
    features: SET.features,
    shape: HEAD_SHAPES.asset,
    trainedOn: `${idx.length} rows: own sets without ${out.join(", ") || "none"}, benign real files`,
  });
  return { head: decodeModel(JSON.parse(JSON.stringify(asset))), asset };
}
const withHead = (head: InjectionModel, i: number): number =>
  Math.max(mainScore[i], headProbability(head, logit(head, stages[i].normText, all[i].surface), all[i].surface));

const f3 = (x: number | null): string => (x === null ? "-" : x.toFixed(3));
const cell = (f: Figures): string => `${f3(f.recallBlock)} / ${f3(f.warnRate)} / ${f3(f.auc)}`;
const out: string[] = [
  `Own head, leave one set out (bits ${HEAD_BITS}, L2 ${opts.l2}, line ${JSON.stringify(LINE)}); recall@0.8 / benign warn / AUC, full scanner`,
  "",
  "| set k | half | main | main + head without set k | planted in reserved carriers: main | main + head |",
  "|---|---|---|---|---|---|",
];
const halves = TUNE ? (["A"] as const) : (["A", "B", "all"] as const);
const sums: Record<string, number[]> = {};
for (const k of JUDGED) {
  const { head } = headWithout([k]);
  const idx = all
    .map((_, i) => i)
    .filter((i) => all[i].group === ownGroup(k) && all[i].part === "own" && !all[i].id.startsWith("plant:"));
  const rows = idx.map((i) => all[i]);
  const base = setFigures(
    rows,
    idx.map((i) => mainScore[i]),
  );
  const cand = setFigures(
    rows,
    idx.map((i) => withHead(head, i)),
  );
  // --lifted: the benign rows of set k (tuning data) the head alone lifts over 0.5, for looking at what it mistakes
  if (argv.includes("--lifted"))
    for (const i of idx)
      if (all[i].y === 0 && mainScore[i] < 0.5 && withHead(head, i) >= 0.5)
        log(
          `lifted ${all[i].id} [${all[i].category}/${all[i].surface}] ${all[i].text.slice(0, 160).replace(/\s+/g, " ")}`,
        );
  const pIdx = all.map((_, i) => i).filter((i) => all[i].part === `judge:${k}` || all[i].part === "judge-carrier");
  const pBase = figures(pIdx.map((i) => ({ y: all[i].y, s: mainScore[i] })));
  const pCand = figures(pIdx.map((i) => ({ y: all[i].y, s: withHead(head, i) })));
  for (const h of halves) {
    out.push(`| ${k} | ${h} | ${cell(base[h])} | ${cell(cand[h])} | ${cell(pBase)} | ${cell(pCand)} |`);
    const pacc = (sums[`plant${h}`] ??= [0, 0, 0, 0]);
    pacc[0] += (pBase.recallBlock ?? 0) / JUDGED.length;
    pacc[1] += (pBase.warnRate ?? 0) / JUDGED.length;
    pacc[2] += (pCand.recallBlock ?? 0) / JUDGED.length;
    pacc[3] += (pCand.warnRate ?? 0) / JUDGED.length;
    const acc = (sums[h] ??= [0, 0, 0, 0]);
    acc[0] += (base[h].recallBlock ?? 0) / JUDGED.length;
    acc[1] += (base[h].warnRate ?? 0) / JUDGED.length;
    acc[2] += (cand[h].recallBlock ?? 0) / JUDGED.length;
    acc[3] += (cand[h].warnRate ?? 0) / JUDGED.length;
  }
  log(`set ${k} done at ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
for (const h of halves) {
  const [br, bw, cr, cw] = sums[h] as number[];
  const [pbr, pbw, pcr, pcw] = sums[`plant${h}`] as number[];
  out.push(
    `| mean | ${h} | ${f3(br)} / ${f3(bw)} | ${f3(cr)} / ${f3(cw)} | ${f3(pbr)} / ${f3(pbw)} | ${f3(pcr)} / ${f3(pcw)} |`,
  );
}

// the head on every own set, for the public lines (out of sample for the head) and the candidate asset
const full = headWithout([]);
out.push("", "Public lines (the head never trains on them): recall@0.8 / benign warn / AUC", "");
out.push("| line | main | main + head | benign rows the head lifts over 0.5 / 0.8 |", "|---|---|---|---|");
for (const part of ["train.jsonl", "dev.jsonl"])
  for (const s of HEAD_SURFACES) {
    const idx = all.map((_, i) => i).filter((i) => all[i].part === part && all[i].surface === s);
    const base = figures(idx.map((i) => ({ y: all[i].y, s: mainScore[i] })));
    const cand = figures(idx.map((i) => ({ y: all[i].y, s: withHead(full.head, i) })));
    const lifted = (t: number): number =>
      idx.filter((i) => all[i].y === 0 && mainScore[i] < t && withHead(full.head, i) >= t).length;
    out.push(`| ${part} ${s} | ${cell(base)} | ${cell(cand)} | ${lifted(0.5)} / ${lifted(0.8)} |`);
  }
// --probes FILE --half P|R: hand-written probes (label|class|surface|half, then the text; --- between), blocked / warned
const probeFile = arg("--probes");
if (probeFile) {
  const half = arg("--half") ?? "P";
  const probes = readFileSync(probeFile, "utf8")
    .split(/^---$/m)
    .map((b) => b.replace(/^#.*\n/gm, "").trim())
    .filter((b) => b !== "")
    .map((b) => {
      const [head, ...text] = b.split("\n");
      const [label, cls, surface, h] = (head as string).split("|");
      return { label, cls, surface: surface as TrainRow["surface"], half: h, text: text.join("\n") };
    })
    .filter((p) => p.half === half);
  const count = (model: InjectionModel): string => {
    const s = probes.map((p) => scan(p.text, p.surface, { model }).score);
    const inj = probes.flatMap((p, i) => (p.label === "inj" ? [s[i] as number] : []));
    const ben = probes.flatMap((p, i) => (p.label === "ben" ? [s[i] as number] : []));
    return `${inj.filter((x) => x >= 0.8).length}/${inj.length} blocked (${ben.filter((x) => x >= 0.5).length}/${ben.length} benign warned)`;
  };
  out.push("", `Probes half ${half}: main ${count(main)}; main + head ${count({ ...main, head: full.head })}`);
}
const w = arg("--write");
if (w) {
  const asset = JSON.parse(readFileSync(join(root, "assets/injection-model.json"), "utf8")) as Record<string, unknown>;
  writeFileSync(w, `${JSON.stringify({ ...asset, head: full.asset })}\n`);
  out.push("", `candidate asset (main + head on every own set) written to ${w}`);
}
process.stdout.write(`${out.join("\n")}\n`);
log(`done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
