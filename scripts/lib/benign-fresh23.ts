// The twenty-third fresh benign set (eval/benign-fresh, group fresh23-tune: round 30's report set, tuning data since 31): how files are picked.

/**
 * Round 30: round 29's fresh22-holdout was the report set of round 29 and is tuning data from round 30 on
 * (fresh22-tune), so this set replaces it as the benign real-file report set of round 30. Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh23-sources.ts), written down with this rule before any of their files was
 * fetched by the importer or scored, by someone who does not tune the scanner, never ran it and did not read its rules;
 * every file was in split holdout23 (tune23 since round 31 relabelled it), nothing is trained on.
 *
 * Sets 16 to 22's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh23") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf, snapshots,
 * data under fixtures/samples/mocks/responses/testdata), then up to 4 real shell scripts per source from what those
 * classes left: a `.sh`, `.bash` or `.zsh` file, a file whose first line names sh, bash, dash or zsh, or a bash or zsh
 * completion by its folder (SHELL_PATH23):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 * Languages are chosen by their files, as sets 21 and 22 chose them (each npm candidate and most Debian candidates
 * fetched once beforehand and this rule run on it, picks counted by set 11's strict test), prose rather than catalogs,
 * and other languages than set 22's mostly Chinese: Japanese, Russian and Korean docs, READMEs, agent rule files and
 * design notes. Then AI and agent code with prompts in its source (MCP servers, agent frameworks, agent skills and
 * rule files: SKILL.md, AGENTS.md, steering files, prompt templates); then shell scripts (maintainer scripts, init
 * scripts, network and system admin helpers, CI and autopkgtest helpers) from Debian packages, some of whose docs are
 * web-facing third-party text (HTML manuals, READMEs, NEWS).
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source23 = Source12;
export type Fresh23File = SetFile<"tune23">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH23 = SHELL_PATH;

const rule23 = shellSetRule("fresh23", "tune23");

/** Files per class, in order, salted "fresh23". */
export const pick23 = rule23.pick;

/** One source of set 23: set 12's classes (salted "fresh23"), then up to 4 shell scripts by origin. */
export const select23: (s: Source23, base: string) => Fresh23File[] = rule23.select;
