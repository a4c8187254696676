// The thirty-sixth fresh benign set (eval/benign-fresh, group fresh36-tune: round 43's report set, tuning data since 44): how files are picked.

/**
 * Round 43: round 42's fresh35-holdout is tuning data from round 43 on (fresh35-tune), so this set replaces it as the
 * benign real-file report set of round 43 (measured by the lead at round 43's end). Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh36-sources.ts; a further list only as set 35 did, written after the
 * first list's picks and before its own fetch), written down with this rule before any of their files was fetched or
 * scored, by someone who does not tune the scanner, never ran it and did not read its rules; every file was in split
 * holdout36 (tune36 since round 44 relabelled it), nothing is trained on.
 *
 * Sets 16 to 35's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh36") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers), then up to 4 real shell scripts per source from
 * what those classes left (SHELL_PATH36), as set 35's.
 *
 * Emphasis of set 36 (issue 12's "Done when"; round 42's set came in at 100 of 130 shell scripts and 8 prompt files):
 * set 35's five groups and quotas kept; npm agent and AI packages whose name or summary names an LLM, an agent or
 * AI together with prompts, instructions, skills, personas, rules, templates, evals, rubrics, roles, recipes or
 * workflows first, then MCP servers and agent and AI coding CLIs, then the rest of the AI pattern that names an LLM,
 * an agent framework or AI by a word (not cursor, codec or HTTP agents alone); npm build, lint, CI and container
 * config packages; npm i18n and locale packages; npm framework and library packages; every Debian trixie binary
 * package left whose description names shell scripts, bash, zsh, completions, wrapper, init or helper scripts or a
 * shell; Debian trixie source packages building with bats, shunit2, shellcheck, shellspec or bash-completion (their
 * upstream test suites and helpers are shell scripts), then source packages building with gettext, intltool, po4a
 * or autopoint (po/ catalogs named by language). npm packages by exact version from the registry and Debian trixie
 * packages only; no other network.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 35): exact and near duplicates of earlier sets'
 * files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded, first
 * 256 KB; earlier files compared when of the same file name), then the set is trimmed to at most 960 files with a
 * quota per group (TRIM36, set 35's): each file falls in the first group that takes it:
 * (1) not English by the strict count (set 11's isLocalized11), up to 160; (2) files of the agent and AI packages
 * (entries of kind ai-source), up to 230; (3) shell scripts (kind shell-script, or debian-script whose first line names
 * sh, bash, dash or zsh), up to 130; (4) CI and config files: a path CONFIG_PATH36 takes, a file of kind ci-config or
 * debian-config, or a file of the npm build, lint, CI and container config packages that is not prose (PROSE36), up to
 * 170; (5) everything else (English framework and library docs, change logs, Debian docs and man pages), the remaining
 * places (270 or more). No source gives more than 4 files in all. Within a group files are taken round-robin over
 * sources by the shared quotaTrim (scripts/lib/benign-trim-round-robin.ts) salted `fresh36-trim`; a group's unused
 * places pass to group 5, and group 5's to the groups before it in order; sources left empty are dropped.
 */

import type { Source12 } from "./benign-fresh12.ts";
import { CONFIG_PATH35, PROSE35, type Trim35File } from "./benign-fresh35.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";
import { quotaTrim } from "./benign-trim-round-robin.ts";

export type Source36 = Source12;
export type Fresh36File = SetFile<"tune36">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH36 = SHELL_PATH;

const rule36 = shellSetRule("fresh36", "tune36");

/** Files per class, in order, salted "fresh36". */
export const pick36 = rule36.pick;

/** One source of set 36: set 12's classes (salted "fresh36"), then up to 4 shell scripts by origin. */
export const select36: (s: Source36, base: string) => Fresh36File[] = rule36.select;

/** A CI or config file by its path (set 35's): the trim's group 4, with files of kind ci-config or debian-config and the config packages' non-prose files. */
export const CONFIG_PATH36 = CONFIG_PATH35;

/** Prose by its name (set 35's): a config package's file that is not a CI or config file for the trim. */
export const PROSE36 = PROSE35;

/** The trim's quotas per group (strict other-language, agent and AI files, shell scripts, CI and config files; the rest fills) and per source: set 35's. */
export const TRIM36 = { total: 960, lang: 160, ai: 230, shell: 130, config: 170, perSource: 4 } as const;

/** A file after the cleaning: its source, its path and the first trim group that takes it (0 strict other-language, 1 agent and AI, 2 shell, 3 CI and config, 4 the rest). */
export type Trim36File = Trim35File;

/**
 * The trim (TRIM36): groups 0-3 up to their quotas, then group 4 to the total, then groups 0-3 past their quotas if
 * places are left; no source gives more than `perSource` files; each group round-robin over sources.
 */
export function trim36(files: readonly Trim36File[], caps: typeof TRIM36 = TRIM36): Trim36File[] {
  return quotaTrim(files, [caps.lang, caps.ai, caps.shell, caps.config], caps, "fresh36-trim");
}
