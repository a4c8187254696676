// The twenty-eighth fresh benign set (eval/benign-fresh, group fresh28-tune: round 35's report set, tuning data since 36): how files are picked.

/**
 * Round 35: round 34's fresh27-holdout was the report set of round 34 and is tuning data from round 35 on
 * (fresh27-tune), so this set replaces it as the benign real-file report set of round 35 (measured by the lead at
 * round 35's end). Sources used nowhere in this repository before (scripts/lib/benign-fresh28-sources.ts), written
 * down with this rule before any of their files was fetched or scored, by someone who does not tune the scanner,
 * never ran it and did not read its rules; every file was in split holdout28 (tune28 since round 36 relabelled it), nothing is trained on.
 *
 * Sets 16 to 27's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh28") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output), then up to 4 real shell scripts per source from what those classes left (SHELL_PATH28):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them).
 *
 * Emphasis of set 28 (issue 12's "Done when": AI codebases with prompts in their source, framework docs, configs, CI
 * commands): agent and AI packages whose source holds prompts, tool descriptions and agent configs, build and CI
 * files, shell scripts (150 or more: Debian trixie shell-tool packages are planned from the start, 120 of 447
 * sources) and text in other languages (a fifth or more: npm packages whose summaries are in other languages and
 * Debian translated manuals, guides and help). npm packages by exact version from the registry and Debian trixie
 * packages only; no other network. The emphasis is in which sources were chosen (benign-fresh28-sources.ts), not in
 * the rule, which is sets 16 to 27's.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 27): exact and near duplicates of earlier
 * sets' files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded,
 * first 256 KB; earlier files compared when of the same file name), then the set is trimmed to at most 960 files: every
 * file the strict count takes as not English (set 11's isLocalized11), then Markdown, text and HTML whose letters are
 * at least 10% non-Latin, then every shell script (kind shell-script, or debian-script whose first line names sh, bash,
 * dash or zsh), then the others, each group in salted hash order (sha256 of `fresh28-trim:<source>:<path>`); sources
 * left empty are dropped.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source28 = Source12;
export type Fresh28File = SetFile<"tune28">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH28 = SHELL_PATH;

const rule28 = shellSetRule("fresh28", "tune28");

/** Files per class, in order, salted "fresh28". */
export const pick28 = rule28.pick;

/** One source of set 28: set 12's classes (salted "fresh28"), then up to 4 shell scripts by origin. */
export const select28: (s: Source28, base: string) => Fresh28File[] = rule28.select;
