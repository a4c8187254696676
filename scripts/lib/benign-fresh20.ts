// The twentieth fresh benign set (eval/benign-fresh, group fresh20-tune: round 27's report set, tuning data since 28): how files are picked.

/**
 * Round 27: round 26's fresh19-holdout was the report set of round 26 and is tuning data from round 27 on
 * (fresh19-tune), so this set replaces it as the benign real-file report set of round 27. Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh20-sources.ts), written down with this rule before any of their files was
 * fetched or scored, by someone who does not tune the scanner, never ran it and did not read its rules; every file
 * was in split holdout20 (tune20 since round 28 relabelled it), nothing is trained on.
 *
 * Sets 16 to 19's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh20") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf, snapshots,
 * data under fixtures/samples/mocks/responses/testdata), then up to 4 real shell scripts per source from what those
 * classes left: a `.sh`, `.bash` or `.zsh` file, a file whose first line names sh, bash, dash or zsh, or a bash or zsh
 * completion by its folder (SHELL_PATH20):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 * What is new is the sources, chosen by language first where set 19 fell short: set 19's source trees gave few of
 * their gettext catalogs (7.2% not in English before its second list), so this set takes its languages from npm
 * packages whose own docs are written in Chinese, Japanese, Korean, Russian, Thai, Tamil or Persian (Markdown at least
 * 30% non-Latin, which set 11's class and the strict count take as not English) and from chat-bot plugins that ship
 * locale catalogs (locales/<lang>.yml); then AI and agent code with prompts in its source (MCP servers, LLM clients and
 * agent libraries); then Debian packages made of shell scripts; then upstream source trees whose GitHub issue and pull
 * request templates, contributing and security notes and change logs are third-party text an agent reads on the web.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";

export type Source20 = Source12;
export type Fresh20File = SetFile<"tune20">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH20 = SHELL_PATH;

const rule20 = shellSetRule("fresh20", "tune20");

/** Files per class, in order, salted "fresh20". */
export const pick20 = rule20.pick;

/** One source of set 20: set 12's classes (salted "fresh20"), then up to 4 shell scripts by origin. */
export const select20: (s: Source20, base: string) => Fresh20File[] = rule20.select;
