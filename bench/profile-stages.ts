// Where a short text's scan goes, by stage: each stage of ruleStage alone over the bench's short texts, in CPU time, as a multiple of one NFKC pass, and every stage's share of the whole scan in place.

import { realisticText, shortTexts } from "./scanner.bench.ts";
import { median } from "./harness.ts";
import { agentConfigHits } from "../src/engine/injection/agent-config.ts";
import { carrierHits } from "../src/engine/injection/carrier.ts";
import { cleanView } from "../src/engine/injection/clean.ts";
import { decodedViews } from "../src/engine/injection/decode.ts";
import { heuristicHits } from "../src/engine/injection/heuristics.ts";
import { artifactOrderHits18 } from "../src/engine/injection/artifact-orders18.ts";
import { fetchRunHits19 } from "../src/engine/injection/artifact-fetchrun19.ts";
import { agentPlantHits19 } from "../src/engine/injection/artifact-plant19.ts";
import { dictatedReportHits19 } from "../src/engine/injection/artifact-verdict19.ts";
import { toolInputHits } from "../src/engine/injection/bash.ts";
import { declaredActHits26 } from "../src/engine/injection/declared-act26.ts";
import { hiddenOrderHits24 } from "../src/engine/injection/hidden-order24.ts";
import { hijackHits } from "../src/engine/injection/hijack.ts";
import { machineOrderHits25 } from "../src/engine/injection/machine-order25.ts";
import { foreignOrderHits16 } from "../src/engine/injection/multilingual-order16-hits.ts";
import { pipedSecretHits28 } from "../src/engine/injection/piped-secret28.ts";
import { pressedActHits29 } from "../src/engine/injection/pressed-act29.ts";
import { stagedCaptureHits28 } from "../src/engine/injection/staged-capture28.ts";
import { foreignLetters16 } from "../src/engine/injection/multilingual-pretest.ts";
import { FOREIGN16_GATE, mayRead } from "../src/engine/injection/reader-gates.ts";
import { stageShares } from "./profile-stages-insitu.ts";
import { combine } from "../src/engine/injection/model.ts";
import { shippedModel } from "../src/engine/injection/model-asset.ts";
import { mayBeForeign16 } from "../src/engine/injection/multilingual-pretest.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { ruleStage, scan } from "../src/engine/injection/scan.ts";
import { openGates, runRules } from "../src/engine/injection/scan-rules.ts";
import {
  ALL_RULES,
  ALTERNATIVE_SETS,
  literalIdsOf,
  RUN_RE,
  SCRIPT_OF_RULE,
  SET_LITERALS,
  SETS_OF_ID,
  someAlternativeOpen,
} from "../src/engine/injection/scan-rules-gates.ts";
import { survey } from "../src/engine/injection/survey.ts";
import type { Hit } from "../src/engine/injection/types.ts";

// usage: node bench/profile-stages.ts [--rounds N]
// Each stage runs alone over every text (its inputs computed beforehand), so its tables stay warm: the sum of the
// stages is less than the whole scan, whose stages evict each other's tables, and the gap is reported as such.
// CPU time (process.cpuUsage), median of N rounds: on a busy shared machine wall time measures the neighbours.
const at = process.argv.indexOf("--rounds");
const rounds = at >= 0 ? Number(process.argv[at + 1]) : 11;
const raw = shortTexts(realisticText());
const views = raw.map((t) => normalize(t));
const surveys = views.map((n) => survey(n.main.text, n.main.map === null));
// the readers after the rule pass ask its probe bits (reader-gates.ts), as in ruleStageOnce: the main views carry them
for (let i = 0; i < raw.length; i++) {
  const main = views[i].main;
  main.found = { text: main.text, probes: runRules(main, raw[i].length, 0, []) };
}
const decoded = raw.map((t, i) => decodedViews(t, views[i].main, 256 * 1024, { rot13: false }));
const rules = raw.map((t) => ruleStage(t, "tool_result").rule);
const model = shippedModel().model;
let sink = 0;

function cpuMs(fn: () => void): number {
  fn();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const before = process.cpuUsage();
    fn();
    const d = process.cpuUsage(before);
    samples.push((d.user + d.system) / 1000);
  }
  return median(samples);
}

