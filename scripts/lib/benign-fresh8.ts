// The eighth fresh benign set (eval/benign-fresh, group fresh8-tune: round 13's report set, tuning data since round 14): how files are picked.

/**
 * Round 13 (issue 12 "Done when"): round 11's fresh7-holdout was measured three times and is tuning data since round
 * 13 (fresh7-tune), so this set replaces it as the benign real-file report set. Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh8-sources.ts), written down here with the rule before any file was
 * fetched or scored, by someone who does not tune the scanner; every file was in split holdout8 (tune8 since round 14 relabelled it), nothing is trained on.
 *
 * Set 7's rule (scripts/lib/benign-set-pick.ts) with its own hash salt ("fresh8") and split, and with what the bar
 * names taken first:
 * - npm ai-source: first up to 4 agent instruction files and skills by name (AGENTS.md, CLAUDE.md, GEMINI.md,
 *   SKILL.md, .cursorrules, .clinerules, .windsurfrules, .cursor/rules/*, copilot-instructions.md, and Markdown under
 *   a skills/, agents/, commands/ or prompts/ folder), then set 7's classes: up to 10 non-Markdown files that match
 *   PROMPTISH8, up to 4 Markdown files that match PROMPT_DOC8, up to 2 ordinary files; at most 2 MB each.
 * - npm framework-docs: up to 12 Markdown/YAML/JSON files, then up to 2 CI and build files (Dockerfile, Makefile,
 *   shell scripts, .github/), then up to 3 ordinary files.
 * - Debian source package (ci-config): upstream CI files up to 8, Dockerfiles and compose files up to 2, a Makefile,
 *   shell scripts up to 2 (kind shell-script), then Debian's CI files up to 3; at most 64 KB, text only.
 * - Debian binary package: set 7's rule unchanged (maintainer scripts, shell scripts, configs, docs, man pages,
 *   Python), salted "fresh8".
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isShellFile } from "./benign-class-pick.ts";
import { isCiFile4, treeTextFiles, walk } from "./benign-fresh4.ts";
import { PROMPT_DOC7, PROMPTISH7 } from "./benign-fresh7.ts";
import { npmCandidates } from "./benign-npm-pick.ts";
import { type SetFile, type SetKind, type SetSource, setPickers } from "./benign-set-pick.ts";

export type Source8 = SetSource;
export type Fresh8File = SetFile<"tune8">;

/** Holds a prompt, a tool description or agent rules: set 7's shapes plus more agent rule files and MCP configs. */
export const PROMPTISH8 = new RegExp(
  `${PROMPTISH7.source}|\\.clinerules|\\.windsurfrules|"mcpServers"|\\bregisterTool\\(`,
);
/** Markdown about prompts, agents, injection, guardrails, MCP, tool calls or agent instructions. */
export const PROMPT_DOC8 = new RegExp(`${PROMPT_DOC7.source}|instructions for|coding assistant|\\bLLM\\b`, "i");

/** An agent instruction file or a skill, by its path. */
export const AGENT_FILE8 =
  /(?:^|\/)(?:AGENTS|CLAUDE|GEMINI|SKILL)\.md$|(?:^|\/)\.(?:cursorrules|clinerules|windsurfrules)$|(?:^|\/)\.cursor\/rules\/|copilot-instructions\.md$|(?:^|\/)(?:skills|agents|commands|prompts)\/.+\.mdc?$/;
/** A CI or build file shipped in an npm package or a source tree. */
const BUILD_FILE8 = /(?:^|\/)(?:Dockerfile[^/]*|Containerfile|Makefile|GNUmakefile)$|\.sh$|(?:^|\/)\.github\//;
const DOCKER8 = /(?:^|\/)(?:Dockerfile[^/]*|Containerfile|(?:docker-)?compose[^/]*\.ya?ml)$/;
const MAKE8 = /(?:^|\/)(?:Makefile|GNUmakefile|[^/]+\.mk)$/;

const MAX_NPM_SIZE = 2 * 1024 * 1024;
const SOURCE_EXT8 =
  /\.(?:ts|mts|js|mjs|cjs|md|mdx|mdc|py|ya?ml|json|txt|sh|toml)$|(?:^|\/)(?:\.cursorrules|\.clinerules|\.windsurfrules|Dockerfile|Containerfile|Makefile)$/;
