// The thirty-ninth fresh benign set (eval/benign-fresh, group fresh39-tune: round 46's report set, tuning data since 47): how files are picked.

/**
 * Round 46: round 45's fresh38-holdout is tuning data from round 46 on (fresh38-tune), so this set replaces it as the
 * benign real-file report set of round 46 (measured by the lead at round 46's end). Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh39-sources.ts; a further list only as set 37 did, written after the
 * first list's picks and before its own fetch), written down with this rule before any of their files was fetched or
 * scored, by someone who does not tune the scanner, never ran it and did not read its rules; every file was in split
 * holdout39 (tune39 since round 47 relabelled it), nothing is trained on.
 *
 * Sets 16 to 38's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh39") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers), then up to 4 real shell scripts per source from
 * what those classes left (SHELL_PATH39), as set 38's.
 *
 * Emphasis of set 39 (issue 12's "Done when"; npm's packages whose summaries name skills, prompts, rules, agent files,
 * an LLM or AI by a strict word are used up): set 38's five groups and quotas kept; npm packages naming agents,
 * retrieval, embeddings, vector stores, inference, NLP, machine learning or the like by a wider word in their name or
 * summary (all left: what agent frameworks, eval harnesses, chatbot UIs, RAG kits and SDK wrappers are called; their
 * examples/, templates/ and prompts/ folders are taken by set 12's classes); npm build, lint, CI and container config
 * packages; npm i18n and locale packages; npm framework and library packages; Debian trixie source trees: the one left
 * whose autopkgtest Testsuite-Triggers name a shell or a shell test tool, script tools (architecture all, a tools
 * section, built with debhelper and documentation tools alone; all left), then a new kind rich in shell scripts:
 * small trees built with autoconf, automake or libtool (configure fragments, autogen.sh, test scripts) and no
 * translation tool, then those building with gettext, intltool, po4a, autopoint, itstool or a Qt/KDE translation tool
 * (po/ catalogs named by language). No Debian binary package and no Debian Python package: none is left whose
 * description names shell scripts, completions, language models or agents. npm packages by exact version from the
 * registry and Debian trixie packages only; no other network. A symbolic link whose target leaves the unpacked tree
 * is removed before any pick, and a tree whose walk finds a link loop is left out.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 38): exact and near duplicates of earlier sets'
 * files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded, first
 * 256 KB; earlier files compared when of the same file name, all of them on disk), then the set is trimmed to at most
 * 960 files with a quota per group (TRIM39, set 38's): each file falls in the first group that takes it: (1) not
 * English by the strict count (set 11's isLocalized11), up to 160; (2) files of the agent and AI packages (entries of
 * kind ai-source), up to 230; (3) shell scripts (kind shell-script, or debian-script whose first line names sh, bash,
 * dash or zsh), up to 130; (4) CI and config files: a path CONFIG_PATH39 takes, a file of kind ci-config or
 * debian-config, or a file of the npm build, lint, CI and container config packages that is not prose (PROSE39), up to
 * 170; (5) everything else (English framework and library docs, change logs, Debian docs and man pages), the remaining
 * places (270 or more). No source gives more than 4 files in all. Within a group files are taken round-robin over
 * sources by the shared quotaTrim (scripts/lib/benign-trim-round-robin.ts) salted `fresh39-trim`; a group's unused
 * places pass to group 5, and group 5's to the groups before it in order; sources left empty are dropped.
 */

import type { Source12 } from "./benign-fresh12.ts";
import { CONFIG_PATH38, PROSE38, type Trim38File } from "./benign-fresh38.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";
import { quotaTrim } from "./benign-trim-round-robin.ts";

export type Source39 = Source12;
export type Fresh39File = SetFile<"tune39">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH39 = SHELL_PATH;

const rule39 = shellSetRule("fresh39", "tune39");

/** Files per class, in order, salted "fresh39". */
export const pick39 = rule39.pick;

/** One source of set 39: set 12's classes (salted "fresh39"), then up to 4 shell scripts by origin. */
export const select39: (s: Source39, base: string) => Fresh39File[] = rule39.select;

/** A CI or config file by its path (set 38's): the trim's group 4, with files of kind ci-config or debian-config and the config packages' non-prose files. */
export const CONFIG_PATH39 = CONFIG_PATH38;

/** Prose by its name (set 38's): a config package's file that is not a CI or config file for the trim. */
export const PROSE39 = PROSE38;

/** The trim's quotas per group (strict other-language, agent and AI files, shell scripts, CI and config files; the rest fills) and per source: set 38's. */
export const TRIM39 = { total: 960, lang: 160, ai: 230, shell: 130, config: 170, perSource: 4 } as const;

/** A file after the cleaning: its source, its path and the first trim group that takes it (0 strict other-language, 1 agent and AI, 2 shell, 3 CI and config, 4 the rest). */
export type Trim39File = Trim38File;

/**
 * The trim (TRIM39): groups 0-3 up to their quotas, then group 4 to the total, then groups 0-3 past their quotas if
 * places are left; no source gives more than `perSource` files; each group round-robin over sources.
 */
export function trim39(files: readonly Trim39File[], caps: typeof TRIM39 = TRIM39): Trim39File[] {
  return quotaTrim(files, [caps.lang, caps.ai, caps.shell, caps.config], caps, "fresh39-trim");
}
