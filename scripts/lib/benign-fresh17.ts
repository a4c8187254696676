// The seventeenth fresh benign set (eval/benign-fresh, group fresh17-holdout, round 23's report set): how its files are picked.

/**
 * Round 22: round 21's fresh16-holdout is round 22's report set, measured once at the end of the round, and tuning
 * data from round 23 on (fresh16-tune), so this set replaces it as the benign real-file report set of round 23.
 * Sources used nowhere in this repository before (scripts/lib/benign-fresh17-sources.ts), written down here with the
 * rule before any file was fetched or scored, by someone who does not tune the scanner, never ran it and did not read
 * its rules; every file is in split holdout17, nothing is trained on.
 *
 * Set 16's rule unchanged, with its own hash salt ("fresh17") and split: set 12's classes (scripts/lib/benign-fresh12.ts,
 * toolOutputPickers: set 11's classes, i.e. set 10's agent files, prompts, docs, CI files, Debian scripts, configs, docs
 * and man pages, then files in other languages, then what an agent reads as tool output: logs, change logs and NEWS,
 * issue templates, OpenAPI specs, .eml/.ics/.vcf, snapshots, data under fixtures/samples/mocks/responses/testdata), then
 * up to 4 real shell scripts per source from what those classes left (round 23 asks again for at least 60 scripts):
 * a `.sh`, `.bash` or `.zsh` file, a file whose first line names sh, bash, dash or zsh, or a bash or zsh completion
 * by its folder (SHELL_PATH17):
 * - npm package (either kind): up to 4 (kind shell-script; at most 256 KB, text);
 * - Debian binary package: up to 4 outside /usr/share/doc, or under a doc folder's examples/ (kind debian-script; at
 *   most 64 KB, as debPicker reads them);
 * - Debian source tree: up to 4 outside debian/ (kind shell-script; at most 64 KB, text).
 * What is new is the sources: chosen by language first (at least 15% of the files not in English), then by shell
 * scripts, then by what an agent reads as tool output.
 */

import { readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { isShellFile } from "./benign-class-pick.ts";
import { debPicker } from "./benign-deb-pick.ts";
import { fresh11Content } from "./benign-fresh11.ts";
import { type Source12, toolOutputPickers } from "./benign-fresh12.ts";
import { sha } from "./benign-fresh2.ts";
import { treeTextFiles, walk } from "./benign-fresh4.ts";
import type { SetFile, SetKind, SetSource } from "./benign-set-pick.ts";
import { strHash } from "./injection-train/data.ts";

export type Source17 = Source12;
export type Fresh17File = SetFile<"holdout17">;

/** A shell script or completion by its path (the first line is checked too, by isShellFile). */
export const SHELL_PATH17 =
  /\.(?:sh|bash|zsh)$|(?:^|\/)bash-completion\/completions\/[^/]+$|(?:^|\/)(?:vendor-completions|site-functions|zsh\/functions\/Completion(?:\/[^/]+)?)\/_[^/]+$|(?:^|\/)completions?\/[^/]+\.(?:bash|zsh)$/;

const MAX_SHELL_NPM = 256 * 1024;
const SKIP17 = /(?:^|\/)node_modules\/|\.min\.|\.map$/;

const unitOf = (s: SetSource): string => s.name.replace(/^deb(?:src)?:/, "").replace(/[@=][^@/=]+$/, "");

const pickers17 = toolOutputPickers("fresh17", "holdout17");

const shellish = (base: string, r: string): boolean => {
  try {
    return SHELL_PATH17.test(r) || isShellFile(base, r);
  } catch {
    return false;
  }
};

/** The shell scripts of an npm package that set 12's classes did not take. */
function shellNpm17(s: SetSource, base: string, taken: Set<string>): Fresh17File[] {
  const all: string[] = [];
  walk(base, all);
  const rels = all
    .map((f) => relative(base, f))
    .filter((r) => !taken.has(r) && !SKIP17.test(r))
    .filter((r) => {
      const size = statSync(join(base, r)).size;
      return size > 0 && size <= MAX_SHELL_NPM && !readFileSync(join(base, r)).includes(0);
    })
    .filter((r) => shellish(base, r));
  return pickers17
    .pick(rels, [{ test: () => true, cap: 4 }])
    .map((r) => ({ ...fileOf(base, r, unitOf(s), "shell-script", s.kind) }));
}

/** The shell scripts and completions of a Debian binary package that set 12's classes did not take. */
function shellDeb17(s: SetSource, base: string, taken: Set<string>): Fresh17File[] {
  const all: string[] = [];
  walk(base, all);
  const rels = all
    .map((f) => relative(base, f))
    .filter(
      (r) =>
        !taken.has(r) &&
        r.startsWith("root/") &&
        (!r.includes("/share/doc/") || /\/share\/doc\/[^/]+\/examples\//.test(r)) &&
        !r.endsWith(".gz"),
    );
  const { picked, take } = debPicker<SetKind>(base, rels, byHash17);
  take("debian-script", 4, (r) => shellish(base, r));
  return picked
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .map(({ path, kind }) => fileOf(base, path, unitOf(s), kind, s.kind));
}

/** The upstream shell scripts of a Debian source tree that set 12's classes did not take. */
function shellSrc17(s: SetSource, base: string, taken: Set<string>): Fresh17File[] {
  const rels = treeTextFiles(base).filter((r) => !taken.has(r) && !r.startsWith("debian/") && shellish(base, r));
  return pickers17
    .pick(rels, [{ test: () => true, cap: 4 }])
    .map((r) => fileOf(base, r, unitOf(s), "shell-script", s.kind));
}

// set 12's entry maker (sha256 of the content as the importer stores it), salted order, split holdout17
function byHash17(a: string, b: string): number {
  return strHash(`fresh17:${a}`) - strHash(`fresh17:${b}`) || (a < b ? -1 : 1);
}

function fileOf(base: string, path: string, unit: string, kind: SetKind, own: SetKind): Fresh17File {
  return {
    path,
    sha256: sha(fresh11Content(base, path, kind)),
    unit,
    split: "holdout17",
    ...(kind !== own ? { kind } : {}),
  };
}

/** Files per class, in order, salted "fresh17". */
export const pick17 = pickers17.pick;

/** One source of set 17: set 12's classes (salted "fresh17"), then up to 4 shell scripts by origin. */
export function select17(s: Source17, base: string): Fresh17File[] {
  const first = pickers17.select(s, base);
  const taken = new Set(first.map((f) => f.path));
  const more =
    "npm" in s.from
      ? shellNpm17(s, base, taken)
      : "deb" in s.from
        ? shellDeb17(s, base, taken)
        : shellSrc17(s, base, taken);
  return [...first, ...more];
}
