// The --select steps of scripts/import-benign-fresh.ts: each makes or extends eval/benign-fresh/manifest.json by a set's rule.

/**
 * Each step was run once, before any score of its set was looked at: `--select` made the first set, `--select2` and
 * `--select3` appended sets 2 and 3 from unpacked npm tarballs plus Debian packages, and `selectTrixieSet` (sets 4, 5
 * and 6) fetches its sources itself (npm pack by exact version; Debian trixie binary and source packages through a
 * private apt configuration). Earlier entries are kept as they are.
 */

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assignSplits, SOURCES1, selectLocal1, selectNpm1 } from "./benign-fresh1.ts";
import { fetchDeb, SOURCES2, selectDeb, selectNpm2 } from "./benign-fresh2.ts";
import { SOURCES3, selectDeb3, selectNpm3 } from "./benign-fresh3.ts";
import { fetchTrixie } from "./benign-fresh4.ts";
import {
  appendEntries,
  type FreshEntry,
  type FreshFile,
  type FreshSource,
  fetchNpm,
  packageDir,
  readManifest,
  writeManifest,
} from "./benign-fresh-manifest.ts";

/** `--select <dir with unpacked npm tarballs>` (round 5): the first manifest, split by unit into tune and holdout. */
export function selectFirst(dir: string, packs: string | undefined): void {
  if (!packs) throw new Error("usage: node scripts/import-benign-fresh.ts --select <dir with unpacked tarballs>");
  if (existsSync(join(dir, "manifest.json")) && readFileSync(join(dir, "manifest.json"), "utf8").includes('"tune2"'))
    throw new Error("the manifest holds the second holdout: --select would re-make the first split and drop it");
  const manifest: FreshEntry[] = SOURCES1.map((s) => {
    const base = "npm" in s.from ? packageDir(s.from.npm, packs) : "local" in s.from ? s.from.local : "";
    if (!existsSync(base)) throw new Error(`${s.name}: ${base} does not exist`);
    const files = "npm" in s.from ? selectNpm1(s, base) : selectLocal1(s, base);
    process.stderr.write(`${s.name}: ${files.length} files\n`);
    return { ...s, files };
  });
  for (const kind of new Set(manifest.filter((e) => "npm" in e.from).map((e) => e.kind)))
    assignSplits(manifest.filter((e) => "npm" in e.from && e.kind === kind).map((e) => e.files));
  for (const e of manifest) if ("local" in e.from) assignSplits([e.files]);
  mkdirSync(dir, { recursive: true });
  writeManifest(dir, manifest);
}

/**
 * `--select2 <dir with unpacked npm tarballs>` (round 6, run once, before any score): the first holdout had been looked
 * at, so its files become tune; the sources of the second holdout (SOURCES2) are picked by rule into split holdout2 (tune2 since round 7)
 * (Debian packages are downloaded with apt-get). The entries of the first set are otherwise kept as they are.
 */
