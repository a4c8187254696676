// The twenty-second fresh benign set (eval/benign-fresh, group fresh22-tune: round 29's report set, tuning data since 30): how files are picked.

/**
 * Round 29: round 28's fresh21-holdout was the report set of round 28 and is tuning data from round 29 on
 * (fresh21-tune), so this set replaces it as the benign real-file report set of round 29. Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh22-sources.ts), written down with this rule before any of their files was
 * fetched by the importer or scored, by someone who does not tune the scanner, never ran it and did not read its rules;
 * every file was in split holdout22 (tune22 since round 30 relabelled it), nothing is trained on.
 *
 * Sets 16 to 21's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh22") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf, snapshots,
 * data under fixtures/samples/mocks/responses/testdata), then up to 4 real shell scripts per source from what those
 * classes left: a `.sh`, `.bash` or `.zsh` file, a file whose first line names sh, bash, dash or zsh, or a bash or zsh
 * completion by its folder (SHELL_PATH22):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 * Languages are chosen by their files, as set 21 chose them (each candidate fetched once beforehand and this rule run
 * on it, picks counted by set 11's strict test), but with less translation catalogue and locale data than set 21
 * (most of whose text in other languages was UI strings and CLDR data): prose written in other languages first (docs,
 * READMEs, tutorials, guides and change logs in Chinese, Japanese, Russian, Korean, Spanish, Portuguese, German and
 * French). Then AI and agent code with prompts in its source (MCP servers, agent frameworks, LLM SDK examples, prompt
 * libraries, and agent skills and rule files: SKILL.md, AGENTS.md, .cursor/rules, prompt files); then web-facing
 * third-party text (HTML docs, change logs, issue and PR templates, contributing and security notes); then shell
 * scripts (installers, CI helpers, maintainer and release scripts) from npm packages and Debian packages made of them.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source22 = Source12;
export type Fresh22File = SetFile<"tune22">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH22 = SHELL_PATH;

const rule22 = shellSetRule("fresh22", "tune22");

/** Files per class, in order, salted "fresh22". */
export const pick22 = rule22.pick;

/** One source of set 22: set 12's classes (salted "fresh22"), then up to 4 shell scripts by origin. */
export const select22: (s: Source22, base: string) => Fresh22File[] = rule22.select;
