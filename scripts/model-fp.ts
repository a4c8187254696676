// What the second stage fires on in benign text: per group and kind, the rows the model lifts over warn/block, their best window and its dominant n-grams.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeModel, MODEL_ASSET_URL } from "../src/engine/injection/model-asset.ts";
import { combinedScore, type InjectionModel, logit, modelInput } from "../src/engine/injection/model.ts";
import { blocks, MIN_NORM, windows } from "../src/engine/injection/model-windows.ts";
import { ruleStage } from "../src/engine/injection/scan.ts";
import type { InjectionSurface } from "../src/engine/injection/types.ts";
import { freshCorpus } from "./benign-corpus.ts";
import { labelledNgrams } from "./lib/model-fp/ngram-labels.ts";

/**
 * node scripts/model-fp.ts [--asset a.json]... [--group g,g] [--surface s,s] [--show N] [--windows]
 * Groups: fresh groups (fresh-tune, fresh2-tune, fresh3-holdout, …), `dev-benign` (dev.jsonl's benign rows of the
 * surface) and `mail-own` (eval/injection/model-mail-own.jsonl: hand-written ordinary mail; its injected twins' catch rate). Several --asset: one rule pass, one table per asset (default: the shipped asset). --windows prints each
 * model-added row's best window and its top n-grams (by weight × count).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const all = (name: string): string[] => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]] : []));
const opt = (name: string): string | undefined => all(name)[0];
const groups = (opt("--group") ?? "fresh-tune,fresh2-tune,fresh3-holdout,dev-benign").split(",");
const surfaces = (opt("--surface") ?? "tool_result,write").split(",") as InjectionSurface[];
const show = Number(opt("--show") ?? 0);
const assets = all("--asset");
const models: [string, InjectionModel][] = (assets.length ? assets : [MODEL_ASSET_URL.pathname]).map((p) => [
  p,
  decodeModel(JSON.parse(readFileSync(p, "utf8"))),
]);

interface Row {
  group: string;
  kind: string;
  id: string;
  text: string;
}
const rows: Row[] = [];
const fresh = freshCorpus(root).rows;
for (const g of groups) {
  if (g === "dev-benign") {
    for (const l of readFileSync(join(root, "eval/injection/dev.jsonl"), "utf8").split("\n")) {
      if (!l.trim()) continue;
      const r = JSON.parse(l) as { id: string; text: string; label: string; surface: string; category: string };
      if (r.label === "benign" && surfaces.includes(r.surface as InjectionSurface))
        rows.push({ group: `dev-benign:${r.surface}`, kind: r.category, id: r.id, text: r.text });
    }
  } else if (g === "mail-own") {
    // hand-written ordinary e-mails with polite requests (round 9; never trained on), and the same mails with an order to
    // the assistant inserted: benign rows here, the injections' catch rate below each table
    for (const r of mailOwn()) if (r.label === "benign") rows.push({ group: g, kind: "email", id: r.id, text: r.text });
  } else for (const r of fresh) if (r.group === g) rows.push({ group: g, kind: r.kind, id: r.path, text: r.text });
}

function mailOwn(): { id: string; text: string; label: string }[] {
  return readFileSync(join(root, "eval/injection/model-mail-own.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { id: string; text: string; label: string });
}
const mailOwnInjections = groups.includes("mail-own") ? mailOwn().filter((r) => r.label === "injection") : [];
const mailOwnStaged = mailOwnInjections.map((r) => ruleStage(r.text, "tool_result"));

/** The best window's span and its n-grams summed by label (weight × count), as the run time cuts it. */
export function bestWindowDetail(
  m: InjectionModel,
  normText: string,
): { text: string; z: number; n: number; top: [string, number, number][] } {
  const input = modelInput(normText);
  const spec = m.windows ?? { length: 512, blocks: false };
  const spans: [number, number][][] = spec.blocks
    ? (() => {
        const bs = blocks(input.length, spec.length);
        return bs.length === 1 ? [[bs[0]]] : bs.slice(1).map((b, k) => [bs[k], b]);
      })()
    : windows(input.length, spec.length).map((w) => [w]);
  let best = { z: -Infinity, parts: spans[0], n: 0 };
  for (const parts of spans) {
    let sum = 0;
    let n = 0;
    for (const [s, e] of parts)
      for (const g of labelledNgrams(input.slice(s, e), m.bits, m.features)) {
        sum += m.weights[g.bucket];
        n++;
      }
    const z = n > 0 ? sum / Math.sqrt(Math.max(n, MIN_NORM)) : -Infinity;
    if (z > best.z) best = { z, parts, n };
  }
  const by = new Map<string, [number, number]>();
  for (const [s, e] of best.parts)
    for (const g of labelledNgrams(input.slice(s, e), m.bits, m.features)) {
      const v = by.get(g.label) ?? [0, 0];
      by.set(g.label, [v[0] + m.weights[g.bucket], v[1] + 1]);
    }
  const top = [...by]
    .map(([l, [w, c]]): [string, number, number] => [l, w, c])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6);
  const text = best.parts.map(([s, e]) => input.slice(s, e)).join("");
  return { text, z: best.z, n: best.n, top };
}