const each = (f: (i: number) => number) => (): void => {
  for (let i = 0; i < raw.length; i++) sink += f(i);
};
const hits: Hit[] = [];
const stages: [string, () => void][] = [
  ["scan (rules + learned stage)", each((i) => scan(raw[i], "tool_result").score)],
  ["ruleStage (rules only)", each((i) => ruleStage(raw[i], "tool_result").rule.score)],
  ["  normalize", each((i) => normalize(raw[i]).main.text.length)],
  [
    "  runRules, main view",
    each((i) => {
      hits.length = 0;
      return runRules(views[i].main, raw[i].length, 0, hits)[0];
    }),
  ],
  ["    openGates (prefilter pass)", each((i) => openGates(views[i].main.text, null).ready.length)],
  ["  survey", each((i) => (survey(views[i].main.text, views[i].main.map === null).spaced ? 1 : 0))],
  ["  decodedViews", each((i) => decodedViews(raw[i], views[i].main, 256 * 1024, { rot13: false }).length)],
  ["  cleanView", each((i) => (cleanView(views[i].main, surveys[i].spaced) ? 1 : 0))],
  ["  carrierHits", each((i) => carrierHits(views[i].main, raw[i].length).length)],
  ["  mayBeForeign16", each((i) => (mayBeForeign16(raw[i], views[i].main.text) ? 1 : 0))],
  ["  agentConfigHits", each((i) => agentConfigHits(raw[i]).length)],
  ["  heuristicHits", each((i) => heuristicHits(raw[i], views[i].main.text).length)],
  // the readers of tool results after the carrier stage (each behind its own gate, as ruleStageOnce calls it)
  ["  hijackHits", each((i) => hijackHits(views[i].main, raw[i].length).length)],
  ["  hiddenOrderHits24", each((i) => hiddenOrderHits24(raw[i], views[i].main, decoded[i]).length)],
  ["  artifactOrderHits18", each((i) => artifactOrderHits18(views[i].main, raw[i].length).length)],
  ["  agentPlantHits19", each((i) => agentPlantHits19(views[i].main, raw[i].length).length)],
  ["  dictatedReportHits19", each((i) => dictatedReportHits19(views[i].main, raw[i].length).length)],
  ["  fetchRunHits19", each((i) => fetchRunHits19(views[i].main, raw[i].length).length)],
  ["  machineOrderHits25", each((i) => machineOrderHits25(views[i].main, raw[i].length).length)],
  ["  declaredActHits26", each((i) => declaredActHits26(views[i].main, raw[i].length).length)],
  ["  pipedSecretHits28", each((i) => pipedSecretHits28(views[i].main, raw[i].length).length)],
  ["  stagedCaptureHits28", each((i) => stagedCaptureHits28(views[i].main, raw[i].length).length)],
  ["  pressedActHits29", each((i) => pressedActHits29(views[i].main, raw[i].length).length)],
  [
    "  foreignOrderHits16 (where opened)",
    each((i) => {
      const main = views[i].main;
      const opened = (main.map !== null && foreignLetters16(raw[i])) || mayRead(main, FOREIGN16_GATE);
      return opened ? foreignOrderHits16(main, raw[i].length).length : 0;
    }),
  ],
  ["  toolInputHits", each((i) => toolInputHits(raw[i], {}).length)],
];
if (model)
  stages.push([
    "learned stage (combine)",
    each((i) => combine(model, views[i].main.text, "tool_result", rules[i], raw[i].length).score),
  ]);

const base = cpuMs(
  each((i) => {
    const t = raw[i].normalize("NFKC").toLowerCase();
    return t.length;
  }),
);
process.stdout.write(`${raw.length} short texts; one NFKC + toLowerCase pass: ${base.toFixed(2)} ms CPU\n`);
for (const [label, fn] of stages) {
  const ms = cpuMs(fn);
  process.stdout.write(`${label.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms ${(ms / base).toFixed(1).padStart(7)}x\n`);
}

