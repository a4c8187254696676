// The fortieth fresh benign set (eval/benign-fresh, group fresh40-tune: round 47's report set, tuning data since 48): how files are picked.

/**
 * Round 47: round 46's fresh39-holdout is tuning data from round 47 on (fresh39-tune), so this set replaces it as the
 * benign real-file report set of round 47 (measured by the lead at round 47's end). Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh40-sources.ts; a further list only as set 37 did, written after the
 * first list's picks and before its own fetch), written down with this rule before any of their files was fetched or
 * scored, by someone who does not tune the scanner, never ran it and did not read its rules; every file was in split
 * holdout40 (tune40 since round 48 relabelled it), nothing is trained on.
 *
 * Sets 16 to 39's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh40") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers), then up to 4 real shell scripts per source from
 * what those classes left (SHELL_PATH40), as set 39's.
 *
 * Emphasis of set 40 (issue 12's "Done when"; npm's packages whose names or summaries name skills, prompts, rules,
 * agents, RAG, embeddings or inference by a word are used up, and set 39 kept 1 prompt file by path of 17 among its
 * candidates): set 39's five groups and quotas kept, and (new) the agent and AI group's trim prefers prompt and agent
 * files by their path (PROMPT_PATH40) over the group's other files. npm agent and AI packages found by a token of their
 * name or summary that the word-bounded patterns of sets 37 to 39 missed (compounds such as a `-mcp`, `llm-`, `gpt`,
 * `agent` or `…ai` part of a package or scope name: what AI companies' SDKs, agent starters, chatbot UIs and provider
 * clients are called), all left; npm build, lint, CI and container config packages; npm i18n and locale packages; npm
 * framework and library packages; Debian trixie source trees of a new kind rich in shell scripts: Debian-native trees
 * (source format 3.0 (native): Debian's own tools, installers, maintainer helpers and configuration packages) in a
 * tools or desktop section, then trees building with gettext, intltool, po4a, autopoint, itstool or a Qt/KDE
 * translation tool (po/ catalogs named by language). No Debian binary package. npm packages by exact version from the
 * registry and Debian trixie packages only; no other network. A symbolic link whose target leaves the unpacked tree,
 * resolves through a loop or is a folder holding the link is removed before any pick.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 39): exact and near duplicates of earlier sets'
 * files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded, first
 * 256 KB; earlier files compared when of the same file name, all of them on disk), then the set is trimmed to at most
 * 960 files with a quota per group (TRIM40, set 39's): each file falls in the first group that takes it: (1) not
 * English by the strict count (set 11's isLocalized11), up to 160; (2) files of the agent and AI packages (entries of
 * kind ai-source), up to 230; (3) shell scripts (kind shell-script, or debian-script whose first line names sh, bash,
 * dash or zsh), up to 130; (4) CI and config files: a path CONFIG_PATH40 takes, a file of kind ci-config or
 * debian-config, or a file of the npm build, lint, CI and container config packages that is not prose (PROSE40), up to
 * 170; (5) everything else (English framework and library docs, change logs, Debian docs and man pages), the remaining
 * places (270 or more). No source gives more than 4 files in all. Within a group files are taken round-robin over
 * sources by the shared quotaTrim (scripts/lib/benign-trim-round-robin.ts) salted `fresh40-trim`; in group 2 (agent and
 * AI) the files PROMPT_PATH40 takes come first (round-robin over their sources), then the group's other files; a
 * group's unused places pass to group 5, and group 5's to the groups before it in order; sources left empty are dropped.
 */

import type { Source12 } from "./benign-fresh12.ts";
import { CONFIG_PATH39, PROSE39, type Trim39File } from "./benign-fresh39.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";
import { quotaTrim } from "./benign-trim-round-robin.ts";

export type Source40 = Source12;
export type Fresh40File = SetFile<"tune40">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH40 = SHELL_PATH;

const rule40 = shellSetRule("fresh40", "tune40");

/** Files per class, in order, salted "fresh40". */
export const pick40 = rule40.pick;

/** One source of set 40: set 12's classes (salted "fresh40"), then up to 4 shell scripts by origin. */
export const select40: (s: Source40, base: string) => Fresh40File[] = rule40.select;

/** A CI or config file by its path (set 39's): the trim's group 4, with files of kind ci-config or debian-config and the config packages' non-prose files. */
export const CONFIG_PATH40 = CONFIG_PATH39;

/** Prose by its name (set 39's): a config package's file that is not a CI or config file for the trim. */
export const PROSE40 = PROSE39;

/**
 * A prompt or agent file by its path, preferred by the agent and AI group's trim: a `prompt` anywhere in the path
 * (`prompts/`, `*.prompt*`, `system-prompt.md`), `system*.md` or `system*.txt`, `AGENTS.md`, `CLAUDE.md`, `GEMINI.md`,
 * `.cursorrules`, `.cursor/`, `.mdc`, `SKILL.md` and `skills/`, `templates/`, `agents/*.md`, `commands/*.md`, `.jinja`,
 * instructions and rubrics.
 */
export const PROMPT_PATH40 =
  /prompt|(?:^|\/)system[^/]*\.(?:md|txt)$|(?:^|\/)(?:AGENTS|CLAUDE|GEMINI)\.md$|\.cursorrules$|(?:^|\/)\.cursor\/|\.mdc$|(?:^|\/)skills?\/|SKILL\.md$|(?:^|\/)templates?\/|(?:^|\/)agents?\/[^/]+\.md$|(?:^|\/)commands\/[^/]+\.md$|\.jinja2?$|instructions|rubric/i;

/** The trim's quotas per group (strict other-language, agent and AI files, shell scripts, CI and config files; the rest fills) and per source: set 39's. */
export const TRIM40 = { total: 960, lang: 160, ai: 230, shell: 130, config: 170, perSource: 4 } as const;

/** A file after the cleaning: its source, its path and the first trim group that takes it (0 strict other-language, 1 agent and AI, 2 shell, 3 CI and config, 4 the rest). */
export type Trim40File = Trim39File;

/** In the agent and AI group (1), a prompt or agent file by its path comes before the group's other files. */
export const preferPrompt40 = (f: Trim40File): boolean => f.group === 1 && PROMPT_PATH40.test(f.path);

/**
 * The trim (TRIM40): groups 0-3 up to their quotas, then group 4 to the total, then groups 0-3 past their quotas if
 * places are left; no source gives more than `perSource` files; each group round-robin over sources, the agent and AI
 * group's prompt and agent files by path (PROMPT_PATH40) first.
 */
export function trim40(files: readonly Trim40File[], caps: typeof TRIM40 = TRIM40): Trim40File[] {
  return quotaTrim(files, [caps.lang, caps.ai, caps.shell, caps.config], caps, "fresh40-trim", preferPrompt40);
}
