// The twenty-sixth fresh benign set (eval/benign-fresh, group fresh26-tune: round 33's report set, tuning data since 34): how files are picked.

/**
 * Round 33: round 32's fresh25-holdout was the report set of round 32 and is tuning data from round 33 on
 * (fresh25-tune), so this set replaces it as the benign real-file report set of round 33 (measured
 * by the lead at round 33's end). Sources used nowhere in this repository before (scripts/lib/benign-fresh26-sources.ts), written down with
 * this rule before any of their files was fetched by the importer or scored, by someone who does not tune the scanner,
 * never ran it and did not read its rules; every file was in split holdout26 (tune26 since round 34 relabelled it), nothing is trained on.
 *
 * Sets 16 to 25's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh26") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf, snapshots,
 * data under fixtures/samples/mocks/responses/testdata), then up to 4 real shell scripts per source from what those
 * classes left: a `.sh`, `.bash` or `.zsh` file, a file whose first line names sh, bash, dash or zsh, or a bash or zsh
 * completion by its folder (SHELL_PATH26):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 *
 * Emphasis of set 26: what a coding agent really reads in a day's work in other people's repositories and packages:
 * CONTRIBUTING, SECURITY.md, CODE_OF_CONDUCT, issue and PR templates, change logs and migration guides, agent
 * instruction files shipped in packages (AGENTS.md, CLAUDE.md, .cursor rules, copilot-instructions, skills), test
 * fixtures and example configs; at least 150 shell scripts (npm packages' bin/ and scripts/, and Debian packages'
 * /usr/bin shell tools where Debian maintainer scripts are near copies of one template); at least 15% not in English
 * by the strict count (set 11's isLocalized11). npm packages by exact version from the registry and Debian trixie
 * packages only; no other network. The emphasis is in which sources were chosen (by category, in a salted hash order,
 * kept by a fixed rule: benign-fresh26-sources.ts), not in the rule, which is sets 16 to 25's.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source26 = Source12;
export type Fresh26File = SetFile<"tune26">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH26 = SHELL_PATH;

const rule26 = shellSetRule("fresh26", "tune26");

/** Files per class, in order, salted "fresh26". */
export const pick26 = rule26.pick;

/** One source of set 26: set 12's classes (salted "fresh26"), then up to 4 shell scripts by origin. */
export const select26: (s: Source26, base: string) => Fresh26File[] = rule26.select;
