// MODEL.md's "Held out of the shipped model" lines: held-out real files, evaluation-only corpus rows and the hand-written held-out sets, scored by the run-time scan.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { InjectionModel } from "../../../src/engine/injection/model.ts";
import { scan } from "../../../src/engine/injection/scan.ts";
import type { InjectionSurface } from "../../../src/engine/injection/types.ts";
import type { TrainRow } from "./data.ts";
import { figures, type Scored, tableRow } from "./metrics.ts";

/** The table lines: rules alone and the shipped model on every row outside `pool`, and on heldout-own{,2}.jsonl by half. */
export function heldOutLines(
  rows: readonly TrainRow[],
  pool: readonly number[],
  ruleScore: readonly number[],
  shipped: InjectionModel,
  /** where heldout-own{,2}.jsonl are; null: not reported (the own sets are training rows) */
  evalDir: string | null,
): string[] {
  const hoLines: string[] = [];
  // held out of the shipped model: a quarter of the real files, and every evaluation-only row (GPL, CC BY-SA, tool output)
  const inPool = new Set(pool);
  // (the picked fresh files are out of the pool but trained: fresh-picks.ts)
  const outIdx = rows
    .map((_, i) => i)
    .filter((i) => !inPool.has(i) && rows[i].part !== "synthetic" && rows[i].category !== "fresh-pick");
  const shippedScore = outIdx.map((i) => ({ i, s: scan(rows[i].text, rows[i].surface, { model: shipped }).score }));
  for (const mode of ["rules", "shipped"] as const) {
    const pick = (f: (r: TrainRow) => boolean): Scored[] =>
      shippedScore
        .filter((x) => f(rows[x.i]))
        .map((x) => ({ y: rows[x.i].y, s: mode === "rules" ? ruleScore[x.i] : x.s }));
    hoLines.push(
      tableRow(
        `${mode} · held-out real files (${rows.filter((r) => r.heldOut && r.surface === "write").length} files: a write row each, a tool_result row per read page)`,
        figures(pick((r) => r.part === "realfile")),
      ),
    );
    for (const g of ["real:pi-docs", "real:npm-readmes", "real:npm-docs", "real:this-repo"])
      hoLines.push(tableRow(`${mode} · held-out ${g}`, figures(pick((r) => r.part === "realfile" && r.group === g))));
    hoLines.push(
      tableRow(
        `${mode} · evaluation-only corpus rows (GPL-3.0, CC BY-SA 4.0, tool output)`,
        figures(pick((r) => r.part !== "realfile")),
      ),
    );
  }
  // eval/injection/heldout-own.jsonl and heldout-own2.jsonl (hand-written weak classes and agent-benchmark shapes with their
  // look-alikes, never trained on; `tune` was looked at while changing the rules, `report` was not)
  for (const ownName of ["heldout-own.jsonl", "heldout-own2.jsonl"]) {
    if (evalDir === null) break;
    const ownFile = join(evalDir, ownName);
    if (!existsSync(ownFile)) continue;
    const own = readFileSync(ownFile, "utf8")
      .split("\n")
      .filter((l) => l.trim() !== "")
      .map((l) => JSON.parse(l) as { text: string; label: string; surface: InjectionSurface; split: string });
    for (const split of ["tune", "report"])
      for (const mode of ["rules", "shipped"] as const) {
        const part = own.filter((r) => r.split === split);
        hoLines.push(
          tableRow(
            `${mode} · ${ownName}, ${split} half`,
            figures(
              part.map((r) => ({
                y: r.label === "injection" ? 1 : 0,
                s: scan(r.text, r.surface, { model: mode === "rules" ? null : shipped }).score,
              })),
            ),
          ),
        );
      }
  }
  return hoLines;
}
