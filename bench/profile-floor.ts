// The floor of a short text's scan: the stages every scan pays (normalising, the prefilter pass, the learned stage), each warm and cold, and their tables' bytes.

import { realisticText, shortTexts } from "./scanner.bench.ts";
import { pairedLogits } from "../src/engine/injection/model.ts";
import { shippedModel } from "../src/engine/injection/model-asset.ts";
import { tableOf } from "../src/engine/injection/model-table.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { automaton, splitLiterals } from "../src/engine/injection/prefilter-tables.ts";
import { ruleStage, scan } from "../src/engine/injection/scan.ts";
import { literalIdsOf } from "../src/engine/injection/scan-rules-gates.ts";

// usage: node bench/profile-floor.ts [--rounds N]
// Every figure is a sum over the bench's 2,000 short texts of each text's least time over N rounds (wall clock per
// call: the least of several drops the time the process spent descheduled on a busy machine), as a multiple of the same
// sum for one `normalize("NFKC").toLowerCase()` pass run over the texts one after another (the unit of the bench's bar).
// "warm": the stage run again right after itself on the same text; "cold": run right after that text's rule stage (or
// whole scan), as a scan runs it, with its tables where the rest of the scan left them. Cold minus warm is what the
// cache costs that stage (the unit itself, run cold, is the first figure after it).
const at = process.argv.indexOf("--rounds");
const rounds = at >= 0 ? Number(process.argv[at + 1]) : 7;
const rows = shortTexts(realisticText());
const views = rows.map((t) => normalize(t).main.text);
const model = shippedModel().model;
if (!model?.head) throw new Error("the shipped asset has no head: the paired learned stage is not measured");
const TINY = ["ok", "done", "exit 0", "3 files changed"];
let sink = 0;

const figures = [
  "one NFKC pass over each text in turn (the unit)",
  "whole scan of each text in turn (the bench's figure)",
  "scan without the model, each text in turn",
  "whole scan again right after itself (everything it reads warm)",
  "scan of a tiny text (ok, done, …): the call's own overhead",
  "one NFKC pass, cold (after the text's scan)",
  "normalize() (the scanner's views), cold",
  "prefilter ids pass, warm",
  "prefilter ids pass, cold (after the text's scan)",
  "learned stage (pairedLogits), warm",
  "learned stage (pairedLogits), cold (after the text's rule stage)",
] as const;
const least = figures.map(() => new Float64Array(rows.length).fill(Infinity));
const timed = (k: number, i: number, f: () => number): void => {
  const t = performance.now();
  sink += f();
  const d = performance.now() - t;
  if (d < least[k][i]) least[k][i] = d;
};
const inTurn = (k: number, f: (text: string) => number): void => {
  for (let i = 0; i < rows.length; i++) timed(k, i, () => f(rows[i]));
};
for (let r = 0; r < rounds; r++) {
  inTurn(0, (text) => text.normalize("NFKC").toLowerCase().length);
  inTurn(1, (text) => scan(text, "tool_result").score);
  inTurn(2, (text) => scan(text, "tool_result", { model: null }).score);
  for (let i = 0; i < rows.length; i++) {
    const text = rows[i];
    const view = views[i];
    scan(text, "tool_result");
    timed(3, i, () => scan(text, "tool_result").score);
    timed(4, i, () => scan(TINY[i % TINY.length], "tool_result").score);
    scan(text, "tool_result");
    timed(5, i, () => text.normalize("NFKC").toLowerCase().length);
    timed(6, i, () => normalize(text).main.text.length);
    scan(text, "tool_result");
    timed(8, i, () => literalIdsOf.ids(view).length);
    timed(7, i, () => literalIdsOf.ids(view).length);
    ruleStage(text, "tool_result");
    timed(10, i, () => pairedLogits(model, view, "tool_result")?.[0] ?? 0);
    timed(9, i, () => pairedLogits(model, view, "tool_result")?.[0] ?? 0);
  }
}
const sum = (a: Float64Array): number => a.reduce((x, y) => x + y, 0);
const unit = sum(least[0]);
process.stdout.write(
  `short texts: ${rows.length}, ${(unit * 1000).toFixed(0)} µs for one NFKC pass over all; least of ${rounds} rounds\n`,
);
figures.forEach((f, k) => {
  process.stdout.write(`${(sum(least[k]) / unit).toFixed(1).padStart(7)}x  ${f}\n`);
});

// the tables the fixed stages read, in bytes: what a cold scan fetches back from them is at most one line per read
const { ascii } = splitLiterals(literalIdsOf.literals);
const auto = automaton(ascii);
const main = tableOf(model.weights);
const head = tableOf(model.head.weights);
const kb = (n: number): string => `${(n / 1024).toFixed(0)} KB`;
process.stdout.write(
  `\nprefilter automaton: ${literalIdsOf.literals.length} literals, ${auto.ends.length} states x ${auto.k} classes, ` +
    `transitions ${kb(auto.delta.byteLength)}\n` +
    `learned stage: main 2^${model.bits} buckets (codes ${kb(main.codes?.byteLength ?? 0)}, stamps ${kb(4 << model.bits)}), ` +
    `head 2^${model.head.bits} (codes ${kb(head.codes?.byteLength ?? 0)}, stamps ${kb(4 << model.head.bits)}): ` +
    `the paired pass reads both stamp tables, one 4-byte entry per n-gram each\n`,
);
if (sink === 0.5) process.stdout.write("\n");
