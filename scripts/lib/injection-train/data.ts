// Training rows for the injection model: the repo's corpora (with licences) and benign real files (docs, READMEs, this repo's sources).

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { InjectionSurface } from "../../../src/engine/injection/types.ts";
import { hardFiles } from "../../benign-corpus.ts";
import { sourcePieces, sourceRepos } from "../injection-licences.ts";
import { ownSetRows } from "./own-sets.ts";
import { type Pin, pinnedOwnFiles, readPin } from "./pin.ts";
import { filesUnder, packageDocFiles, realFilePieces } from "./real-docs.ts";

export interface TrainRow {
  id: string;
  text: string;
  y: 0 | 1;
  surface: InjectionSurface;
  /** the row's source (reports per source family); rows of one source never straddle folds unless it is split into units */
  group: string;
  /**
   * the fold unit when a big collection of real files is split (a package's README, a directory of this repository or of
   * pi's docs); absent: the whole source is one unit. Real files have no injected twins, so splitting them leaks nothing.
   */
  unit?: string;
  /** where the row comes from: "train.jsonl", "dev.jsonl" or "realfile" */
  part: string;
  category: string;
  /** may train the shipped weights (licence) */
  trainable: boolean;
  /** real files held out from the shipped model, for reporting */
  heldOut: boolean;
}

interface CorpusRow {
  id: string;
  text: string;
  label: string;
  surface: InjectionSurface;
  source: string;
  category: string;
  trainable: boolean;
}

/**
 * Rows of one of the repo's corpora. The group is the row's first repository (the carrier of an inserted text, or the
 * only source): a carrier's benign rows and its rows with an inserted attack stay in one fold.
 */
export function corpusRows(file: string, part: string): TrainRow[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => {
      const r = JSON.parse(l) as CorpusRow;
      if (typeof r.trainable !== "boolean")
        throw new Error(`${file}: row ${r.id} has no "trainable" field (run scripts/import-injection-eval.ts)`);
      const repos = sourceRepos(r.source);
      return {
        id: r.id,
        text: r.text,
        y: r.label === "injection" ? 1 : 0,
        surface: r.surface,
        group: repos[0],
        part,
        category: r.category,
        trainable: r.trainable,
        heldOut: false,
      } satisfies TrainRow;
    });
}

const PERMISSIVE = /^(MIT|ISC|Apache-2\.0|BSD-2-Clause|BSD-3-Clause|0BSD|CC0-1\.0|BlueOak-1\.0\.0|Unlicense)$/;
const TEXT_EXT = /\.(md|ts|js|mjs|json|sh|txt)$/;
const MAX_FILE = 256 * 1024;

function walk(dir: string, out: string[]): void {
  out.push(...filesUnder(dir, (n, size) => TEXT_EXT.test(n) && size > 0 && size <= MAX_FILE));
}

/** The directory of a relative path ("." for a top-level file), with "/" separators. */
function dirOf(rel: string): string {
  const parts = rel.split(/[\\/]/);
  return parts.length > 1 ? parts.slice(0, -1).join("/") : ".";
}

/** The fold unit of a row: its unit where its source is split, else its source. */
export const unitOf = (r: TrainRow): string => r.unit ?? r.group;

