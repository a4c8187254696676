// The benign real-file corpus: pi's own docs and examples, package READMEs in node_modules, and this repository's files.

import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { minimatch } from "minimatch";

export interface BenignRow {
  /** hard-tune / holdout: eval/benign-hard (AI source holding prompts, framework docs, CI); holdout is never trained on */
  group: "pi-docs" | "readmes" | "repo" | "hard-tune" | "holdout";
  path: string;
  text: string;
}

const TEXT_EXT = /\.(?:md|ts|mts|js|mjs|json|txt|ya?ml|sh)$/;

function walk(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".git")) continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, out);
    else if (st.isFile() && st.size < 2_000_000) out.push(p);
  }
}

/** The repository's own allow-list (`.pi/sentinel.json` injectionDefense.allowPaths). */
function allowPaths(root: string): string[] {
  try {
    const cfg = JSON.parse(readFileSync(join(root, ".pi", "sentinel.json"), "utf8")) as {
      injectionDefense?: { allowPaths?: string[] };
    };
    return cfg.injectionDefense?.allowPaths ?? [];
  } catch {
    return [];
  }
}

/** One package's entry in eval/benign-hard/manifest.json (written by scripts/import-benign-hard.ts and import-benign-shell.ts). */
export interface HardManifestEntry {
  package: string;
  licence: string;
  split: "tune" | "holdout";
  kind: "package" | "ci";
  files: string[];
}

/** The files of eval/benign-hard (see scripts/import-benign-hard.ts), with their package, licence and split. */
export function hardFiles(
  root: string,
): { path: string; package: string; licence: string; split: "tune" | "holdout" }[] {
  const file = join(root, "eval", "benign-hard", "manifest.json");
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, "utf8")) as HardManifestEntry[];
  return manifest.flatMap((e) =>
    e.files.map((f) => ({
      path: join("eval", "benign-hard", f),
      package: e.package,
      licence: e.licence,
      split: e.split,
    })),
  );
}

/** Every row of the corpus, deduplicated by content. `root` is the repository root (node_modules beside it). */
export function benignCorpus(root: string): BenignRow[] {
  const rows: BenignRow[] = [];
  const seen = new Set<string>();
  const add = (group: BenignRow["group"], path: string): void => {
    const text = readFileSync(path, "utf8");
    const h = createHash("sha1").update(text).digest("hex");
    if (seen.has(h) || text.trim().length === 0) return;
    seen.add(h);
    rows.push({ group, path: relative(root, path), text });
  };
  const pi = join(root, "node_modules", "@earendil-works", "pi-coding-agent");
  const piFiles: string[] = [];
  walk(join(pi, "docs"), piFiles);
  walk(join(pi, "examples"), piFiles);
  for (const p of piFiles.sort()) if (/\.(?:md|ts)$/.test(p)) add("pi-docs", p);

  const nm = join(root, "node_modules");
  const pkgDirs: string[] = [];
  for (const name of readdirSync(nm).sort()) {
    if (name.startsWith(".")) continue;
    if (name.startsWith("@")) for (const sub of readdirSync(join(nm, name)).sort()) pkgDirs.push(join(nm, name, sub));
    else pkgDirs.push(join(nm, name));
  }
  for (const d of pkgDirs) {
    const readme = ["README.md", "readme.md", "Readme.md"].map((n) => join(d, n)).find((p) => existsSync(p));
    if (readme) add("readmes", readme);
  }

  const allow = allowPaths(root);
  const repoFiles: string[] = [join(root, "README.md")];
  for (const d of ["docs", "src", "extensions"]) walk(join(root, d), repoFiles);
  for (const p of repoFiles.sort()) {
    const rel = relative(root, p);
    if (!TEXT_EXT.test(p) || allow.some((g) => minimatch(rel, g, { dot: true }))) continue;
    add("repo", p);
  }
  for (const f of hardFiles(root)) add(f.split === "holdout" ? "holdout" : "hard-tune", join(root, f.path));
  return rows;
}

