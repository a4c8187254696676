// The sixth fresh benign set (eval/benign-fresh, group fresh6-tune: round 10's report set, tuning data since round 11): its sources and picks.

/**
 * Round 10 (issue 12 "Done when"): round 9's fresh5-holdout was measured once and is tuning data since (fresh5-tune),
 * so this set replaced it as the benign report set. Sources used nowhere in this repository before (no package of the
 * earlier fresh sets or of eval/benign-hard, no npm scope of theirs; nothing in node_modules; no Debian package
 * installed on the image), written down with the rule per kind before any file was fetched or scored; every file was
 * in the report set (split holdout6, renamed tune6 in round 11 when the set became tuning data), nothing is trained
 * on. Weighted toward what fails on real traffic: AI and agent code by new authors with prompts, tool descriptions and
 * agent rules in their source (MCP servers, agent frameworks and skills loaders, agent-config linters,
 * prompt-injection and guardrail libraries, eval tools, LLM clients), docs of security and mail libraries, and from
 * Debian trixie: security tools (scanners, sandboxes, password crackers: their docs quote attacks), mail software
 * (clients, filters, servers), shell-prompt tools (their docs say "prompt" on every line), chat bots in Python, CI and
 * lint tools' man pages, and upstream CI files of C/C++ projects.
 *
 * The rule per kind is written in scripts/lib/benign-set-pick.ts (set 7 uses it too); set 6's own parts are its hash
 * salt ("fresh6") and what counts as a prompt file (PROMPTISH6) and a prompt doc (PROMPT_DOC6).
 */

import { PROMPTISH5 } from "./benign-fresh5.ts";
import { type SetFile, type SetKind, type SetSource, setPickers } from "./benign-set-pick.ts";

export { SOURCES6 } from "./benign-fresh6-sources.ts";

export type Fresh6Kind = SetKind;

/** A source of set 6 (listed in scripts/lib/benign-fresh6-sources.ts). */
export type Source6 = SetSource;

export type Fresh6File = SetFile<"tune6">;

/** Holds a prompt, a tool description or agent rules (set 5's rule plus skill, rules-file and hook shapes). */
export const PROMPTISH6 = new RegExp(
  `${PROMPTISH5.source}|SKILL\\.md|\\.cursor/rules|\\.cursorrules|alwaysApply|\\bhooks?": ?\\{|"instructions": ?"`,
);
/** Markdown that talks about prompts, agents, injection or guardrails. */
export const PROMPT_DOC6 = /prompt|injection|jailbreak|guardrail|system message|\bagents?\b|\bskills?\b/i;

const pickers = setPickers("fresh6", "tune6", PROMPTISH6, PROMPT_DOC6);

/** Files per class, in order: each class takes up to `cap` of the files not yet taken that pass `test`, by hash. */
export const pick6 = pickers.pick;
/** An npm package: prompt files, prompt docs, ordinary files (ai-source); docs then ordinary files (framework-docs). */
export const selectNpm6 = pickers.selectNpm;
/** A Debian source package's tree: upstream CI files, then Debian's CI files; shell scripts report as shell-script. */
export const selectSrc6 = pickers.selectSrc;
/** Per Debian binary package: maintainer scripts, then by hash shell scripts, configs, docs, man pages and Python. */
export const selectDeb6 = pickers.selectDeb;
