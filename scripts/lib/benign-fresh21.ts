// The twenty-first fresh benign set (eval/benign-fresh, group fresh21-tune: round 28's report set, tuning data since 29): how files are picked.

/**
 * Round 28: round 27's fresh20-holdout was the report set of round 27 and is tuning data from round 28 on
 * (fresh20-tune), so this set replaces it as the benign real-file report set of round 28. Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh21-sources.ts), written down with this rule before any of their files was
 * fetched by the importer or scored, by someone who does not tune the scanner, never ran it and did not read its rules;
 * every file was in split holdout21 (tune21 since round 29 relabelled it), nothing is trained on.
 *
 * Sets 16 to 20's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh21") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf, snapshots,
 * data under fixtures/samples/mocks/responses/testdata), then up to 4 real shell scripts per source from what those
 * classes left: a `.sh`, `.bash` or `.zsh` file, a file whose first line names sh, bash, dash or zsh, or a bash or zsh
 * completion by its folder (SHELL_PATH21):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 * What is new is how the sources in other languages were chosen: by their files, not their summaries. Set 20 chose npm
 * packages whose summary was in Chinese, Russian or Japanese and got few files in those languages (78 of 1,117), so
 * every non-English source here was first looked at by its file list (the tarball's paths, and for Markdown the
 * share of non-Latin letters, set 11's own test): packages that ship locale catalogs as JSON or YAML under i18n/ or
 * locales/ folders, translated READMEs and docs folders (README.ru.md, docs/zh/), component docs written in Chinese.
 * Then AI and agent code with prompts in its source (MCP servers, agent frameworks and CLIs, LLM SDKs and AI SDK
 * tools); then Debian packages made of shell scripts (at least 120 scripts); then third-party text an agent reads on
 * the web (change logs, issue templates, contributing and security notes of upstream trees and npm packages).
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source21 = Source12;
export type Fresh21File = SetFile<"tune21">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH21 = SHELL_PATH;

const rule21 = shellSetRule("fresh21", "tune21");

/** Files per class, in order, salted "fresh21". */
export const pick21 = rule21.pick;

/** One source of set 21: set 12's classes (salted "fresh21"), then up to 4 shell scripts by origin. */
export const select21: (s: Source21, base: string) => Fresh21File[] = rule21.select;
