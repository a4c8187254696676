// The thirty-eighth fresh benign set (eval/benign-fresh, group fresh38-tune: round 45's report set, tuning data since 46): how files are picked.

/**
 * Round 45: round 44's fresh37-holdout is tuning data from round 45 on (fresh37-tune), so this set replaces it as the
 * benign real-file report set of round 45 (measured by the lead at round 45's end). Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh38-sources.ts; a further list only as set 37 did, written after the
 * first list's picks and before its own fetch), written down with this rule before any of their files was fetched or
 * scored, by someone who does not tune the scanner, never ran it and did not read its rules; every file was in split
 * holdout38 (tune38 since round 46 relabelled it), nothing is trained on.
 *
 * Sets 16 to 37's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh38") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers), then up to 4 real shell scripts per source from
 * what those classes left (SHELL_PATH38), as set 37's.
 *
 * Emphasis of set 38 (issue 12's "Done when"; npm's packages whose summaries name skills, prompts, rules or agent files
 * are used up, set 37 kept 11 prompt files by path): set 37's five groups and quotas kept; npm packages whose name or
 * summary names an LLM, an agent product or AI by a strict word (all left), then those naming agents, retrieval,
 * embeddings, vector stores, inference, NLP, machine learning or the like by a wider word (what agent frameworks, eval
 * harnesses, chatbot UIs, RAG kits and SDK wrappers are called; their examples/, templates/ and prompts/ folders are
 * taken by set 12's classes); npm build, lint, CI and container config packages; npm i18n and locale packages; npm
 * framework and library packages; Debian trixie source trees: those whose autopkgtest Testsuite-Triggers name a shell
 * or a shell test tool (a new kind: bash, dash, zsh, ksh, mksh, busybox, fish, tcsh, expect, bats, shunit2,
 * shellcheck, shellspec, shfmt, checkbashisms, devscripts), script tools (architecture all only, a tools section, built
 * with debhelper and documentation tools alone), then those building with gettext, intltool, po4a, autopoint, itstool
 * or a Qt/KDE translation tool (po/ catalogs named by language). No Debian binary package: none is left whose
 * description names shell scripts, completions, language models or agents. npm packages by exact version from the
 * registry and Debian trixie packages only; no other network.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 37): exact and near duplicates of earlier sets'
 * files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded, first
 * 256 KB; earlier files compared when of the same file name, all of them on disk), then the set is trimmed to at most
 * 960 files with a quota per group (TRIM38, set 37's): each file falls in the first group that takes it: (1) not
 * English by the strict count (set 11's isLocalized11), up to 160; (2) files of the agent and AI packages (entries of
 * kind ai-source), up to 230; (3) shell scripts (kind shell-script, or debian-script whose first line names sh, bash,
 * dash or zsh), up to 130; (4) CI and config files: a path CONFIG_PATH38 takes, a file of kind ci-config or
 * debian-config, or a file of the npm build, lint, CI and container config packages that is not prose (PROSE38), up to
 * 170; (5) everything else (English framework and library docs, change logs, Debian docs and man pages), the remaining
 * places (270 or more). No source gives more than 4 files in all. Within a group files are taken round-robin over
 * sources by the shared quotaTrim (scripts/lib/benign-trim-round-robin.ts) salted `fresh38-trim`; a group's unused
 * places pass to group 5, and group 5's to the groups before it in order; sources left empty are dropped.
 */

import type { Source12 } from "./benign-fresh12.ts";
import { CONFIG_PATH37, PROSE37, type Trim37File } from "./benign-fresh37.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";
import { quotaTrim } from "./benign-trim-round-robin.ts";

export type Source38 = Source12;
export type Fresh38File = SetFile<"tune38">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH38 = SHELL_PATH;

const rule38 = shellSetRule("fresh38", "tune38");

/** Files per class, in order, salted "fresh38". */
export const pick38 = rule38.pick;

/** One source of set 38: set 12's classes (salted "fresh38"), then up to 4 shell scripts by origin. */
export const select38: (s: Source38, base: string) => Fresh38File[] = rule38.select;

/** A CI or config file by its path (set 37's): the trim's group 4, with files of kind ci-config or debian-config and the config packages' non-prose files. */
export const CONFIG_PATH38 = CONFIG_PATH37;

/** Prose by its name (set 37's): a config package's file that is not a CI or config file for the trim. */
export const PROSE38 = PROSE37;

/** The trim's quotas per group (strict other-language, agent and AI files, shell scripts, CI and config files; the rest fills) and per source: set 37's. */
export const TRIM38 = { total: 960, lang: 160, ai: 230, shell: 130, config: 170, perSource: 4 } as const;

/** A file after the cleaning: its source, its path and the first trim group that takes it (0 strict other-language, 1 agent and AI, 2 shell, 3 CI and config, 4 the rest). */
export type Trim38File = Trim37File;

/**
 * The trim (TRIM38): groups 0-3 up to their quotas, then group 4 to the total, then groups 0-3 past their quotas if
 * places are left; no source gives more than `perSource` files; each group round-robin over sources.
 */
export function trim38(files: readonly Trim38File[], caps: typeof TRIM38 = TRIM38): Trim38File[] {
  return quotaTrim(files, [caps.lang, caps.ai, caps.shell, caps.config], caps, "fresh38-trim");
}
