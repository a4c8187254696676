// The thirty-seventh fresh benign set (eval/benign-fresh, group fresh37-tune: round 44's report set, tuning data since 45): how files are picked.

/**
 * Round 44: round 43's fresh36-holdout is tuning data from round 44 on (fresh36-tune), so this set replaces it as the
 * benign real-file report set of round 44 (measured by the lead at round 44's end). Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh37-sources.ts; a further list only as set 35 did, written after the
 * first list's picks and before its own fetch), written down with this rule before any of their files was fetched or
 * scored, by someone who does not tune the scanner, never ran it and did not read its rules; every file was in split
 * holdout37 (tune37 since round 45 relabelled it), nothing is trained on.
 *
 * Sets 16 to 36's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh37") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers), then up to 4 real shell scripts per source from
 * what those classes left (SHELL_PATH37), as set 36's.
 *
 * Emphasis of set 37 (issue 12's "Done when"; round 43's set met its shell quota and kept 17 prompt files by path, and
 * npm's prompt-heavy agent packages are nearly used up): set 36's five groups and quotas kept; npm packages whose name
 * or summary names an LLM, an agent product or AI by a word together with the files agent packages ship (skills,
 * SKILL.md, AGENTS.md, CLAUDE.md, .cursorrules and cursor rules, rules, prompts and prompt libraries, system prompts,
 * instructions, subagents and agent definitions, personas, slash commands, playbooks, rubrics, evals, templates,
 * boilerplates and starters, workflows, recipes, roles, OpenClaw and Claude Code plugins and skills) first, then the
 * rest that names an LLM, MCP, an agent product or AI by a word; npm build, lint, CI and container config packages;
 * npm i18n and locale packages; npm framework and library packages; Debian trixie python3 packages whose description
 * names language models, GPT, Mistral, agents or prompts (Python in dist-packages, prompts first); every Debian trixie
 * binary package left whose description names shell scripts, completions or a shell; Debian trixie source trees: one
 * building with the OpenAI client, those building with a shell, a shell test tool or expect (bats, shunit2, shellcheck,
 * shellspec, bash-completion, zsh, ksh, mksh, dash, busybox, shfmt, fish, tcsh, expect), script tools (architecture all
 * only, a tools section, built with debhelper and documentation tools alone), then those building with gettext,
 * intltool, po4a, autopoint, itstool or a Qt/KDE translation tool (po/ catalogs named by language). npm packages by
 * exact version from the registry and Debian trixie packages only; no other network.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 36): exact and near duplicates of earlier sets'
 * files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded, first
 * 256 KB; earlier files compared when of the same file name, all of them on disk this time), then the set is trimmed
 * to at most 960 files with a quota per group (TRIM37, set 36's): each file falls in the first group that takes it:
 * (1) not English by the strict count (set 11's isLocalized11), up to 160; (2) files of the agent and AI packages
 * (entries of kind ai-source), up to 230; (3) shell scripts (kind shell-script, or debian-script whose first line names
 * sh, bash, dash or zsh), up to 130; (4) CI and config files: a path CONFIG_PATH37 takes, a file of kind ci-config or
 * debian-config, or a file of the npm build, lint, CI and container config packages that is not prose (PROSE37), up to
 * 170; (5) everything else (English framework and library docs, change logs, Debian docs and man pages), the remaining
 * places (270 or more). No source gives more than 4 files in all. Within a group files are taken round-robin over
 * sources by the shared quotaTrim (scripts/lib/benign-trim-round-robin.ts) salted `fresh37-trim`; a group's unused
 * places pass to group 5, and group 5's to the groups before it in order; sources left empty are dropped.
 */

import type { Source12 } from "./benign-fresh12.ts";
import { CONFIG_PATH36, PROSE36, type Trim36File } from "./benign-fresh36.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";
import { quotaTrim } from "./benign-trim-round-robin.ts";

export type Source37 = Source12;
export type Fresh37File = SetFile<"tune37">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH37 = SHELL_PATH;

const rule37 = shellSetRule("fresh37", "tune37");

/** Files per class, in order, salted "fresh37". */
export const pick37 = rule37.pick;

/** One source of set 37: set 12's classes (salted "fresh37"), then up to 4 shell scripts by origin. */
export const select37: (s: Source37, base: string) => Fresh37File[] = rule37.select;

/** A CI or config file by its path (set 36's): the trim's group 4, with files of kind ci-config or debian-config and the config packages' non-prose files. */
export const CONFIG_PATH37 = CONFIG_PATH36;

/** Prose by its name (set 36's): a config package's file that is not a CI or config file for the trim. */
export const PROSE37 = PROSE36;

/** The trim's quotas per group (strict other-language, agent and AI files, shell scripts, CI and config files; the rest fills) and per source: set 36's. */
export const TRIM37 = { total: 960, lang: 160, ai: 230, shell: 130, config: 170, perSource: 4 } as const;

/** A file after the cleaning: its source, its path and the first trim group that takes it (0 strict other-language, 1 agent and AI, 2 shell, 3 CI and config, 4 the rest). */
export type Trim37File = Trim36File;

/**
 * The trim (TRIM37): groups 0-3 up to their quotas, then group 4 to the total, then groups 0-3 past their quotas if
 * places are left; no source gives more than `perSource` files; each group round-robin over sources.
 */
export function trim37(files: readonly Trim37File[], caps: typeof TRIM37 = TRIM37): Trim37File[] {
  return quotaTrim(files, [caps.lang, caps.ai, caps.shell, caps.config], caps, "fresh37-trim");
}
