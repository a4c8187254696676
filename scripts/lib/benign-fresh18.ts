// The eighteenth fresh benign set (eval/benign-fresh, group fresh18-tune: round 25's report set, tuning data since 26): how files are picked.

/**
 * Round 25: round 23's fresh17-holdout was the report set until round 24 and is tuning data from round 25 on
 * (fresh17-tune), so this set replaces it as the benign real-file report set of round 25. Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh18-sources.ts), written down here with the rule before any file was
 * fetched or scored, by someone who does not tune the scanner, never ran it and did not read its rules; every file
 * was in split holdout18 (tune18 since round 26 relabelled it), nothing is trained on.
 *
 * Sets 16 and 17's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh18") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf, snapshots,
 * data under fixtures/samples/mocks/responses/testdata), then up to 4 real shell scripts per source from what those
 * classes left: a `.sh`, `.bash` or `.zsh` file, a file whose first line names sh, bash, dash or zsh, or a bash or zsh
 * completion by its folder (SHELL_PATH18):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 * What is new is the sources: chosen by language first (at least 15% of the files not in English, which set 17 missed
 * at 3.2%), then AI and agent code with prompts in its source, then shell scripts, then docs, configs and CI files.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source18 = Source12;
export type Fresh18File = SetFile<"tune18">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH18 = SHELL_PATH;

const rule18 = shellSetRule("fresh18", "tune18");

/** Files per class, in order, salted "fresh18". */
export const pick18 = rule18.pick;

/** One source of set 18: set 12's classes (salted "fresh18"), then up to 4 shell scripts by origin. */
export const select18: (s: Source18, base: string) => Fresh18File[] = rule18.select;