/** A row of eval/benign-fresh: files nobody here tuned on (see scripts/import-benign-fresh.ts). */
export interface FreshRow {
  /**
   * fresh2-tune: round 6's second holdout, tuning data since round 7; fresh3-tune: round 7's report set, tuning data
   * since round 8; fresh4-tune: round 8's report set, tuning data since round 9; fresh5-tune: round 9's report set,
   * tuning data since round 10; fresh6-tune: round 10's report set, tuning data since round 11; fresh7-tune:
   * round 11's report set, tuning data since round 13; fresh8-tune: round 13's report set, tuning data since round 14; fresh9-tune: the report set of rounds 14 and 15, tuning data since round 16; fresh10-tune: round 16's report set, tuning data since round 17; fresh11-tune: round 17's report set, tuning data since round 18; fresh12-tune: round 18's report set, tuning data since round 19; fresh13-tune: round 19's report set, tuning data since round 20; fresh14-tune: round 20's report set, tuning data since round 21; fresh15-tune: round 21's report set, tuning data since round 22; fresh16-tune: round 22's report set, tuning data since round 23; fresh17-tune: round 23's report set, tuning data since round 25; fresh18-tune: round 25's report set, tuning data since round 26; fresh19-tune: round 26's report set, tuning data since round 27; fresh20-tune: round 27's report set, tuning data since round 28; fresh21-tune: round 28's report set, tuning data since round 29; fresh22-tune: round 29's report set, tuning data since round 30; fresh23-tune: round 30's report set, tuning data since round 31; fresh24-tune: round 31's report set, tuning data since round 32; fresh25-tune: round 32's report set, tuning data since round 33; fresh26-tune: round 33's report set, tuning data since round 34; fresh27-tune: round 34's report set, tuning data since round 35; fresh28-tune: round 35's report set, tuning data since round 36; fresh29-tune: round 36's report set, tuning data since round 37; fresh30-tune: round 37's report set, tuning data since round 38; fresh31-tune: round 38's report set, tuning data since round 39; fresh32-tune: round 39's report set, tuning data since round 40; fresh33-tune: round 40's report set, tuning data since round 41; fresh34-tune: round 41's report set, tuning data since round 42; fresh35-tune: round 42's report set, tuning data since round 43; fresh36-tune: round 43's report set, tuning data since round 44; fresh37-tune: round 44's report set, tuning data since round 45; fresh38-tune: round 45's report set, tuning data since round 46; fresh39-tune: round 46's report set, tuning data since round 47; fresh40-tune: round 47's report set, tuning data since round 48; fresh41-holdout: round 48's report set; fresh-holdout is empty since round 6 (that half moved to tune)
   */
  group:
    | "fresh-tune"
    | "fresh-holdout"
    | "fresh2-tune"
    | "fresh3-tune"
    | "fresh4-tune"
    | "fresh5-tune"
    | "fresh6-tune"
    | "fresh7-tune"
    | "fresh8-tune"
    | "fresh9-tune"
    | "fresh10-tune"
    | "fresh11-tune"
    | "fresh12-tune"
    | "fresh13-tune"
    | "fresh14-tune"
    | "fresh15-tune"
    | "fresh16-tune"
    | "fresh17-tune"
    | "fresh18-tune"
    | "fresh19-tune"
    | "fresh20-tune"
    | "fresh21-tune"
    | "fresh22-tune"
    | "fresh23-tune"
    | "fresh24-tune"
    | "fresh25-tune"
    | "fresh26-tune"
    | "fresh27-tune"
    | "fresh28-tune"
    | "fresh29-tune"
    | "fresh30-tune"
    | "fresh31-tune"
    | "fresh32-tune"
    | "fresh33-tune"
    | "fresh34-tune"
    | "fresh35-tune"
    | "fresh36-tune"
    | "fresh37-tune"
    | "fresh38-tune"
    | "fresh39-tune"
    | "fresh40-tune"
    | "fresh41-holdout";
  /** ai-source, framework-docs, config, shell-script, python-stdlib, debian-doc, debian-script, debian-config, debian-man */
  kind: string;
  /** the npm package or local source it came from */
  source: string;
  path: string;
  text: string;
}

/**
 * The half of a split by source (`eval-benign.ts --half T|R --salt S`): sha1(salt + ":" + source)'s first byte even is
 * T, odd is R. Fixed before any file is read, so one can tune on T and measure R once.
 */
export function sourceHalf(source: string, salt: string): "T" | "R" {
  return createHash("sha1").update(`${salt}:${source}`).digest()[0] % 2 === 0 ? "T" : "R";
}

