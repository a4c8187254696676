// The nineteenth fresh benign set (eval/benign-fresh, group fresh19-tune: round 26's report set, tuning data since 27): how files are picked.

/**
 * Round 26: round 25's fresh18-holdout was the report set of round 25 and is tuning data from round 26 on
 * (fresh18-tune), so this set replaces it as the benign real-file report set of round 26. Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh19-sources.ts, and a second list by language written after the first was
 * fetched: benign-fresh19b-sources.ts), each written down before any of its files was fetched or scored (the rule
 * before either), by someone who does not tune the scanner, never ran it and did not read its rules; every file
 * was in split holdout19 (tune19 since round 27 relabelled it), nothing is trained on.
 *
 * Sets 16 to 18's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh19") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf, snapshots,
 * data under fixtures/samples/mocks/responses/testdata), then up to 4 real shell scripts per source from what those
 * classes left: a `.sh`, `.bash` or `.zsh` file, a file whose first line names sh, bash, dash or zsh, or a bash or zsh
 * completion by its folder (SHELL_PATH19):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 * What is new is the sources, chosen by where set 18's languages fell short: set 18 reached only 6.3% not in English
 * before its trim because most Debian binary packages with translated man pages were used up, so this set takes its
 * languages from Debian source trees with gettext catalogs (po/xx.po, which set 11's class takes, up to 4 per tree)
 * and shell scripts (GNU build-aux, samples, tests), and from npm docs packages written in Chinese, Japanese, Korean,
 * Russian, Spanish, Portuguese, German, French and Vietnamese; then AI and agent code with prompts in its source.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source19 = Source12;
export type Fresh19File = SetFile<"tune19">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH19 = SHELL_PATH;

const rule19 = shellSetRule("fresh19", "tune19");

/** Files per class, in order, salted "fresh19". */
export const pick19 = rule19.pick;

/** One source of set 19: set 12's classes (salted "fresh19"), then up to 4 shell scripts by origin. */
export const select19: (s: Source19, base: string) => Fresh19File[] = rule19.select;
