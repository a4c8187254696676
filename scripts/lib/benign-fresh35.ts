// The thirty-fifth fresh benign set (eval/benign-fresh, group fresh35-tune: round 42's report set, tuning data since 43): how files are picked.

/**
 * Round 42: round 41's fresh34-holdout is tuning data from round 42 on (fresh34-tune), so this set replaces it as the
 * benign real-file report set of round 42 (measured by the lead at round 42's end). Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh35-sources.ts; a further list only as set 34 did, written after the
 * first list's picks and before its own fetch), written down with this rule before any of their files was fetched or
 * scored, by someone who does not tune the scanner, never ran it and did not read its rules; every file was in split
 * holdout35 (tune35 since round 43 relabelled it), nothing is trained on.
 *
 * Sets 16 to 34's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh35") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers), then up to 4 real shell scripts per source from
 * what those classes left (SHELL_PATH35), as set 34's.
 *
 * Emphasis of set 35 (issue 12's "Done when": AI codebases with prompts in their source, framework docs, configs, CI
 * commands), set 34's five groups and quotas kept: npm agent and AI packages whose name or summary names prompts,
 * instructions, skills, personas, rules, templates or evals first (prompt templates, system prompts and agent
 * instruction files are what they ship), then the rest of the AI pattern; npm build, lint, CI and container config
 * packages; npm packages whose summary is in another script and npm i18n and locale packages (their message catalogs
 * are named by language); npm framework and library packages (their change logs, migration guides and security
 * policies); Debian trixie shell-tool and script packages, planned for the shell group from the start (set 34's came
 * in short); Debian trixie source packages with a Debian CI test suite. npm packages by exact version from the
 * registry and Debian trixie packages only; no other network.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 34): exact and near duplicates of earlier sets'
 * files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded, first
 * 256 KB; earlier files compared when of the same file name), then the set is trimmed to at most 960 files with a
 * quota per group (TRIM35, set 34's): each file falls in the first group that takes it:
 * (1) not English by the strict count (set 11's isLocalized11), up to 160; (2) files of the agent and AI packages
 * (entries of kind ai-source), up to 230; (3) shell scripts (kind shell-script, or debian-script whose first line names
 * sh, bash, dash or zsh), up to 130; (4) CI and config files: a path CONFIG_PATH35 takes, a file of kind ci-config or
 * debian-config, or a file of the npm build, lint, CI and container config packages that is not prose (PROSE35), up to
 * 170; (5) everything else (English framework and library docs, change logs, Debian docs and man pages), the remaining
 * places (270 or more). No source gives more than 4 files in all. Within a group files are taken round-robin over
 * sources by the shared quotaTrim (scripts/lib/benign-trim-round-robin.ts) salted `fresh35-trim`; a group's unused
 * places pass to group 5, and group 5's to the groups before it in order; sources left empty are dropped.
 */

import type { Source12 } from "./benign-fresh12.ts";
import { CONFIG_PATH34, PROSE34, type Trim34File } from "./benign-fresh34.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";
import { quotaTrim } from "./benign-trim-round-robin.ts";

export type Source35 = Source12;
export type Fresh35File = SetFile<"tune35">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH35 = SHELL_PATH;

const rule35 = shellSetRule("fresh35", "tune35");

/** Files per class, in order, salted "fresh35". */
export const pick35 = rule35.pick;

/** One source of set 35: set 12's classes (salted "fresh35"), then up to 4 shell scripts by origin. */
export const select35: (s: Source35, base: string) => Fresh35File[] = rule35.select;

/** A CI or config file by its path (set 34's): the trim's group 4, with files of kind ci-config or debian-config and the config packages' non-prose files. */
export const CONFIG_PATH35 = CONFIG_PATH34;

/** Prose by its name (set 34's): a config package's file that is not a CI or config file for the trim. */
export const PROSE35 = PROSE34;

/** The trim's quotas per group (strict other-language, agent and AI files, shell scripts, CI and config files; the rest fills) and per source: set 34's. */
export const TRIM35 = { total: 960, lang: 160, ai: 230, shell: 130, config: 170, perSource: 4 } as const;

/** A file after the cleaning: its source, its path and the first trim group that takes it (0 strict other-language, 1 agent and AI, 2 shell, 3 CI and config, 4 the rest). */
export type Trim35File = Trim34File;

/**
 * The trim (TRIM35): groups 0-3 up to their quotas, then group 4 to the total, then groups 0-3 past their quotas if
 * places are left; no source gives more than `perSource` files; each group round-robin over sources.
 */
export function trim35(files: readonly Trim35File[], caps: typeof TRIM35 = TRIM35): Trim35File[] {
  return quotaTrim(files, [caps.lang, caps.ai, caps.shell, caps.config], caps, "fresh35-trim");
}
