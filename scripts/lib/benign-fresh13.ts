// The thirteenth fresh benign set (eval/benign-fresh, group fresh13-tune: round 19's report set, tuning data since 20): how files are picked.

/**
 * Round 18: round 17's fresh12-holdout is round 18's report set, measured once at the end of the round, and tuning
 * data from round 19 on (fresh12-tune), so this set replaces it as the benign real-file report set of round 19.
 * Sources used nowhere in this repository before (scripts/lib/benign-fresh13-sources.ts), written down here with the
 * rule before any file was fetched or scored, by someone who does not tune the scanner, never ran it and did not read
 * its rules; every file was in split holdout13 (tune13 since round 20 relabelled it), nothing is trained on.
 *
 * Set 12's rule unchanged (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent
 * files, prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then
 * what an agent reads as tool output: logs, change logs and NEWS, issue templates, OpenAPI specs, .eml/.ics/.vcf,
 * snapshots, data under fixtures/samples/mocks/responses/testdata), with its own hash salt ("fresh13") and split. What
 * is new is the choice of sources (round 19's emphasis): coding-agent plugins and skill packs, MCP servers, eval and
 * guardrail tools, web framework and API-spec docs, mail, calendar and office formats, man pages and docs in other
 * languages, logs and change logs, and CI files of Debian trixie source trees from many upstreams.
 */

import { type Source12, toolOutputPickers } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";

export type Source13 = Source12;
export type Fresh13File = SetFile<"tune13">;

const pickers13 = toolOutputPickers("fresh13", "tune13");

/** Files per class, in order, salted "fresh13". */
export const pick13 = pickers13.pick;
/** One source of set 13: set 12's classes (salted "fresh13"), all in split tune13. */
export const select13: (s: Source13, base: string) => Fresh13File[] = pickers13.select;
