// The forty-first fresh benign set (eval/benign-fresh, group fresh41-holdout: round 48's report set): how files are picked.

/**
 * Round 48: round 47's fresh40-holdout is tuning data from round 48 on (fresh40-tune), so this set replaces it as the
 * benign real-file report set of round 48 (measured by the lead at round 48's end, before and after its work). Sources
 * used nowhere in this repository before (scripts/lib/benign-fresh41-sources.ts; a further list only as sets 38 and 40
 * did, written after the first list's picks came short and before its own fetch), written down with this rule before
 * any of their files was fetched or scored, by someone who does not tune the scanner, never ran it and did not read
 * its rules; every file is in split holdout41, nothing is trained on.
 *
 * Sets 16 to 40's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh41") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers), then up to 4 real shell scripts per source from
 * what those classes left (SHELL_PATH41), as set 40's.
 *
 * Emphasis of set 41: npm's agent and AI packages by name and summary are used up (set 40 took all 190 left by a
 * token of a compound name; env's npm list carries no dependencies, so what a package builds on cannot be read from
 * it), so the agent and AI sources are Debian trixie source trees of LLM, NLP, speech and machine-learning tools,
 * found by what they build on or ship (an ML, NLP or speech library in their Build-Depends or their binaries'
 * Depends/Recommends, or their binaries' descriptions), taken as kind ai-source. (New) Set 12's classes pick a source
 * tree's CI, build, shell, localized and change-log files, never its prompts; so for a Debian source tree of kind
 * ai-source, up to 4 more text files (at most 64 KB, outside debian/) that PROMPT_PATH41 takes are picked after the
 * shared rule's, by the same salted hash (kind ai-source). The rest as set 40: Debian source trees of kinds not used
 * before that are rich in shell scripts (trees that test or lint shell code, initramfs, dracut, init, installer and
 * packaging-helper trees, admin -tools/-utils trees) and trees whose debconf templates are translated through
 * po-debconf (debian/po catalogs); npm build, lint, CI and container config packages, i18n and locale packages and
 * framework packages continued. No Debian binary package. npm packages by exact version from the registry and Debian
 * trixie packages only; no other network. A symbolic link whose target leaves the unpacked tree, resolves through a
 * loop or is a folder holding the link is removed before any pick.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 40): exact and near duplicates of earlier sets'
 * files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded, first
 * 256 KB; earlier files compared when of the same file name, all of them on disk), then the set is trimmed to at most
 * 960 files with a quota per group (TRIM41, set 40's): each file falls in the first group that takes it: (1) not
 * English by the strict count (set 11's isLocalized11), up to 160; (2) files of the agent and AI sources (entries of
 * kind ai-source), up to 230; (3) shell scripts (kind shell-script, or debian-script whose first line names sh, bash,
 * dash or zsh), up to 130; (4) CI and config files: a path CONFIG_PATH41 takes, a file of kind ci-config or
 * debian-config, or a file of the npm build, lint, CI and container config packages that is not prose (PROSE41), up to
 * 170; (5) everything else, the remaining places (270 or more). No source gives more than 4 files in all. Within a
 * group files are taken round-robin over sources by the shared quotaTrim (scripts/lib/benign-trim-round-robin.ts)
 * salted `fresh41-trim`; in group 2 (agent and AI) the files PROMPT_PATH41 takes come first (set 40's preference),
 * then the group's other files; a group's unused places pass to group 5, and group 5's to the groups before it in
 * order; sources left empty are dropped.
 */

import { fresh11Content } from "./benign-fresh11.ts";
import type { Source12 } from "./benign-fresh12.ts";
import { sha } from "./benign-fresh2.ts";
import { treeTextFiles } from "./benign-fresh4.ts";
import { CONFIG_PATH40, PROMPT_PATH40, PROSE40, type Trim40File } from "./benign-fresh40.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";
import { quotaTrim } from "./benign-trim-round-robin.ts";

export type Source41 = Source12;
export type Fresh41File = SetFile<"holdout41">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH41 = SHELL_PATH;

const rule41 = shellSetRule("fresh41", "holdout41");

/** Files per class, in order, salted "fresh41". */
export const pick41 = rule41.pick;

/** A CI or config file by its path (set 40's): the trim's group 4, with files of kind ci-config or debian-config and the config packages' non-prose files. */
export const CONFIG_PATH41 = CONFIG_PATH40;

/** Prose by its name (set 40's): a config package's file that is not a CI or config file for the trim. */
export const PROSE41 = PROSE40;

/** A prompt or agent file by its path (set 40's): preferred by the AI group's trim, and picked from AI source trees. */
export const PROMPT_PATH41 = PROMPT_PATH40;

/** Prompt and agent files by path a Debian source tree of kind ai-source gives besides the shared rule's picks. */
export const PROMPT_SRC_CAP41 = 4;

/**
 * One source of set 41: set 12's classes (salted "fresh41"), then up to 4 shell scripts by origin; for a Debian source
 * tree of kind ai-source, then up to PROMPT_SRC_CAP41 text files outside debian/ that PROMPT_PATH41 takes (kind ai-source).
 */
export function select41(s: Source41, base: string): Fresh41File[] {
  const first = rule41.select(s, base);
  if (s.kind !== "ai-source" || !("debsrc" in s.from)) return first;
  const taken = new Set(first.map((f) => f.path));
  const unit = s.name.replace(/^debsrc:/, "").replace(/=.*$/, "");
  const rels = treeTextFiles(base).filter((r) => !taken.has(r) && !r.startsWith("debian/") && PROMPT_PATH41.test(r));
  const prompts = pick41(rels, [{ test: () => true, cap: PROMPT_SRC_CAP41 }]).map(
    (path): Fresh41File => ({
      path,
      sha256: sha(fresh11Content(base, path, "ai-source")),
      unit,
      split: "holdout41",
    }),
  );
  return [...first, ...prompts];
}

/** The trim's quotas per group (strict other-language, agent and AI files, shell scripts, CI and config files; the rest fills) and per source: set 40's. */
export const TRIM41 = { total: 960, lang: 160, ai: 230, shell: 130, config: 170, perSource: 4 } as const;

/** A file after the cleaning: its source, its path and the first trim group that takes it (0 strict other-language, 1 agent and AI, 2 shell, 3 CI and config, 4 the rest). */
export type Trim41File = Trim40File;

/** In the agent and AI group (1), a prompt or agent file by its path comes before the group's other files. */
export const preferPrompt41 = (f: Trim41File): boolean => f.group === 1 && PROMPT_PATH41.test(f.path);

/**
 * The trim (TRIM41): groups 0-3 up to their quotas, then group 4 to the total, then groups 0-3 past their quotas if
 * places are left; no source gives more than `perSource` files; each group round-robin over sources, the agent and AI
 * group's prompt and agent files by path (PROMPT_PATH41) first.
 */
export function trim41(files: readonly Trim41File[], caps: typeof TRIM41 = TRIM41): Trim41File[] {
  return quotaTrim(files, [caps.lang, caps.ai, caps.shell, caps.config], caps, "fresh41-trim", preferPrompt41);
}