const SKIP8 =
  /\.d\.(?:c|m)?ts$|\.map$|\.min\.|(?:^|\/)(?:CHANGELOG|LICENSE|package\.json$)[^/]*$|(?:^|\/)node_modules\//;

/**
 * Set 8's pickers for a set's salt, split and agent-file paths (set 9 uses them again with its own): set 7's pickers
 * with agent files first in AI packages and CI/build files in docs packages and source trees.
 */
export function agentFirstPickers<S extends string>(tag: string, split: S, agentFile: RegExp) {
  const pickers = setPickers(tag, split, PROMPTISH8, PROMPT_DOC8);
  const { pick, entry } = pickers;

  /** An npm package: agent instruction files first (AI), CI and build files (docs), then set 7's classes. */
  function selectNpm(s: SetSource, base: string): SetFile<S>[] {
    const all: string[] = [];
    walk(base, all);
    const rels = npmCandidates(base, all, (r) => SOURCE_EXT8.test(r) && !SKIP8.test(r), MAX_NPM_SIZE, true);
    const text = (r: string): string => readFileSync(join(base, r), "utf8");
    const md = (r: string): boolean => /\.md[xc]?$/.test(r);
    const classes =
      s.kind === "ai-source"
        ? [
            { test: (r: string) => agentFile.test(r), cap: 4 },
            { test: (r: string) => !md(r) && PROMPTISH8.test(text(r)), cap: 10 },
            { test: (r: string) => md(r) && PROMPT_DOC8.test(text(r)), cap: 4 },
            { test: () => true, cap: 2 },
          ]
        : [
            { test: (r: string) => /\.mdx?$|\.ya?ml$|\.json$/.test(r), cap: 12 },
            { test: (r: string) => BUILD_FILE8.test(r), cap: 2 },
            { test: () => true, cap: 3 },
          ];
    const unit = s.name.replace(/@[^@/]+$/, "");
    const kindOf = (r: string): SetKind =>
      r.endsWith(".py") ? "python-source" : s.kind !== "ai-source" && isShellFile(base, r) ? "shell-script" : s.kind;
    return pick(rels, classes).map((r) => entry(base, r, unit, kindOf(r), s.kind));
  }

  /** A Debian source tree: upstream CI files, Dockerfiles, a Makefile, shell scripts, then Debian's CI files. */
  function selectSrc(s: SetSource, base: string): SetFile<S>[] {
    const unit = s.name.replace(/^debsrc:/, "").replace(/=.*$/, "");
    const rels = treeTextFiles(base);
    const upstream = (r: string): boolean => !r.startsWith("debian/");
    const picked = pick(rels, [
      { test: (r) => upstream(r) && isCiFile4(r), cap: 8 },
      { test: (r) => upstream(r) && DOCKER8.test(r), cap: 2 },
      { test: (r) => upstream(r) && MAKE8.test(r), cap: 1 },
      { test: (r) => upstream(r) && isShellFile(base, r), cap: 2 },
      { test: (r) => /^debian\/(?:salsa-ci\.ya?ml|gitlab-ci\.ya?ml|tests\/[^/]+)$/.test(r), cap: 3 },
    ]);
    return picked.map((r) => entry(base, r, unit, isShellFile(base, r) ? "shell-script" : "ci-config", s.kind));
  }

  /** One source by its origin: npm package, Debian binary package (set 7's rule) or Debian source tree. */
  const select = (s: SetSource, base: string): SetFile<S>[] =>
    "npm" in s.from ? selectNpm(s, base) : "deb" in s.from ? pickers.selectDeb(s, base) : selectSrc(s, base);
  return { pick, selectNpm, selectSrc, select };
}

const pickers8 = agentFirstPickers("fresh8", "tune8", AGENT_FILE8);

/** Files per class, in order: each class takes up to `cap` of the files not yet taken that pass `test`, by hash. */
export const pick8 = pickers8.pick;
export const selectNpm8 = pickers8.selectNpm;
export const selectSrc8 = pickers8.selectSrc;
/** One source of set 8 by its origin: npm package, Debian binary package (set 7's rule) or Debian source tree. */
export const select8 = pickers8.select;