/** The group a manifest split reports under. */
export function freshGroup(split: string): FreshRow["group"] {
  if (split === "tune") return "fresh-tune";
  if (split === "holdout") return "fresh-holdout";
  if (split === "tune2") return "fresh2-tune";
  if (split === "tune3") return "fresh3-tune";
  if (split === "tune4") return "fresh4-tune";
  if (split === "tune5") return "fresh5-tune";
  if (split === "tune6") return "fresh6-tune";
  if (split === "tune7") return "fresh7-tune";
  if (split === "tune8") return "fresh8-tune";
  if (split === "tune9") return "fresh9-tune";
  if (split === "tune10") return "fresh10-tune";
  if (split === "tune11") return "fresh11-tune";
  if (split === "tune12") return "fresh12-tune";
  if (split === "tune13") return "fresh13-tune";
  if (split === "tune14") return "fresh14-tune";
  if (split === "tune15") return "fresh15-tune";
  if (split === "tune16") return "fresh16-tune";
  if (split === "tune17") return "fresh17-tune";
  if (split === "tune18") return "fresh18-tune";
  if (split === "tune19") return "fresh19-tune";
  if (split === "tune20") return "fresh20-tune";
  if (split === "tune21") return "fresh21-tune";
  if (split === "tune22") return "fresh22-tune";
  if (split === "tune23") return "fresh23-tune";
  if (split === "tune24") return "fresh24-tune";
  if (split === "tune25") return "fresh25-tune";
  if (split === "tune26") return "fresh26-tune";
  if (split === "tune27") return "fresh27-tune";
  if (split === "tune28") return "fresh28-tune";
  if (split === "tune29") return "fresh29-tune";
  if (split === "tune30") return "fresh30-tune";
  if (split === "tune31") return "fresh31-tune";
  if (split === "tune32") return "fresh32-tune";
  if (split === "tune33") return "fresh33-tune";
  if (split === "tune34") return "fresh34-tune";
  if (split === "tune35") return "fresh35-tune";
  if (split === "tune36") return "fresh36-tune";
  if (split === "tune37") return "fresh37-tune";
  if (split === "tune38") return "fresh38-tune";
  if (split === "tune39") return "fresh39-tune";
  if (split === "tune40") return "fresh40-tune";
  if (split === "holdout41") return "fresh41-holdout";
  throw new Error(
    `eval/benign-fresh/manifest.json: unknown split "${split}" (tune, holdout, tune2, tune3, tune4, tune5, tune6, tune7, tune8, tune9, tune10, tune11, tune12, tune13, tune14, tune15, tune16, tune17, tune18, tune19, tune20, tune21, tune22, tune23, tune24, tune25, tune26, tune27, tune28, tune29, tune30, tune31, tune32, tune33, tune34, tune35, tune36, tune37, tune38, tune39, tune40 or holdout41)`,
  );
}

/**
 * Where a relabelled group went (round 7 fresh2-holdout became fresh2-tune, … round 11 fresh6-holdout fresh6-tune, round 13 fresh7-holdout fresh7-tune, round 14 fresh8-holdout fresh8-tune, round 16 fresh9-holdout fresh9-tune, round 17 fresh10-holdout fresh10-tune, round 18 fresh11-holdout fresh11-tune, round 19 fresh12-holdout fresh12-tune, round 20 fresh13-holdout fresh13-tune, round 21 fresh14-holdout fresh14-tune, round 22 fresh15-holdout fresh15-tune, round 23 fresh16-holdout fresh16-tune, round 25 fresh17-holdout fresh17-tune, round 26 fresh18-holdout fresh18-tune, round 27 fresh19-holdout fresh19-tune, round 28 fresh20-holdout fresh20-tune, round 29 fresh21-holdout fresh21-tune, round 30 fresh22-holdout fresh22-tune, round 31 fresh23-holdout fresh23-tune, round 32 fresh24-holdout fresh24-tune, round 33 fresh25-holdout fresh25-tune, round 34 fresh26-holdout fresh26-tune, round 35 fresh27-holdout fresh27-tune, round 36 fresh28-holdout fresh28-tune, round 37 fresh29-holdout fresh29-tune, round 38 fresh30-holdout fresh30-tune, round 39 fresh31-holdout fresh31-tune, round 40 fresh32-holdout fresh32-tune, round 41 fresh33-holdout fresh33-tune, round 42 fresh34-holdout fresh34-tune, round 43 fresh35-holdout fresh35-tune, round 44 fresh36-holdout fresh36-tune, round 45 fresh37-holdout fresh37-tune, round 46 fresh38-holdout fresh38-tune, round 47 fresh39-holdout fresh39-tune, round 48 fresh40-holdout fresh40-tune), as
 * the words `eval-benign.ts --group` prints after "no rows in group X"; "" for any other group.
 */
