// The tuning texts a speed change is checked on (never a report or honest set): dev, train, prose sets 1–17, 23, 25, 27, 29 and 31, shell sets 4–18, 24, 26, 28, 30 and 32, the bench's short texts, the fresh real-file tune groups.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { realisticText, shortTexts } from "../../bench/scanner.bench.ts";
import { heldoutScanArgs } from "../../test/fixtures/shell-heldout.ts";
import { loadShellSet } from "./shell-heldout4.ts";

export type TuningSurface = "tool_result" | "write" | "bash" | "prompt";
export interface TuningText {
  id: string;
  text: string;
  /** the surfaces it is scanned on; null: every surface */
  surfaces: readonly TuningSurface[] | null;
  options: { agentFile?: string; code?: string };
}

/** prose sets 1–17, 23, 25, 27, 29 and 31 (set 1 is heldout-own.jsonl; 29 is tuning data since round 21, 31 since
 * round 22): prose sets 19, 21 and 33 are left out by name */
const PROSE_SETS = ["", "2", "3", "5", "7", "9", "11", "13", "15", "17", "23", "25", "27", "29", "31"];
/** shell sets 4–18, 24, 26, 28, 30 and 32 (30 is tuning data since round 21, 32 since round 22): sets 20, 22 and 34
 * are left out by name */
const SHELL_SETS = [4, 6, 8, 10, 12, 14, 16, 18, 24, 26, 28, 30, 32];
export const FRESH_SURFACES = ["tool_result", "write", "bash"] as const;

/** The tuning texts of the checkout at `root`; `fresh` adds the fresh tune groups (only their manifest entries are read). */
export function* tuningTexts(root: string, fresh = true): Generator<TuningText> {
  for (const file of ["dev.jsonl", "train.jsonl", ...PROSE_SETS.map((n) => `heldout-own${n}.jsonl`)])
    for (const line of readFileSync(join(root, "eval/injection", file), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { id: string; text: string };
      yield { id: `${file}:${row.id}`, text: row.text, surfaces: null, options: {} };
    }
  for (const n of SHELL_SETS) {
    const rows = loadShellSet(root, `shell${n}.txt`) ?? [];
    for (let i = 0; i < rows.length; i++) {
      const { surface, options } = heldoutScanArgs(rows[i] as (typeof rows)[number]);
      yield { id: `shell${n}:${i}`, text: (rows[i] as (typeof rows)[number]).text, surfaces: [surface], options };
    }
  }
  const short = shortTexts(realisticText());
  for (let i = 0; i < short.length; i++)
    yield { id: `short:${i}`, text: short[i] as string, surfaces: null, options: {} };
  if (!fresh) return;
  const manifest = JSON.parse(readFileSync(join(root, "eval/benign-fresh/manifest.json"), "utf8")) as {
    name: string;
    files: { path: string; split: string }[];
  }[];
  for (const e of manifest) {
    const slug = e.name.replace(/[^a-zA-Z0-9.@-]+/g, "_");
    for (const f of e.files) {
      // only the tune groups' entries: a holdout file is never read
      if (!/^tune\d*$/.test(f.split)) continue;
      const path = join("eval/benign-fresh/files", slug, f.path.replace(/\.gz$/, ""));
      if (!existsSync(join(root, path))) continue;
      yield {
        id: `fresh:${path}`,
        text: readFileSync(join(root, path), "utf8"),
        surfaces: FRESH_SURFACES,
        options: {},
      };
    }
  }
}
