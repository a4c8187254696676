// `npm run eval:benign`: warn- and block-rates of the scanner on real benign files, per group and surface, with the rules that fire.

import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { scan } from "../src/engine/injection/scan.ts";
import type { InjectionSurface } from "../src/engine/injection/types.ts";
import { benignCorpus } from "./benign-corpus.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const show = args.includes("--show") ? Number(args[args.indexOf("--show") + 1] ?? 20) : 0;
const surfaces: InjectionSurface[] = args.includes("--surface")
  ? (args[args.indexOf("--surface") + 1].split(",") as InjectionSurface[])
  : ["tool_result", "write"];
const WARN = 0.5;
const BLOCK = 0.8;
// --no-holdout while tuning: the held-out packages are looked at only for the final figures
const rows = benignCorpus(root).filter((r) => !(args.includes("--no-holdout") && r.group === "holdout"));
let failed = false;
for (const surface of surfaces) {
  const groups = new Map<string, { n: number; warn: number; block: number }>();
  const rules = new Map<string, number>();
  const worst: { path: string; score: number; rules: string[] }[] = [];
  for (const r of rows) {
    const res = scan(r.text, surface);
    const g = groups.get(r.group) ?? { n: 0, warn: 0, block: 0 };
    g.n++;
    if (res.score >= WARN) g.warn++;
    if (res.score >= BLOCK) g.block++;
    groups.set(r.group, g);
    if (res.score >= WARN) {
      const ids = [...new Set(res.evidence.map((e) => e.rule))];
      for (const id of ids) rules.set(id, (rules.get(id) ?? 0) + 1);
      worst.push({ path: r.path, score: res.score, rules: ids });
    }
  }
  process.stdout.write(`surface ${surface}\n`);
  for (const [name, g] of groups) {
    const w = g.warn / g.n;
    const b = g.block / g.n;
    if (w > 0.01 || b > 0.005) failed = true;
    process.stdout.write(
      `  ${name.padEnd(10)} n=${String(g.n).padStart(4)}  warn ${g.warn} (${(w * 100).toFixed(1)}%)  block ${g.block} (${(b * 100).toFixed(1)}%)\n`,
    );
  }
  const top = [...rules].sort((a, b) => b[1] - a[1]).slice(0, 10);
  if (top.length > 0)
    process.stdout.write(`  top rules on warned files: ${top.map(([id, n]) => `${id} ${n}`).join(", ")}\n`);
  for (const w of worst.sort((a, b) => b.score - a.score).slice(0, show))
    process.stdout.write(`    ${w.score.toFixed(3)} ${w.path}  ${w.rules.join(" ")}\n`);
}
process.stdout.write(
  failed
    ? "benign bar (warn <= 1%, block <= 0.5% per group): MISSED\n"
    : "benign bar (warn <= 1%, block <= 0.5% per group): met\n",
);
process.exit(args.includes("--check") && failed ? 1 : 0);