const pct = (k: number, n: number): string => (n ? `${((100 * k) / n).toFixed(1)}%` : "-");
const staged = rows.map((r) => surfaces.map((s) => ({ s, ...ruleStage(r.text, s) })));
for (const [name, m] of models) {
  process.stdout.write(
    `\n## ${name}\n\n| group | surface | rows | rules warn / block | with model warn / block | model-added warn / block |\n|---|---|---:|---:|---:|---:|\n`,
  );
  const added: { row: Row; s: InjectionSurface; score: number; rule: number; norm: string }[] = [];
  const keys = [...new Set(rows.map((r) => r.group))];
  for (const g of keys)
    for (const [k, s] of surfaces.entries()) {
      let n = 0;
      let rw = 0,
        rb = 0,
        mw = 0,
        mb = 0,
        aw = 0,
        ab = 0;
      for (const [i, r] of rows.entries()) {
        if (r.group !== g) continue;
        if (g.startsWith("dev-benign:") && g !== `dev-benign:${s}`) continue;
        const st = staged[i][k];
        const rule = st.rule.score;
        const score = m.surfaces.includes(s) ? combinedScore(m, logit(m, st.normText, s), s, rule) : rule;
        n++;
        rw += +(rule >= 0.5);
        rb += +(rule >= 0.8);
        mw += +(score >= 0.5);
        mb += +(score >= 0.8);
        aw += +(score >= 0.5 && rule < 0.5);
        ab += +(score >= 0.8 && rule < 0.8);
        if (score >= 0.5 && rule < 0.5) added.push({ row: r, s, score, rule, norm: st.normText });
      }
      if (n)
        process.stdout.write(
          `| ${g} | ${s} | ${n} | ${pct(rw, n)} / ${pct(rb, n)} | ${pct(mw, n)} / ${pct(mb, n)} (${mw}/${mb}) | ${aw} / ${ab} |\n`,
        );
    }
  if (mailOwnInjections.length) {
    const sc = mailOwnStaged.map((st) =>
      m.surfaces.includes("tool_result")
        ? combinedScore(m, logit(m, st.normText, "tool_result"), "tool_result", st.rule.score)
        : st.rule.score,
    );
    const n = sc.length;
    process.stdout.write(
      `\nmail-own injections (tool_result, ${n}): rules warn / block ${mailOwnStaged.filter((st) => st.rule.score >= 0.5).length} / ${mailOwnStaged.filter((st) => st.rule.score >= 0.8).length}, with model ${sc.filter((x) => x >= 0.5).length} / ${sc.filter((x) => x >= 0.8).length}\n`,
    );
  }
  const byKind = new Map<string, number>();
  for (const a of added)
    byKind.set(`${a.row.group} ${a.row.kind}`, (byKind.get(`${a.row.group} ${a.row.kind}`) ?? 0) + 1);
  process.stdout.write(
    `\nmodel-added warnings by group and kind: ${[...byKind].map(([k, v]) => `${k} ${v}`).join("; ")}\n`,
  );
  for (const a of added.slice(0, show || (args.includes("--windows") ? added.length : 0))) {
    const d = bestWindowDetail(m, a.norm);
    const topShare = d.top.length
      ? d.top[0][1] /
        Math.max(
          1e-9,
          d.top.reduce((x, t) => x + Math.max(0, t[1]), 0),
        )
      : 0;
    process.stdout.write(
      `\n- ${a.row.group} ${a.row.kind} ${a.s} ${a.row.id}: ${a.rule} → ${a.score} (window z ${d.z.toFixed(2)}, ${d.n} n-grams, top share ${topShare.toFixed(2)})\n  top: ${d.top.map(([l, w, c]) => `${JSON.stringify(l)} ${w.toFixed(2)}/${c}`).join(", ")}\n  window: ${JSON.stringify(d.text.replace(/\s+/g, " ").slice(0, 300))}\n`,
    );
  }
}
