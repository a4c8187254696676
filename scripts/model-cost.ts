// The second stage's cost per short text and per long text, for assets side by side: CPU-time ratios to one NFKC pass, interleaved, medians.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { readFileSync } from "node:fs";
import { realisticText, shortTexts } from "../bench/scanner.bench.ts";
import { decodeModel, MODEL_ASSET_URL } from "../src/engine/injection/model-asset.ts";
import { type InjectionModel, logit } from "../src/engine/injection/model.ts";
import { ruleStage } from "../src/engine/injection/scan.ts";

// usage: node scripts/model-cost.ts [asset.json | asset.json:presence]...   (":presence" reads the asset with presence
// counts switched on; default: the shipped asset, and the shipped asset with presence counts)
const args = process.argv.slice(2);
const specs = args.length ? args : [MODEL_ASSET_URL.pathname, `${MODEL_ASSET_URL.pathname}:presence`];
const models: [string, InjectionModel][] = specs.map((s) => {
  const [path, flag] = s.split(":");
  const m = decodeModel(JSON.parse(readFileSync(path, "utf8")));
  const spec = m.windows ?? { length: 512, blocks: false };
  return [s, flag === "presence" ? { ...m, windows: { ...spec, presence: ["tool_result" as const] } } : m];
});
const long = realisticText().slice(0, 12_000);
const rows = shortTexts(realisticText());
const norms = rows.map((r) => ruleStage(r, "tool_result").normText);
const longNorm = ruleStage(long, "tool_result").normText;
const cpu = (fn: () => void): number => {
  const t0 = process.cpuUsage();
  fn();
  const d = process.cpuUsage(t0);
  return d.user + d.system;
};
let sink = 0;
const base = (): void => {
  for (const r of rows) sink += r.normalize("NFKC").toLowerCase().length;
};
const shortRun = (m: InjectionModel) => (): void => {
  for (const t of norms) sink += logit(m, t, "tool_result");
};
const longRun = (m: InjectionModel) => (): void => {
  for (let k = 0; k < 50; k++) sink += logit(m, longNorm, "tool_result");
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (let k = 0; k < 3; k++)
  for (const [, m] of models) {
    shortRun(m)();
    longRun(m)();
    base();
  }
const ratios = models.map(() => ({ short: [] as number[], long: [] as number[] }));
for (let r = 0; r < 15; r++) {
  const b = cpu(base);
  models.forEach(([, m], i) => {
    ratios[i].short.push(cpu(shortRun(m)) / b);
    ratios[i].long.push(cpu(longRun(m)));
  });
}
console.log(
  `${rows.length} short texts (mean ${(norms.reduce((a, t) => a + t.length, 0) / norms.length).toFixed(0)} chars)`,
);
console.log("| asset | x NFKC per short text | / first, short | / first, 12,000-char text |\n|---|---:|---:|---:|");
models.forEach(([name], i) => {
  const rel = (k: "short" | "long"): number => median(ratios[i][k].map((x, r) => x / ratios[0][k][r]));
  console.log(
    `| ${name} | ${median(ratios[i].short).toFixed(2)} | ${rel("short").toFixed(3)} | ${rel("long").toFixed(3)} |`,
  );
});
if (sink < 0) console.log(sink);
