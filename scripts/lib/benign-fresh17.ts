// The seventeenth fresh benign set (eval/benign-fresh, group fresh17-tune: round 23's report set, tuning data since 25): how files are picked.

/**
 * Round 22: round 21's fresh16-holdout is round 22's report set, measured once at the end of the round, and tuning
 * data from round 23 on (fresh16-tune), so this set replaces it as the benign real-file report set of round 23.
 * Sources used nowhere in this repository before (scripts/lib/benign-fresh17-sources.ts), written down here with the
 * rule before any file was fetched or scored, by someone who does not tune the scanner, never ran it and did not read
 * its rules; every file was in split holdout17 (tune17 since round 25 relabelled it), nothing is trained on.
 *
 * Set 16's rule unchanged, with its own hash salt ("fresh17") and split: set 12's classes (scripts/lib/benign-fresh12.ts,
 * toolOutputPickers: set 11's classes, i.e. set 10's agent files, prompts, docs, CI files, Debian scripts, configs, docs
 * and man pages, then files in other languages, then what an agent reads as tool output: logs, change logs and NEWS,
 * issue templates, OpenAPI specs, .eml/.ics/.vcf, snapshots, data under fixtures/samples/mocks/responses/testdata), then
 * up to 4 real shell scripts per source from what those classes left (round 23 asks again for at least 60 scripts):
 * a `.sh`, `.bash` or `.zsh` file, a file whose first line names sh, bash, dash or zsh, or a bash or zsh completion
 * by its folder (SHELL_PATH17):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 * What is new is the sources: chosen by language first (at least 15% of the files not in English), then by shell
 * scripts, then by what an agent reads as tool output.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source17 = Source12;
export type Fresh17File = SetFile<"tune17">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH17 = SHELL_PATH;

const rule17 = shellSetRule("fresh17", "tune17");

/** Files per class, in order, salted "fresh17". */
export const pick17 = rule17.pick;

/** One source of set 17: set 12's classes (salted "fresh17"), then up to 4 shell scripts by origin. */
export const select17: (s: Source17, base: string) => Fresh17File[] = rule17.select;
