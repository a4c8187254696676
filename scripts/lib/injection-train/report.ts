// MODEL.md's measured sections of a run: fold names, out-of-fold figures per part, surface and source family, and the transfer to dev.jsonl.

import { SURFACES } from "../../../src/engine/injection/types.ts";
import { type Cal, type Mode, scoreOf } from "./choose.ts";
import type { TrainRow } from "./data.ts";
import { unitOf } from "./data.ts";
import { type Lr, rowLogit, type Vec } from "./lr.ts";
import { figures, type Scored, tableRow } from "./metrics.ts";
import type { Run } from "./pipeline.ts";

const f3 = (x: number | null): string => (x === null ? "-" : x.toFixed(3));

/** Out-of-fold scores of the pool rows `filter` keeps: the rule score (`rules`) or the cross-fitted rules + model. */
export function oofScored(run: Run, mode: Mode, filter: (r: TrainRow) => boolean): Scored[] {
  const { rows, ruleScore } = run.ctx;
  return run.pool
    .filter((i) => filter(rows[i]))
    .map((i) => ({ y: rows[i].y, s: mode === "rules" ? ruleScore[i] : (run.best.cv.get(i) ?? 0) }));
}

/** "fold 1 (n rows, m injections): sources…", a source split into units named once per fold with its unit count. */
export function foldNames(run: Run, k: number): string[] {
  const { rows } = run.ctx;
  const out: string[] = [];
  for (let f = 0; f < k; f++) {
    const te = run.pool.filter((i) => run.folds.foldOfRow(i) === f);
    const units = new Map<string, number>();
    for (const [u, x] of run.folds.foldOf) {
      if (x !== f) continue;
      const g = rows[run.pool.find((i) => unitOf(rows[i]) === u) ?? 0].group;
      units.set(g, (units.get(g) ?? 0) + (u === g ? 0 : 1));
    }
    out.push(
      `fold ${f + 1} (${te.length} rows, ${te.filter((i) => rows[i].y === 1).length} injections): ${[...units]
        .map(([g, n]) => (n > 0 ? `${g} (${n} units)` : g))
        .join(", ")}`,
    );
  }
  return out;
}

/** The cross-validation table's lines: per part and surface, each own set, both corpora, the hard real files. */
export function cvLines(run: Run, own: readonly TrainRow[]): string[] {
  const mode = run.chosen.mode;
  const out: string[] = [];
  for (const m of ["rules", mode] as const) {
    for (const part of ["train.jsonl", "dev.jsonl", "realfile", ...(own.length > 0 ? ["own"] : [])]) {
      out.push(tableRow(`${m} · ${part} · all surfaces`, figures(oofScored(run, m, (r) => r.part === part))));
      if (part === "realfile") continue;
      if (part === "own")
        for (const g of [...new Set(own.map((r) => r.group))])
          out.push(tableRow(`${m} · ${g} (whole set in one fold)`, figures(oofScored(run, m, (r) => r.group === g))));
      for (const s of SURFACES)
        out.push(
          tableRow(`${m} · ${part} · ${s}`, figures(oofScored(run, m, (r) => r.part === part && r.surface === s))),
        );
    }
    out.push(tableRow(`${m} · both corpora`, figures(oofScored(run, m, (r) => r.part.endsWith(".jsonl")))));
    if (own.length > 0)
      out.push(tableRow(`${m} · both corpora + own sets`, figures(oofScored(run, m, (r) => r.part !== "realfile"))));
  }
  const hard = (r: TrainRow): boolean => r.group.startsWith("hard:");
  out.push(
    tableRow(`rules · real files eval/benign-hard (tuning part)`, figures(oofScored(run, "rules", hard))),
    tableRow(`${mode} · real files eval/benign-hard (tuning part)`, figures(oofScored(run, mode, hard))),
  );
  return out;
}

/** Per source family: rules + model out of fold, with the rules' recall and warn-rate in the name. */
export function familyLines(run: Run): string[] {
  const { rows } = run.ctx;
  const mode = run.chosen.mode;
  return [...new Set(run.pool.map((i) => rows[i].group))].sort().map((g) =>
    tableRow(`${g}: rules / ${mode}`, figures(oofScored(run, mode, (r) => r.group === g))).replace(
      /^\| ([^|]*)\|/,
      (_m, name) => {
        const r = figures(oofScored(run, "rules", (x) => x.group === g));
        return `| ${name}(rules: recall@0.8 ${f3(r.recallBlock)}, warn ${f3(r.warnRate)}) |`;
      },
    ),
  );
}

/** Transfer: a model trained without any dev.jsonl row (`m`), with the shipped calibration, on all of dev.jsonl. */
export function transferLines(run: Run, vecs: readonly Vec[], m: Lr, cal: Cal): string[] {
  const { rows } = run.ctx;
  const devIdx = rows.map((_, i) => i).filter((i) => rows[i].part === "dev.jsonl");
  const devScored = (mode: Mode, filter: (r: TrainRow) => boolean): Scored[] =>
    devIdx
      .filter((i) => filter(rows[i]))
      .map((i) => ({ y: rows[i].y, s: scoreOf(run.ctx, mode, cal, i, rowLogit(m, vecs[i]).z) }));
  const out: string[] = [];
  for (const mode of ["rules", run.chosen.mode] as const) {
    out.push(tableRow(`${mode} · dev.jsonl · all`, figures(devScored(mode, () => true))));
    for (const s of SURFACES)
      out.push(tableRow(`${mode} · dev.jsonl · ${s}`, figures(devScored(mode, (r) => r.surface === s))));
  }
  return out;
}
