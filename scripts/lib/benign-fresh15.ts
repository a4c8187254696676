// The fifteenth fresh benign set (eval/benign-fresh, group fresh15-tune: round 21's report set, tuning data since 22): how files are picked.

/**
 * Round 20: round 19's fresh14-holdout is round 20's report set, measured once at the end of the round, and tuning
 * data from round 21 on (fresh14-tune), so this set replaces it as the benign real-file report set of round 21.
 * Sources used nowhere in this repository before (scripts/lib/benign-fresh15-sources.ts), written down here with the
 * rule before any file was fetched or scored, by someone who does not tune the scanner, never ran it and did not read
 * its rules; every file was in split holdout15 (tune15 since round 22 relabelled it), nothing is trained on.
 *
 * Set 12's rule unchanged (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent
 * files, prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then
 * what an agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf,
 * snapshots, data under fixtures/samples/mocks/responses/testdata), with its own hash salt ("fresh15") and split. What
 * is new is the choice of sources (round 21's emphasis): sources picked by language first (translated Debian manuals
 * and man pages, manuals of Debian packages in Japanese, Chinese and Russian, npm packages whose docs are in Chinese,
 * Japanese, Korean or Russian, source trees with message catalogues), then MCP servers, coding-agent hooks and skill
 * tools, LLM tooling, mail, calendar and office formats, API specs, change logs and CI tools.
 */

import { type Source12, toolOutputPickers } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";

export type Source15 = Source12;
export type Fresh15File = SetFile<"tune15">;

const pickers15 = toolOutputPickers("fresh15", "tune15");

/** Files per class, in order, salted "fresh15". */
export const pick15 = pickers15.pick;
/** One source of set 15: set 12's classes (salted "fresh15"), all in split tune15. */
export const select15: (s: Source15, base: string) => Fresh15File[] = pickers15.select;
