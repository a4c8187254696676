// The thirtieth fresh benign set (eval/benign-fresh, group fresh30-tune: round 37's report set, tuning data since 38): how files are picked.

/**
 * Round 37: round 36's fresh29-holdout was the report set of round 36 and is tuning data from round 37 on
 * (fresh29-tune), so this set replaces it as the benign real-file report set of round 37 (measured by the lead at
 * round 37's end). Sources used nowhere in this repository before (scripts/lib/benign-fresh30-sources.ts), written
 * down with this rule before any of their files was fetched or scored, by someone who does not tune the scanner,
 * never ran it and did not read its rules; every file was in split holdout30 (tune30 since round 38 relabelled it), nothing is trained on.
 *
 * Sets 16 to 29's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh30") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output), then up to 4 real shell scripts per source from what those classes left (SHELL_PATH30):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them).
 *
 * Emphasis of set 30 (issue 12's "Done when": AI codebases with prompts in their source, framework docs, configs, CI
 * commands), with the two gaps set 29 left: agent and AI source (250 files or more: 170 agent and AI packages, and the
 * trim keeps their files before the other groups but the strict other-language ones), text in other languages (a
 * fifth or more by the strict count: npm packages of ecosystems whose docs are mostly Chinese, Japanese, Korean or
 * Russian, Spanish, Portuguese, German or French summaries, Debian translated manuals), shell scripts (150 or more:
 * 220 Debian trixie shell-tool packages planned from the start), build and CI files. npm packages by exact version from
 * the registry and Debian trixie packages only; no other network. The emphasis is in which sources were chosen
 * (benign-fresh30-sources.ts) and in the trim's order, not in the per-source rule, which is sets 16 to 29's.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 29): exact and near duplicates of earlier
 * sets' files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded,
 * first 256 KB; earlier files compared when of the same file name), then the set is trimmed to at most 960 files, in
 * this order: (1) every file the strict count takes as not English (set 11's isLocalized11); (2) files of the agent
 * and AI packages (entries of kind ai-source), up to 380; (3) shell scripts (kind shell-script, or debian-script whose
 * first line names sh, bash, dash or zsh), up to 200; (4) Markdown, text and HTML whose letters are at least 10%
 * non-Latin; (5) the others (AI files and shell scripts past their caps included); each group in salted hash order
 * (sha256 of `fresh30-trim:<source>:<path>`), a file counted in the first group it falls in; sources left empty are
 * dropped.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source30 = Source12;
export type Fresh30File = SetFile<"tune30">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH30 = SHELL_PATH;

const rule30 = shellSetRule("fresh30", "tune30");

/** Files per class, in order, salted "fresh30". */
export const pick30 = rule30.pick;

/** One source of set 30: set 12's classes (salted "fresh30"), then up to 4 shell scripts by origin. */
export const select30: (s: Source30, base: string) => Fresh30File[] = rule30.select;

/** The trim's caps: files of agent and AI packages, then shell scripts (after every strict other-language file). */
export const TRIM30 = { total: 960, ai: 380, shell: 200 } as const;
