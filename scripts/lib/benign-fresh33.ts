// The thirty-third fresh benign set (eval/benign-fresh, group fresh33-tune: round 40's report set, tuning data since 41): how files are picked.

/**
 * Round 40: round 39's fresh32-holdout is tuning data from round 40 on (fresh32-tune), so this set replaces it as the
 * benign real-file report set of round 40 (measured by the lead at round 40's end). Sources used nowhere in this
 * repository before (scripts/lib/benign-fresh33-sources.ts; a second list, benign-fresh33b-sources.ts, written after
 * the first trim and before its own fetch), written down with this rule before any of their files was
 * fetched or scored, by someone who does not tune the scanner, never ran it and did not read its rules; every file is
 * was in split holdout33 (tune33 since round 41 relabelled it), nothing is trained on.
 *
 * Sets 16 to 32's rule unchanged (scripts/lib/benign-shell-set-rule.ts), with its own hash salt ("fresh33") and split:
 * set 12's classes (scripts/lib/benign-fresh12.ts, toolOutputPickers), then up to 4 real shell scripts per source from
 * what those classes left (SHELL_PATH33), as set 32's.
 *
 * Emphasis of set 33 (issue 12's "Done when": AI codebases with prompts in their source, framework docs, configs, CI
 * commands), set 32's quotas kept and configs and CI files named as a group of their own (set 32 lumped them with the
 * docs, and few came): npm agent and AI packages; npm build, lint, CI and container config packages; npm packages
 * whose summary is in another script; npm framework and library packages; Debian trixie shell-tool packages; Debian
 * trixie packages with translated man pages and docs (by their file lists); Debian trixie source packages with a
 * Debian CI test suite (upstream CI files and build configs, debian/tests, debian/rules, debian/watch, Salsa CI). npm
 * packages by exact version from the registry and Debian trixie packages only; no other network.
 *
 * After the fetch, by content alone and before any score (as sets 18 to 32): exact and near duplicates of earlier sets'
 * files and of files kept earlier in the set are dropped (character-trigram Jaccard >= 0.65, whitespace folded, first
 * 256 KB; earlier files compared when of the same file name), then the set is trimmed to at most 960 files with a
 * quota per group (TRIM33): each file falls in the first group that takes it:
 * (1) not English by the strict count (set 11's isLocalized11), up to 160; (2) files of the agent and AI packages
 * (entries of kind ai-source), up to 230; (3) shell scripts (kind shell-script, or debian-script whose first line names
 * sh, bash, dash or zsh), up to 130; (4) CI and config files: a path CONFIG_PATH33 takes, a file of kind ci-config or
 * debian-config, or a file of the npm build, lint, CI and container config packages that is not prose (not .md,
 * .markdown, .txt or .rst, not a README, CHANGELOG, LICENSE or HISTORY), up to 170; (5) everything else (English
 * framework and library docs, Debian docs and man pages), the remaining places (270 or more). No source gives more than
 * 4 files in all. Within a group files are taken round-robin over sources: every source's first file (in salted hash
 * order, sha256 of `fresh33-trim:<source>:<path>`) before any source's second, and so on, sources in salted hash order
 * of `fresh33-trim:<source>`; a group's unused places pass to group 5, and group 5's to the groups before it in order
 * (their files past the quota, by the same round-robin); sources left empty are dropped.
 */

import type { Source12 } from "./benign-fresh12.ts";
import type { SetFile } from "./benign-set-pick.ts";
import { SHELL_PATH, shellSetRule } from "./benign-shell-set-rule.ts";
import { quotaTrim } from "./benign-trim-round-robin.ts";

export type Source33 = Source12;
export type Fresh33File = SetFile<"tune33">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH33 = SHELL_PATH;

const rule33 = shellSetRule("fresh33", "tune33");

/** Files per class, in order, salted "fresh33". */
export const pick33 = rule33.pick;

/** One source of set 33: set 12's classes (salted "fresh33"), then up to 4 shell scripts by origin. */
export const select33: (s: Source33, base: string) => Fresh33File[] = rule33.select;

/** A CI or config file by its path: the trim's group 4 (with files of kind ci-config or debian-config and the config packages' non-prose files). */
export const CONFIG_PATH33 =
  /(?:^|\/)(?:\.github\/(?:workflows|actions)\/.+\.ya?ml|action\.ya?ml|\.gitlab-ci\.ya?ml|\.gitlab\/ci\/.+\.ya?ml|\.circleci\/config\.ya?ml|azure-pipelines[^/]*\.ya?ml|\.travis\.ya?ml|Jenkinsfile|\.drone\.ya?ml|\.?appveyor\.ya?ml|\.cirrus\.ya?ml|\.pre-commit-(?:config|hooks)\.ya?ml|renovate\.json5?|\.renovaterc(?:\.json)?|dependabot\.ya?ml|Dockerfile[^/]*|[^/]+\.dockerfile|(?:docker-)?compose[^/]*\.ya?ml|\.dockerignore|tsconfig[^/]*\.json|jsconfig\.json|\.?eslintrc[^/]*|eslint\.config\.[cm]?[jt]s|\.prettierrc[^/]*|prettier\.config\.[cm]?js|biome\.jsonc?|\.stylelintrc[^/]*|stylelint\.config\.[cm]?js|babel\.config\.[^/]+|\.babelrc[^/]*|commitlint\.config\.[^/]+|\.commitlintrc[^/]*|\.lintstagedrc[^/]*|lint-staged\.config\.[^/]+|\.markdownlint[^/]*|\.yamllint[^/]*|\.editorconfig|\.npmrc|(?:vite|vitest|jest|webpack|rollup|tsup)\.config\.[^/]+|pyproject\.toml|tox\.ini|setup\.cfg|noxfile\.py|Cargo\.toml|(?:GNU)?[Mm]akefile(?:\.(?:am|in))?|[^/]+\.mk|[Jj]ustfile|\.devcontainer\/[^/]+|meson\.build|CMakeLists\.txt|\.readthedocs\.ya?ml|codecov\.ya?ml|\.codecov\.ya?ml|debian\/tests\/[^/]+|debian\/(?:rules|watch|control|gbp\.conf|salsa-ci\.ya?ml)|salsa-ci\.ya?ml)$/;

/** Prose by its name: a config package's file that is not a CI or config file for the trim. */
export const PROSE33 =
  /\.(?:md|markdown|txt|rst)$|(?:^|\/)(?:README|CHANGELOG|CHANGES|LICEN[CS]E|HISTORY|NOTICE)[^/]*$/i;

/** The trim's quotas per group (strict other-language, agent and AI files, shell scripts, CI and config files; the rest fills) and per source. */
export const TRIM33 = { total: 960, lang: 160, ai: 230, shell: 130, config: 170, perSource: 4 } as const;

/** A file after the cleaning: its source, its path and the first trim group that takes it (0 strict other-language, 1 agent and AI, 2 shell, 3 CI and config, 4 the rest). */
export interface Trim33File {
  source: string;
  path: string;
  group: 0 | 1 | 2 | 3 | 4;
}

/**
 * The trim (TRIM33): groups 0-3 up to their quotas, then group 4 to the total, then groups 0-3 past their quotas if
 * places are left; no source gives more than `perSource` files; each group round-robin over sources.
 */
export function trim33(files: readonly Trim33File[], caps: typeof TRIM33 = TRIM33): Trim33File[] {
  return quotaTrim(files, [caps.lang, caps.ai, caps.shell, caps.config], caps, "fresh33-trim");
}
