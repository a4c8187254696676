// The twenty-fifth fresh benign set (eval/benign-fresh, group fresh25-tune: round 32's report set, tuning data since 33): how files are picked.

/**
 * Round 32: round 31's fresh24-holdout was the report set of round 31 and is tuning data from round 32 on
 * (fresh24-tune), so this set replaces it as the benign real-file report set of round 32. Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh25-sources.ts), written down with this rule before any of their files was
 * fetched by the importer or scored, by someone who does not tune the scanner, never ran it and did not read its rules;
 * every file was in split holdout25 (tune25 since round 33 relabelled it), nothing is trained on.
 *
 * Sets 16 to 24's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh25") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf, snapshots,
 * data under fixtures/samples/mocks/responses/testdata), then up to 4 real shell scripts per source from what those
 * classes left: a `.sh`, `.bash` or `.zsh` file, a file whose first line names sh, bash, dash or zsh, or a bash or zsh
 * completion by its folder (SHELL_PATH25):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 * This round leans on AI code with prompts in its source (MCP servers, agent frameworks and CLIs, LLM clients and
 * evals, skills and rule files; about a third of the files) and on security tooling and writing (linters, scanners,
 * sanitizers, policy and rule packs, docs that describe attacks); then npm packages whose docs are in Chinese,
 * Japanese, Korean or Russian, chosen by their files as sets 21 to 24 chose them; then shared configs and CI tooling;
 * then shell scripts (maintainer and init scripts, hooks and helpers) and LLM tools in Python from Debian packages.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source25 = Source12;
export type Fresh25File = SetFile<"tune25">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH25 = SHELL_PATH;

const rule25 = shellSetRule("fresh25", "tune25");

/** Files per class, in order, salted "fresh25". */
export const pick25 = rule25.pick;

/** One source of set 25: set 12's classes (salted "fresh25"), then up to 4 shell scripts by origin. */
export const select25: (s: Source25, base: string) => Fresh25File[] = rule25.select;