// the same stages one after another per text, as ruleStage runs them, added one at a time: a stage that costs more
// here than alone (above) pays for what the stages before it evicted (their tables, regex code, young objects)
const upTo = (level: number) =>
  each((i) => {
    const t = raw[i];
    const n = normalize(t);
    hits.length = 0;
    let x = runRules(n.main, t.length, 0, hits)[0];
    if (level < 1) return x;
    const s = survey(n.main.text, n.main.map === null);
    x += decodedViews(t, n.main, 256 * 1024, { rot13: false }).length;
    if (level < 2) return x;
    x += cleanView(n.main, s.spaced) ? 1 : 0;
    if (level < 3) return x;
    x += carrierHits(n.main, t.length).length;
    if (level < 4) return x;
    x += mayBeForeign16(t, n.main.text) ? 1 : 0;
    return x + agentConfigHits(t).length + heuristicHits(t, n.main.text).length;
  });
const levels = [
  "normalize + runRules",
  "+ survey, decodedViews",
  "+ cleanView",
  "+ carrierHits",
  "+ mayBeForeign16, agentConfig, heuristics",
];
process.stdout.write("\nper text, stage after stage (cumulative)\n");
levels.forEach((label, level) => {
  const ms = cpuMs(upTo(level));
  process.stdout.write(`${label.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms ${(ms / base).toFixed(1).padStart(7)}x\n`);
});

// the whole scan in place: every sample under scan charged to the stage it is in, so the rows add up to the scan (the
// stages above alone miss what they evict of each other, and the list above misses no stage here)
const inPlace = await stageShares(
  each((i) => scan(raw[i], "tool_result").score),
  rounds,
);
process.stdout.write(`\nthe whole scan in place, by stage (CPU profile, ${rounds} rounds, ms per round)\n`);
for (const [label, ms] of inPlace.rows.filter(([, ms]) => ms >= inPlace.total * 0.002))
  process.stdout.write(
    `${label.padEnd(44)} ${(ms / rounds).toFixed(1).padStart(8)} ms ${((100 * ms) / inPlace.total).toFixed(1).padStart(5)}%\n`,
  );

// the rules the gates open, by CPU time of their regex: a rule opened on most texts whose regex rarely matches is
// where a narrower gate would pay
const cost = new Float64Array(ALL_RULES.length);
const opened = new Int32Array(ALL_RULES.length);
const matched = new Int32Array(ALL_RULES.length);
const openedSets = new Uint8Array(SET_LITERALS.length);
for (const n of views) {
  const text = n.main.text;
  openedSets.fill(0);
  for (const id of literalIdsOf.ids(text)) for (const k of SETS_OF_ID[id]) openedSets[k] = 1;
  for (const r of openGates(text, null).ready) {
    // as runRules: a rule no alternative of which is open does not run; a script gate is left out (it is not read here)
    const alternatives = ALTERNATIVE_SETS[r];
    if (alternatives !== null && !someAlternativeOpen(alternatives, openedSets)) continue;
    const re = RUN_RE[r];
    const before = process.cpuUsage();
    for (let k = 0; k < 5; k++) {
      re.lastIndex = 0;
      if (!re.global) sink += re.test(text) ? 1 : 0;
      else
        for (let m = re.exec(text); m !== null; m = re.exec(text))
          if (m[0].length === 0) re.lastIndex++;
          else sink++;
    }
    const d = process.cpuUsage(before);
    cost[r] += (d.user + d.system) / 5000;
    opened[r]++;
    re.lastIndex = 0;
    if (re.test(text)) matched[r]++;
  }
}
process.stdout.write(
  "\nrules opened by their gates (regex CPU ms over all texts, texts opened, texts matched; * a script gate runRules reads first)\n",
);
for (const r of [...cost.keys()].sort((a, b) => cost[b] - cost[a]).slice(0, 15))
  process.stdout.write(
    `${cost[r].toFixed(1).padStart(8)} ms ${String(opened[r]).padStart(6)} ${String(matched[r]).padStart(5)}  ${ALL_RULES[r].id}${SCRIPT_OF_RULE[r] ? " *" : ""}\n`,
  );
if (sink === 0.5) process.stdout.write("\n");
