// Where the second stage's time goes per short text: each feature set and table size against one NFKC pass, and the hashing loop's parts.

import { realisticText, shortTexts } from "./scanner.bench.ts";
import { type FeatureSet, logit, type InjectionModel } from "../src/engine/injection/model.ts";
import { shippedModel } from "../src/engine/injection/model-asset.ts";
import { ruleStage } from "../src/engine/injection/scan.ts";
import { median } from "./harness.ts";

// usage: node bench/profile-model.ts   (CPU-time ratios to one NFKC + toLowerCase pass over the same 2,000 short texts,
// interleaved, median of 15; models with random one-byte weights, since the cost does not depend on the weights' values)
const rows = shortTexts(realisticText());
const norms = rows.map((r) => ruleStage(r, "tool_result").normText);
const cpuUs = (fn: () => void): number => {
  const t0 = process.cpuUsage();
  fn();
  const d = process.cpuUsage(t0);
  return d.user + d.system;
};

function randomModel(bits: number, features: FeatureSet): InjectionModel {
  const weights = new Float32Array(1 << bits);
  let x = 12345;
  for (let i = 0; i < weights.length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    weights[i] = ((x >>> 24) - 128) / 1024;
  }
  const cal: [number, number, number] = [1, 0, 0];
  return {
    bits,
    weights,
    dense: new Float32Array(4),
    calibration: { bash: cal, write: cal, tool_result: cal, prompt: cal },
    combine: "max",
    surfaces: ["tool_result"],
    features,
  };
}

const F = (char: number[], word: number[], hash: "fmix" | "mul" = "fmix"): FeatureSet => ({ char, word, hash });
const variants: [string, InjectionModel][] = [];
const shipped = shippedModel().model;
if (shipped) variants.push(["shipped asset", shipped]);
for (const bits of [18, 16])
  for (const [name, f] of [
    ["char 3/4/5 + word 1/2", F([3, 4, 5], [1, 2])],
    ["char 3/4 + word 1/2", F([3, 4], [1, 2])],
    ["char 4/5 + word 1/2", F([4, 5], [1, 2])],
    ["char 4 + word 1/2", F([4], [1, 2])],
    ["char 3/4/5 + word 1/2, mul", F([3, 4, 5], [1, 2], "mul")],
    ["char 4 + word 1/2, mul", F([4], [1, 2], "mul")],
    ["word 1/2 only", F([], [1, 2])],
  ] as const)
    variants.push([`${name}, bits ${bits}`, randomModel(bits, f)]);

let sink = 0;
const base = (): void => {
  for (const r of rows) sink += r.normalize("NFKC").toLowerCase().length;
};
const runs = variants.map(([, m]) => (): void => {
  for (const t of norms) sink += logit(m, t, "tool_result");
});
for (let k = 0; k < 3; k++) for (const f of [base, ...runs]) f();
const ratios = variants.map(() => [] as number[]);
const baseUs: number[] = [];
for (let r = 0; r < 15; r++) {
  const b = cpuUs(base);
  baseUs.push(b);
  runs.forEach((f, i) => void ratios[i].push(cpuUs(f) / b));
}
const b = median(baseUs) / rows.length;
console.log(
  `NFKC + toLowerCase pass: ${b.toFixed(2)} µs per short text (avg ${(norms.reduce((a, t) => a + t.length, 0) / norms.length).toFixed(0)} chars)`,
);
console.log("| second stage | x NFKC | µs per short text |\n|---|---:|---:|");
variants.forEach(([name], i) => {
  const x = median(ratios[i]);
  console.log(`| ${name} | ${x.toFixed(2)} | ${(x * b).toFixed(2)} |`);
});
if (sink < 0) console.log(sink);