export function selectSecond(dir: string, packs: string | undefined): void {
  if (!packs) throw new Error("usage: node scripts/import-benign-fresh.ts --select2 <dir with unpacked tarballs>");
  const names = new Set(SOURCES2.map((s) => s.name));
  const old = readManifest(dir).filter((e) => !names.has(e.name));
  for (const e of old) for (const f of e.files) if (f.split === "holdout") f.split = "tune";
  const tmp = mkdtempSync(join(tmpdir(), "benign-fresh2-"));
  try {
    const added: FreshEntry[] = SOURCES2.map((s) => {
      const base = "npm" in s.from ? packageDir(s.from.npm, packs) : fetchDeb(s.from.deb, tmp);
      if (!existsSync(base)) throw new Error(`${s.name}: ${base} does not exist`);
      const files = "npm" in s.from ? selectNpm2(s, base) : selectDeb(s, base);
      process.stderr.write(`${s.name}: ${files.length} files\n`);
      return { ...s, files } as FreshEntry;
    });
    writeManifest(dir, [...old, ...added]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * `--select3 <dir with unpacked npm tarballs>` (round 7, run once, before any score): appends the sources of the third
 * set (SOURCES3, scripts/lib/benign-fresh3.ts) picked by rule into split holdout3; earlier entries are kept as they are.
 */
export function selectThird(dir: string, packs: string | undefined): void {
  if (!packs) throw new Error("usage: node scripts/import-benign-fresh.ts --select3 <dir with unpacked tarballs>");
  const tmp = mkdtempSync(join(tmpdir(), "benign-fresh3-"));
  try {
    const added: FreshEntry[] = SOURCES3.map((s) => {
      const base = "npm" in s.from ? packageDir(s.from.npm, packs) : fetchDeb(s.from.deb, tmp);
      if (!existsSync(base)) throw new Error(`${s.name}: ${base} does not exist`);
      const files = "npm" in s.from ? selectNpm3(s, base) : selectDeb3(s, base);
      process.stderr.write(`${s.name}: ${files.length} files\n`);
      return { ...s, files } as FreshEntry;
    });
    writeManifest(
      dir,
      appendEntries(
        readManifest(dir),
        SOURCES3.map((s) => s.name),
        added,
      ),
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** A source of sets 4 to 6: an npm package or a Debian trixie binary or source package. */
export type TrixieSource = Omit<FreshSource, "from"> & {
  from: { npm: string } | { deb: string; suite: "trixie" } | { debsrc: string; suite: "trixie" };
  /** a Debian package of an LLM client or tool (not stored in the manifest) */
  llm?: boolean;
};

/**
 * `--select4` (round 8), `--select5` (round 9; `--select5b` appends only its second list) `--select6` (round 10), `--select7` (round 11), `--select8` (round 13), `--select9` (round 14), `--select10` (round 15) `--select11` (round 16), `--select12` (round 17), `--select13` (round 18), `--select14` (round 19), `--select15` (round 20; `--select15b` appends only its second list) `--select16` (round 21; `--select16b` appends only its second list) `--select17` (round 22), `--select18` (round 25), `--select19` (round 26; `--select19b` appends only its second list) `--select20` (round 27), `--select21` (round 28), `--select22` (round 29), `--select23` (round 30), `--select24` (round 31), `--select25` (round 32) `--select26` (round 33; `--select26b` appends only its second list) `--select27` (round 34; `--select27b` appends only its second list) `--select28` (round 35; `--select28b` appends only its second list) and `--select29` (round 36; `--select29b` and `--select29c` append only its second and third lists) and `--select30` (round 37; `--select30b` appends only its second list) and `--select31` (round 38; `--select31b` appends only its second list) and `--select32` (round 39) and `--select33` (round 40; `--select33b` appends only its second list) and `--select34` (round 41; `--select34b` appends only its second list) and `--select35` (round 42; `--select35b` appends only its second list) and `--select36` (round 43) and `--select37` (round 44; `--select37b` appends only its second list) and `--select38` (round 45) and `--select39` (round 46) and `--select40` (round 47; `--select40b` appends only its second list) and `--select41` (round 48; `--select41b` appends only its second list),
 * each run once, before any score: appends a set's sources (SOURCES4, split holdout4, tune4 since round 9; SOURCES5,
 * split holdout5, tune5 since round 10; SOURCES6, split holdout6, tune6 since round 11; SOURCES7, split holdout7, tune7 since round 13; SOURCES8, split holdout8, tune8 since round 14; SOURCES9, split holdout9, tune9 since round 16; SOURCES10, split holdout10, tune10 since round 17; SOURCES11, split holdout11, tune11 since round 18; SOURCES12, split holdout12, tune12 since round 19; SOURCES13, split holdout13, tune13 since round 20; SOURCES14, split holdout14, tune14 since round 21; SOURCES15 and SOURCES15B, split holdout15, tune15 since round 22; SOURCES16 and SOURCES16B, split holdout16, tune16 since round 23; SOURCES17, split holdout17, tune17 since round 25; SOURCES18, split holdout18, tune18 since round 26; SOURCES19 and SOURCES19B, split holdout19, tune19 since round 27; SOURCES20, split holdout20, tune20 since round 28; SOURCES21, split holdout21, tune21 since round 29; SOURCES22, split holdout22, tune22 since round 30; SOURCES23, split holdout23, tune23 since round 31; SOURCES24, split holdout24, tune24 since round 32; SOURCES25, split holdout25, tune25 since round 33; SOURCES26 and SOURCES26B, split holdout26, tune26 since round 34; SOURCES27 and SOURCES27B, split holdout27, tune27 since round 35; SOURCES28 and SOURCES28B, split holdout28, tune28 since round 36; SOURCES29, SOURCES29B and SOURCES29C, split holdout29, tune29 since round 37; SOURCES30 and SOURCES30B, split holdout30, tune30 since round 38; SOURCES31 and SOURCES31B, split holdout31, tune31 since round 39; SOURCES32, split holdout32, tune32 since round 40; SOURCES33 and SOURCES33B, split holdout33, tune33 since round 41; SOURCES34 and SOURCES34B, split holdout34, tune34 since round 42; SOURCES35 and SOURCES35B, split holdout35, tune35 since round 43; SOURCES36, split holdout36, tune36 since round 44; SOURCES37 and SOURCES37B, split holdout37, tune37 since round 45; SOURCES38, split holdout38, tune38 since round 46; SOURCES39, split holdout39, tune39 since round 47; SOURCES40 and SOURCES40B, split holdout40, tune40 since round 48; SOURCES41 and SOURCES41B, split holdout41) picked by its rule, fetching them itself; an npm
 * entry's licence is read from its package.json. A source that cannot be fetched is left out and named.
 */
export function selectTrixieSet<S extends TrixieSource>(
  dir: string,
  sources: S[],
  select: (s: S, base: string) => FreshFile[],
  tag: string,
): void {
  const old = readManifest(dir);
  const tmp = mkdtempSync(join(tmpdir(), `benign-${tag}-`));
  try {
    const added: FreshEntry[] = [];
    for (const s of sources) {
      let base: string;
      let files: FreshFile[];
      let licence = s.licence;
      try {
        base = "npm" in s.from ? fetchNpm(s.from.npm, tmp) : fetchTrixie(s.from, tmp);
        files = select(s, base);
        if ("npm" in s.from) {
          const pj = JSON.parse(readFileSync(join(base, "package.json"), "utf8")) as { license?: unknown };
          licence = typeof pj.license === "string" ? pj.license : "none stated in package.json; not committed";
        }
      } catch (err) {
        // a source that cannot be fetched or read is left out and named, not picked again by hand
        process.stderr.write(`${s.name}: cannot fetch (${(err as Error).message.split("\n")[0]}); left out\n`);
        continue;
      }
      process.stderr.write(`${s.name}: ${files.length} files (${licence})\n`);
      const { llm: _llm, ...rest } = s;
      if (files.length > 0) added.push({ ...rest, licence, files } as FreshEntry);
    }
    writeManifest(
      dir,
      appendEntries(
        old,
        sources.map((s) => s.name),
        added,
      ),
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
