// The thirty-first fresh benign set (eval/benign-fresh, group fresh31-tune: round 38's report set, tuning data since 39): how files are picked.

/**
 * Round 38: round 37's fresh30-holdout was the report set of round 37 and is tuning data from round 38 on
 * (fresh30-tune), so this set replaces it as the benign real-file report set of round 38 (measured by the lead at
 * round 38's end). Sources used nowhere in this repository before (scripts/lib/benign-fresh31-sources.ts), written
 * down with this rule before any of their files was fetched or scored, by someone who does not tune the scanner,
 * never ran it and did not read its rules; every file was in split holdout31 (tune31 since round 39 relabelled it), nothing is trained on.
 *
 * Sets 16 to 30's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh31") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output), then up to 4 real shell scripts per source from what those classes left (SHELL_PATH31):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 * Set 11's part gives each source its files in other languages: up to 3 (npm ai-source) or 6 (npm framework-docs)
 * localized Markdown, text, JSON, YAML or .po files, 8 localized man pages and 2 docs of a Debian binary package, and
 * up to 4 localized files of a Debian source tree (translated docs and catalogs: po/<lang>.po, debian/po/<lang>.po).
 *
 * Emphasis of set 31 (issue 12's "Done when": AI codebases with prompts in their source, framework docs, configs, CI
 * commands), with the gap set 30 left (12.8% strict other-language files, a fifth asked): new kinds of sources of text
 * in other languages, since the npm summary pools and the Debian translated manuals were used up by sets 26 to 30:
 * Debian trixie source packages whose build uses po-debconf (debconf templates translated in debian/po/, dozens of
 * languages each) and npm packages of i18n, l10n and locale tooling and locale packs (locales/, i18n/, lang/ catalogs);
 * agent and AI source (250 files or more: 160 agent and AI packages, kept by the trim right after the strict
 * other-language files); shell scripts (150 or more: 170 Debian trixie shell-tool packages planned from the start);
 * build and CI configs. npm packages by exact version from the registry and Debian trixie packages only; no other
 * network. The emphasis is in which sources were chosen (benign-fresh31-sources.ts) and in the trim's order, not in
 * the per-source rule, which is sets 16 to 30's.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 30): exact and near duplicates of earlier sets'
 * files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded, first
 * 256 KB; earlier files compared when of the same file name), then the set is trimmed to at most 960 files, in this
 * order: (1) every file the strict count takes as not English (set 11's isLocalized11); (2) files of the agent and AI
 * packages (entries of kind ai-source), up to 360; (3) shell scripts (kind shell-script, or debian-script whose first
 * line names sh, bash, dash or zsh), up to 200; (4) Markdown, text and HTML whose letters are at least 10% non-Latin;
 * (5) the others (files past the caps above included); each group in salted hash order (sha256 of
 * `fresh31-trim:<source>:<path>`), a file counted in the first group it falls in; sources left empty are dropped.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source31 = Source12;
export type Fresh31File = SetFile<"tune31">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH31 = SHELL_PATH;

const rule31 = shellSetRule("fresh31", "tune31");

/** Files per class, in order, salted "fresh31". */
export const pick31 = rule31.pick;

/** One source of set 31: set 12's classes (salted "fresh31"), then up to 4 shell scripts by origin. */
export const select31: (s: Source31, base: string) => Fresh31File[] = rule31.select;

/** The trim's caps: files of agent and AI packages, then shell scripts (after every strict other-language file). */
export const TRIM31 = { total: 960, ai: 360, shell: 200 } as const;
