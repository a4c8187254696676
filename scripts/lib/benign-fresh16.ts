// The sixteenth fresh benign set (eval/benign-fresh, group fresh16-tune: round 22's report set, tuning data since 23): how files are picked.

/**
 * Round 21: round 20's fresh15-holdout is round 21's report set, measured once at the end of the round, and tuning
 * data from round 22 on (fresh15-tune), so this set replaces it as the benign real-file report set of round 22.
 * Sources used nowhere in this repository before (scripts/lib/benign-fresh16-sources.ts), written down here with the
 * rule before any file was fetched or scored, by someone who does not tune the scanner, never ran it and did not read
 * its rules; every file was in split holdout16 (tune16 since round 23 relabelled it), nothing is trained on.
 *
 * Set 12's rule unchanged (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent
 * files, prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then
 * what an agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf,
 * snapshots, data under fixtures/samples/mocks/responses/testdata), with its own hash salt ("fresh16") and split, then
 * one more class per source, taken from what those classes left (round 22's emphasis: the bash surface of the report
 * sets has had 8 to 56 scripts): real shell scripts (SHELL16: a `.sh`, `.bash` or `.zsh` file, a file whose first line
 * names sh, bash, dash or zsh, or a bash or zsh completion by its folder):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source16 = Source12;
export type Fresh16File = SetFile<"tune16">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH16 = SHELL_PATH;

const rule16 = shellSetRule("fresh16", "tune16");

/** Files per class, in order, salted "fresh16". */
export const pick16 = rule16.pick;

/** One source of set 16: set 12's classes (salted "fresh16"), then up to 4 shell scripts by origin. */
export const select16: (s: Source16, base: string) => Fresh16File[] = rule16.select;
