// Adds to eval/benign-hard/tune the shell scripts and generated code tables of a few permissive npm packages (a benign class the second stage had never seen).

/**
 * Usage: node scripts/import-benign-shell.ts <dir with unpacked npm tarballs>
 *
 * The tarballs come from `npm pack <name>@<version>` (see PACKAGES) unpacked as `<dir>/<name>-<version>/package`.
 * Every shell script (`*.sh`, `*.bash`, extension-less files under bin/ and libexec/ that start with a shebang) and
 * every generated table (`encodings/**`) up to 64 KB is copied to eval/benign-hard/tune/<package>/ and listed in
 * eval/benign-hard/manifest.json (its entries for these packages are replaced; the others are kept). Why: on files
 * nobody here had tuned on (eval/benign-fresh), the learned stage warned on maintainer scripts and codec tables read as
 * text, because its benign training rows held neither; these are the same classes from other, permissively licensed
 * sources, so the fresh corpus still measures them on files the model never saw.
 */

import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { HardManifestEntry } from "./benign-corpus.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "eval", "benign-hard");
const packs = process.argv[2];
if (!packs) throw new Error("usage: node scripts/import-benign-shell.ts <dir with unpacked npm tarballs>");

const PACKAGES: { name: string; dir: string; licence: string }[] = [
  { name: "n@10.2.0", dir: "n-10.2.0", licence: "MIT" },
  { name: "bats@1.13.0", dir: "bats-1.13.0", licence: "MIT" },
  { name: "bats-assert@2.2.4", dir: "bats-assert-2.2.4", licence: "CC0-1.0" },
  { name: "bats-support@0.3.0", dir: "bats-support-0.3.0", licence: "CC0-1.0" },
  { name: "husky@4.3.8", dir: "husky-4.3.8", licence: "MIT" },
  { name: "iconv-lite@0.7.3", dir: "iconv-lite-0.7.3", licence: "MIT" },
];
const MAX_SIZE = 64 * 1024;

function walk(dir: string, acc: string[]): void {
  for (const n of readdirSync(dir).sort()) {
    if (n === "node_modules" || n === "test" || n === "docs") continue;
    const p = join(dir, n);
    if (statSync(p).isDirectory()) walk(p, acc);
    else acc.push(p);
  }
}

function wanted(base: string, file: string): boolean {
  const rel = relative(base, file);
  const size = statSync(file).size;
  if (size === 0 || size > MAX_SIZE) return false;
  if (/\.(?:sh|bash)$/.test(rel)) return true;
  if (/^encodings\//.test(rel)) return true;
  if (/(?:^|\/)(?:bin|libexec)\//.test(rel) && !/\.[a-z]+$/.test(rel))
    return readFileSync(file, "utf8").startsWith("#!");
  return false;
}

type Entry = HardManifestEntry;
const manifestFile = join(out, "manifest.json");
const names = new Set(PACKAGES.map((p) => p.name));
const manifest = (JSON.parse(readFileSync(manifestFile, "utf8")) as Entry[]).filter((e) => !names.has(e.package));
for (const p of PACKAGES) {
  const base = join(packs, p.dir, "package");
  if (!existsSync(base)) throw new Error(`${p.name}: ${base} does not exist (npm pack it and unpack it there)`);
  const all: string[] = [];
  walk(base, all);
  const slug = p.name.replace(/[^a-zA-Z0-9.@-]+/g, "_");
  const rels: string[] = [];
  for (const f of all.filter((f) => wanted(base, f))) {
    const rel = join("tune", slug, relative(base, f));
    mkdirSync(dirname(join(out, rel)), { recursive: true });
    copyFileSync(f, join(out, rel));
    rels.push(rel);
  }
  manifest.push({ package: p.name, licence: p.licence, split: "tune", kind: "package", files: rels });
  process.stderr.write(`tune ${p.name}: ${rels.length} files\n`);
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
