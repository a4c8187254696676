// The first fresh benign set (eval/benign-fresh, groups fresh-tune and fresh-holdout, round 5): its sources, picks and split.

/**
 * `node scripts/import-benign-fresh.ts --select <dir with unpacked npm tarballs>` made the first manifest once, by rule:
 * AI packages give every file that holds a prompt (PROMPTISH) up to 30, other kinds their Markdown/YAML/JSON up to 30,
 * then up to 12 ordinary files by path hash; local sources (Python 3.11's standard library, /usr/share/doc, dpkg's
 * maintainer scripts of a bookworm image) give up to 150 (scripts 1,000) files by hash. The split is by unit, decided
 * before any score was looked at (assignSplits); the first holdout is tune since round 6.
 */

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gunzipSync } from "node:zlib";
import { sha } from "./benign-fresh2.ts";
import type { FreshFile, FreshKind, FreshSource } from "./benign-fresh-manifest.ts";
import { strHash } from "./injection-train/data.ts";
import { npmCandidates } from "./benign-npm-pick.ts";

const npm = (spec: string, kind: FreshKind, licence: string): FreshSource => ({
  name: spec,
  from: { npm: spec },
  kind,
  licence,
});
export const SOURCES1: FreshSource[] = [
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
export const PROMPTISH =
  /system_prompt|systemPrompt|role: ?["']system|"role": ?"system"|<instructions>|You are an? [a-zA-Z ]{0,30}(?:assistant|agent|AI|model)|prompt injection|instructions: ?[`"']|PromptTemplate|SystemMessage|AGENTS\.md|CLAUDE\.md/;
const PREFERRED = 30;
const ORDINARY = 12;
/** larger files are left out (64 KB local, 256 KB from npm: the bundles of SDKs whose source is one file) */
const MAX_SIZE = 64 * 1024;
const MAX_NPM_SIZE = 256 * 1024;
const SOURCE_EXT = /\.(?:ts|mts|js|mjs|cjs|md|mdx|py|ya?ml|json|txt)$/;
const SKIP =
  /\.d\.(?:c|m)?ts$|\.map$|\.min\.|(?:^|\/)(?:CHANGELOG|LICENSE|package\.json$)[^/]*$|(?:^|\/)node_modules\//;

/** Files under `d`, sorted; Python's and npm's package folders are not entered (symbolic links are followed). */
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

const byHash = (a: string, b: string): number => strHash(a) - strHash(b) || (a < b ? -1 : 1);
/**
 * Split by unit, stratified: within one kind (npm packages) or one local source (modules, Debian packages), units are
 * ordered by hash and alternate between tune and holdout, so both halves hold every kind. Decided before any score.
 */
export function assignSplits(groups: FreshFile[][]): void {
  const units = [...new Set(groups.flat().map((f) => f.unit))].sort((a, b) => byHash(`fresh:${a}`, `fresh:${b}`));
  const split = new Map(units.map((u, i) => [u, i % 2 === 0 ? "tune" : "holdout"] as const));
  for (const f of groups.flat()) f.split = split.get(f.unit) ?? "holdout";
}

/** The text of a file as the corpus reads it (gzipped Debian docs decompressed). */
function contentOf(p: string): Buffer {
  const b = readFileSync(p);
  return p.endsWith(".gz") ? gunzipSync(b) : b;
}

export function selectNpm1(s: FreshSource, base: string): FreshFile[] {
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

export function selectLocal1(s: FreshSource, base: string): FreshFile[] {
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
