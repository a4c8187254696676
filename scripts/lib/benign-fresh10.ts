// The tenth fresh benign set (eval/benign-fresh, group fresh10-tune: round 16's report set, tuning data since 17): how files are picked.

/**
 * Round 15 (issue 12 "Done when"): round 14's fresh9-holdout is round 15's report set, measured once at the end of the
 * round, and tuning data from round 16 on (fresh9-tune), so this set replaces it as the benign real-file report set
 * of round 16. Sources used nowhere in this repository before (scripts/lib/benign-fresh10-sources.ts), written down
 * here with the rule before any file was fetched or scored, by someone who does not tune the scanner and did not read
 * its rules; every file was in split holdout10 (tune10 since round 17 relabelled it), nothing is trained on.
 *
 * Set 9's rule (scripts/lib/benign-fresh9.ts, itself set 8's with more agent-file paths) with its own hash salt
 * ("fresh10") and split, and with the agent files of more coding agents by path: AGENT_FILE10 adds AGENT.md, Markdown
 * under .gemini/, .opencode/, .codex/, .continue/, .augment/ and .qwen/, GitHub's custom agents (.github/agents/) and
 * *.agent.md and *.chatmode.md to set 9's. Per kind, as sets 8 and 9:
 * - npm ai-source: up to 4 agent instruction files and skills, up to 10 non-Markdown files that match PROMPTISH8, up
 *   to 4 Markdown files that match PROMPT_DOC8, up to 2 ordinary files; at most 2 MB each.
 * - npm framework-docs: up to 12 Markdown/YAML/JSON files, up to 2 CI and build files, up to 3 ordinary files.
 * - Debian source package (ci-config): upstream CI files up to 8, Dockerfiles and compose files up to 2, a Makefile,
 *   shell scripts up to 2, then Debian's CI files up to 3; at most 64 KB, text only.
 * - Debian binary package: set 7's rule (maintainer scripts, shell scripts, configs, docs, man pages, Python).
 */

import { agentFirstPickers } from "./benign-fresh8.ts";
import { AGENT_FILE9 } from "./benign-fresh9.ts";
import type { SetFile, SetSource } from "./benign-set-pick.ts";

export type Source10 = SetSource;
export type Fresh10File = SetFile<"tune10">;

/** Set 9's agent files plus AGENT.md, more coding agents' rule folders, GitHub custom agents and chat modes. */
export const AGENT_FILE10 = new RegExp(
  `${AGENT_FILE9.source}|(?:^|/)AGENT\\.md$|(?:^|/)\\.(?:gemini|opencode|codex|continue|augment|qwen)/.+\\.mdc?$|(?:^|/)\\.github/agents/|\\.(?:agent|chatmode)\\.md$`,
);

const pickers10 = agentFirstPickers("fresh10", "tune10", AGENT_FILE10);

/** Files per class, in order: each class takes up to `cap` of the files not yet taken that pass `test`, by hash. */
export const pick10 = pickers10.pick;
/** One source of set 10 by its origin: npm package, Debian binary package (set 7's rule) or Debian source tree. */
export const select10 = pickers10.select;
