// The main model's picked negatives: fresh tune files of one source half (listed in eval/injection/train-picks.txt, copied beside it) that train in every fit, never scored.

import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { freshGroup, sourceHalf } from "../../benign-corpus.ts";
import { freshPath } from "../benign-fresh-manifest.ts";
import type { TrainRow } from "./data.ts";
import { realFilePieces } from "./real-docs.ts";

/** The committed list of picked files, one `source<TAB>licence<TAB>path in the manifest` a line (# comments). */
export const PICKS_FILE = join("eval", "injection", "train-picks.txt");
/**
 * The committed copies of the picked files (permissive licences only, each under its source's folder as in
 * eval/benign-fresh/files), so a clone trains the same asset without fetching eval/benign-fresh.
 */
export const PICKS_DIR = join("eval", "injection", "train-picks");
/**
 * Picks come from one source half only, so the other half (R under this salt) judges whether they transfer:
 * learn27's salt, whose half R no training run has read.
 */
export const PICK_SALT = "learn27";
export const PICK_HALF = "T";
/** The licences a shipped asset may learn from (data.ts's rule for real files). */
const PERMISSIVE = /^(MIT|ISC|Apache-2\.0|BSD-2-Clause|BSD-3-Clause|0BSD|CC0-1\.0|BlueOak-1\.0\.0|Unlicense)$/;

interface ManifestEntry {
  name: string;
  licence: string;
  files: { path: string; split: string; unit: string }[];
}

export interface Pick {
  source: string;
  licence: string;
  path: string;
}

/** The list's entries; blank lines and `#` comments skipped; throws on a line that is not `source<TAB>licence<TAB>path`. */
export function parsePicks(text: string): Pick[] {
  const out: Pick[] = [];
  for (const [k, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const [source, licence, path, ...rest] = line.split("\t");
    if (!source || !licence || !path || rest.length > 0)
      throw new Error(`${PICKS_FILE}:${k + 1}: want "source<TAB>licence<TAB>path"`);
    out.push({ source, licence, path });
  }
  return out;
}

/**
 * Why a pick may not train, or null when it may: the file must be listed in the manifest under that source, in a tune
 * split (never a holdout or report group), in source half PICK_HALF under PICK_SALT, and permissively licensed.
 */
export function pickRefusal(p: Omit<Pick, "licence">, manifest: readonly ManifestEntry[]): string | null {
  const e = manifest.find((x) => x.name === p.source);
  const f = e?.files.find((x) => x.path === p.path);
  if (!e || !f) return "not in eval/benign-fresh/manifest.json";
  if (!freshGroup(f.split).endsWith("-tune")) return `split ${f.split} is not tuning data`;
  if (sourceHalf(e.name, PICK_SALT) !== PICK_HALF) return `source half is not ${PICK_HALF} (salt ${PICK_SALT})`;
  if (!PERMISSIVE.test(e.licence)) return `licence "${e.licence}" is not permissive`;
  return null;
}

/**
 * The picked files as benign rows (a write row of the whole file and a tool_result row per read-tool page, as
 * data.ts's real files), category "fresh-pick", read from their committed copies. Throws on a pick that may not train
 * (pickRefusal), whose listed licence is not the manifest's, or whose copy is missing.
 */
export function pickRows(root: string, listText?: string): { rows: TrainRow[]; files: number } {
  const picks = parsePicks(listText ?? readFileSync(join(root, PICKS_FILE), "utf8"));
  const manifest = JSON.parse(
    readFileSync(join(root, "eval", "benign-fresh", "manifest.json"), "utf8"),
  ) as ManifestEntry[];
  const rows: TrainRow[] = [];
  for (const p of picks) {
    const entry = manifest.find((x) => x.name === p.source);
    const why =
      pickRefusal(p, manifest) ?? (entry?.licence === p.licence ? null : "licence differs from the manifest's");
    if (why) throw new Error(`${PICKS_FILE}: ${p.source} ${p.path}: ${why}`);
    const file = entry?.files.find((x) => x.path === p.path) as ManifestEntry["files"][number];
    const rel = pickCopy(entry as ManifestEntry, file);
    const text = readFileSync(join(root, rel), "utf8");
    const pieces = realFilePieces(rel, text);
    for (const [surface, t, id] of pieces)
      rows.push({
        id,
        text: t,
        y: 0,
        surface,
        group: `pick:${file.unit}`,
        part: "realfile",
        category: "fresh-pick",
        trainable: true,
        heldOut: false,
      });
  }
  return { rows, files: picks.length };
}

/** Where a picked file's committed copy lies: eval/benign-fresh/files' layout under PICKS_DIR. */
export function pickCopy(entry: { name: string }, f: { path: string }): string {
  return join(PICKS_DIR, relative(join("eval", "benign-fresh", "files"), freshPath(entry, f)));
}
