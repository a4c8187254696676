// The twenty-seventh fresh benign set (eval/benign-fresh, group fresh27-tune: round 34's report set, tuning data since 35): how files are picked.

/**
 * Round 34: round 33's fresh26-holdout was the report set of round 33 and is tuning data from round 34 on
 * (fresh26-tune), so this set replaces it as the benign real-file report set of round 34 (measured by the lead at
 * round 34's end). Sources used nowhere in this repository before (scripts/lib/benign-fresh27-sources.ts), written
 * down with this rule before any of their files was fetched or scored, by someone who does not tune the scanner,
 * never ran it and did not read its rules; every file was in split holdout27 (tune27 since round 35 relabelled it), nothing is trained on.
 *
 * Sets 16 to 26's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh27") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf, snapshots,
 * data under fixtures/samples/mocks/responses/testdata), then up to 4 real shell scripts per source from what those
 * classes left: a `.sh`, `.bash` or `.zsh` file, a file whose first line names sh, bash, dash or zsh, or a bash or zsh
 * completion by its folder (SHELL_PATH27):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 *
 * Emphasis of set 27 (issue 12's "Done when": AI codebases with prompts in their source, framework docs, configs, CI
 * commands): build and CI files and what runs them (CI workflows, Makefiles, justfiles, Taskfiles, Dockerfiles and
 * compose files, devcontainers, pre-commit, lint and release configs, shell scripts in scripts/ and bin/), agent and AI
 * packages whose source holds prompts, tool descriptions and agent configs (MCP servers, agent frameworks, eval and
 * red-team tools, prompt libraries) and their docs, and text in other languages (a fifth or more by set 11's strict
 * count, isLocalized11); at least 150 shell scripts. npm packages by exact version from the registry and Debian trixie
 * packages only; no other network. The emphasis is in which sources were chosen (by category, in a salted hash order,
 * the first N after fixed exclusions: benign-fresh27-sources.ts), not in the rule, which is sets 16 to 26's.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 26): exact and near duplicates of earlier
 * sets' files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded,
 * first 256 KB), then the set is trimmed to at most 960 files: every file the strict count takes as not English, then
 * Markdown and text whose letters are at least 10% non-Latin (prose in another language mixed with code), then every
 * shell script (kind shell-script, or debian-script whose first line names sh, bash, dash or zsh), then the others,
 * each group in salted hash order (sha256 of `fresh27-trim:<source>:<path>`); sources left empty are dropped. (As first
 * written, the trim kept min(960, non-English / 0.2) files; the first run of the cleaning counted 10 files in another
 * language by the strict count, which would have left 50, so the bound was changed to 960 and the 10% prose group
 * added, after that count and before any score: eval/benign-fresh/README.md, set 27.)
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source27 = Source12;
export type Fresh27File = SetFile<"tune27">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH27 = SHELL_PATH;

const rule27 = shellSetRule("fresh27", "tune27");

/** Files per class, in order, salted "fresh27". */
export const pick27 = rule27.pick;

/** One source of set 27: set 12's classes (salted "fresh27"), then up to 4 shell scripts by origin. */
export const select27: (s: Source27, base: string) => Fresh27File[] = rule27.select;
