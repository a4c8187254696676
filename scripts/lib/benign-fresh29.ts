// The twenty-ninth fresh benign set (eval/benign-fresh, group fresh29-tune: round 36's report set, tuning data since 37): how files are picked.

/**
 * Round 36: round 35's fresh28-holdout was the report set of round 35 and is tuning data from round 36 on
 * (fresh28-tune), so this set replaces it as the benign real-file report set of round 36 (measured by the lead at
 * round 36's end). Sources used nowhere in this repository before (scripts/lib/benign-fresh29-sources.ts), written
 * down with this rule before any of their files was fetched or scored, by someone who does not tune the scanner,
 * never ran it and did not read its rules; every file was in split holdout29 (tune29 since round 37 relabelled it), nothing is trained on.
 *
 * Sets 16 to 28's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh29") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output), then up to 4 real shell scripts per source from what those classes left (SHELL_PATH29):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them).
 *
 * Emphasis of set 29 (issue 12's "Done when": AI codebases with prompts in their source, framework docs, configs, CI
 * commands): agent and AI packages whose source holds prompts, tool descriptions and agent configs, build and CI
 * files, shell scripts (150 or more: Debian trixie shell-tool packages planned from the start, 230 of the sources) and
 * text in other languages (a fifth or more: npm packages whose summaries are in other scripts or in Spanish,
 * Portuguese, German or French, and Debian translated manuals). npm packages by exact version from the registry and
 * Debian trixie packages only; no other network. The emphasis is in which sources were chosen
 * (benign-fresh29-sources.ts), not in the rule, which is sets 16 to 28's.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 28): exact and near duplicates of earlier
 * sets' files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded,
 * first 256 KB; earlier files compared when of the same file name), then the set is trimmed to at most 960 files: every
 * file the strict count takes as not English (set 11's isLocalized11), then Markdown, text and HTML whose letters are
 * at least 10% non-Latin, then every shell script (kind shell-script, or debian-script whose first line names sh, bash,
 * dash or zsh), then the others, each group in salted hash order (sha256 of `fresh29-trim:<source>:<path>`); sources
 * left empty are dropped.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source29 = Source12;
export type Fresh29File = SetFile<"tune29">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH29 = SHELL_PATH;

const rule29 = shellSetRule("fresh29", "tune29");

/** Files per class, in order, salted "fresh29". */
export const pick29 = rule29.pick;

/** One source of set 29: set 12's classes (salted "fresh29"), then up to 4 shell scripts by origin. */
export const select29: (s: Source29, base: string) => Fresh29File[] = rule29.select;
