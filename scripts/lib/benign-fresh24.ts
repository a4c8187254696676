// The twenty-fourth fresh benign set (eval/benign-fresh, group fresh24-tune: round 31's report set, tuning data since 32): how files are picked.

/**
 * Round 31: round 30's fresh23-holdout was the report set of round 30 and is tuning data from round 31 on
 * (fresh23-tune), so this set replaces it as the benign real-file report set of round 31. Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh24-sources.ts), written down with this rule before any of their files was
 * fetched by the importer or scored, by someone who does not tune the scanner, never ran it and did not read its rules;
 * every file was in split holdout24 (tune24 since round 32 relabelled it), nothing is trained on.
 *
 * Sets 16 to 23's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh24") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf, snapshots,
 * data under fixtures/samples/mocks/responses/testdata), then up to 4 real shell scripts per source from what those
 * classes left: a `.sh`, `.bash` or `.zsh` file, a file whose first line names sh, bash, dash or zsh, or a bash or zsh
 * completion by its folder (SHELL_PATH24):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 * Languages are chosen by their files, as sets 21 to 23 chose them (each candidate fetched once beforehand and this
 * rule run on it, picks counted by set 11's strict test): translated Debian manuals and guides (French, Polish,
 * Brazilian Portuguese, German, Spanish, Russian, Ukrainian, Czech) and npm packages whose docs or agent files are
 * Chinese, Japanese, Korean or Russian. Then AI and agent code with prompts in its source (MCP servers, agent
 * frameworks and CLIs, agent skills and rule files); then shell scripts (maintainer and init scripts, hooks and
 * helpers of small network and system daemons) from Debian packages.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source24 = Source12;
export type Fresh24File = SetFile<"tune24">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH24 = SHELL_PATH;

const rule24 = shellSetRule("fresh24", "tune24");

/** Files per class, in order, salted "fresh24". */
export const pick24 = rule24.pick;

/** One source of set 24: set 12's classes (salted "fresh24"), then up to 4 shell scripts by origin. */
export const select24: (s: Source24, base: string) => Fresh24File[] = rule24.select;
