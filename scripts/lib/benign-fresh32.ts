// The thirty-second fresh benign set (eval/benign-fresh, group fresh32-tune: round 39's report set, tuning data since 40): how files are picked.

/**
 * Round 39: round 38's fresh31-holdout was the report set of round 38 and is tuning data from round 39 on
 * (fresh31-tune), so this set replaces it as the benign real-file report set of round 39 (measured by the lead at
 * round 39's end). Sources used nowhere in this repository before (scripts/lib/benign-fresh32-sources.ts), written
 * down with this rule before any of their files was fetched or scored, by someone who does not tune the scanner,
 * never ran it and did not read its rules; every file was in split holdout32 (tune32 since round 40 relabelled it), nothing is trained on.
 *
 * Sets 16 to 31's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh32") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers: set 11's classes, i.e. set 10's agent files,
 * prompts, docs, CI files, Debian scripts, configs, docs and man pages, then files in other languages, then what an
 * agent reads as tool output), then up to 4 real shell scripts per source from what those classes left (SHELL_PATH32):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 *
 * Emphasis of set 32 (issue 12's "Done when": AI codebases with prompts in their source, framework docs, configs, CI
 * commands), balanced, since set 31 was skewed (its first three trim groups, other languages, agent files and shell
 * scripts, filled all 960 places, so it held no English framework docs, configs or CI files, and its 290 entries were
 * fewer than the sources asked): npm agent and AI packages; npm framework and library packages (web, test, build and
 * data frameworks and their plugins) and npm build, lint and CI config packages (shareable ESLint, Prettier, Stylelint,
 * TypeScript and Babel configs, GitHub Actions, CI tooling); Debian trixie shell-tool packages; Debian trixie binary
 * packages with translated man pages and docs (by their file lists); Debian trixie source packages with a Debian CI
 * test suite (upstream CI files, debian/tests, Salsa CI). npm packages by exact version from the registry and Debian
 * trixie packages only; no other network.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 31): exact and near duplicates of earlier sets'
 * files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded, first
 * 256 KB; earlier files compared when of the same file name), then the set is trimmed to at most 960 files with a
 * quota per group, not first come first served (TRIM32): each file falls in the first group that takes it:
 * (1) not English by the strict count (set 11's isLocalized11), up to 200; (2) files of the agent and AI packages
 * (entries of kind ai-source), up to 260; (3) shell scripts (kind shell-script, or debian-script whose first line names
 * sh, bash, dash or zsh), up to 150; (4) everything else (English framework and library docs, configs, CI files, Debian
 * docs, configs and man pages), the remaining places (350 or more). No source gives more than 4 files in all. Within a
 * group files are taken round-robin over sources: every source's first file (in salted hash order, sha256 of
 * `fresh32-trim:<source>:<path>`) before any source's second, and so on, sources in salted hash order of
 * `fresh32-trim:<source>`; a group's unused places pass to group 4, and group 4's to the groups before it in order
 * (their files past the quota, by the same round-robin); sources left empty are dropped.
 * trim32 below is that trim as code, written after the one-off trim and checked to keep the same 960 files.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";
import { quotaTrim } from "./benign-trim-round-robin.ts";

export type Source32 = Source12;
export type Fresh32File = SetFile<"tune32">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH32 = SHELL_PATH;

const rule32 = shellSetRule("fresh32", "tune32");

/** Files per class, in order, salted "fresh32". */
export const pick32 = rule32.pick;

/** One source of set 32: set 12's classes (salted "fresh32"), then up to 4 shell scripts by origin. */
export const select32: (s: Source32, base: string) => Fresh32File[] = rule32.select;

/** The trim's quotas per group (strict other-language, agent and AI files, shell scripts; the rest fills) and per source. */
export const TRIM32 = { total: 960, lang: 200, ai: 260, shell: 150, perSource: 4 } as const;

/** A file after the cleaning: its source, its path and the first trim group that takes it (0 strict other-language, 1 agent and AI, 2 shell, 3 the rest). */
export interface Trim32File {
  source: string;
  path: string;
  group: 0 | 1 | 2 | 3;
}

/**
 * The trim (TRIM32): groups 0-2 up to their quotas, then group 3 to the total, then groups 0-2 past their quotas if
 * places are left; no source gives more than `perSource` files; each group round-robin over sources.
 */
export function trim32(files: readonly Trim32File[], caps: typeof TRIM32 = TRIM32): Trim32File[] {
  return quotaTrim(files, [caps.lang, caps.ai, caps.shell], caps, "fresh32-trim");
}
