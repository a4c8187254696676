// The thirty-fourth fresh benign set (eval/benign-fresh, group fresh34-tune: round 41's report set, tuning data since 42): how files are picked.

/**
 * Round 41: round 40's fresh33-holdout is tuning data from round 41 on (fresh33-tune), so this set replaces it as the
 * benign real-file report set of round 41 (measured by the lead at round 41's end). Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh34-sources.ts; a further list only as set 33 did, written after the
 * first trim and before its own fetch), written down with this rule before any of their files was fetched or scored,
 * by someone who does not tune the scanner, never ran it and did not read its rules; every file was in split holdout34
 * (tune34 since round 42 relabelled it), nothing is trained on.
 *
 * Sets 16 to 33's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh34") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers), then up to 4 real shell scripts per source from
 * what those classes left (SHELL_PATH34), as set 33's.
 *
 * Emphasis of set 34 (issue 12's "Done when": AI codebases with prompts in their source, framework docs, configs, CI
 * commands), set 33's five groups and quotas kept: npm agent and AI packages (prompt, instruction and skill packages
 * first; then MCP servers, agent frameworks and LLM clients; then a broader AI pattern, set 33 having left few of the
 * first); npm build, lint, CI and container config packages; npm packages whose summary is in another script; npm
 * framework and library packages (their change logs, migration guides and security policies); Debian trixie
 * shell-tool packages; Debian trixie packages with a file that names a language (by Contents-all); Debian trixie
 * source packages with a Debian CI test suite (upstream CI files and build configs, debian/tests, debian/rules,
 * debian/watch, Salsa CI). npm packages by exact version from the registry and Debian trixie packages only; no other
 * network.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 33): exact and near duplicates of earlier sets'
 * files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded, first
 * 256 KB; earlier files compared when of the same file name), then the set is trimmed to at most 960 files with a
 * quota per group (TRIM34, set 33's): each file falls in the first group that takes it:
 * (1) not English by the strict count (set 11's isLocalized11), up to 160; (2) files of the agent and AI packages
 * (entries of kind ai-source), up to 230; (3) shell scripts (kind shell-script, or debian-script whose first line names
 * sh, bash, dash or zsh), up to 130; (4) CI and config files: a path CONFIG_PATH34 takes, a file of kind ci-config or
 * debian-config, or a file of the npm build, lint, CI and container config packages that is not prose (PROSE34), up to
 * 170; (5) everything else (English framework and library docs, change logs, Debian docs and man pages), the remaining
 * places (270 or more). No source gives more than 4 files in all. Within a group files are taken round-robin over
 * sources by the shared quotaTrim (scripts/lib/benign-trim-round-robin.ts) salted `fresh34-trim`; a group's unused
 * places pass to group 5, and group 5's to the groups before it in order; sources left empty are dropped.
 */

import type { Source12 } from "./benign-fresh12.ts";
import { CONFIG_PATH33, PROSE33, type Trim33File } from "./benign-fresh33.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";
import { quotaTrim } from "./benign-trim-round-robin.ts";

export type Source34 = Source12;
export type Fresh34File = SetFile<"tune34">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH34 = SHELL_PATH;

const rule34 = shellSetRule("fresh34", "tune34");

/** Files per class, in order, salted "fresh34". */
export const pick34 = rule34.pick;

/** One source of set 34: set 12's classes (salted "fresh34"), then up to 4 shell scripts by origin. */
export const select34: (s: Source34, base: string) => Fresh34File[] = rule34.select;

/** A CI or config file by its path (set 33's): the trim's group 4, with files of kind ci-config or debian-config and the config packages' non-prose files. */
export const CONFIG_PATH34 = CONFIG_PATH33;

/** Prose by its name (set 33's): a config package's file that is not a CI or config file for the trim. */
export const PROSE34 = PROSE33;

/** The trim's quotas per group (strict other-language, agent and AI files, shell scripts, CI and config files; the rest fills) and per source: set 33's. */
export const TRIM34 = { total: 960, lang: 160, ai: 230, shell: 130, config: 170, perSource: 4 } as const;

/** A file after the cleaning: its source, its path and the first trim group that takes it (0 strict other-language, 1 agent and AI, 2 shell, 3 CI and config, 4 the rest). */
export type Trim34File = Trim33File;

/**
 * The trim (TRIM34): groups 0-3 up to their quotas, then group 4 to the total, then groups 0-3 past their quotas if
 * places are left; no source gives more than `perSource` files; each group round-robin over sources.
 */
export function trim34(files: readonly Trim34File[], caps: typeof TRIM34 = TRIM34): Trim34File[] {
  return quotaTrim(files, [caps.lang, caps.ai, caps.shell, caps.config], caps, "fresh34-trim");
}
