// The fourteenth fresh benign set (eval/benign-fresh, group fresh14-tune: round 20's report set, tuning data since 21): how files are picked.

/**
 * Round 19: round 18's fresh13-holdout is round 19's report set, measured once at the end of the round, and tuning
 * data from round 20 on (fresh13-tune), so this set replaces it as the benign real-file report set of round 20.
 * Sources used nowhere in this repository before (scripts/lib/benign-fresh14-sources.ts), written down here with the
 * rule before any file was fetched or scored, by someone who does not tune the scanner, never ran it and did not read
 * its rules; every file was in split holdout14 (tune14 since round 21 relabelled it), nothing is trained on.
 *
 * Set 12's rule unchanged (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent
 * files, prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then
 * what an agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf,
 * snapshots, data under fixtures/samples/mocks/responses/testdata), with its own hash salt ("fresh14") and split. What
 * is new is the choice of sources (round 20's emphasis): sources picked by language first (npm packages whose docs,
 * prompts and skills are in Chinese, Japanese, Korean or Russian; Debian packages that ship man pages in many
 * languages; translated Debian manuals; source trees with message catalogues), then MCP servers, coding-agent skill
 * packs and plugins, mail, calendar and office formats, API specs, CI tools and logs.
 */

import { type Source12, toolOutputPickers } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";

export type Source14 = Source12;
export type Fresh14File = SetFile<"tune14">;

const pickers14 = toolOutputPickers("fresh14", "tune14");

/** Files per class, in order, salted "fresh14". */
export const pick14 = pickers14.pick;
/** One source of set 14: set 12's classes (salted "fresh14"), all in split tune14. */
export const select14: (s: Source14, base: string) => Fresh14File[] = pickers14.select;
