// The ninth fresh benign set (eval/benign-fresh, group fresh9-tune: report set of rounds 14-15, tuning data since 16): how files are picked.

/**
 * Round 14 (issue 12 "Done when"): round 13's fresh8-holdout was measured three times and is tuning data since round
 * 14 (fresh8-tune), so this set replaces it as the benign real-file report set. Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh9-sources.ts), written down here with the rule before any file was
 * fetched or scored, by someone who does not tune the scanner and did not read its rules; every file was in split
 * holdout9 (tune9 since round 16 relabelled it), nothing is trained on.
 *
 * Set 8's rule (scripts/lib/benign-fresh8.ts) with its own hash salt ("fresh9") and split, and with more agent
 * instruction files by path: AGENT_FILE9 adds the per-tool rule and command folders that coding agents read
 * (.claude/, .agents/, .roo/, .kiro/steering/, .windsurf/rules/, .github/instructions/ and .github/prompts/) and
 * VS Code's *.instructions.md and *.prompt.md to set 8's AGENTS.md, CLAUDE.md, GEMINI.md, SKILL.md, .cursorrules,
 * .clinerules, .windsurfrules, .cursor/rules/, copilot-instructions.md and Markdown under skills/, agents/,
 * commands/ or prompts/. Per kind, as set 8:
 * - npm ai-source: up to 4 agent instruction files and skills, up to 10 non-Markdown files that match PROMPTISH8, up
 *   to 4 Markdown files that match PROMPT_DOC8, up to 2 ordinary files; at most 2 MB each.
 * - npm framework-docs: up to 12 Markdown/YAML/JSON files, up to 2 CI and build files, up to 3 ordinary files.
 * - Debian source package (ci-config): upstream CI files up to 8, Dockerfiles and compose files up to 2, a Makefile,
 *   shell scripts up to 2, then Debian's CI files up to 3; at most 64 KB, text only.
 * - Debian binary package: set 7's rule (maintainer scripts, shell scripts, configs, docs, man pages, Python).
 */

import { AGENT_FILE8, agentFirstPickers } from "./benign-fresh8.ts";
import type { SetFile, SetSource } from "./benign-set-pick.ts";

export type Source9 = SetSource;
export type Fresh9File = SetFile<"tune9">;

/** An agent instruction file, a skill, or a coding agent's rule, command or prompt file, by its path. */
export const AGENT_FILE9 = new RegExp(
  `${AGENT_FILE8.source}|(?:^|/)\\.(?:claude|agents|roo)/.+\\.mdc?$|(?:^|/)\\.kiro/steering/|(?:^|/)\\.windsurf/rules/|(?:^|/)\\.github/(?:instructions|prompts)/|\\.(?:instructions|prompt)\\.md$`,
);

const pickers9 = agentFirstPickers("fresh9", "tune9", AGENT_FILE9);

/** Files per class, in order: each class takes up to `cap` of the files not yet taken that pass `test`, by hash. */
export const pick9 = pickers9.pick;
/** One source of set 9 by its origin: npm package, Debian binary package (set 7's rule) or Debian source tree. */
export const select9 = pickers9.select;