/** FNV-1a of a string, for the deterministic held-out split of real files. */
export function strHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function licenceOf(pkgDir: string): string {
  try {
    const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8")) as { license?: unknown };
    return typeof pkg.license === "string" ? pkg.license : "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Benign real files, each as tool_result rows (the agent reads it, one row per read-tool page) and a write row (the agent
 * writes it): pi's docs and examples, READMEs and other docs of permissively licensed packages in node_modules, this
 * repository's README, docs and sources as of the pinned commit.
 * A quarter of the files (by path hash; a package's docs by package) are held out of the shipped model and reported on.
 */
export function realFileRows(
  root: string,
  /** the commit of this repository's own files (default: eval/injection/train-pin.json) */
  pin?: Pin,
): {
  rows: TrainRow[];
  files: { path: string; group: string; licence: string }[];
} {
  // heldBy: what the held-out rule hashes (default the file's path; a package's docs go together, by package)
  const files: { path: string; group: string; licence: string; unit?: string; heldBy?: string }[] = [];
  const pi = join(root, "node_modules/@earendil-works/pi-coding-agent");
  const piFiles: string[] = [];
  walk(join(pi, "docs"), piFiles);
  walk(join(pi, "examples"), piFiles);
  for (const p of piFiles)
    files.push({
      path: p,
      group: "real:pi-docs",
      licence: licenceOf(pi),
      unit: `real:pi-docs:${dirOf(relative(pi, p))}`,
    });
  const nm = join(root, "node_modules");
  const pkgDirs: string[] = [];
  for (const n of readdirSync(nm).sort()) {
    if (n.startsWith(".")) continue;
    if (n.startsWith("@")) for (const m of readdirSync(join(nm, n)).sort()) pkgDirs.push(join(nm, n, m));
    else pkgDirs.push(join(nm, n));
  }
  for (const d of pkgDirs) {
    const lic = licenceOf(d);
    if (!PERMISSIVE.test(lic)) continue;
    let names: string[] = [];
    try {
      names = readdirSync(d);
    } catch {
      continue;
    }
    const readme = names.find((n) => /^readme\.md$/i.test(n));
    if (readme)
      files.push({
        path: join(d, readme),
        group: "real:npm-readmes",
        licence: lic,
        unit: `real:npm-readmes:${relative(nm, d)}`,
      });
    // the other prose it ships (docs folders, changelogs, guides); pi's docs and examples are rows of their own above
    const pkg = relative(nm, d);
    for (const p of packageDocFiles(d, MAX_FILE, d === pi ? ["docs", "examples"] : []))
      files.push({ path: p, group: "real:npm-docs", licence: lic, unit: `real:npm-docs:${pkg}`, heldBy: pkg });
  }
  // this repository's own files at the pinned commit (pin.ts), so that later commits do not change the training rows
  const ownText = new Map<string, string>();
  for (const [rel, text] of pinnedOwnFiles(root, pin ?? readPin(root), MAX_FILE)) {
    const p = join(root, rel);
    ownText.set(p, text);
    files.push({ path: p, group: "real:this-repo", licence: "MIT", unit: `real:this-repo:${dirOf(rel)}` });
  }
  // eval/benign-hard, tuning part only (its holdout packages are never trained on); grouped by package for the folds
  const hard = new Set<string>();
  for (const f of hardFiles(root)) {
    if (f.split !== "tune" || !PERMISSIVE.test(f.licence)) continue;
    const path = join(root, f.path);
    hard.add(path);
    files.push({ path, group: `hard:${f.package}`, licence: f.licence });
  }
  const rows: TrainRow[] = [];
  for (const f of files) {
    const rel = relative(root, f.path);
    const text = ownText.get(f.path) ?? readFileSync(f.path, "utf8");
    const heldOut = !hard.has(f.path) && strHash(f.heldBy ?? rel) % 4 === 0;
    // a write carries the whole file; a read hands it over page by page (real-docs.ts), and the scanner sees each page
    const pieces = realFilePieces(rel, text);
    for (const [surface, t, id] of pieces)
      rows.push({
        id,
        text: t,
        y: 0,
        surface,
        group: f.group,
        ...(f.unit ? { unit: f.unit } : {}),
        part: "realfile",
        category: f.group,
        trainable: true,
        heldOut,
      });
  }
  return { rows, files };
}

/**
 * Training-only variant (INJECTION_TRAIN_FRESH=1): the permissively licensed files of eval/benign-fresh's tune splits
 * (`tune` and `tune2`, the groups fresh-tune and fresh2-tune; never a holdout split)
 * (fetched by scripts/import-benign-fresh.ts; absent files are skipped) as benign real-file rows, grouped by unit.
 */
export function freshTuneRows(root: string, splits: readonly string[] = ["tune", "tune2"]): TrainRow[] {
  const file = join(root, "eval", "benign-fresh", "manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    name: string;
    licence: string;
    files: { path: string; split: string; unit: string }[];
  }[];
  const rows: TrainRow[] = [];
  for (const e of manifest) {
    if (!PERMISSIVE.test(e.licence)) continue;
    const slug = e.name.replace(/[^a-zA-Z0-9.@-]+/g, "_");
    for (const f of e.files) {
      if (!splits.includes(f.split)) continue;
      const rel = join("eval", "benign-fresh", "files", slug, f.path.replace(/\.gz$/, ""));
      let text: string;
      try {
        text = readFileSync(join(root, rel), "utf8");
      } catch {
        continue;
      }
      if (text.trim() === "") continue;
      for (const surface of ["tool_result", "write"] as const)
        rows.push({
          id: `${rel}#${surface}`,
          text,
          y: 0,
          surface,
          group: `fresh:${f.unit}`,
          part: "realfile",
          category: "fresh-tune",
          trainable: true,
          heldOut: false,
        });
    }
  }
  return rows;
}

/**
 * The rows a default training run reads, in its order: eval/injection/train.jsonl, dev.jsonl, the benign real files
 * (this repository's at `pin`), then our own sets at `pin` (own-sets.ts: prose sets, then the shell sets' write rows
 * unless `ownShell` is false; none with `own: false`, the sets in `leaveOut` left out). The trainer appends the opt-in variants' rows (fresh files, synthetic) after these.
 */
export function defaultRows(
  root: string,
  pin: Pin,
  opts: { own: boolean; leaveOut?: readonly string[]; ownShell?: boolean } = { own: false },
): { corpus: TrainRow[]; real: ReturnType<typeof realFileRows>; own: TrainRow[] } {
  const evalDir = join(root, "eval", "injection");
  return {
    corpus: [
      ...corpusRows(join(evalDir, "train.jsonl"), "train.jsonl"),
      ...corpusRows(join(evalDir, "dev.jsonl"), "dev.jsonl"),
    ],
    real: realFileRows(root, pin),
    own: opts.own ? ownSetRows(root, pin, opts.leaveOut, opts.ownShell ?? true) : [],
  };
}

export { sourcePieces };