export function movedGroup(group: string): string {
  const moved: Record<string, string> = {
    "fresh2-holdout": " (tuning data since round 7: --group fresh2-tune)",
    "fresh3-holdout": " (tuning data since round 8: --group fresh3-tune)",
    "fresh4-holdout": " (tuning data since round 9: --group fresh4-tune)",
    "fresh5-holdout": " (tuning data since round 10: --group fresh5-tune)",
    "fresh6-holdout": " (tuning data since round 11: --group fresh6-tune)",
    "fresh7-holdout": " (tuning data since round 13: --group fresh7-tune)",
    "fresh8-holdout": " (tuning data since round 14: --group fresh8-tune)",
    "fresh9-holdout": " (tuning data since round 16: --group fresh9-tune)",
    "fresh10-holdout": " (tuning data since round 17: --group fresh10-tune)",
    "fresh11-holdout": " (tuning data since round 18: --group fresh11-tune)",
    "fresh12-holdout": " (tuning data since round 19: --group fresh12-tune)",
    "fresh13-holdout": " (tuning data since round 20: --group fresh13-tune)",
    "fresh14-holdout": " (tuning data since round 21: --group fresh14-tune)",
    "fresh15-holdout": " (tuning data since round 22: --group fresh15-tune)",
    "fresh16-holdout": " (tuning data since round 23: --group fresh16-tune)",
    "fresh17-holdout": " (tuning data since round 25: --group fresh17-tune)",
    "fresh18-holdout": " (tuning data since round 26: --group fresh18-tune)",
    "fresh19-holdout": " (tuning data since round 27: --group fresh19-tune)",
    "fresh20-holdout": " (tuning data since round 28: --group fresh20-tune)",
    "fresh21-holdout": " (tuning data since round 29: --group fresh21-tune)",
    "fresh22-holdout": " (tuning data since round 30: --group fresh22-tune)",
    "fresh23-holdout": " (tuning data since round 31: --group fresh23-tune)",
    "fresh24-holdout": " (tuning data since round 32: --group fresh24-tune)",
    "fresh25-holdout": " (tuning data since round 33: --group fresh25-tune)",
    "fresh26-holdout": " (tuning data since round 34: --group fresh26-tune)",
    "fresh27-holdout": " (tuning data since round 35: --group fresh27-tune)",
    "fresh28-holdout": " (tuning data since round 36: --group fresh28-tune)",
    "fresh29-holdout": " (tuning data since round 37: --group fresh29-tune)",
    "fresh30-holdout": " (tuning data since round 38: --group fresh30-tune)",
    "fresh31-holdout": " (tuning data since round 39: --group fresh31-tune)",
    "fresh32-holdout": " (tuning data since round 40: --group fresh32-tune)",
    "fresh33-holdout": " (tuning data since round 41: --group fresh33-tune)",
    "fresh34-holdout": " (tuning data since round 42: --group fresh34-tune)",
    "fresh35-holdout": " (tuning data since round 43: --group fresh35-tune)",
    "fresh36-holdout": " (tuning data since round 44: --group fresh36-tune)",
    "fresh37-holdout": " (tuning data since round 45: --group fresh37-tune)",
    "fresh38-holdout": " (tuning data since round 46: --group fresh38-tune)",
    "fresh39-holdout": " (tuning data since round 47: --group fresh39-tune)",
    "fresh40-holdout": " (tuning data since round 48: --group fresh40-tune; the report set is fresh41-holdout)",
  };
  return moved[group] ?? "";
}

/**
 * The fresh corpus, as far as its files are present (they are not committed: `node scripts/import-benign-fresh.ts`
 * fetches them by exact version). `missing` counts the manifest's files that are absent; no manifest, no rows.
 */
export function freshCorpus(root: string): {
  rows: FreshRow[];
  missing: number;
  /** absent files per group, so a report can say which group it skipped */
  missingBy: Record<string, number>;
} {
  const file = join(root, "eval", "benign-fresh", "manifest.json");
  if (!existsSync(file)) return { rows: [], missing: 0, missingBy: {} };
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    name: string;
    kind: string;
    files: { path: string; split: string; kind?: string }[];
  }[];
  const rows: FreshRow[] = [];
  const seen = new Set<string>();
  let missing = 0;
  const missingBy: Record<string, number> = {};
  for (const e of manifest) {
    const slug = e.name.replace(/[^a-zA-Z0-9.@-]+/g, "_");
    for (const f of e.files) {
      const path = join("eval", "benign-fresh", "files", slug, f.path.replace(/\.gz$/, ""));
      if (!existsSync(join(root, path))) {
        missing++;
        missingBy[freshGroup(f.split)] = (missingBy[freshGroup(f.split)] ?? 0) + 1;
        continue;
      }
      const text = readFileSync(join(root, path), "utf8");
      const h = createHash("sha1").update(text).digest("hex");
      if (seen.has(h) || text.trim().length === 0) continue;
      seen.add(h);
      rows.push({
        group: freshGroup(f.split),
        kind: f.kind ?? e.kind,
        source: e.name,
        path,
        text,
      });
    }
  }
  return { rows, missing, missingBy };
}
